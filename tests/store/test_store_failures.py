"""Issue 7: a read-only or full disk, a locked database, a corrupt file at start.

Each gives a typed error with a worded code (never a traceback), reads keep working where the file can be read,
and nothing already stored is overwritten.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

import psycopg
import pytest
from store_pg_cluster import reset_pg

from bot.i18n import has
from bot.store import NewEntry, StoreError, open_store
from bot.store.pg_store import PgRulingStore
from bot.store.sqlite_store import SqliteRulingStore


def entry(guild: int = 1, notes: str = "") -> NewEntry:
    return NewEntry(guild_id=guild, channel_id=1, director_id=2, director_name="TD", irregularity="revoke",
                    notes=notes)


def worded(err: StoreError) -> None:
    """The code has a message in both catalogs (not the key echoed back)."""
    for lang in ("ru", "en"):
        assert has(f"error.{err.code}", lang)


def filled(path: Path, count: int = 3) -> bytes:
    store = SqliteRulingStore(path)
    for i in range(count):
        store.add_entry(entry(notes=f"n{i}"))
    store.close()
    return path.read_bytes()


# -- corrupt file at start -----------------------------------------------------------------------------------------
def test_garbage_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "log.db"
    garbage = b"this is not a database, it is someone's notes\n" * 200
    path.write_bytes(garbage)
    with pytest.raises(StoreError) as excinfo:
        SqliteRulingStore(path)
    assert excinfo.value.code == "store_corrupt"
    worded(excinfo.value)
    assert path.read_bytes() == garbage
    assert sorted(p.name for p in tmp_path.iterdir()) == ["log.db"]


def test_damaged_pages_are_found_at_start(tmp_path):
    path = tmp_path / "log.db"
    data = bytearray(filled(path, 50))
    page = 4096
    data[page * 2: page * 3] = b"\xff" * page  # smash one b-tree page, keep the header valid
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as excinfo:
        SqliteRulingStore(path)
    assert excinfo.value.code == "store_corrupt"
    assert path.read_bytes() == bytes(data)


async def test_bot_stays_up_with_a_corrupt_log(tmp_path):
    path = tmp_path / "log.db"
    path.write_bytes(b"\x00garbage" * 1000)
    store = open_store(path)  # does not raise: the bot starts, everything but the log works
    assert store.available is False and store.startup_error.code == "store_corrupt"
    with pytest.raises(StoreError, match="store_corrupt"):
        await store.list_entries(1)
    with pytest.raises(StoreError, match="store_corrupt"):
        await store.add_entry(entry())
    await store.aclose()
    assert path.read_bytes() == b"\x00garbage" * 1000


def test_strict_open_raises_the_typed_error(tmp_path):
    with pytest.raises(StoreError, match="store_unavailable"):
        open_store(tmp_path / "no" / "such" / "dir" / "log.db", strict=True)


def test_a_newer_schema_is_refused_not_downgraded(tmp_path):
    path = tmp_path / "log.db"
    filled(path, 1)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as excinfo:
        SqliteRulingStore(path)
    assert excinfo.value.code == "store_schema_too_new" and excinfo.value.params["found"] == 99
    worded(excinfo.value)


# -- locked ----------------------------------------------------------------------------------------------------------
def test_locked_database_refuses_writes_and_still_reads(tmp_path):
    path = tmp_path / "log.db"
    filled(path, 2)
    store = SqliteRulingStore(path, busy_timeout=0.2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        with pytest.raises(StoreError) as excinfo:
            store.add_entry(entry())
        assert excinfo.value.code == "store_locked"
        worded(excinfo.value)
        assert [e.number for e in store.list_entries(1)] == [2, 1]
        assert store.get_entry(1, 1).notes == "n0"
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store.add_entry(entry()).number == 3  # the refused write took no number
    store.close()


# -- full disk -------------------------------------------------------------------------------------------------------
def test_full_disk_refuses_the_write_and_keeps_what_is_stored(tmp_path):
    path = tmp_path / "log.db"
    filled(path, 3)
    store = SqliteRulingStore(path)
    pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
    store._conn.execute(f"PRAGMA max_page_count = {pages}")  # the file may not grow: SQLITE_FULL, as on a full disk
    with pytest.raises(StoreError) as excinfo:
        for _ in range(50):
            store.add_entry(entry(notes="x" * 3000))
    assert excinfo.value.code == "store_disk_full"
    worded(excinfo.value)
    assert [e.notes for e in store.list_entries(1)][-3:] == ["n2", "n1", "n0"]
    assert store.integrity_check() == "ok"
    store._conn.execute("PRAGMA max_page_count = 1073741823")
    numbers = [e.number for e in store.list_entries(1, limit=500)]
    assert store.add_entry(entry()).number == max(numbers) + 1
    store.close()


def test_backup_never_overwrites_and_leaves_no_partial_file(tmp_path):
    path = tmp_path / "log.db"
    filled(path, 2)
    store = SqliteRulingStore(path)
    target = tmp_path / "copy.db"
    target.write_bytes(b"precious")
    with pytest.raises(StoreError, match="store_backup_exists"):
        store.backup(str(target))
    assert target.read_bytes() == b"precious"
    with pytest.raises(StoreError, match="store_unavailable"):
        store.backup(str(tmp_path / "missing-dir" / "copy.db"))
    assert not (tmp_path / "missing-dir").exists()
    result = store.backup(str(tmp_path / "fresh.db"))
    assert result["entries"] == 2
    copy = SqliteRulingStore(tmp_path / "fresh.db")
    assert [e.notes for e in copy.list_entries(1)] == ["n1", "n0"]
    copy.close()
    store.close()


# -- read-only -------------------------------------------------------------------------------------------------------
def _read_only_probe(path: str) -> dict:
    """Open the store, read, try to write: in a forked child that drops root (root ignores file modes)."""
    out: dict = {}
    store = SqliteRulingStore(path)
    out = {"read_only": store.read_only, "notes": [e.notes for e in store.list_entries(1)]}
    try:
        store.add_entry(entry())
        out["write"] = "ok"
    except StoreError as err:
        out["write"] = err.code
    store.close()
    return out


def _in_unprivileged_child(path: str) -> dict:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: become nobody, probe, report, exit without running pytest's teardown
        code = 0
        try:
            os.close(read_end)
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
            payload = json.dumps(_read_only_probe(path))
        except BaseException as exc:
            payload, code = json.dumps({"crash": repr(exc)}), 1
        os.write(write_end, payload.encode())
        os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    return json.loads(data)


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_read_only_file_still_reads_and_refuses_writes(journal):
    base = Path(tempfile.mkdtemp(prefix="sudya-ro-"))  # outside pytest's 0700 basetemp, so nobody can reach it
    folder = base / "ro"
    folder.mkdir()
    path = folder / "log.db"
    try:
        filled(path, 2)
        if journal == "delete":
            conn = sqlite3.connect(path)
            conn.execute("PRAGMA journal_mode = DELETE")
            conn.close()
        before = path.read_bytes()
        path.chmod(0o444)
        folder.chmod(0o555)  # no -wal/-shm can be created either: as on a read-only disk
        base.chmod(0o755)
        out = _in_unprivileged_child(str(path))
        assert out == {"read_only": True, "notes": ["n1", "n0"], "write": "store_read_only"}
        assert path.read_bytes() == before
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


# -- PostgreSQL --------------------------------------------------------------------------------------------------------
def test_pg_read_only_database_reads_and_refuses_writes(pg_dsn):
    reset_pg(pg_dsn)
    store = PgRulingStore(pg_dsn)
    store.add_entry(entry(notes="kept"))
    store._conn.execute("SET default_transaction_read_only = on")  # as on a hot standby
    with pytest.raises(StoreError) as excinfo:
        store.add_entry(entry())
    assert excinfo.value.code == "store_read_only"
    assert [e.notes for e in store.list_entries(1)] == ["kept"]
    store.close()


def test_pg_lock_timeout_is_store_locked_and_reads_go_on(pg_dsn):
    reset_pg(pg_dsn)
    store = PgRulingStore(pg_dsn, lock_timeout=0.2)
    store.add_entry(entry(notes="kept"))
    with psycopg.connect(pg_dsn) as other:
        other.execute("LOCK TABLE guild_counters IN EXCLUSIVE MODE")
        with pytest.raises(StoreError) as excinfo:
            store.add_entry(entry())
        assert excinfo.value.code == "store_locked"
        assert [e.notes for e in store.list_entries(1)] == ["kept"]
    assert store.add_entry(entry()).number == 2
    store.close()


def test_pg_unreachable_server_is_a_typed_error():
    with pytest.raises(StoreError) as excinfo:
        PgRulingStore("host=127.0.0.1 port=1 user=nobody dbname=none connect_timeout=2")
    assert excinfo.value.code == "store_unavailable"
    assert "password" not in str(excinfo.value.params)


def test_async_facade_is_unblocked_while_a_write_waits(tmp_path):
    """The event loop keeps serving while the store thread waits on a lock."""
    path = tmp_path / "log.db"
    filled(path, 1)
    store = open_store(path, strict=True, busy_timeout=0.5)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")

    async def scenario() -> tuple[int, str]:
        ticks = 0
        write = asyncio.ensure_future(store.add_entry(entry()))
        while not write.done():
            ticks += 1
            await asyncio.sleep(0.01)
        try:
            await write
        except StoreError as err:
            return ticks, err.code
        return ticks, "written"

    ticks, outcome = asyncio.run(scenario())
    other.execute("ROLLBACK")
    other.close()
    store.close()
    assert outcome == "store_locked"
    assert ticks >= 20  # ~0.5 s of lock wait, during which the loop ran


async def test_an_unavailable_store_comes_back_without_a_restart(tmp_path):
    folder = tmp_path / "volume"  # e.g. a volume not mounted yet when the bot starts
    store = open_store(folder / "log.db", retry_after=0.0)
    assert store.startup_error.code == "store_unavailable"
    with pytest.raises(StoreError, match="store_unavailable"):
        await store.list_entries(1)
    folder.mkdir()
    assert (await store.add_entry(entry())).number == 1
    assert store.available and store.startup_error is None
    await store.aclose()
    with pytest.raises(StoreError, match="store_unavailable"):
        await store.list_entries(1)


async def test_a_corrupt_file_is_never_retried(tmp_path):
    path = tmp_path / "log.db"
    path.write_bytes(b"junk" * 1000)
    store = open_store(path, retry_after=0.0)
    for _ in range(2):
        with pytest.raises(StoreError, match="store_corrupt"):
            await store.add_entry(entry())
    await store.aclose()
    assert path.read_bytes() == b"junk" * 1000


def test_bad_filter_values_are_typed_errors(tmp_path):
    store = SqliteRulingStore(tmp_path / "log.db")
    for filters in ({"director_id": "abc"}, {"board": "x"}, {"colour": 1}, {"limit": 0}, {"offset": -1}):
        with pytest.raises(StoreError, match="log_bad_field"):
            store.list_entries(1, **filters)
    store.close()


def test_pg_connection_killed_by_the_server_is_a_typed_error_then_reconnects(pg_dsn):
    reset_pg(pg_dsn)
    store = PgRulingStore(pg_dsn)
    store.add_entry(entry(notes="kept"))
    pid = store._conn.info.backend_pid
    with psycopg.connect(pg_dsn, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    with pytest.raises(StoreError) as excinfo:
        store.add_entry(entry())
    assert excinfo.value.code == "store_unavailable"
    assert [e.notes for e in store.list_entries(1)] == ["kept"]  # a new connection, nothing half-written
    assert store.add_entry(entry()).number == 2
    store.close()
