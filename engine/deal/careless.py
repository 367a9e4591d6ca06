"""The tricks a claimer's side makes if it plays on carelessly — but not irrationally — in some order of suits.

After a contested claim "normal" play by the claimer's side includes careless or inferior play, but not irrational
play (footnote to Laws 69–71), and a trick that could be lost to an outstanding trump by any normal play goes to
the opponents (70C) — text not in corpus; secondary source in docs/desk.md. As facts for that decision, each
order of the suits is tried as a careless line: the side's leader cashes the first suit in the order he holds,
from the top; a follower wins the trick as cheaply as he can when an opponent is winning it, else plays low; a
void player ruffs as cheaply as will win, else discards from the suit planned last. The opponents defend as well
as possible against that line (an exact search). The director sees the worst order and what it loses; whether
that line is irrational for this player stays his judgement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from engine.cards import RANKS, Card
from engine.deal.position import Position
from engine.errors import EngineError
from engine.play_tricks import trick_winner
from engine.seats import Seat

NODE_LIMIT = 600_000  # positions searched for all orders together (a few seconds); beyond, the search says so
_RANK = {r: i for i, r in enumerate(RANKS)}
# a position in the search: the four hands (N, E, S, W), the trick's leader and the cards played to it so far
_MemoKey = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card], Seat, tuple[Card, ...]]


class _TooLong(Exception):
    pass


@dataclass(frozen=True)
class Line:
    order: tuple[str, ...]  # suits, first played first
    tricks: int  # tricks the claimer's side wins of the remaining ones

    def to_dict(self) -> dict[str, object]:
        return {"order": list(self.order), "tricks": self.tricks}


def _beats(card: Card, best: Card, trump: str | None) -> bool:
    """Whether ``card`` beats ``best``, the card winning the trick so far (of the suit led, or a trump)."""
    if card.suit == best.suit:
        return _RANK[card.rank] > _RANK[best.rank]
    return card.suit == trump


def _winning(leader: Seat, trick: Sequence[Card], trump: str | None) -> tuple[Seat, Card]:
    best_i, best = 0, trick[0]
    for i, card in enumerate(trick[1:], start=1):
        if _beats(card, best, trump):
            best_i, best = i, card
    return leader.offset(best_i), best


def _masters(hands: dict[Seat, frozenset[Card]], seat: Seat) -> set[str]:
    """Suits in which ``seat``'s side holds the highest card still out (a winner to cash)."""
    top: dict[str, tuple[int, str]] = {}
    for owner, cards in hands.items():
        for card in cards:
            if card.suit not in top or _RANK[card.rank] > top[card.suit][0]:
                top[card.suit] = (_RANK[card.rank], owner.side)
    return {suit for suit, (_, side) in top.items() if side == seat.side}


def careless_card(hands: dict[Seat, frozenset[Card]], seat: Seat, leader: Seat, trick: Sequence[Card],
                  trump: str | None, order: Sequence[str]) -> Card:
    """The card the careless-but-not-irrational line plays from ``seat``'s hand."""
    hand = hands[seat]

    def low(cards: list[Card]) -> Card:
        return min(cards, key=lambda c: _RANK[c.rank])
    if not trick:  # cash a winner of the first suit in the order; with none left, lead the first suit held
        held = [s for s in order if any(c.suit == s for c in hand)]
        masters = _masters(hands, seat)
        suit = next((s for s in held if s in masters), held[0])
        return max((c for c in hand if c.suit == suit), key=lambda c: _RANK[c.rank])
    led = trick[0].suit
    winner, best = _winning(leader, trick, trump)
    partner_wins = winner.side == seat.side
    same = [c for c in hand if c.suit == led]
    if same:
        beating = [c for c in same if _beats(c, best, trump)]
        return low(beating) if beating and not partner_wins else low(same)
    ruffs = [c for c in hand if trump and c.suit == trump and _beats(c, best, trump)]
    if ruffs and not partner_wins:
        return low(ruffs)
    discard_order = [s for s in reversed(order) if s != trump] + ([trump] if trump else [])
    suit = next(s for s in discard_order if any(c.suit == s for c in hand))
    return low([c for c in hand if c.suit == suit])


def _choices(hand: frozenset[Card], trick: Sequence[Card], everything: frozenset[Card]) -> list[Card]:
    """The legal cards (44C), one of each run of equals: cards of a suit with no card still held, or already played
    to this trick, between them (``everything``) win and lose the same tricks."""
    legal = [c for c in hand if c.suit == trick[0].suit] if trick and any(c.suit == trick[0].suit for c in hand) \
        else list(hand)
    legal.sort(key=lambda c: (c.suit, _RANK[c.rank]))
    out: list[Card] = []
    for card in legal:
        if out and out[-1].suit == card.suit and not any(
                c.suit == card.suit and _RANK[out[-1].rank] < _RANK[c.rank] < _RANK[card.rank] for c in everything):
            continue
        out.append(card)
    return out


def line_tricks(pos: Position, side: str, order: Sequence[str], count: list[int] | None = None) -> int:
    """Tricks ``side`` wins playing ``order`` carelessly against the best defence (``count``: nodes so far)."""
    memo: dict[_MemoKey, int] = {}
    count = count if count is not None else [0]

    def search(hands: dict[Seat, frozenset[Card]], leader: Seat, trick: tuple[Card, ...]) -> int:
        count[0] += 1
        if count[0] > NODE_LIMIT:
            raise _TooLong
        if len(trick) == 4:
            winner = trick_winner(leader, list(trick), pos.trump)
            if not any(hands.values()):
                return int(winner.side == side)
            return int(winner.side == side) + search(hands, winner, ())
        key = (hands[Seat.N], hands[Seat.E], hands[Seat.S], hands[Seat.W], leader, trick)  # frozensets cache hashes
        if key in memo:
            return memo[key]
        seat = leader.offset(len(trick))
        hand = hands[seat]
        if seat.side == side:
            card = careless_card(hands, seat, leader, trick, pos.trump, order)
            result = search({**hands, seat: hand - {card}}, leader, (*trick, card))
        else:
            everything = frozenset().union(*hands.values(), trick)  # a card played to this trick separates too
            result = min(search({**hands, seat: hand - {card}}, leader, (*trick, card))
                         for card in _choices(hand, trick, everything))
        memo[key] = result
        return result

    return search(dict(pos.hands), pos.leader, pos.trick)


def careless_lines(pos: Position, side: str) -> list[Line]:
    """Every order of the suits the side holds, with the tricks it makes; ``EngineError("claim_too_many_cards")``
    when the exact defence would take too long to search."""
    held = sorted({c.suit for s, cards in pos.hands.items() if s.side == side for c in cards},
                  key="SHDC".index)
    count = [0]
    try:
        return [Line(order, line_tricks(pos, side, order, count)) for order in permutations(held)]
    except _TooLong:
        raise EngineError("claim_too_many_cards", tricks=pos.tricks_left) from None
