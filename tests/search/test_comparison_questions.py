"""Two terms compared in a short question («чем отличается партскор от гейма», "session vs round", «X и Y — в чём
разница», "difference between a call and a bid") ask what the words mean: a definition ranks as for "what is"
(``lawbase/search/query.py``, ``_COMPARES``); a situation that happens to say «разница» or «отличается» does not."""

from __future__ import annotations

import pytest

from lawbase.search import search_index
from lawbase.search.index import Index
from lawbase.search.query import analyse, without_comparison_frame


@pytest.mark.parametrize("query", [
    "чем отличается партскор от гейма",
    "чем отличаются сессия и раунд?",
    "в чём разница между ренонсом и фальшренонсом",
    "в чем разница между заявкой и назначением",
    "какая разница между раундом и сессией",
    "разница между MP и IMP",
    "session vs round",
    "session vs round в чём разница",
    "ренонс vs фальшренонс",
    "заявка и назначение — в чём разница?",
    "партскор или гейм, в чём разница",
    "difference between a call and a bid",
    "what is the difference between a round and a session?",
    "chem otlichaetsya partskor ot geima",
    "v chem raznica mezhdu sessiej i raundom",
])
def test_a_comparison_of_terms_asks_for_definitions(index: Index, query: str) -> None:
    assert analyse(index, query).wants_definition


@pytest.mark.parametrize("query", [
    "есть ли разница, если я спасовал, а не контрировал?",
    "чем отличается старшая штрафная карта от младшей",  # the sections of one law (50B, 50C), not two words
    "чем отличается моя ситуация: партнёр подумал и спасовал",
    "карточка системы отличается от того, что он объяснил",
    "расклад отличается от протокола, что делать",
    "партнёр подумал и спасовал",
    "a difference of 450 points, how many imps",
    "разница 450 очков это скока импов",
    "he bid 1NT and then changed it to 2NT, is there a difference in the penalty when he does it at once",
    "North vs South argued about the claim and called the director",
    "we played against a team that was much stronger, what a difference",
])
def test_a_situation_or_a_count_is_no_comparison_of_terms(index: Index, query: str) -> None:
    assert not analyse(index, query).wants_definition


@pytest.mark.parametrize(("query", "refs"), [
    ("чем отличается партскор от гейма", {"DEF:Гейм", "DEF:Частичная запись"}),
    ("session vs round в чём разница", {"DEF:Раунд", "DEF:Сессия"}),
    ("difference between a call and a bid", {"DEF:Заявка", "DEF:Назначение, предложение контракта"}),
])
def test_the_definitions_come_first(index: Index, query: str, refs: set[str]) -> None:
    assert search_index(index, query, 3).hits[0].ref in refs


# review 29A2 (findings 3-5): four words compared ask about the sections of one law, not what a word means
@pytest.mark.parametrize(("query", "law"), [
    ("чем отличается старшая штрафная от младшей?", "50B"),
    ("в чём разница между старшей и младшей штрафной", "50B"),
    ("в чем разница между искусственным и назначенным результатом", "12C"),
    ("difference between teams and pairs scoring", "78"),
])
def test_a_law_s_sections_compared_are_no_definitions(index: Index, query: str, law: str) -> None:
    assert not analyse(index, query).wants_definition
    assert search_index(index, query, 3).hits[0].ref.startswith(law)


@pytest.mark.parametrize("query", ["в чем разница если левый спасовал", "чем отличается ситуация если я спасовал"])
def test_if_begins_a_situation(index: Index, query: str) -> None:
    assert not analyse(index, query).wants_definition


@pytest.mark.parametrize(("query", "rest"), [
    ("в чем разница между искусственным и назначенным результатом", "искусственным и назначенным результатом"),
    ("Чем отличается старшая штрафная от младшей?", "старшая штрафная от младшей?"),
    ("v chem raznica mezhdu seansom i raundom", "seansom i raundom"),
    ("какая разница между сессией и раундом", "сессией и раундом"),
    # no comparison of two things: the words stay for the votes
    ("разница 450 это сколько импов", "разница 450 это сколько импов"),
    ("в чем разница если левый спасовал", "в чем разница если левый спасовал"),
    ("difference between teams and pairs scoring", "difference between teams and pairs scoring"),
])
def test_the_votes_read_a_russian_comparison_without_its_frame(query: str, rest: str) -> None:
    assert without_comparison_frame(query) == rest
