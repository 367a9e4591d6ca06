"""Readers' tellings added in the sixteenth round (issue 10), from the misses of the spent sets blind41 / blind42.

Law 20F1 (``bot.intake.asking``): an explanation of the opponents' call asked «когда не моё слово» is asked during
the auction. Law 36 (``bot.intake.partner_double``): «контранул своего (свово) же партнёра», and the double told in
Latin letters («kontra na zayavku partnera»). Law 43A1(A) (``bot.intake.dummy_acts``): whether dummy may «вызвать» /
«позвать» the director (the infinitive; «vyzvat» in Latin letters), and then the general "who may call the director"
(9B1) is quieted. Law 35B (``bot.intake.condoned``): the barred player told as one who «полагалось молчать» or «должна
была молчать», called over. Law 27B1(A) (``bot.intake.insufficient``): «на туже масть», the two words glued. Law 62B1
(``bot.intake.revoke``): the defender typed «вистуюший». Law 25 (``bot.intake.changed_call``): a card misclicked in the
play is no call changed (45C4(B)); «misklik» in Latin letters is a misclick; «через пару сек» is a pause and
«не соглашается» (as typed: «не соглашаеца») a change refused (25B2(B)). Law 56 (``bot.intake.lead_out_of_turn``):
declarer «не хочет брать такой ход» refuses the lead. Law 42B1 (``bot.intake.dummy_acts``): dummy may «спросить»
declarer about a revoke. Law 68 (``bot.intake.claims``): a defender's «остальные наши» his own partner at once
disagreed with."""

from __future__ import annotations

import pytest

from bot.intake import (
    asking,
    changed_call,
    claims,
    condoned,
    dummy_acts,
    insufficient,
    lead_out_of_turn,
    partner_double,
    revoke,
)
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "когда сейчас не моё слово, могу я узнать, что значит их контра?",
    "можно уточнить у соперников, что значит их 2♦, если не мое слово?",
])
def test_explanation_asked_when_not_ones_turn_is_in_the_auction_law_20f1(text: str) -> None:
    """Law 20F1: during the auction a player may ask for an explanation of the opponents' calls at his own turn."""
    assert asking.section(text) == "20F1"


@pytest.mark.parametrize("text", [
    "я контранул своего же партнёра, что теперь будет",
    "он по ошибке контранул свово же партнера",
    "kontra na zayavku partnera eto chto takoe",
])
def test_a_double_of_partners_bid_told_as_players_type_it_law_36(text: str) -> None:
    """Law 36: a double of partner's own bid (not called over) is cancelled; partner passes throughout."""
    assert partner_double.section(text) == "36"


@pytest.mark.parametrize("text", [
    "может ли болван сам позвать судью во время розыгрыша?",
    "bolvan imeet pravo vyzvat sudyu?",
])
def test_dummy_calling_the_director_law_43a1a(text: str) -> None:
    """Law 43A1(A): dummy should not initiate a call for the director during play; the general 9B1 is quieted."""
    assert dummy_acts.section(text) == "43A1(A)"
    ids = read(text).concept_ids
    assert "dummy_calls_director" in ids and "call_director" not in ids


@pytest.mark.parametrize("text", [
    "Левому полагалось молчать до конца, а он сказал три пики, и партнёр тут же заявил четыре червы",
    "соседка должна была молчать, но назвала 2♠, а я не заметила и ответила 3♣",
])
def test_a_barred_players_call_called_over_law_35b(text: str) -> None:
    """Law 35B: a call by a player required to pass, and the next player called over it before rectification."""
    assert condoned.section(text) == "35B"


def test_an_obligation_said_in_the_present_is_no_past_barred_call() -> None:
    """«должен молчать» asked about (no «был») is no story of a barred player's call (Law 37 or 35B)."""
    assert condoned.section("партнёр должен молчать, если я исправил на две пики, а правый сказал пас?") is None


def test_the_same_suit_typed_as_one_word_law_27b1a() -> None:
    """Law 27B1(A): an insufficient bid corrected by the lowest sufficient bid in the same denomination."""
    assert insufficient.section("недостаточную поправил на туже масть уровнем выше") == "27B1(A)"


def test_a_defenders_revoke_with_the_defender_typed_with_sh_law_62b1() -> None:
    """Law 62B1: a defender's revoke corrected before it is established: the card becomes a major penalty card."""
    assert revoke.section("вистуюший не дал в масть, сразу исправил") == "62B1"


@pytest.mark.parametrize("text", [
    "misclicked the wrong card in the play, the 3 instead of the king",
    "мисклик карту на BBO, положила не ту",
])
def test_a_card_misclicked_is_no_call_changed_law_45c4b(text: str) -> None:
    """Law 45C4(B) (and 47): a card misclicked in the play; Law 25A is for a call, not a card."""
    assert changed_call.section(text) is None


def test_misclick_typed_in_latin_letters_law_25a() -> None:
    """Law 25A: an unintended call (a misclick online) replaced at once."""
    assert changed_call.section("misklik, zayavil 3 vmesto 2, mozhno pomenyat?") == "25A"


def test_a_change_after_seconds_refused_as_typed_law_25b2b() -> None:
    """Law 25B2(B): a call changed after a pause, and LHO does not accept the change."""
    assert changed_call.section("через пару сек поменял заявку, а правый не соглашаеца") == "25B2(B)"


def test_declarer_does_not_want_to_take_the_lead_law_56() -> None:
    """Law 56: a defender's lead out of turn that declarer does not accept."""
    text = "правый сходил, хотя ход был у его партнёра, а я не хочу брать этот ход"
    assert lead_out_of_turn.section(text) in ("56", "53")
    assert "defender_lead_out_of_turn_refused" in read(text).concept_ids


def test_dummy_asking_declarer_about_a_revoke_law_42b1() -> None:
    """Law 42B1: dummy may ask declarer (when he fails to follow) whether he has a card of the suit led."""
    assert dummy_acts.section("болван имеет право спросить разыгрывающего про ренонс?") == "42B1"


def test_a_defenders_rest_are_ours_his_partner_disagreed_law_68() -> None:
    """Law 68: a defender's claim or concession his partner objects to at once: none has occurred."""
    assert claims.section("защитник сказал «остальные наши», а его партнёр сразу не согласился") == "68"


@pytest.mark.parametrize(("text", "ref"), [
    ("ренонс поправили сразу, а что теперь будет с картой защитника?", "62B1"),
    ("ренонс исправили тут же, карта разыгрывающего так и лежит", "62B2"),
])
def test_whose_revoking_card_told_after_the_correction_law_62b(text: str, ref: str) -> None:
    """Law 62B: a revoke corrected in time: a defender's card becomes a major penalty card (62B1), declarer's or
    dummy's goes back without penalty (62B2); whose card it was may be told only at the end («карта вистующего»)."""
    assert revoke.section(text) == ref


def test_a_revoke_whose_card_is_not_told_settles_no_section() -> None:
    assert revoke.section("ренонс заметили сразу, что теперь?") is None


def test_declarer_does_not_want_to_accept_the_lead_in_english_law_56() -> None:
    """Law 56: declarer may refuse a defender's lead out of turn (the lead becomes a major penalty card, Law 50)."""
    text = "East led out of turn, I am declarer and I don't want to accept that lead"
    assert lead_out_of_turn.section(text) == "56"
