"""The latency bench's bookkeeping (not its timings): which texts are /ask stories, and the per-population ratio."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "bench" / "search_latency.py"


@pytest.fixture(scope="module")
def latency():
    spec = importlib.util.spec_from_file_location("search_latency_under_test", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_labelled_queries_tell_ask_texts_from_search_queries(latency):
    labelled = latency.labelled_queries(blind=False)
    labels = {label for label, _ in labelled}
    assert labels == {"search", "ask", "adversarial"}
    assert [query for _, query in labelled] == latency.all_queries(blind=False)
    ask = latency.parse_cases((latency.ROOT / "lawbase" / "data" / "phrasings" / "dev_spent_ask_blind1.tsv")
                              .read_text("utf-8"))[0].query
    search = latency.parse_cases((latency.ROOT / "lawbase" / "data" / "phrasings" / "dev_queries.tsv")
                                 .read_text("utf-8"))[0].query
    assert ("ask", ask) in labelled and ("search", search) in labelled
    assert labelled[-len(latency.ADVERSARIAL):] == [("adversarial", text) for text in latency.ADVERSARIAL]


def test_by_population_takes_each_populations_own_samples(latency):
    labels = ["search", "ask", "search"]
    samples = {"ours": [[0.001, 0.001], [0.004, 0.004], [0.002, 0.002]],
               "fts5_anchor": [[0.001, 0.001], [0.001, 0.001], [0.001, 0.001]]}
    got = latency.by_population(labels, samples)
    assert got["search"]["n"] == 4 and got["ask"]["n"] == 2
    assert got["search"]["ours_p99_ms"] == pytest.approx(2.0)
    assert got["ask"]["ours_p99_ms"] == pytest.approx(4.0)
    assert got["ask"]["ratio_p99"] == pytest.approx(4.0)
    assert got["search"]["ratio_p99"] == pytest.approx(2.0)


def test_full_collections_time_both_ways_and_leave_the_heap_frozen(latency):
    import gc

    gc.freeze()
    try:
        got = latency.full_collections()
        assert got["frozen_objects"] > 0 and got["frozen_ms"] >= 0 and got["unfrozen_ms"] >= 0
        assert gc.get_freeze_count() > 0  # frozen again afterwards, as the bot leaves it
    finally:
        gc.unfreeze()
