"""Triggers added or narrowed in the twenty-second round (issue 10), from the misses of the spent sets blind53 /
blind54: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


def _ids(text: str) -> set[str]:
    return {m.id for m in match(text)}


def _weights(text: str) -> dict[str, float]:
    return {m.id: m.weight for m in read(text).concepts}


@pytest.mark.parametrize("text", [
    "UI: партнёр долго думал, а потом я заявил гейм",
    "это же UI от партнёра, который объяснил мою заявку, а я забыл систему",
])
def test_ui_alone_settles_unauthorized_information(text: str) -> None:
    """Law 16: «UI» is the players' name of unauthorized information, as «MI» and «BIT» are of theirs; the reader
    keeps its capitals in a long story (nothing glued), so the case-sensitive term is met."""
    assert _weights(text).get("unauthorized_information") == 1.0


def test_ui_in_lower_case_is_no_term() -> None:
    assert "unauthorized_information" not in _ids("ui")
