"""Concept lexicon entries added or changed in the twenty-third round (issue 10), from the misses of the spent sets
blind55 / blind56: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids


@pytest.mark.parametrize("text", [
    "партнёр нечаянно сказал 8 пик, что теперь",
    "I accidentally bid 8 spades instead of 3 spades",
])
def test_a_bid_above_seven_made_by_accident_is_law_38(text: str) -> None:
    """Law 38: a bid of eight is inadmissible whatever the reason; an accident does not make it a misclick (25A)."""
    ids = _ids(text)
    assert "bid_above_seven" in ids
    assert "misclick" not in ids


def test_an_accidental_bid_within_the_seven_levels_is_still_a_misclick() -> None:
    assert "misclick" in _ids("я нечаянно сказала 3 пики вместо 3 червей")
