"""Where the store lives: ``--db``, then ``SUDYA_DB``, then ``[storage]`` of config.toml (backend, path, DSN).

``bot/config.py`` (the bot's whole configuration) is owned elsewhere; the store reads only its own ``[storage]``
table, minimally, so the CLI and tests can open the log without the rest of the bot.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.store.errors import BAD_CONFIG, StoreError

DEFAULT_PATH = "sudya.db"
BACKENDS = ("sqlite", "postgres")


@dataclass(frozen=True)
class StorageConfig:
    """The ``[storage]`` table, resolved."""

    backend: str = "sqlite"
    path: str = DEFAULT_PATH
    postgres_dsn: str = ""


def _storage_table(config: Any) -> Mapping[str, Any]:
    """``[storage]`` from a parsed config: a dict, ``bot.config.Config`` (its typed fields), or ``.storage``."""
    if config is None:
        return {}
    if hasattr(config, "storage_backend") and hasattr(config, "db_path"):
        return {"backend": config.storage_backend, "path": config.db_path,
                "postgres_dsn": getattr(config, "postgres_dsn", "")}
    if isinstance(config, Mapping):
        table = config.get("storage", config)
    else:
        table = getattr(config, "storage", None)
        if table is not None and not isinstance(table, Mapping):
            table = getattr(table, "__dict__", {})
    return table or {}


def read_config_file(path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """config.toml (or ``SUDYA_CONFIG``) parsed, or ``{}`` when there is none; a broken file is a typed error."""
    candidate = Path(path or os.environ.get("SUDYA_CONFIG") or "config.toml")
    if not candidate.is_file():
        return {}
    try:
        return tomllib.loads(candidate.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise StoreError(BAD_CONFIG, path=candidate.name, detail=str(exc)) from exc  # no server paths in messages


def resolve(config: Any = None, db: str | None = None) -> StorageConfig:
    """The storage to open: an explicit ``db`` path wins, then SUDYA_DB, then the config, then ``sudya.db``.

    An explicit path or SUDYA_DB always means SQLite (that is what ``--db`` promises in the CLI contract);
    the backend and DSN come from the config, the DSN also from ``SUDYA_PG_DSN``.
    """
    table = _storage_table(config)
    backend = str(table.get("backend") or "sqlite").lower()
    if backend not in BACKENDS:
        raise StoreError(BAD_CONFIG, path="[storage] backend", detail=backend)
    dsn = os.environ.get("SUDYA_PG_DSN") or str(table.get("postgres_dsn") or "")
    explicit = db or os.environ.get("SUDYA_DB")
    if explicit:
        return StorageConfig(backend="sqlite", path=str(explicit), postgres_dsn=dsn)
    if backend == "postgres" and not dsn:
        raise StoreError(BAD_CONFIG, path="[storage] postgres_dsn", detail="empty")
    return StorageConfig(backend=backend, path=str(table.get("path") or DEFAULT_PATH), postgres_dsn=dsn)
