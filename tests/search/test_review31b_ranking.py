"""Review 31B, finding 10: «по определению» inside a rule question is the idiom "by definition", no definition asked
(``lawbase/search/query.py``); ending the question («фальшренонс по определению») it still asks for the word."""

from __future__ import annotations

from bot.intake.situation import search as situation_search
from lawbase.search.index import Index
from lawbase.search.query import analyse


def test_by_definition_inside_a_rule_question_asks_the_rule(index: Index) -> None:
    query = "разыгрывающий по определению может заявить остальные взятки?"
    assert not analyse(index, query).wants_definition
    assert situation_search(query, 3, index).hits[0].ref in ("68", "70")
    assert analyse(index, "фальшренонс по определению").wants_definition
