"""The shared rank words: every spot card in its cases, the English words whole, and no stray words."""
from __future__ import annotations

import re

from bot.intake.card_words import ENGLISH_RANKS, SPOT_CARDS, alternatives


def test_spot_cards_read_every_spot_in_its_cases() -> None:
    spot = re.compile(rf"^(?:{SPOT_CARDS})$")
    for word in ("десятку", "девятка", "восьмёрку", "восьмерки", "семёркой", "шестерку", "пятёрка", "четвёрки",
                 "тройку", "двойкой"):
        assert spot.match(word), word
    for word in ("десять", "туз", "дама", "карту", "тройной"):
        assert not spot.match(word), word


def test_whole_words_keep_their_boundaries() -> None:
    english = re.compile(alternatives(ENGLISH_RANKS, r"\b", r"\b"))
    assert english.search("the ten of hearts") and english.search("a deuce")
    assert not english.search("a tent") and not english.search("kingdom") and not english.search("acetone")
