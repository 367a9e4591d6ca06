"""A question about calling the director (``bot.intake.director_call``, Law 9B1): whether the call costs rights
(9B1(C)), who may call (9B1(B)), when to call (9B1(A); after an opponent's action a hesitation may have suggested,
Law 16A2); a director called late or after acting on (Law 11) gets no section."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import director_call
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    ("я позвал судью — не потеряю ли я этим свои права?", "9B1(C)"),
    ("RHO says you called TD so you lose your option. Calling the TD doesn't cost me any rights, correct?", "9B1(C)"),
    ("кто может позвать судью, нарушитель тоже может или только потерпевшие", "9B1(B)"),
    ("Director! who is allowed to call the TD once an irregularity is pointed out?", "9B1(B)"),
    ("когда надо звать судью — сразу, как только на нарушение обратили внимание, или можно доиграть?", "9B1(A)"),
    ("opponent chose a bid after partner's BIT, when do I call the TD", "16A2"),
    ("Правый пошёл в 4♠, потому что его партнёр долго тянул перед пасом — когда звать судью?", "16A2"),
])
def test_the_question_about_calling_the_director_says_the_section_law_9b1(text: str, section: str) -> None:
    assert director_call.section(text) == section


@pytest.mark.parametrize("text", [
    "мы сыграли дальше а потом позвали судью, права потеряли??",  # acted on before calling: Law 11A
    "Opponent made an irregularity and my partner played a card before anyone called the director. Lost our rights?",
    "После 2♥ правый сказал 1♠ и, когда я позвал судью, попробовал заменить на контру",  # «когда я позвал»: a tale
    "болван вызвал судью — кто может его звать?",  # dummy's own limits: Law 43A1
])
def test_a_call_told_late_or_by_dummy_gets_no_law_9b1_section(text: str) -> None:
    assert director_call.section(text) is None


def test_the_section_replaces_the_general_call_of_the_director_law_9b1b() -> None:
    ids = read("кто может звать судью — только потерпевшая сторона?").concept_ids
    assert "director_call_who" in ids and "call_director" not in ids


WORDS = ["кто", "может", "звать", "судью", "когда", "позвал", "потеряю", "права", "потом", "сразу или", "пауза",
         "director", "who may call", "when do I call", "BIT", "болван", ",", "?"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12), st.text(max_size=30))
def test_any_salad_of_its_words_names_only_its_sections_law_9b1(words: list[str], noise: str) -> None:
    assert director_call.section(" ".join(words) + noise) in (None, *director_call.SECTIONS)
