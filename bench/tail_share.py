"""Who the latency tail is, and what reading Latin-typed Russian once could save at most.

    PYTHONPATH=. .venv/bin/python bench/tail_share.py [--passes 3] [--top 0.01]

Why: the situation reader reads Russian typed in Latin letters twice (the text, then its Cyrillic rendering through
the whole reader: ``situation._with_cyrillic_reading``), and an earlier profile had put a quarter of the slowest 1 %
among such texts. Before an answer-changing "one pass" design is tried (it needs the LOO rule), this says whether it
can move the p99 at all: each query's CPU time (``situation.search``, the median of ``--passes``), the share of each
kind of text (Latin-typed Russian, Cyrillic, other Latin) in the slowest ``--top``, and the p99 if the second pass
cost nothing: each Latin-typed text's median less the median cost of reading its rendering (``situation.read`` of
``text_to_cyrillic``). That is an upper bound of what any one-pass design saves; the per-query medians make it
robust to the shared machine's noise, which moves a whole run's p99 by ±10 %.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.search_latency import all_queries  # noqa: E402
from bot.intake import situation  # noqa: E402
from bot.intake.latin_text import russian_in_latin  # noqa: E402
from lawbase.search.cache import get_index  # noqa: E402
from lawbase.search.translit import text_to_cyrillic  # noqa: E402


def median_cost(run: Callable[[], object], passes: int) -> float:
    """The median CPU seconds of ``passes`` runs (``time.thread_time``: what one core spends)."""
    samples = []
    for _ in range(passes):
        start = time.thread_time()
        run()
        samples.append(time.thread_time() - start)
    return statistics.median(samples)


def kind(text: str) -> str:
    """Latin-typed Russian (read twice), Cyrillic, or other (English and the rest)."""
    if russian_in_latin(text):
        return "latin_ru"
    return "cyrillic" if any("\u0400" <= ch <= "\u04ff" for ch in text) else "other"


def p(values: list[float], q: float) -> float:
    """The q-quantile in milliseconds, as ``bench/search_latency.py`` picks it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1e3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--top", type=float, default=0.01, help="the slowest share looked at")
    args = parser.parse_args(argv)
    index = get_index()
    queries = all_queries()
    for query in queries:  # warm: the steady state the bench's limits are on
        situation.search(query, 10, index)
    costs = [median_cost(lambda q=query: situation.search(q, 10, index), args.passes) for query in queries]
    kinds = [kind(query) for query in queries]
    slowest = sorted(range(len(queries)), key=lambda i: -costs[i])[:max(1, int(len(queries) * args.top))]
    second = {i: median_cost(lambda q=queries[i]: situation.read(text_to_cyrillic(q)), args.passes)
              for i, what in enumerate(kinds) if what == "latin_ru"}
    without = [cost - second.get(i, 0.0) for i, cost in enumerate(costs)]
    print(f"{len(queries)} queries, per-query medians of {args.passes} passes; {Counter(kinds)}")
    print(f"slowest {args.top:.0%} ({len(slowest)}): {Counter(kinds[i] for i in slowest)}; "
          f"boundary {costs[slowest[-1]] * 1e3:.3f} ms")
    latin = [costs[i] for i in second]
    if latin:
        print(f"latin_ru: median {p(latin, 0.5):.3f} ms, p90 {p(latin, 0.9):.3f} ms; its second pass "
              f"median {p(list(second.values()), 0.5):.3f} ms")
    print(f"p50 / p99 now {p(costs, 0.5):.3f} / {p(costs, 0.99):.3f} ms; with the second pass free "
          f"{p(without, 0.5):.3f} / {p(without, 0.99):.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
