"""The thirty-ninth round's play-period helper (issue 10): the three tests the spent blind87 / blind88 /
ask_blind45 broke when they joined the phrasing bank, mended where the reading went wrong, each with the sentence
it is for and a near miss that must not be read that way."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- «не сыграл в масть» is the book's «неподача в масть» (Law 61), not 62D2's «не сыграл в 12-ю взятку» ------------


@pytest.mark.parametrize("text", [
    "вистующий не сыграл в масть, а мог",
    "Они не сыграли в масть, ренонс, кто виноват",
])
def test_not_playing_in_suit_is_the_failure_to_follow_suit(text: str) -> None:
    assert _refs(text)[0] == "61"


def test_a_partner_who_has_not_played_to_the_twelfth_trick_is_still_62d2() -> None:
    assert _refs("вистующий не дал в масть в 12-й взятке, а его партнёр ещё не сыграл в эту взятку")[0] == "62D2"


# --- a lead forbidden because of a penalty card, no call withdrawn, is no withdrawn call's restriction (Law 26) ----

@pytest.mark.parametrize("text", [
    "вистующий взял взятку и пошёл в черву, хотя разыгрывающий запретил ходить в черву из-за штрафной карты",
    "у партнёра штрафная пиковая дама, разыгрывающий запретил мне ходить в пику",
])
def test_a_penalty_cards_lead_restriction_is_laws_50_51(text: str) -> None:
    assert "lead_restriction_after_withdrawn_call" not in _ids(text)
    assert _refs(text)[0].startswith(("50", "51"))


@pytest.mark.parametrize("text", [
    "после отменённой контры разыгрывающий запретил ходить в черву",
    "партнёр заменил заявку, и разыгрывающий запретил мне ходить в пику",
])
def test_a_withdrawn_calls_lead_restriction_stays_law_26(text: str) -> None:
    assert _refs(text)[0].startswith("26")


# --- a defender who won the trick and led is no lead out of turn ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "вистующий взял взятку и пошёл в черву, хотя разыгрывающий запретил ходить в черву из-за штрафной карты",
    "вистующий взял взятку тузом и пошёл в бубну, а разыгрывающий требует пику из-за штрафной карты партнёра",
])
def test_the_winner_of_the_trick_leads_in_turn(text: str) -> None:
    assert not {"lead_out_of_turn", "defender_lead_out_of_turn_later"} & set(_triggered(text))


@pytest.mark.parametrize("text", [
    "правый взял взятку и сходил в пику не в свою очередь",
    "вистующий взял взятку и пошёл в черву, а ход был у разыгрывающего",
    "вистующий взял взятку, а пошёл его партнёр",
])
def test_a_lead_told_out_of_turn_stays_one(text: str) -> None:
    assert "lead_out_of_turn" in _triggered(text)
    assert _refs(text)[0] in {"53", "54", "55", "56"}


# --- cards shown to one's own partner are no claim ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "he showed his cards to his partner saying look what I had",
    "после сдачи он показал партнёру свои карты: смотри, что у меня было",
])
def test_cards_shown_to_partner_are_no_claim(text: str) -> None:
    assert not {"claim", "contested_claim", "concession"} & set(_ids(text))
    assert _refs(text)[0] != "68"


@pytest.mark.parametrize("text", [
    "разыгрывающий показал карты партнёру и соперникам и сказал: остальные мои",
    "declarer showed his cards to the table and said the rest are mine",
])
def test_a_claim_told_with_the_cards_shown_stays_one(text: str) -> None:
    assert "claim" in _triggered(text)
    assert _refs(text)[0] == "68"


# --- «партнёр ещё не сходил» at the twelfth trick: the offender's partner has not played to it (62D2) ----------------

def test_partner_who_has_not_gone_yet_at_the_twelfth_trick_is_62d2() -> None:
    text = "ренонс вистующего на двенадцатой взятке, партнёр его ещё не сходил, что может потребовать разыгрывающий"
    assert "revoke_twelfth_partner_to_play" in _ids(text)
    assert _refs(text)[0] == "62D2"


def test_partner_who_has_already_gone_is_62d1() -> None:
    text = "вистующий не дал в масть в 12-й взятке, партнёр его уже сходил"
    assert "revoke_twelfth_partner_to_play" not in _ids(text)
    assert _refs(text)[0] == "62D1"


# --- «две штрафные бубны»: two penalty cards of one suit (51B1), its suit named after «штрафные» ---------------------

@pytest.mark.parametrize(("text", "first"), [
    ("у партнёра две штрафные бубны, разыгрывающий запретил мне ходить в бубну", "51B1(B)"),
    ("у партнёра две штрафные трефы, разыгрывающий требует ход в трефу", "51B1(A)"),
])
def test_two_penalty_cards_of_one_suit(text: str, first: str) -> None:
    assert _refs(text)[0] == first


def test_two_penalty_cards_of_two_suits_stay_51b2() -> None:
    assert _refs("у партнёра две штрафные: пика и черва, разыгрывающий запретил мне пику")[0] == "51B2(B)"


# --- "called for X, but dummy immediately played Y": dummy placed a card not named (45D) ---------------------------

@pytest.mark.parametrize("text", [
    "declarer called for the king but dummy immediately played the queen",
    "declarer called the jack from dummy, but dummy quickly put the ten",
])
def test_dummy_playing_another_card_at_once_is_45d(text: str) -> None:
    assert _refs(text)[0] == "45D"


@pytest.mark.parametrize("text", [
    "declarer called for the king and dummy immediately played it",
    "declarer called for the king from dummy, but then changed his mind and asked for the queen",
])
def test_dummy_playing_the_card_called_or_declarer_changing_it_is_no_45d(text: str) -> None:
    assert "dummy_played_unnamed" not in _ids(text)
    assert _refs(text)[0] != "45D"


# --- «пока я в эту ещё не положил карту»: partner played to the next trick before the teller played (57A) ----------

@pytest.mark.parametrize(("text", "first"), [
    ("партнёр сходил в следующую взятку, пока я в эту ещё не положил карту, и разыгрывающий требует от меня самую "
     "маленькую", "57A2"),
    ("партнёр пошёл в следующую взятку, пока я в текущую ещё не сыграл, разыгрывающий требует старшую", "57A1"),
])
def test_a_play_before_partner_had_played_with_declarers_choice(text: str, first: str) -> None:
    assert _refs(text)[0] == first


def test_nobody_required_anything_is_no_57a_section() -> None:
    text = "пока я ещё не положил карту, разыгрывающий уже сходил в следующую взятку"
    assert not {"premature_play_lowest", "premature_play_highest"} & set(_ids(text))


# --- cards thrown down in anger with no claim told: the conduct (74), not a claim -----------------------------------

@pytest.mark.parametrize("text", [
    "партнёр бросил карты на стол в сердцах, без двух",
    "partner angrily threw his cards on the table, two down",
])
def test_cards_thrown_in_anger_are_conduct_not_a_claim(text: str) -> None:
    assert not {"claim", "contested_claim", "concession"} & set(_ids(text))
    assert _refs(text)[0] == "74"


def test_a_claim_told_in_anger_stays_a_claim() -> None:
    text = "разыгрывающий раздражённо бросил карты на стол и сказал: остальные мои"
    assert "claim" in _triggered(text)
    assert _refs(text)[0] == "68"


# --- dummy who saw a revoke and asks whether he may say so: dummy's rights (42B3, 43A1(B)), no revoke corrected ----

@pytest.mark.parametrize("text", [
    "я болван и увидел, что оппонент не дал в масть, могу сразу сказать или только когда сдача закончится?",
    "I am dummy and saw that an opponent revoked, can I point it out now?",
])
def test_dummy_asking_whether_he_may_point_out_a_revoke(text: str) -> None:
    assert not {"revoke_corrected_defender", "revoke_corrected_declarer"} & set(_ids(text))
    assert _refs(text)[0] in {"42B3", "43A1(B)"}


def test_a_defenders_revoke_put_right_at_once_stays_62b1() -> None:
    assert _refs("вистующий не дал в масть, сразу заметил и исправил, разыгрывающий спрашивает про штраф")[0] == "62B1"
