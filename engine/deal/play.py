"""What a recorded play says, trick by trick (Law 44): who led, who won, who revoked, how many tricks followed.

Each card's player is the hand that held it, so the play needs all four hands, the contract (for the trump)
and the declarer (41A: declarer's left-hand opponent makes the opening lead). A player fails to follow suit —
a revoke in the sense of Law 61A — when he plays another suit while still holding a card of the suit led
(44C). A record whose play is not in rotation (44B, 44G) is refused: it cannot be a record of a real table.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.contract import parse_contract
from engine.deal.model import Deal
from engine.errors import EngineError
from engine.play_tricks import trick_winner
from engine.seats import SEATS, Seat

TRICKS = 13


@dataclass(frozen=True)
class Trick:
    number: int
    leader: Seat
    cards: tuple[Card, ...]  # in the order played, from the leader
    winner: Seat | None  # None while the trick is incomplete

    def to_dict(self) -> dict[str, object]:
        return {"number": self.number, "leader": self.leader.value, "cards": [str(c) for c in self.cards],
                "winner": self.winner.value if self.winner else None}


@dataclass(frozen=True)
class Revoke:
    trick: int
    seat: Seat
    card: Card
    led: str

    def to_dict(self) -> dict[str, object]:
        return {"trick": self.trick, "by": self.seat.value, "card": str(self.card), "led": self.led}


@dataclass(frozen=True)
class PlayFacts:
    declarer: Seat
    trump: str | None
    tricks: tuple[Trick, ...]
    revokes: tuple[Revoke, ...]
    remaining: dict[Seat, frozenset[Card]]  # the cards not yet played

    @property
    def complete_tricks(self) -> tuple[Trick, ...]:
        return tuple(t for t in self.tricks if t.winner is not None)

    @property
    def opening_leader(self) -> Seat | None:
        return self.tricks[0].leader if self.tricks else None

    def won_by(self, side: str, after: int = 0) -> int:
        """Tricks won by ``side`` (``NS``/``EW``) among the complete tricks numbered above ``after``."""
        return sum(1 for t in self.complete_tricks if t.number > after and t.winner and t.winner.side == side)

    @property
    def declarer_tricks(self) -> int | None:
        """Declarer's side's tricks, once all thirteen are played."""
        return self.won_by(self.declarer.side) if len(self.complete_tricks) == TRICKS else None

    def revoke_facts(self, revoke: Revoke) -> dict[str, object]:
        """The revoke wizard's facts (cases.md): the trick, who won it, whether the offending side has played to a
        later trick (that establishes it, 63A1), and the offending side's tricks after it — only when the record
        has all thirteen tricks: the transfer (64A) counts the tricks won up to the end of play, which a record
        that stops earlier (the director called at the table, a claim) does not know; the wizard then asks."""
        trick = self.tricks[revoke.trick - 1]
        side = revoke.seat.side
        later_by_side = any(t.number > revoke.trick and any(s.side == side for s in _seats_of(t)) for t in self.tricks)
        facts: dict[str, object] = {"by": revoke.seat.value, "trick": revoke.trick, "card": str(revoke.card),
                                    "established": later_by_side}
        if len(self.complete_tricks) == TRICKS:
            facts["offending_side_tricks_after"] = self.won_by(side, after=revoke.trick)
        if trick.winner is not None:
            facts["revoke_trick_won_by"] = trick.winner.value
        if self.declarer_tricks is not None:
            facts["declarer_tricks"] = self.declarer_tricks
        return facts

    def to_dict(self) -> dict[str, object]:
        lead = self.tricks[0].cards[0] if self.tricks and self.tricks[0].cards else None
        return {"opening_leader": self.opening_leader.value if self.opening_leader else None,
                "opening_lead": str(lead) if lead else None,
                "tricks": [t.to_dict() for t in self.tricks],
                "revokes": [r.to_dict() for r in self.revokes],
                "won": {"NS": self.won_by("NS"), "EW": self.won_by("EW")},
                "declarer_tricks": self.declarer_tricks}


def _seats_of(trick: Trick) -> list[Seat]:
    return [trick.leader.offset(i) for i in range(len(trick.cards))]


def analyse_play(deal: Deal) -> PlayFacts:
    """The tricks of ``deal.play``; ``EngineError`` when the record lacks what that needs or is out of rotation."""
    if not deal.complete:
        raise EngineError("deal_play_needs_hands")
    if deal.contract in (None, "passed_out") or deal.declarer is None:
        raise EngineError("deal_play_without_contract")
    trump = parse_contract(deal.contract).trump
    holder = {card: seat for seat, cards in deal.hands.items() for card in cards}
    remaining = {seat: set(deal.hands[seat]) for seat in SEATS}
    leader = deal.declarer.lho
    tricks: list[Trick] = []
    revokes: list[Revoke] = []
    for start in range(0, len(deal.play), 4):
        cards = deal.play[start:start + 4]
        number = start // 4 + 1
        if start == 0:
            leader = holder[cards[0]]  # the lead actually made (a lead out of turn is the director's to rule on)
        for k, card in enumerate(cards):
            seat = holder[card]
            if seat != leader.offset(k):
                raise EngineError("deal_play_out_of_rotation", trick=number, card=card.symbol, seat=seat.value)
            led = cards[0].suit
            if card.suit != led and any(c.suit == led for c in remaining[seat]):
                revokes.append(Revoke(number, seat, card, led))
            remaining[seat].discard(card)
        winner = trick_winner(leader, list(cards), trump) if len(cards) == 4 else None
        tricks.append(Trick(number, leader, tuple(cards), winner))
        if winner is not None:
            leader = winner
    return PlayFacts(deal.declarer, trump, tuple(tricks), tuple(revokes),
                     {seat: frozenset(cards) for seat, cards in remaining.items()})
