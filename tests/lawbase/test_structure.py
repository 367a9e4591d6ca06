"""Inventory §12.2, §12.3, §12.14 and §5: law headings, titles across the underline, section trees, completeness."""

from __future__ import annotations

import re

import pytest

from tests.lawbase.inventory_sections import HEADINGS_BY_SEED, SECTIONS_BY_LAW, SECTIONS_BY_SEED

COMPLETE = set(range(1, 46)) | {56, 66}
PARTIAL = {46, 47, 50, 51, 52, 57, 62, 67, 69, 70}
MISSING = {48, 49, 53, 54, 55, 58, 59, 60, 61, 63, 64, 65, 68} | set(range(71, 94))


def _headed_laws(parsed, seed: str) -> list[int]:
    stream = "main" if seed in ("000", "003") else seed
    return sorted(int(u.ref) for u in parsed[stream].units if u.kind == "law" and u.heading and u.seeds[0] == seed)


@pytest.mark.parametrize("seed", ["000", "001", "002", "003"])
def test_law_headings_found_in_each_seed(parsed, seed):
    """§12.2: 003 = 1..19, 000 = 20..46, 001 = {45,52,56,57,66,67,70}, 002 = {27,31,38,39,40,43,46}."""
    assert _headed_laws(parsed, seed) == HEADINGS_BY_SEED[seed]


def test_law_19_is_the_003_heading_with_the_000_body(corpus):
    """§12.2: the seam between 003 and 000 is inside Law 19."""
    law = corpus.get("19")
    assert law.title == "Контры и реконтры"
    assert law.sources == ["000_353c1722c23df929.txt", "003_2deaebc6578547bb.txt"]
    assert law.children == ["19A", "19B", "19C", "19D"]
    assert corpus.get("19A").children == ["19A1", "19A2", "19A3"]
    assert corpus.get("19B").children == ["19B1", "19B2", "19B3"]


@pytest.mark.parametrize(("ref", "title"), [
    ("57", "Преждевременный ход или игра вистующего"),
    ("46", "Неполное или ошибочное называние карты стола"),
    ("25", "Легальное и нелегальное изменение заявки"),
    ("26", "Ограничения на ход после отмененной заявки"),
    ("28", "Заявки, рассматриваемые, как сделанные в очередь"),
    ("37", "Акция, нарушающая обязанность пасовать"),
])
def test_title_continued_after_the_underline(corpus, ref, title):
    """§12.3 / §7 row 11: text after the first rule that starts in lower case belongs to the title."""
    assert corpus.get(ref).title == title


@pytest.mark.parametrize("number", sorted(SECTIONS_BY_LAW))
def test_every_law_has_its_full_section_tree(corpus, number):
    """Every marker the inventory counted for a law is a passage, and there is no other."""
    expected = {f"{number}{path}" for path in SECTIONS_BY_LAW[number]}
    printed = [p for p in corpus.passages() if p.law == str(number) and p.kind == "section"]
    ours = {p.ref for p in printed if not (p.cut_start and p.title is None)}  # 62B, 69A: label on a missing page
    assert ours == expected


def test_completeness_flags(corpus):
    """§12.14: complete = 1–45, 56, 66; partial = 46, 47, 50, 51, 52, 57, 62, 67, 69, 70; 36 absent."""
    states = {entry.number: entry.state for entry in corpus.catalog}
    assert {n for n, s in states.items() if s == "complete"} == COMPLETE
    assert {n for n, s in states.items() if s == "partial"} == PARTIAL
    assert {n for n, s in states.items() if s == "missing"} == MISSING
    assert len(MISSING) == 36


def test_catalog_has_93_laws_with_english_titles(corpus):
    assert [entry.number for entry in corpus.catalog] == list(range(1, 94))
    assert all(entry.title_en and entry.title_en.isascii() for entry in corpus.catalog)
    assert corpus.catalog_entry(27).title_en == "Insufficient Bid"
    assert corpus.catalog_entry(27).title_ru == "Недостаточное назначение"
    assert corpus.catalog_entry(64).title_ru is None
    assert corpus.catalog_entry(62).sections == ("62B", "62C", "62D")


def test_russian_titles_exactly_for_the_52_headed_laws(corpus):
    """52 distinct laws have a heading in some seed (§8.1); the rest have no Russian title."""
    headed = {n for laws in HEADINGS_BY_SEED.values() for n in laws}
    assert len(headed) == 52
    assert {e.number for e in corpus.catalog if e.title_ru} == headed


def test_our_russian_titles_exactly_for_the_laws_without_a_printed_heading(corpus):
    """The 41 laws no surviving page heads get our Russian short title, flagged as ours; the 52 headed ones do not."""
    for entry in corpus.catalog:
        if entry.title_ru:
            assert entry.title_ru_ours is None and entry.title_shown_ru == entry.title_ru
        else:
            assert entry.title_ru_ours and re.fullmatch(r"[А-Яа-яЁё ;,-]+", entry.title_ru_ours)
            assert entry.title_shown_ru == entry.title_ru_ours
    assert corpus.catalog_entry(62).title_ru_ours == "Исправление фальшренонса"


@pytest.mark.parametrize(("ref", "title"), [("62", "Исправление фальшренонса"), ("50", "Что делать со штрафной картой"),
                                            ("53", "Принятый ход вне очереди"), ("49", "Открытые карты вистующего")])
def test_laws_without_a_printed_heading_show_our_russian_title_flagged(corpus, ref, title):
    passage = corpus.get(ref)
    assert (passage.title, passage.title_ours) == (title, True)
    assert passage.title_en == corpus.catalog_entry(int(ref)).title_en
    assert corpus.get("27").title_ours is False


def test_hierarchy_path_of_chapters_parts_and_groups(corpus):
    assert corpus.get("27").path == [
        "Глава V - ТОРГОВЛЯ", "Часть II - НАРУШЕНИЯ В ХОДЕ ПРОЦЕДУРЫ", "Раздел III - Недостаточное назначение",
    ]
    assert corpus.get("41").path == ["Глава VI - РОЗЫГРЫШ", "Часть I - ПРОЦЕДУРА", "Раздел I - Корректная процедура"]
    assert corpus.get("1").path == ["Глава II - ПРЕДВАРИТЕЛЬНЫЕ ЗАМЕЧАНИЯ"]
    assert corpus.get("27B1(A)").path == corpus.get("27").path


def test_structural_headings_per_seed(corpus):
    """§3: 12 chapter/part/group headings in 000, 1 in 001, 3 in 002, 7 in 003 (+ the unnumbered Scope)."""
    counts: dict[str, int] = {}
    for heading in corpus.headings:
        counts[heading["seed"]] = counts.get(heading["seed"], 0) + 1
    assert counts == {"000": 12, "001": 1, "002": 3, "003": 7}
    assert corpus.get("SCOPE").title == "СФЕРА ПРИМЕНЕНИЯ ПРАВИЛ"


def test_intro_text_and_single_body_laws(corpus):
    """§8.1: intro text before A belongs to the law itself; single-body laws have no children."""
    for number in (13, 16, 23, 24, 26, 30, 31, 32, 35, 39):
        law = corpus.law(number)
        assert law.text and law.children, number
    for number in (1, 2, 3, 4, 33, 34, 36, 37, 38, 56):
        law = corpus.law(number)
        assert law.text and not law.children, number


def test_penalty_clauses_are_flagged(corpus):
    """§7 row 25: 23 (НАКАЗАНИЕ) markers in the union; each marks its passage as holding a penalty."""
    flagged = [p for p in corpus.passages() if p.penalty]
    assert sum(p.text.count("(НАКАЗАНИЕ)") for p in corpus.passages()) == 23
    assert all("(НАКАЗАНИЕ)" in p.text for p in flagged)
    assert corpus.get("27B2").penalty and not corpus.get("27A").penalty


def test_headless_pages_start_where_the_inventory_says(corpus):
    """Where a later heading on the same page exists, the hinted law is the one just before it."""
    assert corpus.get("51B").page == 78 and corpus.get("52").page == 78
    assert corpus.get("69B").page == 94 and corpus.get("70").page == 94
    assert corpus.get("44E").page == 70 and corpus.get("45").page == 70
    assert corpus.get("62B").cut_start and corpus.get("62B").children == ["62B1", "62B2"]
    assert corpus.get("47").cut_start and corpus.get("47").text.startswith("(см. правило 58")


@pytest.mark.parametrize("seed", ["001", "002"])
def test_each_cyrillic_seed_alone_yields_the_inventorys_markers(parsed, seed):
    """001 and 002 parsed on their own (no help from 000): every printed marker, at the right level."""
    found: dict[int, list[str]] = {}
    for unit in parsed[seed].units:
        if unit.kind == "section" and not (unit.cut_start and unit.title_raw is None):
            law = int(unit.ref.split("A")[0].split("B")[0].split("C")[0].split("D")[0].split("E")[0]
                      .split("F")[0].split("G")[0])
            found.setdefault(law, []).append(unit.ref[len(str(law)):])
    expected = {law: paths for law, paths in SECTIONS_BY_SEED[seed].items() if paths}
    assert found == expected


def test_the_003_000_run_alone_yields_every_marker_of_laws_1_to_46(parsed):
    """The main run needs no help from 001/002: all of Laws 1–46's markers are found in 003 + 000 themselves."""
    found = {unit.ref for unit in parsed["main"].units if unit.kind == "section"}
    expected = {f"{law}{path}" for law, paths in SECTIONS_BY_LAW.items() if law <= 46 for path in paths}
    assert found == expected
