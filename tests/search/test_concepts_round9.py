"""Concepts added in the ninth round (issue 10): a card misclicked in the play (Law 47G; from dummy, an inadvertent
designation corrected, 45C4(B)) is no call misclicked in the auction (25A); players who impose or waive a
rectification themselves, without the director (10A, 10B)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


@pytest.mark.parametrize(("text", "cid"), [
    ("на BBO кликнула не ту карту во время розыгрыша, вернуть нельзя?", "misclick_in_play"),  # 47G
    ("I clicked the queen instead of the four, it is already in the trick", "misclick_in_play"),
    ("вистующий нажал на короля вместо двойки", "misclick_in_play"),
    ("сыграл не ту карту, можно забрать её назад?", "misclick_in_play"),
    ("declarer misclicked a card from dummy and asked for an undo", "misclick_from_dummy"),  # 45C4(B)
])
def test_a_card_misclicked_in_the_play_is_law_47_not_a_misclicked_call(text: str, cid: str) -> None:
    ids = read(text).concept_ids
    assert cid in ids
    assert "misclick" not in ids  # 25A is a call replaced in the auction


@pytest.mark.parametrize("text", [
    "misclick on BBO: I clicked 7NT instead of pass",
    "на BBO кликнул не ту ставку, 3 пики вместо 3 червей",
    "случайно вытащил из бокса не ту карточку",
])
def test_a_call_misclicked_in_the_auction_stays_law_25a(text: str) -> None:
    assert not {"misclick_in_play", "misclick_from_dummy"} & set(read(text).concept_ids)


@pytest.mark.parametrize(("text", "found"), [
    ("соперники сами, без судьи, решили, какое будет наказание", True),  # 10A: only the director may
    ("we settled it among ourselves without the director: one trick to them", True),
    ("могут ли игроки сами отменить наказание?", True),
    ("оппоненты сказали: штрафную не берём, играйте", True),  # a waiver the director may cancel (10B)
    ("кто может наложить наказание", False),  # who imposes penalties: the general concept
    ("мы сами позвали судью", False),
])
def test_players_who_rectify_without_the_director_are_law_10a_and_10b(text: str, found: bool) -> None:
    assert any(m.id == "players_rectify_themselves" and m.weight >= 0.8 for m in match(text)) is found
