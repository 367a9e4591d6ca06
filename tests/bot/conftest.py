"""Fixtures for the bot tests: a harness bot per test (fresh store), both languages."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio
from harness import FakeStore, make_bot


@pytest_asyncio.fixture
async def store() -> FakeStore:
    return FakeStore()


@pytest_asyncio.fixture
async def bot(store: FakeStore) -> AsyncIterator[Any]:
    b = await make_bot(store)
    yield b
    await b.close()
