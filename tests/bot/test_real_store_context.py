"""The framework against the real store (SQLite): server language and director roles come from bot.store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_asyncio
from harness import DIRECTOR_ROLE, GUILD_ID, dispatch, make_bot, opt, slash

from bot.framework import Context, Reply, command
from bot.framework.registry import Registry
from bot.store import open_store

REG = Registry()


@command("whoami", director_only=True, registry=REG)
async def whoami(ctx: Context) -> Reply:
    return Reply(description=f"{ctx.lang} {ctx.is_director}")


@command("board", registry=REG)
async def board(ctx: Context) -> Reply:
    return Reply(description=ctx.t("bot.board.title", board=1))


@pytest_asyncio.fixture
async def real(tmp_path: Path) -> AsyncIterator[tuple[Any, Any]]:
    store = open_store(str(tmp_path / "log.db"), strict=True)
    bot = await make_bot(store, registry=REG)
    yield bot, store
    await bot.close()
    await store.aclose()


def text(out: Any) -> str:
    return out.last["embeds"][0]["description"]


async def test_server_language_from_the_store_overrides_the_locale(real: tuple[Any, Any]) -> None:
    bot, store = real
    assert text(await dispatch(bot, slash("board", locale="ru"))) == "Сдача 1"
    await store.update_settings(GUILD_ID, language="en")
    assert text(await dispatch(bot, slash("board", locale="ru"))) == "Board 1"


async def test_director_roles_from_the_store(real: tuple[Any, Any]) -> None:
    bot, store = real
    assert text(await dispatch(bot, slash("whoami", role_ids=[DIRECTOR_ROLE]))) == "en True"  # default role name
    await store.update_settings(GUILD_ID, director_role_ids=[4242])
    refused = await dispatch(bot, slash("whoami", role_ids=[DIRECTOR_ROLE]))
    assert "Only a tournament director" in text(refused)
    assert text(await dispatch(bot, slash("whoami", role_ids=[4242]))) == "en True"


async def test_option_free_commands_ignore_unknown_options(real: tuple[Any, Any]) -> None:
    bot, _ = real
    out = await dispatch(bot, slash("board", opt("stray", "x")))
    assert text(out) == "Board 1"  # an out-of-date client's extra option is not an error
