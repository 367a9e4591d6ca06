"""Readers' tellings added in the fifteenth round (issue 10).

Law 27 (``bot.intake.insufficient``): a bid said to be «слишком низкая» is named insufficient, and one raised «на
ступеньку в той же масти» is corrected in its own denomination. Law 62B1 (``bot.intake.revoke``): the revoking card
«снёс», «скинул». Law 43A1(B) (``bot.intake.dummy_acts``): dummy writing in the chat that there was a revoke. Law
51B2 (``bot.intake.penalty_cards``): cards «засвеченные» in two suits. Law 26A2 (``bot.intake.lead_restriction``):
the suit told as the one the withdrawn call named. Law 20B (``bot.intake.asking``): «переспросить торговлю в свою
очередь». Law 47E2(A) (``bot.intake.retract``): a card taken back after a wrong explanation, in Latin letters. Law
21B3 (``bot.intake.misinformed``): the misinformation found out only once the board was played («когда
доиграли»)."""

from __future__ import annotations

import pytest

from bot.intake import asking, dummy_acts, insufficient, lead_restriction, misinformed, penalty_cards, retract, revoke
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "сосед назвал заявку ниже предыдущей, потом поднял её до двух в той же масти — штраф будет?",
    "he bid lower than the last bid and then raised it in the same suit",
])
def test_a_bid_raised_in_its_own_denomination_law_27b1a(text: str) -> None:
    """Law 27B1(A): an insufficient bid corrected to the lowest sufficient bid in the same denomination."""
    assert insufficient.section(text) == "27B1(A)"


def test_a_raise_in_another_denomination_is_not_27b1a() -> None:
    assert insufficient.section("сосед сказал меньше, чем до него, потом поднял, но уже в другой масти") is None


@pytest.mark.parametrize("text", [
    "левый исправил свою слишком низкую 1 пику на 2 червы, что теперь его партнёру делать?",
    "partner's too low 1H was corrected to 2C",
])
def test_a_too_low_bid_corrected_to_another_denomination_law_27b2(text: str) -> None:
    """Law 27B2: an insufficient bid corrected by another sufficient bid: the offender's partner passes throughout."""
    assert "insufficient_bid_corrected_otherwise" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "соперник снёс черву, а у него была пика, тут же спохватился и поменял карту",
    "защитник скинул бубну, хотя имел трефу, и сразу исправил",
])
def test_a_defenders_revoke_told_as_sn_s_corrected_in_time_law_62b1(text: str) -> None:
    """Law 62B1: a revoke corrected before it is established: a defender's withdrawn card becomes a penalty card."""
    assert revoke.section(text) == "62B1"


@pytest.mark.parametrize("text", [
    "болван во время розыгрыша написал в чат, что защитник сыграл не в масть",
    "dummy wrote in the chat that the defender had revoked, we are still playing",
])
def test_dummy_writing_in_the_chat_that_there_was_a_revoke_law_43a1b(text: str) -> None:
    """Law 43A1(B): during the play dummy may not draw attention to an irregularity."""
    assert dummy_acts.section(text) == "43A1(B)"


def test_dummy_writing_in_the_chat_after_the_play_law_42b3() -> None:
    """Law 42B3: after the play dummy may draw attention to an irregularity."""
    assert dummy_acts.section("болван после окончания игры написал в чат, что защитник не дал в масть") == "42B3"


@pytest.mark.parametrize(("text", "which"), [
    ("у вистующего на столе засвеченные карты в разных мастях, разыгрывающий требует хода от его партнёра",
     "51B2(A)"),
    ("у защитника две засвеченные карты: король пик и дама червей, разыгрывающий запретил ход", "51B2(B)"),
])
def test_penalty_cards_told_as_cards_shown_in_two_suits_law_51b2(text: str, which: str) -> None:
    """Law 51B2: a defender's penalty cards in more than one suit: declarer requires (A) or forbids (B) a lead."""
    assert penalty_cards.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("заявку партнёра отменили; может ли разыгрывающий запретить мне атаку в масть, которую он называл?", "26A2"),
    ("заявку партнёра отменили, потом он назвал эту масть снова; может ли разыгрывающий запретить мне атаку в масть, "
     "которую он называл?", "26A1"),
])
def test_the_suit_the_withdrawn_call_named_told_without_the_call_law_26a(text: str, which: str) -> None:
    """Law 26A: the withdrawn call concerned a suit; 26A1 when it was specified again later, else 26A2."""
    assert lead_restriction.section(text) == which


def test_asking_for_the_auction_at_ones_turn_law_20b() -> None:
    """Law 20B: during the auction a player may ask, at his turn to call, for a review of all previous calls."""
    assert asking.section("можно ли переспросить торговлю в свою очередь, пока она ещё идёт") == "20B"


@pytest.mark.parametrize("text", [
    "sopernik ob'yasnil zayavku ne tak, ya sygral kartu, mogu zabrat?",
    "соперники объяснили заявку не так, я уже положил карту — можно её забрать обратно?",
])
def test_a_card_taken_back_after_a_wrong_explanation_law_47e2(text: str) -> None:
    """Law 47E2: a card played after an opponent's misinformation may be withdrawn (A) before it is too late."""
    assert retract.section(text) == "47E2(A)"


def test_the_misinformation_found_out_once_the_board_was_played_law_21b3() -> None:
    """Law 21B3: too late to change the call: the director may award an adjusted score (Law 40C)."""
    assert misinformed.section("соперники не предупредили, что их 2 трефы искусственные, "
                               "мы узнали это только когда доиграли сдачу") == "21B3"


def test_a_call_out_of_turn_accepted_is_no_lead_accepted_law_29() -> None:
    """Law 29: the offender's LHO accepts a call out of rotation; Law 53 (a lead out of turn accepted) is the
    play's, and no lead is told."""
    ids = read("сосед слева сказал 2 трефы не в свою очередь, я ответил «принимаю» — что дальше?").concept_ids
    assert "lead_out_of_turn_accepted" not in ids


def test_a_lead_out_of_turn_accepted_still_reads_law_53() -> None:
    """Law 53: a lead out of turn accepted by declarer becomes a correct lead."""
    ids = read("защитник сходил не в свою очередь, разыгрывающий принял ход").concept_ids
    assert "lead_out_of_turn_accepted" in ids


@pytest.mark.parametrize(("text", "which"), [
    ("у партнёра был ревок в 12-й взятке, он ещё не сыграл в следующую", "62D1"),
    ("defender revoked on 12 trick, what now", "62D1"),
])
def test_a_revoke_at_the_twelfth_trick_in_slang_and_english_law_62d1(text: str, which: str) -> None:
    """Law 62D1: a revoke at the twelfth trick must be corrected, even when not yet established."""
    assert revoke.section(text) == which


def test_a_look_at_the_card_i_played_myself_law_66b() -> None:
    """Law 66B: until his side leads to the next trick, a player may look at (not show) his own last card."""
    from bot.intake import trick_inspection

    assert trick_inspection.section("хочу посмотреть карту, которую я сыграл в прошлой взятке, до следующего хода") \
        == "66B"


def test_a_defenders_lead_out_of_turn_said_as_not_in_his_turn_refused_law_56() -> None:
    """Law 56: declarer may refuse a defender's lead out of turn («не в свой черёд»): the card becomes a penalty
    card."""
    ids = read("правый пошёл не в свой черёд, я как разыгрывающий велел забрать карту обратно").concept_ids
    assert "defender_lead_out_of_turn_refused" in ids


def test_a_revoke_noticed_before_anyone_played_to_the_next_trick_law_62b1() -> None:
    """Law 62B1: noticed «до того, как кто-либо …» (a hyphenated pronoun) is still in time."""
    assert revoke.section("вистующий сбросил пику, хотя имел черву, и понял это до того, как кто-либо пошёл в "
                          "следующую взятку") == "62B1"


@pytest.mark.parametrize("text", [
    "я положил карту, а правый потом говорит, что неправильно объяснил свой сигнал — можно взять обратно?",
    "sopernik neverno obyasnil zayavku, ya sygral kartu, mozhno zabrat?",
])
def test_a_card_taken_back_after_misinformation_in_more_words_law_47e2a(text: str) -> None:
    """Law 47E2(A): a card played after an opponent's wrong explanation may be withdrawn, no card played since."""
    assert retract.section(text) == "47E2(A)"


@pytest.mark.parametrize(("text", "which"), [
    ("у вистующего две штрафные в пике, разыгрывающий требует от партнёра ход в пику", "51B1(A)"),
    ("у соседа справа открыты две червы, король и дама, разыгрывающий велел его партнёру ходить в черву",
     "51B1(A)"),
])
def test_two_penalty_cards_of_one_suit_told_by_the_suit_law_51b1a(text: str, which: str) -> None:
    """Law 51B1(A): two or more penalty cards in one suit; declarer requires that suit led: they are picked up."""
    assert penalty_cards.section(text) == which
