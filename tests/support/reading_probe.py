"""What the situation reader and ``/search`` make of one sentence, for the reader and lexicon tests of every round.

The round test files each asked the same three questions (which concepts the reader found, which of them a trigger
found, which refs come first); they ask them here so that a change to the reader's result shape is made once.
"""

from __future__ import annotations

from bot.intake.situation import read, search


def concept_ids(text: str) -> list[str]:
    """The concept ids the reader found in ``text``, strongest first (words alone included)."""
    return [match.id for match in read(text).concepts]


def triggered_ids(text: str) -> list[str]:
    """The concepts a trigger found (a concept's words alone may still hint at it, under a trigger's weight)."""
    return [match.id for match in read(text).concepts if match.weight >= 0.8]


def top_refs(text: str, limit: int = 3) -> list[str]:
    """The first ``limit`` refs ``/search`` ranks for ``text`` (the reader, then the search with its concepts)."""
    return [hit.ref for hit in search(text, limit).hits]
