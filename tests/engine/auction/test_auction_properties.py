"""Property tests: random legal auctions plus a random extra call by a random seat are always either ruled on or
refused with a clear error code — never another exception — and every ruling keeps the contract (cases.md)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import has
from engine import rule
from engine.auction import Auction
from engine.calls import DOUBLE, PASS, REDOUBLE, bid
from engine.contract import DENOMINATIONS
from engine.errors import EngineError
from engine.seats import SEATS
from tests.engine.ruling_checks import assert_signable

ALL_BIDS = [bid(level, d) for level in range(1, 8) for d in DENOMINATIONS]
ANY_CALL = [str(c) for c in (*ALL_BIDS, PASS, DOUBLE, REDOUBLE)] + ["8S", "9NT"]
TYPES = ["call", "call", "call", "insufficient_bid", "call_out_of_turn", "call_after_final_pass", "bid_above_seven",
         "inadmissible_call", "pass_obligation_violated", "change_of_call", "simultaneous_calls",
         "card_exposed_during_auction", "change_after_misinformation", "cards_from_wrong_board", "own_misunderstanding"]
OBLIGATIONS = ("none", "next_turn", "rest_of_auction")
PASS_VALUES = set(OBLIGATIONS)


@st.composite
def legal_auction(draw: Any) -> tuple[str, list[str]]:
    """A legal auction from a random dealer: each call drawn from those legal at that point."""
    dealer = draw(st.sampled_from(SEATS))
    auction = Auction(dealer)
    length = draw(st.integers(0, 14))
    for _ in range(length):
        if auction.ended:
            break
        legal = [c for c in (PASS, DOUBLE, REDOUBLE, *ALL_BIDS) if auction.illegality(c) is None]
        weights = draw(st.sampled_from(["pass_heavy", "any"]))
        pool = [PASS, PASS, PASS, *legal] if weights == "pass_heavy" else legal
        auction = auction.with_call(draw(st.sampled_from(pool)))
    return dealer.value, [str(c) for c in auction.calls]


@st.composite
def random_case(draw: Any) -> dict[str, Any]:
    dealer, calls = draw(legal_auction())
    kind = draw(st.sampled_from(TYPES))
    irr: dict[str, Any] = {"type": kind, "by": draw(st.sampled_from("NESW")), "call": draw(st.sampled_from(ANY_CALL))}
    if draw(st.booleans()):
        irr["conventional"] = True
    if kind == "change_of_call":
        irr["new_call"] = draw(st.sampled_from(ANY_CALL))
        irr["inadvertent"], irr["without_pause"] = draw(st.booleans()), draw(st.booleans())
    if kind == "pass_obligation_violated":
        irr["obligation"] = draw(st.sampled_from(OBLIGATIONS[1:]))
    if kind == "simultaneous_calls":
        irr["with"] = {draw(st.sampled_from("NESW")): draw(st.sampled_from(ANY_CALL))}
    if kind == "card_exposed_during_auction":
        irr.pop("call")
        irr["cards"] = draw(st.lists(st.sampled_from(["SA", "H5", "DT", "C2", "SK"]), min_size=1, max_size=3,
                                     unique=True))
        irr["led"] = draw(st.booleans())
    if kind == "change_after_misinformation":
        irr.pop("call")
        irr["new_call"] = draw(st.sampled_from(ANY_CALL))
    if kind == "call" and draw(st.booleans()):
        irr[draw(st.sampled_from(["must_pass", "rho_must_pass"]))] = (
            draw(st.sampled_from(OBLIGATIONS[1:])) if draw(st.booleans()) else True)
    choices: dict[str, Any] = {}
    if draw(st.booleans()):
        choices["accepted"] = draw(st.booleans())
    if draw(st.booleans()):
        choices["correction"] = draw(st.sampled_from(ANY_CALL))
    if draw(st.booleans()):
        choices["offender_choice"] = draw(st.sampled_from(["let_stand", "change"]))
    if draw(st.integers(0, 5)) == 0:
        choices["called_in_turn"] = {draw(st.sampled_from("NESW")): draw(st.sampled_from(ANY_CALL))}
    after = draw(st.lists(st.sampled_from([*ANY_CALL[-8:], "P", "P", "P"]), max_size=3))
    return {"dealer": dealer, "auction": calls, "irregularity": irr, "choices": choices, "after": after}


def check_ruling(data: dict[str, Any]) -> None:
    """The contract's fields and values, recursively; every step key worded in both languages."""
    assert data["edition"] == "1987"
    assert data["offender_partner_must_pass"] in PASS_VALUES and data["offender_must_pass"] in PASS_VALUES
    assert data["adjusted_score"] in ("none", "possible", "required")
    assert isinstance(data["lead_restrictions"], bool) and data["tricks_transferred"] == 0
    assert all(ref in data["corpus"] for ref in data["laws"])
    for item in data["steps"]:
        assert has(item["key"], "ru") and has(item["key"], "en"), item["key"]
        assert item["ref"] is None or item["ref"] in data["laws"]
    for option in data["options"]:
        assert option["who"] in "NESW"
        check_ruling(option["ruling"])


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(random_case())
def test_random_cases_are_ruled_or_refused_with_a_code(data: dict[str, Any]) -> None:
    try:
        ruling = rule(data)
    except EngineError as exc:
        assert exc.code and has(f"error.{exc.code}", "ru") and has(f"error.{exc.code}", "en"), exc.code
        return
    out = ruling.to_dict()
    json.dumps(out, ensure_ascii=False)
    check_ruling(out)
    assert_signable(out)


@settings(max_examples=300, deadline=None)
@given(legal_auction(), st.sampled_from("NESW"), st.sampled_from(ANY_CALL))
def test_call_type_classifies_every_extra_call(auction: tuple[str, list[str]], by: str, call: str) -> None:
    """The type ``call`` classifies any extra call by any seat: it is always ruled on (never refused)."""
    dealer, calls = auction
    ruling = rule({"dealer": dealer, "auction": calls, "irregularity": {"type": "call", "by": by, "call": call}})
    check_ruling(ruling.to_dict())
    assert ruling.type in ("none", "insufficient_bid", "call_out_of_turn", "call_after_final_pass",
                           "bid_above_seven", "inadmissible_call", "change_of_call")
    if ruling.type == "none":
        parsed = Auction.parse(SEATS["NESW".index(dealer)], calls)
        repeated = ruling.steps[0].key == "call.repeated" and str(parsed.calls[-1]) == call
        assert parsed.turn.value == by or repeated
