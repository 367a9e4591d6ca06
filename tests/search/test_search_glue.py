"""Words typed without spaces are split as the book spells them; real words the book lacks are not
(``lawbase/search/glue.py``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search.glue import join_split_words, unglue, unglue_words
from lawbase.search.index import Index
from lawbase.search.normalize import fold_key, is_cyrillic


@pytest.mark.parametrize(
    ("typed", "split"),
    [
        ("недостаточнаязаявка", ["недостаточная", "заявка"]),
        ("ходвнеочереди", ["ход", "вне", "очереди"]),
        ("внеочереди", ["вне", "очереди"]),
    ],
)
def test_a_glued_phrase_is_split_into_the_books_words(index: Index, typed: str, split: list[str]):
    assert unglue_words(index, [typed]) == split


@pytest.mark.parametrize(
    "word",
    # a prefix that is also a preposition, or two short book words: each is one Russian word the book lacks
    ["поправил", "посреди", "подумал", "недостаточную", "заходит", "законтрировал", "карточки", "сначала",
     "доиграли", "захотел", "показав", "обедать", "всякого", "невозможно", "подругой", "сдавать"],
)
def test_a_real_word_the_book_lacks_is_left_whole(index: Index, word: str):
    assert unglue_words(index, [word]) == [word]


def test_unglue_keeps_a_story_with_real_words_as_typed(index: Index):
    text = "болван поправил посреди торговли"
    assert unglue(index, text) == text


def test_two_halves_of_a_book_word_are_joined(index: Index):
    assert join_split_words(index, ["фальш", "ренонс"]) == ["фальшренонс"]


def _joined_plainly(index: Index, words: list[str]) -> list[str]:
    """Pair by pair as the join was first written: two Cyrillic words whose concatenation the book has, joined."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if i + 1 < len(words) and is_cyrillic(words[i]) and is_cyrillic(words[i + 1]) and (
                fold_key(words[i] + words[i + 1]) in index.forms):
            out.append(words[i] + words[i + 1])
            i += 2
            continue
        out.append(words[i])
        i += 1
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["фальш", "ренонс", "ход", "вне", "очереди", "fal", "sh", "пас", "12", "Фальш"]),
                max_size=9))
def test_the_remembered_join_joins_as_the_pair_by_pair_scan(index: Index, words: list[str]) -> None:
    """Runs of joinable halves (``фальш фальш ренонс``), Latin and digits, capitals, and the pairs met again."""
    for _ in range(2):
        assert join_split_words(index, words) == _joined_plainly(index, words)


def test_unglue_keeps_the_capitals_of_a_text_with_nothing_glued(index: Index) -> None:
    """The lexicon's case-sensitive terms (``UI``, ``LA``) must still meet a long story with no glued word."""
    text = "UI от партнёра: он сделал alert, а я забыл, что это конвенция"
    assert unglue(index, text) == text


def test_unglue_splits_a_glued_word_in_a_story(index: Index) -> None:
    assert unglue(index, "он сделал ходвнеочереди") == "он сделал ход вне очереди"
