"""Inventory §12.1 (pages), §12.5 (rule characters), §12.12 (false markers): layout becomes metadata."""

from __future__ import annotations

import re

import pytest

from lawbase.ingest import tokens
from lawbase.ingest.seeds import build_stream

PAGES = {
    "000": list(range(48, 74)),
    "003": list(range(21, 49)),
    "001": [66, 70, 74, 78, 82, 86, 90, 94],
    "002": [56, 60, 64, 68, 72, 76],
}


@pytest.mark.parametrize("seed", sorted(PAGES))
def test_each_seed_has_its_page_run(seed):
    assert build_stream(seed).pages == PAGES[seed]


def test_sixty_five_page_markers_removed(corpus):
    assert corpus.stats["page_markers_removed"] == 65


def _shown_texts(corpus):
    for passage in corpus.passages():
        yield passage.ref, passage.title or ""
        yield passage.ref, passage.text
        for note in passage.footnotes:
            yield passage.ref, note.text


def test_no_page_marker_left_in_any_passage(corpus):
    marker = re.compile(r"(?:^|\s)- \d{2} -(?:\s|$)|^- \d{2}\b")
    left = [(ref, text[:60]) for ref, text in _shown_texts(corpus) if marker.search(text)]
    assert left == []


def test_no_rule_characters_or_sentinels_survive(corpus):
    rules = re.compile(r"-{3,}|Д{3,}|\?{3,}|={3,}|== ==")
    left = [(ref, text[:60]) for ref, text in _shown_texts(corpus)
            if rules.search(text) or any(ch in text for ch in tokens.SENTINEL_CHARS)]
    assert left == []


def test_no_soft_hyphen_left(corpus):
    """A letter, a hyphen, a space and a lower-case letter is an unjoined line-end hyphenation."""
    soft = re.compile(r"[a-zа-яё]- [a-zа-яё]")
    left = [(ref, soft.search(text).group(0)) for ref, text in _shown_texts(corpus) if soft.search(text)]
    assert left == []


def test_real_letter_d_of_001_is_kept(corpus):
    """001 draws rules with Д; the words До and Для must keep theirs."""
    assert corpus.get("41B").text.startswith("До того, как карта первого хода открыта")
    texts = " ".join(p.text for p in corpus.passages() if "001_3a4d41d08ff3b660.txt" in p.sources)
    assert "Для " in texts or "для " in texts


def test_compass_point_is_not_a_section(corpus):
    """§12.12: 'становится E. Правило 8' is a compass point; 'S.O.' is never a section S."""
    assert corpus.get("7D").text.endswith("ответственным становится E.")
    law_7 = [ref for ref in corpus.by_ref if re.fullmatch(r"7(?:[A-H].*)?", ref)]
    assert law_7 == ["7", "7A", "7B", "7B1", "7B2", "7C", "7D"]
    assert corpus.get("8").title == "Последовательность раундов"
    assert not [ref for ref in corpus.by_ref if re.fullmatch(r"\d+[S-Z].*", ref)]


def test_spaced_dash_with_a_number_is_not_a_page_marker(corpus):
    """§12.12: 'в командном турнире - 4 или более игроков' keeps its dash and number."""
    assert "турнире - 4 или более игроков" in corpus.get("DEF:Участник").text


def test_passages_carry_the_page_they_start_on(corpus):
    assert corpus.get("19A").page == 48
    assert corpus.get("19B").page == 49
    assert corpus.get("1").page == 32
    assert corpus.get("66").page == 90


def test_pages_list_only_pages_that_print_the_unit(corpus):
    """A page marker right before the next heading does not add its page to the unit that ends there."""
    assert corpus.get("27C").pages == [57]
    assert corpus.get("28").page == 58
    assert corpus.get("19A3").pages == [48, 49]  # 'то - 49 - считается': the text runs over the page break
