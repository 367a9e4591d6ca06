"""Refs typed in a query: recognised in every usual form, numbers in ordinary questions left alone."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
        ("закон 27", "27"),
        ("что говорит закон 27", "27"),
        ("закона 27", "27"),
        ("по закону 40", "40"),
        ("зак. 27", "27"),
        ("ст. 27", "27"),
        ("ст 27", "27"),
        ("статья 27", "27"),
        ("27Б1", "27B1"),
        ("27б1", "27B1"),
        ("правило 27 Б 1", "27B1"),
        ("12Д", "12D"),
        ("45Г", "45G"),
        ("правило 27 в торговле", "27"),
        # a capital section letter apart from its number, a word after it (the small «в», «а», «с» are words)
        ("ст. 41 А пожалуйста", "41A"),
        ("law 16 A please", "16A"),
        ("правило 41 а что там", "41"),
        ("закон 12 с учётом", "12"),
        ("ренонс 64", "64"),
        ("штрафные 50?", "50"),
        ("штрафная карта 50", "50"),
        ("law 16.A.2", "16A2"),  # numbered as lists number them (issue 10)
        ("закон 27.B.1.a", "27B1(A)"),
        ("16.a.2", "16A2"),
        ("п. 9 B 1 c сохранение прав", "9B1(C)"),
        ("пр 45 C 4 б", "45C4(B)"),  # "пр" without its dot, as chat types it (issue 10)
        ("пр 62Д", "62D"),
        ("п.45 C4 b", "45C4(B)"),
        # the Latin ``st.`` and ``stat'ja`` of «статья», and the ``art.`` / ``article`` of European law students
        ("st. 43 A2", "43A2"),
        ("St 12", "12"),
        ("stat'ja 45", "45"),
        ("statja 27B", "27B"),
        ("art. 16", "16"),
        ("Art 25B2", "25B2"),
        ("article 27b", "27B"),
        ("what do articles 40 say", "40"),
    ],
)
def test_typed_refs_are_canonical(query, ref):
    assert [match.ref for match in find_refs(query)] == [ref]


@pytest.mark.parametrize(
    "query",
    ["revoke в 12-й взятке", "14 карт в руке", "назначение выше 7", "3 паса", "заявил 8 пик", "ренонс в 12",
     "заявка на уровне 8", "ход 94", "ренонс во взятке 12", "минус 1", "заявил 7", "контракт 4", "bid 8",
     "средний плюс 60%", "defender exposed the ♠10", "у юга в руке 14 карт, у севера 12",
     "сыграли сдачу 7, а по расписанию должны были играть 17",
     "nado li pereschityvat karty pered torgovley? u menya okazalos 12",
     # ``st`` and ``art`` inside words, or not before a number, are no ref word
     "I state 27 tricks", "the last 5 tricks were mine", "on the 1st 2 boards", "we start 3 boards late",
     "heart 5 was played", "the art of the 2 level", "statistics 14 tricks",
     # «article», «st.», «art.» as English words before a count (a director's review)
     "I read an article 2 days ago saying a revoke costs two tricks", "there was an article 3 weeks ago about revokes",
     "we meet on Main St. 5 boards per round", "Art 4 tables played the wrong board"],
)
def test_numbers_inside_questions_are_not_refs(query):
    assert find_refs(query) == []


@pytest.mark.parametrize("query", ["счёт 2.5 очка", "начали в 12.30", "закон 16. А потом он"])
def test_a_dot_parts_ref_parts_only_before_a_section_letter(query):
    """A decimal or a time is no ref; a sentence's full stop after a law number ends the ref."""
    assert [m.ref for m in find_refs(query)] in ([], ["16"])


def test_a_number_ending_a_query_of_words_is_a_ref_only_beside_a_term():
    """``ренонс 64`` names Law 64; a number after a preposition or a counted thing is part of the question."""
    assert [m.ref for m in find_refs("установленный ренонс 64")] == ["64"]
    assert find_refs("взяток 13") == [] and find_refs("сдача 5") == []


@pytest.mark.parametrize("query", ["зональность на доске 7", "кто в зоне на доске 12", "сдающий на доске 5",
                                   "кто сдаёт на борде 16", "zona na doske 9", "vulnerability on deal 3"])
def test_a_board_s_number_is_no_law(query: str) -> None:
    """``на доске 7`` numbers a board (its dealer and vulnerability are Law 2's), not Law 7: the number after a board
    word is as the one after ``сдача`` or ``стол``. The lead's probe of everyday questions found Law 7, 12 and 5
    first for the first three."""
    assert find_refs(query) == []


def test_a_law_named_beside_a_board_s_number_is_still_found() -> None:
    """The board's number is no ref, the law named by its word still is."""
    assert [m.ref for m in find_refs("доска 7, правило 16")] == ["16"]


def test_several_refs_in_one_query_in_order():
    assert [m.ref for m in find_refs("см. правила 41B и 41C")] == ["41B", "41C"]


@pytest.mark.parametrize(("query", "ref"), [
    ("правило тридцать четыре", "34"),
    ("закон шестнадцать", "16"),
    ("что говорит закон двадцать семь?", "27"),
    ("статья девяносто три", "93"),
    ("law sixteen", "16"),
    ("law twenty-seven", "27"),
    ("Law Forty Five, please", "45"),
])
def test_a_law_number_spelled_out_after_a_ref_word_is_a_ref(query: str, ref: str) -> None:
    assert [m.ref for m in find_refs(query)] == [ref]


@pytest.mark.parametrize("query", [
    "по закону три паса и всё",  # the number counts passes: it does not close the clause
    "правило одно: не спорить",  # "one rule", not Law 1
    "закон девяносто девять",  # no such law
    "закон есть закон",
])
def test_number_words_that_do_not_close_a_ref_are_no_ref(query: str) -> None:
    assert find_refs(query) == []


@pytest.mark.parametrize(("query", "ref", "other"), [
    ("ст. 12в", "12B", "12C"),  # в: Latin B's look-alike, or the third letter as Russian lists count
    ("пр.62г", "62G", "62D"),  # г: sounds like G, or the fourth letter
    ("закон 40д", "40D", "40E"),
    ("27в1", "27B1", "27C1"),
    ("п.27б", "27B", None),  # б is B both ways
    ("45С4", "45C4", None),  # С is C's look-alike, and no letter of a list
    ("27B1", "27B1", None),  # Latin letters have one reading
])
def test_a_cyrillic_section_letter_has_its_alphabet_reading_beside_it(query: str, ref: str, other: str | None) -> None:
    (match,) = find_refs(query)
    assert (match.ref, match.alternative) == (ref, other)


def test_the_alphabet_reading_is_the_ref_where_the_look_alike_section_does_not_exist() -> None:
    """Law 62 has sections A-D: «пр.62г» is 62D (Russian list order), not a 62G that is not there; where both
    readings exist a lower-case letter is counted first («ст. 12в»: 12C, then 12B), a capital copied from the
    book's Latin letters is its look-alike first («ст. 12В»: 12B, then 12C)."""
    from lawbase.search import search

    assert search("пр.62г", 3).hits[0].ref == "62D"
    assert [hit.ref for hit in search("ст. 12в", 3).hits][:2] == ["12C", "12B"]
    assert [hit.ref for hit in search("ст. 12В", 3).hits][:2] == ["12B", "12C"]
    assert search("ст. 30в2", 3).hits[0].ref == "30B2"  # there is no 30C2
    assert [hit.ref for hit in search("ст. 12B", 3).hits][:2] != ["12B", "12C"]  # a Latin letter means B


@pytest.mark.parametrize(("query", "ref"), [
    ("L.44G", "44G"),
    ("l. 16", "16"),
    ("л.16", "16"),
])
def test_a_dot_after_the_l_of_law_still_makes_a_ref(query: str, ref: str) -> None:
    assert [m.ref for m in find_refs(query)] == [ref]


@pytest.mark.parametrize(("query", "ref"), [
    ("правило 11 пункт B", "11B"),
    ("правило 11 п. B", "11B"),
    ("закон 40 пункт B3", "40B3"),
    ("law 12, section C", "12C"),
    ("правило 27 пункт В", "27B"),
])
def test_a_section_named_by_its_own_word_after_the_law_joins_the_number(query: str, ref: str) -> None:
    found = find_refs(query)
    assert [m.ref for m in found] == [ref]
    assert found[0].end == len(query)  # the section word and letter are part of the ref, not words to search


def test_a_small_cyrillic_letter_after_the_section_word_is_a_word_not_a_section() -> None:
    assert [m.ref for m in find_refs("правило 27 пункт в торговле")] == ["27"]


_REF_PARTS = ["правило", "закон", "law", "rule", "L.", "л.", "пункт", "п.", "section", "part", "подпункт", ",", " ",
              "B", "C", "в", "С", "h", "3", "11", "27", "99", "(a)", "торговле", "the", "."]


@given(parts=st.lists(st.sampled_from(_REF_PARTS), max_size=12), glue=st.sampled_from(["", " "]))
@settings(max_examples=400, deadline=None)
def test_salads_of_ref_words_and_section_words_give_canonical_refs_inside_the_query(parts: list[str],
                                                                                    glue: str) -> None:
    """Whatever mix of ref words, section words, letters and numbers: no error, and each ref found is a law number
    (with its sections in capitals) whose span lies inside the query, in order of appearance."""
    query = glue.join(parts)
    found = find_refs(query)
    for match in found:
        assert re.fullmatch(r"\d{1,2}[A-Z0-9()]*", match.ref), match
        assert 0 <= match.start < match.end <= len(query)
    assert [m.start for m in found] == sorted(m.start for m in found)
