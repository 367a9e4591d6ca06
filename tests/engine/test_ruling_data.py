"""A ruling crosses from the engine to the bot typed: the data it is kept as (a draft in the state store, an entry of
the log) reads back as the same ``Ruling`` (``Ruling.from_dict`` inverts ``to_dict``)."""

from __future__ import annotations

import pytest

import engine
from engine.ruling import Option, PenaltyCard, Ruling, Step

CASES = [
    {"board": 1, "auction": ["1H"], "irregularity": {"type": "insufficient_bid", "by": "E", "call": "1D"}},
    {"board": 3, "auction": [], "irregularity": {"type": "call_out_of_turn", "by": "W", "call": "1S"}},
]


@pytest.mark.parametrize("case", CASES)
def test_an_engine_ruling_reads_back_the_same(case):
    """27B (insufficient bid) and 31 (a call out of turn): rulings with options, steps, citations."""
    ruling = engine.rule(case)
    again = Ruling.from_dict(ruling.to_dict())
    assert again.to_dict() == ruling.to_dict() and again.options and isinstance(again.options[0], Option)


def test_extra_keys_penalty_cards_and_a_fact_branch_survive():
    ruling = Ruling(type="claim", laws=["70"], penalty_cards=[PenaltyCard("S", "HA", "major")],
                    steps=[Step("k", {"by": "S"}, "70")], extra={"claimer": "S", "decision": {"who": "N"}})
    ruling.options.append(Option("S", {"without_pause": True}, Ruling(type="none"), fact=True))
    data = ruling.to_dict()
    assert data["claimer"] == "S" and data["options"][0]["fact"] is True
    assert Ruling.from_dict(data).to_dict() == data
    assert "fact" not in Option("S", {}, Ruling(type="none")).to_dict()  # the contract's keys, unchanged
