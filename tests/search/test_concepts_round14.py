"""Concepts changed in the fourteenth round (issue 10): an honour shown during the auction named in English or
typed in Latin letters (Law 24B); a play after an opponent's illegal play told as «не по правилам … положил
следом» (Law 60), and no illegal play read in «после нелегальной информации»; who becomes declarer (the definition:
the first to name the final contract's denomination), not who plays after a lead out of turn (Law 54)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


def _sure(text: str) -> list[str]:
    """The concepts the lexicon reads by a trigger (not the weak hints of a few shared words)."""
    return [m.id for m in match(text, frozenset()) if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "my partner dropped a queen face up during the auction",
    "during the bidding the ace fell out of his hand and everyone saw it",
    "vo vremya torgovli u partnera vypal tuz",
    "v torgovle sosed uronil damu licom vverh",
])
def test_an_honour_shown_during_the_auction_law_24b(text: str) -> None:
    """Law 24B: a single honour exposed during the auction: partner must pass at his next turn."""
    assert "honour_exposed_in_auction" in read(text).concept_ids


def test_an_honour_held_in_the_auction_is_no_card_shown_law_24b() -> None:
    ids = read("in the auction I held the ace and king of spades and bid 2NT").concept_ids
    assert "honour_exposed_in_auction" not in ids


@pytest.mark.parametrize("text", [
    "вистующий сыграл не по правилам, я не заметил и положил свою карту следом — наказание ещё можно?",
    "RHO played a card illegally and I followed without noticing, can we still get a penalty",
    "после незаконного хода левого партнёр сразу сыграл в эту взятку",
])
def test_a_play_after_an_opponents_illegal_play_law_60(text: str) -> None:
    """Law 60A: playing after an opponent's illegal lead or play forfeits the right to penalise it."""
    assert "play_after_illegal_play" in read(text).concept_ids


def test_illegal_information_is_no_illegal_play_law_60() -> None:
    assert "play_after_illegal_play" not in read(
        "судья назначил результат после нелегальной информации от партнёра").concept_ids


@pytest.mark.parametrize("text", [
    "кто из нас разыгрывающий, если масть первым назвал партнёр, а последнюю заявку сделал я",
    "who is declarer when I named spades first but partner bid the final 4 spades?",
    "кто разыгрывает: тот, кто последним сказал контракт?",
])
def test_who_becomes_declarer_is_the_definition(text: str) -> None:
    """DEF:Разыгрывающий: the player of the contracting side who first named the final contract's denomination."""
    assert "who_is_declarer" in read(text).concept_ids


def test_who_is_declarer_after_a_lead_out_of_turn_is_not_the_definition_law_54() -> None:
    """Law 54: declarer spreading his hand after an opening lead out of turn; «кто теперь разыгрывающий» there."""
    assert "who_is_declarer" not in _sure(
        "соперник атаковал вне очереди, разыгрывающий выложил свои карты — кто теперь разыгрывающий?")


@pytest.mark.parametrize("text", [
    "после игры вынул чужую руку из коробки, пока соперников не было",
    "after the play I put my cards into partner's pocket of the board",
    "posle sdachi kto dolzhen klast karty obratno v karman korobki",
])
def test_cards_returned_to_the_board_after_play_law_7c(text: str) -> None:
    """Law 7C: each player returns his original thirteen cards to his pocket; no hand is taken out of the board
    unless a member of each side (or the director) is present."""
    assert "cards_returned_to_board" in _sure(text)


def test_cards_taken_from_the_board_before_play_are_not_law_7c() -> None:
    """Law 7B (taking the cards out to play) is not the return of the cards after the play."""
    assert "cards_returned_to_board" not in _sure("достал карты из коробки и пересчитал")


@pytest.mark.parametrize("text", [
    "левый умышленно нарушил правило — видимо, решил, что штраф дешевле, чем честно отдать взятку",
    "is a player allowed to infringe a law deliberately when the penalty is cheaper for him?",
])
def test_an_infraction_made_on_purpose_is_law_72(text: str) -> None:
    """The 1987 Law 72 (General Principles, no text in the corpus): a player must not infringe a law intentionally,
    even with a penalty he is willing to pay."""
    assert "intentional_infraction" in read(text).concept_ids


def test_an_infraction_by_accident_is_not_law_72() -> None:
    assert "intentional_infraction" not in read("соперник случайно нарушил порядок хода, штраф какой?").concept_ids


@pytest.mark.parametrize("text", [
    "а валет у нас считается онёром?",
    "does a jack count as an honour when it is a penalty card?",
])
def test_which_cards_are_honours_is_the_definition(text: str) -> None:
    """DEF:Онер: any ace, king, queen, jack or ten."""
    assert "which_cards_are_honours" in _sure(text)


@pytest.mark.parametrize("text", [
    "кто из нас сидит на юге, мы решаем с партнёром сами?",
    "can partner and I switch seats ourselves, me to North and him to South?",
])
def test_seats_chosen_or_changed_by_the_pair_itself_law_5a(text: str) -> None:
    """Law 5A: partners choose their seats among those assigned by mutual agreement; a change later needs the
    director's leave."""
    assert "seats_chosen_by_players" in _sure(text)


def test_a_pair_at_the_wrong_table_is_no_choice_of_seats_law_5a() -> None:
    assert "seats_chosen_by_players" not in _sure("мы сели не за тот стол и сыграли чужие сдачи")


@pytest.mark.parametrize("text", [
    "не понимаю, в чём разница: заявка и назначение это одно и то же?",
    "what is the difference between a call and a bid",
])
def test_a_call_and_a_bid_told_apart_is_the_definitions(text: str) -> None:
    """DEF:Заявка (any bid, double, redouble or pass) and DEF:Назначение (a bid), as 18A tells them apart."""
    assert "call_or_bid_difference" in _sure(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий велел партнёру положить самую младшую бубну, а бубен у него нет вообще",
    "declarer demanded my highest club, but I am void",
])
def test_the_highest_or_lowest_card_required_of_one_without_the_suit_law_57b(text: str) -> None:
    """Law 57B: the offender's partner unable to comply with declarer's 57A choice (the only law that requires the
    highest or lowest card of a suit) may play any card (Law 59); read from the words when the premature play goes
    unsaid (the Law 57 reader, per its director's review, settles nothing then)."""
    assert "premature_play_cannot_comply" in _sure(text)


def test_the_highest_card_required_and_held_is_no_inability_law_57b() -> None:
    assert "premature_play_cannot_comply" not in _sure(
        "разыгрывающий потребовал самую старшую черву, и партнёр её положил")
