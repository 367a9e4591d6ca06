"""A call changed after a pause (``bot/intake/changed_call.py``, Law 25B): «решил поменять на 1 бк» names the
change, «прошла где-то минута» is a pause, and a change after a pause whose acceptance the story does not tell is
25B (``change_after_pause``), not the slip of 25A."""

from __future__ import annotations

import pytest

from bot.intake import changed_call
from bot.intake.situation import read


def test_a_change_to_another_call_said_with_the_infinitive_is_a_change() -> None:
    text = "сказал одну черву, подумал пару секунд и решил поменять на 1 бк, левый сказал пусть будет так"
    assert changed_call.section(text) == "25B1"
    assert "change_of_call_accepted" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнёр сказал пас, потом прошла где-то минута и он говорит ой нет я хочу один пик",
    "партнёр сказал 2♥, спустя минуту передумал и поменял на 2♠",
])
def test_a_change_after_a_pause_with_lhos_answer_untold_is_25B(text: str) -> None:
    ids = read(text).concept_ids
    assert changed_call.PAUSED in ids
    assert "change_of_call_inadvertent" not in ids


def test_a_pause_with_no_change_told_settles_nothing() -> None:
    """«подумал минуту и спасовал» is a hesitation: no call was changed."""
    assert changed_call.PAUSED not in read("партнёр подумал минуту и спасовал").concept_ids


def test_swapping_seats_is_no_change_of_call() -> None:
    assert changed_call._CHANGE.search("можно поменяться местами с партнёром") is None


def test_a_change_after_a_few_seconds_is_not_read_as_a_pause_here() -> None:
    """«через пару секунд» also tells a slip put right almost at once: it settles no 25B on its own."""
    assert changed_call._TIME_PAUSE.search("через пару секунд поменял на 2♠") is None
