"""``SqlRulingStore``: the ``RulingStore`` logic written once in SQL, for both backends.

The SQL is written once, with ``?`` placeholders (the PostgreSQL backend translates them), so numbering, history
and scoping cannot drift apart between the backends; a backend supplies only the connection, its transactions,
its schema and the mapping of its driver's errors.

Rules every method keeps:
- every query carries ``guild_id``: no entry is reachable from another server, by number, filter or export;
- numbers are per server, taken from a counter row inside the inserting transaction, so they stay gapless even
  with many concurrent writers (a rolled-back insert rolls its number back too);
- an edit, delete or restore appends a version to ``entry_versions``; old versions are never updated or deleted
  (both backends also forbid it with triggers).

The class is put together from its parts, each one idea: the dialect hooks and row mapping (``sql_base``), the
settings (``sql_settings``), the reads of the log (``sql_reads``) and, here, the writes (numbering and history);
the bulk paths (streamed export, import) are ``bulk``'s.
"""

from __future__ import annotations

import json
from typing import Any

from bot.store import validate
from bot.store.entry_rows import ENTRY_COLUMNS
from bot.store.errors import ALREADY_DELETED, DELETED, NOT_DELETED, NOT_FOUND, StoreError
from bot.store.interface import RulingStore
from bot.store.models import LogEntry, NewEntry
from bot.store.sql_base import COLUMN_OF, Clock, utcnow
from bot.store.sql_reads import SqlReads
from bot.store.sql_settings import SqlSettings


class SqlRulingStore(SqlSettings, SqlReads, RulingStore):
    """The store's logic over a DB-API connection; subclasses provide the dialect hooks (``SqlBase``)."""

    def __init__(self, clock: Clock | None = None) -> None:
        self._clock = clock or utcnow

    # -- entries -------------------------------------------------------------------------------------------------
    def add_entry(self, entry: NewEntry) -> LogEntry:
        """Store a new entry with the server's next number; the entry and its first version commit together."""
        entry = validate.new_entry(entry)
        now = self._now()
        with self._write():
            number = self._one(
                "INSERT INTO guild_counters (guild_id, last_number) VALUES (?, 1) ON CONFLICT (guild_id) "
                "DO UPDATE SET last_number = guild_counters.last_number + 1 RETURNING last_number",
                (entry.guild_id,),
            )["last_number"]  # type: ignore[index]
            row = self._one(
                "INSERT INTO entries (guild_id, number, channel_id, director_id, director_name, created_at, "
                "updated_at, version, deleted, irregularity, board, table_no, round, seats, case_json, ruling_json, "
                "laws, adjusted_score, notes) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                f"RETURNING {ENTRY_COLUMNS}",
                (entry.guild_id, number, entry.channel_id, entry.director_id, entry.director_name, now, now, False,
                 entry.irregularity, entry.board, entry.table, entry.round, entry.seats,
                 self._column_value("case", entry.case), self._column_value("ruling", entry.ruling),
                 self._column_value("laws", entry.laws), entry.adjusted_score, entry.notes),
            )
            stored = self._entry(row)  # type: ignore[arg-type]
            self._append_version(stored, "create", entry.director_id, entry.director_name, now)
        return stored

    def _append_version(self, entry: LogEntry, action: str, editor_id: int, editor_name: str, at: str) -> None:
        self._exec(
            "INSERT INTO entry_versions (entry_id, guild_id, number, version, action, at, editor_id, editor_name, "
            "deleted, content_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry.id, entry.guild_id, entry.number, entry.version, action, at, editor_id, editor_name,
             entry.deleted, json.dumps(entry.content(), ensure_ascii=False, sort_keys=True)),
        )

    def edit_entry(
        self, guild_id: int, number: int, changes: dict[str, Any], editor_id: int, editor_name: str
    ) -> LogEntry:
        """Apply ``changes``, bump the version and append it to the history; the old version stays as it was."""
        validate.guild_id(guild_id)
        number = self._number(number)
        checked = validate.changes(changes)
        return self._change(guild_id, number, "edit", editor_id, editor_name, checked, None)

    def delete_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry:
        """Soft delete: the entry is hidden from lists and kept, with its history, until restored."""
        validate.guild_id(guild_id)
        return self._change(guild_id, self._number(number), "delete", editor_id, editor_name, {}, True)

    def restore_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry:
        """Undo a soft delete."""
        validate.guild_id(guild_id)
        return self._change(guild_id, self._number(number), "restore", editor_id, editor_name, {}, False)

    def _change(
        self, guild_id: int, number: int, action: str, editor_id: int, editor_name: str,
        changes: dict[str, Any], deleted: bool | None,
    ) -> LogEntry:
        name = validate.person_name(editor_name)
        now = self._now()
        with self._write():
            entry = self._fetch(guild_id, number, lock=True)
            # Editing a deleted entry, deleting twice or restoring a live one: each said as what it is.
            if entry is None:
                raise StoreError(NOT_FOUND, number=number)
            if action == "restore" and not entry.deleted:
                raise StoreError(NOT_DELETED, number=number)
            if action != "restore" and entry.deleted:
                raise StoreError(ALREADY_DELETED if action == "delete" else DELETED, number=number)
            sets = [f"{COLUMN_OF.get(f, f)} = ?" for f in changes]
            params = [self._column_value(f, v) for f, v in changes.items()]
            if deleted is not None:
                sets.append("deleted = ?")
                params.append(deleted)
            row = self._one(
                f"UPDATE entries SET {', '.join(sets)}, version = version + 1, updated_at = ? "
                f"WHERE id = ? RETURNING {ENTRY_COLUMNS}",
                (*params, now, entry.id),
            )
            updated = self._entry(row)  # type: ignore[arg-type]
            self._append_version(updated, action, editor_id, name, now)
        return updated

    def import_entries(self, guild_id: int, rows: Any) -> dict[str, int]:
        """Append exported entries (with their history) under new numbers; all or nothing (``bulk``)."""
        from bot.store.bulk import import_entries

        return import_entries(self, guild_id, rows)
