"""Round 36 (lead): a sure concept's section takes the phrasings' votes for its whole law, and «это недостаточная?»
asks about an insufficient bid."""

import pytest

from bot.intake.situation import read, search
from lawbase.search import _sure_sections
from lawbase.search.concepts import ConceptMatch


def _first(text: str) -> str:
    return search(text, 5).hits[0].ref


def test_a_whole_trigger_names_its_section_for_the_votes() -> None:
    assert _sure_sections([ConceptMatch("hesitation", 1.0, "долго дума*")]) == {"16": "16A"}


@pytest.mark.parametrize("match", [
    ConceptMatch("hesitation", 0.8, "задум*"),  # a hint from a word: the words choose the section
    ConceptMatch("hesitation", 1.0, "~words"),  # a likeness, not a trigger
    ConceptMatch("misinformation", 1.0, "неправильн* объясн*"),  # names a whole law (21) first
])
def test_no_section_without_a_sure_concept_naming_one(match: ConceptMatch) -> None:
    assert _sure_sections([match]) == {}


@pytest.mark.parametrize("text", [
    "сдавал север, 1 пика, восток сразу 2 червы, а юг долго думал",
    "сдавал юг, 1 черва, запад сразу 2 пики, а север долго думал и спасовал",
])
def test_a_hesitation_after_a_quick_call_is_16a_not_16b3(text: str) -> None:
    assert _first(text) == "16A"


@pytest.mark.parametrize("text", [
    "партнёр сказал 2♥ после моих 2♠, это недостаточная?",
    "сдавал север, 1 трефа, восток сразу 4 пики, север сказал 4 бк, это недостаточная?",
])
def test_asking_whether_a_bid_is_insufficient_is_27(text: str) -> None:
    assert "insufficient_bid" in read(text).concept_ids
    assert _first(text).startswith("27")
