"""The false positives a director's review of round 28 found in the new readers and triggers (Laws 76, 74, 14,
24B, 37, 25B): each sentence holds every part of the trigger or pattern it guards but the one whose absence or
wrong context it tests, and names what it should find instead."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import changed_call


def test_the_director_standing_behind_a_player_is_no_spectator_the_revoke_is_law_61() -> None:
    text = "судья стоял за спиной у разыгрывающего и вмешался, когда тот сделал ренонс"
    assert "spectators" not in _triggered(text)
    assert "spectators" not in _ids(text)  # not even from the words' likeness: the director is the one watching
    # 61 first until the thirty-third round; since blind75's phrasings joined, the stories of dummy standing behind
    # declarer agree on Law 43 and their agreed law goes first (a known leftover: docs/search.md, thirty-third round)
    assert _refs(text)[0] not in {"11C", "11C1", "11C2", "76"}
    assert "61" in _refs(text)[:2]


@pytest.mark.parametrize("text", [
    "the director was standing behind me and commented that I had revoked",
    "the two players sitting behind me at the next table were talking about board 5",  # Law 16B, not 76
])
def test_no_spectator_standing_behind_commenting_is_no_law_76_trigger(text: str) -> None:
    assert "spectators" not in _triggered(text)


def test_the_next_table_standing_behind_is_outside_information_16b() -> None:
    text = "за соседним столом, который стоит сзади нас, громко комментировали эту сдачу, и я всё услышал до игры"
    assert "spectators" not in _triggered(text)
    assert _refs(text)[0] == "16B"


@pytest.mark.parametrize("text", [
    "Whenever I bid, my LHO sighs before passing and then his partner balances with a double",
    "соперник вздыхает каждый раз, когда я играю козыря, а его партнёр потом правильно сбрасывает",
    "партнёр каждый раз вздыхает, когда я заявляю 1БК, могу ли я это учитывать в торговле?",
])
def test_a_sigh_at_each_of_my_actions_leaves_the_information_it_gives_law_16a(text: str) -> None:
    """Law 73 / 16A: communication between partners and the use of what a sigh tells; no opponents' mannerisms
    silencing the information (their suppression of 16 / 73 holds for an opponent's conduct alone)."""
    assert "opponent_mannerisms" not in _triggered(text)
    assert "73" in _refs(text) and any(ref.startswith("16") for ref in _refs(text, 5))


def test_a_missing_card_found_and_seen_is_law_14_not_13b() -> None:
    """Law 14A/14B: a hand found short, the card found; seeing that card is not seeing another's hand (13B)."""
    text = "в коробке у Севера было 12 карт, недостающую нашли на полу, я увидел эту карту"
    assert not {"wrong_count_seen", "wrong_count_seen_material"} & set(_ids(text))
    assert _refs(text)[0].startswith("14")


@pytest.mark.parametrize("text", [
    "сказал 1♠ и через минуту его заменил, левый не согласен",  # «его»: the call
    "через минуту я заменил пас и партнер позвал судью, левый не согласен",  # partner called the director
])
def test_a_call_changed_and_not_accepted_is_25b2b_not_a_player_replaced(text: str) -> None:
    assert changed_call.section(text) == "25B2(B)"


@pytest.mark.parametrize("text", [
    "partner's bid shows an ace during the auction, is that legal?",
    "during the auction partner's 2♣ shows an ace, and I passed",
    "opponents' 2♣ in the auction shows a king, can I ask what it means?",
    "in the auction partner's cuebid shows the ace, he accidentally hesitated first",
])
def test_what_a_bid_shows_is_no_honour_exposed_in_the_auction(text: str) -> None:
    """Law 40 / 20F: a call's meaning; no card was shown (24B)."""
    assert "honour_exposed_in_auction" not in _ids(text)
    assert "24B" not in _refs(text, 1)


def test_asking_what_a_bid_shows_finds_no_24b_at_all() -> None:
    assert "24B" not in _refs("opponents' 2♣ in the auction shows a king, can I ask what it means?", 5)


def test_a_director_ordering_a_fresh_auction_is_no_pass_obligation() -> None:
    """Law 87 / 15: a fouled board replayed; «предписал торговаться» orders no one to pass (37)."""
    text = "судья предписал нам торговаться заново после перепутанной сдачи"
    assert "pass_obligation" not in _triggered(text)
    assert "37" not in _refs(text)


def test_a_player_ordered_to_pass_is_still_a_pass_obligation() -> None:
    assert "pass_obligation" in _triggered("судья предписал ему пасовать, а он заявил 2♠")
