"""A section a reader settled from a fact ranks first among its own law's passages; the law keeps its place among
the other laws (``lawbase.search._settled_first_in_law``)."""

from __future__ import annotations

from lawbase.search import _settled_first_in_law
from lawbase.search.index import Index


def _ranked(index: Index, *refs_and_scores: tuple[str, float]) -> list[tuple[float, float, int]]:
    return [(score, 1.0, index.by_ref[ref]) for ref, score in refs_and_scores]


def _refs(index: Index, ranked: list[tuple[float, float, int]]) -> list[str]:
    return [index.docs[doc_id].ref for _, _, doc_id in ranked]


def test_the_settled_section_goes_just_above_its_laws_first_passage(index: Index) -> None:
    ranked = _ranked(index, ("16A", 0.95), ("20C1", 0.9), ("40B", 0.8), ("20F1", 0.5))
    out = _settled_first_in_law(index, ranked, {"20": "20F1"})
    assert _refs(index, out) == ["16A", "20F1", "20C1", "40B"]
    assert [s for s, _, _ in out] == sorted((s for s, _, _ in out), reverse=True)  # still best first


def test_a_settled_section_already_first_in_its_law_or_not_ranked_changes_nothing(index: Index) -> None:
    ranked = _ranked(index, ("20F1", 0.9), ("20C1", 0.8), ("40B", 0.7))
    assert _settled_first_in_law(index, ranked, {"20": "20F1"}) == ranked
    assert _settled_first_in_law(index, ranked, {"62": "62B1"}) == ranked
