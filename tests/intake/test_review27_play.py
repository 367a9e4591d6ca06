"""A director's review of round 27's play readers: everyday sentences they misread, and what they must say
(and, at the end, one auction case the lead fixed after the review: an insufficient bid wished to a pass).

Each case is a sentence a player might type that the first version of a reader read as an irregularity it does not
describe (a shown card as a played card taken back, a card lying on the table as dummy, "the dead rubber" as dummy,
dummy picking up the card declarer named as 45F, a question as an acceptance, declarer's own pointing out as dummy's).
"""
from __future__ import annotations

import pytest

from bot.intake import dummy_acts, lead_out_of_turn, retract


@pytest.mark.parametrize("text", [
    # a card shown or exposed is not a played card (48-50), nor one looked at again in a quitted trick (66)
    "Разыгрывающий случайно показал карту вистующим и хочет взять её обратно в руку",
    "I accidentally showed a card to partner, can I take it back into my hand?",
    "Можно забрать свою сыгранную карту из закрытой взятки, чтобы посмотреть, чем я ходил?",
    "My penalty card is on the table, can I take it back?",
])
def test_a_shown_card_is_no_played_card_taken_back(text: str) -> None:
    assert retract.section(text) != "47G"


def test_a_played_card_taken_back_still_reads() -> None:
    assert retract.section("Положил карту, сразу понял что не ту, хочу взять обратно, никто ещё после меня не ходил") \
        == "47G"


@pytest.mark.parametrize("text", [
    # «Лежала на столе» after a sentence of a dropped card: the card lies there, not the teller as dummy
    "Вистующий уронил даму. Лежала на столе, все видели, и разыгрывающий указал на нарушение.",
    # "the dead rubber" is a rubber, not dummy
    "We were playing the dead rubber when partner pointed out a revoke by the opponents",
    # the teller's partner is dummy, so the teller is declarer, who may point out a defender's revoke
    "Партнёр на столе, вистующий не дал в масть, я заметил и сказал об этом",
    # dummy picking up the card declarer named is his duty (45B), no 45F breach
    "Разыгрывающий назвал туза, болван потянулся к тузу и положил его",
    "declarer named the queen and dummy reached for the queen",
])
def test_not_dummys_irregularity(text: str) -> None:
    assert dummy_acts.section(text) not in ("43A1(B)", "45F")


@pytest.mark.parametrize(("text", "law"), [
    ("Была на столе, партнёр не дал в черву, я спросила «черв нет?»", "42B1"),  # said of oneself, at the start
    ("я была на столе и сказала партнёру: «ты с руки ходишь, а не со стола»", "42B2"),
    ("The dead told declarer that the opponent had revoked", "43A1(B)"),
    ("мой партнёр лежал на столе и вслух сказал, что соперник не положил в масть", "43A1(B)"),
    ("болван потянулся к тузу, а разыгрывающий потом назвал короля", "45F"),  # named after the reach
])
def test_dummy_still_read(text: str, law: str) -> None:
    assert dummy_acts.section(text) == law


@pytest.mark.parametrize("text", [
    "at trick 5 a defender led out of turn; do you think he will accept it?",
    "a defender led out of turn at trick 4, does declarer want to accept it?",
])
def test_a_question_accepts_nothing(text: str) -> None:
    assert lead_out_of_turn.section(text) != "53"


def test_an_acceptance_said_ahead_still_reads() -> None:
    assert lead_out_of_turn.section("mid-hand a defender led out of turn and declarer said grand, I'll accept it") \
        == "53"


# the second part of the review (qual27b after 519a9c0)

@pytest.mark.parametrize("text", [
    # a refusal, a question or a wish denied is no acceptance (56, not 53)
    "defender led out of turn in the middle of the hand, declarer did not want to accept his lead",
    "at trick 6 my RHO led out of turn; declarer didn't wish to accept his lead and told him to lead a heart",
    "the director asked declarer whether he wanted to accept the lead out of turn; declarer said no",
    "defender led out of turn at trick 5, declarer was not happy to accept the lead",
    # «я разрешил» something else than the lead
    "защитник вышел не в свою очередь посреди игры, я разрешил ему исправить ход",
    "на 5-й взятке соперник вышел не в свою очередь, я разрешил позвать судью",
])
def test_no_acceptance_read(text: str) -> None:
    assert lead_out_of_turn.section(text) != "53"


@pytest.mark.parametrize("text", [
    "на 5-й взятке соперник вышел не в свою очередь, я разрешил, играем дальше",
    "mid-hand a defender led out of turn, declarer was happy to accept it",
])
def test_acceptance_still_read(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"


def test_a_card_which_lies_on_the_table_is_no_dummy() -> None:
    from bot.intake import revoke

    text = "Противник не дал в масть — карта, которая лежит на столе, трефа, у него есть черви, я сразу сказал, " \
           "и он поменял карту"
    assert revoke.section(text) == "62B1"


@pytest.mark.parametrize("text", [
    # partner's card on the table is no partner on the table
    "Карта партнёра лежала на столе лицом вверх, и я сказал соперникам, что он просто уронил её",
    # «разглядел» is no getting up to watch declarer; the card dummy pointed at was the one declarer named
    "болван встал за кофе, потом разглядел, что соперник не дал в масть, и сказал ему",
    "болван тыкал пальцем в карту, которую я назвал, помогая мне её найти",
])
def test_no_dummy_breach_read(text: str) -> None:
    assert dummy_acts.section(text) not in ("43A1(B)", "43A2(B)", "43B2(A)", "45F")


def test_looking_unhappy_is_no_watching() -> None:
    assert dummy_acts.section("болван встал, выглядел недовольным, и сказал, что соперник не дал в масть") \
        == "43A1(B)"


@pytest.mark.parametrize("text", [
    "сыграл карту и тут же понял, что ошибся; можно забрать?",
    "Я положил не ту карту, можно мне её забрать обратно?",
    "сыграл не ту карту, нельзя ли взять её обратно?",
])
def test_may_i_take_it_back_after_ones_own_play(text: str) -> None:
    assert retract.section(text) == "47G"


def test_a_general_question_stays_law_47() -> None:
    assert retract.section("можно ли забрать сыгранную карту?") != "47G"


@pytest.mark.parametrize("text", [
    # an insufficient bid the offender wishes to correct to a pass («хочу вместо этого спасовать»): 27B2
    "Не дослышала, что справа прозвучали две червы, и объявила один без козыря. Хочу вместо этого спасовать",
    "после 2♥ справа я сказал 1♠, недостаточно. Можно вместо этого пасовать?",
])
def test_an_insufficient_bid_wished_to_a_pass_is_27b2(text: str) -> None:
    from bot.intake.situation import read

    assert "insufficient_bid_corrected_otherwise" in read(text).concept_ids
