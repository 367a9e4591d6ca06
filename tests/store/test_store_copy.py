"""Moving a log between backends (SQLite → PostgreSQL when sharding; PostgreSQL → a SQLite backup file).

Everything must arrive: settings, numbers, entries as they stand, every version of every history, deleted
entries still deleted; and numbering goes on where it stopped. A non-empty target is refused untouched.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from store_pg_cluster import reset_pg

from bot.cli import main
from bot.store import NewEntry, StoreError
from bot.store.copy import DESK_TABLES, copy_log
from bot.store.pg_store import PgRulingStore
from bot.store.sqlite_store import SqliteRulingStore


def fill(store) -> None:
    for guild in (1, 2):
        for i in range(3):
            store.add_entry(NewEntry(guild_id=guild, channel_id=4, director_id=5, director_name="Анна",
                                     irregularity="revoke", board=i + 1, laws=["64A1"], case={"i": i},
                                     notes=f"g{guild} e{i}"))
    store.edit_entry(1, 2, {"notes": "edited", "laws": ["64B"]}, 6, "Борис")
    store.delete_entry(2, 3, 6, "Борис")
    store.update_settings(1, director_role_ids=[9], language="en", log_public=True)


def snapshot(store) -> dict:
    return {
        guild: {
            "export": store.export(guild, include_deleted=True),
            "history": [[v.to_dict() for v in store.history(guild, n)] for n in (1, 2, 3)],
            "settings": store.get_settings(guild).to_dict(),
            "stats": store.stats(guild).to_dict(),
        }
        for guild in (1, 2)
    }


@pytest.fixture
def other_side(backend, pg_dsn, tmp_path):
    """An empty store of the *other* backend."""
    if backend == "sqlite":
        reset_pg(pg_dsn)
        store = PgRulingStore(pg_dsn)
    else:
        store = SqliteRulingStore(tmp_path / "copy.db")
    yield store
    store.close()


def test_copy_carries_everything_to_the_other_backend(make_store, other_side):
    source = make_store()
    fill(source)
    counts = copy_log(source, other_side)
    assert counts == {"settings": 1, "counters": 2, "entries": 6, "versions": 8, **dict.fromkeys(DESK_TABLES, 0)}
    assert snapshot(other_side) == snapshot(source)
    assert other_side.add_entry(NewEntry(guild_id=2, channel_id=1, director_id=1, director_name="x",
                                         irregularity="claim")).number == 4
    assert other_side.integrity_check() == "ok"


def test_copy_refuses_a_target_that_holds_a_log(make_store, other_side):
    source = make_store()
    fill(source)
    other_side.add_entry(NewEntry(guild_id=7, channel_id=1, director_id=1, director_name="x", irregularity="claim"))
    with pytest.raises(StoreError, match="store_copy_target_not_empty"):
        copy_log(source, other_side)
    assert [e["guild_id"] for e in other_side.export(7)] == [7] and other_side.export(1) == []


def test_postgres_backup_is_a_sqlite_file(pg_dsn, tmp_path):
    reset_pg(pg_dsn)
    store = PgRulingStore(pg_dsn)
    fill(store)
    result = store.backup(str(tmp_path / "pg-backup.db"))
    assert result["entries"] == 6
    with pytest.raises(StoreError, match="store_backup_exists"):
        store.backup(str(tmp_path / "pg-backup.db"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pg-backup.db"]
    conn = sqlite3.connect(tmp_path / "pg-backup.db")
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    copy = SqliteRulingStore(tmp_path / "pg-backup.db")
    assert snapshot(copy) == snapshot(store)
    copy.close()
    store.close()


def test_cli_copy_sqlite_to_postgres(pg_dsn, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    reset_pg(pg_dsn)
    source = SqliteRulingStore(tmp_path / "club.db")
    fill(source)
    source.close()
    assert main(["log", "copy", "--db", str(tmp_path / "club.db"), "--to-postgres", pg_dsn, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["entries"] == 6
    assert main(["log", "copy", "--db", str(tmp_path / "club.db"), "--to-postgres", pg_dsn, "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "store_copy_target_not_empty"
    pg = PgRulingStore(pg_dsn)
    assert [e["notes"] for e in pg.export(1)] == ["g1 e0", "edited", "g1 e2"]
    pg.close()
