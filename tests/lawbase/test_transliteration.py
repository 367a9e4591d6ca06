"""Inventory §10 and §12.8: seed 000 back to Cyrillic, proven against the pages 001 and 002 share with it."""

from __future__ import annotations

import re

import pytest

from lawbase.ingest import repair, tokens
from lawbase.ingest.seeds import cut_footnotes, mark_rules, read_seed, split_pages
from lawbase.ingest.translit import reverse_text, reverse_word

SHARED_PAGES = {"002": [56, 60, 64, 68, 72], "001": [66, 70]}
_WORD = re.compile(r"[0-9A-Za-zА-Яа-яЁё]+")


@pytest.mark.parametrize(("latin", "cyrillic"), [
    ("|to", "Это"),
    ("ob®yasnenie", "объяснение"),
    ("ishodit'", "исходить"),
    ("schitaetsya", "считается"),
    ("obshchij", "общий"),
    ("CHast'", "Часть"),
    ("SHtrafnaya", "Штрафная"),
    ("NAKAZANIE", "НАКАЗАНИЕ"),
    ("etot", "этот"),
    ("predusmotrennye", "предусмотренные"),
    ("yavlyaetsya", "является"),
])
def test_reverse_word(latin, cyrillic):
    assert reverse_word(latin) == cyrillic


def test_reverse_text_keeps_latin_originals():
    """§12.8: LHO, RHO, S.O., section markers, Roman numerals and ref suffixes stay Latin; a lone V is В."""
    text = reverse_text("V etom sluchae LHO i RHO; S.O. mozhet. Razdel V A.Kontry (sm. pravilo 45C4(B)) razdel A2B")
    assert text == "В этом случае LHO и RHO; S.O. может. Раздел V A.Контры (см. правило 45C4(B)) раздел A2B"


def _page_words_000(page: int) -> list[str]:
    """000's page as Cyrillic words: the page cut from the raw seed, repaired on its own (no cross-page joins)."""
    for number, text in split_pages("000", read_seed("000")):
        if number == page:
            body, notes = cut_footnotes("000", number, text)
            parts = [mark_rules("000", body)] + [f"({n.mark}) - {n.text}" for n in notes]
            return _words(reverse_text(repair.dehyphenate_spaced(" ".join(parts))))
    raise AssertionError(page)


def _page_words_cyrillic(repaired, seed: str, page: int) -> list[str]:
    stream = repaired.s001 if seed == "001" else repaired.s002
    pieces = re.split(tokens.PAGE_OPEN + r"(\d+)" + tokens.PAGE_CLOSE, stream)
    body = dict(zip(map(int, pieces[1::2]), pieces[2::2], strict=True))[page]
    notes = [f"({n.mark}) - {n.text}" for n in repaired.footnotes if n.seed == seed and n.page == page]
    return _words(" ".join([body, *notes]))


def _words(text: str) -> list[str]:
    return [w.replace("ё", "е").replace("Ё", "Е") for w in _WORD.findall(tokens.strip(text))]


@pytest.mark.parametrize(("seed", "page"), [(s, p) for s, pages in SHARED_PAGES.items() for p in pages])
def test_reverse_000_equals_the_cyrillic_seeds_word_for_word(repaired, seed, page):
    """The ground truth: on every shared page, reverse(000) is the Cyrillic text (after ё→е)."""
    latin_side = _page_words_000(page)
    cyrillic = _page_words_cyrillic(repaired, seed, page)
    assert len(cyrillic) > 100
    if seed == "001" and page == 66:  # 001 holds only the lower part of page 66
        latin_side = latin_side[len(latin_side) - len(cyrillic):]
    assert latin_side == cyrillic


def test_page_70_is_identical_and_the_homoglyph_is_latin(repaired):
    """§12.8: reverse(000 p70) = 001 p70 after ё→е and 45Е→45E (the 001 homoglyph is repaired in the text)."""
    words = _page_words_cyrillic(repaired, "001", 70)
    assert "45E" in words and "45Е" not in words
    assert _page_words_000(70) == words


def test_seed_000_stream_has_no_latin_left_but_protected_tokens(repaired):
    """After reverse transliteration only Latin originals remain in 000's text."""
    start = repaired.main.index(tokens.seed("000"))
    latin = set(re.findall(r"S\.O\.|[A-Za-z]+", tokens.strip(repaired.main[start:])))
    allowed = re.compile(r"^(LHO|RHO|S\.O\.|[A-H]|[A-H]B|[IVX]+)$")
    assert {w for w in latin if not allowed.match(w)} == set()


def test_reverse_transliteration_in_the_corpus(corpus):
    """§12.8 in place: the three capital Э of 000, ъ, the с+х exception, В as a preposition."""
    assert corpus.get("19A1").text.startswith("Игрок может контрировать только последнее")
    assert "Это назначение должно быть сделано оппонентом" in corpus.get("19A1").text
    assert "Эта контра должна исходить от оппонента" in corpus.get("19B1").text
    assert "Эта обязанность имеет приоритет" in corpus.get("44C").text
    laws = [p for p in corpus.passages() if p.law.isdigit() and 19 <= int(p.law) <= 46]
    everything = " ".join(f"{p.title} {p.text}" for p in laws)
    assert "объяснение" in everything and "В этом случае" in everything
    assert "Раздел V - Неприемлемые заявки" in [h["title"] for h in corpus.headings]
