"""Readers extended in the twentieth round (issue 10), from the misses of the spent sets blind49 / blind50, each case
a sentence of our own that names the law passage it follows: dummy told by his cards laid out («партнёр, который
выложил карты», «мои карты выложены», «я, чьи карты открыты», «пока партнёр разыгрывал, я…») and dummy keeping
count of the tricks (42A2); a club's «секретарь» is the director the readers look for; a director called late
asked «не поздно ли» (9B1(A))."""

from __future__ import annotations

import pytest

from bot.intake import director_call, dummy_acts
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    # 42B2: dummy may try to stop declarer leading from the wrong hand
    ("партнёр, который выложил карты, сказал мне, что я хожу не из той руки", "42B2"),
    ("тот, кто выложил свои карты, остановил разыгрывающего: ход со стола", "42B2"),
    ("мои карты уже выложены, а партнёр собирается ходить не с той руки, могу я сказать?", "42B2"),
    # 42B1: dummy may ask declarer, who did not follow suit, whether he has none
    ("я, чьи карты лежат на столе, спросил у партнёра, нет ли у него пик", "42B1"),
    # 43A1(A): dummy may not call the director during the play
    ("пока партнёр разыгрывал, я позвал судью, потому что соперник сходил не в очередь", "43A1(A)"),
    # 43A1(C): dummy may not take part in the play; remarks on it are taking part
    ("партнёр, у которого карты выложены, делает замечания по каждой моей карте", "43A1(C)"),
    ("мои карты лежали открыто, и я сказал партнёру, что я бы сыграл иначе", "43A1(C)"),
])
def test_dummy_told_by_his_cards_laid_out(text: str, section: str) -> None:
    """Laws 42B, 43A1: dummy is the player whose cards are laid out, or the teller while partner plays the hand."""
    assert dummy_acts.section(text) == section


@pytest.mark.parametrize("text", [
    "когда мои карты выложены, могу ли я считать взятки, которые мы взяли?",
    "болван записывает взятки на бумажке, так можно?",
    "may dummy keep count of the tricks?",
])
def test_dummy_keeping_count_of_the_tricks_is_42a2(text: str) -> None:
    """Law 42A2: dummy may keep count of the tricks won and lost."""
    assert dummy_acts.section(text) == "42A2"
    assert "dummy_counts_tricks" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я выложил карты и сказал, что остальные взятки мои",  # a claim: nobody is told as dummy
    "партнёр разыгрывает четыре пики, а я пошёл за чаем",  # dummy named, no act of his told
])
def test_no_dummy_section_without_dummy_acting(text: str) -> None:
    """Cards laid out by declarer for a claim, or dummy doing nothing of Laws 42-43: no section."""
    assert dummy_acts.section(text) is None


def test_dummy_told_by_his_laid_out_cards_is_no_claim() -> None:
    """The laying out is dummy's (41D), not declarer's claim (68) nor the opening lead's: the claim reading goes."""
    ids = read("тот кто выложил карты сказал партнеру не ходи с руки ходи со стола").concept_ids
    assert "dummy_warns_wrong_hand" in ids
    assert "claim" not in ids


@pytest.mark.parametrize("text", [
    "пока партнёр разыгрывал, я хотел позвать секретаря, а мне сказали, что мне нельзя",
    "болван позвал секретаршу посреди розыгрыша",
])
def test_a_clubs_secretary_is_the_director_dummy_calls(text: str) -> None:
    """Law 43A1(A): a club's «секретарь» runs the evening; dummy calling him is dummy calling the director."""
    assert dummy_acts.section(text) == "43A1(A)"


@pytest.mark.parametrize("text", [
    "соперник сходил не в очередь, мы поспорили и только через пять минут догадались позвать секретаря — не поздно ли",
    "нарушение заметили, но только потом решили вызвать судью, не поздно ли?",
])
def test_a_director_called_late_asked_not_too_late_is_9b1a(text: str) -> None:
    """Law 9B1(A): the director must be called at once when attention is drawn to an irregularity."""
    assert director_call.section(text) == "9B1(A)"
    assert "director_call_when" in read(text).concept_ids
