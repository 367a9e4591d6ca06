"""/ask through the real CommandTree (harness): passages for a question; the ruling offer when the text
describes an irregularity (and none when it does not); the offer opens the prefilled wizard. ru and en."""

from __future__ import annotations

from typing import Any

from harness import EPHEMERAL, dispatch, opt, slash
from ruling_helpers import embed, flags, labels, press, text_of, valid


async def test_ask_describing_an_insufficient_bid_offers_the_intake_law_27(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", "партнёр сказал 1♦ после моей 1♥"), locale="ru")))
    assert out.responses[0]["type"] == 4 and flags(out) & EPHEMERAL
    refs = [f["name"] for f in embed(out)["fields"]]
    assert any(name.startswith("Правило 27") for name in refs)  # the irregularity's own law comes first
    assert labels(out) == ["Вынести решение: Недостаточное назначение"]
    wizard = await press(bot, out, "Вынести решение: Недостаточное назначение", locale="ru")
    assert wizard.responses[0]["type"] == 7
    text = text_of(wizard)
    assert "Недостаточное назначение" in text and "1♦" in text and "Какая сдача?" in text


async def test_ask_in_english_lead_out_of_turn_offers_the_intake(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", "he led out of turn"))))
    assert labels(out) == ["Rule on it: Lead out of turn"]
    assert "sounds like an irregularity" in text_of(out)
    fields = embed(out)["fields"]
    assert fields and all(f["value"].strip() for f in fields)  # passages too, never an empty field


async def test_ask_without_an_irregularity_gives_passages_and_no_offer(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ask", opt("text", "what is a dummy"))))
    assert embed(out)["fields"] and not out.last.get("components")
    assert "sounds like an irregularity" not in text_of(out)


async def test_ask_finds_the_irregularity_s_law_by_ref_not_by_its_label_law_27(bot: Any) -> None:
    """An insufficient bid described in chat words: Law 27 (by ref, from the engine's classification), not
    passages matching the type label's words ("нарушение", "определит": 9A2(B), 25B1, DEF Присуждённый…)."""
    for text, locale in (("партнёр открыл 1 черву, оппонент сказал 1 бубну, что делать?", "ru"),
                         ("partner opened 1 heart, opponent bid 1 diamond, what now?", "en-US")):
        out = valid(await dispatch(bot, slash("ask", opt("text", text), locale=locale)))
        names = [f["name"] for f in embed(out)["fields"]]
        assert names and (names[0].startswith("Правило 27") or names[0].startswith("Law 27")), names
        assert not any(n.startswith(("Правило 9", "Правило 25", "Law 9", "Law 25")) for n in names), names


async def test_ask_says_nothing_found_when_the_search_is_not_sure(bot: Any) -> None:
    """«привет» matches «привести» in 14B3: a poor match is no answer; "nothing found", no passages, no offer."""
    out = valid(await dispatch(bot, slash("ask", opt("text", "привет"), locale="ru")))
    assert not embed(out).get("fields") and "Ни один пункт" in text_of(out) and not out.last.get("components")
