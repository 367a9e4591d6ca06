"""Round 44, the director's review: wrong answers this round's rules gave, mended (B-F1, A-F3).

B-F1: a Latin-typed call out of turn that also says «hod» (the turn) is still the auction's call out of turn: the
Cyrillic reading's lead out of turn silences it only when the text names no call and no auction.
A-F3: «по правилам X-у ничего не положено (делать)» says what X may not do, not that the laws give no redress (12A1):
the trigger wants the damaged side («нам», «мне») or a damage word.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "v torgovle ja sdelal hod ne v svoju ochered",
    "ja zajavil ne v svoju ochered, byl ne moj hod",
    "ja skazal pas ne v svoju ochered, sejchas byl hod pravogo",
])
def test_a_latin_call_out_of_turn_that_says_hod_stays_the_auctions(text: str) -> None:
    assert "call_out_of_rotation" in _ids(text)


def test_a_latin_pass_out_of_turn_with_hod_is_30a_first() -> None:
    text = "ja skazal pas ne v svoju ochered, sejchas byl hod pravogo"
    assert _refs(text, 3)[0] == "30A"
    assert any(ref.startswith("29") for ref in _refs(text, 3))


@pytest.mark.parametrize("text", [
    "по правилам болвану ничего не положено делать",
    "по правилам защитнику ничего не положено показывать болвану",
    "партнёр говорит, что по правилам разыгрывающему ничего не положено за ренонс защиты после 12 взяток",
])
def test_what_a_player_may_not_do_is_no_12a1(text: str) -> None:
    assert "laws_give_no_redress" not in _ids(text)
    assert "12A1" not in _refs(text, 3)


def test_dummy_may_do_nothing_is_42() -> None:
    assert _refs("по правилам болвану ничего не положено делать", 1)[0].startswith(("42", "43"))


def test_a_revoke_the_laws_give_declarer_nothing_for_is_the_revoke_laws() -> None:
    text = "партнёр говорит, что по правилам разыгрывающему ничего не положено за ренонс защиты после 12 взяток"
    assert _refs(text, 1)[0].startswith(("62D", "64"))


@pytest.mark.parametrize("text", [
    "судья сказал, что по правилам ничего не положено, хотя мы пострадали",
    "по правилам нам ничего не положено",
])
def test_the_laws_give_the_damaged_side_nothing_is_still_12a1(text: str) -> None:
    assert "laws_give_no_redress" in _triggered(text)
    assert _refs(text, 1) == ["12A1"]
