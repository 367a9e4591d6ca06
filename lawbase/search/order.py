"""The one order of ranked passages: by score, best first, a tie by document id.

``items.sort(key=lambda item: (-item[0], item[2]))`` says it; :func:`best_first` makes the same order with C key
functions (a Python key function called for each of the ~150 ranked passages, several times a query, cost more than
the rest of the sort): a stable sort by score in reverse, then each run of equal scores put in id order. The lists it
sorts are the ranked list with a few scores changed, nearly in order already, which a sort by score alone walks
almost at once; sorting by id first (as it once did) shuffled them. Equal scores are common (a few runs a list).
"""

from __future__ import annotations

from itertools import compress, islice
from operator import eq, itemgetter

_SCORE, _DOC = itemgetter(0), itemgetter(2)


def best_first(items: list[tuple[float, float, int]]) -> list[tuple[float, float, int]]:
    """``items`` (score, coverage, doc id) sorted in place, best first, a tie by doc id; returns it."""
    items.sort(key=_SCORE, reverse=True)  # stable: equal scores keep their order, put right below
    scores = list(map(_SCORE, items))
    tied = compress(range(len(scores) - 1), map(eq, scores, islice(scores, 1, None)))  # i: score i == score i + 1
    start = end = -1  # the run of equal scores being gathered: items[start:end + 1]
    for i in tied:
        if i != end:  # a new run: sort the one before
            if end > start:
                items[start:end + 1] = sorted(items[start:end + 1], key=_DOC)
            start = i
        end = i + 1
    if end > start:
        items[start:end + 1] = sorted(items[start:end + 1], key=_DOC)
    return items
