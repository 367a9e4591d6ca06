"""Inadmissible calls: Laws 35 (not penalized when the LHO calls over them), 36 (double or redouble not allowed
by Law 19), 37 (action by a player obliged to pass), 38 (a bid of more than seven) and 39 (a call after the
final pass).

Such a call can never be accepted. ``choices.accepted == true`` therefore means the fact of Law 35: the offender's
LHO called over it before a penalty was stated — then the call is not penalized (no Law 26 either), and 35A–D say
what becomes of it and of the calls after it.
"""

from __future__ import annotations

from engine.calls import PASS
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings.auction.common import (
    Facts,
    common_facts,
    lead_restrictions,
    new_ruling,
    obey_obligations,
    offender_later,
    offender_must_pass,
    partner_must_pass,
    withdrawn_information,
)

SECTION_35 = {"inadmissible_double": "35A", "pass_obligation": "35B", "above_seven": "35C", "after_final": "35D"}


def lho_called_over(ruling: Ruling, facts: Facts, ref: str) -> None:
    """Law 35: the LHO called before a penalty was stated: no penalty, no Law 26, and per section."""
    ruling.cite("35")
    ruling.say("inadmissible.35_no_penalty", "35", lho=facts.lho_v, call=str(facts.call))
    if ref == "35A":
        ruling.say("inadmissible.35A", "35A", turn=str(facts.auction.turn or facts.by))
        withdrawn_information(ruling, offender_side=False, non_offender_side=True)
    elif ref == "35B":
        ruling.say("inadmissible.35B", "35B", call=str(facts.call))
        if facts.irr.str("obligation", ("next_turn", "rest_of_auction"), facts.irr.str("must_pass")) \
                == "rest_of_auction":
            ruling.say("inadmissible.35B_still", "35B", by=facts.by_v)
            ruling.offender_must_pass = "rest_of_auction"
    elif ref == "35C":
        ruling.say("inadmissible.35C", "35C", by=facts.by_v)
        withdrawn_information(ruling, offender_side=False, non_offender_side=True)
    else:
        ruling.say("inadmissible.35D", "35D")
        withdrawn_information(ruling, offender_side=False, non_offender_side=True)


def _if_lho_calls(ruling: Ruling, ref: str) -> None:
    """The other fact the director asks about: had the LHO called over it, Law 35 would apply instead."""
    ruling.say("inadmissible.unless_lho_called", ref)


# --- Law 36 ------------------------------------------------------------------------------------------------------
def rule_inadmissible_double(facts: Facts) -> Ruling:
    """A double or redouble, in turn, that Law 19 does not allow."""
    ruling = new_ruling("inadmissible_call", facts, "36")
    ref = "19A1" if facts.call.is_double else "19B1"
    ruling.say("inadmissible.double_fact" if facts.call.is_double else "inadmissible.redouble_fact", ref,
               by=facts.by_v, call=str(facts.call), last=str(facts.auction.last_bid or ""))
    common_facts(ruling, facts)
    if facts.choices.accepted:
        lho_called_over(ruling, facts, "35A")
        return ruling
    inadmissible_penalty(ruling, facts)
    _if_lho_calls(ruling, "35A")
    return ruling


def inadmissible_penalty(ruling: Ruling, facts: Facts) -> None:
    """36: cancelled; the offender substitutes a legal call; partner passes for the rest; 26 may apply."""
    ruling.cite("36")
    correction = facts.choices.correction
    if correction is not None:
        reason = facts.auction.illegality(correction, facts.by)
        if reason is not None:
            raise EngineError("bad_correction", call=str(correction), reason=reason, law="36")
    ruling.say("inadmissible.36", "36", by=facts.by_v, call=str(facts.call))
    if correction is not None:
        ruling.say("inadmissible.36_correction", "36", by=facts.by_v, correction=str(correction))
    partner_must_pass(ruling, facts, "rest_of_auction", "36")
    later, end = offender_later(facts, [correction]) if correction is not None else ([], None)
    lead_restrictions(ruling, facts, facts.call, correction, later, end=end)
    withdrawn_information(ruling)
    if correction is not None:
        obey_obligations(ruling, facts, [correction])


# --- Law 37 ------------------------------------------------------------------------------------------------------
def rule_obligation(facts: Facts) -> Ruling:
    """A bid, double or redouble by a player the Laws oblige to pass."""
    if facts.call.is_pass:
        raise EngineError("no_violation", call="P", law="37")
    ruling = new_ruling("pass_obligation_violated", facts, "37")
    obligation = facts.irr.str("obligation", ("next_turn", "rest_of_auction"), facts.irr.str("must_pass"))
    ruling.say("obligation.fact", "37", by=facts.by_v, call=str(facts.call), obligation=str(obligation))
    return _cancel_and_silence(ruling, facts, "obligation.cancelled", "37", "35B")


# --- Law 38 ------------------------------------------------------------------------------------------------------
def rule_above_seven(facts: Facts) -> Ruling:
    """A bid of more than seven: never played or scored."""
    ruling = new_ruling("bid_above_seven", facts, "38")
    ruling.say("above_seven.fact", "38", by=facts.by_v, call=str(facts.call))
    return _cancel_and_silence(ruling, facts, "above_seven.cancelled", "38", "35C")


def _cancel_and_silence(ruling: Ruling, facts: Facts, cancelled_key: str, law: str, lho_law: str) -> Ruling:
    """Laws 37 and 38 rectify alike: the call is cancelled and both partners pass to the end (with Law 26);
    if the LHO called over it first, Law 35 (B or C) keeps the auction as it went instead."""
    common_facts(ruling, facts)
    if facts.choices.accepted:
        lho_called_over(ruling, facts, lho_law)
        return ruling
    ruling.say(cancelled_key, law, call=str(facts.call))
    offender_must_pass(ruling, facts, "rest_of_auction", law)
    partner_must_pass(ruling, facts, "rest_of_auction", law)
    # he passes to the end: no later suit (26A1); whether his side defends shows once "after" ends the auction
    lead_restrictions(ruling, facts, facts.call, PASS, ended=True, end=offender_later(facts, [])[1])
    withdrawn_information(ruling)
    obey_obligations(ruling, facts)
    _if_lho_calls(ruling, lho_law)
    return ruling


# --- Law 39 ------------------------------------------------------------------------------------------------------
def rule_after_final_pass(facts: Facts) -> Ruling:
    """A call after the final pass of the auction: cancelled; only a defender's bid, double or redouble costs."""
    ruling = new_ruling("call_after_final_pass", facts, "39")
    auction = facts.auction
    ruling.say("after_final.fact", "39", by=facts.by_v, call=str(facts.call))
    common_facts(ruling, facts)
    if facts.choices.accepted:
        lho_called_over(ruling, facts, "35D")
        return ruling
    if auction.passed_out:
        ruling.say("after_final.passed_out", "22A")
        return ruling
    declarer = auction.declarer or facts.case.declarer  # from the auction, or given with the contract
    assert declarer is not None
    if facts.by.side == declarer.side:
        ruling.say("after_final.declaring_side", "39A", by=facts.by_v, declarer=declarer.value)
    elif facts.call.is_pass:
        ruling.say("after_final.defender_pass", "39A", by=facts.by_v)
    else:
        ruling.say("after_final.defender_action", "39B", by=facts.by_v, call=str(facts.call))
        lead_restrictions(ruling, facts, facts.call, PASS, ended=True, end=auction)  # the auction is over (39)
        withdrawn_information(ruling)
    _if_lho_calls(ruling, "35D")
    return ruling
