"""What our corpus holds of each cited ref, and which words of it state each rule the engine applies.

The engine needs no law base at run time: ``engine/data/citations.json`` holds the refs whose text the law base
has (``in_corpus``) and, for the rules the engine cites to a law the corpus holds only in part (46, 47, 50–52,
57, 62, 67, 69, 70 …), the phrase of that ref's text that states the rule, or ``null`` when the sentence that
states it is on a page missing from our copy ("a major penalty card must be played at the first legal
opportunity", "doubtful points go against the claimer"). ``tests/engine/test_citations_data.py`` checks the file
against the law base: every listed ref and no other is held, every phrase is in its ref's text, and every rule
the test cases cite to a partly held law is listed.

A rule cited to a ref of a law the corpus holds whole is stated by that ref's text (it is the most specific
passage), so it needs no entry.
"""

from __future__ import annotations

import enum
import json
from functools import cache
from pathlib import Path
from typing import Any, Final, Literal

DATA = Path(__file__).parent / "data" / "citations.json"


class Unlisted(enum.Enum):
    """The type of ``UNLISTED``: an enum of one member, so ``phrase is not UNLISTED`` narrows a phrase to text."""

    UNLISTED = "unlisted"


UNLISTED: Final = Unlisted.UNLISTED  # a rule with no entry: its ref's own text states it


@cache
def _data() -> dict[str, Any]:
    with DATA.open(encoding="utf-8") as f:
        raw = json.load(f)
    return {"in_corpus": frozenset(raw["in_corpus"]), "rules": raw["rules"]}


def in_corpus(ref: str) -> bool:
    """True when our corpus holds a text of ``ref`` (any part of it)."""
    return ref in _data()["in_corpus"]


def rule_phrase(key: str, ref: str) -> str | Literal[Unlisted.UNLISTED] | None:
    """The phrase of ``ref``'s text that states the rule of step ``key``: a string, ``None`` when the text that
    states it is not in our corpus, or ``UNLISTED`` when the rule needs no entry (its ref is held whole)."""
    by_ref: dict[str, str | None] | None = _data()["rules"].get(key)  # checked: tests/engine/test_citations_data.py
    if by_ref is None or ref not in by_ref:
        return UNLISTED
    return by_ref[ref]


def rule_stated(key: str, ref: str) -> bool:
    """Whether our corpus states the rule of step ``key`` under ``ref``: its text is held and, for a rule listed
    with a phrase or ``null``, that phrase is there."""
    phrase = rule_phrase(key, ref)
    return in_corpus(ref) and phrase is not None
