"""A question for the name of a thing described ("как называется, когда…") asks for a definition, though the word
is not given: the definition of the strongest situation read goes first (``lawbase/search/naming.py``)."""

from __future__ import annotations

import pytest

from lawbase.search import search_index
from lawbase.search.index import Index
from lawbase.search.naming import asks_name


@pytest.mark.parametrize("text", [
    "Как называется, когда игрок не дал в масть?",
    "а как это называется когда сносишь имея масть",
    "kak nazyvaetsya kogda partner obmanyvaet zayavkoj",
    "what is it called when a player fails to follow suit",
    "what do you call the partner of declarer",
    "какой термин для такой заявки",
])
def test_a_question_for_a_name_is_read(text: str) -> None:
    assert asks_name(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий называет карту со стола, а её там нет",  # naming a card: Law 46
    "обязан ли разыгрывающий называть карту",
    "he called the director",
    "что такое фальшренонс",  # the word is given: a definition question of its own kind
])
def test_naming_a_card_or_calling_the_director_asks_no_name(text: str) -> None:
    assert not asks_name(text)


def test_the_named_situation_gives_its_definition_first(index: Index) -> None:
    text = "как называется, когда у него была черва, а он на червовый ход сбросил пику"
    assert search_index(index, text, 3, concepts=[("revoke", 1.0)]).hits[0].ref == "DEF:Фальшренонс"


def test_the_same_story_asked_as_a_rule_keeps_its_law_first(index: Index) -> None:
    text = "что теперь, когда у него была черва, а он на червовый ход сбросил пику"
    assert search_index(index, text, 3, concepts=[("revoke", 1.0)]).hits[0].ref != "DEF:Фальшренонс"


def test_a_weaker_situations_definition_is_not_what_was_named(index: Index) -> None:
    """The story is an insufficient bid (no definition in its laws); a psych hinted by its words is no answer."""
    text = "противник заявил после партнёра ниже, как называется такая заявка"
    hits = search_index(index, text, 3, concepts=[("insufficient_bid", 1.0), ("psych", 0.5)]).hits
    assert hits[0].ref != "DEF:Психологическая заявка, блеф"


def test_a_psych_described_in_latin_letters_is_named(index: Index) -> None:
    text = "kak nazyvaetsya kogda spetsialno delaesh zayavku chtoby obmanut sopernikov"
    assert search_index(index, text, 3).hits[0].ref == "DEF:Психологическая заявка, блеф"
