"""Search of the play period, wrong card counts and glued definition questions changed in round 30 (issue 10):
sentences of our own, each naming the law passage it follows, and for each change the sentences with its words
that mean something else."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs

from lawbase.search.cache import get_index
from lawbase.search.query import analyse


@pytest.mark.parametrize(("text", "first"), [
    ("чтотакое фальшренонс", "DEF:Фальшренонс"),
    ("Шотакое гейм?", "DEF:Гейм"),
    ("chtotakoe renons", "DEF:Фальшренонс"),
    ("чтозначит штрафная карта", "DEF:Штрафная карта"),
    ("ктотакой болван", "DEF:Болван, стол"),
])
def test_a_definition_question_typed_glued_asks_the_word(text: str, first: str) -> None:
    """«чтотакое», «шотакое», «chtotakoe»: the question's two words typed as one still ask what a word means."""
    assert analyse(get_index(), text).wants_definition
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "что-то такое было с ренонсом",
    "чтобы такое не повторялось, судья наказал ренонс",
    "штрафная карта лежит, этот ход законный?",
])
def test_words_that_only_begin_like_a_question_ask_no_definition(text: str) -> None:
    assert not analyse(get_index(), text).wants_definition
