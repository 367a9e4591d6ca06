"""Canonical refs (architecture.md): what people type → the one key the corpus uses."""

from __future__ import annotations

import pytest

from lawbase import LawbaseError, normalize_ref
from lawbase.refs import parent_ref, ref_chain


@pytest.mark.parametrize(("typed", "canonical"), [
    ("27", "27"), ("27 b 1", "27B1"), ("27b1", "27B1"), ("27B1(A)", "27B1(A)"), ("27b1a", "27B1(A)"),
    ("25B2(B)(1)", "25B2(B)(1)"), ("25 B 2 (b) (1)", "25B2(B)(1)"), ("45С4(В)", "45C4(B)"), ("45Е", "45E"),
    ("п. 27B", "27B"), ("правило 27", "27"), ("Правило 27B1", "27B1"), ("law 27", "27"), ("Law 45C4(B)", "45C4(B)"),
    ("  27  B ", "27B"), ("07", "7"), ("def:фальшренонс", "DEF:фальшренонс"), ("DEF: Фальшренонс", "DEF:Фальшренонс"),
    ("def", "DEF"), ("scope", "SCOPE"), ("определение фальшренонс", "DEF:фальшренонс"), ("DEF.Пас", "DEF:Пас"),
])
def test_normalize(typed, canonical):
    assert normalize_ref(typed) == canonical


MALFORMED = ["", "   ", "xx", "def:", "определение", "27Z", "0", "27B1(A)(1)(2)", "27 (A)", "123", "27BB", "B1"]


@pytest.mark.parametrize("typed", MALFORMED)
def test_malformed_refs_raise_bad_ref(typed):
    with pytest.raises(LawbaseError) as caught:
        normalize_ref(typed)
    assert caught.value.code == "bad_ref"
    assert caught.value.params["ref"] == typed
    assert list(caught.value.params["suggestions"]) == ["27", "27B1", "45C4(B)", "DEF:Фальшренонс"]


def test_non_string_is_a_bad_ref():
    with pytest.raises(LawbaseError) as caught:
        normalize_ref(27)  # type: ignore[arg-type]
    assert caught.value.code == "bad_ref"


def test_parent_and_chain():
    assert parent_ref("27B1(A)") == "27B1"
    assert parent_ref("27") is None
    assert parent_ref("DEF:Фальшренонс") == "DEF"
    assert ref_chain("25B2(B)(1)") == ["25", "25B", "25B2", "25B2(B)", "25B2(B)(1)"]
