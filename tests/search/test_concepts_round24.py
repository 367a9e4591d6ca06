"""Concept lexicon and slang entries added or changed in the twenty-fourth round (issue 10), from the misses of the
spent sets blind57 / blind58: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids

from bot.intake.situation import search
from lawbase.search.spelling import mend


def _refs(text: str) -> list[str]:
    return [hit.ref for hit in search(text, 3).hits]


@pytest.mark.parametrize("text", [
    "должны ли обе пары присутствовать, когда тасуют и сдают карты",
    "we shuffled and dealt the boards without the opponents at the table",
    "мы сдавали карты без соперников, так можно?",
    "obe pary dolzhny prisutstvovat' pri sdache?",
])
def test_both_pairs_at_the_shuffle_and_deal_is_law_6c(text: str) -> None:
    """Law 6C: both pairs are represented when the cards are shuffled and dealt; it refines the shuffle in general."""
    ids = _ids(text)
    assert "both_pairs_at_shuffle_and_deal" in ids and "shuffle_deal" not in ids
    assert "6C" in _refs(text)


def test_not_putting_a_card_of_the_suit_under_is_a_revoke() -> None:
    """«не подложил черву» is «не положил черву»: a failure to follow suit (Law 61), established by the next lead
    (63)."""
    ids = _ids("защитник не подложил пику, а его партнёр уже пошёл в следующую взятку")
    assert ids[0] in ("revoke_established_by_play", "revoke_establishment")


@pytest.mark.parametrize("text", ["был ли я обязан отвечать в масть, если у меня была черва",
                                  "надо ли ответить в масть пикой"])
def test_answering_in_the_suit_is_following_suit(text: str) -> None:
    """Law 44C: «отвечать в масть» is the duty to follow suit."""
    assert "follow_suit_duty" in _ids(text)


def test_a_redouble_of_ones_own_sides_double_is_inadmissible() -> None:
    """Law 36 (19B1): a redouble of partner's double, «на нашу же контру», is no legal redouble."""
    assert "inadmissible_double" in _ids("партнёр дал контру, а я дал реконтру на нашу же контру")


@pytest.mark.parametrize("text", ["how many IMPs is an average plus in a team match",
                                  "сколько импов дают за среднее плюс в командах"])
def test_imps_for_an_average_are_the_team_events_law(text: str) -> None:
    """Law 86: in a team event an artificial adjusted score is converted to IMPs."""
    assert "team_individual_events" in _ids(text)


@pytest.mark.parametrize(("typed", "plain"), [
    ("скока взяток отдаём", "сколько взяток отдаём"),
    ("заява не в очередь", "заявка не в очередь"),
    ("а он потом спас", "а он потом спасовал"),
])
def test_chat_words_for_how_many_a_bid_and_passed_are_read_plain(typed: str, plain: str) -> None:
    assert mend(typed) == plain


def test_a_bid_out_of_turn_told_as_slang_is_still_read() -> None:
    """Law 31B: «заява» is a bid; made in LHO's turn."""
    assert _ids("заява не в очередь вместо левого")[0] == "bid_out_of_turn_partner_or_lho"
