"""The ranking's fast paths give what the plain computation gives (the search's results must not move when it
is made faster): the diversity re-rank off a heap of one candidate per law is the candidate-by-candidate greedy
pick, on ranked lists best first and on lists that are not."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search.index import Index
from lawbase.search.rank import CANDIDATES, diversify
from lawbase.search.rank import _diversify_each as diversify_each

_SCORES = st.one_of(st.sampled_from([1.0, 0.5, 0.25, 0.3]), st.floats(0.0, 3.0), st.floats(-3.0, 3.0))


@settings(max_examples=300, deadline=None)
@given(data=st.data(), best_first=st.booleans(), limit=st.integers(0, 15))
def test_the_heap_of_laws_picks_as_the_greedy_scan_does(index: Index, data: st.DataObject, best_first: bool,
                                                        limit: int) -> None:
    """Ties included (equal scores in one law and across laws: the first placed wins), lists longer than the
    candidates, and scores no pick would see (≤ -1) or not best first, where it falls back to the scan."""
    ids = data.draw(st.lists(st.integers(0, len(index.docs) - 1), unique=True, max_size=CANDIDATES + 20))
    scores = data.draw(st.lists(_SCORES, min_size=len(ids), max_size=len(ids)))
    ranked = [(score, 1.0, doc_id) for score, doc_id in zip(scores, ids, strict=True)]
    if best_first:
        ranked.sort(key=lambda item: (-item[0], item[2]))
    assert diversify(index, ranked, limit) == diversify_each(index, ranked, limit)


def test_the_laws_discount_their_later_passages(index: Index) -> None:
    """Three passages of one law and one of another: the other law's passage comes second, ahead of the first
    law's second passage once that is discounted (``SAME_LAW_DISCOUNT``)."""
    law = [doc_id for doc_id, doc in enumerate(index.docs) if doc.law == "16"][:3]
    other = next(doc_id for doc_id, doc in enumerate(index.docs) if doc.law == "27")
    ranked = [(1.0, 1.0, law[0]), (0.9, 1.0, law[1]), (0.8, 1.0, law[2]), (0.7, 1.0, other)]
    assert [doc_id for _, doc_id in diversify(index, ranked, 4)] == [law[0], other, law[1], law[2]]
