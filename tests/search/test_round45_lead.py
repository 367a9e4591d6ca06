"""Round 45 (the lead's probe of everyday questions and of the laws' own titles): declarer's lead out of turn asks
Law 55, a revoke "before it is established" is not told established, "suspension" asks Law 91, and «когда болван
должен раскрыть руку» asks how dummy spreads his hand (41D).

The probe typed every law's Russian and English title and some 190 short questions and stories a club player asks
(none from an evaluation set) and found these general faults: "declarer led out of turn" (and the title of Law 55,
"Declarer's Lead Out of Turn") put 53 or 54 first, because the lead-out-of-turn reader left a lead told by declarer
undecided and the neighbours' stories of defenders' leads voted; "correcting a revoke before it is established" was
read as an established revoke (63: the reader's "not established" knew only "before the revoke was established");
"suspension of a player" found nothing (the lexicon had "suspend*" but not the noun); «когда болван должен раскрыть
свою руку» put 54 (declarer facing his hand) first: «раскрыть» was no word of dummy spreading his hand.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs

from bot.intake import revoke


@pytest.mark.parametrize("text", [
    "declarer led out of turn", "Declarer's Lead Out of Turn", "разыгрывающий сходил вне очереди",
    "разыгрывающий пошёл не в свою очередь, хотя взятку взял вистующий", "ход разыгрывающего вне очереди",
    "razygryvayushchiy poshel ne v svoyu ochered", "declarer led from his hand, but dummy had won the trick",
])
def test_declarer_s_lead_out_of_turn_is_law_55(text: str) -> None:
    assert "declarer_lead_out_of_turn" in _concepts(text) or "declarer_wrong_hand" in _concepts(text)
    assert _refs(text, 1) == ["55"]


@pytest.mark.parametrize(("text", "law"), [
    ("LHO led out of turn and declarer played to it", "53"),
    ("defender led out of turn, declarer refused the lead", "56"),
    ("opening lead out of turn, declarer spread his hand", "54"),
    ("вистующий сходил вне очереди, разыгрывающий сыграл на этот ход", "53"),
    ("вистующий пошёл не в очередь, разыгрывающий не принял ход", "56"),
    ("declarer's LHO made the opening lead out of turn", "54"),
])
def test_a_defender_s_lead_out_of_turn_is_not_declarer_s(text: str, law: str) -> None:
    """Near misses: declarer named as the one who answers a defender's lead, not as the one who led."""
    assert "declarer_lead_out_of_turn" not in _concepts(text)
    assert _refs(text, 1) == [law]


@pytest.mark.parametrize("text", ["correcting a revoke before it is established",
                                  "can the revoke be corrected before it becomes established?",
                                  "он исправил ренонс до того, как он стал установленным"])
def test_a_revoke_before_it_is_established_is_not_established(text: str) -> None:
    assert not revoke.established_by_play(text)
    assert "revoke_established_by_play" not in _concepts(text)


@pytest.mark.parametrize("text", ["the revoke was established", "after the revoke was established he noticed it"])
def test_a_revoke_said_established_still_is(text: str) -> None:
    assert revoke.established_by_play(text)


@pytest.mark.parametrize("text", ["suspension of a player", "can the director order a suspension for cheating?"])
def test_suspension_asks_law_91(text: str) -> None:
    assert "suspension" in _concepts(text)
    assert "91" in _refs(text, 3)


@pytest.mark.parametrize("text", ["когда болван должен раскрыть свою руку", "в какой момент болван раскрывает карты"])
def test_when_dummy_spreads_his_hand_is_41d(text: str) -> None:
    assert "dummy_hand_arrangement" in _concepts(text)
    assert _refs(text, 1) == ["41D"]


def test_declarer_facing_his_hand_after_a_lead_out_of_turn_stays_54() -> None:
    """Near miss: declarer (not dummy) «раскрыл руку» after the opening lead out of turn."""
    assert _refs("первый ход сделал не тот защитник, разыгрывающий раскрыл свою руку", 1) == ["54"]


@pytest.mark.parametrize("text", ["dummy got up for coffee and saw LHO's hand",
                                  "dummy saw East's cards when he reached for the board"])
def test_dummy_who_saw_a_defender_s_hand_is_43a2c(text: str) -> None:
    """"saw X's hand" is a look at it (the new phrasings' votes had put 43A2(A), hands exchanged, first)."""
    assert "dummy_looks_at_defender" in _concepts(text)
    assert "43A2(C)" in _refs(text, 2)


def test_dummy_who_saw_what_declarer_held_is_no_look_at_a_defender() -> None:
    assert "dummy_looks_at_defender" not in _concepts("dummy saw that declarer had a void")
