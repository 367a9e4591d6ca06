"""A lexicon trigger added in round 31 (issue 10), with the near misses it must not take.

``dummy_played_unnamed`` (Law 45D): declarer named one card and dummy placed another («сказал одну карту, а болван
положил другую»); dummy's card is the story, not a premature play by a defender (57), which it now silences."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал одну карту, а болван положил другую, мы заметили сразу. какая карта сыграна?",
    "я назвал короля, а болван положил другую карту",
    "разыгрывающий попросил короля, а болван положил не ту карту",
])
def test_dummy_placing_another_card_than_the_one_named(text: str) -> None:
    ids = read(text).concept_ids
    assert "dummy_played_unnamed" in ids[:2] and "premature_play" not in ids


@pytest.mark.parametrize("text", [
    "вистующий сыграл раньше партнёра, а болван положил другую карту",  # a defender's premature play
    "разыгрывающий сказал «маленькую», а болван положил двойку",  # which card «маленькую» designates: 46B1
])
def test_another_story_keeps_its_own_reading(text: str) -> None:
    assert read(text).concept_ids[0] != "dummy_played_unnamed"
