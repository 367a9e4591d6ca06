"""Normalisation: what users paste must reach the same tokens as the book's words."""

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
