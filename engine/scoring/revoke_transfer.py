"""Law 64: the score of a board before and after an established revoke's trick transfer.

The transferred tricks go from the offending side to the non-offending side after play ends: if declarer's side
revoked, declarer's tricks go down; if a defender revoked, they go up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.contract import Contract, parse_contract
from engine.errors import EngineError
from engine.scoring.contract_score import TOTAL_TRICKS, ScoreResult, score_contract
from engine.seats import Seat, parse_seat

MAX_TRANSFER = 2  # Law 64A never transfers more than two tricks


@dataclass(frozen=True)
class RevokeScore:
    offender: Seat
    transferred: int
    before: ScoreResult
    after: ScoreResult

    def to_dict(self) -> dict[str, Any]:
        return {
            "offender": self.offender.value,
            "tricks_transferred": self.transferred,
            "before": self.before.to_dict(),
            "after": self.after.to_dict(),
            "change_ns": self.after.score_ns - self.before.score_ns,
        }


def score_after_revoke(
    contract: Contract | str, declarer: object, *, tricks: int, vul: object, offender: object, transferred: int
) -> RevokeScore:
    """Scores with declarer's ``tricks`` as played, and after ``transferred`` tricks go to the non-offenders."""
    parsed = contract if isinstance(contract, Contract) else parse_contract(contract)
    seat = parse_seat(declarer, "declarer")
    revoker = parse_seat(offender, "offender")
    if not isinstance(transferred, int) or not 0 <= transferred <= MAX_TRANSFER:
        raise EngineError("bad_transfer", value=str(transferred))
    before = score_contract(parsed, seat, tricks=tricks, vul=vul)
    shift = -transferred if revoker.side == seat.side else transferred
    after_tricks = before.tricks + shift  # type: ignore[operator]
    if not 0 <= after_tricks <= TOTAL_TRICKS:
        raise EngineError("bad_transfer", value=str(transferred))
    after = score_contract(parsed, seat, tricks=after_tricks, vul=vul)
    return RevokeScore(revoker, transferred, before, after)
