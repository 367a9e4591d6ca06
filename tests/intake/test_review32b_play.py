"""The director's review of round 32's play-period readers (review 32B): each sentence the readers misread, with
the reading it should have, beside the branch's own tellings (``test_round32b_play``)."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts, final_pass, lead_out_of_turn
from bot.intake.situation import read


# «я на столе, …» said by declarer who then leads himself («пошёл с руки»): his lead from the wrong hand (55), no dummy
@pytest.mark.parametrize("text", [
    "я на столе, пошёл пикой с руки, вистующий сказал что не отсюда",
    "я на столе, зашёл с руки, а защитник говорит: не отсюда",
    "я на столе, по ошибке сыграл с руки, а не со стола, вистующий сразу указал",
])
def test_declarer_in_dummy_leading_himself_is_no_dummy_act(text: str) -> None:
    assert dummy_acts.section(text) is None
    assert "declarer_wrong_hand" in read(text).concept_ids


@pytest.mark.parametrize(("text", "which"), [
    ("я на столе, вижу мой с чужой руки пойти хочет, можно его предупредить?", "42B2"),
    ("я на столе, партнёр пошёл не с той руки", "42B2"),
    ("я со стола сказал партнёру, что он не в той руке", "42B2"),
])
def test_dummy_told_as_the_teller_still_warns(text: str, which: str) -> None:
    assert dummy_acts.section(text) == which


# dummy's count of the tricks is «взятки считать» (his right), not tricks counted by someone or later
@pytest.mark.parametrize("text", [
    "у болвана взятки посчитали неправильно, записали 8 вместо 9",
    "болван сказал, что взятки посчитает сам, и перевернул чужую взятку",
])
def test_tricks_counted_by_others_or_later_is_no_dummys_count(text: str) -> None:
    assert dummy_acts.section(text) != "42A2"


# a call after the final pass made with the bidding box («подняла красную карточку») stays Law 39 beside a lead
def test_a_bidding_box_call_after_the_final_pass_stays_law_39() -> None:
    ids = read("торговля закончилась, партнёр вышел, а потом восток поднял красную карточку").concept_ids
    assert any(i.startswith(final_pass.GENERAL) for i in ids)


# the teller won a later trick himself and led: in turn, no defender's lead out of turn (56)
@pytest.mark.parametrize("text", [
    "партнёр взял взятку, я потом выиграл следующую и пошёл в черву, а разыгрывающий не дал в масть",
    "партнёр взял взятку тузом, потом я взял королём и пошёл в пику, а разыгрывающий сбросил бубну, имея пику",
])
def test_the_teller_leading_after_his_own_trick_is_no_lead_out_of_turn(text: str) -> None:
    assert lead_out_of_turn.LATER not in read(text).concept_ids


# «ну пусть судья решает» leaves it to the director, «играем дальше, карта штрафная» refuses the lead: no acceptance
@pytest.mark.parametrize("text", [
    "вистующий пошёл не в очередь, я позвал судью, ну пусть судья решает",
    "вистующий вышел не в свою очередь, судья сказал: играем дальше, карта штрафная",
])
def test_a_lead_left_to_the_director_or_refused_is_not_accepted(text: str) -> None:
    assert "lead_out_of_turn_accepted" not in read(text).concept_ids
