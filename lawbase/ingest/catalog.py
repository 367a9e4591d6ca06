"""The catalog of all 93 laws: number, Russian title (where the seeds print it), our English short title, and how
much of the law the corpus holds.

English titles are ours (``data/catalog_en.json``), short names after the 1987 code; the seeds print no English.
Where no surviving page prints a law's Russian heading, ``data/catalog_ru.json`` gives our Russian rendering of
the short title (``title_ru_ours``; passages carrying it are flagged ``title_ours`` and shown marked as ours).
A law is *complete* when its heading is present and the next heading follows with no page missing in between
(inventory §1); *partial* when some of its text is present; *missing* when none is.
"""

from __future__ import annotations

import json
import os

from lawbase.files import DATA_DIR, read_bytes
from lawbase.model import CatalogEntry, Passage

LAW_COUNT = 93


def english_titles() -> dict[int, str]:
    """Law number → English short title, for every law 1–93."""
    data = json.loads(read_bytes(os.path.join(DATA_DIR, "catalog_en.json")).decode("utf-8"))
    return {int(k): v for k, v in data.items()}


def our_russian_titles() -> dict[int, str]:
    """Law number → our Russian short title, for the laws whose heading no surviving page prints."""
    data = json.loads(read_bytes(os.path.join(DATA_DIR, "catalog_ru.json")).decode("utf-8"))
    return {int(k): v for k, v in data.items() if k.isdigit()}


def build_catalog(passages: dict[str, Passage], complete: set[str], headed: dict[str, str]) -> list[CatalogEntry]:
    """One row per law 1–93, in order."""
    english = english_titles()
    ours = our_russian_titles()
    rows = []
    for number in range(1, LAW_COUNT + 1):
        law = str(number)
        present = [p for p in passages.values() if p.law == law and p.kind in ("law", "section")]
        sections = tuple(sorted(p.ref for p in present if p.parent == law and p.kind == "section"))
        sources = tuple(sorted({s for p in present for s in p.sources}))
        state = "complete" if law in complete else ("partial" if present else "missing")
        printed = headed.get(law)
        rows.append(CatalogEntry(number, printed, english[number], state, sections, sources,
                                 None if printed else ours.get(number)))
    return rows
