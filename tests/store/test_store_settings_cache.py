"""Settings are read on every interaction: the facade caches them so the bot answers while the log is busy."""

from __future__ import annotations

import asyncio
import sqlite3
import time

from bot.store import NewEntry, StoreError, async_store, open_store


def counting(store):
    """Count the backend's get_settings calls."""
    calls = []
    inner = store._store
    original = inner.get_settings

    def spy(guild_id):
        calls.append(guild_id)
        return original(guild_id)

    inner.get_settings = spy
    return calls


async def test_settings_are_served_from_the_cache_and_refreshed_by_updates(tmp_path):
    store = open_store(tmp_path / "log.db", strict=True)
    calls = counting(store)
    assert (await store.get_settings(1)).language is None
    assert (await store.get_settings(1)).language is None
    assert calls == [1]
    await store.update_settings(1, language="en")
    assert (await store.get_settings(1)).language == "en" and calls == [1]
    await store.aclose()


class _Clock:
    """The facade's monotonic clock, moved by the test (a real 0.2 s TTL expired early on a loaded CI machine)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


async def test_another_processes_change_shows_after_the_ttl(tmp_path, monkeypatch):
    clock = _Clock()
    monkeypatch.setattr(async_store, "time", clock)  # the facade's module only: asyncio keeps the real clock
    store = open_store(tmp_path / "log.db", strict=True, settings_ttl=30.0)
    await store.get_settings(1)
    other = open_store(tmp_path / "log.db", strict=True)
    await other.update_settings(1, log_public=True)
    clock.now += 29.9
    assert (await store.get_settings(1)).log_public is False
    clock.now += 0.2
    assert (await store.get_settings(1)).log_public is True
    await other.aclose()
    await store.aclose()


async def test_a_locked_log_does_not_hold_up_settings(tmp_path):
    path = tmp_path / "log.db"
    store = open_store(path, strict=True, busy_timeout=1.0)
    await store.update_settings(1, language="ru")
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN IMMEDIATE")
    write = asyncio.ensure_future(store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="a",
                                                           irregularity="revoke")))
    await asyncio.sleep(0.05)  # the store thread is now waiting for the lock
    started = time.perf_counter()
    assert (await store.get_settings(1)).language == "ru"
    assert time.perf_counter() - started < 0.1
    await asyncio.gather(write, return_exceptions=True)
    lock.execute("ROLLBACK")
    lock.close()
    await store.aclose()


async def test_a_failing_store_keeps_serving_the_last_known_settings(tmp_path):
    store = open_store(tmp_path / "log.db", strict=True, settings_ttl=0.0)
    await store.update_settings(1, language="en")
    inner = store._store

    def broken(guild_id):
        raise StoreError("store_unavailable", path="x", detail="gone")

    inner.get_settings = broken
    assert (await store.get_settings(1)).language == "en"
    await store.aclose()
