"""Law 33: simultaneous calls. A call made at the same time as that of the player whose turn it was is deemed
to be the later call — so it is ruled on as a call made after the in-turn call (in turn, or out of rotation)."""

from __future__ import annotations

from engine.cases import Case
from engine.errors import EngineError, shown
from engine.ruling import Ruling, Step
from engine.rulings import ruler
from engine.rulings.auction.call import facts_of, rule_call


@ruler("simultaneous_calls")
def rule_simultaneous(case: Case) -> Ruling:
    """``by`` (not in turn) called at the same moment as the player in turn (``with``)."""
    facts = facts_of(case, "with")
    made = case.irregularity.seat_calls("with")
    assert made is not None
    if len(made) != 1:
        raise EngineError("bad_field", field="with", value=shown(case.irregularity.raw.get("with")),
                          expected="seat_call")
    (seat, call), = made.items()
    turn = case.auction.turn
    if turn is None:
        raise EngineError("auction_ended", call=str(call), seat=seat.value, index=len(case.auction.calls) + 1,
                          law="39")
    if seat != turn:
        raise EngineError("simultaneous_not_in_turn", seat=seat.value, turn=turn.value)
    if seat == facts.by:
        raise EngineError("simultaneous_same_seat", seat=seat.value)
    reason = case.auction.illegality(call, seat)
    if reason is not None:
        raise EngineError("after_irregular", index=1, call=str(call), reason=reason, field="with")
    ruling = rule_call(facts.derived(case.auction.with_call(call)))
    ruling.steps.insert(0, Step("simultaneous.33", {"by": facts.by_v, "call": str(facts.call),
                                                    "seat": seat.value, "with_call": str(call)}, "33"))
    ruling.laws.insert(0, "33")
    if ruling.type == "none":
        ruling.type = "simultaneous_calls"
    ruling.extra["simultaneous_with"] = {seat.value: str(call)}
    return ruling
