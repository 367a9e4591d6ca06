"""Law 12C1: artificial adjusted scores, when no result can be obtained (bridge-domain.md §3d).

Each side is scored by its own share of the fault; the two scores need not balance. The corpus's 1987 Law 12C1
gives 40 % of the available matchpoints ("average minus") to a side directly at fault, 50 % to a side partly at
fault and *at least* 60 % ("average plus") to a side in no way at fault. This settles the doubt bridge-domain.md
raised from the 1997 text ("at most 40 %"): in 1987 average minus is exactly 40 %. Teams: 12C1 refers to Law 86,
which is not in the corpus; ±3 IMPs is the secondary-source value (M for 1987).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.errors import EngineError

Fault = Literal["direct", "partial", "none"]
FAULTS: tuple[str, ...] = ("direct", "partial", "none")
FORMS: tuple[str, ...] = ("pairs", "teams")

AVERAGE_MINUS_PCT = 40  # 1987 12C1 (corpus): exactly 40 % — 1997 said "at most 40 %"
AVERAGE_PCT = 50
AVERAGE_PLUS_PCT = 60  # "at least 60 %": the minimum; Law 88 (pairs) may give more, not in the corpus
TEAMS_AVERAGE_MINUS_IMPS = -3  # (M for 1987)
TEAMS_AVERAGE_IMPS = 0
TEAMS_AVERAGE_PLUS_IMPS = 3  # (M for 1987)

_PAIRS = {"direct": AVERAGE_MINUS_PCT, "partial": AVERAGE_PCT, "none": AVERAGE_PLUS_PCT}
_TEAMS = {"direct": TEAMS_AVERAGE_MINUS_IMPS, "partial": TEAMS_AVERAGE_IMPS, "none": TEAMS_AVERAGE_PLUS_IMPS}
_NAMES = {"direct": "average_minus", "partial": "average", "none": "average_plus"}


@dataclass(frozen=True)
class ArtificialScore:
    """Artificial adjusted score of both sides: percentages (pairs) or IMPs (teams)."""

    form: str
    ns_fault: str
    ew_fault: str
    ns: int
    ew: int

    def to_dict(self) -> dict[str, Any]:
        unit = "percent" if self.form == "pairs" else "imps"
        return {
            "form": self.form, "unit": unit, "law": "12C1",
            "ns": {"fault": self.ns_fault, "award": _NAMES[self.ns_fault], unit: self.ns},
            "ew": {"fault": self.ew_fault, "award": _NAMES[self.ew_fault], unit: self.ew},
        }


def _check(value: object, allowed: tuple[str, ...], code: str) -> str:
    text = str(value).strip().lower() if value is not None else ""
    if text not in allowed:
        raise EngineError(code, value=str(value), allowed=", ".join(allowed))
    return text


def artificial_adjusted(ns_fault: object, ew_fault: object, *, form: object = "pairs") -> ArtificialScore:
    """Average minus / average / average plus for each side by its fault: ``direct``, ``partial`` or ``none``."""
    kind = _check(form, FORMS, "bad_scoring_form")
    ns = _check(ns_fault, FAULTS, "bad_fault")
    ew = _check(ew_fault, FAULTS, "bad_fault")
    values = _PAIRS if kind == "pairs" else _TEAMS
    return ArtificialScore(kind, ns, ew, values[ns], values[ew])
