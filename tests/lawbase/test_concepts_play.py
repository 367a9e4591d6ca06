"""Play irregularities told without the book's words, read by the concept lexicon
(``lawbase/data/concepts.json``): a revoke told as «had the suit led, played another card on it» (Laws 61-64),
two cards in one trick (Law 67, a defective trick), two players playing at once to a trick (Law 58)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


@pytest.mark.parametrize(("text", "cid"), [
    ("у меня была черва, а я на червы положила пику, а заметила это только через две взятки", "revoke"),
    ("положил 2 карты в одну взятку по ошибке", "defective_trick"),  # Law 67
    ("one player put two cards into the same trick", "defective_trick"),  # Law 67
    ("два соперника одновременно пошли в следующую взятку", "simultaneous_play"),  # Law 58
])
def test_a_play_irregularity_told_in_players_words_reads_as_its_law(text: str, cid: str) -> None:
    assert cid in read(text).concept_ids


def test_two_players_playing_at_once_to_a_trick_is_no_simultaneous_call() -> None:
    """Law 58, not Law 33: «пошли во взятку» is the play; the simultaneous play suppresses the calls' reading."""
    ids = read("два соперника одновременно пошли в следующую взятку").concept_ids
    assert "simultaneous_calls" not in ids


def test_a_card_of_another_suit_on_the_suit_led_one_held_is_a_revoke() -> None:
    """Laws 61-64: «у меня была черва, а я на червы положила пику» says the revoke without the word."""
    ids = read("у меня была черва, а я на червы положила пику").concept_ids
    assert {"revoke", "revoke_establishment"} & set(ids)
