"""A section a reader settled types the wizard's prefill as the situation it refines (``bot/intake/prefill.py``,
``_section_types``): the settled section replaced the general concept the lexicon read, which the prefill typed."""

from __future__ import annotations

import pytest

from bot.intake.prefill import prefill


@pytest.mark.parametrize(("text", "kind"), [
    ("Сказал 2 пики раньше правого, он сказал 3 бубны, а я потом сказал 3 бк — что с партнёром?", "call_out_of_turn"),
    ("Левый открыл 1♦, партнёр ещё думал, а я уже спасовал за него.", "call_out_of_turn"),  # 30B2(A)
    ("на бэбэо промахнулся мышкой и вместо паса нажал 7бк", "misclick"),  # 25A
    ("он подумал секунд десять и поменял 2♥ на 3♥, мы сказали ну ладно, пусть будет", "change_of_call"),  # 25B1
    ("Партнёр открыл 1♠, а я по привычке сказал «контра»", "inadmissible_call"),  # Law 36
])
def test_a_settled_section_types_the_prefill_as_its_situation(text: str, kind: str) -> None:
    result = prefill(text)
    assert result is not None and result.type == kind
