"""/ask crash regressions of issue #10, through the real command layer (Discord tree and console): a text naming a
single call (the turn's seat was a plain string, Law 17B/17C: dealer calls first), an illegal first call (Law 38:
the error names the seat), Unicode letters that case-fold onto ASCII (``ſ``, ``İ``, Kelvin ``K``), and console
free text holding apostrophes."""

from __future__ import annotations

from typing import Any

import pytest
from harness import FakeStore, dispatch, opt, slash
from ruling_helpers import embed, text_of, valid

from bot.config import Config
from bot.console import Console, Who

SINGLE_CALLS = [("я заявил 4♠", "ru"), ("he bid 1S", "en-US"), ("заявил 2 трефы", "ru"), ("я заявил 8♠", "ru"),
                ("партнёр сказал пас", "ru"), ("LHO doubled", "en-US")]
FOLDING = ["1ſ", "kinG of ſpades", "paſſ", "İ bid 1S", "İİ", "ſſ ſ", "1 \u212a", "the \u212aing of spades",
           "firſt trick", "ſouth led"]


@pytest.mark.parametrize(("text", "locale"), SINGLE_CALLS)
async def test_ask_with_a_single_call_answers_law_17_not_an_internal_error(bot: Any, text: str, locale: str) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", text), locale=locale)))
    body = text_of(out)
    assert "Internal error" not in body and "Внутренняя ошибка" not in body
    assert embed(out).get("fields"), body  # passages, not an error message


@pytest.mark.parametrize("text", FOLDING)
async def test_ask_with_case_folding_letters_never_fails(bot: Any, text: str) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", text))))
    assert "Internal error" not in text_of(out)


def test_an_illegal_first_call_from_a_plain_seat_is_a_typed_error_naming_the_seat_law_38() -> None:
    """Law 38: a bid above seven; the dealer given as "N" (not Seat.N) must still be named in the error."""
    from engine.auction import Auction
    from engine.errors import EngineError

    with pytest.raises(EngineError) as raised:
        Auction("N", ["8S"])  # type: ignore[arg-type]
    assert raised.value.params["seat"] == "N"
    assert Auction("E", []).turn.value == "E"  # type: ignore[arg-type, union-attr]


def console(lang: str = "en") -> Console:
    return Console(Config(), store=FakeStore(), who=Who(lang=lang, director=True))


@pytest.mark.parametrize("line", ["/ask East's lead", "/search it's a revoke", "/law it's 27", "/вопрос Восток's ход",
                                  '/ask he said "stop" and bid 2S', "/поиск запрос:партнёр's ренонс"])
async def test_console_free_text_is_the_rest_of_the_line_apostrophes_included(line: str) -> None:
    text = await console().answer(line)
    assert text and "quote is not closed" not in text and "Internal error" not in text


async def test_console_rest_of_line_keeps_the_apostrophe_in_the_query() -> None:
    assert "Search: it's a revoke" in await console().answer("/search it's a revoke")
    assert "Search: ренонс" in await console().answer('/search query:"ренонс"')  # the quoted form still works
    assert "Search: ход: не в очередь" in await console().answer("/search ход: не в очередь")


SITUATIONS = [
    # (text, locale, a law /ask must name) — issue 10: everyday reports are situations with their laws
    ("партнёр долго думал, а потом спасовал", "ru", "16"),  # hesitation: unauthorized information (16A)
    ("partner hesitated for ages before passing", "en-US", "16"),
    ("разыгрывающий заклеймил остальные, а мы не согласны", "ru", "70"),  # contested claim (70)
    ("declarer claimed but the defenders disputed it", "en-US", "70"),
    ("оппоненты неправильно объяснили свою заявку", "ru", "21"),  # misinformation (21)
    ("they failed to alert an artificial 2C", "en-US", "21"),
    ("it was a misclick on BBO, I meant 2H", "en-US", "25"),  # unintended call (25A)
    ("он сбросил, хотя у него была пика", "ru", "61"),  # revoke (61-64)
    ("мы посчитали девять взяток, а соперники говорят десять", "ru", "79"),  # trick count (79)
]


@pytest.mark.parametrize(("text", "locale", "law"), SITUATIONS)
async def test_ask_names_the_law_of_an_everyday_situation(bot: Any, text: str, locale: str, law: str) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", text), locale=locale)))
    names = [f["name"] for f in embed(out).get("fields", [])]
    prefix = ("Правило " if locale == "ru" else "Law ") + law
    assert any(name.startswith(prefix) and not name[len(prefix):len(prefix) + 1].isdigit() for name in names), names
    assert "Ни один пункт" not in text_of(out) and "No passage" not in text_of(out)
