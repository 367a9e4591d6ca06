"""Law 20 and 41B as players ask (ninth round): when the question was asked, told as «сейчас говорить не мне»,
«идёт розыгрыш», «я уже разыгрываю»; whose lead told as «мне ли начинать»; the defenders' agreements asked by
declarer; who must answer (20F1: the caller's partner); a question while the opening lead lies face down (41B);
partner asked what the opponents had called (20D: only an opponent may be asked)."""

from __future__ import annotations

import pytest

from bot.intake import asking
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    ("можно спросить, что значит их 2♦, если говорить сейчас не мне?", "20F1"),  # only at one's turn to call
    ("идёт розыгрыш, хочу узнать у соперников, что значил их ответ", "20F2"),
    ("я уже разыгрываю, можно спросить соперников, что значила их контра?", "20F2"),
    ("я разыгрываю: что у защитников значит сброс семёрки?", "20F2"),  # declarer asks about their carding
    ("торговля кончилась, мне ли начинать? спрошу соперников", "20C1"),
    ("спросил, что значит их 2♣; кто должен отвечать?", "20F1"),  # 20F1 names the caller's partner
    ("атака лежит рубашкой вверх, а партнёр атакующего просит объяснить их 3♣", "41B"),
    ("the opening lead is face down; may declarer still ask for a review of the auction?", "41B"),
    ("спросил у партнёра, что говорили соперники", "20D"),  # only an opponent may be asked
])
def test_the_section_of_a_question_follows_when_and_what_was_asked(text: str, section: str) -> None:
    assert asking.section(text) == section


def test_a_question_before_the_face_down_lead_is_settled_as_41b() -> None:
    assert "question_before_lead_faced" in read("первый ход лежит рубашкой вверх, партнёр атакующего просит "
                                                 "объяснить их 2♣").concept_ids


@pytest.mark.parametrize("text", [
    "спросил, что значит их 2♣",  # when not said: no section
    "сыграл рубашкой вверх и все посмеялись",  # nothing asked
])
def test_no_section_without_a_question_and_its_time(text: str) -> None:
    assert asking.section(text) is None
