"""Issue 15's fixes: /help CMD (subcommands, options, example), console exit/quit, console /log export writes its
files and says where, the wizard's shorthands everywhere (Ю, обе, by: for declarer:), the console's language from
the terminal's locale unless --lang."""

from __future__ import annotations

import json

import pytest
from harness import DIRECTOR_ID, DIRECTOR_ROLE, director_console, dispatch, opt, slash
from schemas import assert_valid_response

from bot.cli.bot_cmds import terminal_lang


@pytest.mark.parametrize(("lang", "line", "words"), [
    ("en", "/help score", ["Help: /score", "`contract` — required", "`tricks` — optional", "from 0 to 13",
                           "Example: `/score contract:4SX vul:both declarer:S result:-2`"]),
    ("en", "/help log", ["/log add", "/log export", "Directors only.", "Example: `/log show number:1`"]),
    ("en", "/help /log add", ["Help: /log add", "`type` — required"]),
    ("ru", "/помощь журнал записать", ["Справка: /журнал записать", "`нарушение` — обязательный", "Пример:"]),
    ("ru", "/помощь команда:судья", ["/судья вызов", "`стол` — обязательный", "/судья список",
                                     "Только для судей."]),
])
async def test_help_for_one_command(lang: str, line: str, words: list[str]) -> None:
    text = await director_console(lang).answer(line)
    for word in words:
        assert word in text


@pytest.mark.parametrize(("lang", "line", "bound"), [
    ("en", "/help td take", "The call's number — from 1\n"), ("ru", "/помощь судья взять", "Номер вызова — от 1\n")])
async def test_help_names_a_single_bound_without_a_dangling_to(lang: str, line: str, bound: str) -> None:
    text = await director_console(lang).answer(line) + "\n"
    assert bound in text and "…" not in text


async def test_help_for_an_unknown_command_lists_every_command(bot) -> None:
    """The list is the bot's own words, never cut like an echo of user input; what was typed is escaped."""
    text = await director_console("ru").answer("/помощь нетакой")
    assert "Команды «нетакой» нет." in text and "/судья." in text and "…" not in text
    out = await dispatch(bot, slash("help", opt("command", "**x** @everyone"), user_id=DIRECTOR_ID,
                                    role_ids=[DIRECTOR_ROLE]))
    shown = out.last["embeds"][0]["description"]
    assert "\\*\\*x\\*\\*" in shown and "@everyone" not in shown and "/td." in shown


async def test_help_in_discord_and_its_autocomplete(bot) -> None:
    out = await dispatch(bot, slash("help", opt("command", "deal"), user_id=DIRECTOR_ID, role_ids=[DIRECTOR_ROLE]))
    assert_valid_response(out.responses[0])
    names = [f["name"] for f in out.last["embeds"][0]["fields"]]
    assert names == ["/deal show", "/deal claim", "/deal attach", "/deal entry"]
    auto = await dispatch(bot, slash("help", opt("command", "ses", focused=True), autocomplete=True))
    assert "session start" in [c["value"] for c in auto.responses[0]["data"]["choices"]]
    plain = await dispatch(bot, slash("help"))
    assert "The director's desk" in json.dumps(plain.last, ensure_ascii=False)


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "en_US.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "ru"),
    ({}, "ru"), ({"LANG": "ru_RU.UTF-8", "LC_ALL": "en_GB.UTF-8"}, "en"), ({"LC_MESSAGES": "ru_UA"}, "ru"),
])
def test_terminal_locale(environ: dict[str, str], expected: str) -> None:
    assert terminal_lang(environ, "ru") == expected


def test_console_follows_lang_unless_told(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    import bot.console
    from bot.cli import main

    monkeypatch.setenv("SUDYA_DB", str(tmp_path / "console.db"))  # never the working directory's sudya.db
    seen: list[str] = []
    monkeypatch.setattr(bot.console, "run_console", lambda config, store, who: seen.append(who.lang) or 0)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["console"]) == 0
    assert main(["console", "--lang", "ru"]) == 0
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert main(["console"]) == 0
    assert seen == ["en", "ru", "ru"]
