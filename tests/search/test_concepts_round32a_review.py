"""The director's review of round 32's auction and information readers (review 32A1): each sentence where a
reader named a wrong law, with the right law first or the wrong concept gone, beside what the round meant to read."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

_OUT_OF_TURN = ("bid_out_of_turn", "pass_out_of_turn", "double_out_of_turn")

# 1. «когда X думал, Y …» is a hesitation clause, no turn: a claim (68, 70) or a question about the opponents'
# auction (20F1: asked at one's turn) told after it is no call out of rotation (31B, 32A)


@pytest.mark.parametrize(("text", "law"), [
    ("когда левый думал, разыгрывающий заявил, что все взятки его", "68"),
    ("когда левый думал, разыгрывающий заявил претензию на все взятки", "70"),
    ("когда левый думал над заявкой, правый спросил меня, что значит моя контра", "20F1"),
    ("когда правый думал над заявкой, партнёр попросил объяснить их 1БК", "20F1"),
])
def test_a_hesitation_clause_with_when_is_no_turn(text: str, law: str) -> None:
    assert _refs(text)[0] == law
    assert not any(cid.startswith(_OUT_OF_TURN) for cid in _ids(text))


@pytest.mark.parametrize("text", [
    "когда левый думал, партнёр спросил, что значит их 2 трефы",
    "когда левый думает, можно ли партнёру спросить, что значит их контра",
    "когда правый думал над контрой, я сказал, что он слишком долго думает",
])
def test_a_question_or_remark_while_one_thinks_is_no_call_out_of_turn(text: str) -> None:
    assert not any(cid.startswith(_OUT_OF_TURN) for cid in _ids(text))


def test_a_clause_of_time_with_the_owners_infinitive_is_still_the_turn() -> None:
    assert _ids("когда партнёр должен был говорить, правый сказал 1♠")[0].startswith("bid_out_of_turn")


# «моё слово» with the teller's own call in it is his own turn (16A for the hesitation), no call out of turn


def test_my_own_pass_in_my_word_is_no_call_out_of_turn() -> None:
    text = "когда было моё слово, я долго думал, а потом сказал пас, партнёр поднял в гейм"
    assert not any(cid.startswith(_OUT_OF_TURN) for cid in _ids(text))
    assert _ids("когда было моё слово, партнёр влез с контрой")[0] == "double_out_of_turn_partner"


# «уж» the particle («ну уж», «уж очень») says no "already"


def test_the_particle_uzh_is_no_already() -> None:
    assert _ids("правый думал, ну уж очень долго, а партнёр сказал 2 пики")[0] != "bid_out_of_turn_rho"


# 2, 3. a card exposed before the auction ended, or told outright as during it: Law 24 (24B for an honour), not 16B;
# and a card the teller's own side let fall «перед торговлей»: its auction period had begun (17A), Law 24


@pytest.mark.parametrize("text", [
    "partner dropped the queen of clubs face up before the bidding ended",
    "before the auction was over, partner dropped the ace of spades face up",
    "LHO exposed the king of hearts before the auction was finished",
    "partner's jack fell face up on the table before the bidding was complete",
    "My partner showed his ace to everybody before the auction closed",
    "during the auction partner dropped the king of hearts face up, before the bidding was over",
    "перед торговлей всё было нормально, а во время торговли левый уронил туза пик, все видели",
    "до торговли ничего не случилось, но в середине торговли партнёр уронил короля",
    "during the auction LHO dropped the ace of spades face up; before the auction he had dropped nothing",
    "во время торговли правый уронил даму червей на стол, партнёр его видел ещё до торговли как он держит карты",
    "перед торговлей партнёр уронил карту, туз пик упал на стол",
    "партнёр сходил до торговли? нет, уронил туза до первой заявки",
    "перед торговлей я уронил даму пик, все видели",
])
def test_a_card_exposed_in_the_auction_or_by_ones_own_side_is_24b(text: str) -> None:
    assert "card_seen_before_auction" not in _ids(text)
    assert _refs(text)[0] == "24B"


def test_another_players_card_seen_before_the_auction_is_still_16b() -> None:
    assert _triggered("до торговли выпала карта, и я увидел туз пик")[0] == "card_seen_before_auction"


# 4. the offender's partner «сразу понял» something from the insufficient bid: information passed, 27B1(B)


@pytest.mark.parametrize("text", [
    "левый сказал 1 черву после 1 пики и исправил на 2 червы, а его партнёр сразу понял, что у него длинные червы",
    "правый сказал 2 трефы после 2 бубен и исправил на 3 трефы, его партнёр быстро понял, что трефы длинные, "
    "и поднял в гейм",
])
def test_partner_understanding_at_once_is_27b1b(text: str) -> None:
    assert _ids(text)[0] == "insufficient_bid_made_sufficient_damaged"
    assert _refs(text)[0] == "27B1(B)"


# 5. «не подумав», «подумав одно, а сказав другое»: a slip corrected at once, 25A; «подумав немного, поменял» is 25B


@pytest.mark.parametrize("text", [
    "оговорился, подумав одно, а сказав другое, сразу поправил 2 червы на 2 пики",
    "хотел сказать 2 пики, но, не подумав, оговорился — сказал 2 червы и сразу исправил",
])
def test_a_slip_told_with_podumav_is_25a(text: str) -> None:
    assert "change_after_pause" not in _ids(text)
    assert _refs(text)[0] == "25A"


def test_a_call_changed_after_thinking_a_little_is_25b() -> None:
    assert _refs("сказал 1♥, подумав немного, поменял на 2♥")[0] == "25B"


# 6. "board 7 instead of board 8" with no board played: moved (8A2) or scored (79), not Law 15


@pytest.mark.parametrize(("text", "law"), [
    ("board 7 instead of board 8 was moved to the next table by mistake", "8A2"),
    ("board 7 instead of board 8 was scored for us by mistake", "79"),
    ("the scorer entered board 7 instead of board 8 on our scorecard", "79"),
    ("the result of board 7 instead of board 8 was recorded on the traveller", "79"),
])
def test_a_board_number_mixed_up_but_not_played_is_no_wrong_board(text: str, law: str) -> None:
    assert not any(cid.startswith("wrong_board") for cid in _ids(text))
    # blind74's and blind77's "played board 7 instead of board 8 by mistake … does the score stand?" (15A1) now
    # vote first for the bare "was scored for us by mistake"; the scoring law must stay among the first two
    first = 2 if "scored for us" in text else 1
    assert law in _refs(text)[:first]


# a face-down lead story where something other than the lead is withdrawn stays 41B's


def test_withdrawing_a_pass_is_no_lead_taken_back() -> None:
    text = "opening lead face down, declarer asked for a review of the auction; can he withdraw his final pass?"
    assert _refs(text)[0] == "41B"
