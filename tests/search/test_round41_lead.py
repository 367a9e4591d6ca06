"""Round 41 (the lead, after the merges): an insufficient bid told together with «вне очереди» is Law 27C.

Review A narrowed the new ``insufficient_bid_out_of_turn`` concept so that an insufficient bid and a *different*
player's call out of turn in one sentence no longer read as 27C; that also lost the plainest way of saying it, the
two words side by side («недостаточная заявка вне очереди»: a spent line that had 27C first at the round's start). The
words next to each other now say it alone; apart, they still need «да ещё», «к тому же» or "made out of turn".
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "недостаточная заявка вне очереди, как быть?",
    "соперник сделал недостаточную заявку не в свою очередь",
    "insufficient bid out of turn, what now?",
    "nedostatochnaya zayavka vne ocheredi chto delat",
])
def test_an_insufficient_bid_out_of_turn_side_by_side_is_27c(text: str) -> None:
    assert "insufficient_bid_out_of_turn" in _triggered(text)
    assert _refs(text, 1) == ["27C"]


@pytest.mark.parametrize("text", [
    "правый сделал недостаточную заявку, а я потом сказал вне очереди 3 трефы",
    "insufficient bid by RHO, then my partner passed out of turn before I could accept",
    "недостаточная заявка: партнёр нарушителя сказал не в свою очередь",
])
def test_an_insufficient_bid_then_another_players_call_out_of_turn_is_not_27c(text: str) -> None:
    """Two faults of two players: the words are apart, so the side-by-side phrase does not read them as one call."""
    assert "insufficient_bid_out_of_turn" not in _triggered(text)
    assert "27C" not in _refs(text, 3)
