"""Hands as records write them: suit-prefixed (LIN ``SAKQ2HJT9D8765C43``) or dotted (PBN ``AKQ2.JT9.8765.43``).

Ranks are ``AKQJT98765432`` (``10`` is read as ``T``); a void is an empty suit. Anything else is refused with
``EngineError("deal_bad_hand")`` naming the seat and the text, never guessed.
"""

from __future__ import annotations

import re

from engine.cards import RANKS, Card
from engine.deal.model import SUIT_ORDER
from engine.errors import EngineError
from engine.seats import Seat

_RANK_SET = frozenset(RANKS)
_SUIT_PREFIXED = re.compile(r"^(?:[SHDC][2-9TJQKA]*)*$")


def _ranks(text: str, suit: str, seat: Seat, whole: str) -> set[Card]:
    ranks = text.upper().replace("10", "T")
    cards = {Card(suit, r) for r in ranks}
    if any(r not in _RANK_SET for r in ranks) or len(cards) != len(ranks):
        raise EngineError("deal_bad_hand", seat=seat.value, text=whole[:60])
    return cards


def parse_prefixed(text: str, seat: Seat) -> set[Card]:
    """``SAKQ2HJT9D8765C43`` (any case, suits in any order, each at most once)."""
    upper = text.strip().upper().replace("10", "T")
    if not _SUIT_PREFIXED.match(upper):
        raise EngineError("deal_bad_hand", seat=seat.value, text=text[:60])
    cards: set[Card] = set()
    seen: set[str] = set()
    for match in re.finditer(r"([SHDC])([2-9TJQKA]*)", upper):
        suit, ranks = match.groups()
        if suit in seen:
            raise EngineError("deal_bad_hand", seat=seat.value, text=text[:60])
        seen.add(suit)
        cards |= _ranks(ranks, suit, seat, text)
    return cards


def parse_dotted(text: str, seat: Seat) -> set[Card]:
    """``AKQ2.JT9.8765.43``: spades, hearts, diamonds, clubs separated by dots (PBN)."""
    parts = text.strip().split(".")
    if len(parts) != len(SUIT_ORDER):
        raise EngineError("deal_bad_hand", seat=seat.value, text=text[:60])
    cards: set[Card] = set()
    for suit, ranks in zip(SUIT_ORDER, parts, strict=True):
        cards |= _ranks(ranks, suit, seat, text)
    return cards
