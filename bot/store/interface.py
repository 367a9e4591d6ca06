"""``RulingStore``: the interface every backend implements (SQLite by default, PostgreSQL when sharded).

The bot, the CLI and the tests speak only this interface, so PostgreSQL can replace SQLite when the bot runs as
several sharded processes (architecture.md). Synchronous and plain data in and out; ``AsyncRulingStore`` puts it
on its own thread for the event loop.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from bot.store.models import EntryVersion, GuildSettings, LogEntry, NewEntry, Stats


class RulingStore(ABC):
    """The ruling log and per-server settings. Synchronous, plain data in and out; see ``AsyncRulingStore``."""

    backend: str = "?"

    @abstractmethod
    def get_settings(self, guild_id: int) -> GuildSettings: ...

    @abstractmethod
    def update_settings(self, guild_id: int, **changes: Any) -> GuildSettings: ...

    @abstractmethod
    def add_entry(self, entry: NewEntry) -> LogEntry: ...

    @abstractmethod
    def get_entry(self, guild_id: int, number: int, include_deleted: bool = False) -> LogEntry: ...

    @abstractmethod
    def list_entries(self, guild_id: int, **filters: Any) -> list[LogEntry]:
        """Newest first (time, then number). Filters (all optional): ``board``, ``irregularity``, ``director_id``,
        ``since`` (inclusive) and ``until`` (exclusive) as datetimes or ISO dates (UTC), ``include_deleted``,
        ``limit`` (1..500, default 20), ``offset``; keyset paging with ``after=N`` (the entries listed after entry N)
        or ``before=N`` (those listed before it). An unknown filter is a typed error (``log_bad_field``), never
        silently ignored."""

    @abstractmethod
    def count_entries(self, guild_id: int, **filters: Any) -> int:
        """How many entries ``list_entries`` would page through with the same filters; with ``cap=N`` at most
        N + 1 are counted (a result above N means "more than N")."""

    @abstractmethod
    def edit_entry(
        self, guild_id: int, number: int, changes: dict[str, Any], editor_id: int, editor_name: str
    ) -> LogEntry: ...

    @abstractmethod
    def history(self, guild_id: int, number: int) -> list[EntryVersion]: ...

    @abstractmethod
    def delete_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry: ...

    @abstractmethod
    def restore_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry: ...

    @abstractmethod
    def stats(self, guild_id: int) -> Stats: ...

    @abstractmethod
    def export(self, guild_id: int, include_deleted: bool = False) -> list[dict[str, Any]]: ...

    @abstractmethod
    def backup(self, path: str) -> dict[str, Any]: ...

    @abstractmethod
    def integrity_check(self) -> str: ...

    @abstractmethod
    def close(self) -> None: ...
