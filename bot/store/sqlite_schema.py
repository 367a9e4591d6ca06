"""The SQLite schema and its migrations, versioned with ``PRAGMA user_version``.

Tables are created with sqlite-utils so the file is a plain sqlite-utils/Datasette database: ``entries`` (the
current state of each logged ruling), ``entry_versions`` (every version, append-only, enforced by triggers),
``guild_settings`` and ``guild_counters`` (the last number given per server). JSON values (the case, the ruling,
the laws) are stored as JSON text, which both tools display and query (``json_extract``).

A migration runs inside ``BEGIN IMMEDIATE`` and re-reads the version first, so two processes starting at once
cannot both apply it; a file from a newer sudya is refused rather than touched.

sqlite-utils is imported only when a migration must run: importing it costs ~0.6 s (it pulls in click, dateutil
and numpy when present), which the console's cold start cannot afford on every run; queries use ``sqlite3``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.store.errors import TOO_NEW, StoreError

if TYPE_CHECKING:
    from sqlite_utils import Database


def _v1(db: Database) -> None:
    db["guild_settings"].create(
        {"guild_id": int, "director_role_ids": str, "language": str, "log_public": int, "updated_at": str},
        pk="guild_id",
        not_null={"director_role_ids", "log_public", "updated_at"},
        defaults={"director_role_ids": "[]", "log_public": 0},
    )
    db["guild_counters"].create({"guild_id": int, "last_number": int}, pk="guild_id", not_null={"last_number"})
    db["entries"].create(
        {
            "id": int, "guild_id": int, "number": int, "channel_id": int, "director_id": int, "director_name": str,
            "created_at": str, "updated_at": str, "version": int, "deleted": int, "irregularity": str,
            "board": int, "table_no": str, "round": str, "seats": str, "case_json": str, "ruling_json": str,
            "laws": str, "adjusted_score": str, "notes": str,
        },
        pk="id",
        not_null={"guild_id", "number", "channel_id", "director_id", "director_name", "created_at", "updated_at",
                  "version", "deleted", "irregularity", "laws", "notes"},
        defaults={"version": 1, "deleted": 0, "laws": "[]", "notes": ""},
    )
    entries = db["entries"]
    entries.create_index(["guild_id", "number"], unique=True)
    for column in ("board", "irregularity", "director_id", "created_at"):
        entries.create_index(["guild_id", column])
    db["entry_versions"].create(
        {
            "id": int, "entry_id": int, "guild_id": int, "number": int, "version": int, "action": str, "at": str,
            "editor_id": int, "editor_name": str, "deleted": int, "content_json": str,
        },
        pk="id",
        not_null={"entry_id", "guild_id", "number", "version", "action", "at", "editor_id", "editor_name",
                  "deleted", "content_json"},
        foreign_keys=[("entry_id", "entries", "id")],
    )
    db["entry_versions"].create_index(["entry_id", "version"], unique=True)
    db["entry_versions"].create_index(["guild_id", "number", "version"])
    for when in ("UPDATE", "DELETE"):
        db.execute(
            f"CREATE TRIGGER entry_versions_no_{when.lower()} BEFORE {when} ON entry_versions "
            "BEGIN SELECT RAISE(ABORT, 'entry_versions is append-only'); END"
        )
    db.execute(
        "CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries "
        "BEGIN SELECT RAISE(ABORT, 'entries are deleted softly (deleted = 1), never removed'); END"
    )


def _v2_scale(db: Database) -> None:
    """Indexes shaped like the list queries and maintained live counts (``schema_scale``, issue 13)."""
    from bot.store.schema_scale import SQLITE

    for statement in SQLITE:
        db.execute(statement)


def _v3_state(db: Database) -> None:
    """The interaction state of wizards and drafts, bound to server and user, a day long (``state_schema``)."""
    from bot.store.state_schema import SQLITE

    for statement in SQLITE:
        db.execute(statement)


def _v4_desk(db: Database) -> None:
    """Director calls, sessions and the desk settings (``desk_schema``, issue 15)."""
    from bot.store.desk_schema import SQLITE

    for statement in SQLITE:
        db.execute(statement)


def _v5_editions(db: Database) -> None:
    """The server's choice to show or hide the 2017 notes (``editions_schema``, issue 12)."""
    from bot.store.editions_schema import SQLITE

    for statement in SQLITE:
        db.execute(statement)


def _v6_entry_deals(db: Database) -> None:
    """The deal records attached to log entries (``desk_schema``, issue 15)."""
    from bot.store.desk_schema import DEALS_SQLITE

    for statement in DEALS_SQLITE:
        db.execute(statement)


MIGRATIONS: list[Callable[[Database], None]] = [_v1, _v2_scale, _v3_state, _v4_desk, _v5_editions, _v6_entry_deals]
LATEST = len(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def check_version(conn: sqlite3.Connection, path: str) -> int:
    """The file's schema version; a newer one than this code knows is refused (never downgraded)."""
    version = user_version(conn)
    if version > LATEST:
        raise StoreError(TOO_NEW, path=path, found=version, supported=LATEST)
    return version


def migrate(conn: sqlite3.Connection, path: str) -> int:
    """Bring the schema to ``LATEST``, one version per transaction. Returns the version reached."""
    if check_version(conn, path) == LATEST:
        return LATEST
    from sqlite_utils import Database

    db = Database(conn)
    while check_version(conn, path) < LATEST:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = check_version(conn, path)  # another process may have migrated meanwhile
            if version < LATEST:
                MIGRATIONS[version](db)
                conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return LATEST
