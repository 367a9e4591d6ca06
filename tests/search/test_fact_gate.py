"""A special case's section needs its deciding fact (``lawbase.search.fact_gate``): the votes for it, its law's share
of a concept's bonus and the lift from its law to it wait for the fact to be read or told.

The lead's probe found the twelfth trick's revoke (62D, 62D1, 62D2) first for a bare revoke («партнёр сделал
ренонс», "partner revoked", «не сбросил в масть, хотя была»): its phrasings («ренонс в 12 взятке») outvoted the
general ones, and Law 62's bonus went to its section with the most revoke words."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs

from lawbase.search.concepts import lexicon
from lawbase.search.fact_gate import facts_read, gated, unfacted

_CONCEPTS = {
    "told": {"laws": ["47E1", "47E", "47"], "needs_fact": ["сказал", "told"]},
    "twelfth": {"laws": ["62D1", "62D", "62"], "needs_fact": ["12", "twelf"], "needs_fact_also": ["62D"]},
    "twelfth_partner": {"laws": ["62D2", "62D", "62"], "needs_fact": ["12", "двенадцат"], "needs_fact_also": ["62D"]},
    "plain": {"laws": ["61"]},
}


def test_gates_join_the_concepts_and_words_of_a_shared_section() -> None:
    gates = gated(_CONCEPTS)
    assert set(gates) == {"47E1", "62D1", "62D2", "62D"}
    assert gates["62D"] == (("twelfth", "twelfth_partner"), ("12", "twelf", "двенадцат"))
    assert gates["47E1"] == (("told",), ("сказал", "told"))


def test_a_section_is_untold_until_its_concept_is_read_or_its_word_said() -> None:
    gates = gated(_CONCEPTS)
    assert unfacted(gates, {}, "партнёр сделал ренонс") == {"47E1", "62D1", "62D2", "62D"}
    assert unfacted(gates, {}, "ренонс в 12 взятке") == {"47E1"}
    assert unfacted(gates, {"twelfth": 1.0}, "ренонс в последней взятке") == {"47E1", "62D2"}
    assert unfacted(gates, {}, "He TOLD me it was my lead") == {"62D1", "62D2", "62D"}


def test_the_votes_of_an_untold_section_are_dropped_and_the_others_kept() -> None:
    votes = {"62D": 0.4, "61": 0.3, "64": 0.3}
    assert facts_read(votes, frozenset({"62D", "47E1"})) == {"61": 0.3, "64": 0.3}
    assert facts_read(votes, frozenset()) is votes
    assert facts_read(votes, frozenset({"47E1"})) is votes


def test_the_shipped_lexicon_gates_the_told_lead_and_the_twelfth_trick() -> None:
    assert {"47E1", "62D1", "62D2", "62D"} <= set(lexicon().gated)


@pytest.mark.parametrize("text", ["штраф за состоявшийся ренонс", "партнёр сделал ренонс", "соперник сделал ренонс",
                                  "не сбросил в масть хотя была",
                                  "ренонс обнаружили после следующей взятки", "partner revoked", "сделал ренонс"])
def test_a_bare_revoke_is_no_twelfth_trick(text: str) -> None:
    assert not _refs(text)[0].startswith("62D")


@pytest.mark.parametrize(("text", "first"), [
    ("ренонс в 12 взятке", "62D1"),
    ("revoke on trick 12", "62D1"),
    ("вистующий сделал ренонс в предпоследней взятке", "62D1"),
    ("ренонс в двенадцатой взятке, партнёр ещё не ходил", "62D2"),
])
def test_the_twelfth_trick_told_still_answers_62d(text: str, first: str) -> None:
    assert _refs(text)[0] == first


def test_a_lead_out_of_turn_with_its_reason_told_is_still_47e1() -> None:
    assert _refs("разыгрывающий сказал, что мой ход, я вышел, а ход был не мой")[0] == "47E1"
