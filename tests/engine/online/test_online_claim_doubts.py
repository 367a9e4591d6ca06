"""The doubts of a contested claim (70, secondary source: our corpus holds only the opening words) given as yes/no
facts (the wizard's and /ruling-online's form) or as the ``doubts`` list: the same ruling; refused with 69B, which
rules on a trick conceded, not on doubtful points."""

from __future__ import annotations

from online_helpers import keys, refused, ruled, states

PLAY = {"board": 3, "contract": "4S", "declarer": "S", "by": "S", "tricks_played": 8, "declarer_tricks": 6,
        "claimed": 5}


def test_law70_doubts_as_facts_or_as_a_list_rule_alike() -> None:
    flat = ruled("claim_decision", **PLAY, outstanding_trump=True, new_line=False, unstated_finesse=True, awarded=4)
    listed = ruled("claim_decision", **PLAY, doubts=["outstanding_trump", "unstated_finesse"], awarded=4)
    assert keys(flat) == keys(listed)
    assert [k for k in keys(flat) if k.startswith("online.claim.doubt_")] == [
        "online.claim.doubt_outstanding_trump", "online.claim.doubt_unstated_finesse"]


def test_law69b_an_acceptance_withdrawn_takes_no_doubts() -> None:
    """69B: «сдача пересчитывается с присуждением этой взятки стороне, ранее принявшей претензию» — a trick restored,
    no doubtful points weighed: a doubt given with it is refused, not ignored."""
    assert states("69B", "сдача пересчитывается с присуждением этой взятки стороне, ранее принявшей претензию")
    err = refused("claim_decision", **PLAY, basis="acceptance_withdrawn", new_line=True, awarded=3)
    assert err.code == "contradictory_fields" and err.params["field"] == "doubts"
    assert "online.claim.69B" in keys(ruled("claim_decision", **PLAY, basis="acceptance_withdrawn", new_line=False,
                                            awarded=3))
