"""A lead or play required of a player who has none of it is Law 59 (``bot/intake/inability.py``): he may play any
correct card. The two facts are told in any order and words; a premature play's choice (57), a card named from
dummy (46B4), a question «нет?» and the duty to follow suit or ruff (44) are other laws'."""

from __future__ import annotations

import pytest

from bot.intake import inability
from bot.intake.situation import read

LAW_59 = inability.SECTIONS["59"]


@pytest.mark.parametrize("text", [
    "не могу выполнить требование разыгрывающего нет у меня такой масти",
    "ne mogu sygrat kak trebuet razygryvajushij, net takoj masti",
    "заставили ходить в черву а у него их нет чо он делает",
    "razygryvayushchiy trebuet hod v mast, a u menya ee net",
    "declarer требует lead в пику, а у партнёра нарушителя пик нет",
    "defender can't comply with the lead penalty, has no card of that suit",
    "Судья сказал партнёру сыграть трефой, а треф у него нет",
    "у него нет карт масти которую потребовал разыгрывающий, что ему играть??",
    "Declarer told me to lead a spade because of my partner's exposed card, but I had no spades left.",
])
def test_a_required_lead_or_play_the_player_cannot_make_is_law_59(text: str) -> None:
    assert LAW_59 in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Ход червой, у меня червей нет. Обязан ли я козырять или могу сбросить любую?",  # 44: following suit
    "Разыгрывающий потребовал от Запада сыграть младшую бубну, но бубен у Запада нет. Чем ему играть?",  # 57B
    "partner нарушителя не может выполнить penalty, void в масти. играет any card?",  # 57B: no lead in it
    "Разыгрывающий не дал в черву. Я (болван) спросил его: «червей нет?» Это разрешено?",  # 42B1
    "Назвал со стола десятку треф, которой там нет, — соперники говорят, что теперь он должен играть любую трефу",
    "разыгрывающий потребовал ход в пику",  # nothing said of having none
])
def test_no_law_59_without_both_facts_or_in_another_laws_story(text: str) -> None:
    assert LAW_59 not in read(text).concept_ids


def test_law_59_quiets_the_procedure_of_the_play_read_beside_it() -> None:
    """Law 59 settled: «нет такой масти» also reads as the procedure of the play (44), which keeps a part only."""
    text = "не могу выполнить требование разыгрывающего нет у меня такой масти"
    found = {m.id: m.weight for m in read(text).concepts}
    assert found[LAW_59] == 1.0 and found.get("play_procedure", 0) < 0.5
