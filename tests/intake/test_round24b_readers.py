"""Readers extended in the twenty-fourth round by the second quality helper (issue 10), from the older misses of the
spent sets: Laws 13 and 14 told in the words players use, each case a sentence of our own that names the law
passage it follows."""

from __future__ import annotations

import pytest

from bot.intake import card_count, missing_card
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    # 13A: found before anyone called, nothing said of a card seen (no player has seen another's cards)
    ("у меня в кармане 14 карт, у левого 12, никто ещё не заявлял", "13A"),
    ("one pocket had 14 cards and another 12, found before the auction", "13A"),
    # a card seen still makes it 13B, whenever it was found
    ("у меня 14 карт, у партнёра 12, торговля ещё не началась, но я успел увидеть его карты", "13B"),
    # 13B1: seen while the count was put right, the player says it gives him nothing
    ("пока восстанавливали количество карт, я увидел руку соседа, но мне это ничего не даст", "13B1"),
])
def test_law_13_found_before_the_auction_or_while_the_count_was_put_right(text: str, ref: str) -> None:
    assert card_count.section(text) == ref
    assert card_count.SECTIONS[ref] in read(text).concept_ids


def test_a_hand_short_and_another_with_one_too_many_read_as_a_missing_card_is_law_13() -> None:
    """The lexicon reads «не хватает карты» as Law 14; «в другом лишняя» makes it Law 13 (three hands not correct),
    the board restored from the hand records (13A1)."""
    text = "в моём кармане не хватает карты, у соседа лишняя, никто чужих карт не видел, распечатка есть"
    ids = read(text).concept_ids
    assert "wrong_count_hand_records" in ids
    assert not any(cid.startswith("missing_card") for cid in ids)


@pytest.mark.parametrize(("text", "ref"), [
    # 14A: before the play began: the auction not begun, or a call already made (the opening lead begins the play)
    ("в руке 12 карт, одной так и не нашли, торговля ещё не началась", "14A2"),
    ("я уже спасовал и только тогда увидел, что у меня 12 карт", "14A"),
    ("партнёр уже открыл 1♣, а у меня, оказывается, 12 карт", "14A"),
    # 14B1(B): a card stuck in the board's pocket, found during the play (not among the played cards)
    ("карта застряла в кармане коробки, нашли её на шестой взятке", "14B1(B)"),
])
def test_law_14_when_the_hand_was_found_short_and_a_card_stuck_in_the_board(text: str, ref: str) -> None:
    assert missing_card.section(text) == ref
    assert missing_card.SECTIONS[ref] in read(text).concept_ids


def test_a_call_told_before_the_play_began_yields_to_a_trick_told_nearer() -> None:
    """The time nearest before the short hand was found decides: a pass in the auction, then a trick of the play."""
    assert missing_card.section("все спасовали после 4♠, а на третьей взятке у меня оказалось 12 карт") == "14B"
