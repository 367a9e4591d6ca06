"""A question or an answer as information from partner (Law 16A: «посредством замечания, вопроса, ответа на
вопрос»), told apart from the right to ask (Law 20F), from correcting partner's explanation (Law 75) and from the
player's own misunderstanding (Law 21A). Each sentence the section a director rules."""

from __future__ import annotations

import pytest

from bot.intake import asking
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "партнёр спросил у соперников, что значит их 3♣, а потом я атаковал в трефу",
    "правый спросил, что означает мой 2♥, и затем его партнёр пошёл в черву",
    "партнёр спросил у противников чё значит их контра, а потом сам прыгнул в 4♠",
    "my partner asked what their 2S meant and then I led a spade",
])
def test_a_question_then_the_lead_or_call_it_suggests_is_16a(text: str) -> None:
    """16A: the question told partner something; the lead or call it suggests is the matter, not the asking."""
    ids = read(text).concept_ids
    assert asking.QUESTION_INFORMATION in ids
    assert not set(asking.SECTIONS.values()) & set(ids)


@pytest.mark.parametrize("text", [
    "я спросил у соперников, что значит их 2♦, а потом вышел в бубну",  # the narrator's own question: his right
    "партнёр спросил, что значит их 2♦, соперник объяснил неправильно, и потом я спасовал",  # misinformation
    "во время торговли спросил у соперников, что значит их 2♣",
])
def test_the_narrators_own_question_or_a_wrong_answer_is_not_16a(text: str) -> None:
    assert asking.QUESTION_INFORMATION not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнёр отвечал соперникам про мою 2♦, и из его объяснения я понял, что он меня не понял",
    "partner's explanation of my 2C showed me he misread it — may I use that?",
])
def test_what_partners_explanation_of_my_call_told_me_is_16a(text: str) -> None:
    """16A: an answer to a question is information from partner; the narrator may not use it."""
    assert asking.QUESTION_INFORMATION in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнёр объяснил мою 1БК как слабую, а у меня сильная — когда сказать соперникам?",
    "my partner explained our 2D as weak but it is strong: do I correct it now?",
])
def test_partners_explanation_of_my_call_to_correct_is_law_75(text: str) -> None:
    """Law 75 (20F): partner's mistaken explanation of the narrator's own call, to be corrected at the proper time."""
    assert read(text).concept_ids[:1] == ["own_side_misexplanation"]


@pytest.mark.parametrize("text", [
    "я сам неправильно понял их объяснение и сказал 3♥",
    "сам перепутал, что значат их 2♠, хотя они объяснили всё как надо",
    "мне послышалось, что партнёр сказал пас, и я ответил невпопад",
    "I misunderstood their explanation and doubled",
])
def test_the_players_own_misunderstanding_is_21a(text: str) -> None:
    """21A: no rectification for a call based on the caller's own misunderstanding; not a question of Law 20."""
    ids = read(text).concept_ids
    assert "own_misunderstanding" in ids
    assert not set(asking.FAMILY) & set(ids)
    assert "misinformation" not in ids
