"""A store that never stalls the bot (issue 13): a write lock held by another process and a writer stuck behind it
delay only what needs the writer; commands whose settings are cached answer at once, reads of the log go through
their own connection, and a server whose settings are not cached yet is deferred before the bot waits on the
store. Through the real CommandTree (harness) on a real SQLite store."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest_asyncio
from harness import DIRECTOR_ROLE, GUILD_ID, add_guild, dispatch, make_bot, opt, slash, sub

from bot.store import NewEntry, open_store


@pytest_asyncio.fixture
async def locked(tmp_path: Any) -> AsyncIterator[Any]:
    """A bot whose store's writer is stuck behind a write lock another process holds (released at the end)."""
    path = tmp_path / "log.db"
    store = open_store(path, strict=True, busy_timeout=3.0)
    bot = await make_bot(store)
    add_guild(bot, GUILD_ID + 1, {DIRECTOR_ROLE: "Director"})
    await store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=1, director_id=1, director_name="a",
                                   irregularity="revoke"))
    await dispatch(bot, slash("board", opt("number", 1, 4)))  # this server's settings are now cached
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    stuck = asyncio.ensure_future(store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=1, director_id=1,
                                                           director_name="a", irregularity="claim")))
    await asyncio.sleep(0.05)  # the writer thread now waits for the lock
    yield bot
    other.execute("ROLLBACK")
    other.close()
    await asyncio.gather(stuck, return_exceptions=True)
    await bot.close()
    await store.aclose()


@asynccontextmanager
async def slow_store_bot(tmp_path: Any, delay: float) -> AsyncIterator[tuple[Any, Any]]:
    """A bot on a real store whose settings take ``delay`` seconds to read (none cached yet); (bot, store)."""
    store = open_store(tmp_path / "log.db", strict=True)
    slow = store._store.get_settings

    def get_settings(guild_id: int) -> Any:
        time.sleep(delay)
        return slow(guild_id)

    store._store.get_settings = get_settings
    bot = await make_bot(store)
    try:
        yield bot, store
    finally:
        await bot.close()
        await store.aclose()


async def test_board_and_law_answer_at_once_while_the_writer_waits_for_a_lock(locked: Any) -> None:
    for payload in (slash("board", opt("number", 7, 4)), slash("law", opt("ref", "27"))):
        started = time.perf_counter()
        out = await dispatch(locked, payload)
        assert time.perf_counter() - started < 0.5
        assert out.responses[0]["type"] == 4  # answered directly, no defer needed


async def test_log_reads_do_not_queue_behind_the_stuck_write(locked: Any) -> None:
    started = time.perf_counter()
    out = await dispatch(locked, slash("log", sub("list"), role_ids=[DIRECTOR_ROLE]))
    assert time.perf_counter() - started < 1.0  # the writer is stuck for 3 s
    assert "**#1** · " in out.last["embeds"][0]["description"]  # the committed entry, read on its own connection


async def test_a_server_without_cached_settings_reads_them_beside_the_stuck_writer(locked: Any) -> None:
    """Guild 11's settings were never read and the writer is stuck behind the lock: they are read on a reader
    connection instead, so the command answers at once."""
    started = time.perf_counter()
    out = await dispatch(locked, slash("board", opt("number", 3, 4), guild_id=GUILD_ID + 1))
    assert time.perf_counter() - started < 0.5
    assert out.responses[0]["type"] == 4 and out.last["embeds"][0]["title"] == "Board 3"


async def test_a_slow_store_is_deferred_before_the_bot_waits_on_it(tmp_path: Any) -> None:
    """Settings that take longer than the 0.1 s grace: the interaction is deferred first ("thinking…"), then
    answered when they come, instead of missing Discord's 3 s."""
    async with slow_store_bot(tmp_path, delay=0.4) as (bot, _store):
        out = await dispatch(bot, slash("board", opt("number", 3, 4)))
        assert out.responses[0]["type"] == 5
        assert out.followups and out.followups[-1]["embeds"][0]["title"] == "Board 3"


async def test_autocomplete_and_errors_never_wait_on_a_slow_store(tmp_path: Any) -> None:
    """An autocomplete cannot be deferred: with the settings not cached and the store slow, it answers from the
    defaults at once (and the cache is warmed meanwhile)."""
    async with slow_store_bot(tmp_path, delay=0.5) as (bot, store):
        started = time.perf_counter()
        out = await dispatch(bot, slash("law", opt("ref", "27B", focused=True), autocomplete=True))
        assert time.perf_counter() - started < 0.4
        assert out.responses[0]["type"] == 8 and out.responses[0]["data"]["choices"]
        await asyncio.sleep(0.6)
        assert store.cached_settings(GUILD_ID) is not None  # warmed in the background
