"""What declarer said from dummy says which section of Law 46B governs (``bot/intake/dummy_call.py``).

Law 46B1: "high"/"low" said → the highest/lowest card of the suit; 46B2: a suit without a rank → the lowest of
that suit; 46B3: a rank without a suit → (A) when dummy leads, the suit in which dummy won the previous trick,
(B) otherwise a card of that rank, declarer saying which when two can be played; 46B4: a card dummy does not hold
→ the call is void."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import dummy_call
from bot.intake.situation import read
from lawbase.search.concepts import is_settled


@pytest.mark.parametrize(("text", "ref"), [
    # 46B1: high or low, no rank
    ("разыгрывающий сказал со стола «маленькую», не назвав карту", "46B1"),
    ("Declarer said 'high spade' from dummy — which card is that?", "46B1"),
    ("razygryvayushchij skazal so stola mladshuyu trefu a tam dve melkie", "46B1"),
    ("Сказал «старшую», болван положил туза, а я имел в виду короля", "46B1"),
    # 46B2: a suit, no rank
    ("Разыгрывающий сказал со стола «пику», не уточнив какую", "46B2"),
    ("разыгрывающий сказал болвану просто пику и всё", "46B2"),
    ("declarer called 'a club' from dummy", "46B2"),
    # 46B3: a rank, no suit; (A) when dummy won the previous trick and leads
    ("Разыгрывающий сказал «даму», а на столе две дамы", "46B3"),
    ("declarer said \"king\" and dummy has kings in two suits", "46B3"),
    ("назвал со стола king без масти, а их там два", "46B3"),
    ("Юг выиграл взятку на столе бубновым тузом и сказал «валет»; на столе валеты бубновый и трефовый", "46B3(A)"),
    ("Стол взял прошлую взятку трефой, и разыгрывающий, ходя оттуда, говорит только «король»", "46B3(A)"),
    # 46B4: a card dummy does not hold, named whole or not
    ("Назвал со стола пК, а его там нет", "46B4"),
    ("declarer calls for the king of clubs from dummy but there is no king there", "46B4"),
    ("разыгрывающий назвал с болвана карту каторой там нет", "46B4"),
    ("nazval so stola damu bubey a ee tam net uzhe", "46B4"),
])
def test_what_declarer_said_from_dummy_says_which_section_of_law_46b(text: str, ref: str) -> None:
    assert dummy_call.section(text) == ref
    situation = read(text)
    concept = dummy_call.SECTIONS[ref]
    assert concept in situation.concept_ids
    assert not set(situation.concept_ids) & (set(dummy_call.FAMILY) - {concept})  # it replaced the general one
    assert is_settled(next(m for m in situation.concepts if m.id == concept))


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал со стола «пиковую даму», болван положил её",  # a whole card dummy holds: no 46B case
    "болван спросил «пик нет?», когда разыгрывающий сбросил бубну",  # dummy's own words: a question (42B1)
    "разыгрывающий назвал со стола не ту карту",  # wrong, but the words do not say how
    "партнёр сказал «пас» после моих 2♠",  # no call from dummy at all
])
def test_no_designation_from_dummy_or_a_whole_card_gets_no_section(text: str) -> None:
    assert dummy_call.section(text) is None or not set(read(text).concept_ids) & set(dummy_call.SECTIONS.values())


def test_a_single_latin_letter_is_a_rank_only_in_capitals() -> None:
    """"a tam dve melkie" (Russian typed in Latin letters): the "a" is "а", not an ace."""
    assert dummy_call.section("skazal so stola mladshuyu trefu a tam dve melkie") == "46B1"
    assert dummy_call.section("declarer said 'K' from dummy, and there are two kings") == "46B3"


def test_the_section_is_searched_first() -> None:
    from bot.intake.situation import search

    assert search("Разыгрывающий сказал со стола просто «пику», не уточнив какую", 3).hits[0].ref == "46B2"
    assert search("Назвал со стола валета пик, а его там и нет", 3).hits[0].ref == "46B4"


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["со стола", "сказал", "«", "»", "'", "пику", "даму", "king", "нет", "dummy",
                                 "маленькую", "стол взял взятку", "?", ",", "а", "болван спросил", "♠", "K"]),
                max_size=14))
def test_any_salad_of_dummy_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    assert dummy_call.section(text) in (None, *dummy_call.SECTIONS)
    read(text)
