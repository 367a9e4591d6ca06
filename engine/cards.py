"""Cards as people write them: ``SA``, ``♠A``, ``H10``, ``HT``, ``d2``, Russian ``пК``, ``т10``, ``бВ``.

A card is a suit (``S H D C``) and a rank (``2``…``9``, ``T``, ``J``, ``Q``, ``K``, ``A``); its canonical text is
suit + rank, e.g. ``"HT"``. Anything else is refused with ``EngineError("bad_card")``, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import EngineError, shown

SUITS = ("C", "D", "H", "S")  # ascending rank
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

_SUIT_ALIASES = {
    "s": "S", "♠": "S", "♤": "S", "п": "S", "пики": "S", "пика": "S", "spades": "S", "spade": "S",
    "h": "H", "♥": "H", "♡": "H", "ч": "H", "червы": "H", "черва": "H", "hearts": "H", "heart": "H",
    "d": "D", "♦": "D", "♢": "D", "б": "D", "бубны": "D", "бубна": "D", "diamonds": "D", "diamond": "D",
    "c": "C", "♣": "C", "♧": "C", "т": "C", "трефы": "C", "трефа": "C", "clubs": "C", "club": "C", "к": "C",
}
# "к" (крести) is a common colloquial name for clubs; it is only read as a suit, never as a rank, by position.
_RANK_ALIASES = {
    "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9",
    "10": "T", "t": "T", "j": "J", "q": "Q", "k": "K", "a": "A",
    "в": "J", "валет": "J", "д": "Q", "дама": "Q", "к": "K", "король": "K", "т": "A", "туз": "A",
}
_CARD_RE = re.compile(r"^\s*(?P<suit>[^\W\d_]+|[♠♤♥♡♦♢♣♧])\s*(?P<rank>10|[^\W_])\s*$", re.UNICODE)
_CARD_RANK_FIRST_RE = re.compile(r"^\s*(?P<rank>10|[2-9tjqka])\s*(?P<suit>[♠♤♥♡♦♢♣♧shdc])\s*$", re.IGNORECASE)


@dataclass(frozen=True, order=True)
class Card:
    suit: str
    rank: str

    @property
    def rank_index(self) -> int:
        return RANKS.index(self.rank)

    @property
    def symbol(self) -> str:
        """``♥T`` style, for display."""
        return SUIT_SYMBOLS[self.suit] + ("10" if self.rank == "T" else self.rank)

    def __str__(self) -> str:
        return self.suit + self.rank


def parse_suit(value: object) -> str:
    """A suit letter ``S H D C`` from letters, symbols, Russian or English names."""
    key = str(value).strip().lower() if value is not None else ""
    suit = _SUIT_ALIASES.get(key)
    if suit is None:
        raise EngineError("bad_suit", value=shown(value))
    return suit


def parse_card(value: object) -> Card:
    """A card from ``SA``, ``♠A``, ``H10``, ``HT``, ``пК``, ``AS`` …; ``EngineError("bad_card")`` otherwise."""
    text = str(value) if value is not None else ""
    for pattern in (_CARD_RE, _CARD_RANK_FIRST_RE):  # suit first (SA), then rank first (AS) when that fails
        match = pattern.match(text)
        if match:
            suit = _SUIT_ALIASES.get(match["suit"].lower())
            rank = _RANK_ALIASES.get(match["rank"].lower())
            if suit and rank:
                return Card(suit, rank)
    raise EngineError("bad_card", value=shown(value) if value is not None else "")


def parse_cards(value: object) -> list[Card]:
    """Several cards: a list, or a string separated by spaces or commas."""
    items = value if isinstance(value, list | tuple) else re.split(r"[\s,;]+", str(value or "").strip())
    cards = [parse_card(item) for item in items if str(item).strip()]
    if not cards:
        raise EngineError("bad_card", value=shown(value))
    if len(set(cards)) != len(cards):
        raise EngineError("duplicate_card", value=shown(value))
    return cards
