"""A story about the convention card is Law 40E, not a card shown during the auction (Law 24)
(``bot/intake/convention_card.py``): a look at a convention card during the auction or play (40E2: the opponents'
at one's turn, never one's own), a card missing or required (40E1)."""

from __future__ import annotations

import pytest

from bot.intake import convention_card
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    ("можно подглядывать в свою конвенц карту во время торговли", "40E2"),
    ("Хочу во время торговли заглянуть в свою собственную карточку системы, а соперник не даёт", "40E2"),
    ("mozhno li smotret v svoyu kartochku sistemy vo vremya torgovli", "40E2"),
    ("may I look at the opponents' convention card during the auction?", "40E2"),
    ("у соперников нет конвенционной карты", "40E1"),
])
def test_a_convention_card_story_is_law_40e(text: str, ref: str) -> None:
    assert convention_card.section(text) == ref
    found = read(text).concept_ids
    assert convention_card.SECTIONS[ref] in found and "card_exposed_in_auction" not in found


@pytest.mark.parametrize("text", [
    "Противники играют какую-то договорённость, которой нет в их конвенционной карте",  # 40B: concealed
    "во время торговли у партнёра упала карта",  # a card shown (Law 24), no convention card
])
def test_no_40e_without_the_card_itself_in_question(text: str) -> None:
    assert convention_card.section(text) is None
