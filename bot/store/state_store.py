"""Interaction state rows (``state_schema``) read and written through any ``SqlRulingStore`` backend.

Plain functions over a backend instance, so they run on whichever thread owns that instance: the bot calls them
through ``AsyncRulingStore.run_read`` on a reader connection of its own, never queued behind a log write. The
binding of a key to its server and user is checked in SQL: a key from another server, or another user's key, reads
as missing, exactly like an expired one, so a guessed or copied key reveals nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StateRow:
    """One stored state: ``kind`` names the codec of ``value_json`` (``bot.framework.state``)."""

    kind: str
    value_json: str
    expires_at: float


def put(store: Any, key: str, guild_id: int, user_id: int, kind: str, value_json: str, expires_at: float) -> bool:
    """Insert, or replace the value of a key that belongs to the same server and user; False when the key is
    someone else's (nothing is written then)."""
    with store._write():
        store._exec(
            "INSERT INTO interaction_state (key, guild_id, user_id, kind, value_json, expires_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, "
            "value_json = excluded.value_json, expires_at = excluded.expires_at "
            "WHERE interaction_state.guild_id = excluded.guild_id AND interaction_state.user_id = excluded.user_id",
            (key, guild_id, user_id, kind, value_json, expires_at),
        )
        row = store._one("SELECT guild_id, user_id FROM interaction_state WHERE key = ?", (key,))
    return row is not None and int(row["guild_id"]) == guild_id and int(row["user_id"]) == user_id


def get(store: Any, key: str, guild_id: int, user_id: int, now: float) -> StateRow | None:
    """The live state under ``key`` if it belongs to this server and to this user (or to anyone there)."""
    with store._read():
        row = store._one(
            "SELECT kind, value_json, expires_at FROM interaction_state WHERE key = ? AND guild_id = ? "
            "AND user_id IN (0, ?) AND expires_at > ?",
            (key, guild_id, user_id, now),
        )
    return StateRow(row["kind"], row["value_json"], float(row["expires_at"])) if row else None


def purge(store: Any, now: float) -> int:
    """Delete every expired row; how many there were."""
    with store._write():
        row = store._one("SELECT COUNT(*) AS n FROM interaction_state WHERE expires_at <= ?", (now,))
        store._exec("DELETE FROM interaction_state WHERE expires_at <= ?", (now,))
    return int(row["n"]) if row else 0
