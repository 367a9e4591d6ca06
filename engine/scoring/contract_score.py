"""Law 77: the duplicate score of one contract, with the parts it is made of.

``score_contract("4SX", "S", result="+1", vul="EW")`` → ``ScoreResult`` whose ``to_dict()`` is the CLI contract
(``contract, declarer, tricks, vul, score_declarer, score_ns``) plus ``result`` and ``parts``, so a director can
show the players where each number comes from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.board import parse_vul, seat_vulnerable
from engine.contract import Contract, parse_contract
from engine.errors import EngineError
from engine.scoring import table as T
from engine.seats import Seat, parse_seat

TOTAL_TRICKS = 13
_RESULT_RE = re.compile(r"^\s*(=|[+-]\s*\d{1,2})\s*$")


@dataclass(frozen=True)
class ScoreResult:
    """A scored contract. ``score_declarer`` is from declarer's side's view; ``score_ns`` from North–South's."""

    contract: Contract | None
    declarer: Seat | None
    tricks: int | None
    vul: str
    score_declarer: int
    parts: dict[str, int] = field(default_factory=dict)

    @property
    def score_ns(self) -> int:
        if self.declarer is None:
            return 0
        return self.score_declarer if self.declarer.side == "NS" else -self.score_declarer

    @property
    def result(self) -> str | None:
        """``=``, ``+1``, ``-2``: tricks relative to the contract."""
        if self.contract is None or self.tricks is None:
            return None
        diff = self.tricks - self.contract.tricks_needed
        return "=" if diff == 0 else f"{diff:+d}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "contract": str(self.contract) if self.contract else "passed_out",
            "declarer": self.declarer.value if self.declarer else None,
            "tricks": self.tricks,
            "vul": self.vul,
            "score_declarer": self.score_declarer,
            "score_ns": self.score_ns,
            "result": self.result,
            "parts": dict(self.parts),
        }


def parse_result(value: object) -> int:
    """``=``, ``+1``, ``-2`` (also a bare integer) → tricks over (+) or under (−) the contract."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = str(value).replace("−", "-").replace("–", "-") if value is not None else ""  # typographic minus signs
    match = _RESULT_RE.match(text)
    if not match:
        raise EngineError("bad_result", value=text)
    token = match.group(1).replace(" ", "")
    return 0 if token == "=" else int(token)


def _tricks_from(contract: Contract, tricks: object, result: object) -> int:
    """Tricks won by declarer, from exactly one of ``tricks`` and ``result``, checked to lie in 0…13."""
    if tricks is None and result is None:
        raise EngineError("score_needs_tricks_or_result")
    if tricks is not None and result is not None:
        raise EngineError("score_tricks_and_result", tricks=str(tricks), result=str(result))
    if tricks is not None:
        try:
            count = int(str(tricks).strip())
        except ValueError:
            raise EngineError("bad_tricks", value=str(tricks)) from None
    else:
        count = contract.tricks_needed + parse_result(result)
    if not 0 <= count <= TOTAL_TRICKS:
        raise EngineError("impossible_result", contract=str(contract), tricks=count)
    return count


def _trick_score(contract: Contract) -> int:
    """Trick score for the contracted odd tricks, doubling included (decides game or partscore)."""
    base = T.TRICK_VALUE[contract.denomination] * contract.level
    if contract.denomination == "NT":
        base += T.NT_FIRST_TRICK_BONUS
    return base * T.DOUBLING_MULTIPLIER[contract.doubled]


def _made_parts(contract: Contract, over: int, vul: bool) -> dict[str, int]:
    """The parts of a made contract: trick score, game or partscore, slam, overtricks, insult."""
    trick_score = _trick_score(contract)
    parts = {"trick_score": trick_score}
    if trick_score >= T.GAME_THRESHOLD:
        parts["game_premium"] = T.GAME_PREMIUM[vul]
    else:
        parts["partscore_premium"] = T.PARTSCORE_PREMIUM
    if contract.level == 6:
        parts["slam_premium"] = T.SMALL_SLAM_PREMIUM[vul]
    elif contract.level == 7:
        parts["slam_premium"] = T.GRAND_SLAM_PREMIUM[vul]
    if over:
        per_trick = (T.TRICK_VALUE[contract.denomination], T.DOUBLED_OVERTRICK[vul], T.REDOUBLED_OVERTRICK[vul])
        parts["overtricks"] = over * per_trick[contract.doubled]
    if contract.doubled == 1:
        parts["insult"] = T.DOUBLED_INSULT
    elif contract.doubled == 2:
        parts["insult"] = T.REDOUBLE_INSULT
    return parts


def undertrick_penalty(down: int, doubled: int, vul: bool) -> int:
    """What ``down`` undertricks cost (positive number): 77's undertrick table."""
    if doubled == 0:
        return down * T.UNDOUBLED_UNDERTRICK[vul]
    ladder = T.V_DOUBLED_UNDERTRICKS if vul else T.NV_DOUBLED_UNDERTRICKS
    total = sum(ladder[min(i, len(ladder) - 1)] for i in range(down))
    return total * (T.REDOUBLED_UNDERTRICK_FACTOR if doubled == 2 else 1)


def score_contract(
    contract: Contract | str, declarer: Seat | str, *, tricks: object = None, result: object = None, vul: object
) -> ScoreResult:
    """Law 77 score of ``contract`` played by ``declarer`` making ``tricks`` (or ``result``) on board ``vul``."""
    parsed = contract if isinstance(contract, Contract) else parse_contract(contract)
    seat = parse_seat(declarer, "declarer")
    board_vul = parse_vul(vul)
    count = _tricks_from(parsed, tricks, result)
    vulnerable = seat_vulnerable(board_vul, seat)
    diff = count - parsed.tricks_needed
    if diff >= 0:
        parts = _made_parts(parsed, diff, vulnerable)
    else:
        parts = {"undertricks": -undertrick_penalty(-diff, parsed.doubled, vulnerable)}
    return ScoreResult(parsed, seat, count, board_vul, sum(parts.values()), parts)


def passed_out(vul: object = "none") -> ScoreResult:
    """A passed-out board: 0 to both sides (Law 22A ends the auction; nothing is scored)."""
    return ScoreResult(None, None, None, parse_vul(vul), 0, {})
