"""Penalty cards: Laws 49 (a defender's exposed card), 50 (major or minor; disposition; 50B stays face up;
50E declarer's options), 51 (two or more penalty cards), 52 (failure to play one), 48A (never declarer's)."""

import pytest
from play_helpers import keys, option, pcs, refused, ruled


@pytest.mark.parametrize("card", ["H2", "S5", "D9", "C8"])
def test_law50_single_low_card_exposed_inadvertently_is_minor(card):
    ruling = ruled("penalty_card", by="W", cards=[card])
    assert pcs(ruling) == [("W", card, "minor")]
    assert "play.pc.minor_disposition" in keys(ruling)


@pytest.mark.parametrize("card", ["HT", "SJ", "DQ", "CK", "HA"])
def test_law50_an_honour_is_a_major_penalty_card(card):
    assert pcs(ruled("penalty_card", by="E", cards=[card])) == [("E", card, "major")]


def test_law50_low_card_exposed_through_deliberate_play_is_major():
    assert pcs(ruled("penalty_card", by="E", cards=["H3"], deliberate=True)) == [("E", "H3", "major")]


def test_law50_every_card_is_major_when_more_than_one_is_exposed():
    ruling = ruled("penalty_card", by="W", cards=["H3", "D4"])
    assert pcs(ruling) == [("W", "H3", "major"), ("W", "D4", "major")]
    assert "play.pc.kind_major_several" in keys(ruling)


def test_law49_and_50b_penalty_card_stays_face_up():
    ruling = ruled("penalty_card", by="W", cards=["SK"])
    assert keys(ruling)[0] == "play.pc.is_penalty_card_one"  # one card: worded in the singular
    assert "50B" in [s["ref"] for s in ruling["steps"] if s["key"] == "play.pc.stays_face_up"]


def test_law50_major_must_be_played_at_first_legal_opportunity_following_suit_first():
    ruling = ruled("penalty_card", by="W", cards=["SK"])
    assert "play.pc.major_first_opportunity" in keys(ruling)
    assert "44C" in ruling["laws"]


def test_law50_minor_penalty_card_puts_no_restriction_on_partners_lead():
    ruling = ruled("penalty_card", by="W", cards=["S4"], partner_has_lead=True)
    assert ruling["options"] == [] and not ruling["lead_restrictions"]
    assert "play.pc.minor_partner_free" in keys(ruling)


def test_law50e_major_and_partner_has_the_lead_three_options():
    ruling = ruled("penalty_card", by="W", cards=["SK"], partner_has_lead=True)
    assert [o["choice"]["declarer"] for o in ruling["options"]] == ["require_suit", "forbid_suit", "none"]
    assert ruling["lead_restrictions"]
    assert option(ruling, declarer="none")["penalty_cards"] == ruling["penalty_cards"]


def test_law50e_require_names_the_partner_who_leads():
    ruling = ruled("penalty_card", by="W", cards=["SK"], partner_has_lead=True, choices={"declarer": "require_suit"})
    step = next(s for s in ruling["steps"] if s["key"] == "play.pc.require_suit")
    assert step["params"]["leader"] == "E" and ruling["penalty_cards"] == []


def test_law51b1_two_penalty_cards_in_one_suit_require_picks_both_up():
    ruling = ruled("penalty_card", by="W", cards=["SK", "S4"], partner_has_lead=True,
                   choices={"declarer": "require_suit"})
    assert ruling["penalty_cards"] == []
    assert "51B1(A)" in ruling["laws"]


def test_law51b1b_forbid_one_suit_picks_up_its_cards():
    ruling = ruled("penalty_card", by="W", cards=["SK", "S4"], partner_has_lead=True,
                   choices={"declarer": "forbid_suit"})
    assert ruling["penalty_cards"] == [] and "51B1(B)" in ruling["laws"]


def test_law51b2a_several_suits_require_one_the_others_remain():
    ruling = ruled("penalty_card", by="W", cards=["SK", "H4"], partner_has_lead=True,
                   choices={"declarer": "require_suit", "suit": "H"})
    assert pcs(ruling) == [("W", "SK", "major")] and "51B2(A)" in ruling["laws"]


def test_law51b2a_several_suits_require_needs_the_suit_named():
    assert refused("penalty_card", by="W", cards=["SK", "H4"], partner_has_lead=True,
                   choices={"declarer": "require_suit"}) == "missing_field"


def test_law51b2b_several_suits_forbid_each_picks_them_all_up():
    ruling = ruled("penalty_card", by="W", cards=["SK", "H4"], partner_has_lead=True,
                   choices={"declarer": "forbid_suit"})
    assert ruling["penalty_cards"] == [] and "51B2(B)" in ruling["laws"]


def test_law51b2b_forbid_only_some_suits_keeps_the_other_cards():
    ruling = ruled("penalty_card", by="W", cards=["SK", "H4", "D2"], partner_has_lead=True,
                   choices={"declarer": "forbid_suit", "suits": ["H"]})
    assert pcs(ruling) == [("W", "SK", "major"), ("W", "D2", "major")]


def test_law51b2_options_list_require_per_suit():
    ruling = ruled("penalty_card", by="W", cards=["SK", "H4"], partner_has_lead=True)
    assert [o["choice"] for o in ruling["options"]][:2] == [{"declarer": "require_suit", "suit": "H"},
                                                            {"declarer": "require_suit", "suit": "S"}]


def test_law51a_two_penalty_cards_offender_to_play_declarer_designates():
    ruling = ruled("penalty_card", by="W", cards=["SK", "SQ"], offender_to_play=True)
    assert "play.pc.declarer_designates" in keys(ruling) and "51A" in ruling["laws"]


def test_law50_adjusted_score_instead_when_offender_could_know_the_benefit():
    ruling = ruled("penalty_card", by="W", cards=["SK"], could_know_benefit=True)
    assert ruling["adjusted_score"] == "required" and "play.pc.adjusted_instead" in keys(ruling)


@pytest.mark.parametrize("seat", ["S", "N"])
def test_law48a_declarer_and_dummy_cards_are_never_penalty_cards(seat):
    ruling = ruled("penalty_card", by=seat, cards=["SK"])
    assert ruling["penalty_cards"] == [] and "48A" in ruling["laws"]


def test_law52a_failure_to_play_major_pc_offender_may_not_withdraw_options():
    ruling = ruled("penalty_card", by="W", cards=["SK"], failed_to_play="S2")
    assert [o["choice"] for o in ruling["options"]] == [{"accepted": True}, {"accepted": False}]
    assert keys(ruling) == ["play.pc.failed_no_withdrawal"]


def test_law52b1_declarer_accepts_card_stands_pc_remains():
    ruling = ruled("penalty_card", by="W", cards=["SK"], failed_to_play="S2", choices={"accepted": True})
    assert pcs(ruling) == [("W", "SK", "major")]
    assert "61A" in ruling["laws"]


def test_law52b1_declarer_who_played_since_must_accept():
    ruling = ruled("penalty_card", by="W", cards=["SK"], failed_to_play="S2", declarer_played_after=True)
    assert "play.pc.failed_must_accept" in keys(ruling) and ruling["options"] == []


def test_law52b2_substitution_card_played_in_error_becomes_major_pc():
    ruling = ruled("penalty_card", by="W", cards=["SK"], failed_to_play="S2", choices={"accepted": False})
    assert pcs(ruling) == [("W", "S2", "major")]


def test_law52_failed_to_play_card_must_differ_from_the_penalty_card():
    assert refused("penalty_card", by="W", cards=["SK"], failed_to_play="SK") == "bad_field"


def test_bad_penalty_card_input_refused():
    assert refused("penalty_card", by="W", cards=["SK", "SK"]) == "duplicate_card"
    assert refused("penalty_card", by="W") == "missing_field"
    assert refused("penalty_card", by="W", cards=["SK"], partner_has_lead=True,
                   choices={"declarer": "highest"}) == "bad_field"


def test_law50_minor_penalty_card_lead_choice_is_refused():
    assert refused("penalty_card", by="W", cards=["S4"], partner_has_lead=True,
                   choices={"declarer": "require_suit"}) == "minor_no_lead_options"
