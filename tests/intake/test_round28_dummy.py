"""What dummy did, tellings added in round 28 (issue 10), with the everyday sentences that share the new words.

Laws 42A1 / 43 (``bot.intake.dummy_acts``): dummy giving the director the facts (42A1), «звать судью» (43A1(A)), a
defender who «ошибся» as the irregularity dummy pointed out (43B2(A)), and a look at a defender's hand asked about
its penalty (43B1, as a director ruled it, with the limit the look broke, 43A2(C), read beside it)."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "which"), [
    ("dummy имеет право сообщить director'у факты, когда тот подошёл к столу?", "42A1"),
    ("может ли болван сообщить судье факты, когда тот подошёл к столу?", "42A1"),
    ("may dummy tell the director the facts when he comes to the table?", "42A1"),
    ("болван стал звать судью посреди розыгрыша ему можно?", "43A1(A)"),
    ("Болван встал посмотреть мои карты, а потом первым указал, что вистующий ошибся; что теряет разыгрывающий?",
     "43B2(A)"),
    ("Болван заглянул в карты вистующего, пока тот задумался; есть ли за это наказание?", "43B1"),
    ("bolvan zaglyanul v karty vistuyushchego, kakoe za eto nakazanie", "43B1"),
])
def test_what_dummy_did_in_round_28_tellings(text: str, which: str) -> None:
    assert dummy_acts.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    # no director in the story: the facts told to declarer or partner are no 42A1
    ("болван объяснил партнёру факты после сдачи", None),
    ("dummy told declarer the facts of life", None),
    # the director told the facts by someone else, or only called: not dummy informing him
    ("болван молча сидел, а защитник сообщил судье факты", None),
    # «звать» said of someone else, or after the play
    ("после розыгрыша болван предложил звать судью", "42B3"),
    ("соперники стали звать судью, болван молчал", None),
    # dummy himself «ошибся»: no defender's irregularity he pointed out
    ("болван встал посмотреть мои карты, потом сказал, что сам ошибся в подсчёте", "43A2(B)"),
    # a look, then he pointed out: the specific penalty 43B2(A), not the look's own
    ("болван заглянул в карты вистующего и первым указал на его ренонс, штраф будет?", "43B2(A)"),
    # the look told with no penalty asked: the limit alone
    ("болван заглянул в карты вистующего", "43A2(C)"),
])
def test_round_28_dummy_words_that_mean_something_else(text: str, which: str | None) -> None:
    assert dummy_acts.section(text) == which


def test_the_new_dummy_sections_reach_the_search() -> None:
    assert read("может ли болван сообщить судье факты, когда тот подошёл к столу?").laws(1) == ["42A1"]
    # the penalty of a look at a defender's hand (43B1, as a director ruled it), and the limit the look broke
    looked = read("болван заглянул в карты вистующего, какое за это наказание?")
    assert looked.concept_ids[:2] == ["dummy_penalty_general", "dummy_looks_at_defender"]
