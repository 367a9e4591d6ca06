"""Review 41 (reviewer A): sentences where this round's new triggers read a situation they do not describe.

* F1 ``own_infraction_disclosure`` (Law 72): «сам / свою / his own» of the opponents is no infraction of ours.
* F2 ``substitute_player`` (Law 4): a new partner changing his *bid* during the auction is Law 25, not Law 4.
* F3 ``habitual_psych`` (40B): «постоянно психует» (loses his temper) is no habitual psych.
* F4 ``insufficient_bid_out_of_turn`` (27C): an insufficient bid in turn, then another player out of turn.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "opponent noticed his own mistake, must I call the director?",
    "обязан ли я звать судью, если соперник сам признал свою ошибку?",
    "do I have to call the TD when the opponents notice their own revoke?",
    "надо ли звать судью, если разыгрывающий сам заметил свой ренонс?",
])
def test_opponents_own_infraction_is_no_law_72(text: str) -> None:
    assert "own_infraction_disclosure" not in _triggered(text)
    assert _refs(text, 1) != ["72"]


@pytest.mark.parametrize("text", [
    "новый партнёр заменил заявку посреди торговли, так можно?",
    "my new partner replaced his bid of 2♥ with 2♠ during the auction",
    "my new partner switched his 1NT to 2NT during the bidding",
    "мой новый партнёр поменял заявку во время торговли, это разрешено?",
    "my new partner changed his mind mid-auction and switched to 3NT",
])
def test_a_new_partner_changing_a_bid_is_no_law_4(text: str) -> None:
    assert "substitute_player" not in _triggered(text)
    assert "4" not in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "соперник постоянно психует и швыряет карты на стол, можно ли вызвать судью?",
    "он постоянно психует, когда проигрывает, и грубит соперникам",
    "партнёр постоянно психует за столом и кричит на меня, что делать?",
    "соперник каждый раз психует и бросает карты, когда партнёр ошибается",
])
def test_losing_ones_temper_is_no_habitual_psych(text: str) -> None:
    assert "habitual_psych" not in _triggered(text)
    assert _refs(text, 1) != ["40B"]


def test_losing_ones_temper_and_calling_the_director_is_law_9() -> None:
    text = "соперник постоянно психует и швыряет карты на стол, можно ли вызвать судью?"
    assert _refs(text, 1) == ["9"]


@pytest.mark.parametrize("text", [
    "insufficient bid by RHO, then my partner passed out of turn before I could accept",
    "недостаточная заявка: партнёр нарушителя сказал не в свою очередь что-то, что теперь?",
])
def test_an_insufficient_bid_then_another_call_out_of_turn_is_no_27c(text: str) -> None:
    assert "insufficient_bid_out_of_turn" not in _ids(text)
    assert "27C" not in _refs(text, 3)


def test_an_insufficient_bid_then_my_own_call_out_of_turn_is_27a_first() -> None:
    # the trigger no longer fires; 27C still ranks second here by another path (not the concept's trigger)
    text = "правый сделал недостаточную заявку, а я, не дождавшись очереди, сказал вне очереди 3 трефы"
    assert "insufficient_bid_out_of_turn" not in _ids(text)
    assert _refs(text, 1) == ["27A"]
