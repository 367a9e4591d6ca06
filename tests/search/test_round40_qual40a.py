"""The fortieth round's auction, information and procedure reading (qual40a): each change with the sentence it is
for and a near-miss that shares its words but tells another law's situation.

* Law 75: the call was the mistake and the explanation matched the agreement, or the story asks which of the two
  was wrong (``mistaken_call_not_explanation``); an explanation that differs from the card stays misinformation.
* 27A: an insufficient bid told as «заниженная ставка / заявка», and the next player who wants to bid on over it
  («хочу торговаться дальше»); a wish to bid on after a correction is no acceptance.
* 9C: the offender himself put it right without waiting for the director (a trigger of
  ``premature_correction_by_offender``, which now silences the insufficient bid and the call out of rotation told
  with it), whatever the irregularity; a penalty agreed at the table is still Law 10.
* 35B: a player "obliged / bound / forced to pass" who bid, called over by LHO; a story where "I had to pass" is no
  obligation.
* 23B: a pass in partner's turn that «выручило» the offenders or «подставило» us; a plea «выручайте» is no help told.
* 12A1: the Laws give no redress for the damage (``laws_give_no_redress``); an adjusted score the laws do provide is
  12A / 12C's.
* DEF:Онер asked outright («is the ten an honour») beside a card dropped in the auction; the drop alone is 24B.
* «хто» (Ukrainian, Belarusian) is «кто».
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import condoned, damaging_pass, insufficient
from bot.intake.textscan import find_calls
from lawbase.search.neighbours import from_neighbour_spelling

# --- Law 75: the call was wrong, not the explanation -----------------------------------------------------------


@pytest.mark.parametrize("text", [
    "партнёр объяснил мою 1бк как 15-17, так и договаривались, а я просто ошибся с заявкой — что теперь",
    "кто ошибся: в объяснении или в заявке? соперники спорят",
    "соперник объяснил всё как в их карте, так и есть, просто его партнёр забыл систему",
    "the explanation was correct, my partner simply misbid",
])
def test_a_mistaken_call_with_the_right_explanation_is_law_75(text: str) -> None:
    assert "mistaken_call_not_explanation" in _ids(text)
    assert _refs(text, 1) == ["75"]


@pytest.mark.parametrize("text", [
    "соперник объяснил 2♦ как мульти, а по их карте это слабые две в бубнах",
    "partner's explanation was wrong, our card says it is natural",
])
def test_an_explanation_that_differs_from_the_card_is_no_mistaken_call(text: str) -> None:
    assert "mistaken_call_not_explanation" not in _triggered(text)


# --- 27A: «заниженная ставка», «хочу торговаться дальше» ---------------------------------------------------------


@pytest.mark.parametrize("text", [
    "правый ответил после заниженной заявки моего левого, как будто её принял",
    "Партнёр открыл 1♠, правый сказал 1♥ и не заметил. Я хочу просто торговаться дальше, можно?",
])
def test_an_insufficient_bid_bid_over_is_accepted(text: str) -> None:
    assert insufficient.marks(text, find_calls(text)) == {"ib_accepted"}
    assert _refs(text, 1) == ["27A"]


def test_a_wish_to_bid_on_after_the_correction_is_no_acceptance() -> None:
    text = "Партнёр открыл 1♠, правый сказал 1♥, судья велел исправить на 2♥. Можно мне торговаться дальше?"
    assert "ib_accepted" not in insufficient.marks(text, find_calls(text))
    assert _refs(text, 1) != ["27A"]


def test_all_bidding_on_without_the_director_is_no_wish_to_bid_on() -> None:
    text = "после недостаточной все сразу начали торговаться дальше, судью никто не звал"
    assert "ib_accepted" not in insufficient.marks(text, find_calls(text))


def test_a_bid_called_too_low_in_one_word_is_an_insufficient_bid() -> None:
    assert "insufficient_bid" in _ids("партнёр сделал заниженную ставку, что теперь")


# --- 9C: put right by the offender before the director came --------------------------------------------------


@pytest.mark.parametrize("text", [
    "левый назвал ниже, чем можно, и сам тут же поправил, не дожидаясь судьи — это ему зачтётся?",
    "Партнёр сказал 1♣ поверх 1♠ и, не дожидаясь судьи, сам исправил на 2♣",
])
def test_the_offender_correcting_before_the_director_is_9c(text: str) -> None:
    assert "premature_correction_by_offender" in _triggered(text)
    assert _refs(text, 1) == ["9C"]


def test_a_penalty_agreed_without_the_director_is_law_10() -> None:
    text = "соперник сам себе назначил штраф не дожидаясь судьи, и мы поменяли карту"
    assert "premature_correction_by_offender" not in _triggered(text)
    assert _refs(text, 1) != ["9C"]


# --- 35B: obliged to pass, bid, called over ---------------------------------------------------------------------


def test_an_obliged_player_called_over_is_35b() -> None:
    text = "North was obliged to pass but bid 3 clubs, and LHO bid over it before anyone noticed"
    assert condoned.section(text) == "35B"
    assert _refs(text, 1) == ["35B"]


def test_a_pass_one_had_to_make_is_no_obligation() -> None:
    text = "with 4 points I had to pass, then LHO bid 2 spades and partner doubled"
    assert condoned.section(text) is None


# --- 23B: «выручило», «подставило» ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "левый пасанул вместо своего партнёра, и этот пас их выручил",
    "West passed instead of his partner and it bailed them out of a bad contract",
])
def test_a_pass_in_partners_turn_that_bailed_them_out_is_23b(text: str) -> None:
    assert damaging_pass.section(text) == "23B"
    assert _refs(text, 1) == ["23B"]


def test_a_plea_for_help_is_no_help_told() -> None:
    assert damaging_pass.section("Соперник спасовал, хотя говорить должен был его партнёр, выручайте!") is None


# --- 12A1: the laws give no redress -------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "правила никак не компенсируют нам этот ущерб — может ли судья сам дать результат?",
    "the rulebook doesn't cover this damage, can the TD adjust anyway?",
])
def test_laws_that_give_no_redress_are_12a1(text: str) -> None:
    assert "laws_give_no_redress" in _ids(text)
    assert _refs(text, 1) == ["12A1"]


def test_an_adjusted_score_for_misinformation_is_no_missing_redress() -> None:
    text = "The director adjusted the score after the misinformation, can he do that on his own initiative?"
    assert "laws_give_no_redress" not in _ids(text)
    assert _refs(text, 1) != ["12A1"]


# --- DEF:Онер asked outright ---------------------------------------------------------------------------------


def test_is_the_ten_an_honour_is_the_definition_even_beside_a_dropped_card() -> None:
    text = "is the ten an honour? my LHO showed it while bidding"
    assert _refs(text, 1) == ["DEF:Онер"]


def test_a_dropped_ten_alone_is_the_card_exposed_in_the_auction() -> None:
    assert _refs("West dropped the ten of hearts face up during the auction, what now?", 1) == ["24B"]


# --- «хто» ---------------------------------------------------------------------------------------------------


def test_kho_is_who() -> None:
    assert from_neighbour_spelling("хто первый торгуется на доске") == "кто первый торгуется на доске"
