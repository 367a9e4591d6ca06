"""Bot benchmark: interactions per second through the real CommandTree (offline harness, recording HTTP adapter),
p50/p99 latency per command, and the console's cold start to its first answer.

Run: ``.venv/bin/python bench/bot_bench.py [--n 300] [--cold 5]``. Targets (issue 6): p99 < 50 ms for commands
needing no I/O; console first answer < 1.5 s (judged on the median of the cold starts; the max is printed too, as
one slow start on a busy machine says more about the machine). Prints a table; exits 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bot")]

from harness import DIRECTOR_ROLE, FakeStore, dispatch, make_bot, opt, slash  # noqa: E402

CASES: dict[str, Any] = {
    "board": lambda: slash("board", opt("number", 7, 4)),
    "score": lambda: slash("score", opt("contract", "4S"), opt("vul", "none"), opt("declarer", "S"),
                           opt("result", "=")),
    "imp": lambda: slash("imp", opt("diff", 420, 4)),
    "mp": lambda: slash("mp", opt("scores", "420 420 -50 170 600 -100")),
    "adjusted": lambda: slash("adjusted", opt("ns", "direct"), opt("ew", "none")),
    "help": lambda: slash("help", locale="ru"),
    "law 27": lambda: slash("law", opt("ref", "27"), locale="ru"),
    "law 45 (paged)": lambda: slash("law", opt("ref", "45")),
    "law autocomplete": lambda: slash("law", opt("ref", "недост", focused=True), autocomplete=True, locale="ru"),
    "search": lambda: slash("search", opt("query", "ход не в очередь")),
    "bad input (ephemeral)": lambda: slash("board", opt("number", 0, 4), role_ids=[DIRECTOR_ROLE]),
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def through_tree(n: int) -> tuple[dict[str, tuple[float, float]], float]:
    """Per command (p50, p99) in ms, and overall interactions per second."""
    bot = await make_bot(FakeStore())
    results: dict[str, tuple[float, float]] = {}
    total_time, total_count = 0.0, 0
    try:
        for name, build in CASES.items():
            await dispatch(bot, build())  # warm caches (corpus, search index) outside the timing
            times = []
            for _ in range(n):
                body = build()
                start = time.perf_counter()
                out = await dispatch(bot, body)
                times.append((time.perf_counter() - start) * 1000)
                if not out.responses:
                    raise SystemExit(f"{name}: no response recorded")
            results[name] = (statistics.median(times), percentile(times, 0.99))
            total_time += sum(times) / 1000
            total_count += n
    finally:
        await bot.close()
    return results, total_count / total_time


async def concurrent_rate(total: int, batch: int = 50) -> float:
    """Interactions per second with ``batch`` in flight at once (mixed commands, as a busy club would send)."""
    bot = await make_bot(FakeStore())
    builders = list(CASES.values())
    try:
        for build in builders:
            await dispatch(bot, build())
        start = time.perf_counter()
        for first in range(0, total, batch):
            await asyncio.gather(*(dispatch(bot, builders[i % len(builders)]()) for i in range(first, first + batch)))
        return total / (time.perf_counter() - start)
    finally:
        await bot.close()


def console_cold_start(runs: int) -> list[float]:
    """Seconds from launching ``sudya console`` to its first complete answer (process start included)."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env["SUDYA_DB"] = str(Path(tmp) / "bench.db")
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())",
                                     "console"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                                    cwd=ROOT)
            assert proc.stdin and proc.stdout
            proc.stdin.write("/law 27\n")
            proc.stdin.flush()
            while proc.stdout.readline() not in ("\n", ""):
                pass
            times.append(time.perf_counter() - start)
            proc.stdin.close()
            proc.wait(timeout=30)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300, help="interactions per command (default 300)")
    parser.add_argument("--cold", type=int, default=5, help="console cold starts (default 5)")
    args = parser.parse_args()
    results, rate = asyncio.run(through_tree(args.n))
    print(f"{'command':<24}{'p50 ms':>9}{'p99 ms':>9}")
    for name, (p50, p99) in results.items():
        print(f"{name:<24}{p50:>9.2f}{p99:>9.2f}")
    print(f"throughput: {rate:.0f} interactions/s (one process, sequential, {args.n} per command)")
    concurrent = asyncio.run(concurrent_rate(args.n * 2))
    print(f"throughput: {concurrent:.0f} interactions/s (mixed commands, 50 in flight)")
    cold = console_cold_start(args.cold)
    print(f"console cold start to first answer: median {statistics.median(cold):.2f} s, max {max(cold):.2f} s")
    ok = all(p99 < 50 for name, (_, p99) in results.items()) and statistics.median(cold) < 1.5
    print("targets (p99 < 50 ms per command, console median < 1.5 s):", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
