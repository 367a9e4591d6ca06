"""Canonical refs (architecture.md): what people type → the one key the corpus uses."""

from __future__ import annotations

import pytest

from lawbase import Corpus, LawbaseError, normalize_ref
from lawbase.refs import parent_ref, ref_chain


@pytest.mark.parametrize(("typed", "canonical"), [
    ("27", "27"), ("27 b 1", "27B1"), ("27b1", "27B1"), ("27B1(A)", "27B1(A)"), ("27b1a", "27B1(A)"),
    ("25B2(B)(1)", "25B2(B)(1)"), ("25 B 2 (b) (1)", "25B2(B)(1)"), ("45С4(В)", "45C4(B)"), ("45Е", "45E"),
    ("43B2в", "43B2(C)"), ("9б1г", "9B1(D)"), ("45в", "45B"),  # a lowercase Cyrillic subsection letter counts а б в г
    ("п. 27B", "27B"), ("правило 27", "27"), ("Правило 27B1", "27B1"), ("law 27", "27"), ("Law 45C4(B)", "45C4(B)"),
    ("  27  B ", "27B"), ("07", "7"), ("def:фальшренонс", "DEF:фальшренонс"), ("DEF: Фальшренонс", "DEF:Фальшренонс"),
    ("def", "DEF"), ("scope", "SCOPE"), ("определение фальшренонс", "DEF:фальшренонс"), ("DEF.Пас", "DEF:Пас"),
    # the bot's own word "закон" and Cyrillic letters typed for the Latin section letters (Б, Д, Г, Ф, Н)
    ("закон 27", "27"), ("Закон 27Б1", "27B1"), ("закона 27", "27"), ("27Б", "27B"), ("27д", "27D"),
    ("Закон 25Б2(б)(1)", "25B2(B)(1)"), ("45Ф", "45F"), ("12Г", "12G"), ("12Н", "12H"), ("zakon 27", "27"),
])
def test_normalize(typed, canonical):
    assert normalize_ref(typed) == canonical


MALFORMED = ["", "   ", "xx", "def:", "определение", "27Z", "27B1(A)(1)(2)", "27 (A)", "1234", "27BB", "B1", "закон"]


@pytest.mark.parametrize("typed", MALFORMED)
def test_malformed_refs_raise_bad_ref(typed):
    with pytest.raises(LawbaseError) as caught:
        normalize_ref(typed)
    assert caught.value.code == "bad_ref"
    assert caught.value.params["ref"] == typed
    assert list(caught.value.params["suggestions"]) == ["27", "27B1", "45C4(B)", "DEF:Фальшренонс"]


@pytest.mark.parametrize(("typed", "number"), [("0", 0), ("94", 94), ("999", 999), ("закон 123", 123), ("94A", 94)])
def test_a_number_outside_1_93_is_no_law(typed, number):
    """The 1987 code has Laws 1-93: anything else is "no such law", whatever its shape."""
    with pytest.raises(LawbaseError) as caught:
        normalize_ref(typed)
    assert caught.value.code == "no_such_law"
    assert caught.value.params == {"ref": typed, "number": number, "first": 1, "last": 93}


def test_non_string_is_a_bad_ref():
    with pytest.raises(LawbaseError) as caught:
        normalize_ref(27)  # type: ignore[arg-type]
    assert caught.value.code == "bad_ref"


def test_parent_and_chain():
    assert parent_ref("27B1(A)") == "27B1"
    assert parent_ref("27") is None
    assert parent_ref("DEF:Фальшренонс") == "DEF"
    assert ref_chain("25B2(B)(1)") == ["25", "25B", "25B2", "25B2(B)", "25B2(B)(1)"]


@pytest.mark.parametrize(("typed", "other"), [
    ("12в", "12C"), ("ст. 12в", "12C"), ("пр.62г", "62D"), ("закон 40д", "40E"), ("27в1", "27C1"),
    ("27б", None), ("45С4", None), ("27B1", None), ("27", None), ("в торговле", None), ("", None),
])
def test_a_cyrillic_section_letter_read_by_the_alphabet(typed: str, other: str | None) -> None:
    """в г д е are B G D E by look or sound, and C D E F by their place in the Russian alphabet (as lists count)."""
    from lawbase.refs import alphabet_reading

    assert alphabet_reading(typed) == other


def test_a_ref_whose_look_alike_section_does_not_exist_is_read_by_the_alphabet(corpus: Corpus) -> None:
    """Law 62 has sections A-D: «62г» is 62D, not a 62G said to be missing from the corpus. Where the look-alike
    section exists it stays (12в is 12B), and a section of a law the seeds lack is still that section, absent."""
    assert corpus.get("пр.62г").ref == "62D"
    assert corpus.get("12в").ref == "12B"
    absent = corpus.get("64в")
    assert (absent.ref, absent.in_corpus) == ("64B", False)
