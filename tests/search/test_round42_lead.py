"""Round 42 (the lead, after the merges): a word ending in ``_`` counts only inside its trigger; a thought before a
call left as it was is a pause (16A), not a change (25B).

A trigger's plain words are also its concept's evidence, read in every story. The lexicon already marked phrases
that should count only inside their trigger with a trailing ``_``; a single word so marked («подумав_», «помедлив_»,
«тоном_», «silenced_») was kept with its underscore and never matched any word. It now means the word, counting only
inside its trigger. The new 7B1 trigger's look words («взял», «посмотрел», "took") are marked so: as evidence they had
made «взял карты, посмотрел и открыл» a story of counting cards before looking.

The phrasing bank held «подумал / подумав» mostly before a changed call («подумал и поменял»: 25B), so a partner who
thought and then passed voted 25B; ``phrasings_z3.tsv`` tells the pause before an unchanged call.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from lawbase.search.concepts import _is_keyword, parse_alt


def test_a_word_ending_in_underscore_is_the_word_and_no_evidence() -> None:
    assert parse_alt("подумав_") == parse_alt("подумав")
    assert parse_alt("соперник*_") == parse_alt("соперник*")
    assert not _is_keyword("подумав_") and not _is_keyword("взял*_")
    assert _is_keyword("подумав") and _is_keyword("после_паузы") and not _is_keyword("после_паузы_")


def test_a_marked_word_now_completes_its_trigger() -> None:
    """«помедлив_» in the tempo inference's trigger was dead: the word never matched."""
    assert "tempo_inference" in _triggered("партнёр, помедлив, спасовал, и я понял, что у него нет силы")


@pytest.mark.parametrize("text", [
    "соперник взял карты, посмотрел и сразу открыл 1 пику",
    "я взял карты, посмотрел и сказал пас",
])
def test_taking_and_looking_at_the_cards_is_no_count_before_looking(text: str) -> None:
    assert "cards_counted_before_looking" not in _concepts(text)
    assert "7B1" not in _refs(text, 3)


def test_counting_before_looking_still_reads_7b1() -> None:
    text = "взял карты не посчитав и посмотрел, а там 14"
    assert "cards_counted_before_looking" in _triggered(text)
    assert _refs(text, 1) == ["7B1"]


@pytest.mark.parametrize("text", [
    "партнёр, подумав, сказал пас, и я понял что у него сила",
    "после паузы, подумав, партнёр сказал 4 пики — я понял, что у него есть туз",
])
def test_a_thought_before_an_unchanged_call_is_16a(text: str) -> None:
    assert _refs(text, 1) == ["16A"]


@pytest.mark.parametrize("text", [
    "сказал 2 черви, подумал и поменял на 3 черви",
    "Ю сказал пас, подумал немного и говорит: нет, контра",
])
def test_a_thought_before_a_changed_call_stays_25b(text: str) -> None:
    assert _refs(text, 1) == ["25B"]
