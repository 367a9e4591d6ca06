"""Readers extended in the twenty-second round (issue 10), from the misses of the spent sets blind53 / blind54, each
case a sentence of our own that names the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake import lead_restriction, revoke
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "правый не дал в масть, я успел положить даму после него, он исправился: можно мне забрать даму?",
    "соперник сделал ренонс, мне пришлось сыграть после него, потом он поправился — забираю свою карту?",
])
def test_a_card_the_teller_managed_to_play_after_a_corrected_revoke_is_62c1(text: str) -> None:
    """Law 62C1: each member of the non-offending side may withdraw a card played after the revoke; the infinitive
    («успел положить», «пришлось сыграть») tells the play as well as «положил»."""
    assert revoke.section(text) == "62C1"
    assert "revoke_later_card_withdrawn" in [found.id for found in read(text).concepts]


def test_no_later_card_is_read_from_an_infinitive_without_after() -> None:
    assert revoke.section("правый не дал в масть и сразу исправил, я хотел положить туза") != "62C1"


@pytest.mark.parametrize("text", [
    "после отменённой заявки, которая указывала пики, он пики больше не назвал: что с ходом его партнёра?",
    "his withdrawn bid indicated spades and he never bid spades again",
])
def test_a_withdrawn_call_that_indicated_a_suit_names_it(text: str) -> None:
    """Law 26A: a withdrawn call that specified a suit; «указывала масть» / «indicated» tell it as «показывала»."""
    assert lead_restriction.section(text) == "26A2"
