"""Concepts and triggers added in the seventeenth round (issue 10), from the misses of the spent sets blind43 /
blind44: a sneering remark at the table (74); a card seen while the cards were dealt, told in English (6D1); a player
who dropped out of an online board (12C1); a bid that deceived the opponents (40A, a psychic call); the cards of the
wrong board taken and a call made (17D); the director ordering a redeal (6D3, new ``redeal_by_director``); the
auction «закрылась» (39); the wrong defender's first card (54). New words go in as phrases or rare words, as the
lexicon's lesson says."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


@pytest.mark.parametrize("text", [
    "соперница всё время язвит, когда я долго думаю",
    "оппонент съязвил про мою игру, это нормально?",
])
def test_a_sneering_remark_is_law_74_conduct(text: str) -> None:
    """Law 74: courtesy; a player should avoid remarks that could embarrass another."""
    assert {m.id: m.weight for m in match(text)}.get("conduct_etiquette", 0.0) >= 0.8  # a trigger, not words


def test_a_card_seen_while_dealing_told_in_english_is_law_6d1() -> None:
    """Law 6D1: the cards are redealt if a player saw the face of a card before the last card was dealt."""
    assert "card_exposed_in_deal" in {m.id for m in match("my LHO saw a card while the hands were being dealt")}


def test_a_player_dropped_from_an_online_board_is_law_12c1() -> None:
    """Law 12C1 / 12A2: no result can be obtained, the director awards an artificial adjusted score."""
    found = {m.id: m.weight for m in match("the opponent dropped out halfway through the board, what is the score")}
    assert found.get("disconnected_player") == 1.0


def test_a_bid_that_deceived_the_opponents_is_law_40a() -> None:
    """Law 40A: a player may make any call, a deliberately misleading one (a psychic bid) included."""
    assert "psych" in {m.id for m in match("партнёр открылся 1♠ без пик, так обманул нас, а так можно?")}


def test_the_wrong_boards_cards_taken_and_a_call_made_is_law_17d() -> None:
    """Law 17D: a player took the cards from the wrong board and made a call."""
    assert "cards_from_wrong_pocket" in read("я по ошибке взяла чужую коробку и открыла 1♣").concept_ids


@pytest.mark.parametrize("text", [
    "вправе ли судья перетасовать и пересдать карты, если ему что-то не понравилось?",
    "the TD wanted to order a redeal though the deal looked fine",
])
def test_the_director_ordering_a_redeal_is_law_6d3(text: str) -> None:
    """Law 6D3: the cards must be reshuffled and redealt when the director requires it, for any purpose consistent
    with the Laws."""
    assert "redeal_by_director" in {m.id for m in match(text)}


def test_an_auction_that_closed_then_a_call_is_law_39() -> None:
    """Law 39: a call made after the final pass is cancelled."""
    found = {m.id: m.weight for m in match("торговля закрылась, а защитник контрировал")}
    assert found.get("call_after_final_pass") == 1.0


def test_the_first_card_led_out_of_turn_is_an_opening_lead_out_of_turn_law_54() -> None:
    """Law 54: the wrong defender faced the opening lead («первой картой»)."""
    found = {m.id: m.weight for m in match("вистующий вышел первой картой не в свою очередь")}
    assert found.get("opening_lead_out_of_turn") == 1.0


def test_four_passes_alone_is_a_passed_out_board_law_22a() -> None:
    """Law 22A: the auction ends when all four players pass; the board is passed out."""
    assert {m.id: m.weight for m in match("у нас четыре паса, дальше что")}.get("passed_out") == 1.0


@pytest.mark.parametrize("text", [
    "is it fair to deliberately say nothing about the opponents' lead out of turn when it suits us?",
    "а можно нарочно промолчать, когда соперник ошибся в нашу пользу?",
])
def test_keeping_quiet_on_purpose_about_an_infraction_is_law_72(text: str) -> None:
    """Law 72: players must not knowingly let an infraction stand to their gain (the proprieties of the Laws)."""
    assert {m.id: m.weight for m in match(text)}.get("own_infraction_disclosure") == 1.0


def test_a_card_dropped_face_up_while_dealing_is_law_6d1_not_a_penalty_card() -> None:
    """Law 6D1: a card seen before the deal is complete means a redeal; no card is played yet, so no penalty card
    (Law 50) is in question."""
    found = {m.id: m.weight for m in match("при раздаче сосед уронил карту, и все увидели короля треф")}
    assert found.get("card_exposed_in_deal") == 1.0
    assert "penalty_card" not in found
