"""The type ``call``: one more call, classified by the engine itself, and the named types that state the kind.

Order of the questions (each answer is a fact of the auction, never the user's word for it):
1. the auction has ended (17E) → a call after the final pass (39);
2. a bid of more than seven (38), whoever made it;
3. a player obliged to pass (``must_pass``) bids, doubles or redoubles in turn (37);
4. not this player's turn → at the RHO's turn with the RHO obliged to pass, it counts as in rotation (28A);
   at the LHO's turn right after his own call, it is a change of call (25; 30B3; 31 footnote **);
   otherwise out of rotation (28–32);
5. in turn: an insufficient bid (27), a double or redouble Law 19 does not allow (36), or no irregularity.
A named type (``insufficient_bid`` …) is checked against this classification: a case that calls a sufficient bid
insufficient contradicts itself and is refused.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.calls import PASS
from engine.cases import Case
from engine.errors import EngineError
from engine.ruling import Ruling, Step
from engine.rulings import ruler
from engine.rulings.auction.common import COMMON_FIELDS, Facts, common_facts, new_ruling
from engine.rulings.auction.redispatch import set_call_ruler

# named type → the classifications it may name
NAMED = {
    "insufficient_bid": ("insufficient_bid", "insufficient_out_of_turn"),
    "call_out_of_turn": ("call_out_of_turn", "insufficient_out_of_turn", "change_of_call_lho"),
    "call_after_final_pass": ("call_after_final_pass",),
    "bid_above_seven": ("bid_above_seven",),
    "inadmissible_call": ("inadmissible_call", "call_after_final_pass", "bid_above_seven",
                          "pass_obligation_violated"),
    "pass_obligation_violated": ("pass_obligation_violated",),
}


def facts_of(case: Case, *extra_fields: str) -> Facts:
    """The call under examination, read from the irregularity's common fields."""
    irr = case.irregularity
    irr.only(*COMMON_FIELDS, *extra_fields)
    by = irr.seat("by")
    call = irr.call("call")
    assert by is not None and call is not None
    return Facts(case, case.auction, by, call, irr.bool("conventional"))


def classify(facts: Facts) -> str:
    """What this call is, by the facts of the auction."""
    auction, by, call = facts.auction, facts.by, facts.call
    if auction.ended or (not auction.calls and facts.case.contract is not None):  # the auction given, or its result
        return "call_after_final_pass"
    if call.above_seven:
        return "bid_above_seven"
    if auction.turn != by:
        if auction.turn == by.lho and auction.calls:
            return "change_of_call_lho"
        if call.is_bid and not auction.is_sufficient(call):
            return "insufficient_out_of_turn"
        return "call_out_of_turn"
    if facts.irr.str("must_pass", ("next_turn", "rest_of_auction")) and not call.is_pass:
        return "pass_obligation_violated"
    if call.is_bid and not auction.is_sufficient(call):
        return "insufficient_bid"
    if auction.illegality(call, by) is not None:
        return "inadmissible_call"
    return "none"


def rule_call(facts: Facts) -> Ruling:
    """Rule on one call, whatever it turns out to be."""
    kind = classify(facts)
    if kind in ("call_out_of_turn", "insufficient_out_of_turn") and _rho_must_pass(facts):
        return _considered_in_rotation(facts)
    return (_RULERS or _load_rulers()).get(kind, _no_irregularity)(facts)


_RULERS: dict[str, Callable[[Facts], Ruling]] = {}


def _load_rulers() -> dict[str, Callable[[Facts], Ruling]]:
    """Classification → ruler, filled on the first call: those modules import this one (``rule_call``), so they
    cannot be imported at the top; filling a table once spares an import statement per ruling."""
    from engine.rulings.auction import change, inadmissible, insufficient, rotation

    _RULERS.update({
        "call_after_final_pass": inadmissible.rule_after_final_pass,
        "bid_above_seven": inadmissible.rule_above_seven,
        "pass_obligation_violated": inadmissible.rule_obligation,
        "call_out_of_turn": rotation.rule_out_of_rotation,
        "insufficient_out_of_turn": rotation.rule_out_of_rotation,
        "change_of_call_lho": change.rule_lho_turn_change,
        "insufficient_bid": insufficient.rule_insufficient,
        "inadmissible_call": inadmissible.rule_inadmissible_double,
    })
    return _RULERS


def _rho_must_pass(facts: Facts) -> bool:
    return facts.auction.turn == facts.rho and facts.irr.bool("rho_must_pass")


def _considered_in_rotation(facts: Facts) -> Ruling:
    """28A: a call at the turn of an RHO whom the Laws oblige to pass counts as made in rotation."""
    rho_passed = facts.derived(facts.auction.with_call(PASS))
    ruling = rule_call(rho_passed)
    ruling.steps.insert(0, _step("rotation.28A", "28A", by=facts.by_v, rho=facts.rho_v))
    ruling.laws.insert(0, "28A")
    ruling.laws.insert(0, "28")
    return ruling


def _step(key: str, ref: str, **params: str) -> Step:
    return Step(key, params, ref)


def _no_irregularity(facts: Facts) -> Ruling:
    """The call was legal and in turn: nothing to rectify."""
    ruling = new_ruling("none", facts)
    ruling.offender = None
    ruling.say("call.legal", "17C" if facts.auction.calls else "17B", by=facts.by_v, call=str(facts.call))
    ruling.say("call.legal_sufficient" if facts.call.is_bid else "call.legal_other",
               "18C" if facts.call.is_bid else ("19A1" if facts.call.is_double else
                                                "19B1" if facts.call.is_redouble else "17C"),
               call=str(facts.call))
    common_facts(ruling, facts)
    return ruling


@ruler("call")
def rule_call_case(case: Case) -> Ruling:
    """The type ``call``: the engine classifies."""
    return rule_call(facts_of(case, "obligation", "inadvertent", "without_pause"))


def _named(case: Case) -> Ruling:
    facts = facts_of(case, "obligation", "inadvertent", "without_pause")
    stated = case.irregularity.type
    if stated == "pass_obligation_violated" and not facts.irr.has("must_pass"):
        if not facts.irr.has("obligation"):
            raise EngineError("missing_field", field="obligation", where=stated)
        facts.irr.raw.setdefault("must_pass", facts.irr.str("obligation", ("next_turn", "rest_of_auction")))
    if stated == "pass_obligation_violated" and facts.call.is_pass:
        raise EngineError("no_violation", call="P", law="37")
    kind = classify(facts)
    if kind not in NAMED[stated]:
        raise EngineError("type_mismatch", stated=stated, actual=kind, call=str(facts.call), by=facts.by_v)
    return rule_call(facts)


for _name in NAMED:
    ruler(_name)(_named)
set_call_ruler(rule_call)
