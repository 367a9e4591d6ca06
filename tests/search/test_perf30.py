"""Speed round 30: invariants of the exact speed changes (no timings here).

* ``/search`` (``bot.intake.situation.search``) reads a text with the reader's own steps but does not state the
  situation's period, acts and table words, which the search never asks: what it searches (the text without its
  concrete calls and cards) and the concepts it ranks with are exactly what :func:`situation.read` finds, so the
  answers are those of ``read`` then ``search_index``.
"""

from __future__ import annotations

from pathlib import Path

from bot.intake.situation import read
from bot.intake.situation import search as read_and_search
from lawbase.search import get_index, search_index
from lawbase.search.evaluate import parse_cases

PHRASINGS = Path(__file__).resolve().parents[2] / "lawbase" / "data" / "phrasings"


def _texts(step: int) -> list[object]:
    """Every ``step``-th query of the phrasing files, and texts at the edges (none, empty, Latin-typed, calls)."""
    queries: list[object] = [case.query for path in sorted(PHRASINGS.glob("*.tsv"))
                             for case in parse_cases(path.read_text(encoding="utf-8"))][::step]
    return [*queries, None, "", "   ", "kontra na zayavku svoego partnera", "я заявил 4♠ вне очереди", "he bid 1S",
            "правило номер 25", "п.45 C4 b", "İſ ﬁ"]


def test_search_reads_the_text_as_read_does() -> None:
    index = get_index()
    for text in _texts(40):
        situation = read(text)
        expected = search_index(index, situation.query, 10, situation.concepts)
        found = read_and_search(text, 10, index)
        assert found.hits == expected.hits, text
        assert (found.confident, found.suggestions) == (expected.confident, expected.suggestions), text
        shown = " ".join(text[:2000].split()) if isinstance(text, str) and situation.text else expected.query
        assert found.query == shown, text
