"""Concept lexicon entries and slang added or changed in the twenty-sixth round (issue 10), from the causes behind
the misses of the spent sets blind61 / blind62: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from lawbase.search.spelling import mend


@pytest.mark.parametrize(("slang", "plain"), [("порешали", "решили"), ("порешал", "решил"), ("стопудово", "точно")])
def test_chat_words_are_read_as_the_plain_ones(slang: str, plain: str) -> None:
    assert mend(f"соперники {slang} сами") == f"соперники {plain} сами"


def test_players_settling_it_among_themselves_is_law_10a() -> None:
    """Law 10A: only the director imposes or waives a rectification; «меж собой» is «между собой»."""
    text = "оппоненты меж собой решили без судьи, что карту можно вернуть"
    assert "players_rectify_themselves" in _ids(text)
    assert _refs(text)[0] in ("10A", "10B")


@pytest.mark.parametrize("text", [
    "соперник ошибся, а мой партнёр не дожидаясь судьи сразу сказал свою заявку, теперь права потеряны?",
    "они нарушили, но вместо того чтобы позвать судью, мы продолжили игру",
])
def test_acting_before_the_director_came_is_the_forfeiture_of_law_11a(text: str) -> None:
    """Law 11A: the right to rectification may be lost when the non-offending side acts before the director."""
    assert "forfeiture" in _ids(text)
    assert "11A" in _refs(text)


def test_a_bluff_told_as_na_pont_is_a_psychic_call() -> None:
    """Law 40A: a psychic call («взял на понт»: bluffed) is allowed."""
    text = "партнёр открылся с пустой рукой, взял на понт, а соперники возмущаются"
    assert _ids(text)[0] == "psych"
    assert "40A" in _refs(text)


@pytest.mark.parametrize("text", ["три бубны выше, чем три трефы?", "is it true two clubs is higher than one heart?"])
def test_a_question_of_which_bid_ranks_higher_is_law_18b(text: str) -> None:
    """Law 18B: a bid supersedes one of a lower level, or of the same level in a lower denomination."""
    assert "bid_rank_question" in _ids(text)
    assert "insufficient_bid" not in _ids(text)[:1]


def test_must_i_play_the_same_suit_is_law_44c() -> None:
    """Law 44C: a player must follow suit if he can."""
    text = "обязан ли я играть ту же масть, если она у меня есть?"
    assert "follow_suit_duty" in _ids(text)
    assert _refs(text)[0] == "44C"


def test_dummy_placing_another_card_than_declarer_named_is_law_45d() -> None:
    """Law 45D: a card dummy placed that declarer did not name is withdrawn (when noticed in time)."""
    text = "назвал со стола короля, а болван положил даму, и следующий игрок уже сыграл"
    ids = _ids(text)
    assert "dummy_played_unnamed" in ids
    assert not {"dummy_designation_rank_only", "dummy_designation_suit_only"} & set(ids)  # no 46B section settled
    assert _refs(text)[0] == "45D"


def test_only_the_suit_told_to_dummy_is_law_46b2() -> None:
    """Law 46B2: a suit named without a rank from dummy: dummy plays the lowest card of it."""
    text = "разыгрывающий сказал болвану только масть: трефу, без карты"
    assert _refs(text)[0] == "46B2"


def test_a_defenders_card_seen_by_his_partner_is_law_49() -> None:
    """Law 49: a defender's card held so that his partner can see it is a penalty card (disposed of by Law 50)."""
    text = "защитник засветил карту, партнеру видно было"
    assert "defender_card_dropped_partner_saw" in _ids(text)
    assert _refs(text)[0] == "49"


def test_saying_one_will_call_the_director_later_after_a_tank_is_law_16a1() -> None:
    """Law 16A1: after an opponent's hesitation a player may announce that he reserves the right to call the
    director later."""
    text = "partner hesitated and the opponent said he would call the director later"
    assert "reserve_rights" in _ids(text)
    assert _refs(text)[0] == "16A1"


def test_signalling_by_the_way_the_cards_are_put_down_is_law_73() -> None:
    """Law 73: communication between partners by the manner in which calls and plays are made."""
    text = "they signal by the way they put the cards down, fast or slow"
    assert "partner_communication" in _ids(text)
    assert _refs(text)[0] == "73"
