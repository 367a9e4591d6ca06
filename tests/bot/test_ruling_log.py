"""The "log this ruling" button against the real ruling log (SQLite store, the log engineer's ``log_ruling``):
a director's click writes the case and the ruling as shown; a player's click writes nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio
from harness import DIRECTOR, DIRECTOR_ID, EPHEMERAL, GUILD_ID, dispatch, make_bot, opt, slash, sub
from ruling_helpers import flags, press, text_of, valid

from bot.store import open_store


@pytest_asyncio.fixture
async def log_store(tmp_path: Any) -> AsyncIterator[Any]:
    store = open_store(tmp_path / "log.db", strict=True)
    yield store
    await store.aclose()


@pytest_asyncio.fixture
async def log_bot(log_store: Any) -> AsyncIterator[Any]:
    bot = await make_bot(log_store)
    yield bot
    await bot.close()


async def draft(bot: Any, **who: Any) -> Any:
    return valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, 4), opt("auction", "1H P")), **who)))


async def test_director_logs_the_option_shown_law_27b(log_bot: Any, log_store: Any) -> None:
    out = await draft(log_bot, **DIRECTOR)
    refused = await press(log_bot, out, "West may choose: not accept", **DIRECTOR)
    logged = await press(log_bot, refused, "Log this ruling", **DIRECTOR)
    assert flags(logged) & EPHEMERAL and "#1" in text_of(logged)
    [entry] = await log_store.list_entries(GUILD_ID)
    assert entry.board == 5 and entry.director_id == DIRECTOR_ID
    assert entry.case["choices"] == {"accepted": False}
    assert entry.laws[0] == "27B" and entry.ruling["type"] == "insufficient_bid"


async def test_player_cannot_log(log_bot: Any, log_store: Any) -> None:
    out = await draft(log_bot)
    refused = await press(log_bot, out, "Log this ruling")
    assert flags(refused) & EPHEMERAL and "director" in str(refused.last).lower()
    assert await log_store.list_entries(GUILD_ID) == []
