"""A question of what a word means stays one when it also says how the answer is wanted ("простыми словами", "in
simple words", "please"): the manner is dropped, the definition ranks first (``lawbase/search/query.py``)."""

from __future__ import annotations

import pytest

from lawbase.search import search_index
from lawbase.search.index import Index
from lawbase.search.query import analyse


@pytest.mark.parametrize("query", ["что такое фальшренонс простыми словами", "what is a revoke in simple words",
                                   "what is a revoke please", "что такое фальшренонс, коротко"])
def test_a_definition_question_with_its_manner_is_still_one(index: Index, query: str) -> None:
    assert analyse(index, query).wants_definition
    assert search_index(index, query, 3).hits[0].ref == "DEF:Фальшренонс"


def test_the_manner_alone_asks_for_no_definition(index: Index) -> None:
    assert not analyse(index, "объясни простыми словами правило 27").wants_definition
