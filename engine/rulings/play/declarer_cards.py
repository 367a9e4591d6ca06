"""Law 48: declarer's exposed cards. No card of declarer's (or dummy's) ever becomes a penalty card, and declarer
need not play a card dropped accidentally — unless he held it as if played (45C2). Declarer facing his hand is a
claim or concession (48B2 → 68), except right after an opening lead out of turn (48B1 → 54: he becomes dummy).
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import new_ruling, play_context, play_ruler
from engine.ruling import Ruling

KIND = "declarer_exposed_card"
FIELDS = ("by", "cards", "faced_hand", "after_opening_lead_out_of_turn", "held_as_played", "not_a_claim")


@play_ruler(KIND)
def rule_declarer_exposed_card(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    if by != ctx.declarer:
        raise EngineError("not_declarer", seat=by.value, declarer=ctx.declarer.value, type=KIND)
    cards = irr.cards("cards", required=not irr.bool("faced_hand"))
    text = " ".join(map(str, cards))
    if irr.bool("after_opening_lead_out_of_turn") and not irr.bool("faced_hand"):
        return _exposed_after_oloot(ctx, by, text, irr.bool("held_as_played"))
    if irr.bool("faced_hand"):
        if irr.bool("after_opening_lead_out_of_turn"):
            ruling = new_ruling(KIND, by, "48B1", "54A")
            ruling.say("play.declarer.faced_after_oloot", "48B1", declarer=by.value, dummy=ctx.dummy.value)
            ruling.extra["new_declarer"] = ctx.dummy.value
            return ruling
        ruling = new_ruling(KIND, by, "48B2")
        if irr.bool("not_a_claim"):
            ruling.say("play.declarer.faced_not_claim", "48B2")
            ruling.say("play.declarer.never_penalty_card", "48A")
            return ruling
        ruling.say("play.declarer.faced_is_claim", "48B2", declarer=by.value)
        ruling.say("play.claim.procedure", "68")
        ruling.extra["see_type"] = "claim"
        return ruling
    ruling = new_ruling(KIND, by, "48A")
    ruling.say("play.declarer.never_penalty_card", "48A")
    ruling.say("play.declarer.exposed_no_penalty", "48A", seat=by.value, cards=text)
    if irr.bool("held_as_played"):
        ruling.say("play.declarer.must_play_held", "45C2", cards=text)
    else:
        ruling.say("play.declarer.need_not_play_dropped", "48A", cards=text)
    return ruling


def _exposed_after_oloot(ctx: Any, by: Any, cards: str, held_as_played: bool) -> Ruling:
    """Cards exposed right after a faced opening lead out of turn (declarer's RHO led; declarer is next to play).

    48B1 sends declarer's exposure after an opening lead out of turn to Law 54, and 54A (bridge-domain §3g, M for
    1987): "if declarer begins to spread his hand, and in doing so exposes one or more cards, he must spread his
    entire hand" — he becomes dummy, the lead is accepted and the other hand declares. A card held as if played
    (45C2) is instead a card played to the irregular lead from the hand next in rotation: the lead is accepted
    (53A) and declarer plays on as declarer (54B)."""
    if held_as_played:
        ruling = new_ruling(KIND, by, "54B", "53A", "45C2")
        ruling.say("play.declarer.played_to_oloot", "45C2", declarer=by.value, cards=cards)
        ruling.say("play.declarer.oloot_accepted_by_play", "53A", declarer=by.value, dummy=ctx.dummy.value)
        ruling.say("play.dummy.spread", "41D", dummy=ctx.dummy.value)
        return ruling
    ruling = new_ruling(KIND, by, "48B1", "54A")
    ruling.say("play.declarer.exposed_after_oloot", "54A", declarer=by.value, cards=cards, dummy=ctx.dummy.value)
    ruling.caveat("caveat.48B1_spread", "54A")
    ruling.say("play.declarer.never_penalty_card", "48A")
    ruling.extra["new_declarer"] = ctx.dummy.value
    return ruling
