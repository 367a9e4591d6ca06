"""The forty-second round's play changes (qual42b), each with the sentence it is for and a near miss that shares its
words but tells another law's situation.

* ``follow_suit_duty`` (Law 44C) silences ``lead_restriction_penalty_card``: a suit was led and the player holds it,
  so what is asked is his duty to follow, which comes before any play demanded of him; a lead demanded or forbidden
  beside a penalty card, with no suit led that he holds, stays the lead restriction (50, 51).
* ``bot.intake.inability``: «нечем выполнить / исполнить» (nothing to comply with) says the player cannot do what a
  penalty or declarer required (Law 59), as «не может выполнить» does; «нечем ответить в масть» alone is no penalty.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import inability


@pytest.mark.parametrize("text", [
    "Должен ли я давать в масть хода, если она у меня есть, хотя разыгрывающий требует сыграть другую?",
    "ходили в бубну, бубна у меня есть, а разыгрывающий потребовал пику — какое требование важнее?",
])
def test_the_duty_to_follow_suit_comes_before_a_demanded_play(text: str) -> None:
    """Law 44C: the suit led is held, so following it is the answer, not declarer's lead restriction."""
    ids = _ids(text)
    assert "follow_suit_duty" in ids
    assert "lead_restriction_penalty_card" not in ids
    assert _refs(text, 1) == ["44C"]


@pytest.mark.parametrize("text", [
    "у партнёра штрафная пика, разыгрывающий потребовал ход в черву",
    "разыгрывающий потребовал от меня ход в пику, у меня пики есть, обязан?",
])
def test_a_lead_demanded_with_no_suit_led_stays_a_lead_restriction(text: str) -> None:
    """Near miss: declarer demands a lead (a penalty card's option); no suit was led that the player must follow."""
    assert "lead_restriction_penalty_card" in _ids(text)
    assert "44C" not in _refs(text, 1)


@pytest.mark.parametrize("text", [
    "партнёру нечем выполнить требование разыгрывающего, червей у него нет",
    "нечем исполнить наказание, пик у меня нет — чем ходить?",
])
def test_nothing_to_comply_with_is_law_59(text: str) -> None:
    """Law 59: «нечем выполнить / исполнить» a penalty or a demand: any otherwise legal card may be played."""
    assert inability.section(text) == "59"
    assert _refs(text, 1) == ["59"]


@pytest.mark.parametrize("text", [
    "нечем было ответить в масть, я сбросил трефу",
    "нечем крыть, пришлось сбросить, а потом нашлась черва",
])
def test_nothing_to_follow_with_is_no_penalty_unfulfilled(text: str) -> None:
    """Near miss: no penalty or demand to comply with; a discard (44) or a revoke found later (61-63)."""
    assert inability.section(text) is None
