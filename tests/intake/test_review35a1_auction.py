"""The director's review of round 35's auction readers (review 35A1): each sentence where a reader named a wrong
law, with the right law first or the wrong concept gone, beside what the round meant to read (test_round35a_auction)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import condoned

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
