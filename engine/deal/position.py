"""The position at a claim: the cards each player still holds, the trick in progress, who is to play.

Built from a record's play (``PlayFacts``) up to the claim. The remaining tricks are those no complete trick
has taken yet; a trick in progress counts among them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.deal.play import TRICKS, PlayFacts
from engine.errors import EngineError
from engine.seats import SEATS, Seat


@dataclass(frozen=True)
class Position:
    hands: dict[Seat, frozenset[Card]]  # what each player holds now (cards of the trick in progress removed)
    leader: Seat  # who led (or leads) the trick in progress
    trick: tuple[Card, ...]  # the cards already played to it
    trump: str | None
    tricks_left: int  # including the trick in progress

    @property
    def to_play(self) -> Seat:
        return self.leader.offset(len(self.trick))

    def to_dict(self) -> dict[str, object]:
        return {"leader": self.leader.value, "to_play": self.to_play.value, "trick": [str(c) for c in self.trick],
                "tricks_left": self.tricks_left,
                "hands": {s.value: sorted(str(c) for c in self.hands[s]) for s in SEATS}}


def position_at(facts: PlayFacts) -> Position:
    """The position after the last card of the record's play."""
    done = facts.complete_tricks
    last = facts.tricks[-1] if facts.tricks else None
    if last is not None and last.winner is None:
        leader, trick = last.leader, last.cards
    elif last is not None and last.winner is not None:
        leader, trick = last.winner, ()
    else:
        leader, trick = facts.declarer.lho, ()
    left = TRICKS - len(done)
    if left <= 0:
        raise EngineError("claim_no_tricks_left")
    return Position(dict(facts.remaining), leader, tuple(trick), facts.trump, left)
