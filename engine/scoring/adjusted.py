"""Law 12C1: artificial adjusted scores, when no result can be obtained (bridge-domain.md §3d).

Each side is scored by its own share of the fault; the two scores need not balance. The corpus's 1987 Law 12C1
gives 40 % of the available matchpoints ("average minus") to a side directly at fault, 50 % to a side partly at
fault and *at least* 60 % ("average plus") to a side in no way at fault. This settles the doubt bridge-domain.md
raised from the 1997 text ("at most 40 %"): in 1987 average minus is exactly 40 %. Teams: 12C1 refers to Law 86,
which is not in the corpus; ±3 IMPs is the secondary-source value (M for 1987).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from engine.errors import EngineError

if TYPE_CHECKING:  # annotations only: contract_score imports the scoring package, which imports this module
    from engine.scoring.contract_score import ScoreResult

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


# ---- Law 12C2: assigned adjusted scores -------------------------------------------------------------------------
# The corpus's 1987 wording: "для ненарушившей стороны этот результат есть наиболее выгодный результат из тех,
# которые были бы возможны без нарушения, для нарушившей стороны - наименее выгодный из всех возможных
# результатов. Результаты, назначенные двум сторонам, не обязаны быть сбалансированными и могут быть назначены как в
# MP, так и путем изменения непосредственно заработанных в сдаче очков (Total Points)". No weighting (a 1997 option).

SIDES: tuple[str, ...] = ("NS", "EW")


@dataclass(frozen=True)
class AssignedScore:
    """Each side's assigned result (12C2), its total points, and — given the board's other results — its
    matchpoints (pairs: ``others`` are the other tables' NS scores) or IMPs (teams: ``other_table`` is the NS score
    at the other table, where the teams sit the other way round)."""

    offending_side: str
    non_offending: ScoreResult  # the most favourable result possible without the infraction
    offending: ScoreResult  # the least favourable of all possible results
    form: str
    others: tuple[int, ...] = ()
    other_table: int | None = None

    def side_result(self, side: str) -> ScoreResult:
        return self.offending if side == self.offending_side else self.non_offending

    def points(self, side: str) -> int:
        """The side's own total points (its sign from its own view)."""
        ns = self.side_result(side).score_ns
        return ns if side == "NS" else -ns

    def matchpoints(self, side: str) -> tuple[int, int] | None:
        """(units, top) of the side's assigned score against the other tables' scores: 2 per score beaten, 1 per
        tie (78A)."""
        if self.form != "pairs" or not self.others:
            return None
        mine = self.side_result(side).score_ns

        def better(other: int) -> bool:
            return mine > other if side == "NS" else mine < other

        units = sum(2 if better(o) else 1 if o == mine else 0 for o in self.others)
        return units, 2 * len(self.others)

    def imps(self, side: str) -> int | None:
        """The side's IMPs (78B) against the other table's NS score."""
        from engine.scoring.imps import imps

        if self.form != "teams" or self.other_table is None:
            return None
        diff = self.side_result(side).score_ns - self.other_table
        return imps(diff if side == "NS" else -diff)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"law": "12C2", "form": self.form, "offending_side": self.offending_side,
                                "balanced": self.non_offending.score_ns == self.offending.score_ns}
        for side in SIDES:
            entry: dict[str, Any] = {"result": self.side_result(side).to_dict(), "points": self.points(side),
                                     "offending": side == self.offending_side}
            mp = self.matchpoints(side)
            if mp is not None:
                entry.update(mp=mp[0], top=mp[1], percent=round(100 * mp[0] / mp[1], 2))
            imp = self.imps(side)
            if imp is not None:
                entry["imps"] = imp
            data[side.lower()] = entry
        if self.others:
            data["others"] = list(self.others)
        if self.other_table is not None:
            data["other_table"] = self.other_table
        return data


def _side_view(result: ScoreResult, side: str) -> int:
    return result.score_ns if side == "NS" else -result.score_ns


def assigned_adjusted(offending_side: object, possible_without: list[ScoreResult],
                      also_possible: list[ScoreResult] | None = None,
                      *, form: object = "pairs", others: list[object] | None = None,
                      other_table: object = None) -> AssignedScore:
    """12C2 from scored candidates (``ScoreResult``): the non-offending side gets the most favourable of the results
    possible without the infraction; the offending side the least favourable of all possible results (both lists).
    """
    from engine.scoring.imps import parse_diff
    from engine.scoring.matchpoints import parse_score

    side = str(offending_side).strip().upper() if offending_side is not None else ""
    if side not in SIDES:
        raise EngineError("bad_offending_side", value=str(offending_side), allowed=", ".join(SIDES))
    kind = _check(form, FORMS, "bad_scoring_form")
    if not possible_without:
        raise EngineError("assigned_needs_results")
    nos = "EW" if side == "NS" else "NS"
    best = max(possible_without, key=lambda r: _side_view(r, nos))
    worst = min([*possible_without, *(also_possible or [])], key=lambda r: _side_view(r, side))
    scores = tuple(parse_score(s) for s in others or ())
    table = None if other_table is None else parse_diff(other_table)
    return AssignedScore(side, best, worst, kind, scores, table)
