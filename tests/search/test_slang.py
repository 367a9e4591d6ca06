"""Chat and school slang read as the plain word (``lawbase/data/slang.json``, applied by the speller): the readers
know «партнёр», «соперник», «защитник», «разыгрывающий», «спасовал», not «напарник», «соперы», «деф», «разыгр»,
«паснул»."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from bot.intake.situation import read
from lawbase.search.normalize import fold_key
from lawbase.search.spelling import mend, slang


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("напарник паснул", "партнёр спасовал"),
        ("соперы позвали судью", "соперники позвали судью"),
        ("у дефа выпала карта", "у защитника выпала карта"),
        ("разыгр сказал", "разыгрывающий сказал"),
        ("тимейт сдал остатки", "партнёр сдал остатки"),
        ("Чел открылся", "Игрок открылся"),  # the capital kept
        ("а у меня ничо нет, точняк", "а у меня ничего нет, точно"),
    ],
)
def test_slang_is_read_as_the_plain_word(typed: str, plain: str) -> None:
    assert mend(typed) == plain


def test_every_slang_word_maps_to_plain_words_and_is_no_word_of_the_book() -> None:
    from lawbase.search.cache import get_index

    forms = get_index().forms
    data = json.loads((resources.files("lawbase") / "data" / "slang.json").read_text(encoding="utf-8"))["words"]
    assert data and len(slang()) == len(data)
    for word, plain in data.items():
        assert word == word.lower() and plain and plain != word
        assert fold_key(word) not in forms, word  # a word the book uses is never rewritten


def test_the_readers_see_the_seats_and_acts_behind_the_slang() -> None:
    situation = read("напарник паснул в мою очередь, соперы говорят нечестно")
    assert "partner" in [seat.value for seat in situation.seats]
    assert "pass" in situation.acts


def test_a_partner_told_as_a_teammate_makes_the_call_out_of_rotation_partners() -> None:
    situation = read("чел открылся вместо своего напарника, тот теперь молчит всю торговлю?")
    assert "bid_out_of_turn_partner_or_lho" in [found.id for found in situation.concepts]


def test_the_partner_clipped_to_part_or_pard_is_partner() -> None:
    """«парт», «пард» (chat clippings of «партнёр», "pard") name the partner: «ответил сам заявлявший, а не его парт»
    asks who answers about a call (Law 20F1)."""
    assert "партнёр" in mend("ответил сам заявлявший, а не его парт").split()
    assert mend("пард сказал пас") == "партнёр сказал пас"
