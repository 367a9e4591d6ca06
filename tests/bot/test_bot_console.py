"""The console (cli.md "The console"): one slash command per line, plain text + blank line, numbered choices."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from harness import FakeStore
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.config import Config
from bot.console import Console, Who, run_console

ROOT = Path(__file__).resolve().parents[2]
CLI = "import sys; from bot.cli import main; sys.exit(main(sys.argv[1:]))"


def console(lang: str = "en", director: bool = True, store: Any = None) -> Console:
    return Console(Config(), store if store is not None else FakeStore(), Who(lang=lang, director=director))


async def test_plain_text_of_an_embed() -> None:
    text = await console().answer("/board 7")
    assert text == "Board 7\nDealer: South\nVulnerable: both sides\nLaw 2 · Laws of Duplicate Contract Bridge, 1987"


async def test_russian_command_and_option_names_are_accepted() -> None:
    text = await console("ru").answer("/сдача номер:8")
    assert text.startswith("Сдача 8\nСдающий: Запад")


async def test_named_options_quoted_values_and_choice_labels() -> None:
    text = await console().answer('/score contract:"4 S" vul:none declarer:South result:=')
    assert "+420" in text
    text = await console().answer("/adjusted ns:direct ew:none form:teams")
    assert "-3 IMPs" in text and "+3 IMPs" in text


async def test_unnamed_words_fill_the_first_option() -> None:
    text = await console().answer("/mp 420 420 -50 170")
    assert "top 6" in text


async def test_numbered_choice_runs_on_the_next_line() -> None:
    c = console()
    text = await c.answer("/law 27")
    assert "1. 27A — " in text
    opened = await c.answer("1")
    assert opened.startswith("Law 27A.")


async def test_a_number_without_choices_is_refused() -> None:
    assert "no choice number 3" in await console().answer("3")


@pytest.mark.parametrize(("line", "expected"), [
    ("/nope", "Unknown command “nope”"),
    ("/board x", "“x” is not a whole number, as the option “number” needs."),
    ("/board 0", "“0” does not fit the option “number”: it must be from 1 to 10000."),
    ("/score 3NT vul:none declarer:S tricks:20", "“20” does not fit the option “tricks”: it must be from 0 to 13."),
    ("/score 4S vul:sideways declarer:S result:=",
     "“sideways” does not fit the option “vul”. Choices: “none”, “North–South”, “East–West”, “both sides”."),
    ('/law "27', "Could not read the line"),
    ("/help extra:1", "/help has no option “extra”"),
    ("/help extra", "There is no command “extra”"),
    ("/law 27 extra:1", "/law has no option “extra”. Its options: ref."),
    ("/law ref:27 ref:28", "The option “ref” is given twice"),
    ("/law", "The option “ref” is needed here."),
])
async def test_bad_input_is_a_clear_message(line: str, expected: str) -> None:
    assert expected in await console().answer(line)


async def test_bad_input_in_russian() -> None:
    assert "«x» — не целое число: так нельзя задать параметр «номер»." in await console("ru").answer("/board x")


@pytest.mark.parametrize(("line", "expected"), [
    ("/law", "Нужен параметр «ссылка»."),
    ("/board 0", "«0» не подходит для параметра «номер»: нужно от 1 до 10000."),
    ("/adjusted ns:foo ew:none", "Варианты: «прямо виновна», «частично виновна», «не виновна»."),
    ("/adjusted ns:direct ew:none form:командный", "для параметра «форма». Варианты: «парный (проценты)»"),
    ("/law 27 extra:1", "У /правило нет параметра «extra». Параметры команды: ссылка."),
    ("/score 3NT vul:none result:=", "Нужен параметр «разыгрывающий»."),
])
async def test_errors_name_options_and_choices_in_russian(line: str, expected: str) -> None:
    """Option names and choice labels as the Russian client shows them, never code names or raw values."""
    text = await console("ru").answer(line)
    assert expected in text
    for code in ("ref", "number", "direct", "pairs", "declarer"):
        assert code not in text


async def test_over_long_text_says_too_long_and_does_not_echo_it() -> None:
    text = await console("ru").answer("/search " + "ренонс" * 60)
    assert "Слишком длинно для параметра «запрос»: 360 знаков, можно не больше 200." in text
    assert "ренонс" not in text


async def test_long_values_are_cut_in_echoes() -> None:
    text = await console().answer("/board " + "x" * 500)
    assert "x" * 100 not in text and "…" in text


async def test_a_colon_inside_a_value_is_not_an_option() -> None:
    """``DEF:…`` is a ref, not an option called DEF; a trailing colon in free text is text."""
    assert "Revoke" in await console().answer("/law DEF:Фальшренонс") or "Фальшренонс" in \
        await console().answer("/law DEF:Фальшренонс")
    assert "has no option" not in await console().answer("/search ход: не в очередь")


async def test_a_group_alone_lists_its_subcommands() -> None:
    from bot.framework.registry import REGISTRY

    groups = REGISTRY.groups()
    assert groups
    for group in groups:
        text = await console().answer(f"/{group}")
        assert "Unknown command" not in text
        subs = [path[1] for path in REGISTRY.commands if path[0] == group and len(path) == 2]
        assert all(f"/{group} {sub} — " in text for sub in subs)
    assert "has no subcommand “nope”" in await console().answer(f"/{groups[0]} nope")


async def test_server_language_setting_applies_to_the_console() -> None:
    store = FakeStore()
    store.set(1, language="en")
    assert (await console("ru", store=store).answer("/board 1")).startswith("Board 1")


async def test_blank_lines_are_ignored() -> None:
    assert await console().answer("   ") is None


def test_run_console_prints_replies_separated_by_blank_lines() -> None:
    out = io.StringIO()
    code = run_console(Config(), FakeStore(), Who(lang="en"), io.StringIO("/board 1\n\n/imp 50\n"), out)
    assert code == 0
    assert out.getvalue() == ("Board 1\nDealer: North\nVulnerable: none\nLaw 2 · Laws of Duplicate Contract Bridge, "
                              "1987\n\nIMPs\nA difference of 50 is 2 IMPs (Law 78B).\nLaw 78B · Laws of Duplicate "
                              "Contract Bridge, 1987\n\n")


def pipe(text: str, *args: str, env: dict[str, str] | None = None, tmp: Path | None = None) -> Any:
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    if tmp is not None:
        environment["SUDYA_DB"] = str(tmp / "log.db")
    environment.update(env or {})
    return subprocess.run([sys.executable, "-c", CLI, *args], input=text, capture_output=True, text=True,
                          env=environment, cwd=tmp or ROOT, timeout=60)


def test_piped_console_reads_to_the_end_and_exits_0(tmp_path: Path) -> None:
    run = pipe("/law 27\n/board 7\n", "console", tmp=tmp_path)
    assert run.returncode == 0, run.stderr
    replies = run.stdout.split("\n\n")
    assert replies[0].startswith("Правило 27. Недостаточное назначение") and "Сдача 7" in run.stdout
    assert run.stdout.endswith("\n\n")


def test_console_no_director_is_refused_director_commands(tmp_path: Path) -> None:
    from bot.framework.registry import load_commands

    director_only = [s for s in load_commands().commands.values() if s.director_only]
    if not director_only:
        pytest.fail("no director-only command is registered")
    spec = director_only[0]
    line = "/" + " ".join(spec.path)
    refused = pipe(line + "\n", "console", "--no-director", "--lang", "en", tmp=tmp_path)
    assert "Only a tournament director" in refused.stdout
    allowed = pipe(line + "\n", "console", "--director", "--lang", "en", tmp=tmp_path)
    assert "Only a tournament director" not in allowed.stdout


def test_bot_without_token_says_so_and_runs_the_console(tmp_path: Path) -> None:
    run = pipe("/board 3\n", "bot", "--lang", "en", tmp=tmp_path)
    assert run.returncode == 0 and "DISCORD_TOKEN is not set" in run.stderr and "Board 3" in run.stdout


def test_console_does_not_import_discord(tmp_path: Path) -> None:
    """The console's cold start stays short (bench/bot_bench.py times it) because it never loads discord.py."""
    code = ("import io, sys; from bot.cli import main; sys.stdin = io.StringIO('/law 27\\n'); main(['console']); "
            "print('discord' in sys.modules, file=sys.stderr)")
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    environment["SUDYA_DB"] = str(tmp_path / "log.db")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment, cwd=ROOT,
                         timeout=60)
    assert run.stdout.startswith("Правило 27") and run.stderr.strip().endswith("False"), run.stderr


def test_background_store_delegates_and_reraises_opening_errors() -> None:
    from bot.console import BackgroundStore

    opened = BackgroundStore(lambda: FakeStore())
    assert opened.settings == {}

    def broken() -> Any:
        raise OSError("disk")

    failed = BackgroundStore(broken)
    with pytest.raises(OSError):
        failed.resolve()


COMMAND_WORDS = ["/law", "/search", "/board", "/score", "/imp", "/mp", "/adjusted", "/help", "/правило", "1", ""]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(head=st.sampled_from(COMMAND_WORDS), tail=st.text(max_size=60))
async def test_any_line_gets_a_text_answer_never_an_exception(head: str, tail: str) -> None:
    text = await console().answer(f"{head} {tail}")
    assert text is None or (isinstance(text, str) and "Traceback" not in text and "Internal error" not in text)


def test_an_unclosed_quote_is_explained_in_the_users_language_not_shlexs_english(tmp_path: Path) -> None:
    """QA round 2 (10): `/law "27` answered "No closing quotation" inside a Russian sentence."""
    run = pipe('/law "27\n', "console", tmp=tmp_path)
    assert run.returncode == 0 and "кавычка не закрыта" in run.stdout and "No closing" not in run.stdout
