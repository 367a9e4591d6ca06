"""The wizard's questions, in the director's order: the board (or dealer and vulnerability) → the auction so far
→ the contract when the type states one → what happened → its facts → the choices already made.

``question(state)`` is the first fact still missing; the answers it offers are narrowed to what fits the facts so
far (``consistency``) and to the facts that matter (``wizard_probes``). Apart from the state machine so that the
order and wording of the questions can be read (and changed) without the code that applies answers.
"""

from __future__ import annotations

from typing import Any

from bot.intake import answers as A
from bot.intake import consistency
from bot.intake.kinds import KINDS, Fact
from bot.intake.questions import Question
from bot.intake.state import WizardState
from bot.intake.wizard_probes import choice_values, engine_offers, needed


def question(state: WizardState) -> Question | None:
    """The next question, or ``None`` when the case is complete."""
    for ask in (_ask_board, _ask_auction, _ask_contract, _ask_type, _ask_facts, _ask_choices):
        q = ask(state)
        if q is not None:
            return q
    return None


def _ask_board(state: WizardState) -> Question | None:
    if state.board is not None:
        return None
    if not state.no_board:
        return Question("board", "intake.q.board", A.board_answers(state.board_page), layout="select", free=True)
    if state.dealer is None:
        return Question("dealer", "intake.q.dealer", A.seat_answers())
    if state.vul is None:
        return Question("vul", "intake.q.vul", A.vul_answers())
    return None


def _ask_auction(state: WizardState) -> Question | None:
    if state.auction_done:
        return None
    auction = state.engine_auction()
    if auction.ended:
        return None
    turn = auction.turn
    return Question("auction", "intake.q.auction", A.auction_answers(auction), layout="select", free=True,
                    params={"seat": turn.value if turn else ""})


def _ask_contract(state: WizardState) -> Question | None:
    if state.type is None or not KINDS[state.type].states_contract or state.engine_auction().ended:
        return None
    if state.contract is None:
        return Question("contract", "intake.q.contract", A.bid_answers(), layout="select", free=True)
    if state.declarer is None:
        return Question("declarer", "intake.q.declarer", A.seat_answers())
    return None


def _ask_type(state: WizardState) -> Question | None:
    """What happened; asked again when a prefilled type cannot have happened here (no bid yet: no IB)."""
    auction = state.engine_auction() if state.board_known else None
    q = Question("type", "intake.q.type", A.type_answers(state.period, auction))
    if state.type is not None and state.type in q.values:
        return None
    return q


def _ask_facts(state: WizardState) -> Question | None:
    assert state.type is not None
    for spec in KINDS[state.type].facts:
        if not needed(state, spec) or spec.name in state.skipped:
            continue
        if spec.kind == "cards":
            if "cards:done" not in state.skipped:  # several cards, one answer each, until "done"
                return _fact_question(state, spec, "fact")
            continue
        # a missing fact, or a prefilled one that the auction built since contradicts, is asked
        if spec.name not in state.irregularity or not consistency.fits(state, spec, state.irregularity[spec.name]):
            return _fact_question(state, spec, "fact")
    return None


def _ask_choices(state: WizardState) -> Question | None:
    assert state.type is not None
    for spec in KINDS[state.type].choices:
        if (needed(state, spec) and spec.name not in state.choices and spec.name not in state.skipped
                and engine_offers(state, spec.name)):
            return _fact_question(state, spec, "choice")
    return None


def _fact_question(state: WizardState, spec: Fact, where: str) -> Question:
    answers, layout = A.fact_answers(spec, choice_values(state, spec), state.irregularity.get("cards"))
    if state.type == "bid_above_seven" and spec.name == "call":
        answers = A.any_call_answers(above_seven=True)
    values = consistency.allowed(state, spec)
    if values is not None:  # only what fits the facts so far (the engine's own checks)
        answers = tuple(a for a in answers if a.is_control or a.value in values)
    if spec.kind == "seat" and spec.name == "by":
        answers = A.mark_suggested(answers, suggested_offender(state))
        if len([a for a in answers if not a.is_control]) > 1:  # "in turn" says nothing when only he is offered
            answers = A.mark_turn(answers, _turn(state))
    prompt = spec.prompt or f"intake.q.{where}.{spec.name}"
    if spec.name == "conventional" and state.irregularity.get("call") != "P":
        prompt = "intake.q.fact.conventional_bid"  # a bid: "No" only when it is beyond doubt (27B1(A))
    return Question(f"{where}:{spec.name}", prompt, answers, layout=layout,
                    free=spec.kind in ("call", "card", "cards", "score", "scores"), params=_fact_params(state))


def _fact_params(state: WizardState) -> dict[str, Any]:
    params: dict[str, Any] = {"type": state.type or ""}
    if state.board_known and not state.engine_auction().ended:
        turn = state.engine_auction().turn
        params["turn"] = turn.value if turn else ""
    return params


def _turn(state: WizardState) -> str | None:
    """The player in turn to call, while the irregularity is of the auction (in the play it says nothing)."""
    if not state.board_known or (state.type and KINDS[state.type].period == "play"):
        return None
    turn = state.engine_auction().turn
    return turn.value if turn else None


def suggested_offender(state: WizardState) -> str | None:
    """The seat the user's words point to: "partner bid 1♦ after *my* 1♥" → the partner of whoever bid 1♥.

    Only a suggestion (highlighted, never answered for the user): the text said who relative to the speaker,
    and the auction built since says where the speaker sits.
    """
    if state.hints.get("by"):
        return state.hints["by"]
    relative, over = state.hints.get("by_relative"), state.hints.get("over")
    if relative is None or over is None or state.hints.get("over_by") != "me" or not state.board_known:
        return None
    auction = state.engine_auction()
    made = [auction.seat_of(i) for i, call in enumerate(auction.calls) if str(call) == over]
    if not made:
        return None
    me = made[-1]
    return {"me": me, "partner": me.partner, "lho": me.lho, "rho": me.rho}[relative].value
