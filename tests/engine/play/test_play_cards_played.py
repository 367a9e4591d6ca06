"""Laws 45 (card played: 45C1–C4, 45D, 45E), 46 (designation of dummy's card), 47 (retraction)."""

import pytest
from play_helpers import keys, pcs, refused, ruled


def test_law45c1_defender_card_partner_could_see_must_be_played():
    ruling = ruled("card_played", by="W", card="HK", how="held_face_up")
    assert ruling["laws"] == ["45C1"] and ruling["penalty_cards"] == []


def test_law45c1_card_partner_could_not_see_is_not_played():
    ruling = ruled("card_played", by="W", card="HK", how="held_face_up", partner_could_see=False)
    assert ruling["type"] == "none"


def test_law45c1_and_45e1_defender_already_played_card_is_penalty_card():
    ruling = ruled("card_played", by="W", card="HK", how="held_face_up", already_played_to_trick=True)
    assert pcs(ruling) == [("W", "HK", "major")] and "45E1" in ruling["laws"]


def test_law45c2_declarer_card_held_face_up_is_played():
    assert ruled("card_played", by="S", card="HK", how="held_face_up")["laws"] == ["45C2", "48A"]


@pytest.mark.parametrize(("purpose", "key"), [("play", "play.card.dummy_touched_played"),
                                              ("arrange", "play.card.dummy_touched_not_played"),
                                              ("reach", "play.card.dummy_touched_not_played")])
def test_law45c3_dummy_card_touched(purpose, key):
    assert keys(ruled("card_played", by="N", card="D3", how="touched", purpose=purpose)) == [key]


def test_law45c3_only_dummys_cards_are_played_by_touch():
    assert refused("card_played", by="S", card="D3", how="touched") == "touched_only_dummy"


def test_law45c4a_named_card_is_played():
    assert ruled("card_played", by="E", card="C7", how="named")["laws"] == ["45C4(A)"]


def test_law45c4b_inadvertent_designation_corrected_without_pause():
    ruling = ruled("designation_changed", by="S", card="H2", new_card="H3", inadvertent=True, without_pause=True,
                   opponent_played=True)
    assert {"45C4(B)", "47C", "47D", "16C2"} <= set(ruling["laws"])


@pytest.mark.parametrize(("inadvertent", "without_pause"), [(False, True), (True, False)])
def test_law45c4b_otherwise_the_designation_stands(inadvertent, without_pause):
    ruling = ruled("designation_changed", by="S", card="H2", new_card="H3", inadvertent=inadvertent,
                   without_pause=without_pause)
    assert ruling["laws"] == ["45C4(A)", "47G"]


def test_law45e1_defenders_fifth_card_is_penalty_card():
    ruling = ruled("fifth_card", by="E", card="S9")
    assert pcs(ruling) == [("E", "S9", "major")] and "45E1" in ruling["laws"]


def test_law45e1_fifth_card_judged_a_lead_goes_to_53_56():
    ruling = ruled("fifth_card", by="E", card="S9", judged_lead=True)
    assert ruling["see_type"] == "lead_out_of_turn" and ruling["penalty_cards"] == []


def test_law45e2_declarers_fifth_card_no_penalty_unless_a_lead():
    assert keys(ruled("fifth_card", by="S", card="S9")) == ["play.card.fifth_declarer_no_penalty"]
    assert ruled("fifth_card", by="N", card="S9", judged_lead=True)["see_type"] == "lead_out_of_turn"


def test_law45d_dummy_misplayed_card_withdrawn_before_next_trick():
    ruling = ruled("dummy_misplayed", card="C5", defender_played_after=True)
    assert ruling["offender"] == "N" and "play.card.defender_may_withdraw_after" in keys(ruling)


def test_law45d_dummy_misplayed_card_stands_after_next_trick():
    assert ruled("dummy_misplayed", card="C5", noticed_before_next_trick=False)["laws"] == ["45D", "47G"]


@pytest.mark.parametrize(("designation", "extra", "ref"), [
    ("high", {}, "46B1"), ("low", {}, "46B1"), ("suit_only", {}, "46B2"),
    ("rank_only", {"leading": True}, "46B3(A)"), ("rank_only", {"several_legal": True}, "46B3(B)"),
    ("rank_only", {}, "46B3(B)"), ("absent_card", {}, "46B4"),
])
def test_law46b_incomplete_or_erroneous_designation(designation, extra, ref):
    ruling = ruled("dummy_card_designation", designation=designation, suit="H", rank="Q", **extra)
    assert ruling["laws"] == ["46A", ref]


def test_law46b_declarers_evident_intention_prevails():
    assert ruled("dummy_card_designation", designation="low", suit="C", intent_evident=True)["laws"] == ["46A", "46B"]


@pytest.mark.parametrize(("reason", "ref"), [("corrected_designation", "47C"), ("opponent_changed_play", "47D"),
                                             ("misinformed_lead", "47E1"), ("misexplanation", "47E2(A)"),
                                             ("other", "47G")])
def test_law47_retraction_cases(reason, ref):
    assert ruled("card_retraction", by="E", card="D8", reason=reason)["laws"] == [ref]


def test_law47e2b_too_late_after_a_later_card_law40c():
    ruling = ruled("card_retraction", by="E", card="D8", reason="misexplanation", later_card_played=True)
    assert ruling["laws"] == ["47E2(B)", "40C"] and ruling["adjusted_score"] == "possible"


def test_law47f_withdrawn_card_gave_information_adjusted_score():
    ruling = ruled("card_retraction", by="E", card="D8", reason="misinformed_lead", gave_information=True)
    assert "47F" in ruling["laws"] and ruling["adjusted_score"] == "possible"


def test_cards_played_bad_input_refused():
    assert refused("card_played", by="W", card="HK") == "missing_field"
    assert refused("card_played", by="W", card="HK", how="thrown") == "bad_field"
    assert refused("card_played", by="N", card="HK", how="held_face_up") == "not_declarer_or_defender"
    assert refused("dummy_card_designation") == "missing_field"
    assert refused("dummy_card_designation", designation="high") == "missing_field"
    assert refused("dummy_card_designation", designation="rank_only", suit="H") == "missing_field"
