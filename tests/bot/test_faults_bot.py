"""Faults found by fuzzing, bot side (issue 13), through the real CommandTree (harness): a command tree Discord
knows differently from this bot says "run `sudya sync`" (not "internal error"); replies ping nobody unless they
mean to; user input echoed in an error cannot format the embed or ping."""

from __future__ import annotations

from typing import Any

import pytest
from harness import EPHEMERAL, dispatch, opt, slash, sub
from ruling_helpers import valid


def description(out: Any) -> str:
    return out.last["embeds"][0].get("description", "")


@pytest.mark.parametrize("payload", [
    slash("oldcmd"),  # a command this version no longer has
    slash("ruling", sub("retired-subcommand")),
], ids=["unknown command", "unknown subcommand"])
async def test_a_command_discord_still_lists_says_run_sudya_sync(bot: Any, payload: dict) -> None:
    out = valid(await dispatch(bot, payload))
    assert out.responses[0]["data"]["flags"] & EPHEMERAL
    assert "`sudya sync`" in description(out) and "Internal error" not in description(out)


@pytest.mark.parametrize("payload", [
    slash("board"),  # Discord's copy lacks the required option the bot now has
    slash("ruling"),  # a group invoked as a command: Discord's copy predates the group
], ids=["missing required option", "group as command"])
async def test_options_out_of_step_with_discord_say_run_sudya_sync(bot: Any, payload: dict, caplog: Any) -> None:
    out = valid(await dispatch(bot, payload))
    assert "`sudya sync`" in description(out) and "Internal error" not in description(out)
    assert any("sudya sync" in r.getMessage() for r in caplog.records)  # the operator is told too


async def test_in_russian_too(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("board", locale="ru")))
    assert "`sudya sync`" in description(out) and "устарел" in description(out)


@pytest.mark.parametrize("payload", [
    slash("board", opt("number", 2, 4)),
    slash("law", opt("ref", "27")),
    slash("board", opt("number", 0, 4)),  # an error reply
    slash("oldcmd"),
])
async def test_replies_ping_nobody(bot: Any, payload: dict) -> None:
    out = await dispatch(bot, payload)
    for response in out.responses:
        mentions = response["data"]["allowed_mentions"]
        assert mentions["parse"] == [] and not mentions.get("roles") and not mentions.get("users")


async def test_input_echoed_in_an_error_is_escaped_on_discord(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "**x** @everyone `y`"))))
    text = description(out)
    assert "\\*\\*x\\*\\*" in text and "\\`y\\`" in text and "@everyone" not in text
    assert "@\u200beveryone" in text  # shown, harmless


def test_the_console_echoes_input_as_typed() -> None:
    from bot.errors import UserError
    from bot.render.errors import error_text

    assert "“**x**”" in error_text(UserError("bad_ref", ref="**x**", suggestions="27"), "en")


async def test_the_ask_question_is_echoed_escaped(bot: Any) -> None:
    """Where /ask repeats the question (nothing in the Laws matches it), it cannot ping or format (#13)."""
    out = valid(await dispatch(bot, slash("ask", opt("text", "**qqzx** @everyone"))))
    text = description(out)
    assert "\\*\\*qqzx\\*\\*" in text and "@everyone" not in text
    out = valid(await dispatch(bot, slash("ask", opt("text", "what is **dummy** @everyone"))))
    assert "@everyone" not in str(out.responses) and "**dummy**" not in str(out.responses)


async def test_the_search_query_is_echoed_escaped(bot: Any) -> None:
    """A query shown back in /search's title or 'nothing found' line cannot ping or format (#13)."""
    out = valid(await dispatch(bot, slash("search", opt("query", "**qqzx** @everyone"))))
    data = out.responses[0]["data"]
    shown = " ".join(str(e.get("title", "")) + " " + str(e.get("description", "")) for e in data.get("embeds", []))
    assert "\\*\\*qqzx\\*\\*" in shown and "@everyone" not in shown
