"""Law 44: a disputed trick — who won it and who leads next (44E, 44F, 44G); a card that did not follow suit
when the player could is a revoke (44C, 61A), ruled on as the ``revoke`` type."""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import new_ruling, play_context, play_ruler
from engine.play_tricks import trick_winner
from engine.ruling import Ruling

KIND = "trick_dispute"
FIELDS = ("leader", "cards")


@play_ruler(KIND)
def rule_trick_dispute(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    leader = irr.seat("leader")
    cards = irr.cards("cards")
    if len(cards) != 4:
        raise EngineError("bad_trick", cards=" ".join(map(str, cards)))
    winner = trick_winner(leader, cards, ctx.contract.trump)
    has_trump = ctx.contract.trump is not None and any(c.suit == ctx.contract.trump for c in cards)
    ruling = new_ruling(KIND, None)
    ref = "44E" if has_trump else "44F"
    ruling.say("play.trick.winner_trump" if has_trump else "play.trick.winner_suit", ref, winner=winner.value,
               card=str(cards[(winner.index - leader.index) % 4]))
    ruling.say("play.trick.winner_leads", "44G", winner=winner.value)
    ruling.extra["winner"] = winner.value
    return ruling
