"""Export files for Discord (``/log export``): streamed on a worker thread, compressed or refused to fit the limit.

The old ``/log export`` read every entry into memory, deep-copied each one and built the whole CSV and JSON on the
event loop (66 s frozen and 4 GB at 100 k entries). Here the files are written as the rows are read, into
temporary files, on a thread of their own with a connection of its own (a WAL reader on SQLite, another session
on PostgreSQL): the bot keeps answering and the store's thread keeps serving other servers; memory stays flat.

Discord refuses attachments above the interaction's limit (``attachment_size_limit``, 10 MiB by default). When the
plain files do not fit they are gzipped (a log compresses about tenfold); when even that does not fit, no file
is sent and the reply says how big it is, how to narrow it (dates) and that ``sudya log export`` has no limit.
"""

from __future__ import annotations

import asyncio
import gzip
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.store.export import write_csv, write_json

DEFAULT_LIMIT = 10 * 1024 * 1024
GZIP_LEVEL = 6


@dataclass
class ExportResult:
    """What ``/log export`` sends: ``files`` (name, bytes) when they fit, else ``too_big`` with the sizes."""

    count: int
    files: list[tuple[str, bytes]] = field(default_factory=list)
    compressed: bool = False
    too_big: bool = False
    size: int = 0  # bytes of what would be sent (compressed, when compression was tried)
    limit: int = DEFAULT_LIMIT


def write_files(rows_for: Callable[[bool], Any], guild_id: int, stem: str, formats: tuple[str, ...],
                limit: int) -> ExportResult:
    """Write each format into a temporary folder as read; compress or refuse by ``limit`` (runs on a thread).

    ``rows_for(history)`` gives a fresh iterator of export rows (the JSON carries each entry's history)."""
    with tempfile.TemporaryDirectory(prefix="sudya-export-") as folder:
        plain: list[Path] = []
        count = 0
        for fmt in formats:
            path = Path(folder) / f"{stem}.{fmt}"
            with path.open("wb") as out:
                writer = write_csv if fmt == "csv" else (lambda rows, out: write_json(guild_id, rows, out))
                count = writer(rows_for(fmt == "json"), out)
            plain.append(path)
        size = sum(p.stat().st_size for p in plain)
        if size <= limit:
            return ExportResult(count, [(p.name, p.read_bytes()) for p in plain], size=size, limit=limit)
        packed = [_gzip(p) for p in plain]
        size = sum(p.stat().st_size for p in packed)
        if size <= limit:
            return ExportResult(count, [(p.name, p.read_bytes()) for p in packed], compressed=True, size=size,
                                limit=limit)
        return ExportResult(count, too_big=True, compressed=True, size=size, limit=limit)


def _gzip(path: Path) -> Path:
    target = path.with_name(path.name + ".gz")
    with path.open("rb") as source, gzip.open(target, "wb", compresslevel=GZIP_LEVEL) as out:
        shutil.copyfileobj(source, out, 1 << 20)
    return target


def _reader_opener(store: Any) -> Callable[[], Any] | None:
    """How to open another connection to the store's database (None: there is none to open, e.g. in memory)."""
    backend = getattr(store, "_store", None)
    kind = getattr(backend, "backend", None)
    if kind == "sqlite" and getattr(backend, "path", ":memory:") != ":memory:":
        from bot.store.sqlite_store import SqliteRulingStore

        path = backend.path  # type: ignore[union-attr]
        return lambda: SqliteRulingStore(path, check_on_open=False)
    if kind == "postgres":
        from bot.store.pg_store import PgRulingStore

        dsn = backend._dsn  # type: ignore[union-attr]
        return lambda: PgRulingStore(dsn)
    return None


async def export_attachments(store: Any, guild_id: int, *, formats: tuple[str, ...], stem: str,
                             limit: int | None = None, since: Any = None, until: Any = None) -> ExportResult:
    """The export of ``guild_id`` (live entries, ``since`` ≤ created < ``until``) as attachments that fit ``limit``.

    Reads through a connection opened for it on a worker thread; a store without one (in memory, a test double)
    gives its rows through its own ``export`` and only the writing runs on the thread."""
    limit = limit or DEFAULT_LIMIT
    opener = _reader_opener(store)
    if opener is None:
        from bot.store.validate import when

        low, high = when("since", since), when("until", until)
        rows = [r for r in await store.export(guild_id)
                if (low is None or r["created_at"] >= low) and (high is None or r["created_at"] < high)]
        return await asyncio.to_thread(write_files, lambda history: iter(rows), guild_id, stem, formats, limit)

    def work() -> ExportResult:
        reader = opener()
        try:
            return write_files(
                lambda history: reader.export_rows(guild_id, history=history, since=since, until=until),
                guild_id, stem, formats, limit)
        finally:
            reader.close()

    return await asyncio.to_thread(work)
