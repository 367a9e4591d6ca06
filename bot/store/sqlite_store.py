"""``SqliteRulingStore``: the default backend, one SQLite file (WAL, foreign keys, synchronous=FULL).

Why these choices:
- WAL lets readers (Datasette, the CLI, another process) read while the bot writes; ``synchronous=FULL`` makes a
  committed entry survive a power cut, not only a crash — a logged ruling must never be lost.
- Writes run in ``BEGIN IMMEDIATE`` transactions: the write lock is taken up front, so a busy database fails at
  the start (``store_locked`` after the busy timeout) instead of half-way through.
- Opening never writes to a file it cannot read: a corrupt file is reported (``store_corrupt``) and left exactly
  as it is; a file that cannot be written (read-only disk or permissions) is opened read-only, so reading the log
  keeps working and only writes answer ``store_read_only``.

A ``sqlite3`` connection belongs to the thread that opened it (discord-notes §3.4), so this class is used from one
thread only: ``AsyncRulingStore`` gives it its own.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

from bot.store import sqlite_schema
from bot.store.errors import CORRUPT, DISK_FULL, LOCKED, READ_ONLY, UNAVAILABLE, StoreError
from bot.store.sql_store import Clock, SqlRulingStore

# Primary result codes (sqlite3 exceptions carry the extended code in ``sqlite_errorcode``).
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _CANTOPEN, _FULL, _NOTADB, _PERM = 5, 6, 8, 10, 11, 14, 13, 26, 3
REOPEN_EVERY = 5.0  # seconds between attempts to reopen a read-only-opened file for writing
_CODE_OF = {_BUSY: LOCKED, _LOCKED: LOCKED, _READONLY: READ_ONLY, _FULL: DISK_FULL, _CORRUPT: CORRUPT,
            _NOTADB: CORRUPT, _CANTOPEN: UNAVAILABLE, _PERM: READ_ONLY}


def _primary(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


FULL_BELOW = 64 << 10  # a writable filesystem with less free space than this is "full" (no room for the WAL)


def disk_full(path: str) -> bool:
    """Whether the file's directory is writable but (nearly) out of space: SQLite reports a full disk met while
    opening the WAL as an I/O error or a read-only database, and it must be said as what it is."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    try:
        usage = os.statvfs(folder)
    except OSError:
        return False
    return os.access(folder, os.W_OK) and usage.f_bavail * usage.f_frsize < FULL_BELOW


def map_error(exc: sqlite3.Error, path: str) -> StoreError:
    """A driver error as a typed store error (locked, read-only, full disk, corrupt, unavailable)."""
    code = _CODE_OF.get(_primary(exc))
    if code is None:
        text = str(exc).lower()
        code = (
            LOCKED if "locked" in text
            else READ_ONLY if "readonly" in text or "read-only" in text
            else DISK_FULL if "full" in text
            else CORRUPT if "malformed" in text or "not a database" in text
            else UNAVAILABLE
        )
    if code in (UNAVAILABLE, READ_ONLY) and path != ":memory:" and disk_full(path):
        code = DISK_FULL
    return StoreError(code, path=path, detail=str(exc))


class SqliteRulingStore(SqlRulingStore):
    """The ruling log in one SQLite file. Not thread-safe by design: one instance per thread."""

    backend = "sqlite"

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        busy_timeout: float = 10.0,
        synchronous: str = "FULL",
        check_on_open: bool = True,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(clock)
        self.path = str(path)
        self.read_only = False
        self._read_only_code = READ_ONLY  # or DISK_FULL: why the file was opened read-only, said by every write
        self._synchronous = synchronous
        self._next_reopen = 0.0
        self._busy_timeout = busy_timeout
        self._conn = self._open(synchronous, check_on_open)

    # -- opening -------------------------------------------------------------------------------------------------
    def _open(self, synchronous: str, check_on_open: bool) -> sqlite3.Connection:
        if self.path != ":memory:" and not Path(self.path).parent.is_dir():
            raise StoreError(UNAVAILABLE, path=self.path, detail="no such directory")
        try:
            conn = self._connect(self.path, uri=False)
            self._probe(conn, check_on_open)
        except StoreError as err:
            if err.code == CORRUPT or not Path(self.path).exists():
                raise
            return self._open_read_only(check_on_open)
        try:
            self._set_up(conn, synchronous)
        except sqlite3.Error as exc:
            conn.close()
            err = map_error(exc, self.path)
            if err.code not in (READ_ONLY, UNAVAILABLE) or not Path(self.path).exists():
                raise err from exc
            return self._open_read_only(check_on_open)
        return conn

    def _connect(self, target: str, *, uri: bool) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(target, uri=uri, timeout=self._busy_timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise map_error(exc, self.path) from exc
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _probe(self, conn: sqlite3.Connection, check: bool) -> None:
        """Read the file before anything writes to it: a damaged file is reported and left untouched."""
        try:
            conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            if check:
                result = conn.execute("PRAGMA quick_check").fetchone()[0]
                if result != "ok":
                    raise StoreError(CORRUPT, path=self.path, detail=str(result)[:200])
        except sqlite3.Error as exc:
            conn.close()
            raise map_error(exc, self.path) from exc
        except StoreError:
            conn.close()
            raise

    def _set_up(self, conn: sqlite3.Connection, synchronous: str) -> None:
        if self.path != ":memory:" and conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(f"PRAGMA synchronous = {synchronous}")
        sqlite_schema.migrate(conn, self.path)

    def _open_read_only(self, check: bool) -> sqlite3.Connection:
        """The file cannot be written: read it as it is (``immutable`` when even the WAL index cannot be made)."""
        base = "file:" + quote(os.path.abspath(self.path))
        last: StoreError | None = None
        for suffix in ("?mode=ro", "?mode=ro&immutable=1"):
            try:
                conn = self._connect(base + suffix, uri=True)
                self._probe(conn, check)
                sqlite_schema.check_version(conn, self.path)
            except StoreError as err:
                if err.code in (CORRUPT, "store_schema_too_new"):
                    raise
                last = err
                continue
            if sqlite_schema.user_version(conn) < sqlite_schema.LATEST:
                conn.close()
                raise StoreError(READ_ONLY, path=self.path, detail="schema cannot be created on a read-only file")
            self.read_only = True
            self._read_only_code = DISK_FULL if disk_full(self.path) else READ_ONLY
            return conn
        raise last or StoreError(UNAVAILABLE, path=self.path, detail="cannot open")

    def _reopen_writable(self) -> bool:
        """Opened read-only (full disk, write-protected): try again, at most every few seconds, so writes work as
        soon as space is freed or the protection lifted, without a restart."""
        if self._read_only_code == DISK_FULL and disk_full(self.path):  # a statvfs: cheap on every write
            return False
        now = time.monotonic()
        if now < self._next_reopen:
            return False
        self._next_reopen = now + REOPEN_EVERY
        try:
            conn = self._connect(self.path, uri=False)
            self._set_up(conn, self._synchronous)
        except (sqlite3.Error, StoreError):
            with contextlib.suppress(sqlite3.Error, NameError):
                conn.close()
            return False
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._conn, self.read_only = conn, False
        return True

    # -- dialect hooks -------------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        if self.read_only and not self._reopen_writable():
            raise StoreError(self._read_only_code, path=self.path, detail="opened read-only")
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise map_error(exc, self.path) from exc
        try:
            yield
            self._conn.execute("COMMIT")
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, sqlite3.Error):
                raise map_error(exc, self.path) from exc
            raise

    def _rollback(self) -> None:
        if self._conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("ROLLBACK")

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        """A read transaction: the queries of one call (e.g. both halves of stats) see one snapshot."""
        try:
            self._conn.execute("BEGIN")
            yield
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise map_error(exc, self.path) from exc
        except BaseException:
            self._rollback()
            raise

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        cursor = self._conn.execute(sql, params)
        if cursor.description is None:
            return []
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]

    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        self._conn.execute(sql, params)

    def _many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        self._conn.executemany(sql, rows)

    # -- operator tools ------------------------------------------------------------------------------------------
    def backup(self, path: str) -> dict[str, Any]:
        """A consistent copy with SQLite's online backup API, taken in steps so writers are not held up.

        An existing file (the live database included) is never overwritten; the copy is written to a file of its
        own next to ``path`` and linked to ``path`` when complete and checked, so a failed backup never leaves a
        truncated file under the real name, and removes nothing it did not create (``backup_files``).
        """
        from bot.store import backup_files

        target = Path(path)
        partial = backup_files.reserve(target, self.path)
        try:
            dst = sqlite3.connect(partial, isolation_level=None)
            try:
                self._conn.backup(dst, pages=1024, sleep=0.001)
                dst.execute("PRAGMA journal_mode = DELETE")
                check = dst.execute("PRAGMA quick_check").fetchone()[0]
                entries = dst.execute("SELECT COUNT(*) FROM entries").fetchone()[0]
            finally:
                dst.close()
            if check != "ok":
                raise StoreError(CORRUPT, path=str(target), detail=str(check))
            backup_files.publish(partial, target)
        except sqlite3.Error as exc:
            backup_files.discard(partial)
            raise map_error(exc, str(target)) from exc
        except OSError as exc:
            backup_files.discard(partial)
            raise StoreError(UNAVAILABLE, path=str(target), detail=exc.strerror or str(exc)) from exc
        except BaseException:
            backup_files.discard(partial)
            raise
        return {"path": str(target), "entries": int(entries), "bytes": target.stat().st_size}

    def integrity_check(self) -> str:
        """``PRAGMA integrity_check``: ``"ok"`` for a sound file."""
        try:
            return str(self._conn.execute("PRAGMA integrity_check").fetchone()[0])
        except sqlite3.Error as exc:
            raise map_error(exc, self.path) from exc

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._rollback()
            if not self.read_only:
                self._conn.execute("PRAGMA optimize")
            self._conn.close()

