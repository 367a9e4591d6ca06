"""Law 25: legal and illegal changes of call.

25A: an inadvertent call replaced without pause — the last call stands without penalty (if it is itself
irregular, the law for it applies). 25B: any other change — 25B1 the LHO may accept the substituted call (it
stands; and if the LHO had already called meaning to call over the original call, he may withdraw his call);
25B2 otherwise the substitution is cancelled and: (A) an illegal first call is subject to its own law (26 may
apply to the second call); (B) a legal first call — the offender either (1) lets it stand, partner passes once,
or (2) makes any other legal call, partner passes for the rest of the auction; (C) Law 26 in both cases.
A call at the LHO's turn right after one's own call is such a change (30B3; footnote ** of Law 31).
"""

from __future__ import annotations

from engine.auction import Auction
from engine.calls import Call
from engine.cases import Case
from engine.errors import EngineError
from engine.ruling import Ruling, Step
from engine.rulings import ruler
from engine.rulings.auction.common import (
    COMMON_FIELDS,
    Facts,
    add_option,
    common_facts,
    explain_options,
    lead_restrictions,
    lho_accepts_or_not,
    new_ruling,
    obey_obligations,
    offender_later,
    partner_must_pass,
    withdrawn_information,
)
from engine.rulings.auction.redispatch import rule_any_call

CHANGE_FIELDS = ("new_call", "inadvertent", "without_pause", "lho_called")


@ruler("change_of_call")
def rule_change_case(case: Case) -> Ruling:
    """The type ``change_of_call``: ``call`` was made in turn, then ``new_call`` put in its place."""
    irr = case.irregularity
    irr.only(*COMMON_FIELDS, *CHANGE_FIELDS)
    by, original, new_call = irr.seat("by"), irr.call("call"), irr.call("new_call")
    assert by is not None and original is not None and new_call is not None
    auction = case.auction
    if auction.turn == by.lho and auction.calls and auction.calls[-1] == original:
        auction = Auction(auction.dealer, auction.calls[:-1])  # the original call was given in the auction
    elif auction.turn != by:
        raise EngineError("not_in_turn", by=by.value, turn=str(auction.turn), call=str(original))
    if new_call == original:
        raise EngineError("no_change", call=str(original), law="25")
    facts = Facts(case, auction, by, original, irr.bool("conventional"))
    return rule_change(facts, new_call, irr.bool("inadvertent"), irr.bool("without_pause"))


def rule_lho_turn_change(facts: Facts) -> Ruling:
    """A call at the LHO's turn by the player who has just called: a change of his last call."""
    before = Auction(facts.auction.dealer, facts.auction.calls[:-1])
    original = facts.auction.calls[-1]
    if facts.call == original:  # saying one's own call again substitutes nothing
        ruling = new_ruling("none", facts)
        ruling.offender = None
        ruling.say("call.repeated", None, by=facts.by_v, call=str(facts.call))
        return ruling
    base = Facts(facts.case, before, facts.by, original, facts.conventional)
    ruling = rule_change(base, facts.call, facts.irr.bool("inadvertent"), facts.irr.bool("without_pause"))
    # 30B3 "после того, как любой игрок сделал назначение": the offender's own first call counts (it was a bid)
    ref = "30B3" if facts.call.is_pass and facts.auction.has_bid else "25"
    ruling.steps.insert(0, Step("change.at_lho_turn", {"by": facts.by_v, "call": str(facts.call),
                                                       "original": str(original)}, ref))
    if ref not in ruling.laws:
        ruling.laws.insert(1, ref)
    if ref == "25":  # footnote ** of 31B: once he has called, his later calls at the LHO's turn are changes (25)
        ruling.steps.insert(1, Step("change.31B_footnote", {"by": facts.by_v}, "31B"))
        if "31B" not in ruling.laws:
            ruling.laws.insert(ruling.laws.index("25") + 1, "31B")
    return ruling


def rule_change(facts: Facts, new_call: Call, inadvertent: bool, without_pause: bool) -> Ruling:
    """``facts.call`` was made at ``facts.auction``; ``new_call`` was then substituted for it."""
    ruling = new_ruling("change_of_call", facts, "25")
    ruling.say("change.fact", "25", by=facts.by_v, call=str(facts.call), new_call=str(new_call))
    ruling.extra["original_call"] = str(facts.call)
    ruling.extra["new_call"] = str(new_call)
    common_facts(ruling, facts)
    if inadvertent and without_pause:
        return _immediate(ruling, facts, new_call)
    ruling.say("change.not_25A", "25B", by=facts.by_v)
    accepted = facts.choices.accepted
    if facts.irr.has("lho_called"):  # 25B1: the LHO has called since — over either call, the substitute stands
        if accepted is False:
            raise EngineError("lho_called_not_accepted", lho=facts.lho_v, law="25B1")
        accepted = True
    lho_accepts_or_not(ruling, facts, accepted, lambda sub: _accepted(sub, facts, new_call),
                       lambda sub: _not_accepted(sub, facts, new_call), "change.lho_may_accept", "25B1")
    return ruling


def _immediate(ruling: Ruling, facts: Facts, new_call: Call) -> Ruling:
    """25A: the last call stands without penalty — or, if it is itself irregular, its own law applies."""
    if facts.auction.illegality(new_call, facts.by) is None:
        ruling.say("change.25A", "25A", new_call=str(new_call))
        _lho_called_meanwhile(ruling, facts)
        if not facts.irr.has("lho_called"):  # "after" follows the substituted call: a legal auction (17E, 18, 19)
            obey_obligations(ruling, facts, [new_call])
        return ruling
    inner = rule_any_call(facts.derived(facts.auction, call=new_call))
    inner.steps[0:0] = [*ruling.steps, Step("change.25A_irregular", {"new_call": str(new_call)}, "25A")]
    inner.laws[0:0] = [ref for ref in ("25", "25A") if ref not in inner.laws]
    inner.extra.update(ruling.extra)
    _lho_called_meanwhile(inner, facts)
    return inner


def _lho_called_meanwhile(ruling: Ruling, facts: Facts) -> None:
    """25A is silent on a call the LHO made before the immediate correction (its only condition is "без паузы":
    the correction stands though the LHO has called): said so, with the nearest provision (25B1, second sentence:
    the LHO who meant to call over the first call may withdraw his call), for the director to decide — never
    dropped silently. A call so withdrawn is a cancelled call of the side that did nothing wrong: 16C1/16C2 say
    whom its information is authorized to (the ``misclick`` ruling says the same)."""
    lho_call = facts.irr.call("lho_called", required=False)
    if lho_call is not None:
        ruling.say("change.25A_lho_called", "25B1", lho=facts.lho_v, lho_call=str(lho_call), call=str(facts.call))
        ruling.say("change.25A_lho_withdrawn_16C", "16C", lho=facts.lho_v, by=facts.by_v)
        ruling.cite("16C1", "16C2")


def _accepted(ruling: Ruling, facts: Facts, new_call: Call) -> None:
    if facts.choices.accepted is True and facts.choices.offender_choice is not None:
        raise EngineError("accepted_and_corrected", call=str(new_call), correction=str(facts.choices.offender_choice))
    ruling.say("change.25B1", "25B1", lho=facts.lho_v, new_call=str(new_call))
    ruling.say("accept.forfeit", "25B1", lho=facts.lho_v)  # "без наказания"; accepted by a call or by saying so
    lho_call = facts.irr.call("lho_called", required=False)
    if lho_call is not None:
        ruling.say("change.25B1_lho_called", "25B1", lho=facts.lho_v, lho_call=str(lho_call),
                   call=str(facts.call))
        withdrawn_information(ruling, offender_side=False, non_offender_side=True)
    elif facts.auction.illegality(new_call, facts.by) is None:  # the substitute stands: "after" follows it
        obey_obligations(ruling, facts, [new_call])


def _not_accepted(ruling: Ruling, facts: Facts, new_call: Call) -> None:
    ruling.say("change.25B2", "25B2", new_call=str(new_call))
    if facts.auction.illegality(facts.call, facts.by) is not None:
        _first_illegal(ruling, facts, new_call)
        return
    choice = facts.choices.offender_choice
    ruling.say("change.25B2B", "25B2(B)", by=facts.by_v, call=str(facts.call))
    if choice == "let_stand":
        _let_stand(ruling, facts, new_call)
    elif choice == "change":
        _change(ruling, facts, new_call, facts.choices.correction)
    else:
        explain_options(ruling, facts.by)
        add_option(ruling, facts.by, {"offender_choice": "let_stand"}, lambda sub: _let_stand(sub, facts, new_call))
        add_option(ruling, facts.by, {"offender_choice": "change"},
                   lambda sub: _change(sub, facts, new_call, facts.choices.correction))


def _first_illegal(ruling: Ruling, facts: Facts, new_call: Call) -> None:
    """25B2(A): the first call was itself illegal: its own law applies; 26 may apply to the second call."""
    ruling.say("change.25B2A", "25B2(A)", call=str(facts.call))
    inner = rule_any_call(facts)
    ruling.steps.extend(inner.steps)
    ruling.cite(*inner.laws)
    ruling.options.extend(inner.options)
    ruling.offender_partner_must_pass = inner.offender_partner_must_pass
    ruling.offender_must_pass = inner.offender_must_pass
    ruling.adjusted_score = inner.adjusted_score
    ruling.lead_restrictions = inner.lead_restrictions
    ruling.extra.update({k: v for k, v in inner.extra.items() if k not in ruling.extra})
    ruling.extra["inner_type"] = inner.type
    final = facts.choices.correction  # the offender's final call at that turn, when the case says it
    later, end = offender_later(facts, [final]) if final is not None else ([], None)
    lead_restrictions(ruling, facts, new_call, final, later, end=end)


def _let_stand(ruling: Ruling, facts: Facts, new_call: Call) -> None:
    ruling.say("change.25B2B1", "25B2(B)(1)", call=str(facts.call))
    partner_must_pass(ruling, facts, "next_turn", "25B2(B)(1)")
    ruling.say("change.25B2C", "25B2(C)", partner=facts.partner_v)
    later, end = offender_later(facts, [facts.call])
    lead_restrictions(ruling, facts, new_call, facts.call, later, end=end)
    withdrawn_information(ruling)
    obey_obligations(ruling, facts, [facts.call])


def _change(ruling: Ruling, facts: Facts, new_call: Call, correction: Call | None) -> None:
    if correction is not None:
        reason = facts.auction.illegality(correction, facts.by)
        if reason is not None or correction == facts.call:
            raise EngineError("bad_correction", call=str(correction), reason=reason or "same_call", law="25B2(B)(2)")
    ruling.say("change.25B2B2", "25B2(B)(2)", by=facts.by_v, call=str(facts.call))
    if correction is not None:
        ruling.say("change.25B2B2_made", "25B2(B)(2)", by=facts.by_v, correction=str(correction))
    partner_must_pass(ruling, facts, "rest_of_auction", "25B2(B)(2)")
    ruling.say("change.25B2C", "25B2(C)", partner=facts.partner_v)
    later, end = offender_later(facts, [correction]) if correction is not None else ([], None)
    lead_restrictions(ruling, facts, facts.call, correction, later, end=end)
    # 25B2: the substituted call was cancelled too, and 25B2(C) names Law 26 "in both cases": its suit (or 26B)
    lead_restrictions(ruling, facts, new_call, correction, later, end=end)
    withdrawn_information(ruling)
    if correction is not None:
        obey_obligations(ruling, facts, [correction])
