"""Which database the store opens: --db, then SUDYA_DB, then [storage] of the config; postgres by config."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.store import StoreError, storage_config
from bot.store.settings_file import StorageConfig


def test_a_path_means_sqlite_there():
    assert storage_config("x.db") == StorageConfig("sqlite", "x.db", "")


def test_explicit_db_beats_sudya_db_beats_config(monkeypatch):
    config = {"storage": {"backend": "sqlite", "path": "from-config.db"}}
    assert storage_config(config).path == "from-config.db"
    monkeypatch.setenv("SUDYA_DB", "from-env.db")
    assert storage_config(config).path == "from-env.db"
    assert storage_config(config, db="from-flag.db").path == "from-flag.db"


def test_postgres_from_config_or_environment(monkeypatch):
    config = {"storage": {"backend": "postgres", "postgres_dsn": "dbname=a"}}
    assert storage_config(config) == StorageConfig("postgres", "sudya.db", "dbname=a")
    monkeypatch.setenv("SUDYA_PG_DSN", "dbname=b")
    assert storage_config(config).postgres_dsn == "dbname=b"


def test_postgres_without_dsn_and_unknown_backend_are_typed_errors():
    with pytest.raises(StoreError, match="store_bad_config"):
        storage_config({"storage": {"backend": "postgres"}})
    with pytest.raises(StoreError, match="store_bad_config"):
        storage_config({"storage": {"backend": "mysql"}})


def test_the_bots_config_object_is_understood():
    config = Config(storage_backend="postgres", postgres_dsn="dbname=c", db_path="ignored.db")
    assert storage_config(config) == StorageConfig("postgres", "ignored.db", "dbname=c")
    assert storage_config(Config(db_path="mine.db")).path == "mine.db"


def test_config_file_is_read(tmp_path, monkeypatch):
    (tmp_path / "config.toml").write_text('[storage]\npath = "club.db"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert storage_config(None).path == "club.db"
    (tmp_path / "config.toml").write_text("[storage\n", encoding="utf-8")
    with pytest.raises(StoreError, match="store_bad_config"):
        storage_config(None)
