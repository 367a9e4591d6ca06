"""Whole-log reads and writes for both backends: the streamed export and ``sudya log import`` (issue 13).

Export: a server's entries are read in chunks of ``CHUNK`` by number (each chunk one range scan of the unique
``(guild_id, number)`` index, with the chunk's versions when the history is wanted), all inside one read
transaction, so a million entries are written as they are read in flat memory and from one consistent snapshot.

Import restores entries from the JSON ``sudya log export --format json`` writes. Each entry is appended under the
server's next number (the original number is kept in the file's order, never reused), with its history when the
file has it (every version, its editor and time), else one "create" version. The whole file is one write
transaction, inserted in batches (``executemany``): a malformed entry anywhere refuses the whole file and nothing
is written. Timestamps are kept as they were (a restore keeps the dates), normalised to the store's ISO form.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from bot.store import validate
from bot.store.entry_rows import ENTRY_COLUMNS, export_row
from bot.store.errors import BAD_FIELD, StoreError, bad_field
from bot.store.models import EDITABLE_FIELDS, NewEntry

if TYPE_CHECKING:  # annotations only: sql_reads (export) and sql_store (import) import this module inside their methods
    from bot.store.sql_store import SqlRulingStore

CHUNK = 1000
BAD_ENTRY = "log_import_bad_entry"
ACTIONS = ("create", "edit", "delete", "restore")
VERSION_COLUMNS = "number, version, action, at, editor_id, editor_name, deleted, content_json"


# -- export ------------------------------------------------------------------------------------------------------
def iter_export(store: SqlRulingStore, guild_id: int, include_deleted: bool = False, history: bool = False,
                since: Any = None, until: Any = None) -> Iterator[dict[str, Any]]:
    """Export rows oldest number first (``EXPORT_COLUMNS``, plus ``history`` when asked), read chunk by chunk;
    ``since`` (inclusive) and ``until`` (exclusive) keep the entries created in that time, as the list's filters."""
    validate.guild_id(guild_id)
    clauses, extra = "", []
    if not include_deleted:
        clauses += " AND deleted = ?"
        extra.append(False)
    for name, op, value in (("since", ">=", since), ("until", "<", until)):
        moment = validate.when(name, value)
        if moment is not None:
            clauses += f" AND created_at {op} ?"
            extra.append(moment)
    with store._read():
        store._snapshot()
        last = 0
        while True:
            rows = store._rows(f"SELECT {ENTRY_COLUMNS} FROM entries WHERE guild_id = ? AND number > ?{clauses} "
                               f"ORDER BY number LIMIT {CHUNK}", (guild_id, last, *extra))
            if not rows:
                return
            versions = _versions(store, guild_id, rows[0]["number"], rows[-1]["number"]) if history else {}
            for row in rows:
                data = export_row(store._entry(row))
                if history:
                    data["history"] = versions.get(row["number"], [])
                yield data
            last = rows[-1]["number"]


def _versions(store: SqlRulingStore, guild_id: int, first: int, last: int) -> dict[int, list[dict[str, Any]]]:
    found: dict[int, list[dict[str, Any]]] = {}
    for v in store._rows(f"SELECT {VERSION_COLUMNS} FROM entry_versions WHERE guild_id = ? AND number BETWEEN ? "
                         "AND ? ORDER BY number, version", (guild_id, first, last)):
        found.setdefault(v["number"], []).append({
            "version": v["version"], "action": v["action"], "at": v["at"], "editor_id": v["editor_id"],
            "editor_name": v["editor_name"], "deleted": bool(v["deleted"]), "content": json.loads(v["content_json"]),
        })
    return found


# -- import ------------------------------------------------------------------------------------------------------
def _stamp(name: str, value: Any) -> str:
    """A timestamp of the file in the store's form; the store's own form (what exports hold) is checked and kept."""
    if not isinstance(value, str):
        raise bad_field(name, "date")
    try:
        if len(value) == 27 and value[-1] == "Z" and value[10] == "T":
            datetime.fromisoformat(value[:-1])
            return value
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise bad_field(name, "date") from None
    return validate.iso(moment if moment.tzinfo else moment.replace(tzinfo=UTC))


def _id(name: str, value: Any) -> int:
    return validate.discord_id(name, value, allow_zero=True)


_dumps = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode


def _json_text(name: str, value: Any) -> str | None:
    """The case or ruling as the stored JSON text, checked as ``validate`` checks it (one encoding, no copy)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise bad_field(name, "json_object")
    try:
        text = _dumps(value)
    except (TypeError, ValueError):
        raise bad_field(name, "json_object") from None
    if len(text) > validate.MAX_JSON:
        raise bad_field(name, "too_long")
    return text


def _checked_entry(guild_id: int, row: Any) -> tuple[NewEntry, dict[str, Any]]:
    """A file entry as a checked ``NewEntry`` (case and ruling as their JSON text) and its extra columns."""
    if not isinstance(row, dict):
        raise bad_field("entry", "json_object")
    fields = {name: validate.field_value(name, row.get(name)) for name in EDITABLE_FIELDS if name not in JSONS}
    entry = NewEntry(
        guild_id=guild_id, channel_id=_id("channel_id", row.get("channel_id") or 0),
        director_id=_id("director_id", row.get("director_id")),
        director_name=validate.person_name(row.get("director_name")),
        case=_json_text("case", row.get("case")), ruling=_json_text("ruling", row.get("ruling")), **fields)  # type: ignore[arg-type]
    created = _stamp("created_at", row.get("created_at"))
    deleted = row.get("deleted", False)
    if not isinstance(deleted, bool):
        raise bad_field("deleted", "bool")
    extra = {"created_at": created, "updated_at": _stamp("updated_at", row.get("updated_at") or created),
             "deleted": deleted, "history": _history(row.get("history"), row, entry, created, deleted)}
    return entry, extra


JSONS = ("case", "ruling")


def _history(value: Any, row: dict[str, Any], entry: NewEntry, created: str,
             deleted: bool) -> list[tuple[Any, ...]]:
    """(version, action, at, editor_id, editor_name, deleted, content_json) rows, 1..n without gaps."""
    if value is None:
        content = {name: row.get(name) if name in JSONS else getattr(entry, name) for name in EDITABLE_FIELDS}
        return [(1, "create", created, entry.director_id, entry.director_name, deleted,
                 json.dumps(content, ensure_ascii=False, sort_keys=True))]
    if not isinstance(value, list) or not value:
        raise bad_field("history", "history")
    rows = []
    for expected, v in enumerate(value, start=1):
        if (not isinstance(v, dict) or v.get("version") != expected or v.get("action") not in ACTIONS
                or not isinstance(v.get("content"), dict) or not isinstance(v.get("deleted", False), bool)):
            raise bad_field("history", "history")
        content = {name: v["content"].get(name) for name in EDITABLE_FIELDS}
        rows.append((expected, v["action"], _stamp("at", v.get("at")), _id("editor_id", v.get("editor_id")),
                     validate.person_name(v.get("editor_name")), v.get("deleted", False),
                     json.dumps(content, ensure_ascii=False, sort_keys=True)))
    return rows


def import_entries(store: SqlRulingStore, guild_id: int, rows: Iterable[Any], batch: int = CHUNK) -> dict[str, int]:
    """Append every entry of ``rows`` to ``guild_id``'s log in one transaction; returns counts and numbers given.

    A bad entry raises ``log_import_bad_entry`` (its position in the file, its number there, the field and why)
    and the transaction is rolled back: nothing of the file is written.
    """
    validate.guild_id(guild_id)
    done = {"entries": 0, "versions": 0, "first_number": 0, "last_number": 0}
    with store._write():
        deferred = getattr(store, "_defer_counts", lambda: False)()
        pending: list[tuple[NewEntry, dict[str, Any]]] = []
        for position, row in enumerate(rows, start=1):
            try:
                pending.append(_checked_entry(guild_id, row))
            except StoreError as err:
                if err.code != BAD_FIELD:
                    raise
                number = row.get("number") if isinstance(row, dict) else None
                raise StoreError(BAD_ENTRY, position=position, number=number if number is not None else "?",
                                 **err.params) from None
            if len(pending) >= batch:
                _insert_batch(store, guild_id, pending, done)
                pending = []
        if pending:
            _insert_batch(store, guild_id, pending, done)
        if deferred and done["entries"]:
            store._exec(
                "INSERT INTO entry_counts (guild_id, irregularity, director_id, director_name, n) "
                "SELECT guild_id, irregularity, director_id, MAX(director_name), COUNT(*) FROM entries "
                "WHERE guild_id = ? AND number BETWEEN ? AND ? AND deleted = ? GROUP BY guild_id, irregularity, "
                "director_id ON CONFLICT (guild_id, irregularity, director_id) DO UPDATE SET n = entry_counts.n + "
                "excluded.n, director_name = excluded.director_name",
                (guild_id, done["first_number"], done["last_number"], False))
    return done


ENTRY_INSERT = ("guild_id", "number", "channel_id", "director_id", "director_name", "created_at", "updated_at",
                "version", "deleted", "irregularity", "board", "table_no", "round", "seats", "case_json",
                "ruling_json", "laws", "adjusted_score", "notes")
VERSION_INSERT = ("entry_id", "guild_id", "number", "version", "action", "at", "editor_id", "editor_name",
                  "deleted", "content_json")


def _insert(store: SqlRulingStore, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    """Many rows at once: PostgreSQL's COPY where the backend has it (``_copy``), else one ``executemany``."""
    copy = getattr(store, "_copy", None)
    if copy is not None:
        copy(table, columns, rows)
        return
    marks = ", ".join("?" for _ in columns)
    store._many(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


def _insert_batch(store: SqlRulingStore, guild_id: int, batch: list[tuple[NewEntry, dict[str, Any]]],
                  done: dict[str, int]) -> None:
    last = store._one(
        "INSERT INTO guild_counters (guild_id, last_number) VALUES (?, ?) ON CONFLICT (guild_id) "
        "DO UPDATE SET last_number = guild_counters.last_number + ? RETURNING last_number",
        (guild_id, len(batch), len(batch)),
    )["last_number"]  # type: ignore[index]
    first = last - len(batch) + 1
    _insert(store, "entries", ENTRY_INSERT, [
        (guild_id, first + i, e.channel_id, e.director_id, e.director_name, x["created_at"], x["updated_at"],
         len(x["history"]), x["deleted"], e.irregularity, e.board, e.table, e.round, e.seats,
         e.case, e.ruling, store._column_value("laws", e.laws), e.adjusted_score, e.notes)
        for i, (e, x) in enumerate(batch)])
    ids = {r["number"]: r["id"] for r in store._rows(
        "SELECT id, number FROM entries WHERE guild_id = ? AND number BETWEEN ? AND ?", (guild_id, first, last))}
    _insert(store, "entry_versions", VERSION_INSERT,
            [(ids[first + i], guild_id, first + i, *v) for i, (_, x) in enumerate(batch) for v in x["history"]])
    done["entries"] += len(batch)
    done["versions"] += sum(len(x["history"]) for _, x in batch)
    done["first_number"] = done["first_number"] or first
    done["last_number"] = last
