"""The desk's writes go through the store facade's public ``run_write``: on the writer thread, in turn with the
log's writes, refused once the store is closed (no reaching into its private executor)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from bot.store import desk_store as desk
from bot.store import open_store
from bot.store.errors import StoreError


async def test_run_write_runs_the_desk_function_on_the_writer_thread(tmp_path: Path) -> None:
    store = open_store(tmp_path / "log.db", strict=True)
    seen: list[str] = []

    def start(backend: Any, name: str) -> desk.Session:
        seen.append(threading.current_thread().name)
        return desk.start_session(backend, 7, name, 1, "Anna")

    try:
        session = await store.run_write(start, "Tuesday pairs")
        assert session.number == 1 and session.name == "Tuesday pairs"
        assert seen and seen[0].startswith("sudya-store")  # the log's single writer thread
        assert (await store.run_read(desk.current_session, 7)).number == 1
    finally:
        await store.aclose()
    with pytest.raises(StoreError):
        await store.run_write(desk.current_session, 7)


async def test_the_desk_refuses_a_store_without_run_write() -> None:
    from bot.commands._desk import run_desk

    class LogOnly:  # a store double with the log's methods only
        pass

    class Ctx:
        store = LogOnly()

    with pytest.raises(StoreError):
        await run_desk(Ctx(), desk.current_session, 7)  # type: ignore[arg-type]
