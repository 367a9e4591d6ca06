"""Law 41: the face-down opening lead, review of the auction and questions, the lead faced and dummy spread.

``auction_review``: who may ask for a review of the auction or an explanation, and until when (41B, 41C). A
request the law allows is answered as such (type ``none``); one it no longer allows is refused in the ruling
with the law that says so.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler
from engine.ruling import Ruling
from engine.seats import Seat

WHEN = ("before_lead_faced", "first_turn", "later")
REQUESTS = ("review", "explanation", "contract")


@play_ruler("auction_review")
def rule_auction_review(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("by", "when", "request", "played_card")
    by = irr.seat("by")
    when = irr.str("when", allowed=WHEN)
    request = irr.str("request", allowed=REQUESTS, default="review")
    if when is None:
        raise EngineError("missing_field", field="when", where="auction_review")
    allowed, key, ref = _decide(ctx, irr, by, when, request)
    ruling = new_ruling("none" if allowed else "auction_review", None)  # a question asked is not an offence
    ruling.say(key, ref, seat=by.value)
    if request == "explanation" and ctx.is_defender(by):
        ruling.say("play.review.defenders_ui", "16")
    ruling.extra["allowed"] = allowed
    return ruling


def _decide(ctx: PlayContext, irr: Any, by: Seat, when: str, request: str) -> tuple[bool, str, str]:
    if when == "before_lead_faced" and by == ctx.dummy:
        return False, "play.review.presumed_dummy_not", "41B"
    if by == ctx.dummy:
        return False, "play.review.dummy_may_not", "43A1(C)"
    if request == "contract":
        return True, "play.review.contract_always", "41C"
    if request == "explanation":
        return True, "play.review.explanation_in_turn", "41B"
    if when == "before_lead_faced":
        return True, "play.review.before_lead_ok", "41B"
    if when == "first_turn" and not irr.bool("played_card"):
        return True, "play.review.first_turn_ok", "41B"
    return False, "play.review.too_late", "41C"
