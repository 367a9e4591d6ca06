"""Lexicon and reader words changed in the twenty-seventh round by the second quality helper (issue 10): a card
declarer demands from dummy that is not there (46B4, no premature play), a later lead out of turn accepted in the
future tense (53). Sentences of our own."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids

from bot.intake import lead_out_of_turn


@pytest.mark.parametrize("text", [
    "разыгрывающий требует со стола даму треф, а её там нет",
    "declarer called for the ten from dummy, but dummy has no such card",
])
def test_a_card_demanded_from_dummy_that_is_not_there_is_46b4(text: str) -> None:
    ids = _ids(text)
    assert "dummy_card_absent" in ids and "premature_play_cannot_comply" not in ids


@pytest.mark.parametrize("text", [
    "разыгрывающий требует со стола валета, болван его кладёт",  # the card is there
    "разыгрывающий требует, чтобы со стола убрали чашки",
])
def test_a_demand_from_dummy_is_not_an_absent_card(text: str) -> None:
    assert "dummy_card_absent" not in _ids(text)


def test_a_premature_play_the_partner_cannot_comply_with_stays_57b() -> None:
    text = "вистующий сыграл раньше партнёра, разыгрывающий требует старшую, а у партнёра этой масти нет"
    assert "premature_play_cannot_comply" in _ids(text)


@pytest.mark.parametrize("text", [
    "mid-hand a defender led out of turn and declarer said: fine, I'll accept it",
    "at trick 5 a defender led out of turn, declarer said he will accept it",
])
def test_accepted_in_the_future_tense_is_53(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"


@pytest.mark.parametrize("text", [
    "at trick 5 a defender led out of turn; will declarer accept it?",
    "mid-hand a defender led out of turn; I wonder if he'll accept it or not",
])
def test_a_question_about_accepting_is_no_acceptance(text: str) -> None:
    assert lead_out_of_turn.section(text) != "53"


@pytest.mark.parametrize("text", [
    "defender led out of turn in mid play, declarer is happy to accept the lead",
    "на пятой взятке защитник вышел не в свою очередь, я разрешил и сыграл со стола",
])
def test_acceptance_said_as_a_wish_or_a_permission_is_53(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"


def test_a_permission_to_take_the_card_back_is_no_acceptance() -> None:
    text = "защитник вышел не в свою очередь посреди игры, я разрешил ему забрать карту"
    assert lead_out_of_turn.section(text) != "53"
