"""A typed ref to a heading with no text of its own, followed by words: the part the words name goes first, the
heading right after it (``lawbase/search/__init__.py::_typed_part_first``)."""

from __future__ import annotations

import pytest

from lawbase.search import search_index
from lawbase.search.index import Index


@pytest.mark.parametrize(("query", "part", "heading"), [
    # 45C4 «Названная или обозначенная карта» is only (A) playing it and (B) correcting a slip of the tongue
    ("45C4 оговорился и сразу поправил", "45C4(B)", "45C4"),
    # 30B2 «В очередь партнера» is only (A) what the offender must do and (B) what his partner may do
    ("п. 30B2 что может делать партнёр нарушителя", "30B2(B)", "30B2"),
    # Law 40 is all sections: 40A is the right to choose any call, a psychic one included
    ("правило 40 психа", "40A", "40"),
])
def test_the_words_choose_the_part_of_a_heading(index: Index, query: str, part: str, heading: str) -> None:
    assert [hit.ref for hit in search_index(index, query, 5).hits][:2] == [part, heading]


@pytest.mark.parametrize("query", [
    "27B что делать",  # 27B says something itself: it stays first
    "45C4",  # a bare ref: the heading, then its parts in order
])
def test_a_ref_with_text_or_without_words_stays_first(index: Index, query: str) -> None:
    assert search_index(index, query, 5).hits[0].ref == query.split()[0]


def test_the_parts_follow_a_bare_heading_in_the_books_order(index: Index) -> None:
    assert [hit.ref for hit in search_index(index, "45C4", 5).hits] == ["45C4", "45C4(A)", "45C4(B)"]
