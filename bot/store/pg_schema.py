"""The PostgreSQL schema and its migrations (same tables and columns as the SQLite file, see sqlite_schema).

Versions live in ``sudya_schema``; a migration takes a transaction-scoped advisory lock first, so several
sharded processes starting together apply it once. History tables are append-only, enforced by a trigger.
"""

from __future__ import annotations

from typing import Any

from bot.store.desk_schema import DEALS_PG as DEALS
from bot.store.desk_schema import PG as DESK
from bot.store.editions_schema import PG as EDITIONS
from bot.store.errors import TOO_NEW, StoreError
from bot.store.schema_scale import PG as SCALE
from bot.store.state_schema import PG as STATE

_LOCK_KEY = 0x5D_D7A  # any constant; identifies "sudya migrations" among advisory locks

V1 = [
    "CREATE TABLE guild_settings (guild_id bigint PRIMARY KEY, director_role_ids text NOT NULL DEFAULT '[]', "
    "language text, log_public boolean NOT NULL DEFAULT false, updated_at text NOT NULL)",
    "CREATE TABLE guild_counters (guild_id bigint PRIMARY KEY, last_number bigint NOT NULL)",
    "CREATE TABLE entries (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, guild_id bigint NOT NULL, "
    "number bigint NOT NULL, channel_id bigint NOT NULL, director_id bigint NOT NULL, director_name text NOT NULL, "
    "created_at text NOT NULL, updated_at text NOT NULL, version integer NOT NULL DEFAULT 1, "
    "deleted boolean NOT NULL DEFAULT false, irregularity text NOT NULL, board integer, table_no text, round text, "
    "seats text, case_json text, ruling_json text, laws text NOT NULL DEFAULT '[]', adjusted_score text, "
    "notes text NOT NULL DEFAULT '', UNIQUE (guild_id, number))",
    *[f"CREATE INDEX entries_guild_{c} ON entries (guild_id, {c})"
      for c in ("board", "irregularity", "director_id", "created_at")],
    "CREATE TABLE entry_versions (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "
    "entry_id bigint NOT NULL REFERENCES entries (id), guild_id bigint NOT NULL, number bigint NOT NULL, "
    "version integer NOT NULL, action text NOT NULL, at text NOT NULL, editor_id bigint NOT NULL, "
    "editor_name text NOT NULL, deleted boolean NOT NULL, content_json text NOT NULL, UNIQUE (entry_id, version))",
    "CREATE INDEX entry_versions_guild_number ON entry_versions (guild_id, number, version)",
    "CREATE FUNCTION sudya_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "RAISE EXCEPTION 'sudya: % rows are never updated or removed', TG_TABLE_NAME; END $$",
    "CREATE TRIGGER entry_versions_append_only BEFORE UPDATE OR DELETE ON entry_versions "
    "FOR EACH ROW EXECUTE FUNCTION sudya_refuse_change()",
    "CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries FOR EACH ROW EXECUTE FUNCTION sudya_refuse_change()",
]

MIGRATIONS: list[list[str]] = [V1, SCALE, STATE, DESK, EDITIONS, DEALS]
LATEST = len(MIGRATIONS)


def migrate(conn: Any, where: str) -> int:
    """Bring the schema to ``LATEST`` in one transaction under the migration lock."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
        conn.execute("CREATE TABLE IF NOT EXISTS sudya_schema (version integer NOT NULL)")
        row = conn.execute("SELECT MAX(version) AS v FROM sudya_schema").fetchone()
        version = int(row["v"] or 0)
        if version > LATEST:
            raise StoreError(TOO_NEW, path=where, found=version, supported=LATEST)
        for number in range(version, LATEST):
            for statement in MIGRATIONS[number]:
                conn.execute(statement)
            conn.execute("INSERT INTO sudya_schema (version) VALUES (%s)", (number + 1,))
    return LATEST
