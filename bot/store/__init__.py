"""The ruling log and per-server settings (issue 7): ``open_store`` → ``AsyncRulingStore``.

Backends: ``SqliteRulingStore`` (default; one file, WAL) and ``PgRulingStore`` (PostgreSQL, for several sharded
processes), both behind ``RulingStore`` and tested by the same suite. See docs/store.md.
"""

from __future__ import annotations

import os
from typing import Any

from bot.store.async_store import AsyncRulingStore
from bot.store.errors import StoreError
from bot.store.interface import RulingStore
from bot.store.models import EDITABLE_FIELDS, EXPORT_COLUMNS, EntryVersion, GuildSettings, LogEntry, NewEntry, Stats
from bot.store.settings_file import StorageConfig, read_config_file, resolve

__all__ = [
    "EDITABLE_FIELDS",
    "EXPORT_COLUMNS",
    "AsyncRulingStore",
    "EntryVersion",
    "GuildSettings",
    "LogEntry",
    "NewEntry",
    "RulingStore",
    "Stats",
    "StorageConfig",
    "StoreError",
    "open_store",
    "open_sync_store",
    "storage_config",
]


def storage_config(config_or_path: Any = None, db: str | None = None) -> StorageConfig:
    """Resolve what to open: a path (SQLite), a ``StorageConfig``, a parsed config, or None (config.toml + env)."""
    if isinstance(config_or_path, StorageConfig):
        return config_or_path
    if isinstance(config_or_path, str | os.PathLike):
        return resolve(None, db or os.fspath(config_or_path))
    if config_or_path is None:
        config_or_path = read_config_file()
    return resolve(config_or_path, db)


def open_sync_store(config_or_path: Any = None, **options: Any) -> RulingStore:
    """A synchronous store for the calling thread only (CLI, tests, tools)."""
    cfg = storage_config(config_or_path)
    if cfg.backend == "postgres":
        from bot.store.pg_store import PgRulingStore

        return PgRulingStore(cfg.postgres_dsn, **options)
    from bot.store.sqlite_store import SqliteRulingStore

    return SqliteRulingStore(cfg.path, **options)


def open_store(
    config_or_path: Any = None,
    *,
    strict: bool = False,
    retry_after: float = 30.0,
    settings_ttl: float = 30.0,
    **options: Any,
) -> AsyncRulingStore:
    """The bot's store: the backend opened on its own thread; with ``strict`` a failed open raises.

    ``options`` go to the backend (e.g. ``busy_timeout`` for SQLite, ``lock_timeout`` for PostgreSQL).
    """
    cfg = storage_config(config_or_path)
    # readers skip the open-time quick_check (the writer did it; on a big file it takes seconds)
    reader_options = {**options, "check_on_open": False} if cfg.backend != "postgres" else options
    return AsyncRulingStore(lambda: open_sync_store(cfg, **options), strict=strict, retry_after=retry_after,
                            settings_ttl=settings_ttl, reader_factory=lambda: open_sync_store(cfg, **reader_options))
