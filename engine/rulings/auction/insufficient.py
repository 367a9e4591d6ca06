"""Law 27: the insufficient bid (made in turn; out of turn, 27C sends it to Law 31).

27A: the LHO may accept it, and does so by calling. 27B: otherwise it must be corrected to a sufficient bid or a
pass, the offender choosing after the penalties are stated: 27B1(A) a non-conventional bid corrected to the
lowest sufficient bid in the same denomination — no penalty (but 27B1(B): an adjusted score if the bid conveyed
damaging information); 27B2 any other correction, or a possibly conventional bid — partner passes for the rest of
the auction; 27B3 an attempt to substitute a double or redouble — cancelled, partner passes for the rest.
"""

from __future__ import annotations

from engine.calls import PASS, Call
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings.auction.common import (
    Facts,
    add_option,
    common_facts,
    explain_options,
    lead_restrictions,
    lho_accepted,
    lho_accepts_or_not,
    new_ruling,
    obey_obligations,
    offender_later,
    partner_must_pass,
    withdrawn_information,
)


def rule_insufficient(facts: Facts) -> Ruling:
    """An insufficient bid made in turn."""
    ruling = new_ruling("insufficient_bid", facts, "27")
    last = facts.auction.last_bid
    ruling.say("insufficient.fact", "18D", by=facts.by_v, call=str(facts.call), last=str(last))
    common_facts(ruling, facts)
    lho_accepts_or_not(ruling, facts, facts.choices.accepted, lambda sub: _accepted(sub, facts),
                       lambda sub: _not_accepted(sub, facts), "insufficient.lho_may_accept", "27A")
    return ruling


def _accepted(ruling: Ruling, facts: Facts) -> None:
    if facts.choices.accepted is True and facts.choices.correction is not None:
        raise EngineError("accepted_and_corrected", call=str(facts.call), correction=str(facts.choices.correction))
    lho_accepted(ruling, facts, "27A")
    ruling.say("insufficient.accepted_continue", "27A", lho=facts.lho_v, call=str(facts.call))


def _not_accepted(ruling: Ruling, facts: Facts) -> None:
    ruling.say("insufficient.must_correct", "27B", by=facts.by_v)
    premature = facts.irr.call("premature", required=False)
    if premature is not None:
        ruling.say("insufficient.premature", "9C", by=facts.by_v, premature=str(premature))
        ruling.cite("27B")
    correction = facts.choices.correction
    if facts.choices.other_sufficient_bid:  # an option's choice given back: some other sufficient bid (27B2)
        if not other_sufficient_bids(facts):
            raise EngineError("bad_correction", call="other_sufficient_bid", reason="no_sufficient_bid", law="27B")
        _corrected(ruling, facts, None)
    elif correction is None:
        _offender_options(ruling, facts)
    else:
        _corrected(ruling, facts, correction)


def lowest_in_denomination(facts: Facts) -> Call | None:
    """The lowest sufficient bid in the insufficient bid's denomination (``None`` above seven)."""
    return facts.auction.lowest_sufficient(facts.call.denomination or "NT")


def other_sufficient_bids(facts: Facts) -> int:
    """How many sufficient bids there are besides the 27B1(A) correction (the lowest in the denomination, when
    the bid was not conventional): over 7NT, or over 7♠ with 6NT (7NT the lowest), none — only Pass (27B2)."""
    last = facts.auction.last_bid
    count = 34 - last.rank if last is not None else 35
    lowest = lowest_in_denomination(facts)
    return count - (1 if lowest is not None and not facts.conventional else 0)


def _offender_options(ruling: Ruling, facts: Facts) -> None:
    """The offender's corrections, each with its outcome (the choice is his, after the penalties are stated)."""
    explain_options(ruling, facts.by)
    lowest = lowest_in_denomination(facts)
    if lowest is not None and not facts.conventional:
        add_option(ruling, facts.by, {"correction": str(lowest)}, lambda sub: _corrected(sub, facts, lowest))
    elif lowest is None:
        ruling.say("insufficient.no_lowest", "27B1(A)", call=str(facts.call))
    else:
        ruling.say("insufficient.conventional", "27B2", call=str(facts.call))
    if other_sufficient_bids(facts):
        add_option(ruling, facts.by, {"correction": "other_sufficient_bid"},
                   lambda sub: _corrected(sub, facts, None))
    add_option(ruling, facts.by, {"correction": "P"}, lambda sub: _corrected(sub, facts, PASS))
    ruling.say("insufficient.no_double", "27B3", by=facts.by_v)


def _corrected(ruling: Ruling, facts: Facts, correction: Call | None) -> None:
    """The outcome of one correction; ``None`` stands for "any other sufficient bid" (27B2)."""
    if correction is not None and (correction.is_double or correction.is_redouble):
        _attempted_double(ruling, facts, correction)
        return
    if correction is not None and correction.is_bid:
        reason = facts.auction.illegality(correction, facts.by)
        if reason is not None:
            raise EngineError("bad_correction", call=str(correction), reason=reason, law="27B")
    lowest = lowest_in_denomination(facts)
    if correction is not None and correction == lowest and not facts.conventional:
        ruling.say("insufficient.lowest_no_penalty", "27B1(A)", correction=str(correction))
        ruling.say("insufficient.info_adjusted", "27B1(B)")
        ruling.adjusted_score = "possible"
        obey_obligations(ruling, facts, [correction])  # no obligation, but "after" must still be a legal auction
        return
    if correction is None:
        ruling.say("insufficient.other_bid", "27B2", by=facts.by_v)
    elif correction.is_pass:
        ruling.say("insufficient.pass", "27B2", by=facts.by_v)
    else:
        ruling.say("insufficient.corrected", "27B2", correction=str(correction))
    partner_must_pass(ruling, facts, "rest_of_auction", "27B2")
    later, end = offender_later(facts, [correction]) if correction is not None else ([], None)
    lead_restrictions(ruling, facts, facts.call, correction, later, end=end)
    withdrawn_information(ruling)
    if correction is not None:
        obey_obligations(ruling, facts, [correction])


def _attempted_double(ruling: Ruling, facts: Facts, attempt: Call) -> None:
    """27B3: the attempted double or redouble is cancelled; partner passes for the rest of the auction."""
    ruling.say("insufficient.double_cancelled", "27B3", call=str(attempt))
    partner_must_pass(ruling, facts, "rest_of_auction", "27B3")
    ruling.say("insufficient.still_correct", "27B", by=facts.by_v)
    lead_restrictions(ruling, facts, facts.call, None)
    withdrawn_information(ruling)
