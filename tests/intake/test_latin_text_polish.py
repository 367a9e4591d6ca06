"""Russian typed the Polish way (``sz``, ``cz``, ``szcz``, ``ch``, ``w``) is respelt the common Latin way before the
situation reader reads it (``bot.intake.latin_text.from_polish_spelling``), so the index's keys, the Cyrillic
rendering and the section readers meet its words."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.latin_text import from_polish_spelling
from bot.intake.situation import read, search
from lawbase.search.translit import text_to_cyrillic


@pytest.mark.parametrize(("polish", "common"), [
    ("zaszczitnik wyszel ne w swoju oczered", "zashchitnik vyshel ne v svoju ochered"),
    ("sztrafnyje karty w dwuch mastiach", "shtrafnyje karty v dvukh mastjakh"),
    ("sudja dal sztraf, teper czto", "sudja dal shtraf, teper chto"),
    ("Czto delat, jesli lewyj ot niego zajawil", "Chto delat, jesli levyj ot nego zajavil"),
])
def test_polish_spellings_become_the_common_ones(polish: str, common: str) -> None:
    assert from_polish_spelling(polish) == common


@pytest.mark.parametrize("text", [
    "what is the size of the czech field",  # English with sz/cz: not Russian once respelt
    "kto shodil ne v svoju ochered",  # the common spelling: nothing Polish in it
    "szhodil ne v svoju ochered",  # «сх» before h in any scheme: no Polish mark
    "я сходил не в свою очередь",
    "",
])
def test_other_texts_stay_as_typed(text: str) -> None:
    assert from_polish_spelling(text) == text


def test_the_respelt_text_renders_as_russian() -> None:
    text = "u zaszczitnika sztrafnyje karty w dwuch mastiach, rozygrywajuszczij zapreszczaet wychod w obe"
    assert text_to_cyrillic(from_polish_spelling(text)) == (
        "у защитника штрафные карты в двух мастях, розыгрывающий запрещает выход в обе")


def test_a_lead_out_of_turn_typed_the_polish_way_is_read() -> None:
    text = "zaszczitnik wyszel ne w swoju oczered, a rozygrywajuszczij skazal ok"
    assert read(text).concept_ids[0] == "lead_out_of_turn"
    assert search(text, 3).hits[0].ref.startswith("5")  # Laws 53–56, not Law 30 (a call out of rotation)


def test_penalty_cards_in_two_suits_typed_the_polish_way_are_read() -> None:
    text = "u zaszczitnika sztrafnyje karty w dwuch mastiach, rozygrywajuszczij zapreszczaet wychod w obe"
    assert read(text).concept_ids[0] == "penalty_cards_several_suits_forbidden"


def test_the_text_searched_is_shown_as_typed() -> None:
    text = "sztrafnyje karty w dwuch mastiach"
    assert search(text, 3).query == text


_PIECES = ["sz", "cz", "szcz", "ch", "ż", "Ż", "w", "W", "ie", "ia", "io", "iu", "SZ", "Cz", "zaszczitnik", "wyszel",
           "oczered", "czto", "jego", "niego", "lewyj", "size", "czech", "ı", "İ", "ſ", "ß", "ё", "щ", "♠", "1", "'",
           " ", " ", ",", "-"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30).map("".join) | st.text(max_size=60))
def test_any_text_is_respelt_or_left_alone_and_read_without_error(text: str) -> None:
    """A fuzz of the new free-text path: salads of Polish spellings, English look-alikes and awkward Unicode are
    respelt (the common spelling's letters only) or returned as they were, and the reader reads the result."""
    out = from_polish_spelling(text)
    assert isinstance(out, str)
    if out != text:
        assert not {"ż", "Ż"} & set(out)  # a respelt text holds the common spelling only
    else:
        assert out is text
    read(text)


@pytest.mark.parametrize("odd", ["ſz", "ſzczo", "mİa ſz czto", "aſzAɐ"])
def test_letters_matched_only_by_case_folding_are_left_as_typed(odd: str) -> None:
    """The case-blind pattern matches ``ſz`` as ``sz`` (the long s folds to s): no crash, the odd letters stay."""
    out = from_polish_spelling(odd)
    assert "ſ" in out
    read(odd)
