"""A section a reader settled from a fact ranks first among its own law's passages; the law keeps its place among
the other laws (``lawbase.search._settled_first_in_law``)."""

from __future__ import annotations

from lawbase.search import _agreed, _settled_first_in_law
from lawbase.search.examples import agreed_law
from lawbase.search.index import Index
from lawbase.search.result import Hit


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


def _hit(ref: str, law: str) -> Hit:
    return Hit(ref, law, "", 1.0, "", True, "section")


def test_the_votes_do_not_unseat_the_law_whose_section_a_reader_settled() -> None:
    votes = {"37": 0.94, "35B": 0.06}  # the neighbours' stories of a barred call
    assert agreed_law(votes, "35B") == "37"  # alone, the votes would put Law 37 first
    assert _agreed(votes, _hit("35B", "35"), {"35": "35B"}) is None  # the call over it was read: condoned, 35B


def test_the_votes_still_lift_a_law_when_no_reader_settled_the_first_ones() -> None:
    votes = {"34": 0.9, "30A": 0.1}
    assert _agreed(votes, _hit("30A", "30"), {}) == "34"
    assert _agreed(votes, _hit("30A", "30"), {"62": "62B1"}) == "34"  # a settled section of another law
    assert _agreed(votes, _hit("30A", "30"), {"30": "30A", "34": "34"}) == "34"  # the agreed law was settled too


def test_a_whole_law_only_a_fact_sets_keeps_first_place_against_the_votes() -> None:
    """A disputed claim (Law 70) lends its section to 68 and 69, whose votes go to it, but is no key itself: the
    neighbours' stories of a hand put down (54) must not unseat it all the same."""
    votes = {"54": 0.69, "70": 0.09, "68": 0.09, "79": 0.06}
    settled = {"68": "70", "69": "70"}
    assert agreed_law(votes, "70A") == "54"
    assert _agreed(votes, _hit("70A", "70"), settled) is None
    assert _agreed(votes, _hit("41A", "41"), settled) == "54"  # a law ranked first that nobody settled
