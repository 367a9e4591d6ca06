"""The definitions chapter (Глава I) as a glossary: Russian headword, English term, definition, ``DEF:`` ref.

003 printed the chapter as a three-column table that lost its layout (inventory §7 row 16): terms, English glosses
and definition lines are interleaved. It is not parsed generically. The headwords come from a curated list
(``data/glossary.json``, from inventory §11); each definition is then cut from the chapter text between its
term and the next one, the English gloss and any split-off part of the term removed, and the words re-joined.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from lawbase.files import DATA_DIR, read_bytes
from lawbase.model import GlossaryEntry


def curated() -> list[dict[str, Any]]:
    """The 59 curated rows (headword, printed form, English as printed and normalised, kind)."""
    rows: list[dict[str, Any]] = json.loads(read_bytes(os.path.join(DATA_DIR, "glossary.json")).decode("utf-8"))
    return rows


def build_glossary(chapter: str) -> list[GlossaryEntry]:
    """Cut each definition out of the chapter text (already de-hyphenated where no gloss intervened)."""
    rows = curated()
    spans = _locate(chapter, [r for r in rows if r["kind"] == "definition"])
    entries = []
    for row in rows:
        if row["kind"] == "definition":
            start, end = spans[row["headword"]]
            definition = _clean_definition(chapter[start:end], row)
        else:
            definition = _inline_definition(chapter, row)
        entries.append(GlossaryEntry(
            headword=row["headword"], english=row["english_normalized"], definition=definition,
            ref="DEF:" + row["headword"], printed=row["printed"], english_as_printed=row["english"],
            kind=row["kind"],
        ))
    return entries


def _locate(chapter: str, rows: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """Where each definition's text runs: from after its term to the start of the next term."""
    starts: list[tuple[str, int, int]] = []
    cursor = 0
    for row in rows:
        gloss_word = row["english"].split()[0]
        gloss = chapter.find("(" + gloss_word, cursor)
        first = _parts(row)[0]
        term = chapter.find(first, cursor)
        starts.append((row["headword"], term, term + len(first)))
        cursor = gloss + 1
    spans = {}
    for index, (headword, _, after) in enumerate(starts):
        end = starts[index + 1][1] if index + 1 < len(starts) else len(chapter)
        spans[headword] = (after, end)
    return spans


def _parts(row: dict[str, Any]) -> list[str]:
    """The printed term in its parts (``Среднее, … средний результат`` → two parts)."""
    return [part.strip() for part in row["printed"].split("…")]


def _clean_definition(segment: str, row: dict[str, Any]) -> str:
    """Remove the English gloss and the split-off term part, then re-join words split at old line ends."""
    for part in _parts(row)[1:]:
        segment = segment.replace(part, "", 1)
    english = row["english"]
    if f"({english})" in segment:
        segment = segment.replace(f"({english})", "", 1)
    else:  # gloss split across rows: "(International … Match Point)"
        words = english.split()
        segment = segment.replace("(" + words[0], "", 1)
        segment = segment.replace(" ".join(words[1:]) + ")", "", 1)
    segment = re.sub(r"(?<=[а-яёА-ЯЁa-z])- +(?=[а-яё])", "", segment)
    return " ".join(segment.split())


def _inline_definition(chapter: str, row: dict[str, Any]) -> str:
    """S.O., RHO, LHO are glossed inside another entry: RHO/LHO by their Russian gloss, S.O. by its sentence."""
    printed = str(row["printed"])
    if ")" in printed and "-" in printed.split(")", 1)[1]:
        return printed.split(")", 1)[1].split("-", 1)[1].strip()  # "RHO(right-hand o.)- оппонент справа"
    at = chapter.find(printed)
    if at < 0:
        return ""
    start = max(chapter.rfind(". ", 0, at) + 2, chapter.rfind(") ", 0, at) + 2, 0)
    stop = chapter.find(".", at + len(printed))
    return " ".join(chapter[start: stop + 1 if stop >= 0 else None].split())
