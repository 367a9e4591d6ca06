"""Law references typed inside a query: ``27b2``, ``правило 27``, ``law 27``, ``п. 27B``, ``12С1``.

A ref the user typed is the strongest signal there is: that passage goes first. But numbers also occur in
ordinary queries (``ренонс в 12-й взятке``, ``14 карт``, ``назначение выше 7``), so a bare number counts as a
ref only when it is the whole query or follows a ref word (``правило``, ``law``, ``п.``); a number with a section
letter glued to it (``27b``, ``45c4b``) is a ref anywhere. Shapes are parsed by ``lawbase.normalize_ref``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Section letters as typed: Latin a-h, or the Cyrillic look-alikes а в с е (н for H is too ambiguous mid-text).
_SEC = r"[a-hавсе]"
_SUB = r"(?:\s*\d(?:\s*\(?\s*[a-dавс]\s*\)?(?:\s*\(?\s*\d\s*\)?)?)?)?"
_BODY = rf"\d{{1,2}}(?:\s*{_SEC}{_SUB})?"
_WORD = r"(?:правил[оаеуы]?м?и?|прав\.?|пр\.|п\.?|пункт[аеу]?|ст\.|статья|law|laws|rule|pravil[oaeuy]?m?|§)"

KEYWORD_REF = re.compile(rf"(?<![\w])(?:{_WORD})\s*(?P<ref>{_BODY})(?![\w(])", re.IGNORECASE)
GLUED_REF = re.compile(rf"(?<![\w-])(?P<ref>\d{{1,2}}{_SEC}{_SUB})(?![\w(])", re.IGNORECASE)
WHOLE_REF = re.compile(rf"^\s*(?P<ref>{_BODY})\s*$", re.IGNORECASE)
_REF_WORD = re.compile(rf"{_WORD}", re.IGNORECASE)
_LATIN_RUN = re.compile(r"(?<![\w])[A-Za-z\[\];',.`]{2,}(?![\w])")


@dataclass(frozen=True)
class RefMatch:
    """A ref found in the query: canonical form and where it was typed (to drop it from the word search)."""

    ref: str
    start: int
    end: int
    explicit: bool = True  # typed as a ref on purpose (a ref word, or the whole query), not merely glued digits


def _canonical(text: str) -> str | None:
    """Canonical ref of a typed fragment, or None when it is not one (never raises)."""
    try:
        import lawbase

        normalize = getattr(lawbase, "normalize_ref", None)
        if normalize is None:  # the package export may land after lawbase.refs itself
            from lawbase.refs import normalize_ref as normalize
        return str(normalize(text))
    except Exception:
        return None


def parent_of(ref: str) -> str | None:
    """The ref one level up (``27B1(A)`` → ``27B1`` → ``27B`` → ``27``), None for a law."""
    if ref.endswith(")"):
        return ref[: ref.rindex("(")]
    if len(ref) > 1 and not ref.isdigit():
        return ref[:-1]
    return None


def fix_ref_words(query: str) -> str:
    """``ghfdbkj 27`` is ``правило 27`` typed on the QWERTY layout: put the ref word back (same length)."""
    from lawbase.search.translit import layout_to_russian

    def one(match: re.Match[str]) -> str:
        converted = layout_to_russian(match.group().lower())
        return converted if _REF_WORD.fullmatch(converted) and len(converted) == len(match.group()) else match.group()

    return _LATIN_RUN.sub(one, query)


def find_refs(query: str) -> list[RefMatch]:
    """Refs typed in ``query``, in order of appearance, each once (spans index into ``query``)."""
    found: list[RefMatch] = []
    query = fix_ref_words(query)
    whole = WHOLE_REF.match(query)
    patterns = [whole] if whole else [*KEYWORD_REF.finditer(query), *GLUED_REF.finditer(query)]
    glued = {m.span() for m in patterns if m is not whole and m.re is GLUED_REF}
    taken: list[tuple[int, int]] = []
    for match in sorted(patterns, key=lambda m: m.start()):
        start, end = match.span()
        if any(a < end and start < b for a, b in taken):
            continue
        ref = _canonical(match.group("ref"))
        if ref and not ref.startswith("DEF:"):
            taken.append((start, end))
            found.append(RefMatch(ref, start, end, (start, end) not in glued))
    return found
