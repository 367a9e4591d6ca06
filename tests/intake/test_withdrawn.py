"""Whose withdrawn action the information came from says which section of Law 16C governs
(``bot/intake/withdrawn.py``): for the non-offending side all of it is authorized (16C1); for the offending side its
own withdrawn action is authorized once the penalty is paid, the other side's is not (16C2)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import withdrawn
from bot.intake.situation import read
from lawbase.search.concepts import is_settled


@pytest.mark.parametrize(("text", "ref"), [
    ("Соперник сказал ставку не вовремя, её убрали; мы с партнёром можем учитывать информацию из отменённой заявки?",
     "16C1"),  # the opponents' action was withdrawn: we are the non-offending side
    ("Мою ставку отменили, наказание я отработал — партнёр теперь может учитывать информацию из отменённой заявки?",
     "16C2"),  # our own withdrawn action
    ("offending side может использовать инфу из отменённой заявки соперников?", "16C2"),  # said outright
    ("LHO's insufficient bid got replaced; we're the non-offenders. Can I use the information from his withdrawn call?",
     "16C1"),
    ("Мою заявку отменили из-за дезинформации — партнёр может учитывать информацию из отменённой заявки?", "16C1"),
    ("For the offending side, is information from the non-offenders' withdrawn call unauthorized?", "16C2"),
    ("Мою ставку не засчитали, и я выполнил всё, что судья предписал. Может ли партнёр учитывать информацию из "
     "отменённой заявки?", "16C2"),
])
def test_whose_withdrawn_action_it_was_says_the_section_of_law_16c(text: str, ref: str) -> None:
    assert withdrawn.section(text) == ref
    assert withdrawn.SECTIONS[ref] in read(text).concept_ids


def test_a_story_that_does_not_say_whose_it_was_settles_nothing() -> None:
    text = "информация из отменённой заявки — что с ней делать?"
    assert withdrawn.section(text) is None
    assert "withdrawn_action_information" in read(text).concept_ids


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["соперник", "мою", "партнёр", "отменили", "убрали", "заявку", "информацию",
                                 "нарушившая сторона", "не нарушали", "offending side", "withdrawn", "we", "их",
                                 "учитывать", ",", "?"]), max_size=14))
def test_any_salad_of_its_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    assert withdrawn.section(text) in (None, *withdrawn.SECTIONS)
    read(text)


@pytest.mark.parametrize(("text", "cid"), [
    ("Соперник после исправления своего нарушения использует информацию из нашей отменённой заявки",
     "withdrawn_action_information_offending"),
    ("my postradavshaya storona, mozhem ispolzovat info iz otmenennoy zayavki?",
     "withdrawn_action_information_non_offending"),
])
def test_using_what_a_withdrawn_call_told_is_law_16c_in_any_words_of_use(text: str, cid: str) -> None:
    """Law 16C1/16C2: «использует информацию», "ispolzovat info" ask about the use of what the withdrawn call told."""
    assert any(m.id == cid and is_settled(m) for m in read(text).concepts)


def test_a_withdrawn_call_and_the_lead_declarer_bars_is_no_question_of_information_law_26() -> None:
    """Law 26, not 16C: the story asks what lead declarer may bar after the withdrawn call, not who may use it."""
    found = read("у левого сняли его заявку, теперь разыгрывающий запрещает его партнёру ходить в пики").concepts
    assert not any(m.id in withdrawn.SECTIONS.values() for m in found)
    assert any(m.id == "lead_restriction_after_withdrawn_call" and m.weight >= 0.8 for m in found)
