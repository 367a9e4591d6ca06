"""A misclick: an inadvertent call online (Law 25A), and what follows when the change is not allowed.

The corpus's 25A: "Игрок может заменить свою нечаянную заявку на ту, которую он хочет сделать, но только если он
делает или пытается сделать это без паузы. В этом случае его последняя заявка утверждается без наказания".
The director establishes two facts: the call was a slip (``inadvertent``: the wrong button, not a change of mind)
and the player tried to correct it without pause (``without_pause``). Where the misclicked call stands in the
auction tells whether the left-hand opponent or the partner has called since. The corpus's 25A has one condition,
"без паузы", and no "until the LHO calls": the corpus is our ground truth, so a correction made or attempted
without pause is allowed even though the LHO has called meanwhile (as the ``change_of_call`` ruler rules it). A
secondary source (bridge-domain §3, H) describes the 1987 practice as limited to before the LHO's call — text not
in our corpus: the ruling says so in a caveat. The LHO's call is then what ``change_of_call`` says of a call made
before an immediate correction: 25A is silent on it, the nearest provision is 25B1 (he may withdraw it without
penalty), and a call so withdrawn is a cancelled call of the side that did nothing wrong (16C1, 16C2). Once the
partner has called too, the correction came after a pause: too late.

When the change is allowed, the 25A ruling is the ``change_of_call`` ruler's (an irregular intended call is then
subject to its own law). When it is not: if the player actually put another call in its place (``substituted``),
that is a change of call under 25B (the LHO may accept it; otherwise 25B2); if he only asked for an undo, the
misclicked call stands without penalty, and what his partner could see of the request is information from partner
(16A).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.auction import Auction
from engine.calls import Call
from engine.cases import Irregularity
from engine.errors import EngineError
from engine.ruling import Ruling, Step
from engine.rulings import ruler
from engine.rulings.auction.change import rule_change
from engine.rulings.auction.common import Facts
from engine.rulings.online.common import fact, open_question
from engine.seats import Seat

KIND = "misclick"
FIELDS = ("by", "call", "intended", "inadvertent", "without_pause", "substituted", "partner_saw", "conventional",
          "suits")


@ruler(KIND)
def rule_misclick(case: Any) -> Ruling:
    """``by`` made ``call`` and says he meant ``intended``."""
    irr = case.irregularity
    irr.only(*FIELDS)
    by, call, intended = irr.seat("by"), irr.call("call"), irr.call("intended")
    assert by is not None and call is not None and intended is not None
    if intended == call:
        raise EngineError("no_change", call=str(call), law="25A")
    before, later = _locate(case.auction, by, call)
    facts = Facts(case, before, by, call, irr.bool("conventional"))
    ruling = Ruling(type=KIND, offender=None)
    ruling.cite("25", "25A")
    ruling.extra.update(misclick_by=by.value, original_call=str(call), intended_call=str(intended), allowed=False)
    ruling.say("online.misclick.fact", "25A", by=by.value, call=str(call), new_call=str(intended))
    inadvertent, without_pause = fact(irr, "inadvertent"), fact(irr, "without_pause")
    if inadvertent is None:
        return open_question(ruling, "inadvertent", "25A", adjust=False, by=by.value)
    if not inadvertent:
        ruling.say("online.misclick.change_of_mind", "25A", by=by.value)
    elif without_pause is None:
        return open_question(ruling, "without_pause", "25A", adjust=False, by=by.value)
    elif not without_pause:
        ruling.say("online.misclick.pause", "25A", by=by.value)
    elif len(later) >= 2:
        ruling.say("online.misclick.partner_called", "25A", by=by.value, partner=by.partner.value)
    else:
        if later:  # 25A names no limit but "без паузы": the LHO's call does not bar the correction
            ruling.caveat("online.caveat.law25a_until_lho_calls", "25A", by=by.value, call=str(call),
                          lho=by.lho.value)
            facts = _with_lho_call(facts, later[0])
        return _allowed(ruling, facts, intended)
    return _not_allowed(ruling, facts, intended, later, inadvertent, bool(without_pause))


def _locate(auction: Auction, by: Seat, call: Call) -> tuple[Auction, list[Call]]:
    """The auction before the misclicked call and the calls made after it. At ``by``'s turn a call legal now is the
    one just made (not yet in the auction); otherwise — also at his turn, when the call could not be made now but he
    made it earlier — it is his last call equal to ``call``: a late claim about an earlier call, which the calls
    since then rule on (25A: "без паузы"; his partner has called since, so too late)."""
    now = auction.turn == by and not auction.ended
    if now and auction.illegality(call, by) is None:
        return auction, []
    for i in range(len(auction.calls) - 1, -1, -1):
        if auction.seat_of(i) == by and auction.calls[i] == call:
            return Auction(auction.dealer, auction.calls[:i]), list(auction.calls[i + 1:])
    if now:
        raise EngineError("misclick_call_irregular", call=str(call), law="25A")
    raise EngineError("call_not_in_auction", by=by.value, call=str(call))


def _with_lho_call(facts: Facts, lho_call: Call) -> Facts:
    """The facts with the LHO's call made before the correction (``change_of_call``'s ``lho_called``), so the
    25A ruling says what becomes of it exactly as that ruler does (25B1 nearest, 16C)."""
    irr = Irregularity(facts.irr.type, {**facts.irr.raw, "lho_called": str(lho_call)})
    return Facts(dataclasses.replace(facts.case, irregularity=irr), facts.auction, facts.by, facts.call,
                 facts.conventional)


def _allowed(ruling: Ruling, facts: Facts, intended: Call) -> Ruling:
    """25A: the intended call replaces the misclick without penalty (the change_of_call ruler's 25A branch)."""
    inner = rule_change(facts, intended, True, True)
    inner.steps[0:1] = [*ruling.steps, Step("online.misclick.allowed", {"by": facts.by_v}, "25A")]
    inner.laws[0:0] = [ref for ref in ruling.laws if ref not in inner.laws]
    inner.caveats[0:0] = [c for c in ruling.caveats if all(c.key != own.key for own in inner.caveats)]
    inner.extra.update(ruling.extra)
    inner.extra["allowed"] = True
    if inner.type == "change_of_call":
        inner.type = KIND
        inner.offender = None  # an allowed correction of a slip is no offence
    return inner


def _not_allowed(ruling: Ruling, facts: Facts, intended: Call, later: list[Call], inadvertent: bool,
                 without_pause: bool) -> Ruling:
    irr = facts.irr
    if irr.bool("substituted"):
        if later:
            raise EngineError("contradictory_fields", field="substituted", other="auction")
        inner = rule_change(facts, intended, inadvertent, without_pause)
        inner.steps[0:1] = [*ruling.steps, Step("online.misclick.substituted", {"by": facts.by_v,
                                                                                "new_call": str(intended)}, "25B")]
        inner.laws[0:0] = [ref for ref in ruling.laws if ref not in inner.laws]
        inner.extra.update(ruling.extra)
        return inner
    ruling.say("online.misclick.call_stands", "25A", by=facts.by_v, call=str(facts.call))
    partner_saw = fact(irr, "partner_saw")
    if partner_saw is False:
        ruling.say("online.misclick.partner_did_not_see", "16", partner=facts.partner_v)
        return ruling
    ruling.say("online.misclick.ui" if partner_saw else "online.misclick.ui_if", "16A", partner=facts.partner_v)
    ruling.say("online.misclick.adjust_if_used", "16A2")
    ruling.adjusted_score = "possible"
    return ruling
