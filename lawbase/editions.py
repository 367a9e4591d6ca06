"""Edition notes: where the 2017 Laws give a different outcome or procedure than the 1987 code we quote.

Our text is the 1987 code, but clubs play under the 2017 Laws; a 1987 answer applied unawares can be wrong at the
table. ``data/editions.json`` holds one short note per difference, in our own words (never the 2017 text), in
Russian and English, with the 2017 laws it names and where the fact was checked. This module is the one source of
those notes for ``/law``, ``sudya law --json``, rulings and search:

```python
from lawbase import editions
editions.for_ref("27B1", "en")        # [{"edition": "2017", "refs": ["27B1(b)", ...], "note": "...", ...}]
editions.for_ruling(["27", "27B2"], "ru")
editions.by_term("comparable call")   # [(note, "comparable call")]
```

A ref shows the notes of itself, of the parts it contains (a law lists the notes of its sections) and of the
units that contain it (a note on 25B concerns 25B2(B)(1) too). A ruling gets a note when it cites one of the
note's ``ruling_refs`` or a part of one. Pure: no network, no clock; the file is read once per process.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from lawbase.files import DATA_DIR

EDITION = "2017"
LANGS = ("ru", "en")
_REF = re.compile(r"^(\d+)(.*)$")


@dataclass(frozen=True)
class EditionNote:
    """One difference between the 1987 code and the 2017 Laws."""

    id: str
    refs_1987: tuple[str, ...]
    refs_2017: tuple[str, ...]
    ruling_refs: tuple[str, ...]
    note_ru: str
    note_en: str
    terms_ru: tuple[str, ...]
    terms_en: tuple[str, ...]
    absent_1987: bool
    nearest_1987: tuple[str, ...]
    source: tuple[str, ...]
    verified: str

    def text(self, lang: str) -> str:
        """The note in ``lang``; in Russian, the law text's own language, for a language the notes are not in."""
        return {"ru": self.note_ru, "en": self.note_en}.get(lang, self.note_ru)

    @property
    def terms(self) -> tuple[str, ...]:
        return self.terms_en + self.terms_ru

    def to_dict(self, lang: str) -> dict[str, Any]:
        """The JSON shape of ``sudya law --json`` ``editions`` and of a ruling's ``edition_notes``."""
        return {"edition": EDITION, "refs": list(self.refs_2017), "note": self.text(lang), "id": self.id,
                "refs_1987": list(self.refs_1987)}


def data_path() -> str:
    return os.path.join(DATA_DIR, "editions.json")


@cache
def _data() -> dict[str, Any]:
    with open(data_path(), encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)  # the package's own file: an object (tests/lawbase/test_editions.py)
    return data


@cache
def notes() -> tuple[EditionNote, ...]:
    """Every note, in the file's order (the order of the laws)."""
    out = []
    for row in _data()["notes"]:
        refs_1987 = tuple(row["refs_1987"])
        out.append(EditionNote(
            id=row["id"], refs_1987=refs_1987, refs_2017=tuple(row["refs_2017"]),
            ruling_refs=tuple(row.get("ruling_refs", refs_1987)), note_ru=row["note_ru"], note_en=row["note_en"],
            terms_ru=tuple(row.get("terms", {}).get("ru", ())), terms_en=tuple(row.get("terms", {}).get("en", ())),
            absent_1987=bool(row.get("absent_1987", False)),
            nearest_1987=tuple(row.get("nearest_1987", refs_1987)), source=tuple(row.get("source", ())),
            verified=row.get("verified", "memory"),
        ))
    return tuple(out)


def sources() -> dict[str, dict[str, str]]:
    """Where the facts were checked: key → {"title", "url"}."""
    return dict(_data()["sources"])


def note(note_id: str) -> EditionNote:
    """The note with this id (KeyError for an unknown one: ids are ours, never user input)."""
    for item in notes():
        if item.id == note_id:
            return item
    raise KeyError(note_id)


def _split(ref: str) -> tuple[str, str] | None:
    match = _REF.match(ref)
    return (match.group(1), match.group(2)) if match else None


def contains(outer: str, inner: str) -> bool:
    """Whether ``inner`` is ``outer`` or one of its parts: ``27B`` contains ``27B1(A)``; ``2`` does not contain
    ``27``."""
    a, b = _split(outer), _split(inner)
    return a is not None and b is not None and a[0] == b[0] and b[1].startswith(a[1])


def notes_for(ref: str) -> list[EditionNote]:
    """The notes that concern ``ref`` (a canonical 1987 ref): its own, its parts' and its containers'."""
    return [item for item in notes()
            if any(contains(ref, own) or contains(own, ref) for own in item.refs_1987)]


def notes_for_ruling(laws: Iterable[str]) -> list[EditionNote]:
    """The notes of a ruling that cites ``laws``: a cited ref equal to, or a part of, one of a note's
    ``ruling_refs``. A ruling that cites only ``25`` does not get the note on ``25B``."""
    cited = list(laws)
    return [item for item in notes()
            if any(contains(own, ref) for own in item.ruling_refs for ref in cited)]


def for_ref(ref: str, lang: str) -> list[dict[str, Any]]:
    """``sudya law REF --json`` ``editions``: [] where nothing differs."""
    return [item.to_dict(lang) for item in notes_for(ref)]


def for_ruling(laws: Iterable[str], lang: str) -> list[dict[str, Any]]:
    """A ruling's ``edition_notes`` (same shape as :func:`for_ref`)."""
    return [item.to_dict(lang) for item in notes_for_ruling(laws)]


_PUNCT = re.compile(r"[^\w()]+")


def _fold(text: str) -> str:
    """Lower case, ё as е, punctuation as spaces, padded so that ``in`` matches whole words only."""
    return " " + " ".join(_PUNCT.sub(" ", text.casefold().replace("ё", "е")).split()) + " "


def by_term(query: str) -> list[tuple[EditionNote, str]]:
    """Notes whose 2017 search term occurs in ``query`` (case- and ё-insensitive, whole words), longest term
    first, each note once: ``"comparable call после 1NT"`` → the note on 2017 Law 23."""
    folded = _fold(query)
    found: dict[str, tuple[EditionNote, str]] = {}
    for item in notes():
        for term in sorted(item.terms, key=len, reverse=True):
            if _fold(term) in folded:
                found.setdefault(item.id, (item, term))
                break
    return sorted(found.values(), key=lambda pair: -len(pair[1]))


_REF_2017 = re.compile(r"(?<![\w.])(\d{1,2})(?:\s*([A-Ha-h])(\d)?(?:\s*\(([a-zA-Z])\))?)?(?![\w])")


def _canon_2017(number: str, letter: str | None, digit: str | None, item: str | None) -> str:
    """``23``, ``27B1(b)``: the 2017 book's own way (capital section, lower-case item)."""
    return number + (letter or "").upper() + (digit or "") + (f"({item.lower()})" if item else "")


def by_2017_ref(query: str) -> list[tuple[EditionNote, str]]:
    """Notes about a 2017 law named in ``query`` when the query says it means the 2017 Laws (``2017 Law 23``,
    ``правило 27B1(b) 2017``): the 2017 numbering differs from ours, so ``23`` must not open the 1987 Law 23 as
    if it were the same rule. A note whose first 2017 ref is that law comes first."""
    if "2017" not in query:
        return []
    text = query.replace("2017", " ")
    wanted = [_canon_2017(*m.groups()) for m in _REF_2017.finditer(text) if 1 <= int(m.group(1)) <= 93]
    found: list[tuple[int, EditionNote, str]] = []
    for item in notes():
        for ref in wanted:
            ranks = [i for i, own in enumerate(item.refs_2017) if contains(ref, own) or contains(own, ref)]
            if ranks:
                found.append((min(ranks), item, ref))
                break
    found.sort(key=lambda row: row[0])
    return [(item, ref) for _, item, ref in found]


def for_query(query: str) -> list[tuple[EditionNote, str]]:
    """What search should add for ``query``: the notes its 2017 terms (``comparable call``, ``логическая
    альтернатива``) or its 2017 law numbers point to, each once, with what matched."""
    seen: set[str] = set()
    out = []
    for item, matched in [*by_term(query), *by_2017_ref(query)]:
        if item.id not in seen:
            seen.add(item.id)
            out.append((item, matched))
    return out
