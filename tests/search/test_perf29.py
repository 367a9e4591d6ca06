"""Speed round 29: invariants of the exact speed changes (no timings here).

* The reader's and the search's functions import nothing while they read a text: a function-level ``from m import
  x`` costs ~0.5–1 µs a call, and the reader ran ~64 of them per story (each section reader's ``refine`` asked for
  ``lawbase.search.concepts`` again); those imports are at module level now, the same objects.
* ``lawbase.markdown.literal`` escapes with a function instead of a template string (the engine looked the
  template up, importing ``re``, on every call): the same text as the template made, on every passage.
"""

from __future__ import annotations

import builtins
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.intake.situation import search as read_and_search
from lawbase.markdown import literal
from lawbase.search.evaluate import parse_cases

PHRASINGS = Path(__file__).resolve().parents[2] / "lawbase" / "data" / "phrasings"
_TEMPLATE = re.compile(r"([\\*_~`|])")


def _texts(step: int) -> list[str]:
    """Every ``step``-th query of the phrasing files (dev data: the search learns from them)."""
    queries = [case.query for path in sorted(PHRASINGS.glob("*.tsv"))
               for case in parse_cases(path.read_text(encoding="utf-8"))]
    return queries[::step]


def test_reading_a_text_imports_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [*_texts(60), "kontra na zayavku svoego partnera", "я заявил 4♠ вне очереди", "he bid 1S"]
    for text in texts:  # warm: first uses may import what a cold process has not yet
        read_and_search(text)
    imported: list[tuple[str, str]] = []
    original = builtins.__import__

    ours = (str(Path(__file__).resolve().parents[2] / "bot"), str(Path(__file__).resolve().parents[2] / "lawbase"))

    def counting(name: str, *args: Any, **kwargs: Any) -> Any:
        code = sys._getframe(1).f_code
        if code.co_filename.startswith(ours):  # (pytest's own imports, a warning recorded meanwhile, are not ours)
            imported.append((name, code.co_qualname))
        return original(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", counting)
    try:
        for text in texts:
            read_and_search(text)
    finally:
        monkeypatch.setattr(builtins, "__import__", original)
    assert imported == [], sorted(set(imported))


def test_literal_is_the_template_substitution() -> None:
    from lawbase.search.cache import get_index

    samples = [doc.body for doc in get_index().docs if doc.body]
    alphabet = "ab *_~`|\\(**)\nя♠"
    rng = random.Random(29)
    samples += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40))) for _ in range(2000)]
    for text in samples:
        assert literal(text) == _TEMPLATE.sub(r"\\\1", text)
