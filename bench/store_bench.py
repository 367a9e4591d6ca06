"""Store benchmark: inserts per second and ``/log list`` latency (p50/p99), for SQLite and optionally PostgreSQL.

Run:  .venv/bin/python bench/store_bench.py [--entries 5000] [--guilds 20] [--pg-dsn DSN]

It prints its numbers; it asserts nothing (benchmarks are not unit tests). SQLite runs with the bot's settings
(WAL, synchronous=FULL: every commit is fsynced), in a temp directory on the same disk as /tmp.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bot.store import NewEntry, RulingStore
from bot.store.sqlite_store import SqliteRulingStore


def entry(i: int, guilds: int) -> NewEntry:
    return NewEntry(guild_id=1 + i % guilds, channel_id=1, director_id=1 + i % 7, director_name=f"TD {i % 7}",
                    irregularity=("revoke", "lead_out_of_turn", "insufficient_bid")[i % 3], board=1 + i % 36,
                    laws=["64A1", "64B"], notes=f"bench entry {i}", case={"type": "revoke", "i": i},
                    ruling={"type": "revoke", "laws": ["64A1"]})


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(name: str, store: RulingStore, entries: int, guilds: int) -> None:
    start = time.perf_counter()
    for i in range(entries):
        store.add_entry(entry(i, guilds))
    elapsed = time.perf_counter() - start
    latencies = []
    for i in range(500):
        t0 = time.perf_counter()
        store.list_entries(1 + i % guilds, board=(1 + i % 36) if i % 2 else None, limit=10, offset=(i % 3) * 10)
        latencies.append((time.perf_counter() - t0) * 1000)
    print(f"{name}: {entries} inserts in {elapsed:.2f} s = {entries / elapsed:,.0f} inserts/s (one commit each)")
    print(f"{name}: /log list p50 {statistics.median(latencies):.2f} ms, p99 {percentile(latencies, 0.99):.2f} ms "
          f"({entries // guilds} entries per server)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=5000)
    parser.add_argument("--guilds", type=int, default=20)
    parser.add_argument("--pg-dsn", default=None, help="also run against this (empty, disposable) PostgreSQL database")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteRulingStore(Path(folder) / "bench.db")
        run("sqlite", store, args.entries, args.guilds)
        store.close()
    if args.pg_dsn:
        from bot.store.pg_store import PgRulingStore

        pg = PgRulingStore(args.pg_dsn)
        run("postgres", pg, args.entries, args.guilds)
        pg.close()


if __name__ == "__main__":
    main()
