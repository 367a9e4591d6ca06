"""A director's review of round 28's told reader (``bot.intake.told``, Law 49): the sentences that tell a defender's
words with «у него / у меня», "he has / he had" and a card, and name no card as held in his hand. Each holds every
part of the trigger (a defender, a verb of telling, whose the card is, a card within reach) but the one it guards."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    # "has / had" an auxiliary, or the card clicked or played, not held: an online misclick (25A, 45)
    "RHO wrote in chat that he has misclicked the 2 of clubs, can he take it back?",
    "Противник написал в чат, что у него мышка сама кликнула туз пик",
])
def test_a_card_misclicked_told_in_chat_is_a_card_played_not_law_49(text: str) -> None:
    found = read(text).concept_ids
    assert "defender_names_card" not in found
    assert "card_played" in found  # the misclick is read again


@pytest.mark.parametrize("text", [
    "the defender said he had played the queen of hearts by mistake",  # "had" an auxiliary
    "Вистующий написал, что у него завис экран и сыгралась дама треф вместо двойки",  # the card played
    # «у меня» in reported speech is the teller's (declarer's) hand
    "Противник слева сказал вслух, что у меня наверняка король пик, раз я так разыгрываю",
    "Я разыгрывал 4 пики, вистующий сказал партнёру, что у меня король треф, можно так?",
    # told after the play ended
    "Когда розыгрыш закончился, оппонент сказал, что у него остался король пик",
    "LHO said he had the king of spades, after all thirteen tricks were played",
    "Вистующий сказал, что у него на руке есть туз пик, уже после последней взятки",
    # "I have to": an order, no card held
    "The defender said I have to play the king of spades from dummy",
    "my LHO told me I have to lead the ace of hearts now, is that right?",
    # a void, then a card played
    "Правый сказал, что у него нет больше пик, и сыграл туза треф",
])
def test_a_card_not_told_as_held_by_a_defender_is_not_law_49(text: str) -> None:
    assert "defender_names_card" not in read(text).concept_ids


def test_a_defender_claiming_the_rest_is_a_claim_not_law_49() -> None:
    """«у него все остальные взятки: туз пик и король пик» is a defender's claim (68, 70), no card named as held."""
    found = read("Вистующий заявил, что у него все остальные взятки: туз пик и король пик").concept_ids
    assert "defender_names_card" not in found
    assert found[0] == "claim"
