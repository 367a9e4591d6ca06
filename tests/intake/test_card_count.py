"""A board with the wrong number of cards says which section of Law 13 governs (``bot/intake/card_count.py``): found
after the play (13C); a player saw another's cards, immaterial (13B1) or not (13B2); nobody saw any, the board
restored from hand records (13A1), from earlier players (13A2) or redealt (13A3)."""

from __future__ import annotations

import pytest

from bot.intake import card_count
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    ("доиграли а у меня 14 карт а у партнера 12 резултат засчитают", "13C"),
    ("after play one hand had 14 cards and another 12", "13C"),  # "after play" without the article
    ("board had 14 and 12 cards, fixed it, one player saw a card but it hardly matters - can we play it?", "13B1"),
    ("v karmane bylo 14 kart, odin igrok uzhe videl chuzhie karty, normalno sygrat nelzya", "13B2"),
    ("В одном кармане 14 карт, в другом 12, чужих карт никто не видел, распечатка раскладов есть", "13A1"),
    ("ясно, что ошиблись при сдаче (14 и 12 карт), до торговли никто не смотрел — ТД велит сдать заново", "13A3"),
])
def test_when_it_was_found_and_what_was_seen_say_the_section_of_law_13(text: str, ref: str) -> None:
    assert card_count.section(text) == ref
    assert card_count.SECTIONS[ref] in read(text).concept_ids


def test_a_hand_only_short_is_law_14_not_13() -> None:
    assert not set(card_count.SECTIONS.values()) & set(read("уже сказал пас и только потом понял, что в руке 12 "
                                                             "карт").concept_ids)
