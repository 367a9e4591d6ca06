"""``PgRulingStore``: the ruling log in PostgreSQL (psycopg 3), for bots sharded across several processes.

The logic is ``SqlRulingStore``'s, unchanged; this class supplies the connection and the dialect: ``%s``
placeholders, ``FOR UPDATE`` on the row being edited, and PostgreSQL's error classes mapped to the same typed
errors as SQLite (read-only, disk full, lock timeout, unavailable). Per-server numbers come from the
``guild_counters`` row, updated inside the inserting transaction: the row lock serialises writers of one server,
writers of different servers never wait for each other, and a rolled-back insert leaves no gap.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
from psycopg.rows import dict_row

from bot.store import pg_schema
from bot.store.errors import CORRUPT, DISK_FULL, LOCKED, READ_ONLY, UNAVAILABLE, StoreError
from bot.store.sql_store import Clock, SqlRulingStore

_CODE_OF = {
    "25006": READ_ONLY,  # read_only_sql_transaction (hot standby, default_transaction_read_only)
    "53100": DISK_FULL,
    "53200": DISK_FULL,  # out of memory: nothing was written either
    "55P03": LOCKED,  # lock_not_available (lock_timeout)
    "40P01": LOCKED,  # deadlock_detected
    "40001": LOCKED,  # serialization_failure
    "57014": LOCKED,  # query_canceled (statement_timeout)
    "XX001": CORRUPT,
    "XX002": CORRUPT,
}


def _where(dsn: str) -> str:
    """The DSN without a password, for messages."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(dsn)
    except psycopg.Error:
        return "postgres"
    info.pop("password", None)
    return " ".join(f"{k}={v}" for k, v in sorted(info.items()))


def map_error(exc: psycopg.Error, where: str) -> StoreError:
    """A driver error as a typed store error."""
    state = getattr(exc, "sqlstate", None) or ""
    code = _CODE_OF.get(state) or (UNAVAILABLE if not state or state.startswith("08") else None)
    return StoreError(code or UNAVAILABLE, path=where, detail=str(exc).strip()[:300])


class PgRulingStore(SqlRulingStore):
    """The ruling log in PostgreSQL. One connection, used from one thread (``AsyncRulingStore`` gives it one)."""

    backend = "postgres"
    for_update = " FOR UPDATE"

    def __init__(self, dsn: str, *, lock_timeout: float = 10.0, clock: Clock | None = None) -> None:
        super().__init__(clock)
        self._dsn = dsn
        self.path = _where(dsn)
        self._lock_timeout_ms = int(lock_timeout * 1000)
        self._snapshot_open = False
        self._conn = self._connect()
        try:
            pg_schema.migrate(self._conn, self.path)
        except psycopg.Error as exc:
            self._conn.close()
            raise map_error(exc, self.path) from exc

    def _connect(self) -> psycopg.Connection[Any]:
        try:
            conn = psycopg.connect(self._dsn, autocommit=True, row_factory=dict_row, connect_timeout=10)
            conn.execute(f"SET lock_timeout = {self._lock_timeout_ms}")
            conn.execute("SET TIME ZONE 'UTC'")
        except psycopg.Error as exc:
            raise map_error(exc, self.path) from exc
        return conn

    def _ensure_connected(self) -> None:
        """A dropped connection (server restart, network) is replaced on the next call instead of failing forever."""
        if self._conn.closed or self._conn.broken:
            with contextlib.suppress(psycopg.Error):
                self._conn.close()
            self._conn = self._connect()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        self._ensure_connected()
        try:
            with self._conn.transaction():
                yield
        except psycopg.Error as exc:
            raise map_error(exc, self.path) from exc

    def _write(self) -> Any:
        return self._transaction()

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        """Reads run as autocommit statements: one round trip each, no BEGIN/COMMIT around a one-query read (under
        load each round trip waits for the server process to be scheduled). A read that must see one snapshot
        across statements (export, copy, backup) asks for it with ``_snapshot()``."""
        self._ensure_connected()
        self._snapshot_open = False
        try:
            yield
            if self._snapshot_open:
                self._conn.execute("COMMIT")
        except psycopg.Error as exc:
            self._end_snapshot()
            raise map_error(exc, self.path) from exc
        except BaseException:
            self._end_snapshot()
            raise
        finally:
            self._snapshot_open = False

    def _end_snapshot(self) -> None:
        if self._snapshot_open and not self._conn.broken:
            with contextlib.suppress(psycopg.Error):
                self._conn.execute("ROLLBACK")

    @staticmethod
    def _sql(sql: str) -> str:
        return sql.replace("?", "%s")

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        cursor = self._conn.execute(self._sql(sql), params)
        return list(cursor.fetchall()) if cursor.description else []

    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        self._conn.execute(self._sql(sql), params)

    def _many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        with self._conn.cursor() as cursor:
            cursor.executemany(self._sql(sql), rows)

    def _copy(self, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
        """Bulk rows through COPY (several times faster than row-by-row INSERTs; row triggers still fire)."""
        with self._conn.cursor() as cursor, cursor.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)

    def _defer_counts(self) -> bool:
        """Inside a bulk write: the counts trigger skips inserts for the rest of this transaction (the caller adds
        the counts once, ``bulk``), so one counts row is not updated thousands of times in one transaction."""
        self._conn.execute("SET LOCAL sudya.bulk_counts = 'on'")
        return True

    def _snapshot(self) -> None:
        """One REPEATABLE READ snapshot for the rest of this ``_read()`` block (inside a write transaction the
        write's own view already is one)."""
        if self._conn.info.transaction_status == psycopg.pq.TransactionStatus.IDLE:
            self._conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            self._snapshot_open = True

    def backup(self, path: str) -> dict[str, Any]:
        """The whole log copied into a new SQLite file (one consistent snapshot); ``pg_dump`` remains the DBA's tool.

        Like the SQLite backup, it never overwrites a file nor removes one it did not create (``backup_files``).
        """
        from bot.store import backup_files
        from bot.store.copy import copy_log
        from bot.store.sqlite_store import SqliteRulingStore

        target = Path(path)
        partial = backup_files.reserve(target)
        try:
            copy = SqliteRulingStore(partial, check_on_open=False)
        except BaseException:
            backup_files.discard(partial)
            raise
        try:
            counts = copy_log(self, copy)
            copy._conn.execute("PRAGMA journal_mode = DELETE")
        except BaseException:
            copy.close()
            backup_files.discard(partial)  # only the file this backup created, and SQLite's side files of it
            raise
        copy.close()
        try:
            backup_files.publish(partial, target)
        except BaseException:
            backup_files.discard(partial)
            raise
        return {"path": str(target), "entries": counts["entries"], "bytes": target.stat().st_size}

    def integrity_check(self) -> str:
        """The invariants SQL can state: counters match the highest number, every entry has its versions."""
        with self._read():
            bad_counters = self._one(
                "SELECT COUNT(*) AS n FROM guild_counters c WHERE c.last_number <> "
                "(SELECT COALESCE(MAX(number), 0) FROM entries e WHERE e.guild_id = c.guild_id)"
            )
            bad_versions = self._one(
                "SELECT COUNT(*) AS n FROM entries e WHERE e.version <> "
                "(SELECT COUNT(*) FROM entry_versions v WHERE v.entry_id = e.id)"
            )
        problems = []
        if bad_counters and bad_counters["n"]:
            problems.append(f"{bad_counters['n']} counters out of step")
        if bad_versions and bad_versions["n"]:
            problems.append(f"{bad_versions['n']} entries with missing versions")
        return "; ".join(problems) or "ok"

    def close(self) -> None:
        with contextlib.suppress(psycopg.Error):
            self._conn.close()
