"""Normalisation: what users paste must reach the same tokens as the book's words."""

from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search.normalize import MAX_QUERY_CHARS, clean, fold, fold_key, token_spans, tokens


def test_yo_folds_to_ye_and_case_is_lowered():
    assert fold("ОтменЁнная") == "отмененная"


def test_short_i_folds_to_i_in_keys_only():
    assert fold_key("недостаточной") == "недостаточнои"
    assert fold("недостаточной") == "недостаточной"


def test_tokens_split_on_punctuation_and_keep_translit_soft_sign():
    assert tokens("ochered',  hod/vne-ocheredi!") == ["ochered'", "hod", "vne", "ocheredi"]


def test_digits_are_their_own_tokens():
    assert tokens("ренонс в 12-й взятке") == ["ренонс", "в", "12", "й", "взятке"]


def test_latin_lookalike_inside_cyrillic_word_is_made_cyrillic():
    assert tokens("штрафнaя кaрта") == ["штрафная", "карта"]


def test_pure_latin_words_are_left_latin():
    assert tokens("revoke dummy") == ["revoke", "dummy"]


def test_clean_removes_control_characters_and_caps_length():
    assert clean("a\x00b\u200bc\x1b") == "a b c "
    assert len(clean("я" * 10_000)) == MAX_QUERY_CHARS


def test_token_spans_point_into_the_original_text():
    text = "Болван, СТОЛ"
    assert [(text[a:b], w) for a, b, w in token_spans(text)] == [("Болван", "болван"), ("СТОЛ", "стол")]


def test_verb_aspects_meet():
    """``указал`` (perfective past) and ``указывает`` (imperfective, the book's tense) are one verb."""
    from lawbase.search.query import aspect_partners

    assert "указыва" in aspect_partners("указа") and "показыва" in aspect_partners("показ")
    assert "указа" in aspect_partners("указыва") and aspect_partners("пас") == []


def test_during_is_not_a_lead():
    """``в ходе торговли`` means "during the auction": no ``ход`` (lead) key, on either side of the index."""
    from lawbase.search.index import Keyer

    assert "ход" not in Keyer({}).keys("показ карты в ходе торговли")
    assert "ход" in Keyer({}).keys("ход вне очереди")


def test_a_word_takes_an_apostrophe_inside_only_before_a_letter_and_one_at_its_end():
    """``TOKEN`` joins letter runs by single apostrophes: ``d'o`` is one word, ``d''o`` is ``d'`` and ``o``."""
    assert tokens("d'o d''o ochered'' l'") == ["d'o", "d'", "o", "ochered'", "l'"]


@given(st.text(alphabet="ab'’ʼ.Z1_ -яЁ²ſ\u0301K", max_size=14))
@settings(max_examples=3000, deadline=None)
def test_tokens_are_those_of_the_letter_by_letter_pattern(text: str):
    """The token pattern (letter runs joined by apostrophes) cuts any text as the letter-by-letter loop it replaced
    (a letter, then letters or an apostrophe followed by a letter, then an optional apostrophe) did."""
    import re

    from lawbase.search.normalize import TOKEN

    loop = re.compile(r"(?:[A-Za-z]\.){2,}|[^\W\d_](?:[^\W\d_]|['’ʼ](?=[^\W\d_]))*['’ʼ]?|\d+")
    assert [m.span() for m in TOKEN.finditer(text)] == [m.span() for m in loop.finditer(text)]
