"""Law 26 (``bot.intake.lead_restriction``): the lead a withdrawn call restricts depends on what that call was — a
suit the offender named again later (26A1: no restriction), a suit not named again (26A2: declarer may require or
forbid it), any other call (26B: declarer may forbid one suit)."""

from __future__ import annotations

import pytest

from bot.intake import lead_restriction
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    ("у правого отменили заявку 2♠, пики он больше не назвал; разыгрывающий запрещает его партнёру ход в пику",
     "26A2"),
    ("отменили его ставку, которая показывала бубны; можно потребовать от партнёра ход в бубну?", "26A2"),
    ("his 3C bid was withdrawn and he never bid clubs again: may declarer require a club lead?", "26A2"),
    ("мою заявку в червах убрали, но потом я снова назвал черви; есть ли ограничение на ход?", "26A1"),
    ("после отменённого паса разыгрывающий запрещает моему партнёру ходить в любую масть", "26B"),
    ("его контру сняли, теперь разыгрывающий может запретить ход в одну масть?", "26B"),
    ("мою 1БК отменили, что может запретить разыгрывающий на первом ходу?", "26B"),  # notrump names no suit
])
def test_the_section_follows_the_withdrawn_call(text: str, section: str) -> None:
    assert lead_restriction.section(text) == section


def test_no_section_without_a_withdrawn_call() -> None:
    assert lead_restriction.section("разыгрывающий запрещает ход в пику из-за штрафной карты") is None


def test_the_section_is_settled_and_a_demand_with_no_penalty_card_is_no_law_50() -> None:
    ids = read("у левого сняли его 2♥, черви он так и не назвал; разыгрывающий запрещает его партнёру ходить в "
               "черву").concept_ids
    assert "lead_restriction_suit_not_repeated" in ids
    assert "lead_restriction_after_withdrawn_call" not in ids
    assert "lead_restriction_penalty_card" not in ids
