"""The ruling and play catalogs as the user reads them: no raw JSON or type codes in error messages, the edition
named as the book is everywhere (bot.book), one quote style in English, no unused keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.i18n import t

LOCALE = Path(__file__).resolve().parents[2] / "bot" / "locale"


def _catalog(lang: str, domain: str) -> dict[str, str]:
    return json.loads((LOCALE / lang / f"{domain}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_play_needs_contract_is_worded_without_json(lang: str) -> None:
    text = t("error.play_needs_contract", lang, type="lead_out_of_turn")
    assert '"' not in text and "4S" not in text and "contract\"" not in text and "{" not in text
    assert ("контракт и разыгрывающий" if lang == "ru" else "contract and declarer") in text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_type_mismatch_asks_for_the_call_not_a_type_code(lang: str) -> None:
    """Law 18C: a sufficient "insufficient" bid; the user is told to describe the call, never to type "call"."""
    for key in ("error.type_mismatch", "error.not_in_turn"):
        text = t(key, lang, stated="insufficient_bid", call="2D", by="S", actual="none", turn="E")
        assert not re.search(r"[«“\"]call[»”\"]", text), text
        assert ("опишите заявку как есть" if lang == "ru" else "describe the call as it was made") in text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_edition_is_the_book_as_bot_book_names_it(lang: str) -> None:
    assert t("ruling.edition", lang).startswith(t("bot.book", lang))


def test_russian_edition_is_the_book_title() -> None:
    assert t("ruling.edition", "ru") == "Международный кодекс по спортивному бриджу, 1987"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_unused_option_if_key(lang: str) -> None:
    assert "ruling.option.if" not in _catalog(lang, "ruling")


@pytest.mark.parametrize("domain", ["ruling", "play"])
def test_english_catalog_uses_one_quote_style(domain: str) -> None:
    """Quotes in English are “…”: no straight double quotes, no 'single-quoted' words, no «…» (a JSON sample the
    user types, engine.expected.seat_call, is code, not a quote). error.bad_call keeps "…" until the wizard's
    typed-answer tests (tests/bot/test_wizard_typed.py, not ours) expect “2Z”: asked for in the report."""
    for key, text in _catalog("en", domain).items():
        if key in ("engine.expected.seat_call", "error.bad_call"):
            continue
        assert '"' not in text and "«" not in text and "»" not in text, key
        assert not re.search(r"(?<![A-Za-z])'[^']+'(?![A-Za-z])", text), key
