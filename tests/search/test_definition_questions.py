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


@pytest.mark.parametrize(("query", "ref"), [
    ("what is a revoke according to the laws", "DEF:Фальшренонс"),
    ("what is a convention under the rules", "DEF:Конвенция"),
    ("что такое фальшренонс по правилам", "DEF:Фальшренонс"),
    ("что значит конвенция в законах", "DEF:Конвенция"),
])
def test_where_the_word_is_meant_is_no_part_of_the_word(index: Index, query: str, ref: str) -> None:
    """"According to the laws" says the book's sense is wanted, which a definition gives: the term is still one
    word, so the question is a definition question (Definitions: «Конвенция», «Фальшренонс»)."""
    assert analyse(index, query).wants_definition
    assert search_index(index, query, 3).hits[0].ref == ref


def test_the_rules_named_in_a_situation_ask_for_no_definition(index: Index) -> None:
    assert not analyse(index, "штраф по правилам за ренонс").wants_definition
    assert not analyse(index, "what is the penalty for a revoke under the laws").wants_definition


@pytest.mark.parametrize(("query", "ref"), [
    ("гейм это сколько надо набрать", "DEF:Гейм"),
    ("раунд это сколько досок играют", "DEF:Раунд"),
    ("фальшренонс это когда", "DEF:Фальшренонс"),
    ("блеф eto chto voobshe", "DEF:Психологическая заявка, блеф"),
    ("контра — что это вообще", "DEF:Контра"),
])
def test_a_term_then_how_much_or_when_asks_what_it_means(index: Index, query: str, ref: str) -> None:
    """«гейм это сколько…», «ренонс это когда…» is how Russian asks what a word means (the Definitions give a
    game's 100 points and a round's boards); «вообще» after «что это» is emphasis, like the manner above."""
    assert analyse(index, query).wants_definition
    assert search_index(index, query, 3).hits[0].ref == ref


def test_a_number_before_how_much_asks_for_a_scale_not_a_word(index: Index) -> None:
    """«разница 300 очков это сколько импов» asks for the IMP scale (Law 78), not what a difference is."""
    assert not analyse(index, "разница 300 очков это сколько импов").wants_definition
    assert not analyse(index, "а пас вообще можно было сказать").wants_definition


@pytest.mark.parametrize("query", ["можно ли спрашивать значение заявок оппов", "значение их заявки",
                                   "спросил значение сигнала соперников"])
def test_the_meaning_of_a_call_asks_for_no_definition(index: Index, query: str) -> None:
    """«Значение заявки» asks what the opponents' call means (Law 20F), not what the book's word «заявка» means."""
    assert not analyse(index, query).wants_definition


@pytest.mark.parametrize("query", ["значение слова болван", "что такое значение заявки по правилам",
                                   "что значит конвенция"])
def test_the_meaning_of_a_word_still_asks_for_its_definition(index: Index, query: str) -> None:
    assert analyse(index, query).wants_definition


@pytest.mark.parametrize("text", [
    "я забыл, что у нас значит 2♣, и заявил не то",
    "что значит их 2 трефы, они нам не объяснили",
    "уже в розыгрыше спрашиваю, что у них значит первый снос",
])
def test_what_a_call_means_in_a_system_is_no_definition_question(index: Index, text: str) -> None:
    """«что у нас значит 2♣», «что значит их 2♣» ask about a partnership's agreement (Laws 20F, 21, 40), not what a
    word of the book means: no definition is favoured."""
    assert not analyse(index, text).wants_definition


def test_what_a_term_means_is_still_a_definition_question(index: Index) -> None:
    assert analyse(index, "что значит фальшренонс").wants_definition


@pytest.mark.parametrize("query", ["можно ли так играть? за такое раньше наказывали",
                                   "такое бывает, когда партнёр спешит", "у нас такой договорённости нет",
                                   "Дозволено ли такое?"])
def test_such_on_its_own_asks_for_no_definition(index: Index, query: str) -> None:
    """«такое» without «что»/«кто» before it is "such", not "what is"."""
    assert not analyse(index, query).wants_definition


@pytest.mark.parametrize("query", ["что такое гейм", "что же это такое, гейм?", "кто такой болван", "chto takoe geym",
                                   "4to takoe overtrick", "шо такое ренонс"])
def test_such_after_what_still_asks_for_a_definition(index: Index, query: str) -> None:
    assert analyse(index, query).wants_definition


@pytest.mark.parametrize("query", ["кто-то нажал восемь, такое вообще считается?",
                                   "что-то такое было в правилах про пас",
                                   "кто-нибудь такое видел за столом?"])
def test_an_indefinite_who_or_what_before_such_asks_for_no_definition(index: Index, query: str) -> None:
    """«кто-то … такое» is "someone … such a thing" (the tokens split «кто-то» as «кто», «то»): no definition
    question, so the situation's concepts keep their whole weight."""
    assert not analyse(index, query).wants_definition


@pytest.mark.parametrize("query", ["кто такой болван", "что это такое, ренонс?", "что такое гейм"])
def test_what_and_who_before_such_still_ask_for_a_definition(index: Index, query: str) -> None:
    assert analyse(index, query).wants_definition
