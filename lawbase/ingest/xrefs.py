"""Cross-references in the law text: ``см. правило 47E2``, ``правилами 30, 31 или 32``, ``раздел B``.

Seven grammatical forms of ``правило`` (inventory §9) plus lists; intra-law ``раздел``/``пункт`` references are
resolved against the law (and section) they stand in. Capitalised ``Правило N.`` is a heading, never a reference.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawbase.refs import HOMOGLYPHS

TARGET = r"\d{1,2}(?:[A-HАВСЕ](?:\d(?:\([A-D]\))?)?)?"
LAW_PHRASE = re.compile(
    rf"(?:см\.\s?)?правил(?:ами|ом|о|у|е|а)\s+(?P<first>{TARGET})(?P<rest>(?:\s*(?:,|или|и)\s*{TARGET}(?!\d))*)"
)
_LIST_ITEM = re.compile(rf"(?:,|или|и)\s*({TARGET})")
_SECTION = r"[A-H](?:\d(?:\(?[A-D]\)?)?)?"
INTRA_PHRASE = re.compile(
    rf"раздел(?:ами|ам|ах|ом|а|е|у)?\s+(?:данного правила\s+)?\"?\(?(?P<first>{_SECTION})\)?\"?"
    rf"(?P<rest>(?:\s*(?:,|или|и)\s*{_SECTION}(?![\w]))*)"
    rf"|пункт(?:у|а|е)?\s+(?P<point>\d)"
)
_SECTION_ITEM = re.compile(rf"(?:,|или|и)\s*({_SECTION})")


@dataclass(frozen=True)
class RefPhrase:
    """One reference phrase as found, with its resolved canonical targets."""

    phrase: str
    targets: tuple[str, ...]
    intra: bool = False


def _canonical_target(raw: str) -> str:
    return raw.translate(HOMOGLYPHS)


def law_phrases(text: str) -> list[RefPhrase]:
    """Every ``правил*`` reference phrase in ``text`` with its targets (homoglyph letters made Latin)."""
    found = []
    for match in LAW_PHRASE.finditer(text):
        targets = [match.group("first"), *_LIST_ITEM.findall(match.group("rest"))]
        found.append(RefPhrase(match.group(0), tuple(_canonical_target(t) for t in targets)))
    return found


def intra_phrases(text: str, current_ref: str) -> list[RefPhrase]:
    """``раздел B``/``пункт 3`` phrases resolved inside the law (and lettered section) of ``current_ref``."""
    law_match = re.match(r"\d{1,2}", current_ref)
    if not law_match:
        return []
    law = law_match.group(0)
    letter = current_ref[len(law):len(law) + 1]
    found = []
    for match in INTRA_PHRASE.finditer(text):
        if match.group("point"):
            if letter:
                found.append(RefPhrase(match.group(0), (f"{law}{letter}{match.group('point')}",), intra=True))
            continue
        raw = [match.group("first"), *_SECTION_ITEM.findall(match.group("rest") or "")]
        sibling = _sibling_item(match, current_ref)
        if sibling:
            found.append(RefPhrase(match.group(0), (sibling,), intra=True))
            continue
        found.append(RefPhrase(match.group(0), tuple(law + _section_ref(r) for r in raw), intra=True))
    return found


def _sibling_item(match: re.Match[str], current_ref: str) -> str | None:
    """``следующий раздел (B)`` inside 27B1(A) names the item (B) next to it, 27B1(B), not section 27B."""
    first = match.group("first")
    parenthesised = match.string[match.start("first") - 1: match.start("first")] == "("
    item = re.match(r"^(\d{1,2}[A-H]\d)\([A-D]\)", current_ref)
    if parenthesised and len(first) == 1 and first in "ABCD" and item:
        return f"{item.group(1)}({first})"
    return None


def _section_ref(raw: str) -> str:
    """``A2B`` / ``B1(A)`` → canonical section suffix (``A2(B)``, ``B1(A)``)."""
    match = re.fullmatch(r"([A-H])(\d)?\(?([A-D])?\)?", raw)
    if not match:
        return raw
    letter, digit, sub = match.groups()
    return letter + (digit or "") + (f"({sub})" if sub else "")
