"""The director's decision on the tricks after a claim (69B corpus; 70 known from the secondary source), tricks and
score disputes (66D corpus; 65 and 79 not in the corpus), and the matters we do not rule on (58, 60, 65, 87, 90)."""

from __future__ import annotations

import pytest
from online_helpers import keys, refused, ruled, states, step

import lawbase

REST = "сдача пересчитывается с присуждением этой взятки стороне, ранее принявшей претензию"
INSPECT = ("После окончания игры сыгранные и несыгранные карты могут быть просмотрены для проверки претензии на "
           "выявление фальшренонса или количества выигранных и проигранных взяток")
MIXED = "то судье надлежит принимать решения в пользу другой стороны"


def claim(**facts: object) -> dict:
    return ruled("claim_decision", board=3, contract="4S", declarer="S", **facts)


def test_law70_a_contested_claim_is_the_directors_decision_on_the_tricks_with_no_offender() -> None:
    """South claimed the last 5 tricks with 6 won; the director gives him 4: declarer 10 tricks, 4♠ made (+420)."""
    r = claim(by="S", tricks_played=8, declarer_tricks=6, claimed=5, awarded=4)
    assert r["type"] == "claim_decision" and r["offender"] is None and r["judgement"] == "director"
    assert r["tricks"] == {"declarer": 10, "defenders": 3} and r["score"]["score_ns"] == 420
    assert "online.claim.decision" in keys(r) and r["adjusted_score"] == "none" and r["tricks_transferred"] == 0
    assert not any("damage" in k or "offend" in k for k in keys(r))


def test_law70_the_principles_are_marked_as_not_in_our_corpus() -> None:
    """Our 70 survives as «При рассмотрении оспоренной претензии судья …»: the rule on doubtful points is lost."""
    assert states("70A", "При рассмотрении оспоренной претензии судья") and not states("70", "сомнительн")
    r = claim(by="S", tricks_played=8, declarer_tricks=6, claimed=5, doubts=["outstanding_trump", "unstated_finesse"])
    assert "online.claim.principles" in keys(r) and "online.claim.doubt_outstanding_trump" in keys(r)
    assert [c["key"] for c in r["caveats"]] == ["online.caveat.law70_secondary"]
    assert "online.claim.awaiting_decision" in keys(r) and "score" not in r
    assert r["corpus"]["70"] is False and "70" not in r.get("quotes", {})  # never quoted with an unrelated fragment


def test_law70_a_defenders_claim_counts_for_the_defence() -> None:
    """After 9 tricks (8 to declarer) West, a defender, claims 3 of the last 4 and gets them: declarer takes 1 more,
    9 tricks, 4♠ one down."""
    r = claim(by="W", tricks_played=9, declarer_tricks=8, claimed=3, awarded=3)
    assert r["tricks"]["declarer"] == 9 and r["score"]["score_ns"] == -50


def test_law69b_a_withdrawn_acceptance_restores_the_trick_to_the_side_that_accepted() -> None:
    """69B: «… сдача пересчитывается с присуждением этой взятки стороне, ранее принявшей претензию»."""
    assert states("69B", REST)
    r = claim(by="S", tricks_played=8, declarer_tricks=6, claimed=5, awarded=4, basis="acceptance_withdrawn")
    assert "online.claim.69B" in keys(r) and step(r, "online.claim.decision")["ref"] == "69B"
    assert r["tricks"]["declarer"] == 10 and "caveats" in r and r["caveats"] == []
    assert r["corpus"]["69B"] is True and REST in r["quotes"]["69B"]
    assert refused("claim_decision", board=3, contract="4S", declarer="S", by="S", tricks_played=8,
                   declarer_tricks=6, claimed=5, awarded=5, basis="acceptance_withdrawn").code == "nothing_restored"


def test_law70_doubtful_points_never_give_the_claimer_more_than_he_claimed() -> None:
    err = refused("claim_decision", board=3, contract="4S", declarer="S", by="S", tricks_played=8, declarer_tricks=6,
                  claimed=3, awarded=4)
    assert err.code == "awarded_above_claim"


def test_claim_decision_checks_the_counts() -> None:
    base = {"board": 3, "contract": "4S", "declarer": "S", "by": "S"}
    assert refused("claim_decision", **base, tricks_played=8, declarer_tricks=9, claimed=1).code == "out_of_range"
    assert refused("claim_decision", **base, tricks_played=8, declarer_tricks=6, claimed=6).code == "out_of_range"
    assert refused("claim_decision", board=3, by="S", tricks_played=8, declarer_tricks=6, claimed=5).code == \
        "play_needs_contract"


def test_law66d_tricks_dispute_a_player_who_mixed_his_cards_loses_the_point() -> None:
    """66D: «…для проверки … количества выигранных и проигранных взяток» and «…судье надлежит принимать решения в
    пользу другой стороны»."""
    assert states("66D", INSPECT) and states("66D", MIXED)
    r = ruled("score_dispute", board=3, contract="4S", declarer="S", what="tricks", ns_says=10, ew_says=9,
              cards_mixed_by="N", recorded=420)
    assert r["decided_for"] == "EW" and r["tricks"]["declarer"] == 9 and r["score"]["score_ns"] == -50
    assert r["score_correct"] is False and "online.score.recorded_wrong" in keys(r)
    assert "online.score.inspect" in keys(r) and r["corpus"]["65"] is False


def test_law77_score_dispute_the_right_score_and_the_correction_period_of_79() -> None:
    r = ruled("score_dispute", board=3, contract="4S", declarer="S", tricks=10, recorded=420)
    assert r["score_correct"] is True and "online.score.recorded_right" in keys(r)
    assert r["corpus"]["79"] is False and [c["key"] for c in r["caveats"]] == ["online.caveat.law79_not_in_corpus"]
    assert states("69B", "В течение периода коррекции,определённого по правилу 79C")


def test_score_dispute_needs_the_tricks() -> None:
    assert refused("score_dispute", board=3, contract="4S", declarer="S", what="score").code == "missing_field"
    assert refused("score_dispute", board=3, contract="4S", declarer="S", what="tricks", ns_says=10,
                   cards_mixed_by="N").code == "missing_field"


@pytest.mark.parametrize(("matter", "law"), [
    ("simultaneous_plays", "58"), ("play_after_illegal_play", "60"), ("fouled_board", "87"),
    ("procedural_penalty", "90"), ("trick_arrangement", "65")])
def test_matters_outside_our_sources_are_not_ruled_and_the_law_to_read_is_named(matter: str, law: str) -> None:
    assert lawbase.load().in_corpus(law) is False
    r = ruled("director_matter", matter=matter)
    assert r["ruled"] is False and r["read"] == [law] and r["corpus"][law] is False
    assert keys(r)[0] == f"online.matter.{matter}" and keys(r)[-1] == "online.matter.read"
    assert r["adjusted_score"] == "none" and r["offender"] is None


def test_law11d_the_procedural_penalty_power_is_quoted_from_our_corpus() -> None:
    """11D: «судья может назначить процедурное наказание (см. правило 90)»; 44B and 47 refer to 65 and 58."""
    assert states("11D", "судья может назначить процедурное наказание (см. правило 90)")
    assert states("44B", "о методе игры картами и расположении взяток см. правило 65")
    assert states("47", "см. правило 58 по поводу одновременного хода")
    r = ruled("director_matter", matter="procedural_penalty")
    assert r["corpus"]["11D"] is True and "11D" in r["laws"]
