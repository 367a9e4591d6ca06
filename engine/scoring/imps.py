"""Law 78B: converting a score difference into International Match Points (the table in force since 1962).

``IMP_THRESHOLDS[k]`` is the smallest difference worth ``k + 1`` IMPs. Raw differences are multiples of 10; a
difference that falls in a gap of the printed table (e.g. 15, from an averaged datum) gets the lower IMP value,
because the table gives the higher value only from its printed lower bound up.
"""

from __future__ import annotations

from bisect import bisect_right

from engine.errors import EngineError

IMP_THRESHOLDS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)
MAX_IMPS = len(IMP_THRESHOLDS)  # 24
MAX_DIFF = 100_000  # far beyond any real difference; refuses nonsense input instead of silently scoring it


def parse_diff(value: object) -> int:
    """A score difference as an integer (``-420``, ``+620``, ``170``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    else:
        try:
            number = int(str(value).strip().replace("−", "-"))
        except (TypeError, ValueError):
            raise EngineError("bad_diff", value=str(value)) from None
    if abs(number) > MAX_DIFF:
        raise EngineError("bad_diff", value=str(value))
    return number


def imps(diff: object) -> int:
    """IMPs for a score difference; the sign follows the difference (78B)."""
    number = parse_diff(diff)
    value = bisect_right(IMP_THRESHOLDS, abs(number))
    return value if number >= 0 else -value
