"""Inventory §12.4 (de-hyphenation), §12.7 (suits), §12.13 (002 reflow), §7 rows 17–19 and 23 (homoglyphs, 001
wrapped titles, typos kept as printed)."""

from __future__ import annotations

import pytest

from lawbase.ingest import repair, tokens


def test_soft_hyphen_joined_in_003(corpus):
    assert corpus.get("PREFACE").text.startswith("этого есть нарушение правил")


def test_all_caps_soft_hyphen_joined():
    assert repair.dehyphenate_spaced("(NAKAZA- NIE) partner") == "(NAKAZANIE) partner"


def test_hyphen_across_a_page_marker_joined(corpus, repaired):
    """§12.4: 'torgov-  - 63 - li' → 'торговли', with the page kept as a sentinel after the word."""
    assert "torgov" not in repaired.main
    assert "до конца торговли" + tokens.page(63) in repaired.main
    assert any("до конца торговли, то" in p.text for p in corpus.passages() if p.law == "35")


def test_hyphen_across_a_footnote_block_and_a_page_marker_joined(corpus):
    """§12.4: 'speci- ----(*)…  - 56 - ficirovannuyu' → one word, the footnote cut out and attached."""
    text = corpus.get("26A2").text
    assert "специфицированную" in text or "специфицированную" in corpus.get("26A2").full_text()
    assert "Если заявка была повторена" not in text
    assert [(n.page, n.text[:27]) for n in corpus.get("26").footnotes] == [(55, "Если заявка была повторена,")]


def test_line_end_hyphen_of_001_joined(corpus):
    assert "предполагаемого разыгрывающего, делает первый ход закрытой картой(*)" in corpus.get("41A").text


@pytest.mark.parametrize(("ref", "word"), [
    ("35B", "по-прежнему"), ("7B2", "какие-либо"), ("40C", "из-за"), ("5B", "N,S,E или W"), ("1", "4-х"),
    ("62D", "12-й"), ("38", "7-го"),
])
def test_real_hyphens_kept(corpus, ref, word):
    passage = corpus.get(ref)
    assert word in f"{passage.title} {passage.text}"


def test_real_hyphens_kept_everywhere(corpus):
    everything = " ".join(f"{p.title or ''} {p.text}" for p in corpus.passages())
    for word in ("по-прежнему", "какие-либо", "N-S", "E-W", "4-х", "12-й", "7-го", "из-за"):
        assert word in everything, word


def test_suit_symbols_restored_at_the_three_sites(corpus):
    """§12.7: Law 1, 18E and the definition of Масть."""
    assert "пика (♠), черва (♥), бубна (♦), трефа (♣)" in corpus.get("1").text
    assert "NT (без козыря), ♠, ♥, ♦, ♣." in corpus.get("18E").text
    assert "♠ (пика), ♥ (черва), ♦ (бубна), ♣ (трефа)" in corpus.get("DEF:Масть").text
    assert corpus.stats["suit_sites_repaired"] == 3
    assert "()" not in corpus.get("1").text


def test_002_word_split_across_paragraphs_rejoined(corpus):
    """§12.13: 'спе' ⏎⏎ 'цифические' → 'специфические' (the join makes a known word)."""
    passage = corpus.get("43A2")
    assert passage.title == "Ограничения, нарушение которых влечёт специфические наказания"
    assert "002_0be4d82753a812cd.txt" in passage.sources


def test_002_wrapped_title_rejoined_with_a_space(corpus):
    assert corpus.get("43A2(B)").title == "Уход со своего места для наблюдения за разыгрывающим"


def test_002_glued_letter_marker_split_from_the_paragraph(corpus):
    """§12.13: '… остаётся при ходе. B.Другие отменённые заявки' becomes its own section (from 002, with ё)."""
    passage = corpus.get("26B")
    assert passage.title == "Другие отменённые заявки"
    assert passage.text.startswith("В случае других отменённых заявок(НАКАЗАНИЕ)")


def test_001_wrapped_titles_continue_on_the_lower_case_line(corpus):
    """§7 row 19: a line after a title line that starts in lower case belongs to the title."""
    assert corpus.get("47F").title == "Разоблачение отменённой карты, ущемляющее сторону"
    assert corpus.get("67A").title == "До того, как обе стороны сыграли в следующую взятку"
    assert corpus.get("47E2(B)").title == "Одна или более карт впоследствие сыграны"


def test_cyrillic_homoglyph_in_a_reference_made_latin(corpus):
    """§7 row 17: 001's 'правило 45Е' (Cyrillic Е) is shown and cited as 45E."""
    assert "см. правило 45E)" in corpus.get("45C1").text
    assert "45E" in corpus.get("45C1").cross_refs


@pytest.mark.parametrize(("ref", "printed", "corrected"), [
    ("18C", "достатоыное", "достаточное"),
    ("21A", "заяляющего", "заявляющего"),
    ("19B2", "Надлежещая", "Надлежащая"),
    ("40C", "панесла", "понесла"),
    ("44E", "сыгравшего", "сыгравшим"),
])
def test_source_typos_kept_as_printed_and_offered_as_aliases(corpus, ref, printed, corrected):
    passage = corpus.get(ref)
    assert printed in f"{passage.title} {passage.text}"
    assert corrected in passage.aliases
    assert corpus.aliases[printed] == corrected


def test_misspelt_english_gloss_is_kept_and_aliased(corpus):
    entry = next(e for e in corpus.glossary if e.headword == "Психологическая заявка, блеф")
    assert entry.english_as_printed == "phychic call" and entry.english == "psychic call"
    assert "psychic" in corpus.get(entry.ref).aliases


def test_suspected_lost_dash_in_law_2_is_kept_as_printed(corpus):
    """§7 row 24: '17 з 32' is probably '17–32'; we do not change law text, we keep it as printed."""
    assert "сдач 17 з 32" in corpus.get("2").text
    assert corpus.get("2").notes == [{"code": "suspected_damage", "printed": "17 з 32", "probable": "17–32"}]
    assert sum(len(p.notes) for p in corpus.passages()) == 1
