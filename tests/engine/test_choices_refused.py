"""Input is never silently ignored (issue 11): a decision the Laws do not give on the stated facts is refused with
``choice_not_applicable``, worded in both languages, instead of being dropped from the ruling."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import t
from engine import rule
from engine.errors import EngineError

PLAY = {"board": 4, "contract": "3NT", "declarer": "S"}


def refusal(irregularity: dict[str, Any], choices: dict[str, Any]) -> EngineError:
    with pytest.raises(EngineError) as err:
        rule({**PLAY, "irregularity": irregularity, "choices": choices})
    return err.value


@pytest.mark.parametrize(("irregularity", "choices", "field", "reason"), [
    # 50E/51B: declarer chooses the partner's lead only when the partner has the lead
    ({"type": "penalty_card", "by": "E", "cards": ["HK"]}, {"declarer": "require_suit"}, "choices.declarer",
     "partner_not_on_lead"),
    ({"type": "penalty_card", "by": "E", "cards": ["HK"]}, {"suit": "H"}, "choices.suit", "partner_not_on_lead"),
    # 52: after a failure to play a penalty card declarer only accepts the card or not
    ({"type": "penalty_card", "by": "E", "cards": ["HK"], "failed_to_play": "C2"}, {"declarer": "forbid_suit"},
     "choices.declarer", "accept_or_not"),
    ({"type": "penalty_card", "by": "E", "cards": ["HK"]}, {"accepted": True}, "choices.accepted",
     "only_after_failure_to_play"),
    # 48A: declarer's card is never a penalty card
    ({"type": "penalty_card", "by": "S", "cards": ["HK"]}, {"declarer": "none"}, "choices.declarer",
     "no_penalty_card"),
    # 53C: it was declarer's turn to lead, so the offender's partner is not on lead
    ({"type": "lead_out_of_turn", "by": "E", "card": "C4", "trick": 5, "correct_leader": "S"},
     {"declarer": "require_suit"}, "choices.declarer", "declarer_to_lead"),
    # a suit with a choice that names none
    ({"type": "lead_out_of_turn", "by": "E", "card": "HK"}, {"declarer": "accept", "suit": "H"}, "choices.suit",
     "no_lead_choice_given"),
    ({"type": "lead_out_of_turn", "by": "E", "card": "HK"}, {"declarer": "none", "suit": "H"}, "choices.suit",
     "no_lead_choice_given"),
    ({"type": "premature_play", "by": "W", "card": "H5", "suit_led": "C"}, {"declarer": "highest", "suit": "D"},
     "choices.suit", "suit_with_highest_or_lowest"),
    # 41A: a card led face down is returned, no penalty, nothing to choose
    ({"type": "lead_out_of_turn", "by": "E", "card": "HK", "face_down": True}, {"declarer": "accept"},
     "choices.declarer", "face_down_returned"),
    # 68-71: a claim gives nobody a choice
    ({"type": "claim", "by": "S", "tricks": 10}, {"accepted": True}, "choices.accepted", "no_choice_in_a_claim"),
])
def test_a_choice_that_cannot_apply_is_refused(irregularity: dict[str, Any], choices: dict[str, Any], field: str,
                                               reason: str) -> None:
    err = refusal(irregularity, choices)
    assert (err.code, err.params) == ("choice_not_applicable", {"field": field, "reason": reason})
    for lang in ("ru", "en"):
        text = t("error.choice_not_applicable", lang, **err.params)
        assert reason not in text and "choices." not in text and "{" not in text and "engine." not in text


def test_an_unknown_lead_choice_value_is_refused() -> None:
    err = refusal({"type": "penalty_card", "by": "E", "cards": ["HK"], "partner_has_lead": True},
                  {"declarer": "lowest"})
    assert err.code == "bad_field" and err.params["field"] == "choices.declarer"


def test_the_same_choices_where_they_apply_are_ruled() -> None:
    """50E: with the partner on lead, declarer's require_suit is applied (the card is picked up)."""
    ruling = rule({**PLAY, "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HK"],
                                            "partner_has_lead": True},
                   "choices": {"declarer": "require_suit"}}).to_dict()
    assert ruling["penalty_cards"] == [] and "play.pc.require_suit" in [s["key"] for s in ruling["steps"]]


def test_law26a_suits_given_for_a_natural_suit_bid_are_refused_not_ignored() -> None:
    """26A «Если отмененная заявка касалась определенной масти»: a natural 2♣ relates to clubs, so «suits: ♠» can
    only be meant for a conventional call — refused (never silently dropped), worded in both languages."""
    with pytest.raises(EngineError) as err:
        rule({"dealer": "N", "vul": "none", "auction": ["1H"], "choices": {"accepted": False},
              "irregularity": {"type": "call", "by": "W", "call": "2C", "suits": ["S"]}})
    assert err.value.code == "suits_of_natural_call"
    assert "♠" in t("error.suits_of_natural_call", "ru", **err.value.params)
    same = rule({"dealer": "N", "vul": "none", "auction": ["1H"], "choices": {"accepted": False},
                 "irregularity": {"type": "call", "by": "W", "call": "2C", "suits": ["C"]}}).to_dict()
    assert same["lead_restriction"]["suits"] == ["C"]
