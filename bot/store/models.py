"""Plain data that crosses the store boundary: settings, new entries, logged entries and their versions.

The store hands out dataclasses, never rows or cursors, so the bot, the CLI and the tests see the same shape
whichever backend (SQLite or PostgreSQL) is behind it, and nothing outside ``bot.store`` holds a connection.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

# Fields of an entry a director may change with ``edit_entry``; identity, numbering and audit fields never change.
EDITABLE_FIELDS = (
    "board",
    "table",
    "round",
    "seats",
    "irregularity",
    "case",
    "ruling",
    "laws",
    "adjusted_score",
    "notes",
)


@dataclass(frozen=True)
class GuildSettings:
    """A server's settings. Defaults (no roles, no language, private log) apply until a director changes them."""

    guild_id: int
    director_role_ids: list[int] = field(default_factory=list)
    language: str | None = None
    log_public: bool = False
    editions: str = "show"  # the 2017 notes: "show" (default) or "hide" (issue 12)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class NewEntry:
    """What a director logs; the store adds the number, id, time and version."""

    guild_id: int
    channel_id: int
    director_id: int
    director_name: str
    irregularity: str
    board: int | None = None
    table: str | None = None
    round: str | None = None
    seats: str | None = None
    case: dict[str, Any] | None = None
    ruling: dict[str, Any] | None = None
    laws: list[str] = field(default_factory=list)
    adjusted_score: str | None = None
    notes: str = ""


@dataclass(frozen=True)
class LogEntry:
    """One logged ruling as it stands now. ``number`` is per server (#1, #2, … without gaps)."""

    id: int
    guild_id: int
    number: int
    channel_id: int
    director_id: int
    director_name: str
    created_at: str
    updated_at: str
    version: int
    deleted: bool
    irregularity: str
    board: int | None = None
    table: str | None = None
    round: str | None = None
    seats: str | None = None
    case: dict[str, Any] | None = None
    ruling: dict[str, Any] | None = None
    laws: list[str] = field(default_factory=list)
    adjusted_score: str | None = None
    notes: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def content(self) -> dict[str, Any]:
        """The editable part, as a snapshot for the history."""
        return {name: getattr(self, name) for name in EDITABLE_FIELDS}


@dataclass(frozen=True)
class EntryVersion:
    """One version in an entry's history: what it looked like after ``action`` by ``editor`` at ``at``."""

    number: int
    version: int
    action: str  # "create", "edit", "delete", "restore"
    at: str
    editor_id: int
    editor_name: str
    content: dict[str, Any]
    deleted: bool

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Stats:
    """Counts for ``/log stats``: live (not deleted) entries per irregularity type and per director."""

    guild_id: int
    total: int
    by_irregularity: dict[str, int]
    by_director: list[dict[str, Any]]  # [{"director_id", "director_name", "count"}], most first

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


ENTRY_FIELDS = tuple(f.name for f in fields(LogEntry))

# Columns of an export row, in order (CSV header). JSON-valued fields are exported as JSON text in CSV.
EXPORT_COLUMNS = (
    "number",
    "created_at",
    "updated_at",
    "version",
    "deleted",
    "guild_id",
    "channel_id",
    "director_id",
    "director_name",
    "board",
    "table",
    "round",
    "seats",
    "irregularity",
    "laws",
    "adjusted_score",
    "notes",
    "case",
    "ruling",
)
