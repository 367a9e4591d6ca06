"""A deal record as a director receives it: the four hands, and as much of the board, auction and play as known.

Records come from BBO (LIN, handviewer links) and from scoring programs (PBN). Each parser fills a ``Deal``;
whatever the record does not say stays ``None`` or empty. ``Deal.to_dict()`` is the ``sudya deal --json`` shape.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.cards import RANKS, SUITS, Card
from engine.errors import EngineError
from engine.seats import SEATS, Seat

HAND_SIZE = 13
SUIT_ORDER = ("S", "H", "D", "C")  # how hands are written: spades first
_RANK_DESC = tuple(reversed(RANKS))


def small_int(text: str, hi: int) -> int | None:
    """An ASCII whole number 0..``hi`` (``"7"``, ``" 13 "``), else ``None``: a record's board or trick count."""
    text = text.strip()
    return int(text) if re.fullmatch(r"[0-9]{1,5}", text) and int(text) <= hi else None


def full_deck() -> frozenset[Card]:
    return frozenset(Card(s, r) for s in SUITS for r in RANKS)


def sort_hand(cards: frozenset[Card] | set[Card] | list[Card]) -> list[Card]:
    """Spades first, each suit from the ace down: how a hand is read."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c.suit), _RANK_DESC.index(c.rank)))


def suit_text(cards: frozenset[Card] | set[Card] | list[Card], suit: str) -> str:
    """The ranks ``cards`` hold in ``suit``, highest first (``"AKT2"``; ``""`` for a void)."""
    return "".join(c.rank for c in sort_hand([c for c in cards if c.suit == suit]))


@dataclass(frozen=True)
class Deal:
    """What a record says. ``hands`` holds only the seats the record gives (a fourth is completed when three
    full hands are known); ``auction`` holds call codes (``1H P X XX``) from the dealer; ``play`` the cards in
    the order played."""

    board: int | None = None
    dealer: Seat | None = None
    vul: str | None = None
    hands: dict[Seat, frozenset[Card]] = field(default_factory=dict)
    auction: tuple[str, ...] = ()
    play: tuple[Card, ...] = ()
    contract: str | None = None
    declarer: Seat | None = None
    claim: int | None = None  # tricks claimed in all by declarer's side (BBO ``mc``), when the record has one
    names: dict[Seat, str] = field(default_factory=dict)
    source: str = ""  # "lin", "url", "pbn"

    @property
    def complete(self) -> bool:
        """All four hands of thirteen cards."""
        return len(self.hands) == 4 and all(len(h) == HAND_SIZE for h in self.hands.values())

    def hand_dict(self, seat: Seat) -> dict[str, str] | None:
        cards = self.hands.get(seat)
        if cards is None:
            return None
        return {suit: suit_text(cards, suit) for suit in SUIT_ORDER}

    def to_dict(self) -> dict[str, object]:
        """The JSON of ``sudya deal --json`` (missing parts ``null`` or empty)."""
        return {
            "board": self.board,
            "dealer": self.dealer.value if self.dealer else None,
            "vul": self.vul,
            "hands": {seat.value: self.hand_dict(seat) for seat in SEATS},
            "auction": list(self.auction),
            "play": [str(c) for c in self.play],
            "contract": self.contract,
            "declarer": self.declarer.value if self.declarer else None,
            "claim": self.claim,
            "names": {seat.value: self.names[seat] for seat in SEATS if seat in self.names},
            "source": self.source,
        }


def check_hands(hands: dict[Seat, set[Card]]) -> dict[Seat, frozenset[Card]]:
    """Refuse a card dealt twice or a hand over thirteen; complete the fourth hand when three are full."""
    seen: dict[Card, Seat] = {}
    for seat, cards in hands.items():
        if len(cards) > HAND_SIZE:
            raise EngineError("deal_too_many_cards", seat=seat.value, count=len(cards))
        for card in cards:
            if card in seen:
                raise EngineError("deal_duplicate_card", card=card.symbol, seat=seen[card].value, by=seat.value)
            seen[card] = seat
    full = [s for s in SEATS if s in hands and len(hands[s]) == HAND_SIZE]
    missing = [s for s in SEATS if not hands.get(s)]
    if len(full) == 3 and len(missing) == 1:
        hands = {**hands, missing[0]: set(full_deck() - set(seen))}
    return {seat: frozenset(hands[seat]) for seat in SEATS if hands.get(seat)}
