"""Laws 13 (wrong number of cards), 14 (missing card), 15 (wrong board), 16 (unauthorized information)."""

import pytest
from play_helpers import keys, refused, ruled


def test_law13_call_made_with_wrong_hand_artificial_score():
    assert ruled("wrong_number_of_cards", by="E", call_made=True)["adjusted_score"] == "required"


@pytest.mark.parametrize(("facts", "ref"), [({"hand_records": True}, "13A1"), ({"previous_players": True}, "13A2"),
                                            ({}, "13A3")])
def test_law13a_restore_the_deal_and_play_normally(facts, ref):
    ruling = ruled("wrong_number_of_cards", **facts)
    assert ref in ruling["laws"] and "13A" in ruling["laws"] and ruling["adjusted_score"] == "none"


def test_law13b1_cards_seen_not_significant_play_with_consent():
    ruling = ruled("wrong_number_of_cards", cards_seen=True)
    assert "13B1" in ruling["laws"] and ruling["adjusted_score"] == "none"


@pytest.mark.parametrize("fact", ["info_significant", "player_objects"])
def test_law13b2_significant_or_objection_artificial_score(fact):
    ruling = ruled("wrong_number_of_cards", cards_seen=True, **{fact: True})
    assert "13B2" in ruling["laws"] and ruling["adjusted_score"] == "required"


def test_law13c_after_play_result_cancelled():
    assert {"13C", "90"} <= set(ruled("wrong_number_of_cards", play_completed=True)["laws"])


@pytest.mark.parametrize(("facts", "ref"), [({"found": "elsewhere"}, "14A1"), ({}, "14A2"),
                                            ({"during_play": True, "found": "played_cards"}, "14B1(A)"),
                                            ({"during_play": True, "found": "elsewhere"}, "14B1(B)"),
                                            ({"during_play": True}, "14B2")])
def test_law14_missing_card(facts, ref):
    assert ref in ruled("missing_card", by="W", **facts)["laws"]


def test_law14b3_restored_card_may_be_penalty_card_or_revoke():
    ruling = ruled("missing_card", by="W", during_play=True, found="elsewhere", card="SQ")
    assert keys(ruling)[-2:] == ["play.cards.14b3_always_in_hand", "play.cards.14b3_penalty_card_or_revoke"]


def test_law15a_not_played_before_score_stands():
    ruling = ruled("wrong_board")
    assert ruling["laws"] == ["15", "15A1", "15A2"] and ruling["adjusted_score"] == "none"


def test_law15b_played_before_second_result_cancelled():
    assert ruled("wrong_board", played_before=True)["adjusted_score"] == "required"


def test_law15c1_objection_during_auction_cancels():
    ruling = ruled("wrong_board", during_auction=True, player_objects=True)
    assert "15C1" in ruling["laws"] and ruling["adjusted_score"] == "required"


@pytest.mark.parametrize(("differ", "key", "adjusted"), [(True, "play.board.15c2_differs_cancelled", "required"),
                                                         (False, "play.board.15c2_same_play_on", "none"),
                                                         (None, "play.board.15c2_compare", "none")])
def test_law15c2_second_auction_compared(differ, key, adjusted):
    facts = {"during_auction": True} | ({} if differ is None else {"calls_differ": differ})
    ruling = ruled("wrong_board", **facts)
    assert key in keys(ruling) and ruling["adjusted_score"] == adjusted


def test_law16a_partner_ui_suggested_alternative_with_damage():
    ruling = ruled("unauthorized_information", by="E", source="partner", logical_alternative_chosen=True,
                   damage=True)
    assert ruling["adjusted_score"] == "required" and {"16A", "16A1", "16A2", "12C2"} <= set(ruling["laws"])


def test_law16a2_no_alternative_chosen_no_adjustment():
    assert ruled("unauthorized_information", by="E", source="partner")["adjusted_score"] == "none"


@pytest.mark.parametrize(("remedy", "ref"), [("change_positions", "16B1"), ("substitute", "16B2"),
                                             ("artificial_score", "16B3")])
def test_law16b_extraneous_information_remedies(remedy, ref):
    ruling = ruled("unauthorized_information", source="extraneous", remedy=remedy)
    assert ref in ruling["laws"]


def test_law16b_without_a_remedy_all_three_are_listed():
    assert {"16B1", "16B2", "16B3"} <= set(ruled("unauthorized_information", source="extraneous")["laws"])


@pytest.mark.parametrize(("side", "key"), [("offending", "play.ui.16c2_own_legal_after_penalty"),
                                           ("non_offending", "play.ui.16c2_nos_unauthorized")])
def test_law16c_withdrawn_actions(side, key):
    assert key in keys(ruled("unauthorized_information", source="withdrawn_action", withdrawn_by=side))


def test_law13_to_16_rule_without_a_contract():
    from engine import rule

    data = {"board": 3, "irregularity": {"type": "wrong_board", "played_before": True}}
    assert rule(data).to_dict()["adjusted_score"] == "required"


def test_ui_needs_a_source():
    assert refused("unauthorized_information", by="E") == "missing_field"
