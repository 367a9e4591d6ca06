"""Inventory §11 and §12.9: the definitions chapter as a 59-row glossary cited as ``DEF:<headword>``."""

from __future__ import annotations

import pytest


def test_glossary_has_56_definitions_and_3_inline_glosses(corpus):
    kinds = [entry.kind for entry in corpus.glossary]
    assert len(kinds) == 59
    assert kinds.count("definition") == 56 and kinds.count("inline") == 3


@pytest.mark.parametrize(("headword", "english"), [
    ("Фальшренонс", "revoke"),
    ("Назначение, предложение контракта", "bid"),
    ("Психологическая заявка, блеф", "psychic call"),
    ("IMP", "International Match Point"),
    ("S.O.", "sponsoring organization"),
])
def test_headword_english_pairs(corpus, headword, english):
    entry = next(e for e in corpus.glossary if e.headword == headword)
    assert entry.english == english
    assert corpus.get(entry.ref).title_en == english


def test_definitions_are_cut_cleanly_from_the_flattened_table(corpus):
    """English glosses removed, split term parts removed, words re-joined (§7 row 16)."""
    assert corpus.get("DEF:Психологическая заявка").text == (
        "Заявка,умышленно вводящая в заблуждение относительно онерной силы или длины масти.")
    assert corpus.get("DEF:Назначение").text == (
        "Обязательство взять по меньшей мере указанное количество взяток сверх шести в определенной деноминации.")
    assert corpus.get("DEF:Среднее").text.startswith("Среднее арифметическое между наибольшим и наименьшим")
    assert corpus.get("DEF:IMP").text == "Единица счета,назначаемого в соответствии с таблицей в правиле 78B."
    assert corpus.get("DEF:RHO").text == "оппонент справа"
    for entry in corpus.glossary:
        assert entry.definition, entry.headword
        if entry.kind == "definition":
            assert f"({entry.english_as_printed})" not in entry.definition, entry.headword


def test_def_refs_resolve_by_headword_in_any_case_and_with_yo(corpus):
    assert corpus.get("def:фальшренонс").ref == "DEF:Фальшренонс"
    assert corpus.get("DEF:Партнёр").ref == "DEF:Партнер"
    assert corpus.get("DEF:revoke").ref == "DEF:Фальшренонс"


def test_definitions_chapter_lists_its_entries(corpus):
    chapter = corpus.get("DEF")
    assert len(chapter.children) == 59
    assert chapter.children[0] == "DEF:Присужденный результат"
    assert corpus.get("DEF:Фальшренонс").parent == "DEF"
    assert corpus.get("DEF:Фальшренонс").path == ["Глава I - ОПРЕДЕЛЕНИЯ"]
    assert chapter.title == "Глава I - ОПРЕДЕЛЕНИЯ (*)"  # as printed: the mark points at its footnote


def test_definitions_carry_their_page(corpus):
    assert corpus.get("DEF:Присужденный результат").page == 23
    assert corpus.get("DEF:Назначение").page == 24
    assert corpus.get("DEF:Фальшренонс").page == 29
    assert corpus.get("DEF:Зональность").page == 31
