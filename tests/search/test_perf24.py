"""The twenty-fourth round's exact speed changes: each asks the same question with fewer lookups, so each is pinned
against the way it replaced (the same floats, the same facts)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search.concept_words import _forms, token_forms
from lawbase.search.concepts import lexicon
from lawbase.search.examples import bank, features

_TERMS = sorted(bank()._entries)[::37]  # a spread of the bank's terms, and some it has never seen
_WORDS = st.lists(st.sampled_from([*_TERMS, "unseen-term", "c:no_such_concept", "en:zzz"]), max_size=60)


@settings(max_examples=200, deadline=None)
@given(_WORDS)
def test_the_query_vector_is_the_unit_vector_of_the_words_with_the_banks_postings(words: list[str]):
    """One lookup a term gives the floats :meth:`Bank._vector` gives (the norm counts the terms the bank lacks),
    with the bank's own posting arrays, in term order."""
    full = bank()
    expected = [(full._postings[term], weight) for term, weight in full._vector(words) if term in full._postings]
    found = full._query_vector(words)
    assert [weight for _, weight in found] == [weight for _, weight in expected]  # equal floats, not approximately
    assert all(a is b for (a, _), (b, _) in zip(found, expected, strict=True))


def test_the_query_vector_of_a_story_and_of_nothing():
    full = bank()
    words = features("партнёр долго думал и спасовал, а левый открыл вне очереди")
    assert [w for _, w in full._query_vector(words)] == [w for t, w in full._vector(words) if t in full._postings]
    assert full._query_vector([]) == []


_TEXT = st.text(st.sampled_from("aAbBkKoOpPsStT.'’ абвгдкопрстАБВКОПСТйЁё12 "), max_size=40)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_a_words_forms_follow_from_its_original_spelling(text: str):
    """The lexicon remembers a word's facts by its original spelling (as :func:`token_forms` gives it, dots
    dropped): that is sound only while the forms are a function of it."""
    for forms, original in token_forms(text):
        assert _forms(original) == (forms, original)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["партнёр", "спасовал", "не", "в", "очередь", "ренонс", "A.B.", "AB", "ab", "lho",
                                 "opened", "out", "of", "turn", "kontra", "секретарь", "ход"]), max_size=12))
def test_remembered_words_match_as_words_read_afresh(words: list[str]):
    """A text read with the lexicon's memo of words full matches as with it empty."""
    text = " ".join(words)
    lex = lexicon()
    warm = lex.match_all(text, frozenset({"call"}))
    lex._words.clear()
    assert lex.match_all(text, frozenset({"call"})) == warm
