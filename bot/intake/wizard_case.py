"""What the wizard's state says, as the case of ``cases.md``, and back; and the declared fact a step asks.

The lowest of the wizard's modules: the questions, the probes and the answers all read a state as a case or look up
a fact's declaration, and none of them may import the state machine that uses them (``tests/test_import_graph.py``
forbids the cycle), so what they share lives here.
"""

from __future__ import annotations

from typing import Any

from bot.intake.kinds import KINDS, Fact
from bot.intake.state import WizardState


def case(state: WizardState) -> dict[str, Any]:
    """The case of ``cases.md`` the state describes (complete when ``question(state)`` is ``None``)."""
    data: dict[str, Any] = {}
    if state.board is not None:
        data["board"] = state.board
    else:
        data["dealer"], data["vul"] = state.dealer or "N", state.vul or "none"
    data["auction"] = list(state.auction)
    if state.contract and state.period == "play" and not state.engine_auction().ended:
        data["contract"], data["declarer"] = state.contract, state.declarer
    data["irregularity"] = {"type": state.type, **state.irregularity}
    if state.choices:
        data["choices"] = dict(state.choices)
    return data


def from_case(case: dict[str, Any]) -> WizardState:
    """A finished state holding ``case`` (the inverse of :func:`case`), to ask what the wizard would have asked."""
    irregularity = dict(case.get("irregularity", {}))
    auction = case.get("auction") or []
    return WizardState(board=case.get("board"), dealer=case.get("dealer"), vul=case.get("vul"),
                       auction=auction.split() if isinstance(auction, str) else list(auction), auction_done=True,
                       contract=case.get("contract"), declarer=case.get("declarer"),
                       type=irregularity.pop("type", None), irregularity=irregularity,
                       choices=dict(case.get("choices", {})))


def fact_spec(state: WizardState, name: str) -> Fact | None:
    """The declaration (``engine.kinds``) of the fact or choice ``name`` of the state's type."""
    assert state.type is not None
    return next((f for f in (*KINDS[state.type].facts, *KINDS[state.type].choices) if f.name == name), None)
