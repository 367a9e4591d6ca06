"""Typed answers in /ruling wizard, both transports and both languages: any board number (Law 2), several calls
at once checked call by call (an illegal or unknown word named, the question kept), a card, a seat. On Discord:
"Type…" → modal (type 9, Discord's schema) → submit (type 5) → the next question in the same message (type 7);
on the console: the typed line, piped into the real `sudya console`."""

from __future__ import annotations

from typing import Any

from harness import EPHEMERAL, click, dispatch, modal_submit, slash, sub
from ruling_helpers import answer, button, flags, labels, piped_console, text_of, valid

from bot.config import Config
from bot.console import Console, Who
from bot.framework import load_commands

TYPE = {"en-US": "Type…", "ru": "Ввести…"}


async def start(bot: Any, locale: str = "en-US") -> Any:
    return valid(await dispatch(bot, slash("ruling", sub("wizard"), locale=locale)))


async def typed(bot: Any, out: Any, text: str, locale: str = "en-US", user_id: int | None = None) -> tuple[Any, Any]:
    """Press "Type…" on the wizard message ``out``, type ``text``; (the modal response, the submit's answer)."""
    who = {"user_id": user_id} if user_id else {}
    opened = valid(await dispatch(bot, click(out, button(out, TYPE[locale])["custom_id"], locale=locale, **who)))
    assert [r["type"] for r in opened.responses] == [9]
    modal = opened.responses[0]["data"]
    done = valid(await dispatch(bot, modal_submit(out, modal["custom_id"], text, locale=locale, **who)))
    return modal, done


def refused_text(out: Any) -> str:
    assert out.responses[0]["type"] == 4 and flags(out) & EPHEMERAL, out.responses
    body = out.last
    return (body.get("content") or "") + " ".join(e.get("description", "") for e in body.get("embeds", []))


async def test_typed_board_auction_and_seat_in_english_law_27(bot: Any) -> None:
    """Board 32 (Law 2: West deals) typed; "1H P 1S" typed at once; South's 1♦ over 1♠ is insufficient (27)."""
    out = await start(bot)
    modal, out = await typed(bot, out, "board 32")
    assert modal["title"] == "Ruling: the facts" and modal["components"][0]["component"]["placeholder"] == "27"
    assert out.responses[0]["type"] == 7 and "Board 32: dealer West" in text_of(out)
    modal, out = await typed(bot, out, "1H P 1S")
    assert modal["components"][0]["label"] == "Next call(s), in order"
    assert "1♥\nPass     1♠       ?" in text_of(out) and "South to call" in text_of(out)  # West deals
    out = await answer(bot, out, "!done")
    out = await answer(bot, out, "insufficient_bid")
    modal, out = await typed(bot, out, "south")  # the offender, as a word
    assert modal["components"][0]["label"] == "Seat: N, E, S or W"
    modal, out = await typed(bot, out, "1D")  # the insufficient call itself
    assert modal["components"][0]["label"] == "The call"
    assert "Call: 1♦" in text_of(out) and "conventional" in text_of(out)  # 27B1(A): asked next


async def test_typed_answers_in_russian_lead_out_of_turn_law_54(bot: Any) -> None:
    out = await start(bot, "ru")
    modal, out = await typed(bot, out, "сдача 30", "ru")
    assert modal["components"][0]["label"] == "Номер сдачи" and modal["title"] == "Решение: обстоятельства"
    assert "Сдача 30: сдающий Восток" in text_of(out)
    _, out = await typed(bot, out, "1п пас пас пас", "ru")  # Law 17E: the auction ends by itself
    assert "Что произошло?" in text_of(out) and TYPE["ru"] not in labels(out)  # nothing to type here
    out = await answer(bot, out, "lead_out_of_turn", locale="ru")
    out = await answer(bot, out, "1", locale="ru")
    _, out = await typed(bot, out, "запад", "ru")
    modal, out = await typed(bot, out, "чК", "ru")  # ♥K as a Russian player writes it
    assert modal["components"][0]["label"] == "Карта"
    assert "♥K" in text_of(out)


async def test_a_typed_auction_names_the_word_that_is_not_a_call_and_the_question_stays(bot: Any) -> None:
    out = await start(bot)
    _, out = await typed(bot, out, "5")
    _, refused = await typed(bot, out, "1H P 1S 2Z")
    message = refused_text(refused)
    assert '"2Z" is not a call' in message and "1H P 1S" not in message  # the word, not the whole line
    _, illegal = await typed(bot, out, "1H P 1C")
    assert "1♣ is not a legal call here (Law 27)" in refused_text(illegal)
    _, again = await typed(bot, out, "1H P")  # the question is still open, its message untouched
    assert again.responses[0]["type"] == 7 and "1♥       Pass" in text_of(again)


async def test_bad_typed_answers_are_refused_privately_in_russian(bot: Any) -> None:
    out = await start(bot, "ru")
    _, refused = await typed(bot, out, "сдача ноль", "ru")
    assert "«сдача ноль» — не номер сдачи" in refused_text(refused)
    _, refused = await typed(bot, out, "0", "ru")
    assert "не номер сдачи" in refused_text(refused)
    _, out = await typed(bot, out, "3", "ru")
    _, out = await typed(bot, out, "пас пас", "ru")
    out = await answer(bot, out, "!done", locale="ru")
    out = await answer(bot, out, "card_exposed_during_auction", locale="ru")
    _, refused = await typed(bot, out, "юго-восток", "ru")
    assert "не место за столом" in refused_text(refused)


async def test_only_the_invoker_may_type_an_answer(bot: Any) -> None:
    out = await start(bot)
    other = valid(await dispatch(bot, click(out, button(out, "Type…")["custom_id"], user_id=99)))
    assert flags(other) & EPHEMERAL and "someone else" in str(other.last)


# --- the console -----------------------------------------------------------------------------------------------
def console(lang: str = "en") -> Console:
    return Console(Config(), who=Who(lang=lang), registry=load_commands())


async def test_console_board_27_is_typed_while_1_to_24_stay_the_listed_boards() -> None:
    c = console()
    text = await c.answer("/ruling wizard")
    assert "Boards 25" not in text
    assert text.splitlines()[-1] == "Or type: Board number (e.g. 27; boards 25, 26: “board 25”)"
    assert "Board 27: dealer South" in await c.answer("27")
    c2 = console()
    await c2.answer("/ruling wizard")
    assert "Board 12: dealer West" in await c2.answer("12")  # a listed choice: board 12 from the select
    c3 = console()
    await c3.answer("/ruling wizard")
    assert "Board 25: dealer North" in await c3.answer("board 25")


def _number(text: str, label: str) -> int:
    for line in text.splitlines():
        number, _, rest = line.partition(". ")
        if number.isdigit() and rest == label:
            return int(number)
    raise AssertionError(label)


async def test_console_typed_seat_and_cards_in_russian_law_24() -> None:
    c = console("ru")
    await c.answer("/ruling wizard")
    await c.answer("3")
    text = await c.answer("пас")
    assert "Пас" in text
    for line in ("Здесь произошло нарушение", "Карта открыта во время торговли"):
        text = await c.answer(str(_number(text, line)))
    assert text.splitlines()[-1].startswith("Или введите: Место")
    text = await c.answer("восток")
    text = await c.answer("пК чТ")  # two cards typed at once
    assert "♠K ♥A" in text
    text = await c.answer(str(_number(text, "Готово")))
    text = await c.answer(str(_number(text, "Нет")))
    assert "Нарушитель: Восток" in text and "24" in text


def test_piped_console_wizard_with_typed_board_and_auction() -> None:
    """The brief's script: `printf '/ruling wizard\\n27\\n1H P 1S P P P\\n…' | sudya console`."""
    script = "/ruling wizard\n27\n1H P 1S P P zz\n1H P 1S P P P\n"
    out = piped_console(script)
    assert "Board 27: dealer South, vulnerable: None" in out
    assert '"zz" is not a call' in out  # the word named, the question kept
    assert "1♠       Pass     Pass     Pass" in out and "What happened?" in out
