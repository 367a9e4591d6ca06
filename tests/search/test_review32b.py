"""The director's review of round 32's play-period lexicon and ranking (review 32B): each sentence the branch
answered with a wrong law, with the right law first or the wrong concept absent, beside ``test_concepts_round32b``."""

from __future__ import annotations

import pytest
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import search
from lawbase.search.cache import get_index
from lawbase.search.query import analyse


def _first(text: str) -> str:
    return search(text, 5).hits[0].ref


@pytest.mark.parametrize(("text", "law"), [
    ("я на столе, пошёл пикой с руки, вистующий сказал что не отсюда", "55"),  # declarer's lead, no dummy's warning
    ("я на столе, зашёл с руки, а защитник говорит: не отсюда", "55"),
    ("я случайно открыл все мои карты партнёру во время торговли", "24"),  # cards shown in the auction, no claim
    ("торговля закончилась, партнёр вышел, а потом восток поднял красную карточку", "39B"),  # the box's double
    ("обязан ли я сообщать об ошибке партнёра в объяснении", "75"),  # a misexplanation corrected, not 72
    ("what is the score exactly for 3NT doubled making", "77"),  # a value asked, no definition
    ("what is the penalty exactly for a lead out of turn", "56"),  # the penalty asked, not its acceptance
])
def test_review_sentences_answer_the_right_law(text: str, law: str) -> None:
    assert _first(text) == law


def test_the_teller_leading_after_his_own_trick_answers_a_revoke_law() -> None:
    text = "партнёр взял взятку, я потом выиграл следующую и пошёл в черву, а разыгрывающий не дал в масть"
    assert _first(text) in ("61", "62", "63", "64", "62B2", "63A1", "64A1")


# «все мои карты» are cards, no «всё моё» said of the tricks
@pytest.mark.parametrize("text", [
    "я случайно открыл все мои карты партнёру во время торговли",
    "я нечаянно показал все мои карты партнёру во время торговли",
])
def test_all_my_cards_shown_is_no_claim(text: str) -> None:
    assert "claim" not in _triggered(text)


# 72 with the imperfective «сообщать» keeps its own infraction and partner's revoke
@pytest.mark.parametrize("text", [
    "обязан ли я сам сообщать о своём ренонсе?",
    "обязан ли я сообщать о ренонсе партнёра",
])
def test_must_i_report_own_sides_revoke_stays_72(text: str) -> None:
    assert "own_infraction_disclosure" in _triggered(text)


def test_must_i_report_partners_misexplanation_is_no_72() -> None:
    assert "own_infraction_disclosure" not in _triggered("обязан ли я сообщать об ошибке партнёра в объяснении")


@pytest.mark.parametrize("text", [
    "what is the score exactly for 3NT doubled making",
    "what is the penalty exactly for a lead out of turn",
    "what's the ruling exactly when dummy revokes",
])
def test_what_is_the_value_exactly_asks_no_definition(text: str) -> None:
    assert not analyse(get_index(), text).wants_definition


def test_what_is_a_penalty_card_exactly_still_asks_the_definition() -> None:
    assert analyse(get_index(), "what is a penalty card exactly, is my ace one now").wants_definition


# «пропустил масть» of a lead chosen or in the auction is no revoke
@pytest.mark.parametrize("text", [
    "я пропустил масть при заходе, надо было ходить в пику, партнёр ругается",
    "партнёр пропустил мою масть в торговле и сыграл 3бк, а там 4 пики стоят",
])
def test_a_suit_skipped_on_lead_or_in_the_auction_is_no_revoke_first(text: str) -> None:
    assert not _first(text).startswith(("61", "62", "63", "64"))


def test_a_misclick_told_on_a_card_in_the_locative_is_the_plays() -> None:
    assert "misclick_in_play" in _triggered("случайно мисклик по карте, сыграл не ту")
