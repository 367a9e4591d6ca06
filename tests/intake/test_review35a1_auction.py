"""The director's review of round 35's auction readers (review 35A1): each sentence where a reader named a wrong
law, with the right law first or the wrong concept gone, beside what the round meant to read (test_round35a_auction)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import compass_auction, condoned, forms, rotation, unnoticed
from bot.intake.situation import _mended


def _sections(text: str) -> tuple[str | None, str | None]:
    raw = _mended(text, None)
    seats, calls = forms.find_seats(raw), forms.every_call(raw)
    return rotation.section(raw, seats, calls), compass_auction.section(raw, seats, calls)


# F1. "I / LHO called the director" is no call made over an inadmissible redouble, nor is "before LHO called":
# the offender's LHO made no call, so Law 36 (37 for a barred call), not Law 35


@pytest.mark.parametrize("text", [
    "My RHO redoubled though it hadn't been doubled; I called the director immediately.",
    "Partner redoubled 2♥, which had not been doubled. LHO called the director at once.",
    "Partner redoubled 2♥ which hadn't been doubled; LHO called the TD.",
    "RHO redoubled my 1NT, which had not been doubled, and I called the director.",
    "Partner redoubled 2♥, which had not been doubled, and I called the director before LHO called.",
    "I redoubled the 4♠ which had not been doubled; the director was called before LHO called.",
    "RHO redoubled although nobody had doubled, and I called the director.",
])
def test_calling_the_director_over_an_inadmissible_redouble_is_law_36(text: str) -> None:
    assert condoned.section(text) is None
    assert _refs(text)[0] == "36"
    assert "inadmissible_double_condoned" not in _ids(text)


def test_calling_the_director_over_a_barred_call_is_law_37() -> None:
    text = "Partner was barred but bid 2♠; I called the director at once."
    assert condoned.section(text) is None
    assert _refs(text)[0] == "37"


@pytest.mark.parametrize("text", [
    "Partner redoubled 2♥, which had not been doubled, and LHO called 3♣.",  # a call, not the director
    "Partner redoubled 2♥, which had not been doubled, and LHO called 3♣ before I called the director.",
    "West redoubled my partner's 1♠, which had not been doubled. Before anyone noticed, I (North) bid 2♥",
])
def test_a_call_over_the_inadmissible_redouble_is_still_35a(text: str) -> None:
    assert condoned.section(text) == "35A"
    assert _refs(text)[0] == "35A"


# F2. «машинально» / «на автомате» said of the call out of rotation is no call over it unnoticed, and the director
# called before the owner of the turn called (even within one clause: «Я позвал судью и потом сказал пас») is never
# 28B: the section's own next step (31B here; 31A1 / 31A2 at RHO's turn)


@pytest.mark.parametrize("text", [
    "Правый машинально назначил 1♥ вне очереди, а была моя очередь. Я позвал судью и потом сказал пас.",
    "Правый на автомате назначил 1♥ вне очереди, а была моя очередь. Я позвал судью и потом сказал пас.",
    "Правый машинально назначил 1♥ вне очереди, а была моя очередь. Я сказал пас.",  # said of the offender only
])
def test_the_offenders_manner_or_the_director_first_is_no_28b(text: str) -> None:
    assert _sections(text)[0] == "31B"
    assert _refs(text)[0] == "31B"
    assert "call_in_turn_after_call_out_of_rotation" not in _ids(text)


@pytest.mark.parametrize(("text", "law"), [
    ("Сдавал Север. Восток машинально открыл 1♠, хотя очередь была Севера. Север позвал судью и потом сказал 2♥",
     "31A2"),
    ("Сдавал Север. Восток открыл 1♠ вне очереди. Север позвал судью, а потом сказал пас", "31A1"),
    ("Сдавал Север, Восток открыл 1♠ вне очереди, судью позвали, Север сказал 2♥", "31A2"),
    ("East opened 1♠ out of turn; North called the director and then bid 2♥.", "31A2"),  # no call to the TD
])
def test_the_director_called_before_rhos_call_is_31a_not_28b(text: str, law: str) -> None:
    assert _refs(text)[0] == law


@pytest.mark.parametrize("text", [
    "East opened 1♠ before North could; North said 2♥.",  # RHO's call, not told unnoticed: 31A2, not bare 31A
    "East opened 1♠ in North's turn; North said 2♥.",
])
def test_rhos_call_not_told_unnoticed_is_31a2(text: str) -> None:
    assert _refs(text)[0] == "31A2"


@pytest.mark.parametrize("text", [
    "Сдавал Север, Восток открыл 1♠ вне очереди, Север как ни в чём не бывало сказал 2♥",
    "Сдавал Юг. Запад открыл 1♥ вне очереди, Юг на автомате сказал пас",
    "Сосед слева выскочил с 1♠, хотя очередь была моя, а я, как ни в чём не бывало, сказал свою заявку",
])
def test_the_manner_of_the_owners_own_call_is_still_28b(text: str) -> None:
    assert _refs(text)[0] == "28B"


def test_words_of_manner_count_only_from_the_clause_given() -> None:
    text = "Правый машинально назначил 1♥ вне очереди. Я сказал пас"
    assert unnoticed.called_over(text)
    assert not unnoticed.called_over(text, unnoticed.clause_start(text, text.index("Я")))
    assert unnoticed.called_over("Правый открыл 1♥. Не заметив, я сказал пас", 18)  # unnoticed: anywhere
