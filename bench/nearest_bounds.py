"""Whether exact MaxScore-style pruning can speed up the phrasings' nearest neighbours (``examples.Bank._nearest``).

    PYTHONPATH=. .venv/bin/python bench/nearest_bounds.py [--every 1]

Why: ``_nearest`` moves every posting of every query term through one weighted bincount (~15,000 entries a call on
average, ~28,000 on the longest stories), and the twenty-fourth round's brief proposed pruning: a term contributes
at most its query weight × the largest weight in its postings, so the terms whose bounds add up to less than
``MIN_SIMILARITY`` ("low" terms) cannot bring a phrasing in alone; candidates come from the other terms' postings,
and the low terms add only to those. This measures, over the feature lists the bench's queries give ``_nearest``:
the share of the postings the other ("essential") terms hold, and how many phrasings a partial sum over them leaves
as candidates, for caps on the low terms' summed bound (0.2 = the exact MaxScore split; a smaller cap keeps more
terms essential and fewer candidates), on all calls and on the 3 % with the most features; then it times the current
``_nearest`` against the exact MaxScore variant (low terms' postings kept only where an essential term put a
candidate, by a mask; the same term order, so the same floats: the calls where it differs are counted).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.search_latency import all_queries  # noqa: E402
from bot.intake.situation import search  # noqa: E402
from lawbase.search import examples  # noqa: E402
from lawbase.search.cache import get_index  # noqa: E402

MARGIN = 1e-9  # the bound's slack against rounding


def captured(every: int) -> list[list[str]]:
    """The feature lists the bench's queries give ``_nearest`` (every ``every``-th query)."""
    calls: list[list[str]] = []
    original = examples.Bank._nearest

    def spy(self: examples.Bank, words: list[str], k: int) -> Any:
        calls.append(list(words))
        return original(self, words, k)

    examples.Bank._nearest = spy  # type: ignore[method-assign]
    index = get_index()
    for query in all_queries()[::every]:
        search(query, 10, index)
    examples.Bank._nearest = original  # type: ignore[method-assign]
    return calls


def query_vector(bank: examples.Bank, words: list[str]) -> list[tuple[Any, float]]:
    """The query's postings, each with the factor the query puts on it (one over its norm: the bank's posting
    weights already carry the term's idf), in term order."""
    found, norm = bank._query_postings(words)
    return [(posting, 1.0 / norm) for posting in found]


def split(bank: examples.Bank, words: list[str], cap: float) -> tuple[list[tuple[Any, float, bool]], float]:
    """The query's (posting, weight, essential) in term order, and the low terms' summed bound."""
    found = query_vector(bank, words)
    bounds = [weight * float(posting[1].max()) for posting, weight in found]
    low, lows = 0.0, set()
    for place in sorted(range(len(found)), key=bounds.__getitem__):  # the smallest bounds, while they stay below
        if low + bounds[place] >= min(cap, examples.MIN_SIMILARITY) - MARGIN:
            break
        low += bounds[place]
        lows.add(place)  # by place, not by value: equal bounds (a word and its rendering) are not all low
    return [(posting, weight, place not in lows) for place, (posting, weight) in enumerate(found)], low

def masked(bank: examples.Bank, words: list[str]) -> list[tuple[int, float]]:
    """The exact MaxScore variant: the low terms' postings kept where an essential term has the phrasing."""
    terms, _ = split(bank, words, examples.MIN_SIMILARITY)
    if not terms:
        return []
    mark = np.zeros(len(bank.phrasings), dtype=bool)
    for (ids, _), _, essential in terms:
        if essential:
            mark[ids] = True
    id_parts, weight_parts = [], []
    for (ids, weights), _, essential in terms:
        keep = slice(None) if essential else mark[ids]
        id_parts.append(ids[keep])
        weight_parts.append(weights[keep])
    all_ids, all_weights = np.concatenate(id_parts), np.concatenate(weight_parts)
    all_weights *= np.repeat([weight for _, weight, _ in terms], [len(ids) for ids in id_parts])
    return _best(np.bincount(all_ids, all_weights, minlength=len(bank.phrasings)))


def _best(sims: Any, k: int = examples.NEIGHBOURS) -> list[tuple[int, float]]:
    near = np.flatnonzero(sims >= examples.MIN_SIMILARITY)
    best = near[np.argsort(-sims[near], kind="stable")[:k]]
    return list(zip(best.tolist(), sims[best].tolist(), strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="measure every n-th bench query")
    args = parser.parse_args()
    bank = examples.bank()
    calls = captured(args.every)
    heavy = sorted(calls, key=len, reverse=True)[: max(1, len(calls) // 33)]
    print(f"bank {len(bank.phrasings)} phrasings; {len(calls)} calls")
    for name, group in (("all", calls), ("most features 3 %", heavy)):
        moved = [sum(len(p[0]) for p, _ in query_vector(bank, words)) for words in group]
        print(f"{name}: postings a call mean {statistics.mean(moved):.0f}, max {max(moved)}")
        for cap in (0.03, 0.1, 0.2):
            shares, candidates = [], []
            for words in group:
                terms, low = split(bank, words, cap)
                essential = [(p, w) for p, w, kept in terms if kept]
                total = sum(len(p[0]) for p, _, _ in terms) or 1
                shares.append(sum(len(p[0]) for p, _ in essential) / total)
                if essential:
                    partial = np.bincount(np.concatenate([p[0] for p, _ in essential]),
                                          np.concatenate([p[1] * w for p, w in essential]),
                                          minlength=len(bank.phrasings))
                    candidates.append(int((partial >= examples.MIN_SIMILARITY - low - MARGIN).sum()))
            print(f"  low terms' bound < {cap}: essential postings {statistics.mean(shares):.0%}, "
                  f"candidates mean {statistics.mean(candidates or [0]):.0f}, max {max(candidates or [0])}")
    mismatched = sum(
        [(phrasing, similarity) for phrasing, similarity in bank._nearest(words, examples.NEIGHBOURS)]
        != [(bank.phrasings[i], similarity) for i, similarity in masked(bank, words)] for words in calls)
    print(f"calls where the variant differs from _nearest: {mismatched}")
    for group_name, group in (("all", calls), ("most features 3 %", heavy)):
        started = time.thread_time()
        for words in group:
            bank._nearest(words, examples.NEIGHBOURS)
        middle = time.thread_time()
        for words in group:
            masked(bank, words)
        current, variant = ((t / len(group) * 1e6) for t in (middle - started, time.thread_time() - middle))
        print(f"{group_name:18} current {current:6.1f} us a call, MaxScore mask {variant:6.1f} us")

if __name__ == "__main__":
    main()
