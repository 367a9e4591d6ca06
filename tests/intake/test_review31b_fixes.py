"""Review 31B's sentences, where round 31's play-period readers named a wrong law: a seat named as an object is not
the doer (45E, 62B), a play before the opening lead or by declarer's side is no defender's premature play (57A), and
the other findings, each with the right law or the wrong reading absent."""

from __future__ import annotations

import pytest

from bot.intake import fifth_card, revoke


@pytest.mark.parametrize(("text", "which"), [
    ("Разыгрывающий выиграл взятку у E, а потом положил пятую карту в эту взятку", "45E2"),
    ("Разыгрывающий побил короля W тузом и положил во взятку пятую карту", "45E2"),
    ("Разыгрывающий выиграл взятку у W тузом, а потом добавил пятую карту", "45E2"),
    ("Вистующий W после хода N положил пятую карту во взятку", "45E1"),
])
def test_a_seat_named_as_an_object_is_not_who_put_the_fifth_card(text: str, which: str) -> None:
    assert fifth_card.section(text) == which


@pytest.mark.parametrize("text", [
    "Разыгрывающий взял взятку тузом у W и не дал в черву, хотя она у него была, сразу исправил",
    "Разыгрывающий, после хода W, не ответил в масть, но тут же исправил до следующей взятки",
    "Я разыгрывающий. На ход W не ответил в масть, но сразу исправил до следующей взятки",
])
def test_a_seat_named_as_an_object_is_not_who_revoked(text: str) -> None:
    assert revoke.section(text) == "62B2"
