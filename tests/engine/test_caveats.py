"""Where the engine applies an uncertain reading of the 1987 code or a rule known from later codes, the ruling
says so (issue 11): ``caveats`` in the JSON, and a line in every rendering (CLI text, Discord and console reply),
worded in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import has, t
from bot.render.ruling import ruling_text
from bot.render.ruling_reply import ruling_reply
from engine import rule

PLAY = {"board": 4, "contract": "4S", "declarer": "S"}
EXTRA_TRICK = {**PLAY, "irregularity": {"type": "revoke", "by": "E", "trick": 5, "established": True,
                                        "revoke_trick_won_by": "W", "offending_side_tricks_after": 2,
                                        "offender_won_later_with_legal_card": True}}


def caveat_keys(case: dict[str, Any]) -> list[str]:
    return [c["key"] for c in rule(case).to_dict()["caveats"]]


def test_law64a2_extra_trick_is_the_1997_reading_and_says_so() -> None:
    """64A2 is not in our corpus; the second trick for a later win with a card legal on the revoke trick is the
    1997 text (deleted in 2007): the ruling transfers it and carries the caveat."""
    ruling = rule(EXTRA_TRICK).to_dict()
    assert ruling["tricks_transferred"] == 2 and ruling["corpus"]["64A2"] is False
    assert ruling["caveats"] == [{"key": "caveat.64A2_extra", "params": {}, "ref": "64A2"}]


def test_no_caveat_where_no_uncertain_rule_is_applied() -> None:
    """27B1(A) is in the corpus whole: an insufficient bid corrected to the lowest bid has no caveat."""
    ruling = rule({"dealer": "N", "vul": "none", "auction": ["1H"], "irregularity": {"type": "call", "by": "E",
                   "call": "1D"}, "choices": {"accepted": False, "correction": "2D"}}).to_dict()
    assert ruling["caveats"] == []


@pytest.mark.parametrize(("irregularity", "key"), [
    ({"type": "penalty_card", "by": "E", "cards": ["HK"]}, "caveat.50_1997"),
    ({"type": "claim", "by": "S", "tricks": 10}, "caveat.claims_1997"),
    ({"type": "claim", "by": "S", "tricks": 10, "unstated_finesse": True}, "caveat.70E_irrational"),
    ({"type": "claim", "by": "W", "kind": "concession", "tricks": 2, "partner_objected": True},
     "caveat.68_partner_objection"),
    ({"type": "revoke", "by": "S", "trick": 5, "established": True, "revoke_trick_won_by": "N",
      "offending_side_tricks_after": 1}, "caveat.64A_dummy_win"),
    ({"type": "lead_out_of_turn", "by": "N", "card": "HK", "trick": 5, "correct_leader": "S",
      "wrong_defender_played": True}, "caveat.53B_1997"),
])
def test_each_uncertain_reading_carries_its_caveat(irregularity: dict[str, Any], key: str) -> None:
    assert key in caveat_keys({**PLAY, "irregularity": irregularity})
    for lang in ("ru", "en"):
        assert has(key, lang) and "{" not in t(key, lang)


def test_an_options_caveat_is_gathered_into_the_whole_ruling() -> None:
    """A lead out of turn with declarer's choice open: the refusal option leaves a penalty card (50 caveat)."""
    ruling = rule({**PLAY, "irregularity": {"type": "lead_out_of_turn", "by": "E", "card": "HK"}}).to_dict()
    assert "caveat.50_1997" in [c["key"] for c in ruling["caveats"]]


@pytest.mark.parametrize(("lang", "heading", "words"), [
    ("ru", "Что сверить с книгой", "64A2 редакции 1997 года"),
    ("en", "Readings to check", "1997 reading of Law 64A2"),
])
def test_every_rendering_shows_the_caveat(lang: str, heading: str, words: str) -> None:
    ruling = rule(EXTRA_TRICK)
    text = ruling_text(ruling, lang)  # sudya rule's text
    assert heading in text and words in text
    reply = ruling_reply(ruling, lang)  # Discord and the console print this reply
    field = next(f for f in reply.fields if f.name == heading)
    assert words in field.value and "caveat." not in field.value


def test_law31b_partner_turn_after_the_offenders_own_call_is_a_reading_and_says_so() -> None:
    """31B «в очередь партнера или LHO, то, если нарушитель ранее не делал заявок(**)»: applied at partner's turn
    though North has called (1♥), with the caveat; at partner's turn before any call of his, no caveat."""
    later = rule({"dealer": "N", "vul": "none", "auction": ["1H", "P"], "choices": {"accepted": False},
                  "irregularity": {"type": "call", "by": "N", "call": "2C"}}).to_dict()
    assert "31B" in later["laws"] and [c["key"] for c in later["caveats"]] == ["caveat.31B_partner_turn"]
    first = rule({"dealer": "N", "vul": "none", "auction": [], "choices": {"accepted": False},
                  "irregularity": {"type": "call", "by": "S", "call": "1C"}}).to_dict()
    assert "31B" in first["laws"] and first["caveats"] == []


@pytest.mark.parametrize("choice", ["require_suit", "forbid_suit", "none", None])
def test_law50_50e_caveat_whenever_their_1997_rules_are_relied_on(choice: str | None) -> None:
    """50 and 50E (which card is major, a single major card's lead options) are on pages missing from our copy: a
    ruling that states them carries ``caveat.50_1997`` — also when declarer requires the suit and the card is
    picked up (no penalty card left), as in the options of every other choice."""
    case = {**PLAY, "irregularity": {"type": "penalty_card", "by": "W", "cards": ["HK"], "partner_has_lead": True}}
    if choice:
        case["choices"] = {"declarer": choice}
    ruling = rule(case).to_dict()
    rulings = [ruling] + [o["ruling"] for o in ruling["options"]]
    for one in rulings:
        refs = {s["ref"] for s in one["steps"]}
        if refs & {"50", "50E"}:
            assert "caveat.50_1997" in [c["key"] for c in one["caveats"]], one["steps"]
    assert "caveat.50_1997" in [c["key"] for c in ruling["caveats"]]
    assert ruling["corpus"]["50"] is False
