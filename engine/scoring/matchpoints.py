"""Law 78A: matchpoints of each score on one board against every other score in the same direction.

Convention (bridge-domain.md §3c): 2 units for each score beaten, 1 for each tie, 0 for each loss; the top is
2(n − 1) and a score's percentage is its units over the top. The older 1, ½, 0 scale gives the same percentages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import EngineError

WIN_UNITS = 2
TIE_UNITS = 1
MIN_SCORES = 2  # one result alone has nothing to be compared with (78A compares scores with each other)
SCORE_STEP = 10  # every duplicate score is a multiple of 10
MAX_SCORE = 10_000


@dataclass(frozen=True)
class MatchpointResult:
    scores: list[int]
    mp: list[int]
    top: int

    @property
    def percent(self) -> list[float]:
        return [round(100 * units / self.top, 2) for units in self.mp]

    @property
    def mp_ew(self) -> list[int]:
        """East–West on the same board: what NS did not get (a board's units for a pair of tables sum to top)."""
        return [self.top - units for units in self.mp]

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "mp": list(self.mp), "top": self.top, "percent": self.percent,
                "mp_ew": self.mp_ew, "percent_ew": [round(100 - p, 2) for p in self.percent]}


def parse_score(value: object) -> int:
    """One NS score: an integer multiple of 10, at most 10 000 either way."""
    try:
        number = value if isinstance(value, int) and not isinstance(value, bool) else int(str(value).strip())
    except (TypeError, ValueError):
        raise EngineError("bad_score", value=str(value)) from None
    if number % SCORE_STEP or abs(number) > MAX_SCORE:
        raise EngineError("bad_score", value=str(value))
    return number


def matchpoints(scores: list[object]) -> MatchpointResult:
    """Matchpoints (2 per score beaten, 1 per tie) of each score, in the order given."""
    numbers = [parse_score(s) for s in scores]
    if len(numbers) < MIN_SCORES:
        raise EngineError("mp_too_few", count=len(numbers))
    units = [
        sum(WIN_UNITS if mine > other else TIE_UNITS if mine == other else 0 for other in numbers) - TIE_UNITS
        for mine in numbers
    ]
    return MatchpointResult(numbers, units, WIN_UNITS * (len(numbers) - 1))
