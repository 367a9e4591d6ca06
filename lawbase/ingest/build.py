"""Merging the parsed streams into one passage per place (the ingest's second half).

003 and 000 form one run (``main``); 001 and 002 repeat some of 000's pages in Cyrillic and are the only source of
parts of Laws 47–70. For each ref the Cyrillic original wins when it is whole on its page; a version cut by a
missing page gives way to a whole one; every seed that holds the place is recorded in ``sources``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lawbase.ingest import tokens
from lawbase.ingest.seeds import RawFootnote
from lawbase.ingest.streams import Repaired
from lawbase.ingest.structure import ParseResult, Unit, finish_titles, parse
from lawbase.model import Footnote, Passage, source_file
from lawbase.refs import parent_ref, ref_chain

_FOOTNOTE_MARK = re.compile(r"\((\*{1,2})\)(?! -)")
PENALTY = "(НАКАЗАНИЕ)"


@dataclass
class Merged:
    """Passages by ref (not yet linked into a tree) plus facts the catalog needs."""

    passages: dict[str, Passage]
    complete_laws: set[str]
    headed_laws: dict[str, str]  # law → Russian title from its heading
    results: dict[str, ParseResult] = field(default_factory=dict)
    unattached: list[RawFootnote] = field(default_factory=list)


def parse_all(repaired: Repaired) -> dict[str, ParseResult]:
    """Parse the three streams; titles are split by layout (001/002) or by the §8.3 heuristic (main)."""
    results = {}
    for name, text, line_mode in (("main", repaired.main, False), ("001", repaired.s001, True),
                                  ("002", repaired.s002, True)):
        result = parse(name, text, line_mode)
        finish_titles(result, line_mode)
        results[name] = result
    return results


def merge(repaired: Repaired) -> Merged:
    """One passage per ref, choosing the best version and recording all sources."""
    results = parse_all(repaired)
    by_ref: dict[str, list[Unit]] = {}
    for name in ("main", "001", "002"):
        for unit in results[name].units:
            by_ref.setdefault(unit.ref, []).append(unit)
    notes = {(n.seed, n.page, n.mark): n for n in repaired.footnotes}
    used: set[tuple[str, int, str]] = set()
    passages = {ref: _passage(ref, units, notes, used) for ref, units in by_ref.items()}
    complete = {u.ref for r in results.values() for u in r.units if u.kind == "law" and u.heading
                and u.closed_by == "heading" and not u.cut_start}
    headed = {}
    for units in by_ref.values():
        best = _choose([u for u in units if u.kind == "law" and u.heading])
        if best is not None:
            headed[best.ref] = tokens.strip(best.title_raw or "")
    unattached = [n for key, n in notes.items() if key not in used]
    return Merged(passages, complete, headed, results, unattached)


def _choose(units: list[Unit]) -> Unit | None:
    """The version to show: whole before cut, Cyrillic original before the reverse-transliterated 000."""
    if not units:
        return None

    def rank(unit: Unit) -> tuple[int, int, int]:
        cut = int(unit.cut_start or unit.cut_end)
        transliterated = int(unit.seeds == ["000"])
        return (cut, transliterated, -len(tokens.strip(unit.body_raw)))

    return min(units, key=rank)


def _passage(ref: str, units: list[Unit], notes: dict[Any, Any], used: set[Any]) -> Passage:
    best = _choose(units)
    assert best is not None
    title = best.title_raw
    if title is None:
        titled = _choose([u for u in units if u.title_raw])
        title = titled.title_raw if titled else None
    seeds = sorted({s for u in units for s in u.seeds})
    text = tokens.strip(best.body_raw)
    passage = Passage(
        ref=ref,
        law=ref_chain(ref)[0] if best.kind != "front" else ref,
        title=tokens.strip(title) if title else None,
        text=text,
        parent=parent_ref(ref),
        footnotes=_footnotes(best, notes, used),
        sources=[source_file(s) for s in seeds],
        page=_first_page(best),
        pages=_pages_of(best),
        penalty=PENALTY in text,
        path=max((u.path for u in units), key=len),
        kind=best.kind,
        label=label_of(ref),
        cut_start=best.cut_start,
        cut_end=best.cut_end,
    )
    return passage


def _pages_of(unit: Unit) -> list[int]:
    """The pages that print some of the unit: a page sentinel followed only by whitespace does not count
    (the next heading starts that page, 27C ends on p57 although the p58 marker precedes Раздел IV)."""
    raw = (unit.title_raw or "") + unit.body_raw
    pieces = tokens.PAGE_RE.split(raw)
    pages = [unit.page] if tokens.strip(pieces[0]) and unit.page is not None else []
    for number, text in zip(pieces[1::2], pieces[2::2], strict=True):
        if tokens.strip(text):
            pages.append(int(number))
    return sorted(set(pages))


def _first_page(unit: Unit) -> int | None:
    """The page the unit's text starts on (a page sentinel right at its start moves it to that page)."""
    lead = (unit.title_raw or "") + unit.body_raw
    match = tokens.PAGE_RE.match(lead.lstrip())
    return int(match.group(1)) if match else unit.page


def _footnotes(unit: Unit, notes: dict[Any, Any], used: set[Any]) -> list[Footnote]:
    """Footnotes whose inline markers stand in this unit, found by (seed, page, mark) of each marker."""
    raw = (unit.title_raw or "") + " " + unit.body_raw
    found: list[Footnote] = []
    for match in _FOOTNOTE_MARK.finditer(raw):
        page = _page_at(raw, match.start(), unit.page)
        seed = _seed_for(unit, page)
        key = (seed, page, match.group(1))
        note = notes.get(key)
        used.add(key)
        footnote = Footnote(f"({match.group(1)})", note.text if note else "", page, source_file(seed))
        if footnote not in found:
            found.append(footnote)
    return found


def _page_at(raw: str, index: int, default: int | None) -> int | None:
    pages = tokens.PAGE_RE.findall(raw[:index])
    return int(pages[-1]) if pages else default


def _seed_for(unit: Unit, page: int | None) -> str:
    """Which seed printed this page of the unit (the main stream switches from 003 to 000 on page 48)."""
    if unit.seed != "main":
        return unit.seed
    return "003" if page is not None and page < 48 else ("000" if "000" in unit.seeds else "003")


def label_of(ref: str) -> str:
    """The printed marker of a section ref: ``27B`` → ``B.``, ``27B1`` → ``1.``, ``27B1(A)`` → ``(A).``."""
    match = re.search(r"(\([A-D1-9]\)|[A-H1-9])$", ref)
    if not match or ref.isdigit() or not re.match(r"\d", ref):
        return ""
    return match.group(1) + "."
