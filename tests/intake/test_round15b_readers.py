"""Readers' tellings added in the fifteenth round's second pass (issue 10), from the seen spent sets' misses that a
director's review of the keys confirmed.

Law 36 (``bot.intake.partner_double``): a double of partner's own bid that the offender's LHO has not called over is
settled as its own concept (36, 19A1; not 35A, which needs the LHO's call), told with the double as a noun too
(«контра партнёра на мою заявку», «кантра» as typed). Law 21B1 (``bot.intake.misinformed``): asked whether the
opponent may change his call after the narrator's side failed to alert, the opponent is the misinformed player (his
own change, 21B1), not the follow-on change of 21B2. Law 9B1(A) (``bot.intake.director_call``): the director called
only at the end, asked whether that was all right. Law 66D (``bot.intake.trick_inspection``): the tricks looked at
after the play to settle a revoke claim, though the lexicon read the revoke rather than the look. Law 57A1
(``bot.intake.premature``): declarer «хочет, чтобы» partner play «самую крупную», the premature play told as «до того,
как партнёр положил». Law 42B1 (``bot.intake.dummy_acts``): the narrator names himself dummy («я стол») and asks
declarer «не осталось ли у него» the suit."""

from __future__ import annotations

import pytest

from bot.intake import director_call, dummy_acts, misinformed, partner_double, premature, trick_inspection
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "контра партнёра на мою же заявку — разве так можно?",
    "кантра партнера на мою заявку 2 пики, что теперь",
    "Партнёр открыл 1♥, правый спасовал, а я по ошибке сказал контру на червы партнёра",
])
def test_a_double_of_partners_bid_not_called_over_law_36(text: str) -> None:
    """Law 36: a double of partner's bid is cancelled, a legal call substituted, partner passes throughout (19A1
    allows a double of an opponent's bid only); 35A applies only once the offender's LHO called over it."""
    assert partner_double.section(text) == "36"
    ids = read(text).concept_ids
    assert "inadmissible_double_not_called_over" in ids
    assert "inadmissible_double" not in ids


def test_a_double_of_partners_bid_called_over_stays_35a() -> None:
    """Law 35A: the offender's LHO called over the double of partner's bid: no section 36 is settled."""
    text = "контра партнёра на мою заявку, а левый не заметил и сказал 2 трефы"
    assert partner_double.section(text) is None
    assert "inadmissible_double_not_called_over" not in read(text).concept_ids


def test_a_double_of_an_opponents_bid_is_no_law_36() -> None:
    assert partner_double.section("контра соперника на мою заявку — что это значит?") is None


@pytest.mark.parametrize("text", [
    "we forgot to alert our transfer, may the opponent change his call? the auction is still going",
    "we forgot to alert, can the opponents change their pass?",
    "не проалертили трансфер, может ли соперник поменять свою заявку?",
])
def test_the_misinformed_opponents_own_change_law_21b1(text: str) -> None:
    """Law 21B1: the player misinformed (here by a missing alert) may change his call while his partner has not
    called since; asked of the opponent by the side that misinformed him, it is still his own change."""
    assert misinformed.section(text) == "21B1"


@pytest.mark.parametrize("text", [
    "they failed to alert, I changed my pass to 2♠, can the opponent change his call now too?",
    "мне разрешили поменять пас из-за неалерта, а может ли соперник тоже поменять свою заявку?",
])
def test_the_misinformers_follow_on_change_stays_21b2(text: str) -> None:
    """Law 21B2: after the misinformed player changed his call, the offender's LHO may change a later call."""
    assert misinformed.section(text) == "21B2"


@pytest.mark.parametrize("text", [
    "судью позвали только в конце сдачи, хотя нарушение было в торговле — так можно?",
    "we only called the TD at the end of the hand, is that ok?",
    "директора вызвали лишь после розыгрыша, это нормально?",
])
def test_the_director_called_only_late_asked_if_ok_law_9b1a(text: str) -> None:
    """Law 9B1(A): the director must be called as soon as attention is drawn to an irregularity."""
    assert director_call.section(text) == "9B1(A)"


@pytest.mark.parametrize("text", [
    "судью позвали только в конце сдачи",  # told, not asked: left to the lexicon
    "мы сначала сыграли дальше, а потом позвали судью только в конце, это нормально?",  # acted on first: Law 11
])
def test_a_late_call_told_or_acted_on_first_is_no_9b1a(text: str) -> None:
    assert director_call.section(text) is None


@pytest.mark.parametrize("text", [
    "после конца розыгрыша левый говорит, что у нас был ренонс, можно посмотреть взятки?",
    "after the play ended they claim a revoke, can we look at the tricks?",
])
def test_tricks_looked_at_after_play_for_a_revoke_claim_law_66d(text: str) -> None:
    """Law 66D: after the play, the played and unplayed cards may be inspected to settle a claim of a revoke."""
    assert trick_inspection.section(text) == "66D"
    assert "trick_look_after_play" in read(text).concept_ids


def test_a_revoke_with_no_look_after_play_is_no_66d() -> None:
    assert "trick_look_after_play" not in read("после конца розыгрыша соперник утверждает, что был ренонс").concept_ids


@pytest.mark.parametrize("text", [
    "вистующий сходил в новую взятку до того, как его партнёр положил карту; разыгрывающий хочет, чтобы партнёр дал "
    "самую крупную в этой масти",
    "защитник пошёл раньше партнёра, и разыгрывающий требует от партнёра самую крупную карту",
])
def test_declarer_wants_the_highest_card_after_a_premature_play_law_57a1(text: str) -> None:
    """Law 57A1: after a defender's premature lead or play, declarer may require the offender's partner to play his
    highest card of the suit led."""
    assert premature.section(text) == "57A1"


@pytest.mark.parametrize("text", [
    "партнёр не дал в черву, я стол, спросил его, не осталось ли у него червей",
    "я был столом и спросил разыгрывающего, не осталось ли у него бубен",
])
def test_dummy_asks_declarer_whether_he_has_none_law_42b1(text: str) -> None:
    """Law 42B1: dummy may ask declarer, who failed to follow suit, whether he has a card of the suit led; dummy
    named by the narrator as «я стол»."""
    assert dummy_acts.section(text) == "42B1"
    assert "dummy_asks_declarer" in read(text).concept_ids


def test_a_table_that_is_no_dummy_names_no_dummy() -> None:
    assert dummy_acts.section("я сел за стол и спросил соседа, не осталось ли у него кофе") is None
