"""Concept lexicon entries added in the twenty-sixth round by the second quality helper (issue 10), from the causes
behind the deep misses of the older spent sets: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake.situation import read


@pytest.mark.parametrize("text", ["контракт играл партнёр, а первой сходила его левая соперница вместо правой",
                                  "первым вышел не тот вистующий, а его партнёр вместо него"])
def test_the_opening_lead_by_the_one_who_went_first_instead_of_the_other_is_law_54(text: str) -> None:
    """Law 54: an opening lead by the wrong defender; «первым вышел … вместо» says who led first in whose place."""
    assert "opening_lead_out_of_turn" in _ids(text)
    assert "54" in _refs(text)


def test_a_first_lead_with_no_one_in_whose_place_is_no_lead_out_of_turn() -> None:
    assert "opening_lead_out_of_turn" not in _ids("первым вышел партнёр, с пиковой дамы")


@pytest.mark.parametrize("text", ["соперники сигналят друг другу темпом заявок",
                                  "партнёр сигнализирует манерой, как кладёт карту"])
def test_signalling_by_tempo_or_manner_is_communication_between_partners_law_73(text: str) -> None:
    """Law 73: partners must not communicate by the tempo or manner of their calls and plays."""
    assert "partner_communication" in _ids(text)
    assert "73" in _refs(text)


def test_tempo_alone_is_no_signal() -> None:
    assert "partner_communication" not in _ids("у нас хороший темп игры, успеваем все сдачи")


@pytest.mark.parametrize("text", ["соперник ошибся, мы не стали ждать судью и сыграли дальше",
                                  "они не дождались директора и продолжили игру после нашего нарушения"])
def test_play_going_on_without_waiting_for_the_director_forfeits_the_rectification_law_11a(text: str) -> None:
    """Law 11A: the right to rectify may be lost when the non-offending side acts before the director is called."""
    assert "forfeiture" in _ids(text)
    assert "11A" in _refs(text)


def test_waiting_for_the_director_meets_no_forfeiture_trigger() -> None:
    """Its words alone may hint at it (under a trigger's weight), no trigger is met."""
    found = {m.id: m.weight for m in read("мы позвали судью и ждали его, играть дальше не стали").concepts}
    assert found.get("forfeiture", 0.0) < 0.8


def test_how_to_keep_ones_played_cards_is_the_arrangement_of_tricks_law_65() -> None:
    """Law 65: each player keeps his own played cards face down in front of him, in order, pointing to the side that
    won the trick."""
    text = "как правильно складывать сыгранные карты перед собой"
    assert "trick_arrangement" in _ids(text)
    assert "65" in _refs(text)


def test_keeping_ones_cards_in_hand_is_no_arrangement_of_tricks() -> None:
    found = {m.id: m.weight for m in read("как держать карты в руке, чтобы соседи не видели").concepts}
    assert found.get("trick_arrangement", 0.0) < 0.8
