"""The log file is a plain SQLite database: sqlite-utils (and so Datasette) open it as it is (issue 7)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from sqlite_utils import Database

from bot.store import NewEntry, sqlite_schema
from bot.store.sqlite_store import SqliteRulingStore


def make(path: Path) -> None:
    store = SqliteRulingStore(path)
    store.add_entry(NewEntry(guild_id=1, channel_id=2, director_id=3, director_name="Анна", irregularity="revoke",
                             board=4, laws=["64A1"], case={"type": "revoke"}))
    store.edit_entry(1, 1, {"notes": "two tricks"}, 3, "Анна")
    store.close()


def test_sqlite_utils_python_api_reads_the_schema_and_rows(tmp_path):
    path = tmp_path / "log.db"
    make(path)
    db = Database(path)
    assert {"entries", "entry_versions", "guild_settings", "guild_counters"} <= set(db.table_names())
    assert db["entries"].pks == ["id"]
    assert [(fk.column, fk.other_table) for fk in db["entry_versions"].foreign_keys] == [("entry_id", "entries")]
    row = next(db["entries"].rows)
    assert (row["number"], row["notes"], json.loads(row["laws"])) == (1, "two tricks", ["64A1"])
    assert db.execute("SELECT json_extract(case_json, '$.type') FROM entries").fetchone()[0] == "revoke"
    assert db.journal_mode == "wal"
    db.close()


def test_sqlite_utils_cli_queries_the_file(tmp_path):
    path = tmp_path / "log.db"
    make(path)
    cli = shutil.which("sqlite-utils", path=str(Path(sys.executable).parent)) or "sqlite-utils"
    done = subprocess.run([cli, "tables", str(path), "--counts"], capture_output=True, text=True, check=False,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    counts = {t["table"]: t["count"] for t in json.loads(done.stdout)}
    assert counts["entries"] == 1 and counts["entry_versions"] == 2
    done = subprocess.run([cli, "query", str(path), "SELECT version, action FROM entry_versions ORDER BY version"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert json.loads(done.stdout) == [{"version": 1, "action": "create"}, {"version": 2, "action": "edit"}]


def test_migration_is_recorded_and_reopening_changes_nothing(tmp_path):
    path = tmp_path / "log.db"
    make(path)
    db = Database(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == sqlite_schema.LATEST
    schema = db.schema
    db.close()
    SqliteRulingStore(path).close()
    again = Database(path)
    assert again.schema == schema
    again.close()
