"""Who called after the final pass, and what (``bot/intake/final_pass.py``, Law 39): the call is cancelled; a pass
by a defender or any call by the future declarer or dummy is 39A (no penalty), a bid, double or redouble by a
defender is 39B (lead restrictions of Law 26 may follow)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import final_pass
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    # 39A: declarer's side, any call
    ("Торговля уже кончилась, а партнёр разыгрывающего зачем-то сказал 3БК после трёх пасов", "39A"),
    ("dummy doubled after the final pass", "39A"),
    ("после трёх пасов разыгрывающий вдруг сказал 4♥", "39A"),
    ("after the final pass, declarer's partner bid 4♥ by mistake", "39A"),
    ("Мы доторговались до 3БК, три паса, и тут мой партнёр, который будет выкладываться, достал карточку 4♣", "39A"),
    # 39A: a defender's pass
    ("после трёх пасов защитник спасовал ещё раз", "39A"),
    ("after three passes a defender passed again", "39A"),
    # 39B: a defender's bid, double or redouble
    ("после трёх пасов вистующий сказал контра", "39B"),
    ("after the final pass a defender bid 4♠", "39B"),
    ("after the final pass declarer's LHO doubled", "39B"),
    ("после финального паса сосед слева от разыгрывающего сказал контра", "39B"),
    ("Соперники сели в 4♠, прошло три паса, и тут мой партнёр (мы вистуем) ещё сказал 5♦", "39B"),
    ("торговля закончилась, разыгрывающий спросил, а вистующий сказал контра", "39B"),
])
def test_the_caller_after_the_final_pass_and_the_call_decide_the_section(text: str, ref: str) -> None:
    assert final_pass.section(text) == ref
    assert final_pass.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "после трёх пасов левый сказал контру",  # a seat says nothing of which side declares
    "after the final pass RHO bid 5♣",
    "торговля закончилась, что дальше?",  # no call after it
])
def test_no_section_without_the_callers_role_or_a_call(text: str) -> None:
    assert final_pass.section(text) is None
    assert not set(final_pass.SECTIONS.values()) & set(read(text).concept_ids)


def test_the_end_of_the_auction_is_not_the_call_made_after_it() -> None:
    """«после трёх пасов» holds a pass word: it is the end, not a defender's pass (which would be 39A)."""
    assert final_pass.section("вистующий после трёх пасов сказал 4♠") == "39B"
    assert final_pass.section("вистующий после трёх пасов") is None


def test_the_reader_waits_for_the_lexicon_to_read_a_call_after_the_final_pass() -> None:
    """Without the situation (a defender's double in the middle of the auction) nothing is settled."""
    assert not set(final_pass.SECTIONS.values()) & set(read("вистующий сказал контра на 2♥").concept_ids)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("после трёх пасов вистующий разыгрывающий болван сказал контра пас 4♠."
                                             "dummy declarer defender doubled passed after the final pass")),
               max_size=120))
def test_the_reader_never_raises(text: str) -> None:
    assert final_pass.section(text) in (None, "39A", "39B")
    final_pass.refine(text, [])
