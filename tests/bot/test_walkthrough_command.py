"""The walkthrough "Adding a command" (bot/commands/README.md, §0) followed step by step: a tiny command declared
with the documented API (``bot.framework``: ``@command``, ``Option``, ``Reply``, a button's ``Action`` and its
``@action``), its words from the catalogs (``bot.render.bridge_words``), then run through the console and through
the real Discord CommandTree (the harness), in both languages. It is registered in a registry of its own
(``registry=``) so the bot's command list is left as it is; a module in ``bot/commands/`` registers the same way in
the default registry."""

from __future__ import annotations

from typing import Any

import pytest_asyncio
from harness import click, dispatch, find_component, make_bot, opt, slash

from bot.config import Config
from bot.console import Console, Who
from bot.framework import Action, Button, Context, Option, Reply, action, command
from bot.framework.registry import Registry
from bot.render.bridge_words import seat_text
from engine.board import board_info

REG = Registry()


def _dealer(ctx: Context, board: int) -> Reply:
    info = board_info(board)
    return Reply(title=f"#{board}", description=f"{ctx.t('bot.board.dealer')}: {seat_text(info.dealer, ctx.lang)}",
                 components=[Button("+1", Action("walk.next", (str(board),), owner_only=True))])


@command("walkdealer", options=(Option("board", int, min_value=1, max_value=128),), registry=REG)
async def walkdealer(ctx: Context, board: int) -> Reply:
    """The dealer of a board (Law 2: the board says who deals)."""
    return _dealer(ctx, board)


@action("walk.next", registry=REG)
async def walk_next(ctx: Context, board: str) -> Reply:
    reply = _dealer(ctx, int(board) + 1)
    reply.update = True
    return reply


@pytest_asyncio.fixture
async def wbot(store: Any) -> Any:
    b = await make_bot(store, Config(), REG)
    yield b
    await b.close()


async def test_the_walkthrough_command_on_the_console_in_both_languages() -> None:
    """Board 1 is dealt by North, board 2 by East (Law 2); the button runs the action; a bound is refused in words."""
    en = Console(Config(), who=Who(lang="en"), registry=REG)
    assert "Dealer: North" in await en.answer("/walkdealer board:1")
    assert "Dealer: East" in await en.answer("1")  # the button, as a numbered line
    assert "128" in await en.answer("/walkdealer board:0")  # min/max declared on the Option: the range is said
    ru = Console(Config(), who=Who(lang="ru"), registry=REG)
    assert "Юг" in await ru.answer("/walkdealer board:3")


async def test_the_walkthrough_command_on_discord(wbot: Any) -> None:
    out = await dispatch(wbot, slash("walkdealer", opt("board", 2, 4), locale="ru"))
    assert out.responses[0]["type"] == 4
    assert "Восток" in out.last["embeds"][0]["description"]
    button = find_component(out.last, lambda c: c.get("label") == "+1")
    again = await dispatch(wbot, click(out, button["custom_id"], locale="ru"))
    assert again.responses[0]["type"] == 7  # update=True edits the message
    assert "Юг" in again.last["embeds"][0]["description"]
