"""The forty-seventh round's lead: the pins the claim run's new phrasings moved, mended where the ranking decides.

A reader's settled whole law (``pass_obligation``: 37) takes a tie from the law of a concept that would have silenced
it had the reader read it (``call_at_turn_of_player_obliged_to_pass``: 28A) — the barred player's own call is 37 —
while a call made by another player at the barred RHO's turn, which the reader reads as such, stays 28A."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs


@pytest.mark.parametrize("text", [
    "Партнёр был обязан пасовать до конца торговли, но не дожидаясь его хода сказал 3 трефы",
    "Партнёру велели молчать до конца торговли, а он, не дожидаясь своей очереди, сказал 2 пики",
    "Партнёрша обязана была молчать до конца торговли, но не дождавшись своего хода сказала 2 черви",
])
def test_the_barred_player_s_own_call_is_37_not_28a(text: str) -> None:
    assert "pass_obligation" in _ids(text)
    assert _refs(text, 1) == ["37"]


@pytest.mark.parametrize("text", [
    "сосед справа обязан был пасовать а я сказал в его очередь",
    "Правому судья велел молчать до конца торговли, а я, не дождавшись его паса, сказала 2 бубны",
    "my RHO was barred, so I bid 2D at his turn without waiting for his pass",
])
def test_a_call_at_the_barred_rho_s_turn_stays_28a(text: str) -> None:
    assert "call_at_turn_of_player_obliged_to_pass" in _ids(text)
    assert _refs(text, 1) == ["28A"]
