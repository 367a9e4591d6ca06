"""The forty-first round's director review (reviewer B) of the play-law changes: each confirmed wrong answer, as the
sentence that showed it, with the law a director wants first (or the wrong concept absent)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _top

from bot.intake import retract


@pytest.mark.parametrize("text", [
    "судья дал штрафные очки за медленную игру, у меня был туз и король",
    "за опоздание нам дали штрафной балл, а у меня на руках был туз",
])
def test_penalty_points_beside_a_card_are_no_penalty_card(text: str) -> None:
    """F1, Law 90: «штрафные очки / штрафной балл» with a card named elsewhere is a procedural penalty; only «штрафная
    дама» (the card's name beside it) tells a penalty card."""
    assert "penalty_card" not in _ids(text)
    assert _top(text, 1) == ["90"]


@pytest.mark.parametrize("text", [
    "вистующий сыграл не даму, а короля, и это был ренонс, сколько штрафных взяток?",
    "штрафная взятка за ренонс: вистующий положил короля, а не туза",
    "разыгрывающий сыграл не даму, а короля, штрафные взятки за ренонс считаются?",
])
def test_revoke_penalty_tricks_beside_a_card_played_are_law_64(text: str) -> None:
    """F2, Law 64: the revoke's penalty tricks and «сыграл не даму, а короля» tell no penalty card left unplayed."""
    assert "penalty_card_not_played" not in _ids(text)
    assert _top(text, 1) == ["64"]


@pytest.mark.parametrize("text", [
    "без неверного объяснения соперника я бы не положил короля, можно поменять карту?",
    "без неверного объяснения я бы не сыграл эту карту, можно забрать?",
])
def test_the_counterfactual_without_the_misexplanation_asserts_it(text: str) -> None:
    """F3, Law 47E2(A): «без неверного объяснения я бы не…» says the misexplanation caused the play; it is no denial."""
    assert retract.section(text) == "47E2(A)"
    assert _top(text, 1) == ["47E2(A)"]


def test_the_english_counterfactual_keeps_47e2() -> None:
    """F3 in English: "if there had been no misinformation I would not have…" keeps 47E2 among the answers."""
    text = "if there had been no misinformation I would not have played the king, can I change my card?"
    assert retract.section(text) in ("47E2(A)", "47E2(B)")
    assert any(ref.startswith("47E2") for ref in _top(text, 5))
