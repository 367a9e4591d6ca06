"""Law 21B: a call based on misinformation from an opponent (a missing alert counts as misinformation).

21B1: until the auction period ends (17E: the opening lead is faced) the player may change the call without
penalty, provided his partner has not called since. 21B2: then his LHO may change any call he made after it,
without penalty (but an adjusted score if the withdrawn call gave the non-offenders' opponents damaging
information; 16C). 21B3: too late to change — the director may award an adjusted score (40C may apply).
The offending side is the one that gave the misinformation (the changing player's opponents, ``offending_side``);
``offender`` is the opponent who gave it when the case says so (``misinformed_by``), else ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.auction import Auction
from engine.cases import Case
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.seats import Seat

FIELDS = ("by", "call", "new_call", "lead_faced", "misinformed_by", "spectator", "nonoffender_acted")


@ruler("change_after_misinformation")
def rule_misinformation(case: Case) -> Ruling:
    """``by`` wants to change ``call`` (his last call, unless given) to ``new_call`` after misinformation."""
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    new_call = irr.call("new_call")
    assert by is not None and new_call is not None
    auction = case.auction
    index = _call_index(auction, by, irr.call("call", required=False))
    original = auction.calls[index]
    source = irr.seat("misinformed_by", required=False)
    if source is not None and source.side == by.side:
        raise EngineError("misinformation_by_partner", by=by.value, source=source.value, law="21A")
    ruling = Ruling(type="change_after_misinformation", offender=source.value if source else None)
    ruling.cite("21", "21B")
    ruling.extra["changed_by"] = by.value
    ruling.extra["offending_side"] = by.lho.side
    ruling.say("misinfo.fact", "21B1", by=by.value, call=str(original), new_call=str(new_call))
    later = list(enumerate(auction.calls[index + 1:], start=index + 1))
    partner_called = any(auction.seat_of(i) == by.partner for i, _ in later)
    if irr.bool("lead_faced") or partner_called:
        ruling.say("misinfo.too_late_partner" if partner_called else "misinfo.too_late_lead", "21B3",
                   partner=by.partner.value)
        ruling.say("misinfo.40C", "40C")
        ruling.adjusted_score = "possible"
        return ruling
    before = Auction(auction.dealer, auction.calls[:index])
    reason = before.illegality(new_call, by)
    if reason is not None or new_call == original:
        raise EngineError("bad_correction", call=str(new_call), reason=reason or "same_call", law="21B1")
    ruling.say("misinfo.21B1", "21B1", by=by.value, new_call=str(new_call))
    # 16C: the changed call is a cancelled call of the non-offending side — authorized to it, not to the offenders
    ruling.say("misinfo.withdrawn_16C", "16C", by=by.value, call=str(original), lho=by.lho.value, rho=by.rho.value)
    ruling.cite("16C1", "16C2")
    _lho_may_change(ruling, auction, by.lho, later)
    return ruling


def _call_index(auction: Auction, by: Seat, call: object) -> int:
    """Where ``by``'s call to be changed is in the auction (his last one, or his last one equal to ``call``)."""
    for i in range(len(auction.calls) - 1, -1, -1):
        if auction.seat_of(i) == by and (call is None or auction.calls[i] == call):
            return i
    raise EngineError("call_not_in_auction", by=by.value, call=str(call or ""))


def _lho_may_change(ruling: Ruling, auction: Auction, lho: Seat, later: Sequence[tuple[int, object]]) -> None:
    """21B2: the LHO may change the call he made after it, without penalty; 16C for what it told."""
    own = [str(call) for i, call in later if auction.seat_of(i) == lho]
    if not own:
        return
    ruling.say("misinfo.21B2", "21B2", lho=lho.value, calls=" ".join(own))
    ruling.say("misinfo.21B2_adjusted", "21B2", lho=lho.value)
    ruling.adjusted_score = "possible"
    ruling.say("info.16C1", "16C1")
    ruling.say("info.16C2_theirs", "16C2")
