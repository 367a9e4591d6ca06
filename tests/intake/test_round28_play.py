"""Readers' tellings of the play period added in round 28 (issue 10), each with the everyday sentences that share
its new words and mean something else.

Law 14B1(B) (``bot.intake.missing_card``): the card "found … on the floor", "found one card", and a hand that
"had only 12" in a story of a card found. Law 46B4 (``bot.intake.dummy_call``): a card «на столе и в помине нет».
Law 70 (``bot.intake.claims``): the claim said nothing of «козыре, который был у меня»."""

from __future__ import annotations

import pytest

from bot.intake import claims, dummy_call, missing_card, premature
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "card missing from a hand found during play on the floor",
    "we found one card on the floor during play, this hand had only 12, what happens now",
    "during the play we found a card under the table: that hand has only 12",
])
def test_a_card_found_on_the_floor_during_the_play_is_14b1b(text: str) -> None:
    """Law 14B1(B): the missing card found elsewhere than among the played cards during the play."""
    assert missing_card.section(text) == "14B1(B)"


@pytest.mark.parametrize("text", [
    "player looked at his cards without counting, had only 12",  # the count before looking: Law 7B1
    "I had only 12 points and opened 1NT, partner found a fit",
    "we found a good fit during play, dummy had only 12 points",
    "I found my glasses on the floor during play",
    "у меня было всего 12 очков, а партнёр нашёл контру",
    "в этой сдаче мы взяли всего 12 взяток, хотя нашли шлем",
])
def test_only_12_points_or_a_thing_found_is_no_short_hand(text: str) -> None:
    assert missing_card.section(text) is None


@pytest.mark.parametrize(("text", "which"), [
    ("Разыгрывающий сказал «туз», а туза на столе и в помине нет — что тогда?", "46B4"),
    ("разыгрывающий назвал со стола «короля», а там и в помине не было короля", "46B4"),
    ("Разыгрывающий велит сыграть со стола десятку пик, а десятки пик на столе вовсе нет.", "46B4"),  # «велит»
])
def test_a_card_not_in_dummy_said_as_in_pomine_net_is_46b4(text: str, which: str) -> None:
    assert dummy_call.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("разыгрывающий сказал «туз пик», а у Востока пик и в помине нет", None),  # a defender's void
    ("разыгрывающий сказал «туз», сомнений в помине нет, болван положил туза", "46B3"),  # a rank only, played
    ("разыгрывающий велит болвану не трогать карты, а сам играет десятку пик из руки", None),  # none from dummy
])
def test_in_pomine_net_said_of_another_is_no_46b4(text: str, which: str | None) -> None:
    assert dummy_call.section(text) == which


@pytest.mark.parametrize(("text", "trump"), [
    ("не сказав ни слова о козыре, который был у меня", True),
    ("а у нас был маленький козырь", True),
    ("he never mentioned the trump that we still had", True),
    ("козырь, который был у разыгрывающего, он не учёл", False),  # declarer's own trump
    ("у меня был туз пик", False),
    ("у нас был козырный фит, а разыгрывающий заявил остальные", False),  # the fit of the auction (review_b1)
])
def test_a_trump_told_as_ours_is_left_by_the_claim(text: str, trump: bool) -> None:
    assert (claims._TRUMP_LEFT.search(text) is not None) is trump


def test_a_claim_silent_on_our_trump_is_contested_law_70() -> None:
    text = "Разыгрывающий заявил все оставшиеся взятки, не сказав ни слова о козыре, который был у меня"
    assert "claim_disputed" in read(text).concept_ids


@pytest.mark.parametrize(("text", "which"), [
    ("defender played before partner, declarer says 'play your highest' — allowed?", "57A1"),
    ("вистующий сыграл раньше партнёра, а разыгрывающий: «положи младшую»", "57A2"),
    ("вистующий сыграл раньше партнёра, разыгрывающий сказал ему: «сыграй старшую»", "57A1"),
])
def test_declarers_choice_said_as_the_order_itself_law_57a(text: str, which: str) -> None:
    assert premature.section(text) == which


@pytest.mark.parametrize("text", [
    "defender played before partner; partner then played his highest anyway",  # «played», no order
    "вистующий сыграл раньше партнёра, а партнёр положил старшую",  # «положил» is no order
    # an order said by someone else than declarer (a director's review found each)
    "defender played before partner; partner chose to play his highest anyway",
    "вистующий сыграл раньше партнёра, судья сказал «играйте», и партнёр положил старшую",
    "вистующий сыграл раньше партнёра, я сказал партнёру: клади что хочешь, он положил младшую",
    "вистующий сыграл раньше партнёра, разыгрывающий промолчал, а партнёр мне: «сыграй старшую в следующий раз»",
])
def test_a_card_played_after_a_premature_play_is_no_choice_of_declarer(text: str) -> None:
    assert premature.section(text) is None
