"""Law 20 (review and explanation of calls): the ``review_request`` type, one test per passage it follows."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import rule
from engine.errors import EngineError
from tests.engine.ruling_checks import assert_ruled_or_refused_in_words


def ruled(auction: list[str] | None = None, contract: bool = False, **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"dealer": "N", "vul": "none", "auction": auction or ["1H", "P"],
                            "irregularity": {"type": "review_request", **fields}}
    if contract:
        data.update(auction=[], contract="4S", declarer="S")
    return rule(data).to_dict()


def keys(ruling: dict[str, Any]) -> list[str]:
    return [s["key"].removeprefix("extra.review.") for s in ruling["steps"]]


def test_law20a_call_not_heard_repeated_at_once() -> None:
    r = ruled(by="S", when="auction", what="repeat_call")
    assert r["type"] == "none" and keys(r) == ["repeat_call_ok"] and r["laws"] == ["20", "20A"]


def test_law20a_only_immediately() -> None:
    r = ruled(by="S", when="auction", what="repeat_call", immediately=False)
    assert r["type"] == "review_request" and r["offender"] == "S" and r["breaches"] == ["20A"]


def test_law20b_review_at_own_turn_alerts_included() -> None:
    r = ruled(by="S", when="auction", what="review")  # N 1H, E P: South's turn (17B)
    assert r["type"] == "none" and keys(r) == ["review_ok_auction", "alerts_included"]
    assert {s["ref"] for s in r["steps"]} == {"20B"}


def test_law20b_not_at_his_turn_is_read_from_the_auction() -> None:
    r = ruled(by="E", when="auction", what="review")
    assert r["steps"][0]["params"] == {"seat": "E", "turn": "S"} and r["breaches"] == ["20B"]


def test_law20b_player_obliged_to_pass_may_not_ask_for_review() -> None:
    r = ruled(by="S", when="auction", what="review", must_pass=True)
    assert keys(r) == ["review_must_pass"] and r["offender"] == "S"


def test_law20b_footnote_no_partial_review_nor_stopping_it() -> None:
    r = ruled(by="S", when="auction", what="review", partial=True)
    assert "partial" in keys(r) and r["type"] == "review_request"


def test_law20c1_defender_may_ask_whether_it_is_his_lead() -> None:
    r = ruled(contract=True, by="E", when="after_final_pass", what="opening_leader")
    assert r["type"] == "none" and r["steps"][0]["params"]["leader"] == "W"
    assert r["steps"][1]["ref"] == "47E1"


def test_law20c1_right_is_the_defenders_after_the_final_pass() -> None:
    assert ruled(contract=True, by="N", when="after_final_pass", what="opening_leader")["breaches"] == ["20C1"]


def test_law20c2_review_at_first_turn_to_play_and_41c_after() -> None:
    ok = ruled(contract=True, by="S", when="play", what="review", first_turn=True)
    late = ruled(contract=True, by="S", when="play", what="review")
    assert ok["type"] == "none" and keys(ok)[0] == "review_ok_first_turn"
    assert keys(late) == ["review_after_first_turn", "review_see_41c"] and "41C" in late["laws"]


def test_law20c2_dummy_not_named() -> None:
    r = ruled(contract=True, by="N", when="play", what="review", first_turn=True)
    assert keys(r) == ["dummy_not_named"] and r["offender"] == "N"


def test_law20d_review_only_from_an_opponent() -> None:
    bad = ruled(by="S", when="auction", what="review", asked_of="partner")
    good = ruled(by="S", when="auction", what="review", asked_of="opponent")
    assert "20D" in bad["breaches"] and good["type"] == "none"


def test_law20e_errors_in_review_every_player_corrects_12c1_on_damage() -> None:
    r = ruled(by="S", when="auction", what="review", review_error=True, damage=True)
    assert "review_error" in keys(r) and r["adjusted_score"] == "possible" and "12C1" in r["laws"]


def test_law20f1_explanation_at_own_turn_16_may_apply() -> None:
    r = ruled(by="S", when="auction", what="explanation", answered_by="caller_partner")
    assert r["type"] == "none" and keys(r) == ["explanation_ok_auction", "ui_may_apply", "ui.restriction",
                                               "ui.adjust", "answer_by_partner"]


def test_law20f1_caller_answered_himself_is_noted_not_a_breach() -> None:
    r = ruled(by="S", when="auction", what="explanation", answered_by="caller")
    assert r["type"] == "none" and "answer_by_caller" in keys(r)


def test_law20f1_75c_partner_corrected_explanation_points_to_75_and_16a() -> None:
    r = ruled(by="S", when="auction", what="explanation", partner_corrected=True)
    assert r["laws"][-3:] == ["75C", "16A", "12C2"] and r["corpus"]["75C"] is False and r["offender"] is None


def test_law20f1_misexplanation_call_made_21b1_40c() -> None:
    r = ruled(by="S", when="auction", what="explanation", misexplained=True, call_made_on_it=True)
    assert {"75C", "21B1", "21B3", "40C"} <= set(r["laws"]) and r["adjusted_score"] == "possible"
    assert r["offending_side"] == "EW"


def test_law20f2_play_explanation_in_turn_defender_16() -> None:
    r = ruled(contract=True, by="W", when="play", what="explanation")
    assert keys(r) == ["explanation_ok_play", "defender_ui", "ui.restriction", "ui.adjust"] and r["type"] == "none"
    assert ruled(contract=True, by="W", when="play", what="explanation", in_turn=False)["breaches"] == ["20F2"]


def test_law20f2_play_conventions_only_declarer() -> None:
    assert ruled(contract=True, by="S", when="play", what="play_conventions")["type"] == "none"
    assert ruled(contract=True, by="W", when="play", what="play_conventions")["breaches"] == ["20F2"]


@pytest.mark.parametrize("fields, code", [
    ({"by": "S", "when": "auction"}, "review_auction_ended"),
    ({"by": "S"}, "missing_field"),
    ({"by": "S", "when": "auction", "what": "bogus"}, "bad_field"),
    ({"by": "S", "when": "auction", "call_made_on_it": True}, "contradictory_fields"),
    ({"by": "S", "when": "auction", "tipo": 1}, "unknown_field"),
])
def test_law20_refusals_are_typed(fields: dict[str, Any], code: str) -> None:
    auction = ["1H", "P", "P", "P"] if code == "review_auction_ended" else ["1H", "P"]
    with pytest.raises(EngineError) as err:
        ruled(auction=auction, **fields)
    assert err.value.code == code


def test_law20_after_final_pass_needs_contract() -> None:
    with pytest.raises(EngineError) as err:
        ruled(by="S", when="play")
    assert err.value.code == "play_needs_contract"


FIELDS = {
    "by": st.sampled_from("NESW"), "when": st.sampled_from(["auction", "after_final_pass", "play"]),
    "what": st.sampled_from(["repeat_call", "review", "explanation", "play_conventions", "opening_leader"]),
    "asked_of": st.sampled_from(["opponent", "partner"]), "answered_by": st.sampled_from(["caller_partner", "caller"]),
}
BOOLS = ("in_turn", "first_turn", "must_pass", "immediately", "partial", "review_error", "corrected", "damage",
         "partner_corrected", "misexplained", "call_made_on_it")


@st.composite
def cases(draw: Any) -> dict[str, Any]:
    irr = {name: draw(s) for name, s in FIELDS.items() if draw(st.booleans())}
    irr |= {name: draw(st.booleans()) for name in BOOLS if draw(st.booleans())}
    data: dict[str, Any] = {"dealer": draw(st.sampled_from("NESW")), "vul": "none",
                            "auction": draw(st.sampled_from([[], ["1H"], ["1H", "P", "2H"], ["P", "P", "P", "P"]])),
                            "irregularity": {"type": "review_request", **irr}}
    if draw(st.booleans()):
        data.update(auction=[], contract="3NT", declarer=draw(st.sampled_from("NESW")))
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_law20_random_requests_are_ruled_or_refused_with_a_worded_code(data: dict[str, Any]) -> None:
    assert_ruled_or_refused_in_words(data)


@pytest.mark.parametrize("fields", [
    {"what": "explanation", "must_pass": True},  # 20B: the pass obligation bars a review, not an explanation
    {"what": "repeat_call", "asked_of": "partner"},  # 20D is about the review
    {"what": "review", "answered_by": "caller"},  # 20F1 is about explanations
    {"what": "review", "corrected": True},  # 20E: a correction of an error in the review that was not stated
    {"what": "review", "first_turn": True},  # 20C2: a turn to play, not a turn to call
])
def test_law20_facts_of_another_passage_are_refused_not_ignored(fields: dict[str, Any]) -> None:
    with pytest.raises(EngineError) as err:
        ruled(by="S", when="auction", **fields)
    assert err.value.code == "contradictory_fields"
