"""Calls out of rotation: Laws 28 (calls considered in rotation), 29 (procedure), 30 (pass), 31 (bid),
32 (double or redouble) and 34 (retention of the right to call).

Whose turn it was decides the branch: the offender's RHO (the player before him), his partner, or his LHO. A call
at the LHO's turn by a player who has just called is a change of his call (30B3; 31, footnote **) and goes to
Law 25; it is classified as such before this module is reached.
"""

from __future__ import annotations

from engine.auction import Auction
from engine.calls import PASS, Call
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings.auction.common import (
    NAME,
    Facts,
    add_option,
    common_facts,
    explain_options,
    extend,
    lead_restrictions,
    lho_accepted,
    lho_accepts_or_not,
    new_ruling,
    obey_obligations,
    offender_later,
    offender_must_pass,
    partner_must_pass,
    withdrawn_information,
)
from engine.seats import Seat


def whose_turn(facts: Facts) -> str:
    """``rho``, ``partner`` or ``lho``: whose turn it was when ``facts.by`` called."""
    turn = facts.auction.turn
    if turn == facts.rho:
        return "rho"
    return "partner" if turn == facts.partner else "lho"


def inadmissible_now(facts: Facts) -> bool:
    """A double or redouble that Law 19 would not allow this player even in turn (32: never acceptable)."""
    call, auction = facts.call, facts.auction
    if call.is_double:
        return not auction.double_admissible(facts.by)
    return call.is_redouble and not auction.redouble_admissible(facts.by)


def rule_out_of_rotation(facts: Facts) -> Ruling:
    """A call by a player whose turn it was not (the LHO-turn change of call is handled by Law 25); the later
    calls of ``after`` (from the rightful turn on) must keep the pass obligations it imposes (37)."""
    ruling = _rule_out_of_rotation(facts)
    # the Auction model holds ``after`` exactly when the call was cancelled (29A: the rotation resumes at the
    # player in turn) or a 28B call in turn replaced it; after an acceptance only the pass obligations are checked
    called = facts.choices.called_in_turn
    if called is not None:  # 28B: the in-turn call stands and the auction goes on from it
        obey_obligations(ruling, facts, [called[1]])
    else:
        obey_obligations(ruling, facts, legal=facts.choices.accepted is False)
    return ruling


def _rule_out_of_rotation(facts: Facts) -> Ruling:
    where = whose_turn(facts)
    turn = facts.auction.turn
    assert turn is not None
    ruling = new_ruling("call_out_of_turn", facts, "28", "29")
    ruling.extra["turn_of"] = where
    ruling.extra["in_turn"] = NAME[turn]
    # 17B: the first call is the dealer's; after it, 17C: each player in turn clockwise
    rotation = "17C" if facts.auction.calls else "17B"
    ruling.say(f"rotation.fact_{where}", rotation, by=facts.by_v, call=str(facts.call), turn=NAME[turn])
    if facts.call.is_bid and not facts.auction.is_sufficient(facts.call):
        ruling.say("insufficient.out_of_turn", "27C", call=str(facts.call))
    common_facts(ruling, facts)
    inadmissible = inadmissible_now(facts)
    called = facts.choices.called_in_turn
    if called is not None:
        if facts.choices.accepted is not None:
            raise EngineError("accepted_and_called_in_turn", seat=called[0].value, lho=facts.lho_v)
        _called_in_turn(ruling, facts, called)
        return ruling
    accepted = facts.choices.accepted
    if inadmissible:
        ruling.say("rotation.never_accepted", "32", call=str(facts.call))
        if accepted:
            from engine.rulings.auction.inadmissible import lho_called_over

            lho_called_over(ruling, facts, "35A")
            return ruling
        _not_accepted(ruling, facts, where)
        return ruling
    lho_accepts_or_not(ruling, facts, accepted, lambda sub: _accepted(sub, facts, where),
                       lambda sub: _not_accepted(sub, facts, where), "rotation.lho_may_accept", "29")
    return ruling


def _called_in_turn(ruling: Ruling, facts: Facts, called: tuple[Seat, Call]) -> None:
    """28B: the opponent whose turn it was called before a penalty was stated: his call is in rotation."""
    seat, call = called
    turn = facts.auction.turn
    if seat != turn:
        raise EngineError("called_in_turn_wrong_seat", seat=seat.value, turn=str(turn))
    if seat == facts.partner:
        raise EngineError("called_in_turn_partner", seat=seat.value, law="28B")
    reason = facts.auction.illegality(call, seat)
    if reason is not None:
        raise EngineError("after_irregular", index=1, call=str(call), reason=reason, field="called_in_turn")
    ruling.say("rotation.28B", "28B", seat=seat.value, call=str(call), by=facts.by_v)
    if seat == facts.lho:  # 11B names the LHO; an in-turn RHO's call forfeits the penalty by 28B alone
        ruling.say("accept.forfeit_by_call", "11B", lho=facts.lho_v)  # he did call: 11B's own case


def _accepted(ruling: Ruling, facts: Facts, where: str) -> None:
    lho_accepted(ruling, facts, "29B")
    ruling.say("rotation.accepted_continue", "29B", lho=facts.lho_v)
    if facts.call.is_bid and not facts.auction.is_sufficient(facts.call):
        ruling.say("rotation.accepted_insufficient", "27A", call=str(facts.call))
    if facts.call.is_pass:
        _retention(ruling, facts)


def _retention(ruling: Ruling, facts: Facts) -> None:
    """Law 34: three passes after a call, one of them out of turn, that kept a player from calling."""
    auction = facts.auction
    passes = 0
    for call in reversed(auction.calls):
        if not call.is_pass:
            break
        passes += 1
    any_call = any(not c.is_pass for c in auction.calls)
    passes += 1  # the accepted pass out of turn
    used = 0
    for call in facts.case.after:
        if (any_call and passes >= 3) or passes >= 4:
            break
        if not call.is_pass:
            return
        passes += 1
        used += 1
    if (any_call and passes >= 3) or passes >= 4:
        ruling.say("retention.34", "34", seat=str(auction.turn), cancelled=used)
        ruling.cite("17E")


def _not_accepted(ruling: Ruling, facts: Facts, where: str) -> None:
    ruling.say("rotation.cancelled", "29A", turn=str(facts.auction.turn), by=facts.by_v)
    call = facts.call
    if call.is_pass and not facts.conventional:
        _pass(ruling, facts, where)
    elif call.is_pass:
        ruling.say("rotation.conventional_pass", "30C")
        _bid(ruling, facts, where, conventional_pass=True)
    elif call.is_bid:
        _bid(ruling, facts, where)
    else:
        _double(ruling, facts, where)


# --- Law 30: pass out of turn ------------------------------------------------------------------------------------
def _pass(ruling: Ruling, facts: Facts, where: str) -> None:
    ruling.cite("30")
    if not facts.auction.has_bid:
        offender_must_pass(ruling, facts, "next_turn", "30A")
        ruling.say("pass.damage_23B_opening", "23B", partner=facts.partner_v)
        ruling.adjusted_score = "possible"
    elif where == "rho":
        offender_must_pass(ruling, facts, "next_turn", "30B1")
        if facts.shown_suits:  # 30B1: a pass that conventionally indicates a suit or suits — Law 26 may apply
            ruling.say("rotation.30B1_suits", "30B1", suits=" ".join(facts.shown_suits))
            later, end = offender_later(facts, [])
            lead_restrictions(ruling, facts, facts.call, None, later, end=end)
    else:  # partner's turn (the LHO's turn after a bid is a change of call, Law 25)
        offender_must_pass(ruling, facts, "rest_of_auction", "30B2(A)", damage="23B")
        ruling.say("rotation.partner_no_double", "30B2(B)", partner=facts.partner_v)
        ruling.extra["partner_may_not_double_this_round"] = True


# --- Law 31: bid out of turn (and a conventional pass, 30C) -----------------------------------------------------
def _bid(ruling: Ruling, facts: Facts, where: str, conventional_pass: bool = False) -> None:
    ruling.cite("31")
    if where != "rho":
        ruling.say("bid_oot.31B", "31B", partner=facts.partner_v)
        if where == "partner" and facts.auction.calls_by(facts.by):  # "если нарушитель ранее не делал заявок"
            ruling.caveat("caveat.31B_partner_turn", "31B")  # read as the LHO's turn's condition only
        partner_must_pass(ruling, facts, "rest_of_auction", "31B")
        later, end = offender_later(facts, [])
        lead_restrictions(ruling, facts, facts.call, None, later, conventional=conventional_pass or None, end=end)
        withdrawn_information(ruling)
        return
    if conventional_pass:
        ruling.say("bid_oot.31A_conventional_pass", "31A")
        partner_must_pass(ruling, facts, "rest_of_auction", "31A2(B)")
        later, end = offender_later(facts, [])
        lead_restrictions(ruling, facts, facts.call, None, later, conventional=True, end=end)
        withdrawn_information(ruling)
        return
    after = facts.case.after
    rho_choice = _rho_choice(facts, ("pass", "bid_double_or_redouble"))
    if not after and rho_choice == "pass":
        _rho_passes(ruling, facts, None)
        return
    if not after and rho_choice is not None:
        _rho_acts(ruling, facts, None)
        return
    if not after:
        rho = facts.rho
        ruling.say("bid_oot.31A_depends", "31A", rho=NAME[rho])
        add_option(ruling, rho, {"rho": "pass"}, lambda sub: _rho_passes(sub, facts, None))
        add_option(ruling, rho, {"rho": "bid_double_or_redouble"}, lambda sub: _rho_acts(sub, facts, None))
        return
    extend(facts.auction, after[:1])
    if after[0].is_pass:
        _rho_passes(ruling, facts, after[1] if len(after) > 1 else None)
    else:
        _rho_acts(ruling, facts, after[1] if len(after) > 1 else None)


def _rho_choice(facts: Facts, allowed: tuple[str, str]) -> str | None:
    """``choices.rho`` (an option's choice given back): what the RHO did — checked against ``after[0]``."""
    choice: str | None = facts.choices.rho
    if choice is None:
        return None
    if choice not in allowed:
        raise EngineError("bad_field", field="choices.rho", value=choice, expected=" | ".join(allowed))
    after = facts.case.after
    if after and (after[0].is_pass != (choice == "pass")):
        raise EngineError("contradictory_fields", field="rho", other="after")
    return choice


def _rho_passes(ruling: Ruling, facts: Facts, repeat: Call | None) -> None:
    """31A1: the offender must repeat his bid; no penalty if it is legal (an insufficient one: Law 27)."""
    if repeat is not None and repeat != facts.call:
        raise EngineError("repeat_required", call=str(facts.call), made=str(repeat), law="31A1")
    ruling.say("bid_oot.31A1", "31A1", by=facts.by_v, call=str(facts.call))
    if not facts.auction.is_sufficient(facts.call):
        ruling.say("bid_oot.31A1_insufficient", "27", call=str(facts.call))


def _rho_acts(ruling: Ruling, facts: Facts, offender_call: Call | None) -> None:
    """31A2: the offender may make any legal call; repeating the denomination costs partner one turn."""
    ruling.say("bid_oot.31A2", "31A2", by=facts.by_v)
    if offender_call is not None:
        ruling.say("bid_oot.31A2_made", "31A2", by=facts.by_v, call=str(offender_call))
    repeats = facts.choices.repeats_denomination
    if offender_call is None and repeats is not None:
        (_repeats if repeats else _changes)(ruling, facts, None)
        return
    if offender_call is None:
        explain_options(ruling, facts.by)
        add_option(ruling, facts.by, {"repeats_denomination": True}, lambda sub: _repeats(sub, facts, None))
        add_option(ruling, facts.by, {"repeats_denomination": False}, lambda sub: _changes(sub, facts, None))
        return
    after_rho = extend(facts.auction, facts.case.after[:1])
    extend(after_rho, [offender_call])
    same = offender_call.is_bid and offender_call.denomination == facts.call.denomination
    if repeats is not None and repeats != same:
        raise EngineError("contradictory_fields", field="repeats_denomination", other="after")
    if same:
        _repeats(ruling, facts, offender_call)
    else:
        _changes(ruling, facts, offender_call)


def _repeats(ruling: Ruling, facts: Facts, call: Call | None) -> None:
    ruling.say("bid_oot.31A2A", "31A2(A)", denomination=facts.call.denomination or "")
    partner_must_pass(ruling, facts, "next_turn", "31A2(A)")


def _changes(ruling: Ruling, facts: Facts, call: Call | None) -> None:
    ruling.say("bid_oot.31A2B", "31A2(B)", denomination=facts.call.denomination or "")
    partner_must_pass(ruling, facts, "rest_of_auction", "31A2(B)")
    later, end = offender_later(facts, [*facts.case.after[:1], call], skip=2) if call is not None else ([], None)
    lead_restrictions(ruling, facts, facts.call, call, later, end=end)
    withdrawn_information(ruling)


# --- Law 32: double or redouble out of turn --------------------------------------------------------------------
def _double(ruling: Ruling, facts: Facts, where: str) -> None:
    ruling.cite("32")
    inadmissible = inadmissible_now(facts)
    if where == "lho":  # only at the very start: nothing to double, Law 32 has no branch for it — Law 36 applies
        from engine.rulings.auction.inadmissible import inadmissible_penalty

        inadmissible_penalty(ruling, facts)
        return
    if where == "partner":
        ruling.say("double_oot.32A", "32A", partner=facts.partner_v)
        partner_must_pass(ruling, facts, "rest_of_auction", "32A")
        lead_restrictions(ruling, facts, facts.call, None, only_26b=True, end=offender_later(facts, [])[1])
        withdrawn_information(ruling)
        return
    after = facts.case.after
    rho_choice = _rho_choice(facts, ("pass", "bid"))
    if not after and rho_choice is not None:
        (_double_rho_passes(ruling, facts, inadmissible) if rho_choice == "pass" else _double_rho_bids(ruling, facts))
        return
    if not after:
        rho = facts.rho
        ruling.say("double_oot.32B_depends", "32B", rho=NAME[rho])
        add_option(ruling, rho, {"rho": "pass"}, lambda sub: _double_rho_passes(sub, facts, inadmissible))
        add_option(ruling, rho, {"rho": "bid"}, lambda sub: _double_rho_bids(sub, facts))
        return
    extend(facts.auction, after[:1])
    if after[0].is_pass:
        _double_rho_passes(ruling, facts, inadmissible)
    elif after[0].is_bid:
        _double_rho_bids(ruling, facts)
    else:
        raise EngineError("law_silent", law="32B", call=str(after[0]))


def _double_rho_passes(ruling: Ruling, facts: Facts, inadmissible: bool) -> None:
    """32B1: the offender must repeat his double or redouble; no penalty unless it was inadmissible (36)."""
    ruling.say("double_oot.32B1", "32B1", by=facts.by_v, call=str(facts.call))
    if inadmissible:
        from engine.rulings.auction.inadmissible import inadmissible_penalty

        ruling.say("double_oot.32B1_inadmissible", "36", call=str(facts.call))
        inadmissible_penalty(ruling, facts)


def _double_rho_bids(ruling: Ruling, facts: Facts) -> None:
    """32B2: the offender makes any legal call; partner passes for the rest of the auction."""
    ruling.say("double_oot.32B2", "32B2", by=facts.by_v)
    partner_must_pass(ruling, facts, "rest_of_auction", "32B2")
    lead_restrictions(ruling, facts, facts.call, None, only_26b=True, end=offender_later(facts, [])[1])
    withdrawn_information(ruling)


def previous_call_auction(auction: Auction) -> tuple[Auction, Call]:
    """The auction before its last call, and that call (the offender's own call, for a change of call)."""
    return Auction(auction.dealer, auction.calls[:-1]), auction.calls[-1]


__all__ = ["PASS", "inadmissible_now", "previous_call_auction", "rule_out_of_rotation", "whose_turn"]
