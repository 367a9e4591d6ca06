"""Words typed without spaces are split as the book spells them; real words the book lacks are not
(``lawbase/search/glue.py``)."""

from __future__ import annotations

import pytest

from lawbase.search.glue import join_split_words, unglue, unglue_words
from lawbase.search.index import Index


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
