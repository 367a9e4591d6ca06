"""/ruling, the wizard and /ask over the console: in-process (Console) and piped into the real `sudya console`
exactly as cli.md describes (numbered choices answered by number on the next line)."""

from __future__ import annotations

from ruling_helpers import piped_console

from bot.config import Config
from bot.console import Console, Who
from bot.framework import load_commands


def console(lang: str = "en", director: bool = True) -> Console:
    return Console(Config(), who=Who(lang=lang, director=director), registry=load_commands())


def numbered(text: str, label: str) -> str:
    """The number the console printed before ``label``."""
    for line in text.splitlines():
        number, _, rest = line.partition(". ")
        if number.isdigit() and rest == label:
            return number
    raise AssertionError(f"{label!r} not offered in:\n{text}")


async def test_console_insufficient_bid_then_an_option_by_number_law_27() -> None:
    c = console()
    text = await c.answer('/ruling insufficient-bid by:S call:1D board:5 auction:"1H P"')
    assert "Law 27A" in text and "Laws of Duplicate Contract Bridge, 1987" in text
    option = await c.answer(numbered(text, "West may choose: not accept"))
    assert "Law 27B" in option and "Back to the full ruling" in option


async def test_console_bad_call_is_a_clear_message_in_russian() -> None:
    text = await console("ru").answer("/ruling insufficient-bid by:S call:zz board:5")
    assert "«zz» — не заявка" in text


async def test_console_wizard_from_start_to_ruling_in_russian_law_24() -> None:
    c = console("ru")
    text = await c.answer("/ruling wizard")
    for label in ("Сдача 1", "Здесь произошло нарушение", "Карта открыта во время торговли", "Восток", "♠K",
                  "Готово", "Нет"):
        text = await c.answer(numbered(text, label))
    assert "Нарушитель: Восток" in text and "24" in text and "Опубликовать в канале" in text


async def test_console_ask_with_and_without_an_offer() -> None:
    c = console()
    text = await c.answer('/ask text:"insufficient bid 1D over 1H"')
    wizard = await c.answer(numbered(text, "Rule on it: Insufficient bid"))
    assert "Call: 1♦" in wizard and "Which board?" in wizard
    plain = await c.answer('/ask text:"what is a dummy"')
    assert "Rule on it" not in plain


async def test_console_log_needs_a_director() -> None:
    c = console(director=False)
    text = await c.answer('/ruling insufficient-bid by:S call:1D board:5 auction:"1H P"')
    refused = await c.answer(numbered(text, "Log this ruling"))
    assert "director" in refused.lower()


def test_piped_sudya_console_rules_and_answers_by_number() -> None:
    """cli.md: `printf '/…\\n1\\n' | sudya console` works piped and exits 0."""
    script = '/ruling out-of-turn by:S call:1S board:1\n1\n/ruling wizard\n5\n'
    out = piped_console(script)
    assert "Law 31" in out  # partner's bid out of turn (Law 31)
    assert "Outcome of the choice" in out  # the first numbered option opened
    assert "Board 5: dealer North, vulnerable: North–South" in out  # the wizard answered by number
