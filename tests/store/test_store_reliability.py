"""Issue 7, "Reliability, tested": a writer killed with SIGKILL mid-run, and 50 concurrent writers on 10 servers.

Both run against both backends. The promise checked: every entry whose commit was acknowledged is there after
the crash, the file passes ``PRAGMA integrity_check``, and per-server numbers stay 1..n without gaps or
duplicates, with no entry in a server other than the one it was written to.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
from collections import defaultdict
from pathlib import Path

from bot.store import NewEntry, open_store

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GUILDS = [1000 + g for g in range(10)]
start = threading.Barrier(50, timeout=60)  # all 50 writers begin together, so they really contend


def test_sigkill_mid_10000_inserts_loses_no_committed_entry(make_store, backend):
    make_store().close()  # create the schema first, so the child only inserts
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, str(HERE / "store_writer_child.py"), backend, make_store.target, "10000"],
        stdout=subprocess.PIPE, text=True, env=env,
    )
    acked: list[tuple[int, int]] = []
    assert child.stdout is not None
    for line in child.stdout:
        guild, number = map(int, line.split())
        acked.append((guild, number))
        if len(acked) == 400:  # well inside the 10,000: the child is mid-stream, with transactions in flight
            os.kill(child.pid, signal.SIGKILL)
            break
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    store = make_store()
    assert store.integrity_check() == "ok"
    for guild in (1, 2, 3):
        numbers = sorted(e["number"] for e in store.export(guild))
        assert numbers == list(range(1, len(numbers) + 1))  # gapless, nothing half-written
        assert {n for g, n in acked if g == guild} <= set(numbers)
    assert store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=2, director_name="after",
                                    irregularity="revoke")).number == len(store.export(1))


def _writer(open_one, guild: int, writer: int, per_writer: int, errors: list[BaseException]) -> None:
    """One writer with its own connection, opened and closed in its own thread (sqlite3 binds them)."""
    try:
        store = open_one()
        start.wait()
        for i in range(per_writer):
            store.add_entry(NewEntry(guild_id=guild, channel_id=writer, director_id=writer, director_name=f"w{writer}",
                                     irregularity="revoke", notes=f"{guild}:{writer}:{i}"))
        store.close()
    except BaseException as exc:  # surfaced by the assertion below, with the writer that failed
        errors.append(exc)


def _check_servers(export, writers: int, per_writer: int) -> None:
    per_guild = writers // len(GUILDS) * per_writer
    for guild in GUILDS:
        rows = export(guild)
        assert sorted(r["number"] for r in rows) == list(range(1, per_guild + 1))
        assert all(r["guild_id"] == guild and r["notes"].startswith(f"{guild}:") for r in rows)
        assert len({r["notes"] for r in rows}) == per_guild  # every write there exactly once


def test_50_concurrent_writers_on_10_servers_each_with_its_own_connection(make_store):
    writers, per_writer = 50, 8
    make_store().close()
    errors: list[BaseException] = []
    threads = [
        threading.Thread(target=_writer, args=(make_store, GUILDS[w % 10], w, per_writer, errors))
        for w in range(writers)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    reader = make_store()
    _check_servers(reader.export, writers, per_writer)
    assert reader.integrity_check() == "ok"


async def test_50_concurrent_tasks_through_the_async_facade(make_store, backend):
    make_store().close()
    if backend == "sqlite":
        store = open_store(make_store.target, strict=True)
    else:
        store = open_store({"storage": {"backend": "postgres", "postgres_dsn": make_store.target}}, strict=True)
    writers, per_writer = 50, 4

    async def write(w: int) -> None:
        guild = GUILDS[w % 10]
        for i in range(per_writer):
            await store.add_entry(NewEntry(guild_id=guild, channel_id=w, director_id=w, director_name=f"w{w}",
                                           irregularity="revoke", notes=f"{guild}:{w}:{i}"))

    await asyncio.gather(*(write(w) for w in range(writers)))
    try:
        rows = {g: await store.export(g) for g in GUILDS}
        _check_servers(rows.__getitem__, writers, per_writer)
    finally:
        await store.aclose()


def test_the_facade_runs_every_call_on_one_thread(tmp_path):
    store = open_store(tmp_path / "t.db", strict=True)
    seen: set[str] = set()
    inner = store._store
    original = inner.add_entry

    def spy(entry):
        seen.add(threading.current_thread().name)
        return original(entry)

    inner.add_entry = spy  # type: ignore[method-assign]

    async def many() -> None:
        await asyncio.gather(*(store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="a",
                                                        irregularity="revoke")) for _ in range(20)))

    asyncio.run(many())
    store.close()
    assert len(seen) == 1 and next(iter(seen)).startswith("sudya-store")
    assert threading.current_thread().name not in seen


def test_numbers_are_per_server_even_when_interleaved(make_store):
    store = make_store()
    got = defaultdict(list)
    for i in range(6):
        guild = GUILDS[i % 2]
        got[guild].append(store.add_entry(NewEntry(guild_id=guild, channel_id=1, director_id=1, director_name="a",
                                                   irregularity="revoke")).number)
    assert dict(got) == {GUILDS[0]: [1, 2, 3], GUILDS[1]: [1, 2, 3]}


def test_concurrent_first_settings_updates_of_one_server_both_stick(make_store):
    """Two processes change different settings of a server that has none yet: neither change is lost."""
    make_store().close()
    guilds = [5000 + i for i in range(10)]
    gate = threading.Barrier(2, timeout=30)
    errors: list[BaseException] = []

    def change(open_one, values: dict) -> None:
        try:
            store = open_one()
            for guild in guilds:
                gate.wait()
                store.update_settings(guild, **values)
            store.close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=change, args=(make_store, {"language": "en"})),
               threading.Thread(target=change, args=(make_store, {"log_public": True}))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    reader = make_store()
    assert [(s.language, s.log_public) for s in map(reader.get_settings, guilds)] == [("en", True)] * len(guilds)
