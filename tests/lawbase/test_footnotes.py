"""Inventory §12.6 and §8.2: footnote blocks cut from the page bottoms and attached where their markers stand."""

from __future__ import annotations

import re

from lawbase.ingest.seeds import build_stream

BODIES = {"000": 10, "001": 4, "002": 3, "003": 3}
INLINE = {"000": 11, "001": 6, "002": 3, "003": 3}


def test_footnote_bodies_per_seed():
    assert {seed: len(build_stream(seed).footnotes) for seed in BODIES} == BODIES


def test_inline_markers_per_seed():
    """Markers are glued to a word (``vse(*)``, ``ОПРЕДЕЛЕНИЯ (*)``), never followed by `` - `` (a body)."""
    counts = {seed: len(re.findall(r"\(\*{1,2}\)(?! -)", build_stream(seed).text)) for seed in INLINE}
    assert counts == INLINE


def test_two_markers_on_page_50_share_one_body(corpus):
    first, second = corpus.get("20B").footnotes, corpus.get("20C2").footnotes
    assert first == second
    assert [(n.page, n.mark) for n in first] == [(50, "(*)")]
    assert first[0].text.startswith("Игрок не может просить частично воспроизвести")


def test_footnote_pointing_to_another_page(corpus):
    """000 p51 (*): 'sm. snosku (**) na predydushchej stranice' → in Cyrillic, on 20F2."""
    (note,) = corpus.get("20F2").footnotes
    assert (note.page, note.mark, note.text) == (51, "(*)", "см. сноску (**) на предыдущей странице.")
    assert [(n.page, n.mark) for n in corpus.get("20F1").footnotes] == [(50, "(**)")]


def test_marker_whose_body_is_on_a_missing_page(corpus):
    """001 p94 'нормальной(*)': the page bottom is not in the seeds; the footnote is kept with empty text."""
    (note,) = corpus.get("69B").footnotes
    assert (note.page, note.mark, note.text) == (94, "(*)", "")
    assert "нормальной(*)" in corpus.get("69B").text


def test_every_footnote_is_attached(corpus, repaired):
    """Each (page, mark) that has a body in any seed is attached to a passage (duplicates are the same note)."""
    attached = {(n.page, n.mark) for p in corpus.passages() for n in p.footnotes if n.text}
    bodies = {(n.page, f"({n.mark})") for n in repaired.footnotes}
    assert bodies == attached
    assert len(bodies) == 15  # 003: 3, 000: 10, 001: 2 more (pp78, 86); 002 repeats 000


def test_footnote_on_the_definitions_heading(corpus):
    (note,) = corpus.get("DEF").footnotes
    assert note.text == "последовательность соответствует оригиналу (прим.перев.)"


def test_footnote_text_is_cut_out_of_the_passage(corpus):
    for passage in corpus.passages():
        assert not re.search(r"\(\*{1,2}\) - ", passage.text), passage.ref
