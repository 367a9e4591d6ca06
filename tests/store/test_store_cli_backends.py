"""``sudya log …`` against whichever backend the config selects: the same output from SQLite and PostgreSQL."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.store import NewEntry


@pytest.fixture
def config_file(backend, make_store, tmp_path, monkeypatch):
    store = make_store()
    for guild, notes in ((1, "ours"), (1, "ours again"), (2, "theirs")):
        store.add_entry(NewEntry(guild_id=guild, channel_id=1, director_id=7, director_name="Анна",
                                 irregularity="revoke", board=3, notes=notes))
    path = tmp_path / "config.toml"
    if backend == "sqlite":
        path.write_text(f'[storage]\npath = "{make_store.target}"\n', encoding="utf-8")
    else:
        path.write_text(f'[storage]\nbackend = "postgres"\npostgres_dsn = "{make_store.target}"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return path


def test_list_export_stats_read_the_configured_backend(config_file, capsys):
    assert main(["log", "list", "--guild", "1", "--json", "--config", str(config_file)]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [e["notes"] for e in listed["entries"]] == ["ours again", "ours"]
    assert main(["log", "export", "--guild", "2", "--format", "json", "--config", str(config_file)]) == 0
    assert [e["notes"] for e in json.loads(capsys.readouterr().out)["entries"]] == ["theirs"]
    assert main(["log", "stats", "--guild", "1", "--json", "--config", str(config_file)]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 2
    assert main(["log", "check", "--json", "--config", str(config_file)]) == 0
    assert json.loads(capsys.readouterr().out)["integrity_check"] == "ok"
