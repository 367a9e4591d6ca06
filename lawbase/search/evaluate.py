"""Measuring search quality: the dev set format, what counts as a right answer, hit@k and MRR.

Kept in the package (not in a test) so the quality test and ``bench/search_quality.py`` judge with one rule.
The set itself lives in ``lawbase/data/phrasings/dev_queries.tsv``: ``query<TAB>group<TAB>accepted…``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from lawbase.search.normalize import fold


@dataclass(frozen=True)
class Case:
    """One dev query with the answers a director would accept."""

    query: str
    group: str
    accepted: tuple[str, ...]


def parse_cases(text: str) -> list[Case]:
    """Cases from the TSV text; ``#`` lines and blank lines are skipped, malformed lines raise ValueError."""
    cases = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or not parts[0].strip() or not parts[2].split():
            raise ValueError(f"line {number}: expected query, group, accepted answers")
        cases.append(Case(parts[0].strip(), parts[1].strip(), tuple(parts[2].split())))
    return cases


def accepts(accepted: str, ref: str, law: str) -> bool:
    """Whether a hit (ref, law) is the accepted answer: a law number, a ref or a ref below it, a DEF: prefix."""
    if accepted.startswith("DEF:"):
        return law == "DEF" and ref.startswith("DEF:") and fold(ref[4:]).startswith(fold(accepted[4:]))
    if accepted.isdigit():
        return law == accepted
    return ref == accepted or ref.startswith(accepted)


def law_level(accepted: str) -> str:
    """The law an accepted answer belongs to (a section ref → its law number), for law-level comparison."""
    if accepted.startswith("DEF:"):
        return accepted
    digits = ""
    for ch in accepted:
        if not ch.isdigit():
            break
        digits += ch
    return digits or accepted


def rank_of(case: Case, hits: list[tuple[str, str]], by_law: bool = False) -> int | None:
    """1-based rank of the first accepted hit among (ref, law) pairs, or None."""
    accepted = {law_level(a) for a in case.accepted} if by_law else set(case.accepted)
    for position, (ref, law) in enumerate(hits, 1):
        if any(accepts(a, ref, law) for a in accepted):
            return position
    return None


@dataclass
class Scores:
    """hit@1, hit@3 and MRR@10 over a group of cases."""

    count: int = 0
    hit1: float = 0.0
    hit3: float = 0.0
    mrr: float = 0.0

    def add(self, rank: int | None) -> None:
        self.count += 1
        if rank is not None:
            self.hit1 += rank == 1
            self.hit3 += rank <= 3
            self.mrr += 1.0 / rank if rank <= 10 else 0.0

    def rates(self) -> dict[str, float]:
        n = max(1, self.count)
        return {"n": self.count, "hit@1": self.hit1 / n, "hit@3": self.hit3 / n, "mrr": self.mrr / n}


def evaluate(
    cases: Iterable[Case], run: Callable[[str], list[tuple[str, str]]], by_law: bool = False
) -> tuple[dict[str, dict[str, float]], list[tuple[Case, int | None]]]:
    """Per-group rates (plus ``all``) of a system, and each case's rank (for listing failures)."""
    groups: dict[str, Scores] = defaultdict(Scores)
    ranks = []
    for case in cases:
        rank = rank_of(case, run(case.query), by_law)
        groups[case.group].add(rank)
        groups["all"].add(rank)
        ranks.append((case, rank))
    return {name: scores.rates() for name, scores in groups.items()}, ranks
