"""The director's review of the thirty-eighth round (issue 10): sentences the round's new triggers and readers read
wrongly, each with the answer it should get (or the concept it must not wake)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from lawbase.search.refs import find_refs

# --- F1: «бросил/сложил» beside a result is no concession: a card thrown, cards put back in the board ---------------


@pytest.mark.parametrize(("text", "first"), [
    ("без одной в контре, он бросил карту и ушёл", "74"),
    ("он бросил карту через стол, без одной в итоге", "74"),
    ("после сдачи без одной мы сложили карты в коробку, а потом оказалось, что у соседа 14 карт", "13A"),
])
def test_a_card_thrown_or_cards_put_away_after_one_down_is_no_concession(text: str, first: str) -> None:
    assert "concession" not in _triggered(text)
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "сыграли без одной, вистующий бросил карту не в масть, ренонс",
    "we went one down after partner threw a card out of turn",
    "сыграли без двух, сложил карты в бокс, а соперники хотят проверить ренонс",
])
def test_a_card_played_in_a_hand_that_went_down_is_no_concession(text: str) -> None:
    assert "concession" not in _triggered(text)
    assert "68" not in _refs(text)


# --- F2: the last tricks said to be ours in a score dispute are no claim --------------------------------------------

@pytest.mark.parametrize("text", [
    "в протоколе ошибка: последние две взятки наши, а записали 8 взяток",
    "после игры записали 9 взяток, но последние две взятки наши, мы их взяли",
    "we disagree about the score: the last three tricks are mine, he says they are his",
])
def test_the_last_tricks_ours_in_the_score_is_79(text: str) -> None:
    assert "claim" not in _triggered(text)
    assert _refs(text)[0] == "79"


# --- F3: dummy (or anyone) showing his cards and saying something is no claim ---------------------------------------

@pytest.mark.parametrize("text", [
    "dummy faced his cards and said, sorry partner, I bid too much",
    "dummy tabled his cards and said partner, you have a singleton",
    "dummy spread his hand and said partner, we're missing the ace",
    "he showed his cards to his partner saying look what I had",
])
def test_cards_shown_with_a_remark_are_no_claim(text: str) -> None:
    assert "claim" not in _triggered(text)
    assert _refs(text)[0] != "68"


# --- F4: a law number typed beside its term stays a ref in a story about percentages ---------------------------------

@pytest.mark.parametrize(("text", "ref"), [
    ("в парном турнире на проценты ренонс 64", "64"),
    ("компенсация в процентах в командах 86", "86"),
])
def test_a_law_number_beside_its_term_stays_a_ref_among_percentages(text: str, ref: str) -> None:
    assert [m.ref for m in find_refs(text)] == [ref]
    assert _refs(text)[0] == ref


# --- F5: cards in a heap in the board or at the deal are no tricks in a heap ------------------------------------------

@pytest.mark.parametrize(("text", "first"), [
    ("в коробке карты свалены в кучу, пришлось пересчитать", "7B1"),
    ("after the session the boards were piled in a heap and the cards mixed", "87"),
])
def test_cards_in_a_heap_in_the_board_are_no_trick_arrangement(text: str, first: str) -> None:
    assert "trick_arrangement" not in _triggered(text)
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "карты в коробке лежали кучей, не разложены по рукам",
    "сдающий раздал карты, а они лежали кучей, не перетасованы",
])
def test_cards_lying_in_a_heap_are_no_65(text: str) -> None:
    assert "65" not in _refs(text)


# --- F6: a card named after the play, or asked about, is no penalty card ----------------------------------------------

@pytest.mark.parametrize("text", [
    'we were defending 4S, after the hand partner said "I had the king of hearts"',
    "мы вистовали, после розыгрыша партнёр сказал «у меня был туз пик»",
    "мы защищались против 4♠, партнёр спросил «у тебя туз пик?» после розыгрыша",
    "после розыгрыша защитник сказал «у меня был туз пик»",
])
def test_a_card_named_after_the_play_or_asked_about_is_no_49(text: str) -> None:
    assert _refs(text)[0] not in ("49", "50")


def test_a_card_named_by_the_defenders_partner_during_the_play_stays_49() -> None:
    assert _refs("мы защищались против 4♠, партнёр сказал: «у меня туз пик»")[0] == "49"


# --- F7: dummy playing a card other than the one named is no designation corrected ----------------------------------

@pytest.mark.parametrize("text", [
    "declarer called for the king from dummy and dummy immediately played the queen",
    "declarer called for the queen from dummy, dummy immediately played the king instead",
])
def test_dummy_playing_another_card_is_no_45c4b(text: str) -> None:
    assert "designation_corrected" not in _triggered(text)
    assert "45C4(B)" not in _refs(text)


# --- F8 / F9 (minor): an opponent's explanation is no director's ruling; a card exposed in the deal is no defender's --

def test_an_opponents_explanation_not_waited_for_is_no_9b2() -> None:
    assert "waiting_for_director" not in _triggered("не дождавшись объяснений соперника о конвенции, я сказал 3 пики")


def test_a_card_exposed_in_the_deal_is_no_defenders_dropped_card() -> None:
    assert "defender_card_dropped_partner_saw" not in _ids("во время раздачи карта выпала открытой, все видели")


# --- declarer's lead from the wrong hand is no defender's opening lead out of turn -----------------------------------

def test_a_lead_from_declarers_wrong_hand_is_no_opening_lead() -> None:
    assert "opening_lead_out_of_turn" not in _ids("ход разыгрывающего не с той руки")
    assert _refs("атака не с той руки")[0] == "54"
