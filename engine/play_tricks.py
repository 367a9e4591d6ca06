"""Law 44: who wins a trick, and whether a card followed suit — the arithmetic under every play-period ruling.

A trick is four cards in the order played from the leader. The highest trump wins a trick containing a trump
(44E); otherwise the highest card of the suit led (44F); the winner leads next (44G).
"""

from __future__ import annotations

from engine.cards import Card
from engine.errors import EngineError
from engine.seats import Seat

CARDS_PER_TRICK = 4


def trick_winner(leader: Seat, cards: list[Card], trump: str | None) -> Seat:
    """The seat that wins ``cards`` (played in rotation from ``leader``) with ``trump`` (``None`` = notrump)."""
    if len(cards) != CARDS_PER_TRICK or len(set(cards)) != CARDS_PER_TRICK:
        raise EngineError("bad_trick", cards=" ".join(map(str, cards)))
    led = cards[0].suit
    trumps = [(c.rank_index, i) for i, c in enumerate(cards) if trump and c.suit == trump]
    best = max(trumps) if trumps else max((c.rank_index, i) for i, c in enumerate(cards) if c.suit == led)
    return leader.offset(best[1])


def followed_suit(card: Card, led: str, holding: list[Card]) -> bool:
    """Law 44C/D: ``card`` is legal if it is of the suit led, or the player held no card of that suit."""
    return card.suit == led or all(c.suit != led for c in holding)
