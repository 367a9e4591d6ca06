"""Revokes: Laws 61B (inquiries), 62 (correction before establishment; 62D the 12th trick), 63 (established),
64A1/64A2 (transfer), 64B (no transfer), 64C (equity); scores before and after the transfer (77)."""

import pytest
from play_helpers import keys, pcs, refused, ruled

from engine.ruling import Step
from engine.rulings.play import revokes

EST = {"by": "W", "trick": 5, "established": True}


def test_law64a1_offender_won_revoke_trick_and_side_won_later_two_tricks():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=2)
    assert ruling["tricks_transferred"] == 2 and "64A1" in ruling["laws"]


def test_law64a1_offender_won_revoke_trick_nothing_later_one_trick():
    assert ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=0)["tricks_transferred"] == 1


def test_law64a1_offender_won_revoke_trick_given_as_bool():
    ruling = ruled("revoke", **EST, offender_won_revoke_trick=True, offending_side_tricks_after=3)
    assert ruling["tricks_transferred"] == 2


def test_law64a2_partner_won_revoke_trick_one_trick():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="E", offending_side_tricks_after=4)
    assert ruling["tricks_transferred"] == 1 and "64A2" in ruling["laws"]


def test_law64a2_nos_won_revoke_trick_os_won_later_one_trick():
    assert ruled("revoke", **EST, revoke_trick_won_by="S", offending_side_tricks_after=1)["tricks_transferred"] == 1


def test_law64a2_offender_not_winner_but_side_won_a_later_trick_known_only_by_bool():
    ruling = ruled("revoke", **EST, offender_won_revoke_trick=False, offending_side_tricks_after=1)
    assert ruling["tricks_transferred"] == 1


def test_law64b1_os_won_neither_revoke_trick_nor_later_no_transfer():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="N", offending_side_tricks_after=0)
    assert ruling["tricks_transferred"] == 0 and "64B1" in ruling["laws"]


def test_law64b1_unknown_revoke_trick_winner_with_nothing_later_is_refused():
    assert refused("revoke", **EST, offender_won_revoke_trick=False, offending_side_tricks_after=0) == \
        "missing_field"


def test_law64a2_extra_trick_for_a_later_win_with_a_card_legal_on_the_revoke_trick():
    """Doubt (M): 1997 64A2 adds a trick when the offender later won with a card he could legally have played to
    the revoke trick; deleted in 2007; believed to be 1987. LAW64A2_EXTRA_TRICK switches it."""
    assert revokes.LAW64A2_EXTRA_TRICK is True
    ruling = ruled("revoke", **EST, revoke_trick_won_by="S", offending_side_tricks_after=2,
                   offender_won_later_with_legal_card=True)
    assert ruling["tricks_transferred"] == 2 and "play.revoke.transfer_a2_extra" in keys(ruling)


def test_law64a2_extra_trick_off(monkeypatch):
    monkeypatch.setattr(revokes, "LAW64A2_EXTRA_TRICK", False)
    ruling = ruled("revoke", **EST, revoke_trick_won_by="S", offending_side_tricks_after=2,
                   offender_won_later_with_legal_card=True)
    assert ruling["tricks_transferred"] == 1


def test_law64a_declarer_revoke_won_in_dummy_is_a2_uncertain_for_1987():
    """Doubt (L): the footnote 'a trick won in dummy is not won by declarer' dates from 2007."""
    assert revokes.DUMMY_WIN_IS_DECLARER_WIN is False
    ruling = ruled("revoke", by="S", trick=5, established=True, revoke_trick_won_by="N", offending_side_tricks_after=3)
    assert ruling["tricks_transferred"] == 1 and "64A2" in ruling["laws"]


def test_law64a_declarer_revoke_won_in_dummy_as_a1_when_switched(monkeypatch):
    monkeypatch.setattr(revokes, "DUMMY_WIN_IS_DECLARER_WIN", True)
    ruling = ruled("revoke", by="S", trick=5, established=True, revoke_trick_won_by="N", offending_side_tricks_after=3)
    assert ruling["tricks_transferred"] == 2


@pytest.mark.parametrize(("field", "ref"), [("same_suit_repeat", "64B2"), ("failed_to_play_faced_card", "64B3"),
                                            ("noticed_after_next_board", "64B4"), ("noticed_after_round", "64B5")])
def test_law64b_no_transfer_cases(field, ref):
    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=3, **{field: True})
    assert ruling["tricks_transferred"] == 0 and ref in ruling["laws"]
    assert ruling["adjusted_score"] == "possible" and "64C" in ruling["laws"]


def test_law64b3_dummys_revoke_is_failure_to_play_a_faced_card():
    ruling = ruled("revoke", by="N", trick=5, established=True, revoke_trick_won_by="N", offending_side_tricks_after=3)
    assert ruling["tricks_transferred"] == 0 and "64B3" in ruling["laws"]


def test_law64c_equity_after_every_established_revoke():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=1)
    assert ruling["adjusted_score"] == "possible" and keys(ruling)[-1] == "play.revoke.equity"


def test_law63_established_revoke_is_not_corrected():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=1)
    assert keys(ruling)[:2] == ["play.revoke.established", "play.revoke.not_corrected"]
    assert ruling["penalty_cards"] == []


def test_law64_transfer_needs_the_later_tricks():
    assert refused("revoke", **EST, revoke_trick_won_by="W") == "missing_field"


def test_law64_later_tricks_cannot_exceed_the_tricks_left():
    assert refused("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=9) == "out_of_range"


def test_law64_contradictory_winner_fields_refused():
    assert refused("revoke", **EST, revoke_trick_won_by="E", offender_won_revoke_trick=True,
                   offending_side_tricks_after=1) == "contradictory_fields"


def test_law77_score_before_and_after_the_transfer():
    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=1, declarer_tricks=9)
    assert ruling["score"]["before"]["score_ns"] == -50 and ruling["score"]["after"]["score_ns"] == 450
    assert "play.revoke.score_change_ns" in keys(ruling)


@pytest.mark.parametrize(("lang", "side"), [("ru", "Север–Юг"), ("en", "North–South")])
def test_law77_score_line_words_the_side(lang, side):
    """77 (QA round 2 item 5): the score line names the side in words, never the code "NS"."""
    from bot.render.ruling import step_text

    ruling = ruled("revoke", **EST, revoke_trick_won_by="W", offending_side_tricks_after=1, declarer_tricks=9)
    step = next(s for s in ruling["steps"] if s["key"].startswith("play.revoke.score_change"))
    text = step_text(Step(**step), lang)
    assert side in text and "NS" not in text and "-50" in text and "450" in text


def test_law62b1_unestablished_defender_revoke_card_becomes_major_pc():
    ruling = ruled("revoke", by="E", trick=5, card="D4")
    assert pcs(ruling) == [("E", "D4", "major")]
    assert ruling["tricks_transferred"] == 0 and "62B1" in ruling["laws"]


def test_law62b2_declarer_revoke_corrected_without_penalty():
    ruling = ruled("revoke", by="S", trick=5, card="D4")
    assert ruling["penalty_cards"] == [] and "62B2" in ruling["laws"] and "48A" in ruling["laws"]


def test_law62b2_defenders_faced_card_replaced_without_penalty():
    ruling = ruled("revoke", by="E", trick=5, card="D4", faced_card=True)
    assert ruling["penalty_cards"] == [] and "62B2" in ruling["laws"]


def test_law62c_non_offenders_then_offenders_may_withdraw_later_cards():
    ruling = ruled("revoke", by="E", trick=5, card="D4")
    assert keys(ruling)[-7:-2] == ["play.revoke.nos_may_withdraw", "play.revoke.os_next_may_withdraw",
                                   "play.revoke.nos_withdrawn_info_ui", "ui.restriction", "ui.adjust"]


def test_law61b_inquiries_stated_when_correcting():
    assert keys(ruled("revoke", by="E", trick=5))[0] == "play.revoke.inquiries"


def test_law62d1_twelfth_trick_revoke_corrected_even_if_established_no_transfer():
    ruling = ruled("revoke", by="E", trick=12, established=True, revoke_trick_won_by="E",
                   offending_side_tricks_after=1, card="C2")
    assert ruling["tricks_transferred"] == 0 and "62D1" in ruling["laws"]
    assert pcs(ruling) == [("E", "C2", "major")]


def test_law62d2_defender_revoked_before_partner_played_to_trick_12():
    ruling = ruled("revoke", by="E", trick=12, partner_played_to_trick12=False)
    assert "play.revoke.twelfth_partner_choice" in keys(ruling)
    assert "play.revoke.twelfth_partner_choice_if" in keys(ruled("revoke", by="E", trick=12))  # not established
    assert "62D2" not in ruled("revoke", by="E", trick=12, partner_played_to_trick12=True)["laws"]


def test_law62d1_after_hands_returned_twelfth_trick_revoke_still_transfers_nothing():
    ruling = ruled("revoke", by="E", trick=12, established=True, hands_returned=True, revoke_trick_won_by="E",
                   offending_side_tricks_after=1)
    assert ruling["tricks_transferred"] == 0 and ruling["adjusted_score"] == "possible"


def test_no_revoke_possible_on_trick_13():
    assert refused("revoke", by="E", trick=13) == "impossible_revoke_trick"


def test_revoke_needs_the_trick():
    assert refused("revoke", by="E") == "missing_field"


@pytest.mark.parametrize(("fact", "ref"), [("offending_side_played_next", "63A1"),
                                           ("offending_side_named_next_card", "63A2"),
                                           ("offending_side_claimed", "63A3")])
def test_law63a_facts_that_establish_a_revoke(fact, ref):
    ruling = ruled("revoke", by="W", trick=5, revoke_trick_won_by="W", offending_side_tricks_after=1, **{fact: True})
    assert ruling["laws"][0] == ref and ruling["tricks_transferred"] == 2


def test_law63a_establishing_fact_contradicts_established_false():
    assert refused("revoke", by="W", trick=5, established=False, offending_side_played_next=True) == \
        "contradictory_fields"


def test_law63a_only_non_offenders_played_next_not_established():
    ruling = ruled("revoke", by="W", trick=5, card="H2")
    assert ruling["tricks_transferred"] == 0 and "62A" in ruling["laws"]


def test_law64a2_extra_trick_only_from_tricks_the_offending_side_won():
    """Only tricks the offending side won at or after the revoke trick can go: NOS won the revoke trick and OS won
    one later trick → one trick, even with the 64A2 extra."""
    ruling = ruled("revoke", **EST, revoke_trick_won_by="S", offending_side_tricks_after=1,
                   offender_won_later_with_legal_card=True)
    assert ruling["tricks_transferred"] == 1
    ruling = ruled("revoke", **EST, revoke_trick_won_by="E", offending_side_tricks_after=1,
                   offender_won_later_with_legal_card=True)
    assert ruling["tricks_transferred"] == 2


def test_law64a2_later_trick_won_but_no_tricks_after_is_contradictory_rv15():
    """64A2: "offender won a later trick with a legal card" means the offending side won a trick after the revoke
    trick; with offending_side_tricks_after 0 the facts contradict each other — refused (QA rv15)."""
    assert refused("revoke", by="W", trick=5, established=True, revoke_trick_won_by="S",
                   offending_side_tricks_after=0, offender_won_later_with_legal_card=True) == "contradictory_fields"
