"""A definition question whose «что это» is typed as one word («фальшренонс чтоэто», «штрафная карта чтоэто»), and
«по определению» («фальшренонс по определению»): both ask what the word means, so the definition ranks first
(``lawbase/search/glue.py``, ``query.py``, and the speller, which reads «чтоэто» as «что это», not «что-то»)."""

from __future__ import annotations

import pytest

from bot.intake.situation import search as situation_search
from lawbase.search import search_index
from lawbase.search.glue import asked_split, split_asked
from lawbase.search.index import Index
from lawbase.search.query import analyse
from lawbase.search.spelling import mend


@pytest.mark.parametrize(("query", "ref"), [
    ("фальшренонс чтоэто", "DEF:Фальшренонс"),
    ("штрафная карта чтоэто", "DEF:Штрафная карта"),
    ("ренонс чтоэто", "DEF:Фальшренонс"),
    ("фальшренонс по определению", "DEF:Фальшренонс"),
    ("конвенция по определению", "DEF:Конвенция"),
])
def test_a_glued_or_by_definition_question_asks_for_the_word(index: Index, query: str, ref: str) -> None:
    assert analyse(index, query).wants_definition
    assert situation_search(query, 3, index).hits[0].ref == ref


@pytest.mark.parametrize("query", [
    "чтоэто за правило про ренонс",  # the question first, a rule asked about: not "X что это"
    "партнёр сказал что-то, а потом сыграл",  # «что-то» is "something", no question
    "что то не так с ренонсом партнёра",
])
def test_what_asks_no_word_is_no_definition_question(index: Index, query: str) -> None:
    assert not analyse(index, query).wants_definition
    assert not search_index(index, query, 3).hits[0].ref.startswith("DEF:")


def test_the_glued_question_is_split_and_the_speller_keeps_it_a_question() -> None:
    assert asked_split("чтоэто") == "что это"
    assert asked_split("чтото") is None  # «что-то» is the speller's (a hyphen left out)
    assert split_asked("фальшренонс чтоэто?") == "фальшренонс что это?"
    assert split_asked("нечтоэто") == "нечтоэто"  # only a whole word
    assert mend("фальшренонс чтоэто") == "фальшренонс что это"
    assert mend("он что-то сказал") == "он что-то сказал"
