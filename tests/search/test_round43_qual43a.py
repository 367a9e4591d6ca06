"""Round 43, quality helper A (auction, information, procedure, definitions): each new or changed lexicon entry with
the sentence it is for and a near-miss that must not be read that way."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- 75: the narrator's own wrong explanation («я неправильно объяснил»), not the opponents' misinformation ---------


@pytest.mark.parametrize("text", [
    "я неправильно объяснил соперникам заявку партнёра и понял это до того, как торговля закончилась",
    "я объяснила неправильно нашу 2♦ соперникам, что теперь будет?",
])
def test_one_s_own_wrong_explanation_is_75(text: str) -> None:
    assert "own_side_misexplanation" in _triggered(text)
    assert _refs(text, 1) == ["75"]


@pytest.mark.parametrize("text", [
    "мне неправильно объяснили заявку, я понял это до того, как торговля закончилась",  # the opponents': 21B1
    "я неправильно понял объяснение соперника и спасовал",  # one's own misunderstanding: 21A
])
def test_an_explanation_given_to_me_or_misread_by_me_is_no_own_misexplanation(text: str) -> None:
    assert "own_side_misexplanation" not in _triggered(text)
    assert _refs(text, 1)[0] != "75"


# --- 79: «ошибка в протоколе / в записи» is a score correction; «ошибка в объяснении … результат» is not ------------


@pytest.mark.parametrize("text", [
    "нашли ошибку в протоколе, результат записали не тот",
    "ошибка в подсчёте взяток, записали 9 а было 10",
])
def test_an_error_in_the_record_is_a_score_correction(text: str) -> None:
    assert "score_correction" in _triggered(text)
    assert _refs(text, 1) == ["79"]


def test_an_error_in_the_explanation_with_a_result_adjusted_is_no_score_correction() -> None:
    text = "судья: за ошибку в объяснении не наказываем, но результат скорректирую"
    assert "score_correction" not in _triggered(text)
    assert _refs(text, 1) == ["75"]


# --- 81: the director slow to rule («судья тянет с решением»): his duties, no call put off, no hesitation --------


@pytest.mark.parametrize("text", [
    "судья тянет с решением уже полчаса",
    "директор уже двадцать минут не выносит решение по нашему столу",
])
def test_the_director_slow_to_rule_is_his_duties(text: str) -> None:
    assert "director_duties" in _triggered(text)
    assert _refs(text, 1) == ["81"]


@pytest.mark.parametrize(("text", "law"), [
    ("партнёр тянул с решением и потом спасовал", "16A"),  # a player's pause before a call
    ("соперник тянет с решением, думает над заявкой уже минуту", "16A"),
    ("судья медлит с вызовом следующего раунда", "8B"),  # the movement
])
def test_a_player_slow_to_decide_or_a_slow_movement_is_no_director_s_duty(text: str, law: str) -> None:
    assert "director_duties" not in _triggered(text)
    assert _refs(text, 1) == [law]
