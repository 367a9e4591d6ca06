"""A wish to take back one's own played card, no ground told, is 47G; the other stories keep their own law."""
from __future__ import annotations

import pytest

from bot.intake import retract
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "Положил карту, сразу понял что не ту, хочу взять обратно. Нельзя?",
    "сыграл карту и тут же понял, что ошибся; могу я её забрать?",
    "can I take back a card I already played",
    "once a card is played, can it ever be withdrawn",
    "I played the queen and wanted to take it back straight away",
])
def test_own_wish_to_take_back_a_played_card_is_47g(text: str) -> None:
    assert retract.section(text) == "47G"


@pytest.mark.parametrize("text", [
    # a call, not a card
    "положил карточку 2♥ из коробки и хочу забрать обратно",
    "I bid 2♥ by mistake, can I take it back?",
    # a revoke corrected, a lead from the wrong seat or hand, a card dropped, dummy's card: their own laws
    "не дал в масть, хочу забрать карту и положить черву",
    "зашёл не в свою очередь, можно забрать карту?",
    "сыграл с руки, а ход был со стола, можно вернуть?",
    "уронил карту на стол, можно взять обратно?",
    "declarer played from dummy, can he take it back?",
    # everyday sentences with the same words and no card taken back
    "хочу взять обратно свои слова про партнёра",
    "можно вернуть доску на соседний стол?",
    "can I take back what I said to the director?",
])
def test_other_stories_are_not_47g_by_the_wish(text: str) -> None:
    assert retract.section(text) != "47G"


def test_misinformed_too_late_is_47e2b() -> None:
    text = "we were misinformed but it's too late to take back my card, more cards already played to the trick"
    assert retract.section(text) == "47E2(B)"


def test_the_reader_settles_the_section_in_the_situation() -> None:
    assert "retract_not_allowed" in read("сыграл карту, сразу понял что не ту, хочу взять обратно").concept_ids
    assert "retract_not_allowed" not in read("хочу взять обратно свои слова про партнёра").concept_ids


@pytest.mark.parametrize("text", [
    "after the opponent changes his play, can I take back my card?",
    "Мне сказали «твой ход», я вышел, а оказалось — не мой. Могу забрать карту?",
    "я уже положила карту, а потом объяснение исправили, могу забрать свою?",
])
def test_a_ground_told_in_other_words_keeps_the_wish_from_deciding(text: str) -> None:
    assert retract.section(text) != "47G"


def test_a_question_in_general_stays_law_47() -> None:
    assert retract.section("можно ли забрать сыгранную карту обратно") is None
