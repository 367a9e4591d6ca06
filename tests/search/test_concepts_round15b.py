"""Concepts changed in the fifteenth round's second pass (issue 10). A requirement to play the highest or lowest card
told with «сказали сыграть», the player having none of the suit (Law 57B, by Law 59 he plays any card); a card played
at the same moment as another player's play is Law 58 (a concept of its own, that quiets a card played (45) and an
opening lead by the wrong defender (54)), two cards from one hand at once keep their general reading; a double of
partner's bid not called over (Law 36, its own concept)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import lexicon, match


def _sure(text: str) -> list[str]:
    """The concepts the lexicon reads by a trigger (not the weak hints of a few shared words)."""
    return [m.id for m in match(text, frozenset()) if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "защитнику сказали сыграть старшую карту в масти, а у него этой масти нет",
    "ему сказали сыграть младшую, а червей у него нету",
])
def test_told_to_play_the_highest_with_none_of_the_suit_law_57b(text: str) -> None:
    """Law 57B: the offender's partner cannot comply with declarer's choice (57A1/57A2): any card (Law 59)."""
    assert "premature_play_cannot_comply" in _sure(text)


def test_told_to_play_the_highest_and_able_is_no_57b() -> None:
    assert "premature_play_cannot_comply" not in _sure("ему сказали сыграть старшую, и он положил туза")


@pytest.mark.parametrize("text", [
    "защитник положил карту в тот же момент, когда его партнёр делал ход",
    "the defender played at the same time as his partner led",
])
def test_a_card_played_at_the_same_moment_law_58(text: str) -> None:
    """Law 58: a play made simultaneously with another player's proper play counts as made after it."""
    ids = read(text).concept_ids
    assert "simultaneous_with_another_play" in ids
    assert "card_played" not in ids and "opening_lead_out_of_turn" not in ids


def test_two_cards_from_one_hand_at_once_stay_simultaneous_play() -> None:
    """Two cards put to a trick at once from one hand (58B, or a fifth card: 45E) keep their general reading."""
    ids = read("защитник положил в одну взятку сразу две карты").concept_ids
    assert "simultaneous_with_another_play" not in ids


def test_the_double_not_called_over_names_law_36_first() -> None:
    """Law 36 first, 19A1 beside it (a double only of an opponent's bid); 35A is not among its laws."""
    laws = lexicon().concepts["inadmissible_double_not_called_over"].laws
    assert laws[0] == "36" and "19A1" in laws and "35A" not in laws


def test_dummy_asking_declarer_names_law_42b1_not_61() -> None:
    """Law 42B1 is dummy's right to ask declarer whether he has none of the suit; Law 61 (the others' inquiries)
    is no law of that concept, so it cannot outrank the section the reader settled."""
    laws = lexicon().concepts["dummy_asks_declarer"].laws
    assert laws[0] == "42B1" and "61" not in laws
