"""Settings from ``config.toml`` (stdlib tomllib) and the environment.

The token is read only from ``DISCORD_TOKEN`` (never a file), the database path from ``--db``/``SUDYA_DB`` before
the file. Missing file or keys fall back to the defaults of ``config.example.toml`` so the console runs with no
setup at all.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.errors import UserError
from bot.i18n import is_lang

DEFAULT_PATH = "config.toml"


@dataclass(frozen=True)
class Config:
    """Typed view of the configuration (immutable: shared by every handler)."""

    default_language: str = "ru"
    dev_guild_id: int = 0
    log_level: str = "INFO"
    default_role_names: tuple[str, ...] = ("Director", "Судья", "TD")
    storage_backend: str = "sqlite"
    db_path: str = "sudya.db"
    postgres_dsn: str = ""
    defer_after: float = 2.0  # seconds before an unfinished command is deferred (Discord allows 3)
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def token(self) -> str | None:
        """The bot token, from the environment only."""
        return os.environ.get("DISCORD_TOKEN") or None


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name, {})
    if not isinstance(value, dict):
        raise UserError("config_invalid", key=name)
    return value


def from_dict(data: dict[str, Any], *, db: str | None = None) -> Config:
    """Build a Config from parsed TOML; ``db`` (the --db option) beats SUDYA_DB beats ``[storage] path``."""
    bot, directors, storage = _section(data, "bot"), _section(data, "directors"), _section(data, "storage")
    lang = str(bot.get("default_language", "ru"))
    if not is_lang(lang):
        raise UserError("config_invalid", key="bot.default_language")
    try:
        return Config(
            default_language=lang,
            dev_guild_id=int(bot.get("dev_guild_id", 0) or 0),
            log_level=str(bot.get("log_level", "INFO")).upper(),
            default_role_names=tuple(str(n) for n in directors.get("default_role_names", Config.default_role_names)),
            storage_backend=str(storage.get("backend", "sqlite")),
            db_path=db or os.environ.get("SUDYA_DB") or str(storage.get("path", "sudya.db")),
            postgres_dsn=os.environ.get("SUDYA_PG_DSN") or str(storage.get("postgres_dsn", "")),
            defer_after=float(bot.get("defer_after", 2.0)),
            raw=data,
        )
    except (TypeError, ValueError):
        raise UserError("config_invalid", key="bot") from None


def load_config(path: str | os.PathLike[str] | None = None, *, db: str | None = None) -> Config:
    """Read ``path`` (default ``$SUDYA_CONFIG`` or ./config.toml); a missing default file means defaults."""
    explicit = path or os.environ.get("SUDYA_CONFIG")
    file = Path(explicit or DEFAULT_PATH)
    if not file.exists():
        if explicit:
            raise UserError("config_missing", path=str(file))
        return from_dict({}, db=db)
    try:
        with file.open("rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise UserError("config_invalid", key=str(exc)) from None
    return from_dict(data, db=db)
