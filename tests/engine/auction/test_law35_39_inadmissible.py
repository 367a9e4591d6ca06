"""Inadmissible calls, Laws 35–39 (seed 000, pp. 62–64; seed 002, p. 64 for Laws 38–39)."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, ruled, step

from engine import rule
from engine.errors import EngineError


# --- Law 36 ------------------------------------------------------------------------------------------------------
def test_36_inadmissible_double_in_turn() -> None:
    """36: "Lyubaya kontra ili rekontra, ne razreshennaya pravilom 19, annuliruetsya" — partner passes throughout."""
    r = ruled(["1H", "P"], "S", "X")
    assert r["type"] == "inadmissible_call" and "19A1" in r["laws"] and "36" in r["laws"]
    assert r["offender_partner_must_pass"] == "rest_of_auction" and r["offender_must_pass"] == "none"
    assert r["lead_restrictions"] and r["lead_restriction"]["law"] == "26B" and "23A" in r["laws"]


def test_36_inadmissible_redouble_in_turn() -> None:
    r = ruled(["1H"], "E", "XX")
    assert "19B1" in r["laws"] and "inadmissible.redouble_fact" in keys(r)


def test_36_double_with_nothing_to_double() -> None:
    r = ruled([], "N", "X")
    assert r["type"] == "inadmissible_call"


def test_36_offender_substitutes_legal_call() -> None:
    r = ruled(["1H", "P"], "S", "X", choices={"correction": "2H"})
    assert step(r, "inadmissible.36_correction")["params"]["correction"] == "2H"


def test_36_substitute_must_be_legal() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H", "P"], "S", "X", choices={"correction": "1C"}))
    assert err.value.code == "bad_correction"


def test_35a_lho_called_over_inadmissible_double() -> None:
    """35A: the double and all later calls are cancelled; back to the player in turn; no penalty, no 26."""
    r = ruled(["1H", "P"], "S", "X", choices={"accepted": True})
    assert {"35", "35A"} <= set(r["laws"]) and r["offender_partner_must_pass"] == "none"
    assert not r["lead_restrictions"] and "inadmissible.36" not in keys(r)
    assert step(r, "inadmissible.35A")["params"]["turn"] == "S" and "16C1" in r["laws"]


def test_inadmissible_call_named_type() -> None:
    assert rule(case(["1H", "P"], "S", "X", kind="inadmissible_call")).type == "inadmissible_call"
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "X", kind="inadmissible_call"))
    assert err.value.code == "type_mismatch"


# --- Law 37 ------------------------------------------------------------------------------------------------------
def test_37_action_violating_obligation_to_pass() -> None:
    """37: cancelled; both players of the offending side must pass for the rest of the auction (23A), 26."""
    r = ruled(["1H"], "E", "1S", kind="pass_obligation_violated", obligation="next_turn")
    assert r["type"] == "pass_obligation_violated"
    assert r["offender_must_pass"] == "rest_of_auction" and r["offender_partner_must_pass"] == "rest_of_auction"
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["S"]} and "23A" in r["laws"]


def test_37_classified_from_call_with_must_pass() -> None:
    r = ruled(["1H"], "E", "X", must_pass="rest_of_auction")
    assert r["type"] == "pass_obligation_violated" and r["lead_restriction"]["law"] == "26B"


def test_37_a_pass_is_no_violation() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "P", kind="pass_obligation_violated", obligation="next_turn"))
    assert err.value.code == "no_violation"
    assert rule(case(["1H"], "E", "P", must_pass="next_turn")).type == "none"


def test_37_obligation_required_for_named_type() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "1S", kind="pass_obligation_violated"))
    assert err.value.code == "missing_field"


def test_35b_lho_called_over_it_calls_stand() -> None:
    """35B: this and all later legal calls stand; an offender obliged for the rest of the auction still is."""
    r = ruled(["1H"], "E", "1S", kind="pass_obligation_violated", obligation="rest_of_auction",
              choices={"accepted": True})
    assert "35B" in r["laws"] and r["offender_must_pass"] == "rest_of_auction"
    assert r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]
    r2 = ruled(["1H"], "E", "1S", kind="pass_obligation_violated", obligation="next_turn",
               choices={"accepted": True})
    assert r2["offender_must_pass"] == "none"


# --- Law 38 ------------------------------------------------------------------------------------------------------
def test_38_bid_above_seven() -> None:
    """38: "Naznachenie vyshe semi annuliruetsya" — both offenders pass for the rest of the auction; 26."""
    r = ruled(["7H"], "E", "8S")
    assert r["type"] == "bid_above_seven"
    assert r["offender_must_pass"] == "rest_of_auction" and r["offender_partner_must_pass"] == "rest_of_auction"
    assert r["lead_restrictions"] and "23A" in r["laws"]


def test_38_regardless_of_rotation() -> None:
    assert ruled(["1H"], "W", "9NT")["type"] == "bid_above_seven"


def test_35c_lho_called_over_bid_above_seven() -> None:
    """35C: the bid and later calls cancelled; the offender substitutes a pass; no penalty."""
    r = ruled(["7H"], "E", "8S", choices={"accepted": True})
    assert "35C" in r["laws"] and r["offender_must_pass"] == "none" and not r["lead_restrictions"]


# --- Law 39 ------------------------------------------------------------------------------------------------------
FINISHED = ["1H", "P", "4H", "P", "P", "P"]  # N declares 4H; E and W defend


def test_39a_defender_pass_no_penalty() -> None:
    """39A: a pass by a defender after the final pass — cancelled, no penalty."""
    r = ruled(FINISHED, "E", "P")
    assert r["type"] == "call_after_final_pass" and "39A" in r["laws"] and not r["lead_restrictions"]


@pytest.mark.parametrize(("by", "call"), [("N", "5H"), ("S", "X"), ("S", "P"), ("N", "XX")])
def test_39a_any_call_by_declaring_side_no_penalty(by: str, call: str) -> None:
    """39A: any call by the future declarer or dummy — no penalty."""
    r = ruled(FINISHED, by, call)
    assert "39A" in r["laws"] and r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]


def test_39b_defender_bid_lead_restrictions() -> None:
    """39B: a bid, double or redouble by a defender — lead restrictions (26) may be imposed."""
    r = ruled(FINISHED, "W", "4S")
    assert "39B" in r["laws"] and r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}


def test_39b_defender_double() -> None:
    r = ruled(FINISHED, "E", "X")
    assert "39B" in r["laws"] and r["lead_restriction"]["law"] == "26B"


def test_39_after_pass_out() -> None:
    """22A: passed out — there is no play; the call is cancelled, no one defends."""
    r = ruled(["P", "P", "P", "P"], "E", "1S")
    assert "22A" in r["laws"] and not r["lead_restrictions"]


def test_35d_lho_called_over_call_after_final_pass() -> None:
    """35D: this and all later calls cancelled without penalty."""
    r = ruled(FINISHED, "W", "4S", choices={"accepted": True})
    assert "35D" in r["laws"] and not r["lead_restrictions"]


def test_39_named_type_checked() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "P", kind="call_after_final_pass"))
    assert err.value.code == "type_mismatch"


def test_39_with_contract_given_instead_of_auction() -> None:
    """39A/39B when the case gives only the result of the auction (contract and declarer), as the intake does."""
    base = {"dealer": "N", "contract": "4H", "declarer": "N"}
    r = rule({**base, "irregularity": {"type": "call_after_final_pass", "by": "W", "call": "4S"}}).to_dict()
    assert r["type"] == "call_after_final_pass" and "39B" in r["laws"]
    r2 = rule({**base, "irregularity": {"type": "call", "by": "S", "call": "5H"}}).to_dict()
    assert "39A" in r2["laws"]
