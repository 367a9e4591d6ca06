"""Round 44, qual44a: auction, procedure and definitions, from the spent sets' misses (the general way it is said).

Each rule has its sentence and a near miss that shares its words but tells another law's situation: an explanation
that did not say what the call shows (incomplete explanation, not 18A nor a dummy card named by suit); who decides
the table and line, or whether a pair may sit N-S themselves (5A); the director quoting the laws that give nothing
(12A1); the director's ruling «не правильно» typed apart (82); «паз» and «кондра» typed for pass and double; a call
out of turn the next player wants to accept (29B).
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


# an explanation that did not say what the call shows: incomplete explanation, not an incomplete call (18A)
@pytest.mark.parametrize("text", [
    "соперник объявил алерт, но не сказал, что показывает его заявка",
    "the opponent alerted 2D but did not say which suit it shows",
])
def test_an_explanation_that_did_not_say_what_the_call_shows_is_incomplete(text: str) -> None:
    assert "incomplete_explanation" in _triggered(text)
    assert "incomplete_call" not in _triggered(text)
    assert _refs(text, 1)[0].startswith(("20F", "40C", "21"))


@pytest.mark.parametrize("text", [
    "в торговле соперник сказал «три» и не назвал масть — это заявка?",
    "разыгрывающий сказал со стола «трефу», но не сказал какую",
])
def test_a_call_or_a_card_without_its_suit_is_no_incomplete_explanation(text: str) -> None:
    assert "incomplete_explanation" not in _triggered(text)


# 5A: who decides the table and the line; may we sit N-S ourselves
@pytest.mark.parametrize("text", [
    "кто решает, за каким столом и на какой линии мы играем?",
    "мы пришли первыми, можем сами сесть север-юг?",
])
def test_who_decides_the_table_or_the_line_is_5a(text: str) -> None:
    assert "pair_choosing_seats" in _triggered(text)
    assert _refs(text, 1) == ["5A"]


@pytest.mark.parametrize("text", [
    "мы сели не на ту линию, а по расписанию должны были сидеть север-юг",
    "кто решает, какая пара сидит за столом как север-юг для зональности на доске?",
])
def test_a_pair_seated_wrong_is_not_choosing_seats(text: str) -> None:
    assert "pair_choosing_seats" not in _triggered(text)


# 12A1: the director quotes the laws that give nothing
def test_the_laws_give_nothing_is_12a1() -> None:
    text = "судья говорит, что по правилам нам ничего не положено, хотя мы пострадали"
    assert "laws_give_no_redress" in _triggered(text)
    assert _refs(text, 1) == ["12A1"]


def test_nothing_owed_without_the_laws_is_no_12a1() -> None:
    assert "laws_give_no_redress" not in _triggered("партнёру ничего не положено говорить во время розыгрыша")


# 82: «не правильно» typed apart
def test_the_director_ruled_wrongly_typed_apart_is_82() -> None:
    text = "судья не правильно решил, потом сам понял и исправил"
    assert "director_error" in _triggered(text)
    assert _refs(text, 1) == ["82"]


def test_a_player_who_did_not_play_right_is_no_director_error() -> None:
    assert "director_error" not in _triggered("судья сказал, что я не правильно сыграл с руки")


# «паз», «кондра»: pass and double as typed
def test_paz_is_a_pass() -> None:
    assert _refs("он сказал паз не в свою очередь ещё до открытия торговли", 1) == ["30A"]


def test_kondra_is_a_double() -> None:
    assert _refs("партнёр дал кондру на мою же заявку", 1)[0].startswith(("36", "19"))


# 29B: the next player wants to accept the call out of turn
@pytest.mark.parametrize("text", [
    "правый заявил вне очереди, я хочу просто принять это и торговать дальше",
    "LHO bid out of turn, can I accept the bid?",
])
def test_accepting_a_call_out_of_turn_is_29b(text: str) -> None:
    assert "call_out_of_rotation_condoned" in _triggered(text)
    assert _refs(text, 1) == ["29B"]


@pytest.mark.parametrize("text", [
    "если отказались принять заявку не в очередь, к кому переходит слово?",
    "соперник сделал ход вне очереди, разыгрывающий хочет принять этот ход",
    "партнёр заявил вне очереди, судья не принял заявку и велел пасовать",
])
def test_a_lead_accepted_or_a_call_not_accepted_is_no_29b(text: str) -> None:
    assert "call_out_of_rotation_condoned" not in _triggered(text)
    assert _refs(text, 1) != ["29B"]


# «неправильная контра» called over: the inadmissible double condoned (35A); a double out of turn stays 32
def test_a_wrong_double_called_over_is_35a() -> None:
    text = "соперник дал неправильную контру, а следующий уже заявил поверх, судья говорит без наказания"
    assert _refs(text, 1) == ["35A"]


def test_a_wrong_double_out_of_turn_is_32() -> None:
    assert _refs("сосед слева дал неправильную контру вне очереди", 1)[0].startswith("32")


# 11C: whose spectator («пришёл с нами», «я привёл друга»), against whose irregularity («у соперника ренонс»,
# «ходит не с той руки»)
@pytest.mark.parametrize(("text", "law"), [
    ("мой друг смотрел игру и первым сказал, что соперник ходит не с той руки", "11C1"),
    ("зритель, который с нами пришёл, первым сказал, что у соперника ренонс", "11C1"),
    ("я привёл друга посмотреть, он первым заметил ренонс соперника", "11C1"),
    ("я привёл друга посмотреть, он первым заметил мой ренонс", "11C2"),
    ("зритель, который пришёл с соперниками, первым сказал, что у соперника ренонс", "11C2"),
])
def test_whose_spectator_against_whose_irregularity(text: str, law: str) -> None:
    assert _refs(text, 1) == [law]


def test_partner_who_noticed_first_is_no_spectator() -> None:
    assert not _refs("мы пришли с другом, партнёр первым заметил ренонс соперника", 1)[0].startswith("11C")


# a bid out of turn, then "the one whose turn it was" passed: RHO passed (31A1); his bid over it stays 28B
def test_a_bid_out_of_turn_then_the_owner_passed_is_31a1() -> None:
    assert _refs("соперник открыл 1 черву не в свою очередь, потом тот, чья была очередь, спасовал", 1) == ["31A1"]


@pytest.mark.parametrize("text", [
    "соперник открыл 1 черву не в свою очередь, потом тот, чья была очередь, сказал 2 бубны",
    "соперник спасовал не в свою очередь, потом тот, чья была очередь, тоже спасовал",
])
def test_the_owner_bid_or_a_pass_out_of_turn_is_no_31a1(text: str) -> None:
    assert _refs(text, 1) != ["31A1"]


# a hand put back into the wrong pocket and played so at later tables: a fouled board (87); taken from the wrong
# pocket at one's own table stays 17D
@pytest.mark.parametrize("text", [
    "partner put his cards back into the wrong pocket, the next table played it",
    "после сдачи сосед положил карты не в тот карман, и следующие столы сыграли с перепутанными руками",
])
def test_a_hand_put_back_into_the_wrong_pocket_and_played_on_is_a_fouled_board(text: str) -> None:
    assert "fouled_board" in _triggered(text)
    assert "87" in [ref[:2] for ref in _refs(text, 5)]


def test_cards_taken_from_the_wrong_pocket_are_no_fouled_board() -> None:
    text = "he took his cards from the wrong pocket and bid 1NT at our table"
    assert "fouled_board" not in _triggered(text)
    assert _refs(text, 1) == ["17D"]


# Law 4: partners that change in an individual; an infraction in an individual is no question of partnerships
@pytest.mark.parametrize("text", [
    "почему в индивидуале у меня каждый тур новый партнёр?",
    "this is an individual, so my partner changes every two boards: can I keep the same one?",
])
def test_partners_changing_in_an_individual_is_law_4(text: str) -> None:
    assert "individual_partnerships" in _triggered(text)
    assert _refs(text, 1) == ["4"]


@pytest.mark.parametrize("text", [
    "в индивидуале партнёр сделал ренонс",
    "in an individual my partner bid out of turn",
])
def test_an_infraction_in_an_individual_is_not_law_4(text: str) -> None:
    assert "individual_partnerships" not in _triggered(text)
    assert _refs(text, 1) != ["4"]


# the club or league that will not let a convention be played (40D, 80); a partner who cannot play it is no rule
def test_a_club_that_will_not_let_us_play_a_convention_regulates_it() -> None:
    text = "в нашем клубе нельзя играть мульти, кто это решает?"
    assert "convention_regulation" in _triggered(text)
    assert _refs(text, 1)[0] in ("40D", "80")


def test_a_league_allowing_an_undo_is_the_sponsoring_organization() -> None:
    assert "sponsoring_organization" in _triggered("our league wants to allow an undo, who decides?")


def test_a_partner_who_cannot_play_a_convention_is_no_regulation() -> None:
    assert "convention_regulation" not in _triggered("partner can't play multi, he forgot the convention")
