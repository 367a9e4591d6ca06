"""Review 31B's sentences, where round 31's play-period readers named a wrong law: a seat named as an object is not
the doer (45E, 62B), a play before the opening lead or by declarer's side is no defender's premature play (57A), and
the other findings, each with the right law or the wrong reading absent."""

from __future__ import annotations

import pytest

from bot.intake import card_count, dummy_acts, dummy_call, fifth_card, premature, revoke, trick_winner
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "which"), [
    ("Разыгрывающий выиграл взятку у E, а потом положил пятую карту в эту взятку", "45E2"),
    ("Разыгрывающий побил короля W тузом и положил во взятку пятую карту", "45E2"),
    ("Разыгрывающий выиграл взятку у W тузом, а потом добавил пятую карту", "45E2"),
    ("Вистующий W после хода N положил пятую карту во взятку", "45E1"),
])
def test_a_seat_named_as_an_object_is_not_who_put_the_fifth_card(text: str, which: str) -> None:
    assert fifth_card.section(text) == which


@pytest.mark.parametrize("text", [
    "Разыгрывающий взял взятку тузом у W и не дал в черву, хотя она у него была, сразу исправил",
    "Разыгрывающий, после хода W, не ответил в масть, но тут же исправил до следующей взятки",
    "Я разыгрывающий. На ход W не ответил в масть, но сразу исправил до следующей взятки",
])
def test_a_seat_named_as_an_object_is_not_who_revoked(text: str) -> None:
    assert revoke.section(text) == "62B2"


@pytest.mark.parametrize("text", [
    "Торговля закончилась, партнёр ещё думал над первым ходом, а я уже вышел пикой",  # an opening lead: 54
    "Партнёр ещё думал, с какой карты выйти, а я уже сходил лицом вверх",  # partner was to lead
    "Declarer South was still thinking when North put a card from dummy",  # declarer's side: 45D
    "South was still thinking when North played a card from dummy",
    "На торговле N ещё думал, а S уже выложил 2♥",  # the auction named before
    "В торговле север ещё думал, а юг уже выложил 3БК из бокса",
])
def test_no_trick_under_way_or_declarers_side_is_no_57a(text: str) -> None:
    assert not premature.partner_still_to_play(text)
    assert premature.PARTNER_TO_PLAY not in read(text).concept_ids


def test_another_defender_is_no_other_card_dummy_played() -> None:
    text = ("Разыгрывающий сказал «малую», а болван положил её; тут другой вистующий бросил карту до хода своего "
            "партнёра")
    assert "premature_play" in read(text).concept_ids  # not silenced by dummy's card (45D)
    assert read("разыгрывающий назвал одну карту, а болван положил другую").concept_ids[0] == "dummy_played_unnamed"


def test_declarer_leading_from_the_wrong_hand_after_the_warning_is_55() -> None:
    text = "Болван сказал «ты ходишь с руки», но разыгрывающий всё равно пошёл с руки, защитники требуют ход со стола"
    assert "declarer_wrong_hand" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Разыгрывающий, выиграв взятку в болване, говорит «туз», а там ♠A и ♦A",
    "Разыгрывающий, выиграв взятку столом, называет «король», а на столе ♠K и ♥K",
])
def test_a_rank_called_after_dummy_won_the_trick_is_46b3a(text: str) -> None:
    assert dummy_call.section(text) == "46B3(A)"


@pytest.mark.parametrize("text", [
    "Контракт 4♥. Ход ♠K, потом ♠2, ♠A, ♠5 — кто выиграл взятку, старшая карта в масти хода? В следующей взятке "
    "разыгрывающий сыграл ♥2",
    "Contract 4♥. Lead ♠K, then ♠2, ♠A, ♠5 — who won the trick, the highest card of the suit led? Next trick declarer "
    "played ♥2",
])
def test_a_trump_of_a_later_trick_is_none_in_the_trick_asked_about(text: str) -> None:
    assert trick_winner.section(text) == "44F"
    assert trick_winner.section("Играем 4♠, ход ♥K, второй положил ♥5, третий ♥A, четвёртый ♥2. Кто выиграл взятку? "
                                "Потом ♠Q") != "44E"


@pytest.mark.parametrize(("text", "which"), [
    ("Эту сдачу уже сыграли за другим столом, а у нас у N оказалось 14 карт, в карты ещё не смотрели", "13A2"),
    ("Сдача сыграна на двух столах, а у нас при раскладке у W 12 карт, у E 14, карты ещё не смотрели", "13A"),
])
def test_a_board_played_at_another_table_is_no_13c(text: str, which: str) -> None:
    assert card_count.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("Разыгрывающий E. Болван W заглянул в карты E", None),  # declarer's own hand, no defender's
    ("Болван встал и заглянул в карты E.", "43A2(C)"),
])
def test_dummy_looking_at_a_seat_that_declares_is_no_look_at_a_defender(text: str, which: str | None) -> None:
    assert dummy_acts.section(text) == which
