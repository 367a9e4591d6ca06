"""Declarer's choice after a premature play told with "bar" (``bot/intake/premature.py``, Law 57A3): barring the
offender's partner from playing a suit is forbidding it, as "forbid" says."""

from __future__ import annotations

import pytest

from bot.intake import premature
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "premature play by a defender, can declarer bar partner from playing a suit he names",
    "after a defender's premature play declarer barred his partner from playing spades",
])
def test_barring_partner_from_a_suit_after_a_premature_play_is_57A3(text: str) -> None:
    assert premature.section(text) == "57A3"
    assert "premature_play_other_suit" in read(text).concept_ids


def test_a_bar_that_names_no_play_chooses_nothing() -> None:
    assert premature.section("premature play by a defender; we met at the bar later") is None
