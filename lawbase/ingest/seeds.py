"""Reading the four seed files and undoing their layout: pages, footnote blocks, rule lines.

Each seed has its own page-marker style and its own way of drawing rules (inventory §7, rows 8–10). This module
turns every seed into one *stream*: text with layout sentinels (``lawbase.ingest.tokens``) plus the footnote bodies cut
from the page bottoms, so the later steps see one format.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from lawbase.files import CORPUS_DIR, SEED_FILES, read_bytes
from lawbase.ingest import tokens

# The page the text before a seed's first marker is on (inventory §1: the marker is a page header).
FIRST_PAGE = {"000": 48, "003": 21, "001": 66, "002": None}
# Seeds that keep the printed line breaks (001) or paragraph breaks (002): a title ends at the break.
LINE_SEEDS = {"001", "002"}
RULE_CHAR = {"000": "-", "003": "-", "001": "Д", "002": "?"}
FOOTNOTE_SEPARATOR = 48


@dataclass
class RawFootnote:
    """A footnote body as cut from the bottom of a page (still in seed spelling until repaired)."""

    seed: str
    page: int
    mark: str
    text: str


@dataclass
class Stream:
    """One seed as text with sentinels, plus the footnotes cut out of it."""

    seed: str
    text: str
    footnotes: list[RawFootnote] = field(default_factory=list)
    pages: list[int] = field(default_factory=list)
    markers_removed: int = 0


def read_seed(name: str) -> str:
    """The raw text of a seed shipped as package data (never a hand-edited copy)."""
    return read_bytes(os.path.join(CORPUS_DIR, SEED_FILES[name])).decode("utf-8")


def split_pages(name: str, raw: str) -> list[tuple[int, str]]:
    """Cut a seed at its page markers into (page, text) pairs, markers removed (inventory §7 row 8)."""
    if name in ("000", "003"):
        parts = re.split(r"\s{2}- (\d+) - ", raw)
    elif name == "001":
        parts = re.split(r"(?m)^- (\d+) -\n", raw)
    else:  # 002: "- 56" at a paragraph start, the closing dash lost; anchored so "турнире - 4" is not a marker
        parts = re.split(r"(?:^|\n\n)- (\d+)(?: |\n\n|$)", raw)
    pages: list[tuple[int, str]] = []
    if parts[0].strip():
        first = FIRST_PAGE[name]
        if first is None:  # 002 opens with its first page's marker: no text can come before it
            raise ValueError(f"seed {name}: text before the first page marker")
        pages.append((first, parts[0]))
    for number, text in zip(parts[1::2], parts[2::2], strict=True):
        pages.append((int(number), text))
    return pages


def cut_footnotes(name: str, page: int, text: str) -> tuple[str, list[RawFootnote]]:
    """Cut the footnote block (a 48-character rule then ``(*) -``) off the bottom of a page."""
    rule = re.escape(RULE_CHAR[name])
    match = re.search(rf"{rule}{{{FOOTNOTE_SEPARATOR}}}\s*(?=\(\*+\) -)", text)
    if not match:
        return text, []
    block = text[match.end():]
    bodies = re.split(r"(?:^|\s)(\(\*+\)) - ", " " + block)
    notes = [
        RawFootnote(name, page, mark.strip("()"), body.strip())
        for mark, body in zip(bodies[1::2], bodies[2::2], strict=True)
    ]
    return text[: match.start()], notes


def mark_rules(name: str, text: str) -> str:
    """Rule lines become sentinels: ``===``/``== ==`` under headings, ``---``/``ДДД``/``???`` under laws."""
    text = re.sub(r"(?:== )+==|={3,}", f" {tokens.HRULE} ", text)
    rule = re.escape(RULE_CHAR[name])
    return re.sub(rf"{rule}{{3,}}", f" {tokens.RULE} ", text)


def build_stream(name: str) -> Stream:
    """A seed as one stream: pages joined with page sentinels (and gap sentinels where pages are missing)."""
    stream = Stream(name, "")
    previous: int | None = None
    chunks: list[str] = []
    for number, text in split_pages(name, read_seed(name)):
        body, notes = cut_footnotes(name, number, text)
        stream.footnotes.extend(notes)
        if chunks or number != FIRST_PAGE[name]:
            stream.markers_removed += 1
        if previous is not None and number != previous + 1:
            chunks.append(" " + tokens.GAP)
        joiner = "\n" if name == "001" and chunks else " "
        chunks.append(f"{joiner}{tokens.page(number)}" if chunks else tokens.page(number))
        chunks.append(mark_rules(name, body.rstrip("\n") if name == "001" else body.strip(" ")))
        stream.pages.append(number)
        previous = number
    stream.text = "".join(chunks)
    return stream
