"""The section readers' shortcuts answer as the plain questions they replace (thirty-sixth round, speed36c).

* ``bot.intake.gate.reads_any`` (each list of matches read once into a table) answers as
  ``lawbase.search.concepts.reads_any`` (a loop over the matches), for any matches, ids and weight;
* the next clause mark from a position (``table_order``) is the first of the whole text's marks there: a mark
  never starts inside another, so the whole text's marks, read once, answer for every call;
* a trick count needs a digit: without one ``told._trick_counts_differ`` is never true.
"""

from __future__ import annotations

import bisect

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import gate, table_order, told
from lawbase.search.concepts import ConceptMatch
from lawbase.search.concepts import reads_any as plain_reads_any

IDS = ["claim", "revoke", "misclick", "insufficient_bid", "pass_out_of_turn", "dummy_points_card"]
_match = st.builds(ConceptMatch, st.sampled_from(IDS), st.sampled_from([0.15, 0.3, 0.5, 0.8, 1.0]),
                   st.sampled_from(["@fact", "word", "~likeness"]))


@settings(deadline=None)
@given(st.lists(_match, max_size=12), st.lists(st.sampled_from(IDS), max_size=4),
       st.sampled_from([0.3, 0.5, 0.8, 1.0]))
def test_the_gate_answers_as_the_loop_over_the_matches(found: list[ConceptMatch], ids: list[str],
                                                       weight: float) -> None:
    assert gate.reads_any(found, tuple(ids), weight) == plain_reads_any(found, tuple(ids), weight)
    assert gate.reads_any(found, tuple(ids), weight) == plain_reads_any(found, tuple(ids), weight)  # table kept


def test_a_new_list_is_read_anew() -> None:
    first = [ConceptMatch("claim", 1.0, "@fact")]
    assert gate.reads_any(first, ("claim",), 0.8)
    second = [ConceptMatch("claim", 0.3, "word")]
    assert not gate.reads_any(second, ("claim",), 0.8)


_clause_text = st.text(alphabet=st.sampled_from(list("аинотемзbuhdАИНТ ,.;!?—–1♠")), max_size=60)


@settings(max_examples=300, deadline=None)
@given(_clause_text, st.integers(min_value=0, max_value=60))
def test_the_next_clause_mark_is_the_first_of_the_whole_text_s(text: str, position: int) -> None:
    position = min(position, len(text))
    starts = [m.start() for m in table_order._CLAUSE.finditer(text)]
    following = table_order._CLAUSE.search(text, position)
    after = bisect.bisect_left(starts, position)
    assert (following.start() if following else None) == (starts[after] if after < len(starts) else None)


@settings(deadline=None)
@given(st.text(alphabet=st.sampled_from(list("взяткиtricks мы они,.—")), max_size=60))
def test_no_trick_count_without_a_digit(text: str) -> None:
    assert not told._trick_counts_differ(text)
