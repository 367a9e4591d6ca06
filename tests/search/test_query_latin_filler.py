"""«po pravilam», «v pravilah», «по книге»: where a word is meant, typed in Latin letters or by the book, is
dropped from a definition question as «по правилам» is (``lawbase/search/query.py``, ``_FILLER``): the book's sense
is what a definition gives anyway, and the rendered «правилам» otherwise pulls towards passages that speak of
rules."""

from __future__ import annotations

import pytest

from lawbase.search import get_index, search_index
from lawbase.search.query import analyse


@pytest.mark.parametrize(("query", "ref"), [
    ("kto takoy razygryvayushchiy po pravilam", "DEF:Разыгрывающий"),
    ("chto takoe bolvan po pravilam", "DEF:Болван, стол"),
    ("chto takoe renons v pravilah", "DEF:Фальшренонс"),
])
def test_a_latin_typed_by_the_rules_is_no_topic_of_a_definition_question(query: str, ref: str) -> None:
    assert search_index(get_index(), query, 3).hits[0].ref == ref


def test_the_latin_filler_is_dropped_only_from_a_definition_question() -> None:
    index = get_index()
    asked = analyse(index, "chto takoe bolvan po pravilam")
    told = analyse(index, "bolvan hodil po pravilam")
    assert asked.wants_definition and len(asked.slots) == 1
    assert not told.wants_definition and len(told.slots) > 2


def test_by_the_book_is_no_topic_of_a_definition_question() -> None:
    """«что такое ренонс по книге»: «по книге» says where the word is meant, as «по правилам» does."""
    assert search_index(get_index(), "что такое ренонс по книге", 3).hits[0].ref == "DEF:Фальшренонс"
