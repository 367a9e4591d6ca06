"""Round 30's director review (30A1, and 30A2's F7/F8) of the auction readers: each confirmed finding's sentence, the
right law first or the wrong concept absent, beside the branch's own tests in test_concepts_round30a.py."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize(("text", "first"), [
    # Law 19B1: the opponents' redouble of our double is the legal redouble, «же» or "own" only stresses whose double
    ("Левый реконтрил мою же контру, это легально?", "19B1"),
    ("We doubled 4♥ and they redoubled our own double — legal?", "19B1"),
    ("Соперники реконтрили нашу же контру и сделали 2♠ — сколько пишем?", "19B1"),
    ("Я законтрил их 4♥, а правый реконтрил мою же контру, сделали — сколько записать?", "77"),
])
def test_an_opponents_redouble_of_our_own_double_is_no_law_36(text: str, first: str) -> None:
    assert _refs(text, 1) == [first]
    assert "inadmissible_double_not_called_over" not in _ids(text)


@pytest.mark.parametrize(("text", "first"), [
    # a change word and a pause with no call changed: a claim's line (70), a hesitation (16A), a lead (53), seats (5A
    # says a direction once chosen is changed only on the director's instruction, 5B that players move as he directs:
    # either, by the law text; the finding is only that no change of call, 25B, is read)
    ("Поразмыслив, разыгрывающий поменял заявленную им линию розыгрыша после претензии", "70"),
    ("Партнёр думал минуту, потом поменял карту в руке и сыграл другую", "16A"),
    ("Партнёр думал с минуту, а потом поменял масть — я понял, что у него что-то есть", "16A"),
    ("Поразмыслив, левый поменял мой выход — сказал, что я ходил не в свою очередь", "53"),
    ("After a minute the players changed seats at the table", "5A 5B"),
])
def test_a_change_after_a_pause_that_is_no_call_is_no_25B(text: str, first: str) -> None:
    assert _refs(text, 1)[0] in first.split()


@pytest.mark.parametrize(("text", "first"), [
    # «его жена / муж» of the offender is his partner, who cannot accept the insufficient bid (only his LHO can)
    ("Я сказал 1♥, левый сказал 1♦, его жена не глядя сказала пас вне очереди", "30"),
    ("Левый сказал 1♦ после моих 1♥, его муж не разобравшись сказал 2♠", "27B"),
])
def test_the_offenders_own_spouse_calling_does_not_accept_the_insufficient_bid(text: str, first: str) -> None:
    assert _refs(text, 1) == [first]
    assert "insufficient_bid_accepted" not in _ids(text)


@pytest.mark.parametrize(("text", "first"), [
    # «ответил» is also a response: a call made in partner's place is out of turn (31B; a pass at his turn 30B2(A))
    ("Правый ответил вместо своего партнёра 2♠, а партнёр ещё не говорил", "31B"),
    ("Правый ответил за партнёра пасом вне очереди", "30B2(A)"),
    ("Я случайно ответил 2♥ вместо партнёра — была его очередь, а не моя. Что теперь?", "31B"),
    ("Я ответил за партнёра — сказал 2♥, хотя была его очередь говорить", "31B"),
    ("Левый ответил 1БК вместо партнёра, хотя очередь была партнёра", "31B"),
    # a play-period inquiry answered for partner is no explanation of a call (Law 61, not 20F1)
    ("Разыгрывающий спросил, почему мой партнёр не пошёл в масть, и я ответил за партнёра", "61"),
])
def test_a_call_answered_in_partners_place_is_no_question_answered(text: str, first: str) -> None:
    assert _refs(text, 1) == [first]
    assert "caller_explained_own_call" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "После последнего паса вистующий сказал: «у меня пять червей, хожу в черву»",
    "После последнего паса разыгрывающий сказал, что у него пять червей, а у стола нет",
])
def test_a_holding_told_after_the_final_pass_is_no_call(text: str) -> None:
    assert not {"call_after_final_pass_no_penalty", "call_after_final_pass_by_defender"} & set(_ids(text))
