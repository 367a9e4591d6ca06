"""Scoring's fast paths give what the plain computation gives (the search's results must not move when it is made
faster): a query's slot scores, made from each slot's remembered best rows, are the slot-by-slot sums to the last
bit, the first time a slot is met and when its rows come from the memo, and after the memo was emptied; the keys
remembered for the phrase and name bonuses are the slot's own."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search import scoring
from lawbase.search.index import Index
from lawbase.search.scoring import Floats, _slot_scores, tables
from lawbase.search.slot import Slot

_WEIGHTS = st.sampled_from([1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6])


def _plain(index: Index, slots: list[Slot]) -> tuple[Floats, Floats]:
    """Slot after slot from 0.0, document by document: the best alternative's ``weight × idf × sat``, and the slot's
    weight × the most of it matched (all of it in the passage's own fields, ``BORROWED_COVERAGE`` below)."""
    count = len(index.docs)
    scores, matched = np.zeros(count), np.zeros(count)
    for slot in slots:
        best, share = [0.0] * count, [0.0] * count
        known = False
        for key, weight in slot.alts.items():
            if key not in index.postings:
                continue
            known = True
            scale = weight * index.idf.get(key, 0.0)
            for doc_id, sat, own in index.postings[key]:
                best[doc_id] = max(best[doc_id], sat * scale)
                share[doc_id] = max(share[doc_id], 1.0 if own else scoring.BORROWED_COVERAGE)
        if known:
            scores += np.array(best)
            matched += np.array(share) * slot.weight
    return scores, matched


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_slot_scores_are_the_slot_by_slot_sums(index: Index, data: st.DataObject) -> None:
    """Slots of one to three alternatives (keys of the book, and a key it lacks), with any weights."""
    keys = sorted(index.postings)
    key = st.one_of(st.sampled_from(keys), st.just("нетвкниге"))
    slots = [Slot(f"w{i}", alts, weight) for i, (alts, weight) in enumerate(data.draw(st.lists(
        st.tuples(st.dictionaries(key, _WEIGHTS, min_size=1, max_size=3), st.floats(0.1, 8.0)), max_size=14)))]
    want = _plain(index, slots)
    table = tables(index)
    for _ in range(2):  # met first, then from the memo
        got = _slot_scores(table, slots)
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


@settings(max_examples=100, deadline=None)
@given(alts=st.dictionaries(st.sampled_from(["болван", "ренонс", "козыр", "нетвкниге", "en:revok", "пас"]), _WEIGHTS,
                            min_size=1, max_size=4))
def test_a_slots_remembered_keys_are_its_own(index: Index, alts: dict[str, float]) -> None:
    """The phrase bonus's best keys (by weight, the first of equals first) and the name bonus's keys with their
    ``weight × idf`` (in the slot's order), as worked out from the slot itself."""
    _, tops, named, _ = tables(index).facts(alts)
    assert tops == sorted(alts, key=lambda key: -alts[key])[:3]
    names = tables(index).names.of_key
    assert named == tuple((key, weight * index.idf.get(key, 0.0)) for key, weight in alts.items() if key in names)


def test_the_rows_memo_empties_when_full(index: Index, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full memo is emptied, and the rows made again are the same rows."""
    table = tables(index)
    alts = {sorted(index.postings)[0]: 1.0}
    first = table.facts(alts)[0]
    monkeypatch.setattr(scoring, "ROWS_MEMO", 0)  # every lookup of a new slot now empties the memo first
    again = table.facts({**alts, "нетвкниге": 0.5})[0]
    assert len(table._facts) == 1 and first is not None and again is not None
    assert np.array_equal(first, again)


def test_forgetting_empties_the_rows_memo_and_the_rows_come_back_the_same(index: Index) -> None:
    """``forget`` (the latency bench's cold first pass) empties the memo; the rows made again are equal."""
    table = tables(index)
    alts = {sorted(index.postings)[1]: 1.0}
    first = table.facts(alts)[0]
    table.forget()
    assert not table._facts
    again = table.facts(alts)[0]
    assert first is not None and again is not None and again is not first and np.array_equal(first, again)
