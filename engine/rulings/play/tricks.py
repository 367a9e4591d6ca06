"""A defective trick (Law 67) and inspecting tricks (Law 66).

67A (in the corpus): a trick with a missing or an extra card is rectified when attention is drawn before a player
of each side has played to the next trick. 67B (later; not in the corpus) is the director's reconstruction, and
the ruling says that the judgement is his.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import new_ruling, play_context, play_ruler, trick_number
from engine.ruling import Ruling

DEFECTS = ("failed_to_play", "too_many")
INSPECTIONS = ("current_trick", "own_last_card", "quitted_tricks", "after_play")


@play_ruler("defective_trick")
def rule_defective_trick(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("by", "defect", "trick", "noticed_before_next_trick")
    by = irr.seat("by")
    trick_number(irr, default=1)
    defect = irr.str("defect", allowed=DEFECTS)
    if defect is None:
        raise EngineError("missing_field", field="defect", where="defective_trick")
    ruling = new_ruling("defective_trick", by, "67")
    if irr.bool("noticed_before_next_trick", default=True):
        ruling.say("play.defective.rectify_now", "67A", seat=by.value)
        if defect == "failed_to_play":
            ruling.say("play.defective.supply_card", "67A", seat=by.value)
            ruling.say("play.follow_suit", "44C")
        else:
            ruling.say("play.defective.withdraw_extra", "67A", seat=by.value)
            if ctx.is_defender(by):
                ruling.say("play.defective.extra_defender_pc", "45E1", seat=by.value)
            else:
                ruling.say("play.defective.extra_declarer_no_penalty", "45E2")
        return ruling
    ruling.say("play.defective.later", "67B", seat=by.value)
    ruling.say("play.defective.possible_revoke", "61A")
    ruling.say("play.judgement_is_directors", "67B")
    ruling.adjusted_score = "possible"
    return ruling


@play_ruler("trick_inspection")
def rule_trick_inspection(case: Any) -> Ruling:
    """66A–D: what a player may look at, and when."""
    play_context(case)
    irr = case.irregularity
    irr.only("by", "what", "side_played_to_next", "turned_own_card", "next_lead_made", "cards_mixed")
    by = irr.seat("by")
    what = irr.str("what", allowed=INSPECTIONS)
    if what is None:
        raise EngineError("missing_field", field="what", where="trick_inspection")
    allowed, key, ref = _inspection(irr, what)
    ruling = new_ruling("trick_inspection" if not allowed else "none", None if allowed else by)
    ruling.say(key, ref, seat=by.value)
    if what == "after_play" and irr.bool("cards_mixed"):
        ruling.say("play.inspect.mixed_against", "66D", seat=by.value)
    return ruling


def _inspection(irr: Any, what: str) -> tuple[bool, str, str]:
    if what == "current_trick":
        ok = not irr.bool("side_played_to_next") and not irr.bool("turned_own_card")
        return ok, "play.inspect.current_ok" if ok else "play.inspect.current_too_late", "66A"
    if what == "own_last_card":
        ok = not irr.bool("next_lead_made")
        return ok, "play.inspect.own_last_ok" if ok else "play.inspect.own_last_too_late", "66B"
    if what == "quitted_tricks":
        return False, "play.inspect.quitted_not_allowed", "66C"
    return True, "play.inspect.after_play_ok", "66D"
