"""Store benchmark at scale (issue 13): one server holding 1 k, 100 k or 1 M entries among many servers.

Run:  .venv/bin/python bench/store_bench.py [--sizes 1000,100000,1000000] [--pg-dsn DSN | --pg-temp]
          [--cache /tmp/sudya-store-bench] [--export-max 1000000] [--import 200000]

For each size and backend it reports ``/log list`` as the bot runs it (a bounded count plus one keyset page) for
each filter, first pages and pages deep in the log (p50/p99 over many pages), ``/log show`` (entry and history),
``/log stats``, and the streamed export (rows/s and the exporting process's peak RSS). ``--import N`` times
``sudya log import``'s path for an N-entry JSON file into a fresh database. Targets at 1 M: list p99 ≤ 20 ms,
stats ≤ 200 ms, export peak ≤ 150 MB. It prints its numbers and exits 1 when a target at 1 M is missed.

Building a 1 M log takes minutes on 2 cores, so databases are built once (bulk inserts, the store's own schema and
triggers) and reused: SQLite files in ``--cache``, PostgreSQL databases ``sudya_bench_<size>`` on the server.
``--pg-temp`` starts a throwaway cluster (as the tests do) and builds there each run.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.store.export import write_json  # noqa: E402
from bot.store.sql_store import SqlRulingStore  # noqa: E402

TARGET_GUILD = 1
OTHER_GUILDS = 199
TYPES = ("revoke", "lead_out_of_turn", "insufficient_bid", "call_out_of_turn", "exposed_card", "claim", "other")
START = datetime(2020, 1, 1, tzinfo=UTC)
STEP = timedelta(seconds=150)  # 1 M entries span about five years
BATCH = 20_000


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- building ----------------------------------------------------------------------------------------------------
def synthetic(i: int) -> dict[str, Any]:
    """Entry i of a server's log, deterministic: a realistic spread of boards, types and directors."""
    kind = TYPES[(i // 36) % len(TYPES)]  # every type on every board
    return {"director_id": 1000 + i % 12, "director_name": f"TD {i % 12}", "irregularity": kind,
            "board": 1 + i % 36, "laws": ["64A1", "64B"], "notes": f"bench entry {i}",
            "case": {"type": kind, "board": 1 + i % 36, "i": i}, "ruling": {"type": kind, "laws": ["64A1"]}}


def build(store: SqlRulingStore, size: int) -> None:
    """``size`` entries in the target server, a third as many spread over the other servers; one version each."""
    others = size // 3
    plan = [(TARGET_GUILD, size)] + [(2 + g, others // OTHER_GUILDS) for g in range(OTHER_GUILDS)]
    for guild, count in plan:
        done = 0
        while done < count:
            n = min(BATCH, count - done)
            with store._write():
                _bulk(store, guild, done, n)
            done += n
            if guild == TARGET_GUILD:
                print(f"  built {done:,}/{count:,}", end="\r", flush=True)
    print()


def _bulk(store: SqlRulingStore, guild: int, first_index: int, n: int) -> None:
    rows, versions = [], []
    for i in range(first_index, first_index + n):
        e = synthetic(i)
        at = (START + STEP * i).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        rows.append((guild, i + 1, 42, e["director_id"], e["director_name"], at, at, 1, False, e["irregularity"],
                     e["board"], json.dumps(e["case"]), json.dumps(e["ruling"]), json.dumps(e["laws"]), e["notes"]))
        content = {k: e.get(k) for k in ("board", "irregularity", "laws", "notes", "case", "ruling")}
        versions.append((guild, i + 1, at, e["director_id"], e["director_name"], json.dumps(content)))
    store._many("INSERT INTO entries (guild_id, number, channel_id, director_id, director_name, created_at, "
                "updated_at, version, deleted, irregularity, board, case_json, ruling_json, laws, notes) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    ids = {r["number"]: r["id"] for r in store._rows(
        "SELECT id, number FROM entries WHERE guild_id = ? AND number > ? AND number <= ?",
        (guild, first_index, first_index + n))}
    store._many("INSERT INTO entry_versions (entry_id, guild_id, number, version, action, at, editor_id, "
                "editor_name, deleted, content_json) VALUES (?, ?, ?, 1, 'create', ?, ?, ?, ?, ?)",
                [(ids[v[1]], v[0], v[1], v[2], v[3], v[4], False, v[5]) for v in versions])
    store._exec("INSERT INTO guild_counters (guild_id, last_number) VALUES (?, ?) ON CONFLICT (guild_id) "
                "DO UPDATE SET last_number = excluded.last_number", (guild, first_index + n))


def built(store: SqlRulingStore, size: int) -> bool:
    with store._read():
        row = store._one("SELECT last_number FROM guild_counters WHERE guild_id = ?", (TARGET_GUILD,))
    return bool(row) and row["last_number"] == size  # type: ignore[index]


# -- measuring ---------------------------------------------------------------------------------------------------
FILTERS: dict[str, Callable[[random.Random, int], dict[str, Any]]] = {
    "all": lambda r, n: {},
    "board": lambda r, n: {"board": r.randint(1, 36)},
    "type": lambda r, n: {"irregularity": r.choice(TYPES)},
    "director": lambda r, n: {"director_id": 1000 + r.randint(0, 11)},
    "dates (30 days)": lambda r, n: _window(r, n, 30),
    "board+type": lambda r, n: {"board": r.randint(1, 36), "irregularity": r.choice(TYPES)},
}


def _window(r: random.Random, n: int, days: int) -> dict[str, Any]:
    since = START + STEP * r.randint(0, max(0, n - 1))
    return {"since": since, "until": since + timedelta(days=days)}


def time_ms(fn: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


def list_pages(store: SqlRulingStore, size: int, filters: dict[str, Any], r: random.Random) -> list[float]:
    """First page, three next pages by keyset, and one page after a cursor deep in the log: as ◀ ▶ do."""
    samples = []

    def page(**cursor: Any) -> list[Any]:
        store.count_entries(TARGET_GUILD, cap=200, **filters)  # as /log list (LIST_COUNT_CAP)
        return store.list_entries(TARGET_GUILD, limit=10, **filters, **cursor)

    found: list[Any] = []
    samples.append(time_ms(lambda: found.extend(page())))
    for _ in range(3):
        if not found:
            break
        cursor = found[-1].number
        found.clear()
        samples.append(time_ms(lambda c=cursor: found.extend(page(after=c))))
    deep = r.randint(1, size)
    samples.append(time_ms(lambda: page(after=deep)))
    return samples


def measure(name: str, store: SqlRulingStore, size: int) -> dict[str, float]:
    r = random.Random(size)
    results: dict[str, float] = {}
    rounds = 60
    for label, make in FILTERS.items():
        samples: list[float] = []
        for _ in range(rounds):
            samples += list_pages(store, size, make(r, size), r)
        results[f"list {label} p99"] = percentile(samples, 0.99)
        print(f"{name} {size:>9,}  list {label:<16} p50 {statistics.median(samples):6.2f} ms   "
              f"p99 {percentile(samples, 0.99):6.2f} ms   ({len(samples)} pages)")
    numbers = [r.randint(1, size) for _ in range(300)]
    shows = [time_ms(lambda n=n: (store.get_entry(TARGET_GUILD, n), store.history(TARGET_GUILD, n))) for n in numbers]
    print(f"{name} {size:>9,}  show                  p50 {statistics.median(shows):6.2f} ms   "
          f"p99 {percentile(shows, 0.99):6.2f} ms")
    stats = [time_ms(lambda: store.stats(TARGET_GUILD)) for _ in range(20)]
    results["stats max"] = max(stats)
    print(f"{name} {size:>9,}  stats                 p50 {statistics.median(stats):6.2f} ms   max {max(stats):6.2f} ms")
    results["list p99"] = max(v for k, v in results.items() if k.startswith("list"))
    return results


def measure_export(name: str, target: str, backend: str) -> tuple[float, float, int]:
    """The CLI's streamed JSON export (with history) of the target server to /dev/null, in a child process:
    seconds, peak RSS in MB, rows."""
    opener = "sqlite_store import SqliteRulingStore" if backend == "sqlite" else "pg_store import PgRulingStore"
    code = (
        "import resource, sys, time\n"
        "from bot.store.export import write_json\n"
        f"from bot.store.{opener} as S\n"
        f"s = S({target!r})\n"
        "t0 = time.perf_counter()\n"
        "with open('/dev/null', 'wb') as out:\n"
        f"    n = write_json({TARGET_GUILD}, s.export_rows({TARGET_GUILD}, history=True), out)\n"
        "print(time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, n)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    seconds, peak, rows = done.stdout.split()
    print(f"{name} export (JSON with history, streamed): {int(rows):,} rows in {float(seconds):.1f} s "
          f"= {int(rows) / float(seconds):,.0f} rows/s, peak RSS {float(peak):.0f} MB")
    return float(seconds), float(peak), int(rows)


def import_file(path: Path, n: int) -> None:
    def rows() -> Iterator[dict[str, Any]]:
        for i in range(n):
            e = synthetic(i)
            at = (START + STEP * i).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
            yield {"number": i + 1, "created_at": at, "updated_at": at, "version": 1, "deleted": False,
                   "guild_id": 9, "channel_id": 42, **e, "table": None, "round": None, "seats": None,
                   "adjusted_score": None}

    with path.open("wb") as out:
        write_json(9, rows(), out)


def measure_import(name: str, open_store: Callable[[], SqlRulingStore], n: int, folder: Path) -> float:
    from bot.store.jsonstream import ExportReader

    path = folder / f"import-{n}.json"
    if not path.exists():
        import_file(path, n)
    store = open_store()
    t0 = time.perf_counter()
    with path.open(encoding="utf-8") as stream:
        result = store.import_entries(777_000 + int(time.time()) % 1000, ExportReader(stream).entries())
    seconds = time.perf_counter() - t0
    store.close()
    print(f"{name} import of {result['entries']:,} entries ({path.stat().st_size / 1e6:.0f} MB JSON): "
          f"{seconds:.1f} s = {result['entries'] / seconds:,.0f} entries/s")
    return seconds


# -- backends ----------------------------------------------------------------------------------------------------
def run_sqlite(sizes: list[int], cache: Path, export_max: int, imports: int) -> list[str]:
    from bot.store.sqlite_store import SqliteRulingStore

    missed = []
    for size in sizes:
        path = cache / f"log-{size}.db"
        store = SqliteRulingStore(path, synchronous="OFF", check_on_open=False)
        if not built(store, size):
            print(f"sqlite: building {size:,} entries in {path} (once)")
            build(store, size)
            store._exec("ANALYZE")
        store.close()
        store = SqliteRulingStore(path, check_on_open=False)
        missed += check(size, measure("sqlite", store, size))
        store.close()
        if size <= export_max:
            missed += check_export(size, measure_export("sqlite", str(path), "sqlite"))
    if imports:
        with tempfile.TemporaryDirectory(dir=cache) as folder:
            measure_import("sqlite", lambda: SqliteRulingStore(Path(folder) / "import.db"), imports, cache)
    return missed


def run_pg(sizes: list[int], dsn: str, export_max: int, imports: int, cache: Path) -> list[str]:
    import psycopg

    from bot.store.pg_store import PgRulingStore

    missed = []
    for size in sizes:
        name = f"sudya_bench_{size}"
        with psycopg.connect(dsn, autocommit=True) as admin:
            if not admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
                admin.execute(f"CREATE DATABASE {name}")
        target = psycopg.conninfo.make_conninfo(dsn, dbname=name)
        store = PgRulingStore(target)
        if not built(store, size):
            print(f"postgres: building {size:,} entries in database {name} (once per server)")
            build(store, size)
            store._exec("VACUUM ANALYZE entries")
            store._exec("VACUUM ANALYZE entry_versions")
            store._exec("VACUUM ANALYZE entry_counts")
        missed += check(size, measure("postgres", store, size))
        store.close()
        if size <= export_max:
            missed += check_export(size, measure_export("postgres", target, "postgres"))
    if imports:
        measure_import("postgres", lambda: PgRulingStore(psycopg.conninfo.make_conninfo(
            dsn, dbname=f"sudya_bench_{sizes[0]}")), imports, cache)
    return missed


def check(size: int, results: dict[str, float]) -> list[str]:
    if size < 1_000_000:
        return []
    missed = [f"{k} {v:.1f} ms > 20 ms" for k, v in results.items() if k.startswith("list") and v > 20]
    if results["stats max"] > 200:
        missed.append(f"stats {results['stats max']:.0f} ms > 200 ms")
    return missed


def check_export(size: int, result: tuple[float, float, int]) -> list[str]:
    return [f"export peak {result[1]:.0f} MB > 150 MB"] if result[1] > 150 else []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--cache", default=str(Path(tempfile.gettempdir()) / "sudya-store-bench"))
    parser.add_argument("--pg-dsn", default=None, help="also run on this PostgreSQL server (creates databases)")
    parser.add_argument("--pg-temp", action="store_true", help="also run on a throwaway PostgreSQL cluster")
    parser.add_argument("--no-sqlite", action="store_true")
    parser.add_argument("--export-max", type=int, default=1_000_000, help="export only logs up to this size")
    parser.add_argument("--import", dest="imports", type=int, default=200_000, help="entries to import (0: skip)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    missed = [] if args.no_sqlite else run_sqlite(sizes, cache, args.export_max, args.imports)
    cluster = None
    if args.pg_temp and not args.pg_dsn:
        sys.path.insert(0, str(ROOT / "tests" / "store"))
        from store_pg_cluster import Cluster, find_bin_dir

        cluster = Cluster(find_bin_dir())  # type: ignore[arg-type]
        cluster.start()
        args.pg_dsn = cluster.dsn
    try:
        if args.pg_dsn:
            missed += run_pg(sizes, args.pg_dsn, args.export_max, args.imports, cache)
    finally:
        if cluster is not None:
            cluster.stop()
    for line in missed:
        print("MISSED:", line)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
