"""Readers extended in the twenty-fourth round (issue 10), from the misses of the spent sets blind57 / blind58, each
case a sentence of our own that names the law passage it follows: a played card taken back to play another, or a
wish to take back a card already played, is a change of mind (47G); a card taken back after an opponent changed his
(47D); a revoke told as a card «не подложил» (Law 62 reader); dummy asked about «during the play or only after»
calls the director during it (43A1(A))."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts, retract, revoke


@pytest.mark.parametrize("text", [
    "он забрал карту обратно и сыграл другую",
    "соперник положил карту, потом взял назад и положил другую — так можно?",
    "he took the card back and played another one",
    "можно ли взять ход назад, как в шахматах?",
    "хочу забрать уже сыгранную карту",
])
def test_a_card_taken_back_to_play_another_is_a_change_of_mind(text: str) -> None:
    """Law 47G: with no ground of 47A-E told, a played card may not be withdrawn."""
    assert retract.section(text) == "47G"


@pytest.mark.parametrize("text", [
    "можно ли забрать карту после того как соперник поменял свою",
    "may I change my card after the opponent changed his card",
])
def test_a_card_taken_back_after_an_opponent_changed_his_is_47d(text: str) -> None:
    assert retract.section(text) == "47D"


def test_an_opponents_change_is_still_47d_when_the_card_is_told_as_already_played() -> None:
    assert retract.section("соперник поменял карту, можно ли и мне забрать уже сыгранную?") == "47D"


def test_a_card_taken_back_with_no_card_told_or_no_reason_decides_nothing() -> None:
    assert retract.section("он забрал карту") is None
    assert retract.section("взял назад свою заявку") is None


def test_not_putting_a_card_of_the_suit_under_is_a_revoke_established_by_the_next_lead() -> None:
    """Law 63A1: «не подложила черву» is «не положила черву», a revoke; established once the offender's partner has
    led to the next trick."""
    assert revoke.established_by_play("соседка не подложила черву, а её партнёр уже вышел в следующую взятку")
    assert not revoke.established_by_play("соседка не подложила черву, это сразу заметили")


@pytest.mark.parametrize(("text", "section"), [
    ("can dummy call the director during the play or only after the hand", "43A1(A)"),
    ("может ли болван позвать судью во время розыгрыша или только после", "43A1(A)"),
    ("dummy called the director after the hand was over", "42B3"),
])
def test_during_the_play_or_after_asks_about_during(text: str, section: str) -> None:
    """Law 43A1(A): dummy may not call the director during the play; after it (42B3) he may."""
    assert dummy_acts.section(text) == section
