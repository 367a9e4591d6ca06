"""Which facts matter: the wizard asks a fact or a choice only when the engine's ruling on the case so far turns on
it, so these probes rule on the case as it stands (and on what-ifs of it) and compare the rulings.

Apart from the questions because they are the engine's side of the wizard: they never build a question, they only
say whether one is worth asking (``needed``, ``engine_offers``) or whether a finished case states a decision the
Laws do not give on its facts (``inapplicable_choices``).
"""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

import engine
from bot.errors import UserError
from bot.intake import consistency
from bot.intake.kinds import KINDS, Fact
from bot.intake.state import WizardState
from bot.intake.wizard_case import case, fact_spec, from_case
from engine.auction import Auction
from engine.errors import EngineError
from engine.seats import Seat


@functools.lru_cache(maxsize=1024)
def _ruled(case_json: str) -> dict[str, Any] | None:
    try:
        return engine.rule(json.loads(case_json)).to_dict()
    except (EngineError, UserError, ValueError, KeyError, TypeError):
        return None  # not complete enough to rule on yet (or refused: the end of the wizard says why)


def _engine_ruling(state: WizardState, **irregularity: Any) -> dict[str, Any] | None:
    """The engine's ruling on the case so far (``irregularity``: facts put in for a what-if), or None."""
    if not state.board_known or state.type is None:
        return None
    data = case(state)
    data["irregularity"] = {**data["irregularity"], **irregularity}
    return _ruled(json.dumps(data, sort_keys=True, ensure_ascii=False))


def _choice_names(ruling: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for option in ruling.get("options", []):
        names |= set(option.get("choice", {})) | _choice_names(option.get("ruling", {}))
    return names


def engine_offers(state: WizardState, name: str) -> bool:
    """Whether the engine's ruling on the case so far gives a choice ``name`` (a call out of turn is cancelled or
    accepted, 29: no correction to ask, though the bid is also insufficient, 27C), or, for a yes/no decision, rules
    differently with it (35A: the LHO called over an inadmissible double, a fact the ruling offers no option on);
    when it cannot rule yet, yes."""
    ruling = _engine_ruling(state)
    if ruling is None or name in _choice_names(ruling):
        return True
    spec = fact_spec(state, name) if state.type else None
    if spec is None or spec.kind != "bool":
        return False
    outcomes = []
    for value in (True, False):
        probe = copy.copy(state)
        probe.choices = {**state.choices, name: value}
        outcomes.append(_engine_ruling(probe))
    return None in outcomes or outcomes[0] != outcomes[1]


def _offered(state: WizardState, name: str) -> bool:
    """Whether the engine, ruling on the case without the decision ``name``, gives that decision (a correction
    is the offender's once the call is not accepted): a call out of turn is cancelled, never "corrected" (29A)."""
    probe = copy.copy(state)
    probe.choices = {k: v for k, v in state.choices.items() if k != name}
    if name == "correction":
        probe.choices.setdefault("accepted", False)
    return engine_offers(probe, name)


def _turns_on(state: WizardState, name: str) -> bool | None:
    """Whether the ruling differs with the fact ``name`` true and false (None: the engine cannot rule yet)."""
    rest = {k: v for k, v in state.irregularity.items() if k != name}
    probe = copy.copy(state)
    probe.irregularity, probe.choices = rest, {}
    outcomes = [_engine_ruling(probe, **{name: value}) for value in (True, False)]
    if outcomes[0] is None or outcomes[1] is None:
        return None
    return outcomes[0] != outcomes[1]


def choice_values(state: WizardState, spec: Fact) -> tuple[str, ...]:
    """The closed set of a choice, narrowed by the facts (``Fact.narrow``: no "spread the hand" after trick 1)."""
    return spec.offered(_Known(state))


def needed(state: WizardState, spec: Fact) -> bool:
    """Whether a fact matters given the others (asked only when it can change the ruling): the type's own rule
    (``Fact.needed`` in ``engine.kinds``), read against the state."""
    return spec.matters(_Known(state))


class _Known:
    """The wizard's state as ``engine.kinds.Known``: computed only when a type's rule asks."""

    def __init__(self, state: WizardState) -> None:
        self.state = state
        self.irregularity = state.irregularity
        self.choices = state.choices

    def auction(self) -> Auction | None:
        return self.state.engine_auction()

    def declarer(self) -> Seat | None:
        return consistency.declarer_of(self.state) if self.state.board_known else None

    def turns_on(self, name: str) -> bool | None:
        return _turns_on(self.state, name)


def inapplicable_choices(case: dict[str, Any]) -> list[str]:
    """The decisions ``case`` states that the Laws do not give on its facts (the wizard would not have asked them):
    declarer's lead options with no lead by the offender's partner (50D), an acceptance of an inadvertent change
    of call (25A)… The correction of an insufficient bid implies it was not accepted, so it is not one of them."""
    try:
        state = from_case(case)
        if state.type not in KINDS:
            return []
        specs = {f.name: f for f in KINDS[state.type].choices}
        return [name for name in state.choices if name in specs and (
                (name != "correction" and not needed(state, specs[name])) or not _offered(state, name))]
    except (EngineError, UserError, ValueError, KeyError, TypeError):
        return []  # a case the engine will refuse anyway, with its own reason
