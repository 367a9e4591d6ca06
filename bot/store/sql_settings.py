"""The per-server settings of the SQL store (``GuildSettings``): read with defaults, changed in one transaction.

Apart from the log's reads and writes (``sql_reads``, ``sql_store``): one row per server, its own table, nothing
shared with the entries but the dialect hooks of ``SqlBase``.
"""

from __future__ import annotations

import json
from typing import Any

from bot.store import validate
from bot.store.models import GuildSettings
from bot.store.sql_base import SqlBase


class SqlSettings(SqlBase):
    """``get_settings`` and ``update_settings`` of ``RulingStore``, in SQL."""

    def get_settings(self, guild_id: int) -> GuildSettings:
        """Defaults when the server never changed anything (no row is written by reading)."""
        validate.guild_id(guild_id)
        with self._read():
            row = self._one(
                "SELECT guild_id, director_role_ids, language, log_public, editions FROM guild_settings "
                "WHERE guild_id = ?",
                (guild_id,),
            )
        if row is None:
            return GuildSettings(guild_id=guild_id)
        return GuildSettings(
            guild_id=guild_id,
            director_role_ids=[int(r) for r in json.loads(row["director_role_ids"] or "[]")],
            language=row["language"],
            log_public=bool(row["log_public"]),
            editions=row["editions"],
        )

    def update_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some settings; the rest keep their value (read and written in one transaction)."""
        validate.guild_id(guild_id)
        checked = validate.settings_changes(changes)
        now = self._now()
        with self._write():
            # Make the row exist first, then lock it: two first-time updates of one server (different processes)
            # then serialise on the row instead of both reading "no row" and the later one erasing the other's.
            self._exec(
                "INSERT INTO guild_settings (guild_id, director_role_ids, log_public, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id) DO NOTHING",
                (guild_id, "[]", False, now),
            )
            row = self._one(
                "SELECT director_role_ids, language, log_public, editions FROM guild_settings WHERE guild_id = ?"
                + self.for_update,
                (guild_id,),
            )
            current = {
                "director_role_ids": json.loads(row["director_role_ids"]),  # type: ignore[index]
                "language": row["language"],  # type: ignore[index]
                "log_public": bool(row["log_public"]),  # type: ignore[index]
                "editions": row["editions"],  # type: ignore[index]
            }
            added = checked.pop("add_director_role_ids", [])
            removed = set(checked.pop("remove_director_role_ids", []))
            current.update(checked)
            roles = set(current["director_role_ids"]) | set(added)
            current["director_role_ids"] = sorted(roles - removed)
            self._exec(
                "UPDATE guild_settings SET director_role_ids = ?, language = ?, log_public = ?, editions = ?, "
                "updated_at = ? "
                "WHERE guild_id = ?",
                (json.dumps(current["director_role_ids"]), current["language"], current["log_public"],
                 current["editions"], now, guild_id),
            )
        return GuildSettings(guild_id=guild_id, **current)
