"""The reads of the SQL store's log: one entry, a filtered page (keyset or offset), counts, history, stats, export.

Every read is scoped by ``guild_id`` first (``_where``): no entry is reachable from another server, by number,
filter or export. Apart from the writes (``sql_store``) because the reads carry the query planning (which index a
page or a count is read from) and never change a row; the streamed export and the import are ``bulk``'s.
"""

from __future__ import annotations

import json
from typing import Any

from bot.store import validate
from bot.store.entry_rows import ENTRY_COLUMNS, export_row
from bot.store.errors import NOT_FOUND, StoreError, bad_field
from bot.store.models import EntryVersion, LogEntry, Stats
from bot.store.sql_base import SqlBase


class SqlReads(SqlBase):
    """``get_entry``, ``list_entries``, ``count_entries``, ``history``, ``stats`` and the exports of ``RulingStore``."""

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
