"""Concepts added in the eighteenth round (issue 10), from the misses of the spent sets blind45 / blind46: a
defender's card dropped face up that his partner saw is a penalty card (Laws 49, 50), not a look at another's hand
(Law 16). Its words go in as phrases («партнёр видел», "partner saw"): the loose «партнёр», «видел», "saw" alone
cost other queries through word specificity, as the lexicon's lesson says."""

from __future__ import annotations

import pytest

from lawbase.search.concepts import match

DROPPED = "defender_card_dropped_partner_saw"


@pytest.mark.parametrize("text", [
    "защитник выронил даму, и партнёр это увидел",
    "вистующая уронила короля, партнерша видела",
    "the defender dropped a small club and partner saw it",
    "Запад нечаянно показал даму треф, вынимая другую карту, и партнёр её видел",
])
def test_a_defenders_dropped_card_his_partner_saw_is_a_penalty_card(text: str) -> None:
    """Law 49: a defender's card exposed (dropped face up) is a penalty card; Law 50 says what becomes of it."""
    found = {m.id for m in match(text)}
    assert DROPPED in found
    assert "seeing_cards" not in found  # not a look at another player's hand (Law 16)


@pytest.mark.parametrize("text", [
    "соперник держал карты низко, и я увидел его туза",  # a look at another's hand: Law 16
    "during the auction a card dropped face up and partner saw it",  # no defender yet: Law 24
    "в торговле я нечаянно показал карту, и партнёр её видел",  # Law 24's reading quiets it
])
def test_a_card_seen_without_a_defender_dropping_it_is_not_the_penalty_card_reading(text: str) -> None:
    """Laws 16 and 24 keep their own readings: no trigger of the dropped card is met (its words at most hint)."""
    assert {m.id: m.weight for m in match(text)}.get(DROPPED, 0.0) < 0.8


@pytest.mark.parametrize("text", [
    "соперница поняла, что ошиблась, не дождалась судьи и сама всё исправила",
    "the offender fixed his own mistake before the director arrived",
])
def test_the_offender_putting_his_own_irregularity_right_before_the_ruling_is_law_9c(text: str) -> None:
    """Law 9C: any premature correction of an irregularity by the offender may subject him to a further penalty."""
    assert {m.id: m.weight for m in match(text)}.get("premature_correction_by_offender", 0.0) >= 0.8


def test_a_partner_taken_ill_and_someone_finishing_for_him_is_law_4() -> None:
    """Law 4: partnerships are kept for the session; a substitute needs the director's leave."""
    text = "партнёру стало плохо в середине вечера, может ли его брат доиграть вместо него"
    assert {m.id: m.weight for m in match(text)}.get("substitute_player", 0.0) >= 0.8


def test_owning_up_to_ones_own_failure_to_follow_suit_is_law_72() -> None:
    """Law 72 (1987 72B): no obligation to draw attention to one's own side's infraction, no concealing it."""
    text = "я сама не дала в масть, никто не заметил, обязана ли я признаться"
    assert "own_infraction_disclosure" in {m.id for m in match(text)}


def test_a_card_left_over_at_the_end_is_a_defective_trick_law_67() -> None:
    """Law 67: a trick with too few cards (a player failed to play to it), found when a card is left over."""
    assert "defective_trick" in {m.id for m in match("when the hand ended my partner had one card left over")}


def test_who_sees_to_the_procedure_at_the_table_is_law_7d() -> None:
    """Law 7D: North is responsible for the proper procedures and conditions at the table."""
    found = {m.id: m.weight for m in match("кто из игроков отвечает за порядок с коробкой после каждой сдачи")}
    assert found.get("table_procedure_responsibility", 0.0) >= 0.8


def test_who_plays_it_when_i_named_the_suit_first_is_the_definition_of_declarer() -> None:
    """Definitions: declarer is the player of the side that won the auction who first named its denomination."""
    text = "бубны первым назвал я, а 5♦ сказал партнёр, кто из нас играет"
    assert "who_is_declarer" in {m.id for m in match(text)}


def test_an_opening_on_few_points_reads_as_the_right_to_any_call_not_a_bid_above_seven() -> None:
    """Law 40A: a player may make any call (a psychic bid included); «с семью очками» counts points, not a level
    (Law 38's bid above seven is quieted)."""
    found = {m.id for m in match("соперник открылся 1♥ с семью очками, можно ли так")}
    assert "psych" in found
    assert "bid_above_seven" not in found
