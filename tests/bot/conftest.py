"""Fixtures for the bot tests: a harness bot per test (fresh store), both languages."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio
from harness import FakeStore, make_bot

from bot.store import open_store


@pytest_asyncio.fixture
async def store() -> FakeStore:
    return FakeStore()


@pytest_asyncio.fixture
async def bot(store: FakeStore) -> AsyncIterator[Any]:
    b = await make_bot(store)
    yield b
    await b.close()


# The real SQLite-backed store, for the /log and /settings tests (one file per test).
@pytest_asyncio.fixture
async def log_store(tmp_path) -> AsyncIterator[Any]:
    store = open_store(tmp_path / "log.db", strict=True)
    yield store
    await store.aclose()


@pytest_asyncio.fixture
async def log_bot(log_store) -> AsyncIterator[Any]:
    bot = await make_bot(log_store)
    yield bot
    await bot.close()
