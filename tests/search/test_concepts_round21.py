"""Triggers added or narrowed in the twenty-first round (issue 10), from the misses of the spent sets blind51 /
blind52: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from lawbase.search.concepts import match


def _ids(text: str) -> set[str]:
    return {m.id for m in match(text)}


@pytest.mark.parametrize("text", [
    "я заявил не в очередь, позвали судью, а пока он шёл, я сам всё исправил",
    "до прихода судьи нарушитель сама поправила свою заявку",
    "the offender fixed it himself before the director came",
])
def test_a_correction_made_while_the_director_was_coming_is_premature(text: str) -> None:
    """Law 9C: a premature correction of an irregularity by the offender, before the director has come."""
    assert "premature_correction_by_offender" in _ids(text)


def test_the_director_correcting_it_himself_is_no_premature_correction() -> None:
    assert "premature_correction_by_offender" not in _ids("судья пришёл и сам всё исправил")


@pytest.mark.parametrize(("text", "inadmissible"), [
    ("партнёр дал контру после контры соперника", True),  # Law 36: a double of a double
    ("он дал реконтру после реконтры", True),
    ("если после контры соперник перебил, контра ещё считается", False),  # Law 19C, not 36
])
def test_a_double_of_a_double_is_told_side_by_side(text: str, inadmissible: bool) -> None:
    assert ("inadmissible_double" in _ids(text)) is inadmissible
