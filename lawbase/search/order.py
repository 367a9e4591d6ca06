"""The one order of ranked passages: by score, best first, a tie by document id.

``items.sort(key=lambda item: (-item[0], item[2]))`` says it; :func:`best_first` makes the same order with two sorts
on C key functions (a stable sort by id, then by score in reverse, which keeps the ids' order among equal scores):
a Python key function called for each of the ~150 ranked passages, several times a query, cost more than the rest
of the sort.
"""

from __future__ import annotations

from operator import itemgetter

_SCORE, _DOC = itemgetter(0), itemgetter(2)


def best_first(items: list[tuple[float, float, int]]) -> list[tuple[float, float, int]]:
    """``items`` (score, coverage, doc id) sorted in place, best first, a tie by doc id; returns it."""
    items.sort(key=_DOC)
    items.sort(key=_SCORE, reverse=True)
    return items
