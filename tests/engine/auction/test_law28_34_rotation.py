"""Calls out of rotation, Laws 28–32 and 34 (seed 000, pp. 58–62; seed 002, p. 60 for Law 31)."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, option, ruled, step

from engine import rule
from engine.errors import EngineError
from engine.ruling import Step

# Dealer N. After ["1H"] it is East's turn: South calling is at his RHO's turn, West at his partner's.


@pytest.mark.parametrize(("auction", "by", "where"), [
    (["1H"], "S", "rho"), (["1H"], "W", "partner"), ([], "W", "lho"), ([], "E", "rho"), ([], "S", "partner"),
])
def test_whose_turn_it_was_is_classified(auction: list[str], by: str, where: str) -> None:
    """17C gives the rotation; a call by anyone else is out of rotation, at the RHO's, partner's or LHO's turn."""
    r = ruled(auction, by, "1S")
    assert r["type"] == "call_out_of_turn" and r["turn_of"] == where


def test_29_lho_may_accept_or_not() -> None:
    """29A/29B: the call out of rotation is cancelled unless the LHO accepts it (by calling)."""
    r = ruled(["1H"], "S", "1S")
    assert [(o["who"], o["choice"]) for o in r["options"]] == [("W", {"accepted": True}), ("W", {"accepted": False})]


def test_29b_accepted_call_stands_penalty_forfeited() -> None:
    """29B: "LHO narushitelya imeet pravo sdelat' zayavku, posredstvom chego lishit'sya prava na nakazanie"."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": True})
    assert "29B" in r["laws"] and r["offender_partner_must_pass"] == "none"
    assert step(r, "accept.forfeit")["ref"] == "29B"  # accepted by a call or by saying so: 29B, not 11B's wording
    assert "rotation.accepted_continue" in keys(r)


def test_29a_not_accepted_auction_reverts_to_player_in_turn() -> None:
    """29A: the call is cancelled and the auction reverts to the player whose turn it was."""
    r = ruled(["1H"], "S", "P", choices={"accepted": False})
    assert step(r, "rotation.cancelled")["params"]["turn"] == "E"


def test_28a_call_at_turn_of_rho_obliged_to_pass_is_in_rotation() -> None:
    """28A: a call at the turn of an RHO whom the laws oblige to pass counts as made in rotation."""
    r = ruled(["1H"], "S", "1S", rho_must_pass=True)
    assert r["type"] == "none" and r["laws"][:2] == ["28", "28A"] and keys(r)[0] == "rotation.28A"


def test_28a_does_not_make_an_insufficient_bid_legal() -> None:
    r = ruled(["1S"], "S", "1H", rho_must_pass=True)
    assert r["type"] == "insufficient_bid" and "28A" in r["laws"]


def test_28b_call_by_opponent_in_turn_cancels_call_out_of_rotation() -> None:
    """28B: the opponent whose turn it was calls — in rotation, no penalty, as though the offender had not called."""
    r = ruled(["1H"], "S", "1S", choices={"called_in_turn": {"E": "2C"}})
    assert "28B" in r["laws"] and r["offender_partner_must_pass"] == "none" and r["options"] == []
    assert r["offender_must_pass"] == "none"


@pytest.mark.parametrize(("called", "code"), [
    ({"N": "2C"}, "called_in_turn_wrong_seat"),
    ({"E": "1C"}, "after_irregular"),
])
def test_28b_refuses_a_contradictory_in_turn_call(called: dict[str, str], code: str) -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "S", "1S", choices={"called_in_turn": called}))
    assert err.value.code == code


def test_28b_concerns_only_an_opponent() -> None:
    """28B speaks of the opponent whose turn it was; the offender's partner is refused with a code."""
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "W", "1S", choices={"called_in_turn": {"E": "P"}}))
    assert err.value.code == "called_in_turn_partner"


# --- Law 30 ------------------------------------------------------------------------------------------------------
def test_30a_pass_out_of_turn_before_any_bid() -> None:
    """30A: before any bid, the offender must pass at his next turn (23B when partner opens)."""
    r = ruled([], "E", "P", choices={"accepted": False})
    assert r["offender_must_pass"] == "next_turn" and r["offender_partner_must_pass"] == "none"
    assert {"30A", "23B"} <= set(r["laws"]) and r["adjusted_score"] == "possible"


def test_30a_applies_at_partners_turn_too() -> None:
    r = ruled([], "S", "P", choices={"accepted": False})
    assert r["offender_must_pass"] == "next_turn" and "30A" in r["laws"]


def test_30b1_pass_at_rho_turn_after_a_bid() -> None:
    """30B1: after a bid, a pass at the RHO's turn: the offender passes at his next turn."""
    r = ruled(["1H"], "S", "P", choices={"accepted": False})
    assert r["offender_must_pass"] == "next_turn" and "30B1" in r["laws"] and not r["lead_restrictions"]


def test_30b2a_pass_at_partners_turn_offender_passes_rest() -> None:
    """30B2(A): at partner's turn, the offender must pass for the rest of the auction; 23B may apply."""
    r = ruled(["1H"], "W", "P", choices={"accepted": False})
    assert r["offender_must_pass"] == "rest_of_auction" and {"30B2(A)", "23B"} <= set(r["laws"])


def test_30b2b_partner_may_bid_or_pass_but_not_double() -> None:
    """30B2(B): partner may make any sufficient bid or pass, but may not double or redouble at that turn."""
    r = ruled(["1H"], "W", "P", choices={"accepted": False})
    assert "30B2(B)" in r["laws"] and r["partner_may_not_double_this_round"] is True
    assert r["offender_partner_must_pass"] == "none"


def test_30b3_pass_at_lho_turn_is_a_change_of_call() -> None:
    """30B3: a pass at the LHO's turn after a bid is treated as a change of call: Law 25."""
    r = ruled(["1H", "1S"], "E", "P")
    assert r["type"] == "change_of_call" and "30B3" in r["laws"] and "25" in r["laws"]
    assert r["original_call"] == "1S" and r["new_call"] == "P"


def test_30c_conventional_pass_is_ruled_under_31() -> None:
    """30C: a conventional pass out of rotation is ruled under Law 31, not 30."""
    r = ruled(["1H"], "S", "P", conventional=True, choices={"accepted": False})
    assert "30C" in r["laws"] and "31" in r["laws"] and r["offender_must_pass"] == "none"


def test_31a_conventional_pass_at_rho_turn_applies_31a2b() -> None:
    """31A: a conventional pass of partner's call at the RHO's turn — section A2B applies."""
    r = ruled(["1H"], "S", "P", conventional=True, choices={"accepted": False})
    assert "31A2(B)" in r["laws"] and r["offender_partner_must_pass"] == "rest_of_auction"
    assert r["lead_restriction"]["readings"] == ["26A", "26B"]  # the suits the conventional pass showed: not said


# --- Law 31 ------------------------------------------------------------------------------------------------------
def test_31a_outcome_depends_on_rho() -> None:
    """31A1/31A2: undecided — the options of the RHO (pass, or bid/double/redouble) with their outcomes."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False})
    assert [(o["who"], o["choice"]) for o in r["options"]] == [
        ("E", {"rho": "pass"}), ("E", {"rho": "bid_double_or_redouble"})]
    acts = option(r, rho="bid_double_or_redouble")
    assert [o["choice"] for o in acts["options"]] == [{"repeats_denomination": True}, {"repeats_denomination": False}]


def test_31a1_rho_passes_offender_repeats_no_penalty() -> None:
    """31A1: "Esli opponent spasoval, narushitel' dolzhen povtorit' svoe naznachenie ... nakazaniya net"."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["P"])
    assert "31A1" in r["laws"] and r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]


def test_31a1_repeat_is_required() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "S", "1S", choices={"accepted": False}, after=["P", "2S"]))
    assert err.value.code == "repeat_required"


def test_31a1_insufficient_bid_out_of_turn_repeated_is_law_27() -> None:
    """27C + 31A1: the insufficient bid out of rotation, repeated after RHO's pass, is still insufficient: 27."""
    r = ruled(["1S"], "S", "1H", choices={"accepted": False}, after=["P"])
    assert {"27C", "31A1", "27"} <= set(r["laws"]) and "bid_oot.31A1_insufficient" in keys(r)


def test_31a2a_repeats_denomination_partner_passes_once() -> None:
    """31A2(A): the offender's call repeats the denomination — partner passes at his next turn (23A)."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["2C", "2S"])
    assert r["offender_partner_must_pass"] == "next_turn" and {"31A2(A)", "23A"} <= set(r["laws"])
    assert not r["lead_restrictions"]


def test_31a2b_other_denomination_partner_passes_rest_and_26() -> None:
    """31A2(B): a call not repeating the denomination — partner passes throughout; Law 26 restrictions."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["2C", "2H"])
    assert r["offender_partner_must_pass"] == "rest_of_auction" and "31A2(B)" in r["laws"]
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}


def test_31a2b_pass_does_not_repeat_denomination() -> None:
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["X", "P"])
    assert r["offender_partner_must_pass"] == "rest_of_auction"


def test_31a_irregular_rho_call_is_refused() -> None:
    """31A2 footnote (*): an illegal call by the RHO is penalized in its own right: rule on it separately."""
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "S", "1S", choices={"accepted": False}, after=["1C"]))
    assert err.value.code == "after_irregular"


def test_31b_bid_at_partners_turn_partner_passes_rest() -> None:
    """31B: a bid at partner's turn — partner must pass for the rest of the auction (23A), Law 26."""
    r = ruled(["1H"], "W", "1S", choices={"accepted": False})
    assert r["offender_partner_must_pass"] == "rest_of_auction" and {"31B", "23A"} <= set(r["laws"])
    assert r["lead_restrictions"]


def test_31b_bid_at_lho_turn_before_offender_called() -> None:
    """31B: at the LHO's turn when the offender had not called — the same penalty."""
    r = ruled([], "W", "1NT", choices={"accepted": False})
    assert r["turn_of"] == "lho" and r["offender_partner_must_pass"] == "rest_of_auction"
    assert r["lead_restriction"]["law"] == "26B"  # a notrump bid names no suit


def test_31b_footnote_bid_at_lho_turn_after_calling_is_change_of_call() -> None:
    """31 footnote (**): with earlier calls, a call at the LHO's turn is a change of call (Law 25)."""
    r = ruled(["1H"], "N", "2H")
    assert r["type"] == "change_of_call" and r["original_call"] == "1H"


# --- Law 32 ------------------------------------------------------------------------------------------------------
def test_32a_double_at_partners_turn() -> None:
    """32A: at partner's turn — partner passes for the rest of the auction; 26B restrictions."""
    r = ruled(["1H"], "W", "X", choices={"accepted": False})
    assert r["offender_partner_must_pass"] == "rest_of_auction" and "32A" in r["laws"]
    assert r["lead_restriction"]["law"] == "26B"


def test_32b_depends_on_rho() -> None:
    r = ruled(["1H", "P"], "W", "X", choices={"accepted": False})
    assert [(o["who"], o["choice"]) for o in r["options"]] == [("S", {"rho": "pass"}), ("S", {"rho": "bid"})]


def test_32b1_rho_passes_offender_repeats_no_penalty() -> None:
    """32B1: RHO passes — the offender must repeat the double; no penalty."""
    r = ruled(["1H", "P"], "W", "X", choices={"accepted": False}, after=["P"])
    assert "32B1" in r["laws"] and r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]


def test_32b2_rho_bids_partner_passes_rest() -> None:
    """32B2: RHO bids — the offender makes any legal call; partner passes for the rest of the auction."""
    r = ruled(["1H", "P"], "W", "X", choices={"accepted": False}, after=["2H"])
    assert "32B2" in r["laws"] and r["offender_partner_must_pass"] == "rest_of_auction"


def test_32_inadmissible_double_out_of_turn_never_accepted() -> None:
    """32: an inadmissible double or redouble can never be accepted: no acceptance option is offered."""
    r = ruled(["1H"], "S", "X")
    assert all("accepted" not in o["choice"] for o in r["options"])
    assert "rotation.never_accepted" in keys(r)


def test_32b1_inadmissible_double_repeated_goes_to_36() -> None:
    """32B1: "v sluchae nepriemlemoj kontry ili rekontry dejstvuet pravilo 36"."""
    r = ruled(["1H"], "S", "X", choices={"accepted": False}, after=["P"])
    assert {"32B1", "36"} <= set(r["laws"]) and r["offender_partner_must_pass"] == "rest_of_auction"


def test_32_inadmissible_out_of_turn_lho_called_over_it_35a() -> None:
    """32 → 35A: the next opponent nevertheless calls over an inadmissible double: no penalty."""
    r = ruled(["1H"], "S", "X", choices={"accepted": True})
    assert "35A" in r["laws"] and r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]


def test_32_double_at_lho_turn_before_any_call_is_36() -> None:
    """Nothing to double at the start: Law 32 has no branch for the LHO's turn; Law 36 applies."""
    r = ruled([], "W", "X", choices={"accepted": False})
    assert "36" in r["laws"] and r["offender_partner_must_pass"] == "rest_of_auction"


def test_32b_rho_double_is_not_covered() -> None:
    """32B speaks of the RHO passing or bidding; a double by the RHO is refused, not guessed."""
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "S", "XX", choices={"accepted": False}, after=["X"]))
    assert err.value.code == "law_silent"


# --- Law 34 ------------------------------------------------------------------------------------------------------
def test_34_retention_of_the_right_to_call() -> None:
    """34: three passes, one out of rotation, kept a player from calling: the auction reverts to him."""
    r = ruled(["1H", "P"], "W", "P", choices={"accepted": True}, after=["P"])
    s = step(r, "retention.34")
    assert s["params"] == {"seat": "S", "cancelled": 1} and "34" in r["laws"]


def test_34_all_pass_start() -> None:
    r = ruled(["P"], "S", "P", choices={"accepted": True}, after=["P", "P"])
    assert step(r, "retention.34")["params"]["seat"] == "E"


def test_34_not_when_someone_bids() -> None:
    r = ruled(["1H", "P"], "W", "P", choices={"accepted": True}, after=["2H"])
    assert "34" not in r["laws"]


def test_28b_and_acceptance_together_contradict() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "S", "1S", choices={"accepted": True, "called_in_turn": {"E": "2C"}}))
    assert err.value.code == "accepted_and_called_in_turn"


def test_30b3_the_offenders_own_bid_counts_p9() -> None:
    """30B3 "После того, как любой игрок сделал назначение": N opened 1♥ and then passed at E's turn — a bid had
    been made (his own), so the pass is treated as a change of call under 30B3 (QA case p9)."""
    r = ruled(["1H"], "N", "P")
    assert r["type"] == "change_of_call" and "30B3" in r["laws"]
    assert r["steps"][0]["key"] == "change.at_lho_turn" and r["steps"][0]["ref"] == "30B3"



def test_28b_rho_in_turn_forfeits_by_28b_not_11b_t1() -> None:
    """28B "лишает возможности наказать заявку вне очереди": S bid at E's turn and E (RHO, in turn) called. The
    right is lost under 28B; 11B names the LHO (W), who did nothing — he is not said to have accepted (QA t1)."""
    r = ruled(["1H"], "S", "2H", choices={"called_in_turn": {"E": "1S"}})
    assert "accept.forfeit" not in keys(r) and "11B" not in r["laws"]
    assert step(r, "rotation.28B")["params"]["seat"] == "E"


def test_28b_lho_in_turn_also_11b() -> None:
    """28B with the LHO in turn (a call before the offender's first turn, 31B): the LHO called — 11B too."""
    r = ruled([], "W", "1S", choices={"called_in_turn": {"N": "1H"}})
    assert step(r, "rotation.28B")["params"]["seat"] == "N"
    assert "accept.forfeit_by_call" in keys(r) and "11B" in r["laws"]


def test_29b_acceptance_wording_does_not_say_calling_over_it() -> None:
    """29B «LHO нарушителя имеет право сделать заявку, посредством чего лишиться права на наказание»; `accepted`
    covers acceptance by saying so too, so the step says "by accepting", not "(calling over it)"."""
    from bot.render.ruling import step_text

    r = ruled(["1C"], "S", "1S", choices={"accepted": True})
    forfeit = step(r, "accept.forfeit")
    assert forfeit["ref"] == "29B"
    assert step_text(Step(**forfeit), "en") == "By accepting the call West has lost the right to a penalty."
    assert step_text(Step(**forfeit), "ru") == "Приняв заявку, Запад потерял право на наказание."
