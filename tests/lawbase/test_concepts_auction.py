"""Whether one bid outranks another, asked of two bids the story names, is Law 18B (``bid_rank_question`` in
``lawbase/data/concepts.json``: a bid supersedes one of a lower level, or of the same level in a higher
denomination; 18E ranks the denominations), not an insufficient bid told as an act (Law 27)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "можно сказать 1бк после 1 пики это ж выше или нет",
    "почему 2 трефы больше чем 1 бк если бк самая старшая",
    "Перебивает ли 2♣ ставку 1БК?",
    "2♥ после 2♦ это повышение?",
    "Perebivaet li 1♠ zayavku 1♥?",
    "is 1NT higher than 1 spade",
    "Does 2♣ outrank 1NT?",
])
def test_a_question_whether_a_bid_outranks_another_is_law_18b(text: str) -> None:
    found = {m.id: m.weight for m in read(text).concepts}
    assert found.get("bid_rank_question", 0) == 1.0, found


@pytest.mark.parametrize("text", [
    "Левый сказал 1♦ после моей 1♥. Что теперь?",  # Law 27: an insufficient bid told as an act
    "he bid 1D over my 1H",
])
def test_an_insufficient_bid_told_as_an_act_is_no_rank_question(text: str) -> None:
    assert "bid_rank_question" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "соперник сказал свою ставку раньше своей очереди, её отменили, а кто теперь говорит?",
    "After the TD cancelled a call out of turn, whose turn is it and can the offender call again?",
])
def test_who_calls_after_a_call_out_of_rotation_was_cancelled_is_law_29a(text: str) -> None:
    """Law 29A: the call out of rotation is cancelled and the auction reverts to the player whose turn it was."""
    assert "cancelled_call_whose_turn" in read(text).concept_ids


def test_a_cancelled_calls_information_is_no_question_whose_turn() -> None:
    """«Кто теперь может пользоваться этой инфой» asks about the withdrawn call's information (16C), not 29A."""
    text = "Заявку отменили, но все её слышали. Кто теперь может пользоваться этой инфой, а кто нет?"
    assert "cancelled_call_whose_turn" not in read(text).concept_ids
