"""``sudya log list | export | stats | backup | check`` (cli.md): database from --db, SUDYA_DB or the config."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.cli import main
from bot.store import NewEntry
from bot.store.export import csv_bytes
from bot.store.sqlite_store import SqliteRulingStore


@dataclass
class Done:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path):
    """``sudya ARGS`` in-process (the dispatcher's real exit codes and streams), away from any dev config."""
    for name in ("SUDYA_DB", "SUDYA_CONFIG", "SUDYA_PG_DSN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)

    def invoke(*args: str, env: dict[str, str] | None = None) -> Done:
        for key, value in (env or {}).items():
            monkeypatch.setenv(key, value)
        capsys.readouterr()
        code = main(list(args))
        out = capsys.readouterr()
        for key in env or {}:
            monkeypatch.delenv(key)
        return Done(code, out.out, out.err)

    return invoke


@pytest.fixture
def db(tmp_path) -> Path:
    path = tmp_path / "log.db"
    store = SqliteRulingStore(path)
    for guild, board, notes in ((1, 3, "ours"), (1, 4, "ours too, «ё»"), (2, 3, "theirs")):
        store.add_entry(NewEntry(guild_id=guild, channel_id=1, director_id=7, director_name="Анна",
                                 irregularity="revoke", board=board, laws=["64A1"], notes=notes))
    store.close()
    return path


def test_list_json_has_the_servers_entries_only(run, db):
    done = run("log", "list", "--guild", "1", "--db", str(db), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [e["number"] for e in data["entries"]] == [2, 1]
    assert {e["guild_id"] for e in data["entries"]} == {1}
    assert data["entries"][0]["notes"] == "ours too, «ё»"


def test_list_text_and_filters(run, db):
    done = run("log", "list", "--guild", "1", "--db", str(db), "--board", "4", "--lang", "en")
    assert done.stdout.startswith("#2 ") and "#1 " not in done.stdout


def test_export_csv_and_json(run, db):
    done = run("log", "export", "--guild", "1", "--db", str(db))
    assert done.stdout.startswith("\ufeff")  # the BOM /log export's attachment has too
    rows = list(csv.DictReader(io.StringIO(done.stdout.removeprefix("\ufeff"))))
    assert [r["number"] for r in rows] == ["1", "2"] and rows[0]["laws"] == "64A1"
    done = run("log", "export", "--guild", "2", "--db", str(db), "--format", "json")
    data = json.loads(done.stdout)
    assert data["guild_id"] == 2 and [e["notes"] for e in data["entries"]] == ["theirs"]


def test_database_from_sudya_db_then_config(run, db, tmp_path):
    done = run("log", "list", "--guild", "1", "--json", env={"SUDYA_DB": str(db)})
    assert len(json.loads(done.stdout)["entries"]) == 2
    config = tmp_path / "config.toml"
    config.write_text(f'[storage]\nbackend = "sqlite"\npath = "{db}"\n', encoding="utf-8")
    done = run("log", "list", "--guild", "2", "--json", "--config", str(config))
    assert [e["notes"] for e in json.loads(done.stdout)["entries"]] == ["theirs"]


def test_missing_database_lists_nothing_and_creates_nothing(run, tmp_path):
    missing = tmp_path / "none.db"
    done = run("log", "list", "--guild", "1", "--db", str(missing), "--json")
    assert done.returncode == 0 and json.loads(done.stdout) == {"entries": []}
    assert not missing.exists()


def test_stats_json(run, db):
    done = run("log", "stats", "--guild", "1", "--db", str(db), "--json")
    data = json.loads(done.stdout)
    assert data["total"] == 2 and data["by_irregularity"] == {"revoke": 2}


def test_backup_copies_and_never_overwrites(run, db, tmp_path):
    target = tmp_path / "backup.db"
    done = run("log", "backup", str(target), "--db", str(db), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["entries"] == 3
    conn = sqlite3.connect(target)
    assert conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0] == 3
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    before = target.read_bytes()
    done = run("log", "backup", str(target), "--db", str(db), "--json")
    assert done.returncode == 2 and json.loads(done.stdout)["error"]["code"] == "store_backup_exists"
    assert target.read_bytes() == before


def test_corrupt_database_exits_2_with_a_message(run, tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"garbage" * 500)
    done = run("log", "list", "--guild", "1", "--db", str(bad), "--json", "--lang", "en")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "store_corrupt"
    assert "damaged" in done.stderr and "Traceback" not in done.stderr
    assert bad.read_bytes() == b"garbage" * 500


def test_check_reports_ok(run, db):
    done = run("log", "check", "--db", str(db), "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["integrity_check"] == "ok"


def test_export_csv_bytes_are_the_discord_attachments(db):
    """``sudya log export`` prints exactly the bytes ``/log export`` attaches: UTF-8 with a BOM, CRLF rows."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k not in ("SUDYA_DB", "SUDYA_CONFIG", "SUDYA_PG_DSN")}
    env["PYTHONIOENCODING"] = "latin-1"  # the terminal's encoding must not matter
    done = subprocess.run([sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main(sys.argv[1:]))",
                           "log", "export", "--guild", "1", "--db", str(db)],
                          capture_output=True, cwd=root, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    store = SqliteRulingStore(db)
    try:
        expected = csv_bytes(store.export(1))
    finally:
        store.close()
    assert done.stdout == expected and expected.startswith(b"\xef\xbb\xbf")
