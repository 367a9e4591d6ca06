"""Law 27, the insufficient bid (seed 000, p. 56–57; seed 002, p. 56)."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, option, ruled, step

from engine import rule
from engine.errors import EngineError

AUCTION = ["1H", "P"]  # dealer N: N 1H, E pass, South to call


def test_classified_insufficient_with_both_options_of_lho() -> None:
    """27A/27B: "LHO narushitelya mozhet prinyat' ... lyuboe nedostatochnoe naznachenie" — undecided, both listed."""
    r = ruled(AUCTION, "S", "1D")
    assert r["type"] == "insufficient_bid" and r["offender"] == "S"
    assert keys(r)[0] == "insufficient.fact" and step(r, "insufficient.fact")["params"]["last"] == "1H"
    assert [(o["who"], o["choice"]) for o in r["options"]] == [("W", {"accepted": True}), ("W", {"accepted": False})]
    assert "27A" in r["laws"] and "27B" in r["laws"]


def test_27a_accepted_bid_stands_and_right_to_penalty_lost() -> None:
    """27A: «LHO нарушителя может принять (трактовать как легальное) любое недостаточное назначение»: accepted (by a
    call or by saying so), it is a legal call — no penalty, cited to 27A itself."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": True})
    assert "accept.stands" in keys(r) and "accept.forfeit" in keys(r)
    assert r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"] and r["options"] == []
    assert step(r, "accept.forfeit")["ref"] == "27A"


def test_27b_not_accepted_lists_the_offenders_corrections() -> None:
    """27B: corrected by a sufficient bid or a pass, the offender choosing after the penalties are stated."""
    r = option(ruled(AUCTION, "S", "1D"), accepted=False)
    choices = [o["choice"] for o in r["options"]]
    assert choices == [{"correction": "2D"}, {"correction": "other_sufficient_bid"}, {"correction": "P"}]
    assert all(o["who"] == "S" for o in r["options"])
    assert "insufficient.no_double" in keys(r)


def test_27b1a_lowest_sufficient_same_denomination_no_penalty() -> None:
    """27B1(A): non-conventional, corrected to the nearest sufficient bid in the same denomination: no penalty."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "2D"})
    assert "27B1(A)" in r["laws"] and r["offender_partner_must_pass"] == "none"
    assert not r["lead_restrictions"]


def test_27b1b_adjusted_score_possible_if_information_damaged() -> None:
    """27B1(B): "esli ... peredalo informaciyu, dostatochnuyu dlya ushchemleniya" — adjusted score."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "2D"})
    assert "27B1(B)" in r["laws"] and r["adjusted_score"] == "possible"


def test_27b2_other_sufficient_bid_partner_passes_rest_of_auction() -> None:
    """27B2: corrected to any other sufficient bid — partner must pass for the rest of the auction (23A, 26)."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "3D"})
    assert r["offender_partner_must_pass"] == "rest_of_auction"
    assert {"27B2", "23A"} <= set(r["laws"]) and r["adjusted_score"] == "possible"


def test_27b2_corrected_to_pass() -> None:
    """27B2: corrected to a pass — partner passes for the rest; the diamond bid withdrawn: 26A2."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "P"})
    assert r["offender_partner_must_pass"] == "rest_of_auction"
    assert r["lead_restrictions"] and r["lead_restriction"] == {"law": "26A2", "suits": ["D"]}


def test_27b2_conventional_even_lowest_same_denomination_is_penalized() -> None:
    """27B2: "Esli nedostatochnoe naznachenie mozhet byt' konvencionnym" — partner passes throughout."""
    r = ruled(AUCTION, "S", "1D", conventional=True, choices={"accepted": False, "correction": "2D"})
    assert r["offender_partner_must_pass"] == "rest_of_auction" and "27B2" in r["laws"]
    # a conventional call is not about its named suit; which suits it showed (26A) or none (26B) is not said
    assert r["lead_restriction"] == {"law": "26", "suits": [], "readings": ["26A", "26B"]}
    shown = ruled(AUCTION, "S", "1D", conventional=True, suits=["H"], choices={"accepted": False, "correction": "2D"})
    assert shown["lead_restriction"]["law"] == "26A2" and shown["lead_restriction"]["suits"] == ["H"]


def test_27b2_conventional_offers_no_free_correction() -> None:
    r = option(ruled(AUCTION, "S", "1D", conventional=True), accepted=False)
    assert {"correction": "2D"} not in [o["choice"] for o in r["options"]]
    assert "insufficient.conventional" in keys(r)


def test_27b2_same_suit_higher_no_lead_restriction() -> None:
    """26A1 via 27B2: corrected to 3D — the suit is named again by the offender: no lead restrictions."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "3D"})
    assert not r["lead_restrictions"] and "26A1" in r["laws"]


def test_27b3_attempted_double_cancelled_partner_passes() -> None:
    """27B3: "pytaetsya zamenit' ... na kontru ili rekontru, to eta zayavka annuliruetsya" — partner passes."""
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "X"})
    assert "27B3" in r["laws"] and r["offender_partner_must_pass"] == "rest_of_auction"
    assert "insufficient.still_correct" in keys(r)


def test_27b3_attempted_redouble() -> None:
    r = ruled(AUCTION, "S", "1D", choices={"accepted": False, "correction": "XX"})
    assert "insufficient.double_cancelled" in keys(r)


def test_27b_premature_substitution_cancelled_9c() -> None:
    """27B: a call made prematurely to replace the bid is cancelled, but Law 26 may apply (9C)."""
    r = ruled(AUCTION, "S", "1D", premature="2D", choices={"accepted": False})
    assert "insufficient.premature" in keys(r) and "9C" in r["laws"]


def test_27b1a_no_lowest_bid_above_seven() -> None:
    """At 7NT there is no sufficient bid at all: 27B2 leaves only the pass (no "other sufficient bid")."""
    r = option(ruled(["7NT", "P"], "S", "7H"), accepted=False)
    assert "insufficient.no_lowest" in keys(r)
    assert [o["choice"] for o in r["options"]] == [{"correction": "P"}]


@pytest.mark.parametrize("correction", ["1C", "1H", "8D"])
def test_27b_correction_must_be_sufficient(correction: str) -> None:
    """27B: the correction must be a sufficient bid or a pass: anything else contradicts the case."""
    with pytest.raises(EngineError) as err:
        rule(case(AUCTION, "S", "1D", choices={"accepted": False, "correction": correction}))
    assert err.value.code == "bad_correction"


def test_named_type_insufficient_checked_against_auction() -> None:
    """A "insufficient" bid that was sufficient contradicts the auction: refused."""
    with pytest.raises(EngineError) as err:
        rule(case(AUCTION, "S", "2D", kind="insufficient_bid"))
    assert err.value.code == "type_mismatch"
    assert rule(case(AUCTION, "S", "1D", kind="insufficient_bid")).type == "insufficient_bid"


def test_27c_insufficient_out_of_turn_goes_to_law_31() -> None:
    """27C: "Esli igrok delaet nedostatochnoe naznachenie ne v svoyu ochered', primenyaetsya pravilo 31"."""
    r = ruled(AUCTION, "W", "1D")
    assert r["type"] == "call_out_of_turn" and "27C" in r["laws"]
    r2 = rule(case(AUCTION, "W", "1D", kind="insufficient_bid")).to_dict()
    assert r2["type"] == "call_out_of_turn"


def test_accepted_and_corrected_contradicts_itself() -> None:
    """27A vs 27B: an accepted insufficient bid stands; a case saying it was also corrected is refused."""
    with pytest.raises(EngineError) as err:
        rule(case(AUCTION, "S", "1D", choices={"accepted": True, "correction": "2D"}))
    assert err.value.code == "accepted_and_corrected"
