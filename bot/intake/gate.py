"""The section readers' gate: whether the lexicon read one of a few situations at least this surely.

Every section reader asks it of the story's concepts before it reads the text (``reads_any(found, FAMILY,
MIN_WEIGHT)``), some several times: 37 questions a story, each a loop over the dozen or so matches (≈ 1 µs, 40 µs a
long story). The matches change only where a reader settles a section (a few readers a story; the others hand the
same list on), so the strongest weight of each concept is read once per list (the last list asked about is kept,
by identity: a new list is a new table) and a question is a few dictionary look-ups. The same answers as
:func:`lawbase.search.concepts.reads_any`: some match of one of the ids is at least this strong exactly when the
strongest of its matches is. The lists are never changed in place (each reader returns a new one).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_last: tuple[object, dict[str, float]] = (None, {})  # the last list of matches asked about, and its table


def strongest(found: list[Any]) -> dict[str, float]:
    """Concept id → the weight of its strongest match in ``found`` (kept for the last list asked about)."""
    global _last
    last = _last  # one tuple, swapped whole (a reader in another thread)
    if last[0] is not found:
        table: dict[str, float] = {}
        for match in found:
            weight = table.get(match.id)
            if weight is None or match.weight > weight:
                table[match.id] = match.weight
        last = _last = (found, table)
    return last[1]


def reads_any(found: list[Any], ids: Iterable[str], weight: float = 0.5) -> bool:
    """Whether the lexicon read one of these situations at least this surely (a section reader's gate)."""
    table = strongest(found)
    for cid in ids:
        have = table.get(cid)
        if have is not None and have >= weight:
            return True
    return False
