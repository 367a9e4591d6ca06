"""Facts for the director's decision on a claim made with the deal known (Laws 68–71; 70 text not in corpus).

Given the record's play up to the claim: the cards left, the double-dummy tricks of the claimer's side (endplay,
when installed), and the careless-but-not-irrational lines (``engine.deal.careless``) with the worst of them and
the tricks it loses against the claim. These are facts; the decision stays the director's (Law 70A).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.deal.careless import Line, careless_lines
from engine.deal.double_dummy import dd_tricks
from engine.deal.model import Deal
from engine.deal.play import analyse_play
from engine.deal.position import Position, position_at
from engine.errors import EngineError
from engine.seats import Seat


@dataclass(frozen=True)
class ClaimFacts:
    claimer: Seat
    position: Position
    claimed: int | None  # of the remaining tricks, as the claim says (None: not stated)
    double_dummy: int | None  # None: the solver is not installed
    lines: tuple[Line, ...]  # empty when the search would be too long
    lines_note: str | None  # "claim_too_many_cards" when the lines were not searched

    @property
    def worst(self) -> Line | None:
        return min(self.lines, key=lambda line: line.tricks) if self.lines else None

    @property
    def lost(self) -> int | None:
        """Tricks the worst careless line makes fewer than claimed."""
        worst = self.worst
        if worst is None or self.claimed is None:
            return None
        return max(0, self.claimed - worst.tricks)

    @property
    def falling_short(self) -> int | None:
        if not self.lines or self.claimed is None:
            return None
        return sum(1 for line in self.lines if line.tricks < self.claimed)

    def to_dict(self) -> dict[str, object]:
        worst = self.worst
        return {"claimer": self.claimer.value, "side": self.claimer.side, "position": self.position.to_dict(),
                "tricks_left": self.position.tricks_left, "claimed": self.claimed,
                "double_dummy": self.double_dummy, "lines": [line.to_dict() for line in self.lines],
                "lines_note": self.lines_note, "worst": worst.to_dict() if worst else None, "lost": self.lost,
                "orders_short": self.falling_short, "orders": len(self.lines)}


def claimed_of(deal: Deal, claimer: Seat, done_by_side: int, left: int) -> int | None:
    """BBO's ``mc`` counts declarer's tricks in all; turned into the claimer's share of the tricks left."""
    if deal.claim is None or deal.declarer is None:
        return None
    total = deal.claim if claimer.side == deal.declarer.side else 13 - deal.claim
    share = total - done_by_side
    return share if 0 <= share <= left else None


def claim_facts(deal: Deal, claimer: Seat, claimed: int | None = None, *, solve: bool = True) -> ClaimFacts:
    """The facts of a claim by ``claimer`` after the record's play. ``claimed``: his side's tricks of those
    left (default: from the record's BBO claim, when it has one)."""
    facts = analyse_play(deal)
    pos = position_at(facts)
    if claimed is None:
        claimed = claimed_of(deal, claimer, facts.won_by(claimer.side), pos.tricks_left)
    if claimed is not None and not 0 <= claimed <= pos.tricks_left:
        raise EngineError("claim_more_than_left", claimed=claimed, left=pos.tricks_left)
    dd: int | None = None
    if solve:
        try:
            dd = dd_tricks(pos, claimer.side)
        except EngineError as exc:
            if exc.code != "dd_unavailable":
                raise
    try:
        lines, note = tuple(careless_lines(pos, claimer.side)), None
    except EngineError as exc:
        if exc.code != "claim_too_many_cards":
            raise
        lines, note = (), exc.code
    return ClaimFacts(claimer, pos, claimed, dd, lines, note)
