"""Concepts changed in the fifteenth round (issue 10): situations of online play and of procedure told without the
book's words. A robot put in a player's place (Law 4) and a player disconnected mid-board (Laws 12A2, 12C1); a board
never started (12); the director rewriting a score (12C2); seats changed without the director's leave (5A); asking
for the auction again («переспросить», 20B); settling an irregularity among the players (10A); partners messaging
each other privately or talking over a phone (73); a forced pass the offender knew would help (23A); a snap call that
hints (16A); an insufficient bid said to be «слишком низкая» (27); played tricks looked at during the play (66C)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


def _sure(text: str) -> list[str]:
    """The concepts the lexicon reads by a trigger (not the weak hints of a few shared words)."""
    return [m.id for m in match(text, frozenset()) if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "у партнёра завис компьютер, и его руку доиграл робот — так можно?",
    "a robot replaced my partner for the rest of the session",
])
def test_a_robot_in_a_players_place_law_4(text: str) -> None:
    """Law 4: a partnership is kept through the session, save a substitution the director sanctions."""
    ids = read(text).concept_ids
    assert "substitute_player" in ids
    assert "disconnected_player" not in ids


@pytest.mark.parametrize("text", [
    "у правого пропала связь в середине розыгрыша, какой будет результат по сдаче?",
    "RHO disconnected halfway through the play, what happens to the score on that board",
])
def test_a_player_disconnected_mid_board_laws_12a2_12c1(text: str) -> None:
    """Law 12A2 / 12C1: no rectification allows normal play: an artificial adjusted score."""
    assert "disconnected_player" in _sure(text)


def test_a_card_that_dropped_is_no_disconnection_law_12() -> None:
    assert "disconnected_player" not in _sure("у партнёра выпала карта из руки во время игры")


@pytest.mark.parametrize("text", [
    "раунд закончился, а последнюю сдачу мы так и не начали",
    "time ran out and we never started the last board",
])
def test_a_board_never_started_law_12(text: str) -> None:
    """Law 12C1: a board that could not be played gets an artificial adjusted score."""
    assert "adjusted_score" in _sure(text)


@pytest.mark.parametrize("text", [
    "директор переписал результат сдачи на 3 бубны с одной лишней",
    "судья исправил наш счёт по этой доске без объяснений",
])
def test_the_director_rewriting_a_score_law_12c2(text: str) -> None:
    """Law 12C2: an assigned adjusted score in place of the result obtained at the table."""
    assert "director_changed_score" in _sure(text)


@pytest.mark.parametrize("text", [
    "наша пара поменялась местами посреди вечера без разрешения судьи",
    "they switched seats during the session without asking the director",
])
def test_seats_changed_without_the_directors_leave_law_5a(text: str) -> None:
    """Law 5A: a player may change his compass direction only on the director's instruction or with his leave."""
    assert "seats_chosen_by_players" in _sure(text)


def test_asking_the_auction_again_law_20b() -> None:
    """Law 20B: a player may ask, at his turn, for a review of all previous calls."""
    assert "review_in_auction" in read("во время торговли я хотел переспросить торговлю в свою очередь").concept_ids


@pytest.mark.parametrize("text", [
    "звать директора обязательно или можно разобраться между собой?",
    "can we just settle it among ourselves instead of calling the TD",
])
def test_settling_it_among_the_players_law_10a(text: str) -> None:
    """Law 10A: the director alone has the right to rectify; the players may not settle it themselves."""
    assert "players_rectify_themselves" in _sure(text)


@pytest.mark.parametrize("text", [
    "во время сдачи соперник написал своему партнёру в личку, в какую масть ходить",
    "my opponent sent a private message to his partner during the bidding",
    "sopernik s partnerom peregovarivayutsya po telefonu vo vremya igry",
])
def test_partners_messaging_or_talking_out_of_band_law_73(text: str) -> None:
    """Law 73B: partners shall not communicate by means other than their calls and plays."""
    assert "partner_communication" in _sure(text)


def test_a_private_message_to_the_director_is_no_partner_communication_law_73() -> None:
    assert "partner_communication" not in _sure("я написал судье в личку про вчерашнюю сдачу")


@pytest.mark.parametrize("text", [
    "нарушитель понимал, что его партнёру придётся молчать, а это им на руку",
    "he knew his partner must pass throughout, and that was to their advantage",
])
def test_a_forced_pass_the_offender_knew_would_help_law_23a(text: str) -> None:
    """Law 23A: the offender could have known the forced pass of his partner would damage the other side."""
    assert "forced_pass_foreseen" in _sure(text)


@pytest.mark.parametrize("text", [
    "партнёр мгновенно кликнул пас, словно намекая мне не торговаться дальше",
    "partner passed instantly, as if he hinted I should stop",
])
def test_a_snap_call_that_hints_law_16a(text: str) -> None:
    """Law 16A: the manner of a call (its tempo) may carry unauthorised information to partner."""
    assert "hesitation" in _sure(text)


def test_too_low_a_bid_is_insufficient_law_27() -> None:
    """Law 27: a bid that does not outrank the last is insufficient."""
    assert "insufficient_bid" in _sure("соперник сказал слишком низкую заявку, и судью ещё не звали")


def test_played_tricks_looked_at_during_the_play_law_66c() -> None:
    """Law 66C: after the next trick has begun, quitted tricks may not be inspected until the end of the play."""
    assert "trick_look_quitted" in read("в середине розыгрыша соперник начал смотреть сыгранные взятки").concept_ids


@pytest.mark.parametrize("text", [
    "партнёр кликнул 3 пики вместо 3 треф и сразу попросил откат",
    "я нажал не ту заявку на планшете: хотел пас, а вышло 2 бубны",
])
def test_a_call_clicked_in_place_of_the_one_meant_law_25a(text: str) -> None:
    """Law 25A: an unintended call (a slip of the hand) may be replaced without pause for thought."""
    assert "misclick" in _sure(text)


@pytest.mark.parametrize("text", [
    "соперник говорит, что карта была сыграна, мы говорим, что нет; каждый стоит на своём",
    "оппоненты утверждают, что алертили, а мы говорим, что никакого алерта не было",
])
def test_each_side_keeping_to_its_own_account_of_the_facts_law_85(text: str) -> None:
    """Law 85: facts in dispute: the director decides on the balance of the evidence."""
    assert "disputed_facts" in _sure(text)


def test_lying_with_a_bid_is_a_psychic_call_law_40a() -> None:
    """Law 40A: a player may make any call without prior announcement, provided it is not based on an agreement
    (a psychic call: DEF Психологическая заявка)."""
    assert "psych" in _sure("а можно обманывать заявками соперников, если у меня нет такой масти?")


@pytest.mark.parametrize(("text", "which"), [
    ("zashchitnik hodil ne v svoyu ochered, a razygryvayushchij ne prinyal", "defender_lead_out_of_turn_refused"),
    ("vistuyushchij hodil ne v svoyu ochered, razygryvayushchij prinyal", "lead_out_of_turn_accepted"),
])
def test_a_lead_out_of_turn_typed_in_latin_letters_laws_53_56(text: str, which: str) -> None:
    """Law 56: declarer refuses a defender's lead out of turn; Law 53: accepted, it becomes a correct lead."""
    assert which in read(text).concept_ids
