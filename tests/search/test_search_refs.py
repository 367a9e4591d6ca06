"""Refs typed in a query: recognised in every usual form, numbers in ordinary questions left alone."""

import pytest

from lawbase.search.refs import find_refs


@pytest.mark.parametrize(
    ("query", "ref"),
    [
        ("27b2", "27B2"),
        ("27B1a", "27B1(A)"),
        ("правило 27", "27"),
        ("правилу 26", "26"),
        ("law 16A", "16A"),
        ("п. 27B", "27B"),
        ("п 45C4", "45C4"),
        ("pravilo 45", "45"),
        ("45c4b", "45C4(B)"),
        ("62 D", "62D"),
        ("12С1", "12C1"),
        ("25B2(B)(1)", "25B2(B)(1)"),
        ("27", "27"),
    ],
)
def test_typed_refs_are_canonical(query, ref):
    assert [match.ref for match in find_refs(query)] == [ref]


@pytest.mark.parametrize("query", ["revoke в 12-й взятке", "14 карт в руке", "назначение выше 7", "3 паса"])
def test_numbers_inside_questions_are_not_refs(query):
    assert find_refs(query) == []


def test_several_refs_in_one_query_in_order():
    assert [m.ref for m in find_refs("см. правила 41B и 41C")] == ["41B", "41C"]
