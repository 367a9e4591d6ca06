"""Any salad of the words the sixth round's small readers look for is read without an exception, and each reader
names only one of its own sections (``card_count``: Law 13, ``damaging_pass``: Law 23, ``convention_card``: Law 40E,
``partner_double``: Law 36) — free text reaches them from /search, /ask and the wizard alike."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import card_count, convention_card, damaging_pass, partner_double
from bot.intake.situation import read

WORDS = ["14 карт", "12", "доиграли", "никто не видел", "увидел чужие карты", "распечатка", "пересдать", "нельзя",
         "несущественно", "обязан пасовать", "партнёр", "помогло", "пострадали", "пасанул раньше своего партнёра",
         "конвенционная карта", "посмотрел", "нет", "договорённость", "партнёр открыл 1♠", "а я сказал контра",
         "левый сказал 2♣", "convention card", "forced pass", "damaged us", "during the auction", ",", "и", "«", "?"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=14), st.text(max_size=40))
def test_any_salad_of_their_words_is_read_without_an_exception(words: list[str], noise: str) -> None:
    text = " ".join(words) + noise
    assert card_count.section(text) in (None, *card_count.SECTIONS)
    assert damaging_pass.section(text) in (None, *damaging_pass.SECTIONS)
    assert convention_card.section(text) in (None, *convention_card.SECTIONS)
    assert partner_double.section(text) in (None, *partner_double.SECTIONS)
    read(text)
