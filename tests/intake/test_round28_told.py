"""A defender telling, unquoted, that he holds a card (Law 49, ``bot.intake.told``), added in round 28 (issue 10),
with the sentences that tell a held card and name no penalty card: declarer's, after the hand, as past, no card."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "Вистующий объявил вслух, что у него есть дама пик, — становится ли она после этого «наказанной»?",
    "Я на висте написала в общий чат, а не в приватный, что у меня король пик остался, ну не туда ткнула",
    "a defender announced that he had the king of spades",
    "партнёрша на висте написала в чате «у меня туз пик» — is that a penalty card?",
])
def test_a_defender_telling_a_card_he_holds_is_law_49(text: str) -> None:
    """Law 49: a card a defender names as being in his hand is a penalty card (50 disposes of it)."""
    situation = read(text)
    assert "defender_names_card" in situation.concept_ids
    assert "penalty_card" not in situation.concept_ids
    assert "card_played" not in situation.concept_ids  # «не туда ткнула»: the chat window, no card clicked


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал, что у него есть туз пик, и выложил карты",  # declarer: no penalty card
    "после сдачи вистующий сказал, что у него был король пик",  # talk about the hand after it
    "вистующий сказал, что у него был король пик, но он его не сыграл",  # what he had, told as past
    "партнёр в торговле сказал, что у него есть туз пик",  # no defender
    "after the hand the defender said he had the king of spades all along",
    "вистующий объявил вслух, что у него нет пик",  # no card named
])
def test_a_card_told_by_declarer_after_the_hand_or_as_past_is_not_law_49(text: str) -> None:
    assert "defender_names_card" not in read(text).concept_ids
