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


@pytest.mark.parametrize(("text", "cid"), [
    ("сыграли 3БК в зоне и взяли десять взяток, сколько нам записать?", "score_of_result"),  # Law 77
    ("скоринг 6♥ до зоны", "score_of_result"),
    ("может ли болван считать взятки?", "dummy_counts_tricks"),  # 42A2
    ("bolvan mozhet schitat vzyatki?", "dummy_counts_tricks"),  # «sch» is «сч» here, not «щ»
    ("соперник нарушил, а мой партнёр уже сыграл, не позвав судью: можно ещё наказать?", "forfeiture"),  # 11A
    ("у левого сняли его заявку, теперь разыгрывающий запрещает его партнёру ходить в пики",
     "lead_restriction_after_withdrawn_call"),  # 26
])
def test_words_players_use_for_scoring_dummy_s_count_forfeiture_lead_restrictions_and_a_live_double(
        text: str, cid: str) -> None:
    assert any(m.id == cid and m.weight >= 0.8 for m in read(text).concepts)


def test_a_disputed_count_of_tricks_written_is_no_score_question() -> None:
    """«а записали 9»: what was written is disputed (79), not what the result scores (77)."""
    ids = read("мы взяли 10 взяток, а записали 9 — кто прав?").concept_ids
    assert "score_of_result" not in ids


def test_a_double_asked_about_after_a_later_bid_is_read_and_settled_as_19c() -> None:
    """«контра ещё жива?» after a later bid: the lexicon reads a double, the reader settles 19C."""
    text = "контра после их 4♠ ещё жива, если потом сказали 5♣?"
    assert any(m.id == "doubles_redoubles" for m in match(text))
    assert "double_superseded" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "vistuyushchiy vyronil damu licom vverh",  # Latin-typed: a card word of three letters' stem said whole
    "zashchitnik uronil tuza na stol",
])
def test_a_card_dropped_told_in_latin_letters_is_a_penalty_card(text: str) -> None:
    assert any(m.id == "penalty_card" and m.weight >= 0.8 for m in match(text))
