"""Rulings per second of the auction engine on one core: parse the case, rule, serialize (``to_dict``).

Run: ``.venv/bin/python bench/engine_bench.py [--seconds 3]``. The mix covers every auction ruler (insufficient bid,
calls out of rotation with and without later calls, inadmissible calls, change of call, exposed cards, simultaneous
calls, misinformation); the law base is loaded once before timing (its ``in_corpus`` answers are cached).
Target (issue 4): more than 10,000 rulings per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import rule  # noqa: E402

MIX = [
    {"board": 5, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S", "call": "1D"}},
    {"board": 5, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S", "call": "1D"},
     "choices": {"accepted": False, "correction": "2D"}},
    {"dealer": "N", "auction": ["1H"], "irregularity": {"type": "call", "by": "S", "call": "1S"},
     "choices": {"accepted": False}, "after": ["2C", "2H"]},
    {"dealer": "N", "auction": ["1H"], "irregularity": {"type": "call", "by": "W", "call": "P"}},
    {"dealer": "N", "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "W", "call": "X"}},
    {"dealer": "N", "auction": ["1H", "P", "4H", "P", "P", "P"], "irregularity": {"type": "call", "by": "W",
                                                                                  "call": "4S"}},
    {"dealer": "N", "auction": ["7H"], "irregularity": {"type": "call", "by": "E", "call": "8S"}},
    {"dealer": "N", "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S", "call": "X"}},
    {"dealer": "N", "auction": ["1H"], "irregularity": {"type": "change_of_call", "by": "E", "call": "1S",
                                                        "new_call": "2S"}},
    {"dealer": "N", "auction": ["1H"], "irregularity": {"type": "card_exposed_during_auction", "by": "E",
                                                        "cards": ["SK", "H2"]}},
    {"dealer": "N", "auction": ["1H"], "irregularity": {"type": "simultaneous_calls", "by": "W", "call": "1S",
                                                        "with": {"E": "P"}}},
    {"dealer": "N", "auction": ["1H", "2C", "2H"], "irregularity": {"type": "change_after_misinformation",
                                                                    "by": "E", "new_call": "P"}},
    {"dealer": "N", "auction": ["1H", "P", "1S", "P", "2S"], "irregularity": {"type": "call", "by": "W",
                                                                              "call": "P"}},
]


def bench(seconds: float) -> tuple[int, float, float]:
    """Rule on the mix round and round for ``seconds``; return (rulings, wall seconds, CPU seconds).

    CPU time of this process is the fair "one core" figure on a shared machine; wall time is printed too.
    """
    for data in MIX:  # warm up: load the law base, fill caches
        rule(data).to_dict()
    count, start, cpu_start = 0, time.perf_counter(), time.process_time()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for data in MIX:
            rule(data).to_dict()
        count += len(MIX)
    return count, time.perf_counter() - start, time.process_time() - cpu_start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    count, wall, cpu = bench(args.seconds)
    rate = count / cpu
    print(f"auction rulings: {count} in {cpu:.2f} s CPU ({wall:.2f} s wall) = {rate:,.0f} rulings/s per core "
          f"[{count / wall:,.0f}/s wall] ({len(MIX)} case kinds; target > 10,000/s: "
          f"{'met' if rate > 10_000 else 'NOT met'})")


if __name__ == "__main__":
    main()
