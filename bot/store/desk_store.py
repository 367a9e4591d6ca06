"""Director calls, sessions and desk settings (``desk_schema``) read and written through any ``SqlRulingStore``.

Plain functions over a backend instance, like ``state_store``: they run on the thread that owns it (the bot goes
through ``bot.commands.desk_io``). Every query carries ``guild_id``: a call or session of another server is not
found. Numbers are per server and gapless, taken from ``desk_counters`` inside the inserting transaction.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from bot.store.errors import StoreError

CALL_COLUMNS = ("guild_id, number, channel_id, caller_id, caller_name, table_no, board, text, created_at, status, "
                "taken_by_id, taken_by_name, taken_at, closed_by_id, closed_by_name, closed_at, entry_number, "
                "session_number")
SESSION_COLUMNS = ("guild_id, number, name, started_by_id, started_by_name, started_at, ended_at, ended_by_id, "
                   "ended_by_name")
OPEN_STATUSES = ("open", "taken")
MAX_TEXT, MAX_NAME, MAX_TABLE = 300, 100, 20


@dataclass(frozen=True)
class DeskSettings:
    guild_id: int
    director_channel_id: int | None = None
    ping_role_id: int | None = None


@dataclass(frozen=True)
class DirectorCall:
    guild_id: int
    number: int
    channel_id: int
    caller_id: int
    caller_name: str
    table_no: str
    board: int | None
    text: str
    created_at: str
    status: str  # open | taken | done | cancelled
    taken_by_id: int | None
    taken_by_name: str | None
    taken_at: str | None
    closed_by_id: int | None
    closed_by_name: str | None
    closed_at: str | None
    entry_number: int | None
    session_number: int | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Session:
    guild_id: int
    number: int
    name: str
    started_by_id: int
    started_by_name: str
    started_at: str
    ended_at: str | None
    ended_by_id: int | None
    ended_by_name: str | None

    @property
    def is_open(self) -> bool:
        return self.ended_at is None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _call(row: dict[str, Any]) -> DirectorCall:
    return DirectorCall(**{k: row[k] for k in CALL_COLUMNS.replace(" ", "").split(",")})


def _session(row: dict[str, Any]) -> Session:
    return Session(**{k: row[k] for k in SESSION_COLUMNS.replace(" ", "").split(",")})


def _clip(value: Any, limit: int) -> str:
    return str(value or "").strip()[:limit]


def _next_number(store: Any, guild_id: int, kind: str) -> int:
    row = store._one(
        "INSERT INTO desk_counters (guild_id, kind, last_number) VALUES (?, ?, 1) ON CONFLICT (guild_id, kind) "
        "DO UPDATE SET last_number = desk_counters.last_number + 1 RETURNING last_number", (guild_id, kind))
    return int(row["last_number"])


# -- settings ------------------------------------------------------------------------------------------------------
def _numbered(store: Any, table: str, columns: str, guild_id: int, number: int, missing: str,
              lock: str = "") -> dict[str, Any]:
    """The row numbered ``number`` of a server's calls or sessions (inside the caller's read or write), or the
    worded ``missing`` error; ``lock`` is the backend's FOR UPDATE when the caller goes on to change it."""
    row = store._one(f"SELECT {columns} FROM {table} WHERE guild_id = ? AND number = ?{lock}", (guild_id, number))
    if row is None:
        raise StoreError(missing, number=number)
    return dict(row)


def get_desk(store: Any, guild_id: int) -> DeskSettings:
    with store._read():
        row = store._one("SELECT director_channel_id, ping_role_id FROM desk_settings WHERE guild_id = ?",
                         (guild_id,))
    if row is None:
        return DeskSettings(guild_id)
    return DeskSettings(guild_id, row["director_channel_id"], row["ping_role_id"])


def set_desk(store: Any, guild_id: int, **changes: Any) -> DeskSettings:
    """``director_channel_id`` and/or ``ping_role_id`` (``None`` clears it)."""
    unknown = set(changes) - {"director_channel_id", "ping_role_id"}
    if unknown:
        raise StoreError("log_bad_field", field=sorted(unknown)[0], reason="unknown")
    with store._write():
        store._exec("INSERT INTO desk_settings (guild_id, updated_at) VALUES (?, ?) ON CONFLICT (guild_id) DO NOTHING",
                    (guild_id, store._now()))
        for column, value in changes.items():
            store._exec(f"UPDATE desk_settings SET {column} = ?, updated_at = ? WHERE guild_id = ?",
                        (value, store._now(), guild_id))
    return get_desk(store, guild_id)


# -- calls ---------------------------------------------------------------------------------------------------------
def open_call(store: Any, guild_id: int, channel_id: int, caller_id: int, caller_name: str, table_no: str,
              board: int | None, text: str) -> DirectorCall:
    """A new call, numbered per server; it belongs to the session open now, if any."""
    with store._write():
        number = _next_number(store, guild_id, "call")
        session = store._one("SELECT number FROM desk_sessions WHERE guild_id = ? AND ended_at IS NULL", (guild_id,))
        row = store._one(
            f"INSERT INTO director_calls (guild_id, number, channel_id, caller_id, caller_name, table_no, board, "
            f"text, created_at, status, session_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?) "
            f"RETURNING {CALL_COLUMNS}",
            (guild_id, number, channel_id, caller_id, _clip(caller_name, MAX_NAME), _clip(table_no, MAX_TABLE), board,
             _clip(text, MAX_TEXT), store._now(), session["number"] if session else None))
    return _call(row)


def get_call(store: Any, guild_id: int, number: int) -> DirectorCall:
    with store._read():
        row = _numbered(store, "director_calls", CALL_COLUMNS, guild_id, number, "call_not_found")
    return _call(row)


def list_calls(store: Any, guild_id: int, statuses: tuple[str, ...] = OPEN_STATUSES, limit: int = 25
               ) -> list[DirectorCall]:
    """Calls with one of ``statuses``, oldest first (the one waiting longest at the top)."""
    marks = ", ".join("?" for _ in statuses)
    with store._read():
        rows = store._rows(f"SELECT {CALL_COLUMNS} FROM director_calls WHERE guild_id = ? AND status IN ({marks}) "
                           f"ORDER BY number LIMIT ?", (guild_id, *statuses, max(1, min(limit, 100))))
    return [_call(r) for r in rows]


def take_call(store: Any, guild_id: int, number: int, user_id: int, user_name: str) -> DirectorCall:
    """The director ``user_id`` takes the call. Taking one's own call again changes nothing; a call another
    director has taken, or one that is closed, is refused with who/when."""
    with store._write():
        row = _numbered(store, "director_calls", CALL_COLUMNS, guild_id, number, "call_not_found", store.for_update)
        if row["status"] not in OPEN_STATUSES:
            raise StoreError("call_closed", number=number, name=row["closed_by_name"] or "")
        if row["status"] == "taken" and row["taken_by_id"] != user_id:
            raise StoreError("call_taken", number=number, name=row["taken_by_name"] or "")
        if row["status"] == "open":
            row = store._one(f"UPDATE director_calls SET status = 'taken', taken_by_id = ?, taken_by_name = ?, "
                             f"taken_at = ? WHERE guild_id = ? AND number = ? RETURNING {CALL_COLUMNS}",
                             (user_id, _clip(user_name, MAX_NAME), store._now(), guild_id, number))
    return _call(row)


def close_call(store: Any, guild_id: int, number: int, user_id: int, user_name: str, entry_number: int | None = None,
               status: str = "done") -> DirectorCall:
    """Done (or cancelled): closes an open or taken call, optionally linking the log entry of its ruling. A closed
    call may still get its entry linked (``entry_number``) by a director later."""
    with store._write():
        row = _numbered(store, "director_calls", CALL_COLUMNS, guild_id, number, "call_not_found", store.for_update)
        if row["status"] not in OPEN_STATUSES:
            if entry_number is None:
                raise StoreError("call_closed", number=number, name=row["closed_by_name"] or "")
            row = store._one(f"UPDATE director_calls SET entry_number = ? WHERE guild_id = ? AND number = ? "
                             f"RETURNING {CALL_COLUMNS}", (entry_number, guild_id, number))
            return _call(row)
        row = store._one(
            f"UPDATE director_calls SET status = ?, closed_by_id = ?, closed_by_name = ?, closed_at = ?, "
            f"entry_number = COALESCE(?, entry_number), taken_by_id = COALESCE(taken_by_id, ?), "
            f"taken_by_name = COALESCE(taken_by_name, ?), taken_at = COALESCE(taken_at, ?) "
            f"WHERE guild_id = ? AND number = ? RETURNING {CALL_COLUMNS}",
            (status, user_id, _clip(user_name, MAX_NAME), store._now(), entry_number, user_id,
             _clip(user_name, MAX_NAME), store._now(), guild_id, number))
    return _call(row)


# -- sessions ------------------------------------------------------------------------------------------------------
def current_session(store: Any, guild_id: int) -> Session | None:
    with store._read():
        row = store._one(f"SELECT {SESSION_COLUMNS} FROM desk_sessions WHERE guild_id = ? AND ended_at IS NULL",
                         (guild_id,))
    return _session(row) if row else None


def start_session(store: Any, guild_id: int, name: str, user_id: int, user_name: str) -> Session:
    """Open a session; one at a time per server (the open one is named in the refusal)."""
    with store._write():
        # the counter row first: it locks, so two directors starting at once are served one after the other
        # (PostgreSQL; SQLite's write transaction already is); a refusal rolls the number back
        number = _next_number(store, guild_id, "session")
        open_row = store._one(f"SELECT {SESSION_COLUMNS} FROM desk_sessions WHERE guild_id = ? AND ended_at IS NULL",
                              (guild_id,))
        if open_row is not None:
            raise StoreError("session_already_open", number=open_row["number"], name=open_row["name"])
        row = store._one(
            f"INSERT INTO desk_sessions (guild_id, number, name, started_by_id, started_by_name, started_at) "
            f"VALUES (?, ?, ?, ?, ?, ?) RETURNING {SESSION_COLUMNS}",
            (guild_id, number, _clip(name, MAX_NAME) or f"#{number}", user_id, _clip(user_name, MAX_NAME),
             store._now()))
    return _session(row)


def end_session(store: Any, guild_id: int, user_id: int, user_name: str) -> Session:
    with store._write():
        row = store._one(
            f"UPDATE desk_sessions SET ended_at = ?, ended_by_id = ?, ended_by_name = ? "
            f"WHERE guild_id = ? AND ended_at IS NULL RETURNING {SESSION_COLUMNS}",
            (store._now(), user_id, _clip(user_name, MAX_NAME), guild_id))
    if row is None:
        raise StoreError("session_none_open")
    return _session(row)


def get_session(store: Any, guild_id: int, number: int) -> Session:
    with store._read():
        row = _numbered(store, "desk_sessions", SESSION_COLUMNS, guild_id, number, "session_not_found")
    return _session(row)


def list_sessions(store: Any, guild_id: int, limit: int = 10) -> list[Session]:
    """Newest first."""
    with store._read():
        rows = store._rows(f"SELECT {SESSION_COLUMNS} FROM desk_sessions WHERE guild_id = ? ORDER BY number DESC "
                           f"LIMIT ?", (guild_id, max(1, min(limit, 100))))
    return [_session(r) for r in rows]


# -- deals attached to log entries ---------------------------------------------------------------------------------
def attach_deal(store: Any, guild_id: int, entry_number: int, deal: dict[str, Any], user_id: int, user_name: str
                ) -> None:
    """The deal record of log entry ``entry_number`` (replacing one attached before)."""
    text = json.dumps(deal, ensure_ascii=False, sort_keys=True)
    with store._write():
        store._exec("DELETE FROM entry_deals WHERE guild_id = ? AND entry_number = ?", (guild_id, entry_number))
        store._exec("INSERT INTO entry_deals (guild_id, entry_number, deal_json, attached_by_id, attached_by_name, "
                    "attached_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (guild_id, entry_number, text, user_id, _clip(user_name, MAX_NAME), store._now()))


def get_deal(store: Any, guild_id: int, entry_number: int) -> dict[str, Any] | None:
    with store._read():
        row = store._one("SELECT deal_json FROM entry_deals WHERE guild_id = ? AND entry_number = ?",
                         (guild_id, entry_number))
    return json.loads(row["deal_json"]) if row else None
