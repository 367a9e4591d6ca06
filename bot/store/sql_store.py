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
"""

from __future__ import annotations

import json
from abc import abstractmethod
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from bot.store import validate
from bot.store.entry_rows import ENTRY_COLUMNS, export_row
from bot.store.errors import ALREADY_DELETED, DELETED, NOT_DELETED, NOT_FOUND, StoreError, bad_field
from bot.store.interface import RulingStore
from bot.store.models import EntryVersion, GuildSettings, LogEntry, NewEntry, Stats

Clock = Callable[[], datetime]

# LogEntry field -> column, for the editable fields whose column name differs.
COLUMN_OF = {"table": "table_no", "case": "case_json", "ruling": "ruling_json"}
JSON_FIELDS = ("case", "ruling", "laws")


def _utcnow() -> datetime:
    return datetime.now(UTC)


class SqlRulingStore(RulingStore):
    """The store's logic over a DB-API connection; subclasses provide the dialect hooks below."""

    for_update = ""  # PostgreSQL locks the row being edited; SQLite's write transaction already excludes others

    def __init__(self, clock: Clock | None = None) -> None:
        self._clock = clock or _utcnow

    # -- dialect hooks -------------------------------------------------------------------------------------------
    @abstractmethod
    def _write(self) -> Any:
        """Context manager: one write transaction (the caller's statements commit together or not at all)."""

    @abstractmethod
    def _read(self) -> Any:
        """Context manager around reads: maps driver errors, gives a consistent snapshot where the driver can."""

    @abstractmethod
    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]: ...

    @abstractmethod
    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> None: ...

    @abstractmethod
    def _many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """One statement for many parameter rows (bulk import)."""

    def _snapshot(self) -> None:
        """First statement of a long read: make every query of the transaction see one snapshot (PostgreSQL reads
        in READ COMMITTED otherwise; a SQLite read transaction already is one)."""

    # -- helpers -------------------------------------------------------------------------------------------------
    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

    def _now(self) -> str:
        return validate.iso(self._clock())

    @staticmethod
    def _entry(row: dict[str, Any]) -> LogEntry:
        return LogEntry(
            id=row["id"],
            guild_id=row["guild_id"],
            number=row["number"],
            channel_id=row["channel_id"],
            director_id=row["director_id"],
            director_name=row["director_name"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            version=row["version"],
            deleted=bool(row["deleted"]),
            irregularity=row["irregularity"],
            board=row["board"],
            table=row["table_no"],
            round=row["round"],
            seats=row["seats"],
            case=json.loads(row["case_json"]) if row["case_json"] is not None else None,
            ruling=json.loads(row["ruling_json"]) if row["ruling_json"] is not None else None,
            laws=json.loads(row["laws"] or "[]"),
            adjusted_score=row["adjusted_score"],
            notes=row["notes"] or "",
        )

    @staticmethod
    def _column_value(field: str, value: Any) -> Any:
        if field in JSON_FIELDS:
            return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)
        return value

    @staticmethod
    def _number(number: Any) -> int:
        if isinstance(number, bool) or not isinstance(number, int) or not 0 < number <= validate.MAX_ID:
            raise StoreError(NOT_FOUND, number=number)
        return number

    # -- settings ------------------------------------------------------------------------------------------------
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

    def _fetch(self, guild_id: int, number: int, *, lock: bool = False) -> LogEntry | None:
        row = self._one(
            f"SELECT {ENTRY_COLUMNS} FROM entries WHERE guild_id = ? AND number = ?"
            + (self.for_update if lock else ""),
            (guild_id, number),
        )
        return self._entry(row) if row else None

    def get_entry(self, guild_id: int, number: int, include_deleted: bool = False) -> LogEntry:
        """One entry of this server; another server's number, or a deleted entry, is simply not found."""
        validate.guild_id(guild_id)
        number = self._number(number)
        with self._read():
            entry = self._fetch(guild_id, number)
        if entry is None or (entry.deleted and not include_deleted):
            raise StoreError(NOT_FOUND, number=number)
        return entry

    def _where(self, guild_id: int, filters: dict[str, Any]) -> tuple[str, list[Any]]:
        """The WHERE clause of list/count: always the server first, then the optional filters."""
        validate.guild_id(guild_id)
        allowed = {"board", "irregularity", "director_id", "since", "until", "include_deleted"}
        unknown = set(filters) - allowed
        if unknown:
            raise bad_field(sorted(unknown)[0], "not_a_filter")
        clauses, params = ["guild_id = ?"], [guild_id]
        if not filters.get("include_deleted"):
            clauses.append("deleted = ?")
            params.append(False)
        if filters.get("board") is not None:
            clauses.append("board = ?")
            params.append(validate.field_value("board", filters["board"]))
        if filters.get("irregularity"):
            clauses.append("irregularity = ?")
            params.append(str(filters["irregularity"]).strip())
        if filters.get("director_id") is not None:
            clauses.append("director_id = ?")
            params.append(validate.discord_id("director_id", filters["director_id"], allow_zero=True))
        for name, op in (("since", ">="), ("until", "<")):
            moment = validate.when(name, filters.get(name))
            if moment is not None:
                clauses.append(f"created_at {op} ?")
                params.append(moment)
        return " AND ".join(clauses), params

    def list_entries(self, guild_id: int, *, limit: int = 20, offset: int = 0, after: int | None = None,
                     before: int | None = None, **filters: Any) -> list[LogEntry]:
        """Newest first (``created_at``, then ``number``). Filters: board, irregularity, director_id, since
        (inclusive), until (exclusive). Keyset paging: ``after=N`` gives the entries listed after entry N (older),
        ``before=N`` those listed before it (newer, still newest first); each is one index range scan, however deep
        the page. ``offset`` remains for a jump to a page number."""
        limit, offset = validate.paging(limit, offset)
        self._where(guild_id, filters)  # checks every filter before anything is read
        order, keyset, cursor_params = "DESC", "", []
        with self._read():
            for cursor, op in ((after, "<"), (before, ">")):
                if cursor is None:
                    continue
                anchor = self._one("SELECT created_at, number FROM entries WHERE guild_id = ? AND number = ?",
                                   (guild_id, self._number(cursor)))
                if anchor is None:
                    raise StoreError(NOT_FOUND, number=cursor)
                order = "ASC" if op == ">" else order
                # The cursor and the since/until window bound the same index column; a database starts its range
                # scan at one bound and tests the other on every row, so only the tighter one is given: a cursor
                # beyond the window's far end leaves nothing, one beyond its near end bounds nothing, one inside it
                # replaces that end of the window.
                near, far = ("until", "since") if op == "<" else ("since", "until")
                near_at, far_at = validate.when(near, filters.get(near)), validate.when(far, filters.get(far))
                at = anchor["created_at"]
                if far_at and (at < far_at if op == "<" else at >= far_at):
                    return []
                if near_at and (at >= near_at if op == "<" else at < near_at):
                    continue
                filters = {**filters, near: None}
                keyset += f" AND (created_at, number) {op} (?, ?)"
                cursor_params += [at, anchor["number"]]
            where, params = self._where(guild_id, filters)
            where += keyset
            params += cursor_params
            by = f"ORDER BY created_at {order}, number {order}"
            if sum(filters.get(k) is not None for k in ("board", "irregularity", "director_id")) > 1:
                # Two filters: the page's ids are chosen inside a covering list index (schema_scale), then only
                # those rows are read, instead of reading every row of the first filter to test the second.
                sql = f"SELECT {ENTRY_COLUMNS} FROM entries WHERE id IN (SELECT id FROM entries WHERE {where} {by} " \
                      f"LIMIT ? OFFSET ?) {by}"
            else:  # one filter is a key of its index: the scan meets exactly the page's rows
                sql = f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {where} {by} LIMIT ? OFFSET ?"
            rows = self._rows(sql, (*params, limit, offset))
        if order == "ASC":
            rows.reverse()
        return [self._entry(row) for row in rows]

    def count_entries(self, guild_id: int, *, cap: int | None = None, **filters: Any) -> int:
        """How many entries ``list_entries`` would page through (for "page 2/5").

        Unfiltered, or by type and/or director, the count comes from the maintained ``entry_counts`` (exact, a few
        rows read). Other filters count index entries, at most ``cap + 1`` of them when ``cap`` is given: a result
        above ``cap`` means "more than cap" (the list says so) instead of a count of every match on each page."""
        where, params = self._where(guild_id, filters)
        counted = {k for k, v in filters.items() if v not in (None, False, "")}
        with self._read():
            if counted <= {"irregularity", "director_id"}:
                sql = "SELECT COALESCE(SUM(n), 0) AS n FROM entry_counts WHERE guild_id = ?"
                extra: list[Any] = [guild_id]
                if "irregularity" in counted:
                    sql += " AND irregularity = ?"
                    extra.append(str(filters["irregularity"]).strip())
                if "director_id" in counted:
                    sql += " AND director_id = ?"
                    extra.append(filters["director_id"])
                row = self._one(sql, tuple(extra))
            elif cap is not None:
                row = self._one(f"SELECT COUNT(*) AS n FROM (SELECT 1 FROM entries WHERE {where} LIMIT ?) AS m",
                                (*params, int(cap) + 1))
            else:
                row = self._one(f"SELECT COUNT(*) AS n FROM entries WHERE {where}", tuple(params))
        return int(row["n"]) if row else 0

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

    def history(self, guild_id: int, number: int) -> list[EntryVersion]:
        """Every version of an entry, oldest first (deleted entries too: the history is the audit trail)."""
        validate.guild_id(guild_id)
        number = self._number(number)
        with self._read():
            rows = self._rows(
                "SELECT number, version, action, at, editor_id, editor_name, deleted, content_json "
                "FROM entry_versions WHERE guild_id = ? AND number = ? ORDER BY version",
                (guild_id, number),
            )
        if not rows:
            raise StoreError(NOT_FOUND, number=number)
        return [
            EntryVersion(
                number=r["number"], version=r["version"], action=r["action"], at=r["at"], editor_id=r["editor_id"],
                editor_name=r["editor_name"], content=json.loads(r["content_json"]), deleted=bool(r["deleted"]),
            )
            for r in rows
        ]

    def stats(self, guild_id: int) -> Stats:
        """Counts of live entries per irregularity type and per director (most first, then by name), read from the
        maintained ``entry_counts`` (schema_scale): a few rows per server, not every entry."""
        validate.guild_id(guild_id)
        with self._read():
            kinds = self._rows(
                "SELECT irregularity, SUM(n) AS n FROM entry_counts WHERE guild_id = ? "
                "GROUP BY irregularity HAVING SUM(n) > 0 ORDER BY n DESC, irregularity",
                (guild_id,),
            )
            people = self._rows(
                "SELECT director_id, MAX(director_name) AS director_name, SUM(n) AS n FROM entry_counts "
                "WHERE guild_id = ? GROUP BY director_id HAVING SUM(n) > 0 ORDER BY n DESC, director_id",
                (guild_id,),
            )
        return Stats(
            guild_id=guild_id,
            total=sum(int(k["n"]) for k in kinds),
            by_irregularity={k["irregularity"]: int(k["n"]) for k in kinds},
            by_director=[
                {"director_id": p["director_id"], "director_name": p["director_name"], "count": int(p["n"])}
                for p in people
            ],
        )

    def export(self, guild_id: int, include_deleted: bool = False) -> list[dict[str, Any]]:
        """All of a server's entries, oldest first, as flat dicts with ``EXPORT_COLUMNS`` (CSV/JSON ready)."""
        where, params = self._where(guild_id, {"include_deleted": include_deleted})
        with self._read():
            rows = self._rows(f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {where} ORDER BY number", tuple(params))
        return [export_row(self._entry(row)) for row in rows]

    def export_rows(self, guild_id: int, include_deleted: bool = False, history: bool = False, since: Any = None,
                    until: Any = None) -> Any:
        """The export rows as an iterator, read in chunks from one snapshot (``bulk.iter_export``): for files of
        any size in flat memory. Use it on a connection of its own (the read transaction lasts the iteration)."""
        from bot.store.bulk import iter_export

        return iter_export(self, guild_id, include_deleted, history, since, until)

    def import_entries(self, guild_id: int, rows: Any) -> dict[str, int]:
        """Append exported entries (with their history) under new numbers; all or nothing (``bulk``)."""
        from bot.store.bulk import import_entries

        return import_entries(self, guild_id, rows)
