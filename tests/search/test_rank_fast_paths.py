"""The ranking's fast paths give what the plain computation gives (the search's results must not move when it
is made faster): the diversity re-rank off a heap of one candidate per law is the candidate-by-candidate greedy
pick, on ranked lists best first and on lists that are not; a snippet's window is the densest one; suggestions
score only the labels that can reach the cutoff."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz, process

from lawbase.markdown import unescape
from lawbase.search.index import Index
from lawbase.search.normalize import fold
from lawbase.search.rank import (
    CANDIDATES,
    SNIPPET_CHARS,
    SUGGEST_CHARS,
    SUGGEST_CUTOFF,
    diversify,
    snippet,
    suggestions,
)
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


def _plain_snippet_start(hits: list[int], width: int) -> int:
    """Where the densest window of matched words starts, by the plain scan over every hit (the first of equals)."""
    best, best_count = hits[0], 0
    for left, position in enumerate(hits):
        count = sum(1 for other in hits[left:] if other < position + width)
        if count > best_count:
            best, best_count = position, count
    return best


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_a_snippet_marks_the_densest_window_of_its_keys(index: Index, data: st.DataObject) -> None:
    """The snippet's window: when every matched word lies within the first one's window it starts there (no scan);
    otherwise at the densest window. Drawn keys of a passage (and a key it lacks): the window is the plain scan's."""
    doc = data.draw(st.sampled_from([doc for doc in index.docs if doc.body and doc.spans]))
    words = sorted({key for _, _, key in doc.spans})
    keys = set(data.draw(st.lists(st.sampled_from(words), max_size=6))) | {"нетакогоключа"}
    text = unescape(snippet(doc, keys))  # the book's «(*)» reaches Discord escaped; the window is what is compared
    hits = sorted(a for a, _, key in doc.spans if key in keys)
    start = _plain_snippet_start(hits, SNIPPET_CHARS) - 30 if hits else 0
    start = doc.body.rfind(" ", 0, start) + 1 if start > 50 else 0
    assert text.startswith("… ") == (start > 0)
    plain = doc.body[start:start + 20].replace("\n", " ").strip().replace("**", "")
    assert text.replace("**", "").removeprefix("… ").startswith(plain)


def test_suggestions_score_only_the_labels_that_can_reach_the_cutoff(index: Index) -> None:
    """Labels skipped for their length change nothing: the same suggestions as rapidfuzz over every label, on
    labels typed whole or cut short (ties among equal labels), stories longer than any label, and junk."""
    labels = [fold(label) for label, _ in index.suggestions]
    texts = [label[:cut] for label, _ in index.suggestions[::7] for cut in (3, 6, 12, 80)]
    texts += ["мой партнёр заявил не в свою очередь, а потом оппонент справа спасовал", "revoke", "ы", "qq" * 40]
    for text in texts:
        found = process.extract(fold(text[:SUGGEST_CHARS]), labels, scorer=fuzz.QRatio, processor=None, limit=15,
                                score_cutoff=SUGGEST_CUTOFF)
        refs = list(dict.fromkeys(index.suggestions[position][1] for _, _, position in found))[:5]
        assert [s.ref for s in suggestions(index, text)] == refs, text
