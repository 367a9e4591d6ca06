"""Round 44, qual44a: auction, procedure and definitions, from the spent sets' misses (the general way it is said).

Each rule has its sentence and a near miss that shares its words but tells another law's situation: an explanation
that did not say what the call shows (incomplete explanation, not 18A nor a dummy card named by suit); the director
quoting the laws that give nothing (12A1); «паз» and «кондра» typed for pass and double; «неправильная контра»
called over (35A); whose spectator pointed out whose irregularity (11C).
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


# 12A1: the director quotes the laws that give nothing
def test_the_laws_give_nothing_is_12a1() -> None:
    text = "судья говорит, что по правилам нам ничего не положено, хотя мы пострадали"
    assert "laws_give_no_redress" in _triggered(text)
    assert _refs(text, 1) == ["12A1"]


def test_nothing_owed_without_the_laws_is_no_12a1() -> None:
    assert "laws_give_no_redress" not in _triggered("партнёру ничего не положено говорить во время розыгрыша")


# «паз», «кондра»: pass and double as typed
def test_paz_is_a_pass() -> None:
    assert _refs("он сказал паз не в свою очередь ещё до открытия торговли", 1) == ["30A"]


def test_kondra_is_a_double() -> None:
    assert _refs("партнёр дал кондру на мою же заявку", 1)[0].startswith(("36", "19"))


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
