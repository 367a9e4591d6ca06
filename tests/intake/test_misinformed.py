"""Law 21B: a call made on the opponents' misinformation may be changed while partner has not called since (21B1);
the misinforming side may then change a later call of its own (21B2); when it is too late, the director may adjust
the score (21B3). The reader settles the section from what the story tells of the misinformed player's call."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import misinformed
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ruling"), [
    # 21B1: the auction goes on and partner has not called since: he may change it
    ("Восток объяснил 2♦ как слабые, я спасовал, а оказалось сильные. Можно ли поменять мой пас? Партнёр ещё не "
     "заявлял.", "21B1"),
    ("Восток объяснил 2♦ как слабые, я спасовал, а оказалось сильные. Могу я поменять пас?", "21B1"),
    ("RHO explained 2D as weak, I passed, then they corrected it; partner has not called yet. Can I change my pass?",
     "21B1"),
    ("соперники не алертировали 2♣, я сказал 2♥, торговля ещё идёт — мне разрешат заменить заявку?", "21B1"),
    # 21B2: after the change, the misinforming side changes a later call of its own
    ("После того как я поменял пас на контру, левый тоже захотел поменять свою заявку 3♣. Можно ему?", "21B2"),
    ("I changed my pass after the misexplanation, and then LHO also wanted to change his 3C bid.", "21B2"),
    # 21B3: partner called since, the auction is over, the play began: too late
    ("Соперник не алертировал 2♣, я сказал пас, партнёр уже ответил 2♥. Могу ли я теперь изменить свой пас?",
     "21B3"),
    ("They failed to alert, I passed, the auction is over and we are on lead. Can I take back my pass?", "21B3"),
    ("объяснили неправильно, а я понял это только на третьей взятке — поменять контру уже нельзя?", "21B3"),
])
def test_what_became_of_the_call_says_the_section(text: str, ruling: str) -> None:
    assert misinformed.section(text) == ruling


@pytest.mark.parametrize("text", [
    "Мне объяснили неправильно, мы сыграли 3БК без трёх. Что будет?",  # no change of call asked about
    "what does their 2D mean?",  # a question, no change
    # partner has not called, yet the play is told: which came first is not ours to guess
    "партнёр ещё не заявлял, когда мне объяснили неправильно, а на второй взятке я хочу поменять свою контру",
])
def test_no_change_or_unclear_timing_settles_nothing(text: str) -> None:
    assert misinformed.section(text) is None


def test_a_story_of_ones_own_misunderstanding_is_left_to_the_lexicon() -> None:
    found = read("я сам неправильно понял их объяснение и спасовал, можно поменять пас?").concept_ids
    assert not set(misinformed.SECTIONS.values()) & set(found)


def test_the_reader_settles_the_section_in_place_of_misinformation() -> None:
    found = read("Восток объяснил 2♦ как слабые, я спасовал, а оказалось, что сильные. Можно поменять пас? Партнёр "
                 "ещё не заявлял.").concept_ids
    assert found[0] == misinformed.SECTIONS["21B1"] and "misinformation" not in found


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["я", "партнёр", "ещё не", "уже", "поменять", "пас", "объяснили неправильно",
                                 "торговля закончилась", "I", "change my call", "partner has not bid", "LHO",
                                 "тоже", "2♦", "взятке", "too late", "ſ", "İ"]), max_size=14))
def test_never_raises(words: list[str]) -> None:
    text = " ".join(words)
    assert misinformed.section(text) in (None, *misinformed.SECTIONS)
    read(text)
