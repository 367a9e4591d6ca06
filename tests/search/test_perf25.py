"""The twenty-fifth round's speed change: the phrasing bank's posting weights carry their term's idf, so a query's
similarities are one bincount divided by the query's norm (no array of query weights repeated and multiplied).
Pinned against the plain cosine of :meth:`Bank._vector` unit vectors: the same neighbours in the same order, the
same similarities to the last bits, and the norm the same floats as the unit vector's."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search.examples import MIN_SIMILARITY, Bank, Phrasing, bank, features

_TERMS = sorted(bank()._entries)[::37]  # a spread of the bank's terms, and some it has never seen
_WORDS = st.lists(st.sampled_from([*_TERMS, "unseen-term", "c:no_such_concept", "en:zzz"]), max_size=60)


def _plain_nearest(full: Bank, words: list[str], k: int) -> list[tuple[str, float]]:
    """The cosine of the query's and each phrasing's unit TF-IDF vectors, term by term in Python."""
    query = dict(full._vector(words))
    sims: dict[int, float] = {}
    for number, phrasing in enumerate(full.phrasings):
        vector = full._vector(features(phrasing.text))
        sim = sum(weight * query[term] for term, weight in vector if term in query)
        if sim >= MIN_SIMILARITY:
            sims[number] = sim
    best = sorted(sims, key=lambda number: (-sims[number], number))[:k]
    return [(full.phrasings[number].text, sims[number]) for number in best]


@settings(max_examples=200, deadline=None)
@given(_WORDS)
def test_the_query_norm_is_the_unit_vectors_and_the_postings_come_in_term_order(words: list[str]) -> None:
    """The norm counts the terms the bank lacks (as unseen), exactly as :meth:`Bank._vector` does; the postings
    are the bank's own arrays, in term order (each phrasing's sum adds up in the same order every run)."""
    full = bank()
    found, norm = full._query_postings(words)
    weights = [(term, full._idf.get(term, full._unseen)) for term in sorted(set(words))]
    assert norm == (math.sqrt(sum(w * w for _, w in weights)) or 1.0)  # equal floats, not approximately
    assert all(a is full._postings[t] for a, t in zip(found, [t for t, _ in weights if t in full._postings],
                                                            strict=True))


def test_the_neighbours_are_the_plain_cosines_nearest() -> None:
    """A small bank (the plain cosine is slow): the same phrasings in the same order, similarities to ~1e-12."""
    texts = ["партнёр спасовал вне очереди после открытия", "левый открыл вне очереди, партнёр спасовал",
             "ренонс обнаружен после окончания розыгрыша", "болван подсказал разыгрывающему с какой руки ходить",
             "разыгрывающий сыграл карту не из той руки", "пас вне очереди до открытия", "spasoval ne v svoju ochered"]
    small = Bank(Phrasing(text, ("30",), "x.tsv") for text in texts * 3)
    for query in ["партнёр спасовал не в свою очередь", "ренонс после розыгрыша", "сыграл не из той руки болван"]:
        words = features(query)
        found = small._nearest(words, 5)
        plain = _plain_nearest(small, words, 5)
        assert [p.text for p, _ in found] == [text for text, _ in plain]
        assert [s for _, s in found] == pytest.approx([s for _, s in plain], abs=1e-12)


def test_a_query_the_bank_has_nothing_of_finds_no_neighbours() -> None:
    assert bank()._nearest([], 7) == []
    assert bank()._nearest(["unseen-term"], 7) == []
    assert bank()._query_postings([]) == ([], 1.0)
