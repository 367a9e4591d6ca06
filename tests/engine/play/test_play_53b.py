"""Law 53B (bridge-domain.md §3g, Laws 53–56 table: "wrong defender (RHO of the hand that led) plays to declarer's
irregular lead → lead stands; Law 57 applies to that defender"; not in our corpus, so 53B is cited with
corpus: false)."""

from __future__ import annotations

import pytest

from engine import rule
from engine.rulings.play import leads

CASE = {"board": 1, "contract": "4S", "declarer": "S",
        "irregularity": {"type": "lead_out_of_turn", "by": "N", "card": "HK", "trick": 5, "correct_leader": "S",
                         "wrong_defender_played": True}}


def test_law53b_wrong_defender_plays_to_declarers_wrong_hand_lead_stands_and_57_applies():
    ruling = rule(CASE).to_dict()
    assert ruling["offender"] == "W"  # dummy (N) led; West, North's RHO, played before his partner East
    assert [s["key"] for s in ruling["steps"]] == ["play.loot.53b_lead_stands", "play.loot.53b_premature"]
    assert ruling["laws"] == ["53B", "57"] and ruling["corpus"] == {"53B": False, "57": True}
    assert ruling["options"] == []  # the defenders' 55A choice is gone: the lead stands


def test_law53b_without_the_play_the_defenders_still_choose_under_55():
    case = {**CASE, "irregularity": {**CASE["irregularity"], "wrong_defender_played": False}}
    ruling = rule(case).to_dict()
    assert "55A" in ruling["laws"] and {o["who"] for o in ruling["options"]} == {"E"}


def test_law53b_is_the_1997_reading_kept_as_a_named_constant(monkeypatch):
    """(M) The 53B text is quoted from the 1997 code; no 1987 text of Law 53 is in the corpus. The constant records
    the doubt: switched off, the case falls back to Law 55's choice for the defenders."""
    assert leads.LAW53B_WRONG_DEFENDER_UNDER_57 is True
    monkeypatch.setattr(leads, "LAW53B_WRONG_DEFENDER_UNDER_57", False)
    assert "53B" not in rule(CASE).to_dict()["laws"]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_law53b_reads_as_sentences(lang):
    from bot.render.ruling import render, to_text

    text = to_text(render(rule(CASE), lang))
    assert "{" not in text and ("правило 57" in text if lang == "ru" else "Law 57 applies" in text)
