"""Who is asking, where, in which language: the one object every handler receives.

Both transports build a :class:`Context` the same way (``lang`` from the server setting, else the user's locale;
``is_director`` from the server's director roles), so a handler cannot tell Discord from the console.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.config import Config
from bot.i18n import DEFAULT_LANG, is_lang, normalize_lang
from bot.i18n import t as _t


class SettingsStore(Protocol):
    """The part of ``bot.store`` the framework needs (the log engineer's ``AsyncRulingStore`` has it)."""

    async def get_settings(self, guild_id: int) -> Any: ...


@dataclass(frozen=True)
class DefaultSettings:
    """Settings of a server that configured nothing (and of DMs): used when the store has no row."""

    guild_id: int = 0
    director_role_ids: list[int] = field(default_factory=list)
    language: str | None = None
    log_public: bool = False
    editions: str = "show"  # the 2017 notes (issue 12)


@dataclass
class Context:
    """Everything a handler may know about the invocation. Handlers must not reach around it."""

    user_id: int
    user_name: str
    guild_id: int | None
    channel_id: int | None
    lang: str
    is_director: bool
    store: Any
    config: Config
    transport: str = "discord"  # "discord" | "console" | "test"
    settings: Any = None
    attachment_limit: int = 10 * 1024 * 1024  # bytes a reply's files may hold (Discord: the interaction's limit)

    def t(self, key: str, /, **params: Any) -> str:
        """Catalog text in the context's language."""
        return _t(key, self.lang, **params)


def resolve_lang(locale: str | None, server_language: str | None, default: str) -> str:
    """The server's language setting wins; else Russian for a ``ru`` Discord locale and English otherwise."""
    if is_lang(server_language):
        return str(server_language)
    if locale:
        return normalize_lang(str(locale))
    return default if is_lang(default) else DEFAULT_LANG


def is_director(
    settings: Any,
    role_ids: Iterable[int],
    role_names: Iterable[str],
    *,
    administrator: bool,
    default_role_names: Iterable[str],
) -> bool:
    """Director = a configured director role, or (none configured) a default-named role, or admin/manage-server.

    Administrators always pass so a server can never lock itself out of ``/settings``.
    """
    if administrator:
        return True
    configured = list(getattr(settings, "director_role_ids", None) or [])
    if configured:
        return bool(set(configured) & set(role_ids))
    wanted = {n.casefold() for n in default_role_names}
    return any(name.casefold() in wanted for name in role_names)


async def load_settings(store: Any, guild_id: int | None) -> Any:
    """The server's settings, or defaults (DMs, no store yet, or a store error: never fail a command on this)."""
    if guild_id is None or store is None:
        return DefaultSettings()
    settings = await store.get_settings(guild_id)
    return settings if settings is not None else DefaultSettings(guild_id=guild_id)
