"""Where a query's time goes, stage by stage: each stage's fixed cost and its cost a word (CPU time).

    PYTHONPATH=. .venv/bin/python bench/search_stages.py [--passes 3] [--sample 1500] [--detail]

Why: the latency bench (``bench/search_latency.py``) fits ours as "a fixed cost + a cost a word", and the p99 lives
on the long texts, so a cut pays at the p99 only by what it takes off the cost a word. This wraps the main stages of
what ``/search`` runs (the situation reader, the lexicon, the phrasing bank's votes, the analysis, the scores, the
concepts' bonus, the snippets; with ``--detail`` also the final scores' pieces: the slots' facts and rows, the
phrase and name bonuses, the votes' shares, the specific-first pass) in CPU-time counters, times a sample of the
bench's queries spread over their lengths (each query's median over ``--passes``, steady state: the word memos warm,
as the bench's p99 sees them), and fits each stage's time by the query's words (least squares, texts of at most 60
words). The counters nest (the reader holds the lexicon, the search holds the scores) and add ~1 µs a call: read
them as shares, not to the µs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import lawbase.search as search_module  # noqa: E402
from bench.search_latency import all_queries  # noqa: E402
from bot.intake import situation  # noqa: E402
from lawbase.search import examples, rank, scoring  # noqa: E402
from lawbase.search.cache import get_index  # noqa: E402
from lawbase.search.concepts import lexicon  # noqa: E402

_spent: Counter[str] = Counter()


def _counted(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any, **kwargs: Any) -> Any:
        start = time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            _spent[name] += time.thread_time() - start

    return run


def instrument(detail: bool = False) -> list[str]:
    """Wrap the stages where ``situation.search`` and ``search_index`` look them up; returns their names in order.
    ``detail``: the final scores' pieces too (where ``rank`` and ``scoring`` look them up)."""
    stages = [
        (situation, "_facts", "reader"), (situation, "_mended", "reader: spelling"),
        (lexicon(), "match_all", "reader: lexicon"), (situation, "search_index", "search"),
        (search_module, "analyse", "search: analysis"), (examples.Bank, "votes", "search: votes"),
        (search_module, "final_scores", "search: final scores"), (rank, "score_documents", "search: scores"),
        (search_module, "boost", "search: concepts' bonus"), (search_module, "to_hit", "search: snippets"),
    ]
    if detail:
        stages += [
            (scoring.Tables, "slot_entry", "scores: slot facts"), (scoring, "_slot_sums", "scores: slot rows"),
            (scoring, "_phrase_bonus", "scores: phrase bonus"), (scoring, "_name_bonus", "scores: name bonus"),
            (search_module, "vote_shares", "final: votes' shares"), (rank, "_prefer_specific", "final: specific first"),
        ]
    for owner, attribute, name in stages:
        setattr(owner, attribute, _counted(name, getattr(owner, attribute)))
    return ["total"] + [name for _, _, name in stages]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--sample", type=int, default=1500, help="queries timed, spread over the lengths")
    parser.add_argument("--detail", action="store_true", help="the final scores' pieces too")
    args = parser.parse_args(argv)
    index = get_index()
    queries = sorted((q for q in all_queries() if len(q) < 3000), key=lambda q: len(q.split()))
    sample = queries[::max(1, len(queries) // args.sample)]
    for query in sample:  # the word memos warm
        situation.search(query, 10, index)
    names = instrument(args.detail)
    rows: list[tuple[int, dict[str, float]]] = []
    for query in sample:
        passes = []
        for _ in range(args.passes):
            _spent.clear()
            start = time.thread_time()
            situation.search(query, 10, index)
            _spent["total"] = time.thread_time() - start
            passes.append(dict(_spent))
        rows.append((len(query.split()), {name: statistics.median(p.get(name, 0.0) for p in passes) for name in names}))
    words = np.array([n for n, _ in rows], dtype=float)
    fitted = words <= 60
    longest = words >= np.quantile(words, 0.98)
    print(f"{len(rows)} queries, {args.passes} passes each; by length (texts of ≤ 60 words) and the longest 2 %")
    for name in names:
        spent = np.array([r[name] for _, r in rows]) * 1e6
        slope, fixed = np.polyfit(words[fitted], spent[fitted], 1)
        print(f"  {name:24s} {fixed:7.1f} µs fixed + {slope:5.2f} µs a word;  "
              f"longest 2 %: {spent[longest].mean():7.1f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
