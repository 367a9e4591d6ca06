"""Law 48 (declarer's exposed cards; facing the hand), 42 (dummy's rights), 43 (dummy's limitations and 43B
penalties), 45F (dummy indicates a card). Contract 4♠ by South: North is dummy."""

import pytest
from play_helpers import keys, refused, ruled


def test_law48a_declarer_exposed_card_no_penalty_need_not_play_it():
    ruling = ruled("declarer_exposed_card", by="S", cards=["HQ"])
    assert ruling["penalty_cards"] == []
    assert keys(ruling) == ["play.declarer.never_penalty_card", "play.declarer.exposed_no_penalty",
                            "play.declarer.need_not_play_dropped"]


def test_law45c2_declarer_card_held_as_played_must_be_played():
    ruling = ruled("declarer_exposed_card", by="S", cards=["HQ"], held_as_played=True)
    assert "play.declarer.must_play_held" in keys(ruling) and "45C2" in ruling["laws"]


def test_law48b1_declarer_faces_hand_after_opening_lead_out_of_turn_becomes_dummy():
    ruling = ruled("declarer_exposed_card", by="S", faced_hand=True, after_opening_lead_out_of_turn=True)
    assert ruling["new_declarer"] == "N" and "54A" in ruling["laws"]


def test_law48b1_54a_declarer_exposes_a_card_after_opening_lead_out_of_turn_spreads_and_becomes_dummy():
    """48B1 → 54A (bridge-domain §3g, Laws 48 and 54): declarer who begins to spread his hand after a faced opening
    lead out of turn and so exposes a card must spread his whole hand and becomes dummy (QA round 2 item 3: the
    flag was ignored, giving plain 48A)."""
    ruling = ruled("declarer_exposed_card", by="S", cards=["HK"], after_opening_lead_out_of_turn=True)
    assert ruling["new_declarer"] == "N" and ruling["laws"][:2] == ["48B1", "54A"]
    assert keys(ruling) == ["play.declarer.exposed_after_oloot", "play.declarer.never_penalty_card"]
    assert ruling["steps"][0]["params"] == {"declarer": "S", "cards": "HK", "dummy": "N"}
    assert "play.declarer.need_not_play_dropped" not in keys(ruling) and ruling["penalty_cards"] == []


def test_law53a_45c2_declarer_card_held_as_played_to_opening_lead_out_of_turn_accepts_it():
    """45C2 + 53A: a card held as if played, from the hand next in rotation after the irregular lead, is played to
    it and accepts the lead: declarer stays declarer (54B), no new declarer."""
    ruling = ruled("declarer_exposed_card", by="S", cards=["HK"], after_opening_lead_out_of_turn=True,
                   held_as_played=True)
    assert "new_declarer" not in ruling and {"54B", "53A", "45C2"} <= set(ruling["laws"])
    assert "play.declarer.oloot_accepted_by_play" in keys(ruling)


def test_law48b2_declarer_faces_hand_is_a_claim():
    ruling = ruled("declarer_exposed_card", by="S", faced_hand=True)
    assert ruling["see_type"] == "claim" and "68" in ruling["laws"]


def test_law48b2_demonstrably_not_a_claim():
    ruling = ruled("declarer_exposed_card", by="S", faced_hand=True, not_a_claim=True)
    assert "play.declarer.faced_not_claim" in keys(ruling) and "68" not in ruling["laws"]


@pytest.mark.parametrize("seat", ["N", "E", "W"])
def test_law48_only_declarer(seat):
    assert refused("declarer_exposed_card", by=seat, cards=["HQ"]) == "not_declarer"


@pytest.mark.parametrize(("act", "ref"), [("gave_information", "42A1"), ("kept_count", "42A2"),
                                          ("played_as_directed", "42A3"), ("drew_attention_after_play", "42B3"),
                                          ("asked_declarer_revoke", "42B1"), ("warned_wrong_hand", "42B2")])
def test_law42_dummys_rights_are_no_irregularity(act, ref):
    ruling = ruled("dummy_violation", by="N", act=act)
    assert ruling["type"] == "none" and ruling["laws"] == [ref] and ruling["offender"] is None


@pytest.mark.parametrize(("act", "ref"), [("called_director", "43A1(A)"), ("drew_attention_during_play", "43A1(B)"),
                                          ("participated", "43A1(C)"), ("asked_defender_revoke", "42B1")])
def test_law43a1_general_limitations_procedural_penalty_43b1(act, ref):
    ruling = ruled("dummy_violation", by="N", act=act)
    assert ruling["type"] == "dummy_violation" and ruling["offender"] == "N"
    assert ruling["laws"] == [ref, "43B1"]


@pytest.mark.parametrize(("act", "ref"), [("exchanged_hands", "43A2(A)"), ("left_seat", "43A2(B)"),
                                          ("looked_at_defender_hand", "43A2(C)")])
def test_law43a2_specific_limitations_forfeit_42b_rights(act, ref):
    ruling = ruled("dummy_violation", by="N", act=act)
    assert ruling["laws"] == [ref, "43B1", "43B2"] and "play.dummy.forfeits_rights" in keys(ruling)


def test_law43b2a_dummy_after_a2_violation_draws_attention_to_defender_irregularity():
    ruling = ruled("dummy_violation", by="N", act="drew_attention_during_play", after_a2_violation=True)
    assert "43B2(A)" in ruling["laws"] and "play.dummy.b2a_no_penalty_for_defender" in keys(ruling)


def test_law43b2a_not_when_the_irregularity_was_declarers():
    ruling = ruled("dummy_violation", by="N", act="drew_attention_during_play", after_a2_violation=True,
                   irregularity_by_defender=False)
    assert "43B2(A)" not in ruling["laws"]


def test_law43b2b_dummy_after_a2_violation_warns_wrong_hand_defender_chooses_hand():
    ruling = ruled("dummy_violation", by="N", act="warned_wrong_hand", after_a2_violation=True)
    assert ruling["laws"] == ["43B2(B)", "43B1"] and ruling["lead_restrictions"]


def test_law43b2c_dummy_after_a2_violation_asks_declarer_illegal_play_substituted_law64():
    ruling = ruled("dummy_violation", by="N", act="asked_declarer_revoke", after_a2_violation=True,
                   declarer_play_illegal=True)
    assert ruling["laws"] == ["43B2(C)", "43B1", "64"] and ruling["adjusted_score"] == "possible"


def test_law43b2c_declarers_play_was_legal():
    ruling = ruled("dummy_violation", by="N", act="asked_declarer_revoke", after_a2_violation=True)
    assert keys(ruling) == ["play.dummy.procedural_penalty", "play.dummy.b2c_play_was_legal"]


def test_law43b1_after_an_a2_violation_dummy_is_liable_to_the_procedural_penalty_too():
    """43B1: «Болван подлежит наказанию по правилу 90 за любое нарушение вышеизложенных в разделах A1 и A2
    ограничений» — the A2 violation that takes away dummy's 42B rights is itself one."""
    for act in ("warned_wrong_hand", "asked_declarer_revoke"):
        ruling = ruled("dummy_violation", by="N", act=act, after_a2_violation=True)
        assert "play.dummy.procedural_penalty" in keys(ruling) and ruling["corpus"]["43B1"] is True


def test_law45f_dummy_indicates_card_director_judges_suggestion():
    ruling = ruled("dummy_violation", by="N", act="indicated_card")
    assert ruling["laws"] == ["45F"] and ruling["adjusted_score"] == "none"
    assert ruled("dummy_violation", by="N", act="indicated_card", suggested_play=True)["adjusted_score"] == "possible"


def test_dummy_violation_by_a_non_dummy_or_unknown_act_refused():
    assert refused("dummy_violation", by="S", act="left_seat") == "not_dummy"
    assert refused("dummy_violation", by="N", act="sang") == "bad_field"
    assert refused("dummy_violation", by="N") == "missing_field"
