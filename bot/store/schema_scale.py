"""Schema step "the log at scale" (issue 13), for both backends: indexes shaped like the queries, and live counts.

Why these indexes: ``/log list`` asks for one server's live entries, newest first (``created_at`` then
``number``), optionally for one board, type or director, ten at a time from a cursor. Each index below starts with
exactly those equality columns and ends with the order, so a page is a short index range scan whatever the size of
the log (no sort of every match, no OFFSET walk); the other filter columns are covered, so the list picks the page's
ids inside the index and reads only those rows. The v1 two-column indexes they replace are dropped: every index
costs each insert.

Why ``entry_counts``: ``/log stats`` and the list's total used to read every row of the server. The table keeps
the number of live entries per (server, type, director), maintained by triggers inside the writing transaction,
so it is right after inserts, edits of the type, deletes and restores from any writer (the bot, ``log copy``,
``log import``, a hand-written INSERT); stats read a few hundred rows at most.
"""

from __future__ import annotations

# (name, key columns, covered columns) of the list indexes; the same names on both backends. The covered columns
# are the other filters, so a filter on two of them (board and type, dates and director…) is decided inside the
# index (SQLite: trailing key columns; PostgreSQL: INCLUDE) and only the page's own rows are read from the table.
LIST_INDEXES = (
    ("entries_live_time", "guild_id, deleted, created_at, number", "board, irregularity, director_id"),
    ("entries_live_board", "guild_id, deleted, board, created_at, number", "irregularity, director_id"),
    ("entries_live_type", "guild_id, deleted, irregularity, created_at, number", "board, director_id"),
    ("entries_live_director", "guild_id, deleted, director_id, created_at, number", "board, irregularity"),
)

COUNTS_TABLE = (
    "CREATE TABLE entry_counts (guild_id {big} NOT NULL, irregularity text NOT NULL, director_id {big} NOT NULL, "
    "director_name text NOT NULL, n {big} NOT NULL, PRIMARY KEY (guild_id, irregularity, director_id))"
)
BACKFILL = (
    "INSERT INTO entry_counts (guild_id, irregularity, director_id, director_name, n) "
    "SELECT guild_id, irregularity, director_id, MAX(director_name), COUNT(*) FROM entries WHERE deleted = {false} "
    "GROUP BY guild_id, irregularity, director_id"
)
_UPSERT = (
    "INSERT INTO entry_counts (guild_id, irregularity, director_id, director_name, n) "
    "SELECT NEW.guild_id, NEW.irregularity, NEW.director_id, NEW.director_name, 1 WHERE NEW.deleted = {false} "
    "ON CONFLICT (guild_id, irregularity, director_id) DO UPDATE SET n = entry_counts.n + 1, "
    "director_name = excluded.director_name"
)
_DECREMENT = (
    "UPDATE entry_counts SET n = n - 1 WHERE OLD.deleted = {false} AND guild_id = OLD.guild_id "
    "AND irregularity = OLD.irregularity AND director_id = OLD.director_id"
)

SQLITE_V1_INDEXES = ("idx_entries_guild_id_board", "idx_entries_guild_id_irregularity",
                     "idx_entries_guild_id_director_id", "idx_entries_guild_id_created_at")
PG_V1_INDEXES = ("entries_guild_board", "entries_guild_irregularity", "entries_guild_director_id",
                 "entries_guild_created_at")


def _indexes(include: bool) -> list[str]:
    if include:  # PostgreSQL: covered columns (and the id the list fetches by) ride along without being keys
        return [f"CREATE INDEX {name} ON entries ({keys}) INCLUDE ({extra}, id)" for name, keys, extra in LIST_INDEXES]
    return [f"CREATE INDEX {name} ON entries ({keys}, {extra})" for name, keys, extra in LIST_INDEXES]


SQLITE = [
    *(f"DROP INDEX IF EXISTS {name}" for name in SQLITE_V1_INDEXES),
    *_indexes(include=False),
    COUNTS_TABLE.format(big="integer"),
    BACKFILL.format(false=0),
    "CREATE TRIGGER entry_counts_insert AFTER INSERT ON entries BEGIN " + _UPSERT.format(false=0) + "; END",
    "CREATE TRIGGER entry_counts_update AFTER UPDATE OF deleted, irregularity, director_id ON entries BEGIN "
    + _DECREMENT.format(false=0) + "; " + _UPSERT.format(false=0) + "; END",
]

PG = [
    *(f"DROP INDEX IF EXISTS {name}" for name in PG_V1_INDEXES),
    *_indexes(include=True),
    COUNTS_TABLE.format(big="bigint"),
    BACKFILL.format(false="false"),
    # A bulk import counts its entries once at the end (``bulk``): thousands of updates of one counts row in one
    # transaction would each leave a row version the next must walk past (quadratic on PostgreSQL).
    "CREATE FUNCTION sudya_entry_counts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "IF TG_OP = 'INSERT' AND current_setting('sudya.bulk_counts', true) = 'on' THEN RETURN NULL; END IF; "
    "IF TG_OP = 'UPDATE' THEN " + _DECREMENT.format(false="false") + "; END IF; "
    + _UPSERT.format(false="false") + "; RETURN NULL; END $$",
    "CREATE TRIGGER entry_counts_insert AFTER INSERT ON entries FOR EACH ROW EXECUTE FUNCTION sudya_entry_counts()",
    "CREATE TRIGGER entry_counts_update AFTER UPDATE OF deleted, irregularity, director_id ON entries "
    "FOR EACH ROW EXECUTE FUNCTION sudya_entry_counts()",
    "ANALYZE entries",
]
