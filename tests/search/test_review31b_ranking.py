"""Review 31B's sentences ranked (findings 1-3 and 6-10), and finding 10: «по определению» inside a rule question
is the idiom "by definition", no definition asked (``lawbase/search/query.py``); ending the question
(«фальшренонс по определению») it still asks for the word."""

from __future__ import annotations

import pytest

from bot.intake.situation import search as situation_search
from lawbase.search.index import Index
from lawbase.search.query import analyse


def test_by_definition_inside_a_rule_question_asks_the_rule(index: Index) -> None:
    query = "разыгрывающий по определению может заявить остальные взятки?"
    assert not analyse(index, query).wants_definition
    assert situation_search(query, 3, index).hits[0].ref in ("68", "70")
    assert analyse(index, "фальшренонс по определению").wants_definition


@pytest.mark.parametrize(("text", "ref"), [
    ("Declarer South was still thinking when North put a card from dummy", "45D"),  # finding 2
    ("Разыгрывающий сказал «малую», а болван положил её; тут другой вистующий бросил карту до хода своего партнёра",
     "57A3"),  # finding 3
    ("Болван сказал «ты ходишь с руки», но разыгрывающий всё равно пошёл с руки, защитники требуют ход со стола",
     "55"),  # finding 6
    ("Разыгрывающий, выиграв взятку в болване, говорит «туз», а там ♠A и ♦A", "46B3(A)"),  # finding 7
    ("Контракт 4♥. Ход ♠K, потом ♠2, ♠A, ♠5 — кто выиграл взятку, старшая карта в масти хода? В следующей взятке "
     "разыгрывающий сыграл ♥2", "44F"),  # finding 8
    ("Эту сдачу уже сыграли за другим столом, а у нас у N оказалось 14 карт, в карты ещё не смотрели",
     "13A2"),  # finding 9
])
def test_review_31b_sentences_rank_the_right_law_first(index: Index, text: str, ref: str) -> None:
    assert situation_search(text, 3, index).hits[0].ref == ref


def test_an_opening_lead_by_the_wrong_defender_is_no_premature_play(index: Index) -> None:
    """Finding 1: no 57A for an opening lead made while partner was still thinking over it. 54 ranked first on the
    branch; merged with fix31a2's trigger changes (29A's and Law 34's vocabulary) 17E, from the loose «торговля
    закончилась» trigger of ``call_after_final_pass``, edges above it: a leftover of the thirty-first round."""
    text = "Торговля закончилась, партнёр ещё думал над первым ходом, а я уже вышел пикой"
    refs = [hit.ref for hit in situation_search(text, 3, index).hits]
    assert "57A" not in refs[:1] and "54" in refs[:2]
