"""Faults found by fuzzing (issue 13), store side: a store that is down is logged once a minute without tracebacks
(not twice per interaction); error messages never show the server's file paths; Discord ids of 2^63 and more are a
clear error in the CLI (exit 2) and the console, never an internal error."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Config
from bot.console import Console, Who
from bot.i18n import t
from bot.store import NewEntry, StoreError, open_store
from bot.store.errors import report_failure

ROOT = Path(__file__).resolve().parents[2]
SUDYA = [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())"]
HUGE = 2**63


@pytest.fixture
def down_store(tmp_path):
    """A store whose database is in a directory that is not there (a volume not mounted): unavailable."""
    store = open_store(tmp_path / "not-mounted" / "log.db", retry_after=3600)
    assert store.startup_error is not None and store.startup_error.code == "store_unavailable"
    yield store
    store.close()


async def test_a_down_store_is_logged_once_not_per_interaction(down_store, caplog):
    from bot.store import errors

    errors._reported.clear()
    console = Console(Config(), store=down_store, who=Who(lang="en"))
    with caplog.at_level(logging.INFO):
        answers = [await console.answer(line) for line in ["/log list", "/board 5", "/log stats"] * 10]
    assert all("unavailable right now" in a for a in answers[0::3])
    assert all("Dealer" in a or "dealer" in a for a in answers[1::3])
    records = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not any(r.exc_info for r in records), [r.getMessage() for r in records]
    failures = [r for r in records if "ruling log failure" in r.getMessage()]
    assert len(failures) <= 1, [r.getMessage() for r in records]


def test_report_failure_is_once_per_period_and_counts_the_rest(caplog):
    log = logging.getLogger("test.store")
    err = StoreError("store_locked", path="/srv/x.db", detail="database is locked")
    with caplog.at_level(logging.WARNING, logger="test.store"):
        assert report_failure(log, err, "t", every=0.2)
        assert not report_failure(log, err, "t", every=0.2)
        assert not report_failure(log, err, "t", every=0.2)
        import time

        time.sleep(0.25)
        assert report_failure(log, err, "t", every=0.2)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and "2 more since the last report" in lines[1]


@pytest.mark.parametrize("code", ["store_corrupt", "store_unavailable", "store_schema_too_new", "store_read_only",
                                  "store_disk_full", "store_locked"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_store_messages_never_show_server_paths(code, lang):
    err = StoreError(code, path="/srv/sudya/data/log.db", detail="unable to open /srv/sudya/data/log.db-wal",
                     found=3, supported=2)
    text = t(f"error.{code}", lang, **err.params)
    assert "/srv" not in text and "log.db" not in text and "{" not in text


async def test_console_ids_of_2_63_and_more_are_clear_errors(tmp_path):
    store = open_store(tmp_path / "log.db", strict=True)
    await store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="TD", irregularity="revoke"))
    console = Console(Config(), store=store, who=Who(lang="en"))
    shown = await console.answer(f"/log show {HUGE * 10}")
    assert f"no entry #{HUGE * 10}" in shown
    listed = await console.answer(f"/log list director:{HUGE}")
    assert "Director" in listed and "below 2^63" in listed and "nternal" not in listed
    huge_guild = Console(Config(), store=store, who=Who(lang="en", guild_id=HUGE))
    text = await huge_guild.answer("/log list")
    assert "below 2^63" in text and "nternal" not in text
    await store.aclose()


@pytest.mark.parametrize("args", [
    ["log", "list", "--guild", str(HUGE)], ["log", "stats", "--guild", str(HUGE * 4)],
    ["log", "export", "--guild", str(HUGE)], ["log", "list", "--guild", "1", "--director", str(HUGE)],
    ["log", "import", "x.json", "--guild", str(HUGE)],
])
def test_cli_ids_of_2_63_and_more_exit_2_with_a_message(tmp_path, args):
    db = tmp_path / "log.db"
    from bot.store.sqlite_store import SqliteRulingStore

    SqliteRulingStore(db).close()
    done = subprocess.run([*SUDYA, *args, "--db", str(db), "--lang", "en"], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "below 2^63" in done.stderr and "Traceback" not in done.stderr and "nternal" not in done.stderr


def test_role_ids_of_2_63_are_refused_as_a_field_error(store):
    with pytest.raises(StoreError) as caught:
        store.update_settings(1, add_director_role_ids=[HUGE])
    assert caught.value.code == "log_bad_field" and caught.value.params["field"] == "add_director_role_ids"
    assert store.get_settings(1).director_role_ids == []
