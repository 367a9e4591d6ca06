"""Whatever is typed, search answers with a valid result and never raises (issue 3: fuzz the query path)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawbase.search import SearchResult, search_index
from lawbase.search.index import Index

ODD = st.sampled_from(["", " ", "\x00", "\u200b", "**", "()", "27(", "п.", "правило", "law", "DEF:", "ё", "'", "®",
                       "\n\t", "😀", "٣", "Ⅻ", "ﬁ", "İ", "..."])


def check(result: SearchResult, limit: int) -> None:
    assert isinstance(result, SearchResult)
    assert len(result.hits) <= max(0, limit)
    data = result.to_dict()
    json.dumps(data, ensure_ascii=False)
    for hit in data["hits"]:
        assert hit["ref"] and isinstance(hit["law"], str) and 0.0 <= hit["score"] <= 1.0


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=300), limit=st.integers(min_value=-5, max_value=200))
def test_any_unicode_text(index: Index, text: str, limit: int):
    check(search_index(index, text, limit), min(limit, 100))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(st.one_of(ODD, st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюя'- 0123456789abcdefghxyz"
                                              "ABCDEFGH().,", max_size=20)), max_size=12))
def test_near_miss_fragments(index: Index, parts: list[str]):
    check(search_index(index, " ".join(parts), 10), 10)


# What this round added reads: 2017 law numbers, "what is" questions, situations the phrasings vote on.
ROUND3 = st.sampled_from(["2017", "law 23", "закон 27B1(b)", "Кодекс", "what is", "what's", "chto takoe", "что такое",
                          "партнёр", "спасовал", "раньше меня", "контра", "не дал в масть", "дамми", "partskor", "?",
                          "1♠", "пК", "LHO", "misclick", "claim"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(st.one_of(ROUND3, ODD, st.text(max_size=12)), max_size=14), limit=st.integers(0, 12))
def test_word_salads_of_2017_refs_definition_questions_and_situations(index: Index, parts: list[str], limit: int):
    """The 2017-number rewrite, the "what is" reading and the phrasing votes never raise and keep the contract."""
    check(search_index(index, " ".join(parts), limit), limit)


def test_six_thousand_characters(index: Index):
    check(search_index(index, "недостаточное назначение " * 240, 10), 10)
    check(search_index(index, "я" * 6000, 10), 10)


def test_only_punctuation_and_control_characters(index: Index):
    for text in ["!!!???...", "\x00\x01\x02\x1b[31m", "\u202e\u200d\ufeff", "-- -- --", "((((((((", ""]:
        result = search_index(index, text, 10)
        check(result, 10)


def test_non_string_query_is_an_empty_result(index: Index):
    check(search_index(index, None, 10), 10)  # type: ignore[arg-type]
