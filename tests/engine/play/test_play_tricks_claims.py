"""Law 44 (who wins a trick), 41B/41C (review of the auction), 66 (inspecting tricks), 67 (defective trick),
68–71 (claims and concessions: classification, procedure, principles; the judgement is the director's)."""

import pytest
from play_helpers import keys, refused, ruled

from engine.cards import parse_cards
from engine.play_tricks import followed_suit, trick_winner
from engine.ruling import Step
from engine.rulings.play import claims
from engine.seats import Seat


@pytest.mark.parametrize(("cards", "trump", "winner"), [
    ("HA HK HQ HJ", "S", "W"), ("H2 HK HQ HJ", "S", "N"), ("H2 S2 HA HK", "S", "N"),
    ("H2 S2 S3 HK", "S", "E"), ("H2 D2 CA DA", None, "W"), ("H2 S2 S3 HK", None, "S"),
])
def test_law44e_44f_trick_winner(cards, trump, winner):
    assert trick_winner(Seat.W, parse_cards(cards), trump).value == winner


def test_law44c_44d_following_suit():
    hand = parse_cards("H2 S5")
    assert followed_suit(parse_cards("H2")[0], "H", hand)
    assert not followed_suit(parse_cards("S5")[0], "H", hand)
    assert followed_suit(parse_cards("S5")[0], "D", hand)


def test_law44g_trick_dispute_winner_leads():
    ruling = ruled("trick_dispute", leader="W", cards="H2 S2 HA HK")
    assert ruling["winner"] == "N" and ruling["laws"] == ["44E", "44G"]
    assert ruled("trick_dispute", contract="3NT", leader="W", cards="H2 S2 HA HK")["winner"] == "E"


def test_law44_trick_must_have_four_different_cards():
    assert refused("trick_dispute", leader="W", cards="H2 S2 HA") == "bad_trick"


@pytest.mark.parametrize(("seat", "when", "allowed", "ref"), [
    ("E", "before_lead_faced", True, "41B"), ("S", "before_lead_faced", True, "41B"),
    ("N", "before_lead_faced", False, "41B"), ("E", "first_turn", True, "41B"), ("E", "later", False, "41C"),
    ("N", "later", False, "43A1(C)"),
])
def test_law41b_41c_review_of_the_auction(seat, when, allowed, ref):
    ruling = ruled("auction_review", by=seat, when=when)
    assert ruling["allowed"] is allowed and ruling["laws"][0] == ref


def test_law41b_review_right_lost_once_he_has_played():
    assert ruled("auction_review", by="E", when="first_turn", played_card=True)["allowed"] is False


def test_law41c_contract_and_doubling_may_always_be_asked():
    assert ruled("auction_review", by="W", when="later", request="contract")["laws"] == ["41C"]


def test_law41b_explanations_in_turn_defenders_question_ui():
    ruling = ruled("auction_review", by="W", when="later", request="explanation")
    assert ruling["laws"] == ["41B", "16", "16A", "12C2"]


@pytest.mark.parametrize(("what", "facts", "allowed", "ref"), [
    ("current_trick", {}, True, "66A"), ("current_trick", {"side_played_to_next": True}, False, "66A"),
    ("current_trick", {"turned_own_card": True}, False, "66A"), ("own_last_card", {}, True, "66B"),
    ("own_last_card", {"next_lead_made": True}, False, "66B"), ("quitted_tricks", {}, False, "66C"),
    ("after_play", {}, True, "66D"),
])
def test_law66_inspecting_tricks(what, facts, allowed, ref):
    ruling = ruled("trick_inspection", by="E", what=what, **facts)
    assert (ruling["type"] == "none") is allowed and ruling["laws"] == [ref]


def test_law66d_player_who_mixed_cards_loses_the_doubt():
    assert "play.inspect.mixed_against" in keys(ruled("trick_inspection", by="E", what="after_play", cards_mixed=True))


@pytest.mark.parametrize(("defect", "key"), [("failed_to_play", "play.defective.supply_card"),
                                             ("too_many", "play.defective.withdraw_extra")])
def test_law67a_defective_trick_rectified_before_both_sides_played_on(defect, key):
    ruling = ruled("defective_trick", by="E", defect=defect, trick=6)
    assert key in keys(ruling) and "67A" in ruling["laws"]


def test_law67a_too_many_defender_card_is_45e1():
    assert "45E1" in ruled("defective_trick", by="E", defect="too_many")["laws"]
    assert "45E2" in ruled("defective_trick", by="S", defect="too_many")["laws"]


def test_law67b_later_is_the_directors_judgement():
    ruling = ruled("defective_trick", by="E", defect="failed_to_play", noticed_before_next_trick=False)
    assert "play.judgement_is_directors" in keys(ruling) and "67B" in ruling["laws"]


def test_law68_statement_about_current_trick_is_not_a_claim():
    assert ruled("claim", by="S", current_trick_only=True)["type"] == "none"


def test_law68_70_contested_claim_procedure_and_principles_judgement_is_directors():
    ruling = ruled("claim", by="S", tricks=10)
    assert ruling["judgement"] == "director" and ruling["claimed_tricks"] == 10
    assert [r for r in ruling["laws"] if r in {"68", "70A", "70B", "70"}] == ["68", "70A", "70B", "70"]
    assert keys(ruling)[-1] == "play.judgement_is_directors"


@pytest.mark.parametrize(("fact", "ref"), [("outstanding_trump", "70C"), ("new_line", "70D"),
                                           ("unstated_finesse", "70E")])
def test_law70_principles_named_when_the_facts_raise_them(fact, ref):
    assert ref in ruled("claim", by="S", tricks=10, **{fact: True})["laws"]
    assert ref not in ruled("claim", by="S", tricks=10)["laws"]


def test_law70e_finesse_accepted_when_opponent_showed_out():
    ruling = ruled("claim", by="S", unstated_finesse=True, opponent_showed_out=True)
    assert "play.claim.finesse_showed_out" in keys(ruling)


def test_law70e_1997_irrational_exception_not_applied_in_1987():
    """Doubt (L): the 'unless irrational' escape of 70E is dated to 1997 by the change articles."""
    assert claims.FINESSE_IRRATIONAL_EXCEPTION is False
    assert "play.claim.unstated_finesse" in keys(ruled("claim", by="S", unstated_finesse=True))


def test_law69a_agreed_claim_stands():
    ruling = ruled("claim", by="S", tricks=10, status="agreed")
    assert "69A" in ruling["laws"] and ruling["adjusted_score"] == "none"


@pytest.mark.parametrize("fact", ["conceded_won_trick", "conceded_unlosable_trick"])
def test_law69b_71_acceptance_withdrawn_within_correction_period(fact):
    """69B «участник может отменить принятие претензии оппонента»: the director restores the trick — a decision on
    the tricks, not an adjusted score for a damaged side (a claim is no irregularity)."""
    ruling = ruled("claim", by="S", tricks=10, status="agreed", **{fact: True})
    assert {"69B", "71"} <= set(ruling["laws"]) and ruling["adjusted_score"] == "none"


def test_law69b_after_the_correction_period_the_agreement_stands():
    ruling = ruled("claim", by="S", status="agreed", conceded_won_trick=True, within_correction_period=False)
    assert "play.claim.correction_period_over" in keys(ruling)


def test_law68_concession_and_defenders_partner_objection_uncertain_for_1987():
    """Doubt (L): 1997 68B voids a defender's concession to which partner objects at once; not confirmed for 1987."""
    assert claims.PARTNER_OBJECTION_VOIDS_CONCESSION is False
    ruling = ruled("claim", by="W", kind="concession", tricks=2, partner_objected=True)
    assert "play.claim.is_concession" in keys(ruling) and "play.claim.partner_objected_doubt" in keys(ruling)


def test_law48b2_claim_by_facing_the_hand():
    assert "play.declarer.faced_is_claim" in keys(ruled("claim", by="S", faced_hand=True))


def test_claim_bad_input_refused():
    assert refused("claim", by="S", tricks=14) == "out_of_range"
    assert refused("claim", by="S", kind="surrender") == "bad_field"


def test_law68_a_claim_has_a_claimer_not_an_offender():
    ruling = ruled("claim", by="S", tricks=10)
    assert ruling["offender"] is None and ruling["claimer"] == "S"


def test_law69a_an_agreed_concession_stands_no_decision_on_the_tricks():
    """69A «Сдача обсчитывается так, как будто взятки, к которым относилась претензия или уступка, были выиграны
    или потеряны в ходе игры»: agreed, it stands — no "the director decides the remaining tricks" (that is 70, a
    contested claim); the director acts only under 69B (a trick in fact won or that could not be lost)."""
    ruling = ruled("claim", by="W", kind="concession", tricks=2, status="agreed")
    assert "play.claim.agreed_stands" in keys(ruling)
    assert "play.claim.decide_tricks" not in keys(ruling) and "play.judgement_is_directors" not in keys(ruling)
    assert ruling["judgement"] == "none" and "69B" not in ruling["laws"]
    withdrawn = ruled("claim", by="W", kind="concession", tricks=2, status="agreed", conceded_won_trick=True)
    assert "play.claim.decide_tricks" not in keys(withdrawn)
    assert keys(withdrawn)[-1] == "play.judgement_is_directors" and withdrawn["judgement"] == "director"


def test_law70a_doubtful_points_are_70a_not_68_and_unclaimed_tricks_are_conceded():
    """70A (survives only as «При рассмотрении оспоренной претензии судья …»: the rule on doubtful points is on a
    missing page) — the missing statement's consequence is cited to 70A, not to 68 (which requires the statement);
    a claim concedes the remaining tricks not claimed."""
    from bot.render.ruling import step_text

    ruling = ruled("claim", by="S", kind="claim", tricks=5, statement=False, outstanding_trump=True)
    no_statement = next(s for s in ruling["steps"] if s["key"] == "play.claim.no_statement")
    assert no_statement["ref"] == "70A" and ruling["corpus"]["70A"] is False
    first = ruling["steps"][0]
    assert "any remaining tricks not claimed are conceded" in step_text(Step(**first), "en")
    assert "не включённые в неё, уступлены" in step_text(Step(**first), "ru")
