"""The flat forms the wizard and /ruling-online give. The doubts of a contested claim (70, secondary source: our
corpus holds only the opening words) as yes/no facts or as the ``doubts`` list: the same ruling; refused with 69B,
which rules on a trick conceded, not on doubtful points. A 12C2 result's doubling as its own field."""

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


def test_law12c2_a_result_doubled_as_its_own_field_is_the_doubled_contract() -> None:
    """12C2 results as flat fields: ``result_doubled`` doubles the contract; a contract already doubled, or a
    passed-out board, doubled again is refused."""
    flat = ruled("assigned_adjusted_score", board=3, offending_side="EW", result_contract="4S",
                 result_doubled="doubled", result_declarer="S", result_tricks=10)
    written = ruled("assigned_adjusted_score", board=3, offending_side="EW", result_contract="4SX",
                    result_declarer="S", result_tricks=10)
    assert flat["assigned"] == written["assigned"]
    err = refused("assigned_adjusted_score", board=3, offending_side="EW", result_contract="4SX",
                  result_doubled="doubled", result_declarer="S", result_tricks=10)
    assert err.code == "contradictory_fields"
    assert refused("assigned_adjusted_score", board=3, offending_side="EW", result_contract="P",
                   result_doubled="redoubled").code == "contradictory_fields"
