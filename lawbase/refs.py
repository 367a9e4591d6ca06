"""Canonical law references: parsing what people type into the one form the corpus is keyed by.

Canonical forms (architecture.md): ``27``, ``27B``, ``27B1``, ``27B1(A)``, ``25B2(B)(1)``, ``DEF:<headword>``.
People type ``27 b 1``, ``п. 27B``, ``правило 27``, ``law 27``, ``27b1(a)`` and, copying from the seeds, Cyrillic
look-alike letters (``45Е``); all of those must land on the same key.
"""

from __future__ import annotations

import re
from typing import Any

from lawbase.errors import LawbaseError, RefList

# Cyrillic capitals that look like the Latin section letters A-H (the seeds and Russian keyboards produce them).
HOMOGLYPHS = str.maketrans({"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "а": "a", "в": "b", "с": "c", "е": "e"})
# What a Russian typist writes for a section letter: the look-alikes above plus the letters that sound like the
# Latin ones (Б for B, Д for D, Г for G, Ф for F). Only for a whole ref (``27Б1``), not inside running text.
SECTION_LETTERS = str.maketrans({"А": "A", "Б": "B", "В": "B", "С": "C", "Д": "D", "Е": "E", "Ф": "F", "Г": "G",
                                 "Н": "H", "а": "a", "б": "b", "в": "b", "с": "c", "д": "d", "е": "e", "ф": "f",
                                 "г": "g", "н": "h"})
# A lowercase subsection letter (after the section's digit: ``43B2в``) typed in Cyrillic counts as Russian lists
# count: а б в г are (a) (b) (c) (d). A section letter, or a capital one, keeps its look-alike (``27В``, ``45С4(В)``
# are 27B, 45C4(B), as the book prints them).
_SUBSECTION_BY_ALPHABET = re.compile(r"(?<=[A-Za-zА-Яа-я])(\s*\d\s*\(?\s*)([вг])(?![^\W\d_])")
_ALPHABET = {"в": "c", "г": "d"}


def _by_alphabet(match: re.Match[str]) -> str:
    return match.group(1) + _ALPHABET[match.group(2)]


# Laws of the 1987 code are numbered 1-93; a number outside that range is no law (not a malformed ref).
FIRST_LAW, LAST_LAW = 1, 93
# Words that introduce a ref: the book's "правило", the bot's own "закон", English "law"/"rule", abbreviations.
REF_WORD_PATTERN = r"(?:правил[оаеуы]?м?и?|закон[аеуы]?(?:ом)?|прав\.|пр\.|п\.|ст\.|law|rule|pravilo|pravila|zakon|§)"

# Extra refs for the unnumbered parts of the book that are still worth citing.
SPECIAL_REFS = ("PREFACE", "SCOPE", "DEF")
# Shown with a malformed ref when nothing closer can be said: each form, and each exists in the corpus.
EXAMPLE_REFS = ("27", "27B1", "45C4(B)", "DEF:Фальшренонс")

CANONICAL = re.compile(r"^(?P<law>\d{1,2})(?P<sec>[A-H](?P<sub>[1-9](?P<sub2>\([A-D]\)(?P<sub3>\([1-9]\))?)?)?)?$")
_PREFIX = re.compile(rf"^{REF_WORD_PATTERN}\s*", re.IGNORECASE)
_LOOSE = re.compile(
    r"^(?P<law>\d{1,3})\s*(?P<sec>[a-h])?\s*(?P<sub>[1-9])?\s*"
    r"(?:\(?\s*(?P<sub2>[a-d])\s*\)?)?\s*(?:\(?\s*(?P<sub3>[1-9])\s*\)?)?$",
    re.IGNORECASE,
)
# Words that introduce a definition ref (``DEF:Фальшренонс``, ``опр. пас``), folded.
DEF_WORDS = frozenset({"определение", "опр", "def"})
_DEF = re.compile(r"^(?:определение|опр|def)(?:\s*[:.]\s*|\s+)(?P<word>\S.*)$", re.IGNORECASE)


def fold(text: str) -> str:
    """ё→е and lower case: how headwords and titles are compared (003 never writes ё, 001/002 do)."""
    return text.replace("ё", "е").replace("Ё", "Е").lower()


def normalize_ref(text: str) -> str:
    """Turn what a user typed into a canonical ref, or raise ``LawbaseError("bad_ref")``.

    Only the shape is checked here; whether the ref exists is the corpus's business (``Corpus.get``).
    A ``DEF:`` ref keeps its headword as typed (trimmed); the corpus maps it to the printed headword.
    """
    if not isinstance(text, str):
        raise bad_ref(str(text))
    raw = " ".join(text.split())
    if not raw:
        raise bad_ref(text)
    upper = raw.upper()
    if upper in SPECIAL_REFS:
        return upper
    match = _DEF.match(raw)
    if match and not match.group("word")[:1].isdigit():
        return "DEF:" + match.group("word").strip()
    body = _SUBSECTION_BY_ALPHABET.sub(_by_alphabet, _PREFIX.sub("", raw))
    body = body.translate(SECTION_LETTERS).strip().rstrip(".")
    loose = _LOOSE.match(body)
    assembled = _assemble(loose) if loose else None
    if assembled is None or loose is None:
        raise bad_ref(text)
    number = int(loose.group("law"))
    if not FIRST_LAW <= number <= LAST_LAW:
        raise LawbaseError("no_such_law", ref=text, number=number, first=FIRST_LAW, last=LAST_LAW)
    return assembled


# A Cyrillic section letter has two readings: its look-alike or sound-alike Latin letter (в → B, г → G, д → D,
# е → E: what ``normalize_ref`` reads, as copied from the book's Latin letters) and its place in the Russian
# alphabet, as Russian lists count (а б в г д е = A B C D E F: «ст. 12в» is the third section, 12C). Players do
# both. Search offers the alphabet's reading beside the other (where both sections exist, first for a lower-case
# letter, «ст. 12в» → 12C, second for a capital copied from the book, «12В» → 12B; first where only it exists:
# «пр.62г» is 62D, Law 62 has no G); ``Corpus.get`` takes it when the other does not exist.
_ALPHABET_READING = {"в": "C", "г": "D", "д": "E", "е": "F"}
_SECTION_TYPED = re.compile(r"^\s*\d{1,2}[\s.]*([^\W\d_])")


def alphabet_reading(text: str, ref: str | None = None) -> str | None:
    """The ref typed, its section letter read by the Russian alphabet's order, when that letter is one whose two
    readings differ (``12в`` → ``12C``); None otherwise, or when the text is no ref. ``ref``: the text's reading
    by ``normalize_ref``, when the caller has it already (not parsed again)."""
    letter = _SECTION_TYPED.match(_PREFIX.sub("", " ".join(text.split()) if isinstance(text, str) else ""))
    other = _ALPHABET_READING.get(letter.group(1).lower()) if letter else None
    if other is None:
        return None
    if ref is None:
        try:
            ref = normalize_ref(text)
        except LawbaseError:
            return None
    law = len(ref) - len(ref.lstrip("0123456789"))
    if law == len(ref) or ref[law] == other:
        return None
    return f"{ref[:law]}{other}{ref[law + 1:]}"


def bad_ref(text: str, suggestions: list[str] | None = None) -> LawbaseError:
    """The error for a malformed ref, with refs to try instead (the corpus may know closer ones)."""
    return LawbaseError("bad_ref", ref=text, suggestions=RefList(suggestions or EXAMPLE_REFS))


def _assemble(match: re.Match[str]) -> str | None:
    """Rebuild a canonical ref from the loose pattern's groups; None when a level skips its parent."""
    law, sec, sub, sub2, sub3 = (match.group(g) for g in ("law", "sec", "sub", "sub2", "sub3"))
    parts = [str(int(law))]
    levels = [(sec, "{}"), (sub, "{}"), (sub2, "({})"), (sub3, "({})")]
    missing_parent = False
    for value, fmt in levels:
        if value is None:
            missing_parent = True
            continue
        if missing_parent:
            return None
        parts.append(fmt.format(value.upper()))
    return "".join(parts)


def parent_ref(ref: str) -> str | None:
    """The ref one level up (``27B1(A)`` → ``27B1``), or None for a whole law / special ref."""
    match = CANONICAL.match(ref)
    if not match:
        return "DEF" if ref.startswith("DEF:") else None
    for group in ("sub3", "sub2", "sub", "sec"):
        if match.group(group):
            return ref[: match.start(group)]
    return None


def ref_chain(ref: str) -> list[str]:
    """The ref and its ancestors from the law down: ``25B2(B)`` → ``["25", "25B", "25B2", "25B2(B)"]``."""
    chain = [ref]
    while (up := parent_ref(chain[0])) is not None and up != "DEF":
        chain.insert(0, up)
    return chain


def law_of(ref: str) -> str:
    """The law number of a ref as a string, or ``DEF`` / the special ref name."""
    match = CANONICAL.match(ref)
    if match:
        return match.group("law")
    return "DEF" if ref.startswith("DEF") else ref


def ref_sort_key(ref: str) -> tuple[Any, ...]:
    """Order refs as the book does: by law number, then section path."""
    match = CANONICAL.match(ref)
    if not match:
        return (1000, ref)
    return (int(match.group("law")), ref[len(match.group("law")):])
