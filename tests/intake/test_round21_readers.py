"""Readers extended in the twenty-first round (issue 10), from the misses of the spent sets blind51 / blind52, each
case a sentence of our own that names the law passage it follows: Russian typed in Latin letters spells «той» as
toi / toj / toy and «вистующий» as vistuyushii / vistujushchij, and «стол» (dummy) opens a Latin-typed story as it
opens a Cyrillic one."""

from __future__ import annotations

import pytest

from bot.intake import asking, dummy_acts, fifth_card, forms, rotation_detail
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "bolvan skazal partneru chto on hodit ne s toi ruki",
    "bolvan predupredil chto hod ne iz toj ruki",
    "stol skazal deklareru chto on hodit ne s toy ruki",
    "болван сказал, что партнёр ходит не с тои руки",
])
def test_dummy_warning_of_the_wrong_hand_in_any_spelling_is_42b2(text: str) -> None:
    """Law 42B2: dummy may try to prevent declarer leading from the wrong hand."""
    assert dummy_acts.section(text) == "42B2"


def test_a_latin_stol_inside_a_story_is_no_dummy() -> None:
    """«stol» names dummy at the start of a clause, as «стол» does; a table named inside a clause is furniture."""
    assert dummy_acts.section("korobki na sleduyushchiy stol zamechanie") is None


@pytest.mark.parametrize(("text", "section"), [
    ("vistuyushii polozhil vo vzyatku lishnyuyu, pyatuyu kartu", "45E1"),
    ("zashchitnik sygral pyatuyu kartu vo vzyatku", "45E1"),
    ("sopernik polozhil lishnyuyu kartu vo vzyatku", "45E1"),
    ("razygryvayushchiy polozhil vo vzyatku lishnyuyu kartu", "45E2"),
    ("razygryvajuschij sygral pjatuju kartu", "45E2"),
])
def test_whose_fifth_card_in_latin_letters(text: str, section: str) -> None:
    """Law 45E: a defender's fifth card is 45E1 (a penalty card), declarer's 45E2."""
    assert fifth_card.section(text) == section


@pytest.mark.parametrize("text", [
    "я по ошибке спасовал, когда говорить должен был правый, а открытия ещё не было",
    "партнёр спасовал не в свою очередь, открытия пока не было",
    "ya spasoval ne v svoyu ochered, otkrytiya eshche ne bylo",
])
def test_a_pass_out_of_turn_with_no_opening_yet_is_30a(text: str) -> None:
    """Law 30A: a pass out of rotation before any player has bid, whoever's turn it was."""
    assert "pass_out_of_turn_before_any_bid" in read(text).concept_ids


def test_a_pass_out_of_turn_after_the_opening_is_not_30a() -> None:
    text = "после открытия я спасовал, когда говорить должен был правый"
    assert "pass_out_of_turn_before_any_bid" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "если после контры соперник перебил заявкой повыше, контра ещё считается?",
    "после реконтры левый перебил, реконтра ещё действует?",
])
def test_a_double_overtaken_by_a_later_bid_is_19c(text: str) -> None:
    """Law 19C: a double or redouble is superseded by a later legal bid; «после контры» opens the story, it is no
    double of a double (Law 36)."""
    ids = read(text).concept_ids
    assert ids[0] == "double_superseded"
    assert "inadmissible_double" not in ids


def test_a_double_after_a_double_is_still_inadmissible() -> None:
    assert "inadmissible_double" in read("партнёр дал контру после контры соперника").concept_ids


@pytest.mark.parametrize("text", [
    "можно ли спрашивать значение заявок оппов, если сейчас не моя очередь говорить?",
    "во время торговли спросил значение ставок соперников",
])
def test_the_meaning_of_the_opponents_calls_asked_in_the_auction_is_20f1(text: str) -> None:
    """Law 20F1: during the auction a player may ask, at his turn to call, for an explanation of the opponents'
    calls; the plural «заявок» / «ставок» is the calls too."""
    assert asking.section(text) == "20F1"


@pytest.mark.parametrize(("text", "card"), [
    ("я сыграл 8 пик, а у партнёра была пика", "S8"),
    ("на мой туз он сбросил 8 треф", "C8"),
    ("sygral 8 pik", "S8"),
])
def test_an_eight_played_is_a_card(text: str, card: str) -> None:
    """A rank no legal bid has, told with a verb of play, is the card played, not the bid of eight (Law 38)."""
    situation = read(text)
    assert card in [c.value for c in situation.cards]
    assert not situation.calls
    assert "bid8" not in situation.marks


@pytest.mark.parametrize("text", [
    "я заявил 8 пик",
    "партнёр положил 8♠ поверх 7♥ соперников",  # the bidding box: a bid of eight over 7♥
    "сыграл 8 пик в торговле по ошибке",
])
def test_a_bid_of_eight_stays_a_bid(text: str) -> None:
    assert "bid8" in read(text).marks


def test_a_low_number_played_stays_a_call() -> None:
    """«сыграл 3 пики» is the contract played, «положил 2 трефы» may be two clubs: the verb cannot tell."""
    assert [c.value for c in read("я положил 2 трефы на туза").calls] == ["2C"]


@pytest.mark.parametrize(("text", "seat"), [
    ("ЛП дал контру", "lho"),
    ("ПП спасовал", "rho"),
    ("LP zayavil 1 chervu", "lho"),
])
def test_the_league_abbreviations_of_the_opponents_are_seats(text: str, seat: str) -> None:
    """«ЛП» / «ПП» are the left / right opponent (левый / правый противник), written in capitals."""
    assert seat in [s.value for s in forms.find_seats(text)]


@pytest.mark.parametrize("text", ["ЛПП спасовал", "см. п.ЛП", "Партнёр спасовал, Потом тоже", "ПППП"])
def test_the_abbreviations_stand_alone(text: str) -> None:
    """The abbreviation is a word of its own (the pattern is cued now: a story with «П» but no «лп» / «пп» is not
    scanned for it, and one glued to other letters or a dot stays no seat)."""
    assert not {"lho", "rho"} & {s.value for s in forms.find_seats(text)}


def test_a_lower_case_pp_is_no_seat() -> None:
    """«пп.» is a subsection's abbreviation, never a seat."""
    assert "rho" not in [s.value for s in forms.find_seats("см. пп. 27B1 и 27B2")]


def test_a_pass_made_at_the_tellers_turn_by_the_right_opponent_is_30b3() -> None:
    """Law 30B3: RHO passed at his LHO's (the teller's) turn."""
    text = "после открытия ПП спасовал в мою очередь, то есть раньше меня"
    assert "pass_out_of_turn_lho" in read(text).concept_ids


def test_noticed_before_the_next_player_called_says_no_turn() -> None:
    """«заметили до того, как ЛП что-то сказал» says when the call out of rotation was noticed, not that it was made
    at LHO's turn (the dealer, partner, was to call: Law 31B, not 31A)."""
    text = "открылся 1БК, а сдающим был партнёр, заметили до того как ЛП что-то сказал"
    situation = read(text)
    assert rotation_detail.find_turn(text, situation.seats) is None
    assert "bid_out_of_turn_rho" not in situation.concept_ids


def test_a_call_made_before_the_next_player_still_says_his_turn() -> None:
    text = "я заявил до того, как левый что-то сказал"
    situation = read(text)
    turn = rotation_detail.find_turn(text, situation.seats)
    assert turn is not None and situation.seats[turn[0]].value == "lho"


@pytest.mark.parametrize("text", [
    "соперник сказал заявку ниже, чем надо, а я не заметила и сказала свою",
    "левый заявил меньше, чем можно, партнёр не заметил и спасовал",
])
def test_a_bid_lower_than_allowed_called_over_is_accepted(text: str) -> None:
    """Law 27A: an insufficient bid («ниже, чем надо») the next player called over unaware is accepted."""
    assert "insufficient_bid_accepted" in read(text).concept_ids
