"""Parsing a repaired stream into citable units: headings, laws, sections and their sub-levels.

The hierarchy (inventory §8.1) is chapter → part → section group → law → A–H → 1–5 → (A)–(D) → (1)–(2). Markers
are recognised only where the level and order make sense (``B`` after ``A``, ``2`` after ``1`` inside a lettered
section), which keeps compass points (``становится E. Правило 8``) and ``S.O.`` out of the tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawbase.ingest import tokens
from lawbase.ingest.hints import PAGE_CONTEXT
from lawbase.ingest.titles import split_title
from lawbase.refs import ref_chain

_S = tokens
_HEADING = (
    rf"(?P<struct>(?P<kind>Глава|Часть|Раздел) (?P<roman>[IVX]+) - (?P<stitle>[^{_S.HRULE}{_S.RULE}]+?))"
    rf"\s*{_S.HRULE}"
)
_SCOPE = rf"(?P<scope>СФЕРА ПРИМЕНЕНИЯ ПРАВИЛ)\s*{_S.HRULE}"
_LAW = (
    rf"(?P<law>Правило (?P<num>\d{{1,2}})\. ?(?P<ltitle>[^{_S.RULE}{_S.HRULE}]+?))\s*{_S.RULE}"
    rf"(?:\s*(?P<cont>[а-яё][^{_S.RULE}{_S.HRULE}]*?)\s*{_S.RULE})?"
)
_BOUNDARY = f"(?<![^\\s{_S.PAGE_CLOSE}{_S.RULE}{_S.HRULE}{_S.GAP}])"
_MARKER = (
    rf"{_BOUNDARY}(?P<marker>(?P<letter>[A-H])\.(?=[A-ZА-ЯЁ\"(«])|(?P<digit>[1-9])\.(?=[A-ZА-ЯЁ\"(«])"
    rf"|\((?P<sub>[A-D])\)\.(?=\S)|\((?P<subdigit>[1-9])\)\.(?=\S))"
)
_SENT = (
    rf"(?P<page>{_S.PAGE_OPEN}(?P<pnum>\d+){_S.PAGE_CLOSE})|(?P<seed>{_S.SEED_OPEN}(?P<sname>\d{{3}}){_S.PAGE_CLOSE})"
    rf"|(?P<gap>{_S.GAP})"
)
MASTER = re.compile("|".join((_HEADING, _SCOPE, _LAW, _SENT, _MARKER)))
LEVEL_OF = {"letter": 1, "digit": 2, "sub": 3, "subdigit": 4}


@dataclass
class Unit:
    """One citable place as found in one stream, still with sentinels in its raw text."""

    ref: str
    kind: str  # law | section | front (PREFACE, SCOPE, DEF)
    seed: str
    page: int | None
    title_raw: str | None = None
    body_raw: str = ""
    heading: bool = False  # a law whose "Правило N." heading is in this stream
    cut_start: bool = False
    cut_end: bool = False
    closed_by: str = ""  # heading | gap | eof: how a law's run ended (decides completeness)
    path: list[str] = field(default_factory=list)
    seeds: list[str] = field(default_factory=list)
    pages: list[int] = field(default_factory=list)
    marker_level: int = 0


@dataclass
class Heading:
    """A chapter, part or section-group heading (hierarchy metadata, not a citable unit)."""

    kind: str
    roman: str
    title: str
    seed: str
    page: int | None


@dataclass
class ParseResult:
    """Everything the parser found in one stream."""

    units: list[Unit]
    headings: list[Heading]


class _Parser:
    """State machine over one stream: where we are (law, section stack, page, seed) and what we built."""

    def __init__(self, stream_name: str, text: str, line_mode: bool) -> None:
        self.stream = stream_name
        self.text = text
        self.line_mode = line_mode
        self.seed = "003" if stream_name == "main" else stream_name
        self.page: int | None = None
        self.units: list[Unit] = []
        self.headings: list[Heading] = []
        self.path: dict[str, str] = {}
        self.law: str | None = None
        self.stack: dict[int, str] = {}
        self.expect_any = False
        self.current: Unit | None = None
        self.law_unit: Unit | None = None

    def run(self) -> ParseResult:
        """Walk the stream once; text between recognised tokens belongs to the unit opened last."""
        pos = 0
        for match in MASTER.finditer(self.text):
            if match.group("marker") and not self._marker_fits(match):
                continue
            self._append(self.text[pos:match.start()])
            pos = match.end()
            self._handle(match)
        self._append(self.text[pos:])
        self._close_law("eof")
        if self.current is not None:
            self.current.cut_end = True  # every seed run ends mid-text (000 mid-word, 001/002 mid-law)
        return ParseResult([u for u in self.units if _has_content(u)], self.headings)

    # -- tokens ---------------------------------------------------------------------------------------------
    def _handle(self, match: re.Match[str]) -> None:
        if match.group("page"):
            self._on_page(int(match.group("pnum")))
            self._append(match.group(0))
        elif match.group("seed"):
            self.seed = match.group("sname")
            self._append(match.group(0))
        elif match.group("gap"):
            self._on_gap()
        elif match.group("struct"):
            self._on_struct(match)
        elif match.group("scope"):
            self._open_front("SCOPE", "СФЕРА ПРИМЕНЕНИЯ ПРАВИЛ")
        elif match.group("law"):
            self._on_law(match)
        else:
            self._on_marker(match)

    def _on_page(self, number: int) -> None:
        first = self.page is None
        self.page = number
        if first and self.current is None and self.stream == "main":
            self._open_front("PREFACE", None, cut_start=True)
        hint = PAGE_CONTEXT.get((self.stream, number))
        if hint and (first or self.current is None):
            self._open_hint(hint)
        elif self.current is not None and number not in self.current.pages:
            self.current.pages.append(number)

    def _on_gap(self) -> None:
        if self.current is not None:
            self.current.cut_end = True
        self._close_law("gap")
        self.current = None
        self.law = None
        self.stack = {}

    def _on_struct(self, match: re.Match[str]) -> None:
        self._scan_sentinels(match.group(0))
        kind = {"Глава": "chapter", "Часть": "part", "Раздел": "group"}[match.group("kind")]
        printed = tokens.strip(match.group("struct"))
        title = re.sub(r"\s*\(\*+\)$", "", printed)  # the footnote mark stays on the DEF passage, not in paths
        self.headings.append(Heading(kind, match.group("roman"), title, self.seed, self.page))
        order = ("chapter", "part", "group")
        for lower in order[order.index(kind):]:
            self.path.pop(lower, None)
        self.path[kind] = title
        self._close_law("heading")
        if kind == "chapter" and re.search(r"ОПРЕДЕЛЕНИЯ", title):
            self._open_front("DEF", printed)
        elif self.current is not None and self.current.kind == "front":
            self.current = None

    def _on_law(self, match: re.Match[str]) -> None:
        self._close_law("heading")
        number = str(int(match.group("num")))
        title = match.group("ltitle") + (" " + match.group("cont") if match.group("cont") else "")
        unit = self._new_unit(number, "law", title_raw=title)
        self._scan_sentinels(match.group(0))
        unit.heading = True
        self.law, self.stack, self.expect_any = number, {0: number}, False
        self.law_unit = unit

    def _on_marker(self, match: re.Match[str]) -> None:
        kind = next(k for k in LEVEL_OF if match.group(k))
        level, label = LEVEL_OF[kind], match.group(kind)
        parent = self.stack[level - 1]
        ref = parent + (label if level <= 2 else f"({label})")
        for deeper in [k for k in self.stack if k >= level]:
            del self.stack[deeper]
        self.stack[level] = ref
        self.expect_any = False
        unit = self._new_unit(ref, "section")
        unit.marker_level = level

    # -- helpers --------------------------------------------------------------------------------------------
    def _marker_fits(self, match: re.Match[str]) -> bool:
        """A marker counts only at the next expected position of its level (or anywhere after a headless page)."""
        if self.law is None:
            return False
        kind = next(k for k in LEVEL_OF if match.group(k))
        level, label = LEVEL_OF[kind], match.group(kind)
        if level - 1 not in self.stack:
            return False
        if self.line_mode and not _starts_line(self.text, match.start()):
            return False
        sibling = self.stack.get(level)
        if sibling is not None and sibling.startswith(self.stack[level - 1]):
            previous = sibling[len(self.stack[level - 1]):].strip("()")
            return ord(label) == ord(previous) + 1
        return self.expect_any or label in ("A", "1")

    def _open_hint(self, ref: str) -> None:
        chain = ref_chain(ref)
        self.law = chain[0]
        self.stack = dict(enumerate(chain))
        self.expect_any = True
        unit = self._new_unit(ref, "law" if ref == self.law else "section", cut_start=True)
        unit.marker_level = max(self.stack)

    def _open_front(self, ref: str, title: str | None, cut_start: bool = False) -> None:
        self._close_law("heading")
        self.law, self.stack = None, {}
        self._new_unit(ref, "front", title_raw=title, cut_start=cut_start)

    def _new_unit(self, ref: str, kind: str, title_raw: str | None = None, cut_start: bool = False) -> Unit:
        unit = Unit(ref, kind, self.stream, self.page, title_raw=title_raw, cut_start=cut_start,
                    path=[self.path[k] for k in ("chapter", "part", "group") if k in self.path],
                    seeds=[self.seed], pages=[self.page] if self.page is not None else [])
        self.units.append(unit)
        self.current = unit
        return unit

    def _close_law(self, how: str) -> None:
        if self.law_unit is not None and not self.law_unit.closed_by:
            self.law_unit.closed_by = how
        self.law_unit = None

    def _append(self, text: str) -> None:
        if self.current is not None and text:
            self.current.body_raw += text
            for name in tokens.SEED_RE.findall(text):
                if name not in self.current.seeds:
                    self.current.seeds.append(name)

    def _scan_sentinels(self, text: str) -> None:
        for found in tokens.PAGE_RE.findall(text):
            self.page = int(found)
        for name in tokens.SEED_RE.findall(text):
            self.seed = name
            if self.current is not None and name not in self.current.seeds:
                self.current.seeds.append(name)


def _starts_line(text: str, index: int) -> bool:
    """In 001/002 a marker begins a line, or follows a page break or a rule (``- 68`` ⏎⏎ ``3.Привлечение…``)."""
    line_start = max(text.rfind(mark, 0, index) for mark in ("\n", _S.PAGE_CLOSE, _S.RULE, _S.GAP)) + 1
    before = tokens.ANY_RE.sub("", text[line_start:index])
    return not before.strip()


def _has_content(unit: Unit) -> bool:
    """Drop hint units that received no text (the page began with a heading after all)."""
    return (unit.kind != "front" and (unit.heading or bool(tokens.strip(unit.body_raw)))) or unit.kind == "front"


def parse(stream_name: str, text: str, line_mode: bool) -> ParseResult:
    """Parse one repaired stream (``main`` = 003+000, ``001``, ``002``) into units and headings."""
    return _Parser(stream_name, text, line_mode).run()


def finish_titles(result: ParseResult, line_mode: bool) -> None:
    """Split each section's raw text into its title and its body (inventory §8.3)."""
    for unit in result.units:
        if unit.kind == "section" and not unit.cut_start:
            unit.title_raw, unit.body_raw = split_title(unit.body_raw, line_mode, unit.marker_level)
