"""Forty-third round, the director's review (reviewer b): each sentence a new rule of the round answered wrongly,
kept with the right first answer (or the wrong law kept away)."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _top
from reading_probe import triggered_ids as _triggered

# --- 7B1: having to count the cards is 7B1 only before looking at them ----------------------------------------------


@pytest.mark.parametrize(("text", "law"), [
    ("после игры надо пересчитать карты и положить в коробку, кто за это отвечает?", "7D"),
    ("после розыгрыша надо пересчитать карты, прежде чем положить обратно в коробку?", "7C"),
    ("после сдачи пришлось пересчитать карты: у болвана не хватало одной карты", "14B"),
    ("обнаружили, что в руке 12 карт после того, как сделал заявку 1 пика, пришлось пересчитать карты", "13"),
])
def test_counting_the_cards_after_the_play_or_a_call_is_no_7b1(text: str, law: str) -> None:
    assert _top(text, 10)[0].startswith(law)  # /search shows ten (its limit 1 can rank another first)


def test_counting_dummys_cards_is_no_7b1() -> None:
    text = "разыгрывающий должен пересчитать карты болвана, когда он их выложил?"
    assert "cards_counted_before_looking" not in _triggered(text)


# --- 47E1: an opponent's word or sign that it was one's lead, told in other words ----------------------------------

@pytest.mark.parametrize("text", [
    "соперник показал на меня, мол ходи, я сходил, а оказалось не в очередь",
    "оппонент ошибочно сообщил мне, что я хожу, и я сходил не в очередь",
    "по подсказке соперника пошёл вне очереди, можно забрать карту?",
    "соперник меня обманул насчёт очереди хода, я пошёл не в очередь",
    "LHO mistakenly informed me that it was my turn to lead, so I led out of turn",
    "opponent claimed it was my turn to lead so I led out of turn",
])
def test_a_lead_out_of_turn_an_opponent_prompted_is_47e1(text: str) -> None:
    assert _top(text, 1) == ["47E1"]


# --- 69B takes 71's votes only when no concession is told in 71's words ---------------------------------------------

def test_a_defenders_own_concession_agreed_by_declarer_stays_71() -> None:
    text = "защитник заявил, что отдаёт последние две, разыгрывающий согласился, а потом оказалось, что у защитника туз"
    assert _top(text, 1) == ["71"]


# --- 60: a card played after an illegal play, not a partner following a premature play nor any "после хода" -------

def test_partner_following_a_premature_play_is_57a() -> None:
    text = "вистующий сыграл не в очередь раньше партнёра, тот не заметил и положил свою карту следом"
    assert "play_after_illegal_play" not in _triggered(text)
    assert _top(text, 1) == ["57A"]


@pytest.mark.parametrize("text", [
    "после хода я положил неправильную карту, хотел другую",
    "после хода соперника ответил на вопрос неправильно, объяснил не ту конвенцию",
    "после хода партнёра я положил неправильную масть, хотя у меня была масть хода — ренонс?",
    "после неправильного хода защитника разыгрывающий выложил свои карты",
    "я сыграл не в свою очередь, не заметив, что партнёр ещё не положил карту",
])
def test_no_play_after_an_illegal_play_is_no_60(text: str) -> None:
    assert "play_after_illegal_play" not in _triggered(text)
    assert "60" not in _top(text, 3)


def test_a_card_played_by_mistake_after_the_lead_is_47d() -> None:
    assert _top("после хода я положил неправильную карту, хотел другую", 1) == ["47D"]


# --- 44C: a duty to follow suit, not a penalty one cannot comply with nor the revoke's transfer ---------------------

def test_a_required_lead_one_cannot_comply_with_is_59() -> None:
    text = ("разыгрывающий потребовал ход в пику, а защитник не дал пику, у него её не было — "
            "должен ли он дать другую масть?")
    assert "follow_suit_duty" not in _triggered(text)
    assert _top(text, 1) == ["59"]


def test_the_tricks_a_revoke_transfers_keep_44c_away() -> None:
    text = "партнёр сбросил пику, хотя должен был дать черву — ренонс, сколько взяток отдать?"
    assert _top(text, 1) == ["64"]
    assert "44C" not in _top(text, 3)


# --- 43A2 / 43B2(B): dummy seeing a defender's hand; a defender looking at declarer's --------------------------------

def test_dummy_who_saw_a_defenders_hand_is_43a2c() -> None:
    assert _top("dummy got up for coffee and saw LHO's hand", 1) == ["43A2(C)"]


def test_a_defender_looking_at_declarers_hand_is_no_43b2b() -> None:
    assert _top("партнёр-вистующий заглянул в руку разыгрывающего, а болван остановил его", 1) != ["43B2(B)"]


# --- 45D: dummy's card, not dummy's hand spread ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "пока я думал над первым ходом, болван уже выложил карты на стол",
    "пока я думал, болван уже положил карты на стол, не дождавшись первого хода",
    "пока разыгрывающий думал, болван уже выложил карты обратно в коробку",
])
def test_dummy_spreading_his_hand_while_one_thinks_is_no_45d(text: str) -> None:
    assert "dummy_played_unnamed" not in _triggered(text)
    assert _top(text, 1) != ["45D"]
