"""The play period read in round 32 (issue 10), second half: sentences of our own, each naming the law passage it
follows, and for each change the sentences with its words that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import _mended
from lawbase.search.cache import get_index
from lawbase.search.query import analyse

# «не в черёд» is «не в очередь» (Laws 53–56 for a lead, 28–32 for a call)


@pytest.mark.parametrize(("text", "family"), [
    ("вистующий не в черёд пошёл", ("lead_out_of_turn", "defender_lead_out_of_turn")),
    ("защитник сходил не в черёд, что теперь", ("lead_out_of_turn", "defender_lead_out_of_turn")),
    ("партнёр не в черёд заявил 2♠", ("call_out_of_rotation",)),
])
def test_not_in_its_turn_told_with_cherjod(text: str, family: tuple[str, ...]) -> None:
    assert any(i.startswith(family) for i in _triggered(text))


# a lead after another player won the trick («пошёл, хотя взятку брал я»): Laws 53 / 56


@pytest.mark.parametrize("text", [
    "правый пошёл хотя взятку брал я",
    "левый вышел, хотя взятку взял стол",
    "партнёр зашёл в пику, но взятку выиграл я",
])
def test_a_lead_though_another_won_the_trick_is_a_lead_out_of_turn(text: str) -> None:
    assert any(i.startswith(("lead_out_of_turn", "defender_lead_out_of_turn")) for i in _triggered(text))


@pytest.mark.parametrize("text", [
    "я взял взятку и пошёл в пику",  # his own trick
    "хотя взятку отдали, мы всё равно выиграли контракт",  # no lead told
])
def test_no_lead_after_anothers_trick_is_no_lead_out_of_turn(text: str) -> None:
    assert not any(i.startswith(("lead_out_of_turn", "defender_lead_out_of_turn")) for i in _triggered(text))


# the dialect words of players («ихние», «опосля», «ишшо»)


def test_dialect_words_read_as_the_plain_ones() -> None:
    assert _mended("ихние ишшо молчат, опосля сказали", None) == "их ещё молчат, после сказали"


# a claim by throwing the cards down and saying «всё моё»: Law 68


@pytest.mark.parametrize("text", [
    "разыгрывающий бросил карты сказал всё моё",
    "разыгрывающий открыл карты: всё моё",
    "declarer faced his cards: all mine",
])
def test_cards_thrown_down_with_all_mine_is_a_claim(text: str) -> None:
    assert "claim" in _triggered(text)


@pytest.mark.parametrize("text", [
    "всё моё внимание было на торговле, я не заметил алерт",
    "соперник бросил карты на стол от злости",
])
def test_all_mine_without_cards_shown_is_no_claim(text: str) -> None:
    assert "claim" not in _triggered(text)


# a suit missed («пропустил масть») is a revoke; with the next trick played, established (Law 63)


@pytest.mark.parametrize("text", [
    "пропустил масть, заметили когда уже сыграли следующую взятку",
    "вистующий пропустил масть на третьей взятке",
])
def test_a_suit_missed_in_the_play_is_a_revoke(text: str) -> None:
    assert any(i.startswith("revoke") for i in _triggered(text))


def test_a_suit_skipped_in_the_auction_is_no_revoke() -> None:
    assert not any(i.startswith("revoke") for i in _triggered("в торговле партнёр пропустил масть и сказал 3 бк"))


# a misclick of a card told «по карте»: the play (45C4(B)), not a call (25A)


def test_a_misclick_on_a_card_is_the_plays() -> None:
    assert _triggered("мисклик по карте в онлайне, можно undo?")[0] == "misclick_in_play"


def test_a_misclick_on_a_bidding_card_stays_the_calls() -> None:
    assert "misclick_in_play" not in _triggered("мисклик по карточке в торговле, можно undo?")


# a penalty card left on the table while another card was played (Law 52)


@pytest.mark.parametrize("text", [
    "У W на столе лежала штрафная ♦A, но при ходе в бубну он сыграл ♦3 из руки",
    "у защитника штрафная пика, но он сыграл другую пику",
])
def test_a_penalty_card_not_played_is_52(text: str) -> None:
    assert "penalty_card_not_played" in _triggered(text)


def test_a_penalty_card_played_is_not_52s_failure() -> None:
    assert "penalty_card_not_played" not in _triggered("у защитника лежала штрафная пика, и он её сыграл на ход в пику")


# whether one must tell of one's own side's infraction («обязан ли сообщать»): Law 72


def test_must_one_report_ones_own_infraction_is_72() -> None:
    assert "own_infraction_disclosure" in _triggered("обязан ли я сам сообщать о своём ренонсе?")


# "whats a revoke exactly, …": the meaning asked, then a case of it


def test_what_is_x_exactly_asks_the_definition() -> None:
    assert analyse(get_index(), "whats a revoke exactly, is ignoring partner's signal a revoke lol").wants_definition
    assert not analyse(get_index(), "what is the penalty when partner revoked twice").wants_definition


# the score recounted («пересчитали протокол», now that «перещитали» is read as said): a score correction (Law 79)


@pytest.mark.parametrize("text", [
    "протокол матча перещитали через сутки и нам сняли 12 импов",
    "пересчитали результат и сняли нам 3 импа, можно?",
])
def test_a_score_recounted_is_a_score_correction(text: str) -> None:
    assert "score_correction" in _triggered(text)


def test_cards_recounted_are_no_score_correction() -> None:
    assert "score_correction" not in _triggered("пересчитали карты в руке, оказалось 12")
