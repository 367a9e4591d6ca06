"""Property tests: random play-period cases are ruled on or refused with a worded error code — never an exception;
every step a ruling says exists in both catalogs; random contracts and results always score (Law 77)."""

import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import has, t
from engine import rule
from engine.contract import Contract
from engine.errors import EngineError
from engine.rulings.play.retraction_ab import RECTIFICATIONS
from engine.scoring import imps, matchpoints, score_contract
from tests.engine.ruling_checks import assert_signable

PLAY_TYPES = {
    "lead_out_of_turn": ["by", "card", "trick", "correct_leader", "face_down", "declarer_saw_dummy",
                         "wrong_defender_played"],
    "penalty_card": ["by", "cards", "deliberate", "partner_has_lead", "offender_to_play", "could_know_benefit",
                     "failed_to_play", "declarer_played_after"],
    "premature_play": ["by", "card", "trick", "led", "declarer_played_both_hands", "suit_led"],
    "revoke": ["by", "trick", "established", "revoke_trick_won_by", "offender_won_revoke_trick",
               "offending_side_tricks_after", "same_suit_repeat", "noticed_after_next_board", "noticed_after_round",
               "failed_to_play_faced_card", "faced_card", "card", "offender_won_later_with_legal_card",
               "partner_played_to_trick12", "hands_returned", "declarer_tricks", "offending_side_played_next",
               "offending_side_named_next_card", "offending_side_claimed"],
    "declarer_exposed_card": ["by", "cards", "faced_hand", "after_opening_lead_out_of_turn", "held_as_played",
                              "not_a_claim"],
    "dummy_violation": ["by", "act", "after_a2_violation", "declarer_play_illegal", "irregularity_by_defender",
                        "suggested_play"],
    "claim": ["by", "kind", "tricks", "statement", "status", "current_trick_only", "outstanding_trump", "new_line",
              "unstated_finesse", "opponent_showed_out", "conceded_won_trick", "conceded_unlosable_trick",
              "within_correction_period", "partner_objected", "faced_hand"],
    "defective_trick": ["by", "defect", "trick", "noticed_before_next_trick"],
    "trick_inspection": ["by", "what", "side_played_to_next", "turned_own_card", "next_lead_made", "cards_mixed"],
    "card_played": ["by", "card", "how", "purpose", "already_played_to_trick", "partner_could_see"],
    "designation_changed": ["by", "card", "new_card", "inadvertent", "without_pause", "opponent_played"],
    "fifth_card": ["by", "card", "judged_lead"],
    "dummy_misplayed": ["card", "noticed_before_next_trick", "defender_played_after"],
    "dummy_card_designation": ["designation", "suit", "rank", "leading", "several_legal", "intent_evident"],
    "card_retraction": ["by", "card", "reason", "later_card_played", "gave_information"],
    "trick_dispute": ["leader", "cards"],
    "auction_review": ["by", "when", "request", "played_card"],
    "wrong_number_of_cards": ["by", "call_made", "cards_seen", "info_significant", "player_objects",
                              "play_completed", "hand_records", "previous_players"],
    "missing_card": ["by", "during_play", "found", "card"],
    "wrong_board": ["played_before", "during_auction", "player_objects", "calls_differ"],
    "unauthorized_information": ["by", "source", "logical_alternative_chosen", "damage", "remedy", "withdrawn_by"],
    "card_retraction_rectification": ["by", "card", "basis", "rectification", "illegal", "faced"],
    "inability_to_comply": ["by", "requirement", "card"],
}
SEAT = st.sampled_from(["N", "E", "S", "W"])
CARD = st.sampled_from(["SA", "HK", "D2", "C9", "HT", "S5", "H4", "CQ", "DJ"])
ENUMS = {
    "act": ["gave_information", "kept_count", "played_as_directed", "drew_attention_after_play", "called_director",
            "drew_attention_during_play", "participated", "asked_defender_revoke", "exchanged_hands", "left_seat",
            "looked_at_defender_hand", "asked_declarer_revoke", "warned_wrong_hand", "indicated_card"],
    "kind": ["claim", "concession"], "status": ["contested", "agreed"], "defect": ["failed_to_play", "too_many"],
    "what": ["current_trick", "own_last_card", "quitted_tricks", "after_play"], "how": ["held_face_up", "touched",
                                                                                      "named"],
    "purpose": ["play", "arrange", "reach"], "designation": ["high", "low", "suit_only", "rank_only", "absent_card"],
    "reason": ["corrected_designation", "opponent_changed_play", "misinformed_lead", "misexplanation", "other"],
    "when": ["before_lead_faced", "first_turn", "later"], "request": ["review", "explanation", "contract"],
    "found": ["played_cards", "elsewhere", "not_found"], "source": ["partner", "extraneous", "withdrawn_action"],
    "remedy": ["change_positions", "substitute", "artificial_score"], "withdrawn_by": ["offending", "non_offending"],
    "suit": ["S", "H", "D", "C"], "suit_led": ["S", "H", "D", "C"], "rank": ["A", "K", "2", "T"],
    "basis": ["rectification", "illegal_play", "other"], "rectification": list(RECTIFICATIONS),
    "illegal": ["revoke", "simultaneous", "other"], "requirement": ["premature_play_penalty", "other"],
}
TYPED = {
    **{name: SEAT for name in ("by", "correct_leader", "revoke_trick_won_by", "leader")},
    **{name: CARD for name in ("card", "failed_to_play", "new_card")},
    "cards": st.lists(CARD, min_size=1, max_size=4, unique=True),
    "trick": st.integers(1, 13), "offending_side_tricks_after": st.integers(0, 12), "tricks": st.integers(0, 13),
    "declarer_tricks": st.integers(0, 13),
    **{name: st.sampled_from(values) for name, values in ENUMS.items()},
}
JUNK = st.one_of(st.integers(-2, 15), st.sampled_from(["", "x", "ZZ", "Q", "bogus"]), st.none(), st.booleans(),
                 st.lists(st.sampled_from(["SA", "SA", "zz"]), max_size=3))
CHOICES = st.fixed_dictionaries({}, optional={
    "declarer": st.sampled_from(["accept", "spread", "refuse", "require_suit", "forbid_suit", "none", "highest",
                                 "lowest", "other_suit", "bogus"]),
    "accepted": st.booleans(), "suit": st.sampled_from(["S", "H", "D", "C", "Q"]),
    "suits": st.lists(st.sampled_from(["S", "H", "D", "C"]), max_size=3),
})


def _value(draw, name):
    """Mostly a well-typed value for the field (so most cases reach a ruler's logic), sometimes junk."""
    if draw(st.integers(0, 19)) == 0:
        return draw(JUNK)
    return draw(TYPED.get(name, st.booleans()))


@st.composite
def play_cases(draw):
    kind = draw(st.sampled_from(sorted(PLAY_TYPES)))
    fields = {name: _value(draw, name) for name in PLAY_TYPES[kind] if draw(st.integers(0, 9)) < 7}
    data = {"dealer": draw(st.sampled_from("NESW")), "vul": draw(st.sampled_from(["none", "NS", "EW", "both"])),
            "irregularity": {"type": kind, **fields}, "choices": draw(CHOICES)}
    if draw(st.integers(0, 9)) > 0 or kind not in {"wrong_board", "missing_card"}:
        data["contract"] = draw(st.sampled_from(["4S", "3NT", "6HX", "1CXX", "7NT"]))
        data["declarer"] = draw(st.sampled_from("NESW"))
    return data


def _all_steps(ruling: dict) -> list[dict]:
    steps = list(ruling["steps"])
    for opt in ruling["options"]:
        steps += _all_steps(opt["ruling"])
    return steps


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(play_cases())
def test_random_play_cases_are_ruled_or_refused_with_a_worded_code(data):
    try:
        ruling = rule(data).to_dict()
    except EngineError as err:
        for lang in ("ru", "en"):
            assert has(f"error.{err.code}", lang), err.code
            assert not re.search(r"\{\w+\}", t(f"error.{err.code}", lang, **err.params)), err.code
        return
    json.dumps(ruling)
    for step in _all_steps(ruling):
        for lang in ("ru", "en"):
            assert has(step["key"], lang), step["key"]
            text = t(step["key"], lang, **step["params"])
            assert not re.search(r"\{\w+\}", text) and "  " not in text and "()" not in text, (step, text)
    for penalty in ruling["penalty_cards"]:
        assert penalty["kind"] in {"major", "minor"}
    assert 0 <= ruling["tricks_transferred"] <= 2
    assert ruling["adjusted_score"] in {"none", "possible", "required"}
    assert set(ruling["corpus"]) >= set(ruling["laws"])
    assert_signable(ruling)


@given(st.integers(1, 7), st.sampled_from(["C", "D", "H", "S", "NT"]), st.integers(0, 2), st.integers(0, 13),
       st.sampled_from(["none", "NS", "EW", "both"]), st.sampled_from("NESW"))
def test_law77_random_contracts_and_results_always_score(level, denom, doubled, tricks, vul, declarer):
    result = score_contract(Contract(level, denom, doubled), declarer, tricks=tricks, vul=vul)
    assert result.score_declarer % 10 == 0
    assert (result.score_declarer > 0) == (tricks >= level + 6)
    more = score_contract(Contract(level, denom, doubled), declarer, tricks=min(tricks + 1, 13), vul=vul)
    assert more.score_declarer >= result.score_declarer  # one more trick never scores less


@given(st.integers(-8000, 8000))
def test_law78b_imps_are_antisymmetric_and_monotone(diff):
    assert imps(-diff) == -imps(diff)
    assert abs(imps(diff)) <= abs(imps(diff + 10 if diff >= 0 else diff - 10))


@given(st.lists(st.integers(-300, 300).map(lambda n: n * 10), min_size=2, max_size=30))
def test_law78a_matchpoints_total_and_bounds(scores):
    result = matchpoints(scores)
    assert sum(result.mp) == len(scores) * (len(scores) - 1)
    assert all(0 <= p <= 100 for p in result.percent)
