"""Law 57: a defender's premature lead or play (57A1 highest, 57A2 lowest, 57A3 a named other suit, 57B partner
cannot comply, 57C declarer had played from both hands)."""

import pytest
from play_helpers import keys, pcs, refused, ruled


def test_law57a_card_becomes_penalty_card_and_declarer_has_three_options():
    ruling = ruled("premature_play", by="W", card="H5", trick=3)
    assert pcs(ruling) == [("W", "H5", "major")]
    assert [o["choice"]["declarer"] for o in ruling["options"]] == ["highest", "lowest", "other_suit"]
    assert {"57A1", "57A2", "57A3"} <= set(ruling["laws"])


@pytest.mark.parametrize(("choice", "ref"), [("highest", "57A1"), ("lowest", "57A2"), ("other_suit", "57A3")])
def test_law57a_each_option_binds_the_offenders_partner(choice, ref):
    suit = {"suit": "D"} if choice == "other_suit" else {}
    ruling = ruled("premature_play", by="W", card="H5", suit_led="C", choices={"declarer": choice, **suit})
    step = next(s for s in ruling["steps"] if s["key"] == f"play.premature.{choice}")
    assert step["ref"] == ref and step["params"]["partner"] == "E"
    assert ruling["play_restriction"]["seat"] == "E" and ruling["play_restriction"]["choice"] == choice


def test_law57a3_corpus_wording_forbids_a_card_of_the_named_suit():
    ruling = ruled("premature_play", by="E", card="H5", suit_led="C", choices={"declarer": "other_suit", "suit": "D"})
    assert ruling["play_restriction"] == {"seat": "W", "choice": "other_suit", "suit": "D"}


def test_law57a3_named_suit_must_be_another_suit():
    assert refused("premature_play", by="E", card="H5", suit_led="C",
                   choices={"declarer": "other_suit", "suit": "C"}) == "bad_field"


def test_law57b_partner_who_cannot_comply_plays_any_legal_card():
    ruling = ruled("premature_play", by="W", card="H5", choices={"declarer": "highest"})
    assert "play.premature.cannot_comply" in keys(ruling)


def test_law57a_premature_lead_to_the_next_trick():
    assert keys(ruled("premature_play", by="W", card="H5", led=True))[0] == "play.premature.led"


def test_law57c_no_penalty_when_declarer_had_played_from_both_hands():
    ruling = ruled("premature_play", by="W", card="H5", declarer_played_both_hands=True)
    assert ruling["penalty_cards"] == [] and ruling["options"] == [] and ruling["laws"] == ["57C"]


@pytest.mark.parametrize("seat", ["S", "N"])
def test_law57_only_a_defender_plays_prematurely(seat):
    assert refused("premature_play", by=seat, card="H5") == "not_a_defender"


def test_law57_lead_choices_are_not_57_choices():
    assert refused("premature_play", by="W", card="H5", choices={"declarer": "accept"}) == "bad_field"
