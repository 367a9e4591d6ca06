"""Section-reader cues added in the twenty-sixth round (issue 10), from the causes behind the misses of the spent
sets blind61 / blind62: a bid told by «назначил» or by a suit alone (``rotation_words``), a suit cut short after a
level (``textscan``), two bids compared (``insufficient``), a concession told without its subject (``claims``), the
auction told as not yet over and a missed alert (``misinformed``), who explains a call (``asking``), dummy placing
another card than declarer named (``dummy_call``). Sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake import asking, claims, forms, insufficient, misinformed, rotation
from bot.intake.situation import read


def _section(text: str) -> str | None:
    """What the rotation reader settles, from the facts the situation reader finds in ``text``."""
    from bot.intake.situation import _facts

    facts = _facts(text, None)
    return rotation.section(text, facts.seats, facts.made)


def test_a_bid_told_by_naznachil_in_rhos_turn_then_rho_passed_is_31a1() -> None:
    """Law 31A1: a bid at RHO's turn, and RHO then passes: «назначил» is a bid, the later «спасовал» is RHO's (the
    narrator's own call: with «партнёр назначил» the right-hand opponent is the narrator's, partner's left)."""
    assert _section("я назначил, когда очередь была правого противника, а тот спасовал") == "31A1"


def test_a_suit_named_without_a_level_in_partners_turn_is_a_bid_31b() -> None:
    """Law 31B: a bid at partner's turn; «сказал черву» names a suit, so it was a bid, not a pass or a double."""
    assert _section("сосед сказал черву не в очередь, когда очередь была его партнёра") == "31B"


def test_a_pass_out_of_turn_stays_a_pass() -> None:
    assert _section("сосед спасовал не в очередь, когда очередь была его партнёра") not in ("31A1", "31B")


@pytest.mark.parametrize(("text", "call"), [("после 2 бубн", "2D"), ("сказал 3 черв", "3H"), ("открыл 1 бубей", "1D")])
def test_a_suit_cut_short_after_a_level_is_a_bid(text: str, call: str) -> None:
    assert [c.value for c in forms.every_call(text)] == [call]


def test_two_bids_compared_are_no_insufficient_bid() -> None:
    """«X выше, чем Y?» asks about rank (18B); «X после Y» is a sequence (27)."""
    text = "три трефы выше, чем два без козыря?"
    assert insufficient.insufficient(text, forms.every_call(text)) is None
    told = "он сказал 1 бубну после моей 1 червы"
    assert insufficient.insufficient(told, forms.every_call(told)) is not None


def test_a_concession_told_without_its_subject_and_a_trick_found_ours_is_71() -> None:
    """Law 71: a conceded trick that could not have been lost; Russian drops the subject («сдались…»)."""
    assert claims.section("Сдались в двух последних взятках, а потом оказалось, что одна была наша") == "71"


def test_a_missed_alert_found_before_the_auction_was_over_is_in_time_21b1() -> None:
    """Law 21B1: the call may still be changed while the auction is not over."""
    assert misinformed.section("They failed to alert, I found out before the auction was over. Can I change my "
                               "bid?") == "21B1"
    assert misinformed.section("They failed to alert, I found out after the auction was over. Can I change my "
                               "bid?") == "21B3"


@pytest.mark.parametrize("text", ["алерт не сделали, а торговля уже закончилась, менять поздно?",
                                  "соперники не дали алерт, торговля уже закончилась — менять нельзя?"])
def test_a_missed_alert_and_the_auction_over_is_too_late_21b3(text: str) -> None:
    """Law 21B3: too late to change the call once the auction is over (the score may be adjusted: 40C)."""
    assert misinformed.section(text) == "21B3"
    assert "misinformed_too_late" in read(text).concept_ids


def test_who_is_supposed_to_explain_a_call_is_20f1() -> None:
    """Law 20F1: the partner of the player who made the call explains it."""
    text = "they asked what our double meant: who's supposed to explain it, me or my partner?"
    assert asking.section(text) == "20F1"


def test_dummy_placing_another_card_than_the_one_named_settles_no_designation() -> None:
    """Law 45D, not 46B3: what declarer named was understood; dummy placed another card."""
    text = "назвал со стола короля, а болван положил даму"
    ids = read(text).concept_ids
    assert "dummy_played_unnamed" in ids and "dummy_designation_rank_only" not in ids
