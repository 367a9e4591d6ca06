"""The Ruling JSON of cases.md, the registry, and the corpus map filled from the law base."""

from __future__ import annotations

import pytest
from auction_helpers import case, ruled

from engine import rule
from engine.errors import EngineError
from engine.rulings import supported_types

CONTRACT_KEYS = {"edition", "type", "offender", "laws", "offender_partner_must_pass", "offender_must_pass",
                 "lead_restrictions", "tricks_transferred", "penalty_cards", "adjusted_score", "options", "steps",
                 "corpus"}


def test_ruling_has_every_contract_key() -> None:
    r = ruled(["1H", "P"], "S", "1D")
    assert set(r) >= CONTRACT_KEYS
    assert set(r["steps"][0]) == {"key", "params", "ref"}
    assert set(r["options"][0]) == {"who", "choice", "ruling"} and set(r["options"][0]["ruling"]) >= CONTRACT_KEYS


def test_auction_types_are_registered() -> None:
    assert {"call", "insufficient_bid", "call_out_of_turn", "call_after_final_pass", "bid_above_seven",
            "inadmissible_call", "pass_obligation_violated", "change_of_call", "simultaneous_calls",
            "card_exposed_during_auction", "change_after_misinformation"} <= set(supported_types())


def test_unknown_type_is_refused() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "1S", kind="no_such_thing"))
    assert err.value.code == "unsupported_irregularity" and "call" in err.value.params["supported"]


def test_corpus_map_from_the_law_base() -> None:
    """Every cited ref is in the corpus map, and the auction laws' texts are all in our corpus (seeds 003, 000)."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["2C", "2H"])
    assert set(r["laws"]) <= set(r["corpus"]) and all(r["corpus"][ref] for ref in r["laws"])


def test_every_auction_ref_names_a_passage_of_the_law_base() -> None:
    """Citations are exact canonical refs: each one the auction rulings cite is a passage of the law base."""
    import lawbase

    corpus = lawbase.load()
    rulings = [ruled(["1H", "P"], "S", "1D"), ruled(["1H"], "S", "1S", choices={"accepted": False}),
               ruled(["1H"], "E", "1S", kind="change_of_call", new_call="2S"),
               ruled(["1H", "P", "4H", "P", "P", "P"], "W", "4S"), ruled(["1H"], "W", "P"),
               ruled(["1H"], "E", "8S"), ruled(["1H", "P"], "S", "X")]
    for r in rulings:
        for ref in r["laws"]:
            assert corpus.get(ref).title, ref


def test_options_gather_laws_and_possibilities() -> None:
    """A ruling with options rests on their laws too; what some option allows is possible at the top."""
    r = ruled(["1H", "P"], "S", "1D")
    assert {"27B2", "27B1(A)", "26A2"} <= set(r["laws"])
    assert r["lead_restrictions"] and r["adjusted_score"] == "possible"
    assert r["offender_partner_must_pass"] == "none"  # not decided until the choices are made
