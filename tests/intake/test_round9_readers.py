"""Readers' tellings added in the ninth round (issue 10).

Laws 54 and 56: declarer told the defender to take his card back («сказал забрать карту», «потребовал убрать
карту») refuses the lead out of turn (56), and the card he took back is that lead, not a retracted play (47);
declarer who says he will spread his hand («я выложу свои карты») after an opening lead out of turn is Law 54.
Law 63: a revoke the offending side made established by its play to the next trick («на следующей взятке партнёр
уже положил свою карту», «в след взятку зашёл», «уже сыграли следующую взятку») can no longer be corrected;
"before anyone of their pair played to the next trick" and «в следующую взятку ещё никто не сыграл» are no such
play."""

from __future__ import annotations

import pytest

from bot.intake import lead_out_of_turn, revoke
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "law"), [
    ("вистующий пошёл не в очередь посреди розыгрыша, разыгрывающий сказал забрать карту", "56"),
    ("защитник сходил вне очереди, а разыгрывающий потребовал убрать эту карту", "56"),
    ("a defender led out of turn in the middle of the play and declarer told him to take it back", "56"),
    ("торговля кончилась, атаковал не тот защитник, разыгрывающий говорит: я выложу свои карты", "54"),
])
def test_a_lead_out_of_turn_refused_or_answered_by_spreading_the_hand(text: str, law: str) -> None:
    assert lead_out_of_turn.section(text) == law


def test_the_card_taken_back_after_a_refused_lead_is_no_retracted_play() -> None:
    ids = read("защитник пошёл не в свою очередь, хотя взятку взял его партнёр, и разыгрывающий попросил забрать "
               "эту карту обратно").concept_ids
    assert "defender_lead_out_of_turn_refused" in ids
    assert "retract_played_card" not in ids


@pytest.mark.parametrize("text", [
    "защитник не дал в масть, хотя она у него была, и его партнёр уже пошёл в следующую взятку",
    "вистующий не дал в трефу, хотя трефа у него была; на следующей взятке его партнёр уже положил свою карту",
    "сосед сбросил пику, хотя у него была черва, и уже сыграли следующую взятку",
])
def test_a_revoke_followed_by_the_offending_sides_play_to_the_next_trick_is_established(text: str) -> None:
    assert revoke.established_by_play(text)
    assert revoke.ESTABLISHED in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я не дал черву, хотя она у меня была; в следующую взятку ещё никто не сыграл",
    "Запад не дал в трефу, хотя трефа была, но спохватился до того, как кто-либо из их пары пошёл в следующую взятку",
    "защитник не дал в масть, хотя она у него была, и сразу заметил",
])
def test_a_revoke_noticed_before_the_next_trick_is_not_established(text: str) -> None:
    assert not revoke.established_by_play(text)


def test_a_double_said_with_the_bid_it_doubles_is_19a2() -> None:
    """«контра на четыре пики!»: the doubler named the bid, which 19A2 forbids."""
    from bot.intake import doubles
    assert doubles.section("сосед громко сказал «контра на три черви!»") == "19A2"


@pytest.mark.parametrize("text", [
    "правый противник сказал мне, что заход мой, я пошёл, а ход был не мой",
    "сделал lead out of turn, потому что opponent told me it was my lead",
])
def test_a_lead_made_on_an_opponent_s_word_is_47e1_not_a_lead_out_of_turn(text: str) -> None:
    ids = read(text).concept_ids
    assert "retract_after_told_lead" in ids
    assert not {"lead_out_of_turn", "opening_lead_out_of_turn"} & set(ids)


def test_the_opponents_who_offended_make_the_narrators_side_the_non_offending_one() -> None:
    """«Соперники нарушили, мы поменяли свою заявку»: our withdrawn call is the non-offending side's (16C1)."""
    from bot.intake import withdrawn
    assert withdrawn.section("Противники нарушили, и мы поменяли свою заявку; можно учитывать отменённую?") == "16C1"


def test_the_player_whose_turn_it_is_to_lead_is_a_defender_after_the_final_pass() -> None:
    """«Восток, которому начинать, говорит: контра!»: the opening leader doubled after the final pass (39B)."""
    from bot.intake import final_pass
    assert final_pass.section("Прошло три паса, и тут Запад, которому начинать, говорит: контра!") == "39B"


def test_a_call_by_a_player_told_to_pass_to_the_end_called_over_by_lho_is_35b() -> None:
    from bot.intake import condoned
    text = "Партнёру велели пасовать до конца, а он сказал 2♠, и противник слева продолжил торговлю"
    assert condoned.section(text) == "35B"


@pytest.mark.parametrize(("text", "section"), [
    ("a kibitzer watching the offending side pointed out the revoke before anyone at the table", "11C2"),
    ("кибитцер, болевший за нарушителей, первым указал на ренонс", "11C2"),
    ("друг нарушителя первым заметил его ренонс", "11C2"),
    ("a spectator of the non-offending side noticed the revoke first", "11C1"),
])
def test_a_spectator_told_by_the_side_he_belongs_to_outright(text: str, section: str) -> None:
    """Law 11C: «the offending side's spectator», «друг нарушителя» say whose he is without naming the seats."""
    from bot.intake import spectator
    assert spectator.section(text) == section
