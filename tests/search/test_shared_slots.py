"""A word's slots are made once and shared by every query that says it (``query._slots``), and scoring remembers what
it reads of a slot by the slot object (``Tables.slot_entry``): a search must never change a shared slot, and what
scoring reads by the slot must be what it reads by the slot's alternatives (the phases a query speaks of included)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from lawbase.search import search_index
from lawbase.search.index import Index
from lawbase.search.query import analyse
from lawbase.search.rank import query_phases
from lawbase.search.scoring import score_documents, tables

TEXTS = [
    "партнёр спасовал не в свою очередь, а потом правый заявил 2 пики",
    "недостаточная заявка недостаточная заявка, что теперь",
    "declarer led from the wrong hand and dummy said nothing",
    "ход не в очередь после того как разыгрывающий открыл карты",
    "фальш ренонс в третьей взятке, revoke established",
    "что такое болван",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_search_leaves_the_shared_slots_as_they_were(index: Index, text: str) -> None:
    first = analyse(index, text)
    before = copy.deepcopy([(slot.text, slot.alts, slot.weight, slot.fixed) for slot in first.slots])
    search_index(index, text, 10)
    search_index(index, text + " " + text, 10)
    again = analyse(index, text)
    assert [(slot.text, slot.alts, slot.weight, slot.fixed) for slot in again.slots] == before
    assert [(slot.text, slot.alts, slot.weight, slot.fixed) for slot in first.slots] == before


@pytest.mark.parametrize("text", TEXTS)
def test_what_scoring_reads_by_the_slot_is_what_it_reads_by_its_alternatives(index: Index, text: str) -> None:
    analysis = analyse(index, text)
    table = tables(index)
    for slot in analysis.slots:
        _, facts, weighted = table.slot_entry(slot)
        rows, tops, named, phases = table.facts(dict(slot.alts))
        assert facts[1:] == (tops, named, phases)
        if rows is None:
            assert facts[0] is None and weighted is None
        else:
            assert weighted is not None and facts[0] is not None and np.array_equal(facts[0], rows)
            assert np.array_equal(weighted[0], rows[0]) and np.array_equal(weighted[1], rows[1] * slot.weight)
    assert score_documents(index, analysis).phases == query_phases(index, analysis)
