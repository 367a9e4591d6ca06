"""Copy a whole ruling log from one store to another: SQLite → PostgreSQL when a bot outgrows one process, and
PostgreSQL → a SQLite file as its backup.

Everything is carried over: settings, per-server counters, every entry with its number, and every version of
its history, and the director's desk (calls, sessions, desk settings and counters, the deals attached to
entries; ``DESK_TABLES``: keyed by server and number, no row ids); internal row ids are renumbered by the target
(nothing refers to them outside the database). The target must be empty — a copy never merges into or
overwrites a log — and the whole copy is one transaction on the target, so a failure leaves it empty again.
"""

from __future__ import annotations

from typing import Any

from bot.store.errors import StoreError
from bot.store.sql_store import SqlRulingStore

SETTINGS_COLUMNS = ("guild_id", "director_role_ids", "language", "log_public", "editions", "updated_at")
COUNTER_COLUMNS = ("guild_id", "last_number")
ENTRY_COLUMNS = (
    "guild_id", "number", "channel_id", "director_id", "director_name", "created_at", "updated_at", "version",
    "deleted", "irregularity", "board", "table_no", "round", "seats", "case_json", "ruling_json", "laws",
    "adjusted_score", "notes",
)
VERSION_COLUMNS = (
    "entry_id", "guild_id", "number", "version", "action", "at", "editor_id", "editor_name", "deleted",
    "content_json",
)
# The director's desk (bot/store/desk_schema.py): each table with the columns copied and its key, for the order.
DESK_TABLES = {
    "desk_settings": (("guild_id", "director_channel_id", "ping_role_id", "updated_at"), "guild_id"),
    "desk_counters": (("guild_id", "kind", "last_number"), "guild_id, kind"),
    "director_calls": (("guild_id", "number", "channel_id", "caller_id", "caller_name", "table_no", "board", "text",
                        "created_at", "status", "taken_by_id", "taken_by_name", "taken_at", "closed_by_id",
                        "closed_by_name", "closed_at", "entry_number", "session_number"), "guild_id, number"),
    "desk_sessions": (("guild_id", "number", "name", "started_by_id", "started_by_name", "started_at", "ended_at",
                       "ended_by_id", "ended_by_name"), "guild_id, number"),
    "entry_deals": (("guild_id", "entry_number", "deal_json", "attached_by_id", "attached_by_name", "attached_at"),
                    "guild_id, entry_number"),
}
BOOLEAN_COLUMNS = ("deleted", "log_public")  # 0/1 in SQLite, boolean in PostgreSQL


def _read_all(source: SqlRulingStore) -> dict[str, list[dict[str, Any]]]:
    """Every row of the source, in one read transaction (one consistent snapshot)."""
    with source._read():
        source._snapshot()  # PostgreSQL: one REPEATABLE READ snapshot for every table (a live log may be written)
        return {
            "settings": source._rows("SELECT * FROM guild_settings ORDER BY guild_id"),
            "counters": source._rows("SELECT * FROM guild_counters ORDER BY guild_id"),
            "entries": source._rows("SELECT * FROM entries ORDER BY id"),
            "versions": source._rows("SELECT * FROM entry_versions ORDER BY id"),
            **{table: source._rows(f"SELECT * FROM {table} ORDER BY {key}")
               for table, (_, key) in DESK_TABLES.items()},
        }


def _values(row: dict[str, Any], columns: tuple[str, ...]) -> tuple[Any, ...]:
    return tuple(bool(row[c]) if c in BOOLEAN_COLUMNS else row[c] for c in columns)


def _insert(target: SqlRulingStore, table: str, columns: tuple[str, ...], row: dict[str, Any],
            returning: str = "") -> dict[str, Any] | None:
    marks = ", ".join("?" for _ in columns)
    sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"
    if returning:
        return target._one(f"{sql} RETURNING {returning}", _values(row, columns))
    target._exec(sql, _values(row, columns))
    return None


def copy_log(source: SqlRulingStore, target: SqlRulingStore) -> dict[str, int]:
    """Copy ``source`` into the empty ``target``; returns how many rows of each kind were copied."""
    data = _read_all(source)
    with target._write():
        used = target._one("SELECT (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM guild_settings) "
                           "+ (SELECT COUNT(*) FROM guild_counters) "
                           + "".join(f"+ (SELECT COUNT(*) FROM {table}) " for table in DESK_TABLES) + "AS n")
        if used and used["n"]:
            raise StoreError("store_copy_target_not_empty", path=getattr(target, "path", "?"))
        for row in data["settings"]:
            _insert(target, "guild_settings", SETTINGS_COLUMNS, row)
        for row in data["counters"]:
            _insert(target, "guild_counters", COUNTER_COLUMNS, row)
        new_id: dict[int, int] = {}
        for row in data["entries"]:
            new_id[row["id"]] = _insert(target, "entries", ENTRY_COLUMNS, row, returning="id")["id"]  # type: ignore[index]
        for row in data["versions"]:
            _insert(target, "entry_versions", VERSION_COLUMNS, dict(row, entry_id=new_id[row["entry_id"]]))
        for table, (columns, _) in DESK_TABLES.items():
            for row in data[table]:
                _insert(target, table, columns, row)
    return {name: len(rows) for name, rows in data.items()}
