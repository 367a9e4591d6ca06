"""``AsyncRulingStore``: the store for the event loop — every call runs on ONE dedicated thread.

A ``sqlite3`` connection may only be used by the thread that created it, and a blocking query on the event loop
would freeze every interaction of every server (discord-notes §3.4). So the facade owns a single-thread executor:
the backend is opened on that thread and every call is queued there, one at a time. One writer also means
SQLite never contends with itself inside the bot.

When the store cannot be opened at start (corrupt file, missing directory, newer schema), the facade keeps the
typed error and raises it from every call instead of crashing: the bot stays up for everything that does not need
the log (``startup_error`` says why). An *unavailable* store (PostgreSQL down, volume not mounted yet) is tried
again on a later call, at most every ``retry_after`` seconds, so the log comes back without a restart; a corrupt
file or a newer schema is not retried (a person has to act, and the file must stay untouched).

Server settings are read on every interaction (language, director roles), so they are cached here for
``settings_ttl`` seconds: commands that do not use the log never queue behind a slow write (a lock wait can last
the whole busy timeout), and when the store fails the last known settings keep serving. ``update_settings``
through this facade refreshes the cache at once; another process's change shows within ``settings_ttl``.
An expired entry is refreshed with a bounded wait (``settings_wait``): if the store does not answer in time, the
last known settings are served and the refresh finishes in the background.

Reads of the log (entries, lists, counts, history, stats, export) and the interaction state (``state_store``) go
through reader connections of their own (``readers`` single-thread executors, each with its own backend instance:
WAL readers on SQLite, separate sessions on PostgreSQL), so they are never queued behind a write, nor behind
another server's long stats query on a different reader. An in-memory SQLite database has no second connection:
everything then goes through the writer.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from bot.store.errors import DISK_FULL, LOCKED, READ_ONLY, UNAVAILABLE, StoreError, report_failure
from bot.store.interface import RulingStore
from bot.store.models import EntryVersion, GuildSettings, LogEntry, NewEntry, Stats

log = logging.getLogger(__name__)
# Start-up failures that go away without a person touching the file: retried (a corrupt or newer file is not).
RETRIED = (UNAVAILABLE, DISK_FULL, LOCKED, READ_ONLY)
T = TypeVar("T")


class AsyncRulingStore:
    """Async mirror of ``RulingStore``; the same method names and arguments, awaited."""

    def __init__(self, factory: Callable[[], RulingStore], *, strict: bool = False, retry_after: float = 30.0,
                 settings_ttl: float = 30.0, reader_factory: Callable[[], RulingStore] | None = None,
                 readers: int = 3, settings_wait: float = 0.05) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sudya-store")
        self._reader_factory = reader_factory or factory
        self._readers = [_Reader(i) for i in range(max(0, readers))]
        self._aside = _Reader(-1, "sudya-aside")  # small background writes (interaction state): never the writer's
        self._settings_wait = settings_wait
        self._writer_queue = 0  # calls queued on or running in the writer's thread
        self._refreshing: dict[int, asyncio.Future[Any]] = {}
        self._factory = factory
        self._store: RulingStore | None = None
        self._closed = False
        self._retry_after = retry_after
        self._next_retry = time.monotonic() + retry_after
        self.startup_error: StoreError | None = None
        self._settings_ttl = settings_ttl
        self._settings: dict[int, tuple[float, GuildSettings]] = {}
        try:
            self._store = self._executor.submit(factory).result()
        except StoreError as err:
            if strict:
                self._executor.shutdown(wait=False)
                raise
            log.error("ruling log unavailable: %s %s", err.code, err.params)
            self.startup_error = err

    @property
    def backend(self) -> str:
        return self._store.backend if self._store else "unavailable"

    @property
    def available(self) -> bool:
        return self._store is not None

    def _backend(self) -> RulingStore:
        """The open backend, reopening an unavailable one when its retry time has come (on the store thread)."""
        if self._store is not None:
            return self._store
        error = self.startup_error
        if self._closed or error is None:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        if error.code not in RETRIED or time.monotonic() < self._next_retry:
            raise error
        self._next_retry = time.monotonic() + self._retry_after
        try:
            self._store = self._factory()
        except StoreError as err:
            self.startup_error = err
            raise
        log.info("ruling log available again")
        self.startup_error = None
        return self._store

    def _run(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Runs on the store thread: every backend call, the (re)open included, happens there."""
        return getattr(self._backend(), name)(*args, **kwargs)

    async def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if self._closed:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        loop = asyncio.get_running_loop()
        self._writer_queue += 1
        try:
            return await loop.run_in_executor(self._executor, functools.partial(self._run, name, *args, **kwargs))
        finally:
            self._writer_queue -= 1

    def _reads_apart(self) -> bool:
        """Whether reads may use their own connections (not for an in-memory SQLite database, nor a failed open)."""
        return bool(self._readers) and self._store is not None and getattr(self._store, "path", "") != ":memory:"

    async def run_read(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(backend, *args)`` on the least busy reader connection (the writer's when reads cannot be apart)."""
        if self._closed:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        loop = asyncio.get_running_loop()
        if not self._reads_apart():
            return await loop.run_in_executor(self._executor, lambda: fn(self._backend(), *args))
        reader = min(self._readers, key=lambda r: r.busy)
        reader.busy += 1
        try:
            return await loop.run_in_executor(reader.executor, lambda: fn(reader.backend(self._reader_factory), *args))
        finally:
            reader.busy -= 1

    async def run_write(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(backend, *args)`` on the writer thread, queued with the log's own writes: store functions kept
        outside the facade (the director's desk, ``bot.store.desk_store``) write in the same order as the log."""
        if self._closed:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        loop = asyncio.get_running_loop()
        self._writer_queue += 1
        try:
            return await loop.run_in_executor(self._executor, lambda: fn(self._backend(), *args))
        finally:
            self._writer_queue -= 1

    async def run_aside(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(backend, *args)`` on the connection for background writes (interaction state): a lock held by
        another process delays only these, never the log's writer queue nor the readers."""
        if self._closed:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        loop = asyncio.get_running_loop()
        if not self._reads_apart():
            return await loop.run_in_executor(self._executor, lambda: fn(self._backend(), *args))
        aside = self._aside
        return await loop.run_in_executor(aside.executor, lambda: fn(aside.backend(self._reader_factory), *args))

    async def _read_call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """A read-only store method on a reader connection."""
        return await self.run_read(lambda backend: getattr(backend, name)(*args, **kwargs))

    def run_sync(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Call a store method from synchronous code (the console, the CLI), still on the store's thread."""
        if self._closed:
            raise StoreError(UNAVAILABLE, path="?", detail="closed")
        return self._executor.submit(self._run, name, *args, **kwargs).result()

    def cached_settings(self, guild_id: int) -> GuildSettings | None:
        """The settings known for ``guild_id`` without any I/O (fresh or not), or None: the transport uses it to
        decide whether it must defer before waiting on the store."""
        cached = self._settings.get(guild_id)
        return cached[1] if cached is not None else None

    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Cached for ``settings_ttl`` s; on a store error the last known settings are served (logged once). Once
        expired, a refresh is awaited at most ``settings_wait`` s when settings are known: a slow or locked store
        then gets the last known ones and the refresh completes in the background."""
        cached = self._settings.get(guild_id)
        if cached is not None and cached[0] > time.monotonic():
            return cached[1]
        refresh = self._refreshing.get(guild_id)
        if refresh is None:
            # the writer's connection when it is idle; a reader's when a write holds it (a lock wait can be long)
            busy = self._writer_queue > 0 and self._reads_apart()
            refresh = asyncio.ensure_future(self._read_call("get_settings", guild_id) if busy
                                            else self._call("get_settings", guild_id))
            self._refreshing[guild_id] = refresh
            refresh.add_done_callback(lambda _f: self._refreshing.pop(guild_id, None))
        if cached is not None:
            done, _ = await asyncio.wait({refresh}, timeout=self._settings_wait)
            if not done:
                refresh.add_done_callback(functools.partial(self._remember_settings, guild_id))
                return cached[1]
        try:
            settings = await asyncio.shield(refresh)
        except StoreError as err:
            if cached is None or err.code in ("log_bad_field",):
                raise
            report_failure(log, err, "settings served from the cache")
            self._settings[guild_id] = (time.monotonic() + self._settings_ttl, cached[1])
            return cached[1]
        self._settings[guild_id] = (time.monotonic() + self._settings_ttl, settings)
        return settings

    def _remember_settings(self, guild_id: int, refresh: asyncio.Future[Any]) -> None:
        """A background refresh's result (errors were reported by whoever awaited it, or are logged here)."""
        if refresh.cancelled():
            return
        if refresh.exception() is not None:
            err = refresh.exception()
            if isinstance(err, StoreError):
                report_failure(log, err, "settings refresh")
            else:
                log.warning("settings refresh failed: %s", err, extra={"guild_id": guild_id})
            return
        self._settings[guild_id] = (time.monotonic() + self._settings_ttl, refresh.result())

    async def update_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        settings = await self._call("update_settings", guild_id, **changes)
        self._settings[guild_id] = (time.monotonic() + self._settings_ttl, settings)
        return settings

    async def add_entry(self, entry: NewEntry) -> LogEntry:
        return await self._call("add_entry", entry)

    async def get_entry(self, guild_id: int, number: int, include_deleted: bool = False) -> LogEntry:
        return await self._read_call("get_entry", guild_id, number, include_deleted)

    async def list_entries(self, guild_id: int, **filters: Any) -> list[LogEntry]:
        return await self._read_call("list_entries", guild_id, **filters)

    async def count_entries(self, guild_id: int, **filters: Any) -> int:
        return await self._read_call("count_entries", guild_id, **filters)

    async def edit_entry(
        self, guild_id: int, number: int, changes: dict[str, Any], editor_id: int, editor_name: str
    ) -> LogEntry:
        return await self._call("edit_entry", guild_id, number, changes, editor_id, editor_name)

    async def history(self, guild_id: int, number: int) -> list[EntryVersion]:
        return await self._read_call("history", guild_id, number)

    async def delete_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry:
        return await self._call("delete_entry", guild_id, number, editor_id, editor_name)

    async def restore_entry(self, guild_id: int, number: int, editor_id: int, editor_name: str) -> LogEntry:
        return await self._call("restore_entry", guild_id, number, editor_id, editor_name)

    async def stats(self, guild_id: int) -> Stats:
        return await self._read_call("stats", guild_id)

    async def export(self, guild_id: int, include_deleted: bool = False) -> list[dict[str, Any]]:
        return await self._read_call("export", guild_id, include_deleted)

    async def backup(self, path: str) -> dict[str, Any]:
        return await self._call("backup", path)

    async def integrity_check(self) -> str:
        return await self._call("integrity_check")

    async def aclose(self) -> None:
        """Close the backend on its own thread (after every queued write), then stop the thread."""
        if self._closed:
            return
        self._closed = True
        for reader in (*self._readers, self._aside):
            await asyncio.get_running_loop().run_in_executor(reader.executor, reader.close)
        if self._store is not None:
            store, self._store = self._store, None
            await asyncio.get_running_loop().run_in_executor(self._executor, store.close)
        self._executor.shutdown(wait=True)

    def close(self) -> None:
        """Synchronous close (for the CLI, the console and atexit)."""
        if self._closed:
            return
        self._closed = True
        for reader in (*self._readers, self._aside):
            reader.executor.submit(reader.close).result()
        if self._store is not None:
            store, self._store = self._store, None
            self._executor.submit(store.close).result()
        self._executor.shutdown(wait=True)


class _Reader:
    """One reader connection on its own thread (opened lazily there, closed there: sqlite3 requires it)."""

    def __init__(self, index: int, name: str = "") -> None:
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name or f"sudya-read{index}")
        self.busy = 0
        self._backend: RulingStore | None = None

    def backend(self, factory: Callable[[], RulingStore]) -> RulingStore:
        """The reader's backend (runs on the reader's thread)."""
        if self._backend is None:
            self._backend = factory()
        return self._backend

    def close(self) -> None:
        """Close the backend (on the reader's thread), then let the thread go."""
        if self._backend is not None:
            backend, self._backend = self._backend, None
            backend.close()
        self.executor.shutdown(wait=False)
