"""Issue 15's console fixes: exit/quit end the console, /log export writes its files and says where, and the
wizard's shorthands are read by every command (Ю, обе, by: for declarer:)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from harness import FakeStore, director_console

from bot.config import Config
from bot.console import Console, Who


async def test_exit_and_quit_end_the_console() -> None:
    for word in ("exit", "quit", "/quit", "выход"):
        out = io.StringIO()
        code = await director_console().run(["/board 7", word, "/board 8"], out)
        assert code == 0 and "Board 7" in out.getvalue() and "Board 8" not in out.getvalue()


async def test_log_export_in_the_console_writes_the_files(log_store, tmp_path) -> None:
    c = director_console(store=log_store, files_dir=tmp_path / "out")
    await c.answer("/log add type:revoke board:7")
    text = await c.answer("/log export")
    saved = sorted((tmp_path / "out").iterdir())
    assert [p.suffix for p in saved] == [".csv", ".json"]
    for path in saved:
        assert f"Saved: {path.resolve()}" in text
    assert json.loads(saved[1].read_text(encoding="utf-8"))["entries"][0]["board"] == 7
    again = await c.answer("/log export format:csv")  # never over an existing file
    assert "-2.csv" in again and len(list((tmp_path / "out").iterdir())) == 3


@pytest.mark.parametrize("line", [
    "/запись контракт:4SX зона:обе разыгрывающий:Ю результат:-2",
    "/score 4SX vul:both by:S result:-2",
    "/score 4SX vul:все declarer:юг result:-2",
])
async def test_wizard_shorthands_everywhere(line: str) -> None:
    """Law 77: 4♠ doubled, vulnerable, down two is −500, however the seat and vulnerability are written."""
    assert "500" in await director_console("ru").answer(line)


async def test_a_shorthand_that_is_no_seat_is_still_refused() -> None:
    assert "не подходит" in await director_console("ru").answer("/score 4S vul:обе declarer:Х result:=")


# A menu whose choices are numbers themselves (the wizard's "tricks won": 0, 1, 2 …), on a registry of its own.
from bot.framework.registry import Registry, action, command  # noqa: E402
from bot.framework.reply import Action, Button, Reply  # noqa: E402

MENU = Registry()


@command("tricks", registry=MENU)
async def tricks_menu(ctx: Any) -> Reply:
    buttons = [Button(str(n), Action("pick", (str(n),))) for n in range(4)]
    return Reply(title="Tricks won?", components=[*buttons, Button("Back", Action("pick", ("back",)))])


@action("pick", registry=MENU)
async def pick(ctx: Any, value: str) -> Reply:
    return Reply(title=f"picked {value}")


def menu_console() -> Console:
    return Console(Config(), store=FakeStore(), who=Who(lang="en", director=True), registry=MENU)


async def test_a_choice_that_is_a_number_is_answered_by_that_number() -> None:
    """cli.md: choices are a numbered list answered with the number. When the choices are numbers themselves, each
    is numbered by its own value, so typing 1 records one trick, never "the first choice" (0)."""
    c = menu_console()
    text = await c.answer("/tricks")
    assert "0. 0" in text and "1. 1" in text and "3. 3" in text and "a. Back" in text and "1. 0" not in text
    assert await c.answer("1") == "picked 1"
    await c.answer("/tricks")
    assert await c.answer("0") == "picked 0"
    await c.answer("/tricks")
    assert await c.answer("A") == "picked back"
    await c.answer("/tricks")
    assert "no choice number 7" in await c.answer("7")


async def test_other_menus_keep_their_numbers() -> None:
    c = director_console()
    text = await c.answer("/law 27")
    assert "1. " in text and "a. " not in text


async def test_console_shows_where_a_call_is_posted(log_store) -> None:
    """The console has one channel: a call meant for the director channel is shown, saying where it goes."""
    from bot.commands._desk import run_desk
    from bot.framework.context import Context
    from bot.store import desk_store

    ctx = Context(user_id=1, user_name="x", guild_id=Who().guild_id, channel_id=1, lang="en", is_director=True,
                  store=log_store, config=Config(), transport="test", settings=None)
    await run_desk(ctx, desk_store.set_desk, Who().guild_id, director_channel_id=555, ping_role_id=77)
    text = await director_console(store=log_store).answer("/td call table:4")
    assert text.startswith("(posted in <#555>)") and "<@&77>" in text and "Director call №1 — table 4" in text
