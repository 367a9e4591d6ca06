"""Readers and lexicon entries changed in the thirty-seventh round by the second quality helper (issue 10), for the
play period: sentences of our own, each naming the law passage it follows, and near misses that belong to another
law (or to none)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import lead_out_of_turn, revoke

# --- Law 62B1: a defender's revoke noticed while nobody has played to the next trick yet --------------------------


@pytest.mark.parametrize("text", [
    "вистующий не дал в масть, заметил, в следующую взятку никто ещё не пошёл",
    "защитник не дал в масть; ещё никто не походил в следующую взятку, а он уже заметил",
])
def test_a_revoke_noticed_before_anyone_played_on_is_62b1(text: str) -> None:
    assert revoke.section(text) == "62B1"


def test_declarers_revoke_noticed_in_time_is_62b2() -> None:
    assert revoke.section("разыгрывающий не дал в масть, в следующую взятку ещё никто не сыграл") == "62B2"


def test_a_revoke_two_tricks_back_is_not_corrected_in_time() -> None:
    assert revoke.section("вистующий не дал в масть, потом сыграли ещё две взятки, никто не заметил") is None


# --- Law 45C3: declarer picks up dummy's card and puts it back ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "разыгрывающий взял со стола короля, подержал и положил обратно",
    "declarer picked up a card from dummy and put it back",
])
def test_dummys_card_picked_up_and_put_back_is_45c3(text: str) -> None:
    assert "dummy_card_touched" in _triggered(text)


def test_declarers_own_card_picked_up_is_no_dummy_touch() -> None:
    assert "dummy_card_touched" not in _triggered("разыгрывающий взял из руки короля, подержал и положил обратно")


# --- Law 49: a defender's card dropped face up ----------------------------------------------------------------------

def test_a_defenders_card_dropped_face_up_is_49() -> None:
    text = "вистующий уронил карту на стол лицом вверх"
    assert "defender_card_dropped_partner_saw" in _triggered(text)
    assert "49" in _refs(text)


def test_declarers_card_dropped_face_up_is_no_defenders() -> None:
    assert "defender_card_dropped_partner_saw" not in _triggered("разыгрывающий уронил карту лицом вверх")


# --- Law 45C4(A): a card named aloud as the one played -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "игрок назвал вслух даму пик — считается, что он её сыграл?",
    "a player named the king of hearts aloud: is that card played?",
])
def test_a_card_named_aloud_as_played_is_45c4a(text: str) -> None:
    assert "card_named_as_played" in _triggered(text)
    assert _refs(text)[0] == "45C4(A)"


def test_a_defender_telling_a_card_he_holds_is_49() -> None:
    text = "вистующий объявил вслух, что у него есть дама пик"
    assert "card_named_as_played" not in _ids(text)
    assert _refs(text)[0] == "49"


# --- Law 45C4(B): an undo asked for after a card misclicked in the play ----------------------------------------------

def test_an_undo_asked_after_a_misclick_in_the_play_is_45c4b() -> None:
    assert _ids("на BBO кликнул не ту карту в розыгрыше, попросил у соперников undo")[0] == \
        "misclick_in_play_corrected"


@pytest.mark.parametrize("text", [
    "misclick в розыгрыше, положил не ту карту, можно undo?",  # asks, tells no request: a played card stays (47G)
    "в розыгрыше кликнул не ту карту, а через минуту попросил undo",  # a pause
])
def test_an_undo_only_asked_about_or_after_a_pause_is_not_corrected(text: str) -> None:
    assert "misclick_in_play_corrected" not in _ids(text)


# --- Law 53: a lead out of turn by my partner, declarer played to it ------------------------------------------------

def test_declarer_playing_to_my_partners_lead_out_of_turn_accepts_it() -> None:
    text = "в середине розыгрыша мой партнёр пошёл не в свою очередь, а разыгрывающий сыграл на это"
    assert lead_out_of_turn.section(text) == "53"


@pytest.mark.parametrize("text", [
    "в середине розыгрыша мой партнёр пошёл не в свою очередь, а я положил свою карту сверху",
    "after partner's lead out of turn in mid-hand I played a card to it",
])
def test_the_narrator_playing_to_his_partners_lead_accepts_nothing(text: str) -> None:
    assert lead_out_of_turn.section(text) != "53"


# --- Law 60: a play made while the director was being called --------------------------------------------------------

def test_a_play_before_the_director_came_after_an_irregularity_is_60() -> None:
    assert "play_after_illegal_play" in _triggered(
        "противник пошёл вне очереди, и пока мы звали судью, его партнёр уже сыграл на это")


def test_a_call_while_the_director_was_called_is_no_play() -> None:
    assert "play_after_illegal_play" not in _triggered(
        "противник заявил вне очереди, и пока мы звали судью, партнёр уже сказал пас")


# --- Law 45F: dummy points at a card after declarer's designation ---------------------------------------------------

def test_dummy_pointing_after_a_designation_is_45f() -> None:
    assert _refs("разыгрывающий сказал со стола «маленькую», а болван показал пальцем на даму")[0] == "45F"


@pytest.mark.parametrize("text, ref", [
    ("разыгрывающий сказал со стола «маленькую», не назвав масть", "46B1"),
    ("говорю со стола «маленькую бубну», а болван положил даму", "45D"),
])
def test_a_designation_without_dummy_pointing_stays_46_or_45d(text: str, ref: str) -> None:
    assert _refs(text)[0] == ref


# --- Law 47E2(A): a card taken back after the opponents corrected their explanation ----------------------------------

@pytest.mark.parametrize("text", [
    "соперник исправил объяснение своей заявки, и я хочу забрать сыгранную карту",
    "the opponents corrected their explanation after the opening lead; can I take back my card?",
])
def test_a_card_taken_back_after_a_corrected_explanation_is_47e2a(text: str) -> None:
    assert "retract_after_misexplanation" in _ids(text)
    assert _refs(text)[0] == "47E2(A)"


def test_a_call_changed_after_a_corrected_explanation_is_no_card_taken_back() -> None:
    text = "после того как оппы исправили объяснение, хочу поменять свою заявку"
    assert "retract_after_misexplanation" not in _ids(text)
    assert _refs(text)[0] != "47E2(A)"


# --- Law 52: a penalty card left on the table while the defender played another card by habit -----------------------

@pytest.mark.parametrize("text", [
    "у меня лежала штрафная дама, а я машинально сыграл из руки другую трефу",
    "defender forgot about his penalty card and played a small club from hand",
])
def test_a_penalty_card_forgotten_and_another_played_is_52(text: str) -> None:
    assert "penalty_card_not_played" in _triggered(text)


def test_the_penalty_card_itself_led_is_no_failure_to_play_it() -> None:
    assert "penalty_card_not_played" not in _ids("у меня лежала штрафная дама пик, я пошёл ею")
