"""Law 64 scores before/after a trick transfer; the optional endplay oracle over the full Law 77 table."""

import itertools

import pytest

from engine.contract import Contract
from engine.errors import EngineError
from engine.scoring import score_after_revoke, score_contract


def test_law64_defender_revoke_gives_declarer_tricks():
    result = score_after_revoke("4S", "S", tricks=9, vul="none", offender="W", transferred=2)
    assert (result.before.score_ns, result.after.score_ns) == (-50, 450)
    assert result.to_dict()["change_ns"] == 500


def test_law64_declarer_side_revoke_takes_tricks_from_declarer():
    result = score_after_revoke("3NT", "N", tricks=9, vul="NS", offender="S", transferred=1)
    assert (result.before.score_ns, result.after.score_ns) == (600, -100)


def test_law64_transfer_outside_0_to_2_refused():
    for transferred in (3, -1):
        with pytest.raises(EngineError) as err:
            score_after_revoke("4S", "S", tricks=9, vul="none", offender="W", transferred=transferred)
        assert err.value.code == "bad_transfer"


def test_law64_transfer_beyond_13_tricks_refused():
    with pytest.raises(EngineError) as err:
        score_after_revoke("7NT", "S", tricks=13, vul="none", offender="W", transferred=1)
    assert err.value.code == "bad_transfer"


def test_law77_against_endplay_oracle_full_table():
    """Oracle (optional, test-only): every level × denomination × doubling × vulnerability × 0–13 tricks."""
    endplay = pytest.importorskip("endplay.types")
    vuls = {"none": endplay.Vul.none, "NS": endplay.Vul.ns, "EW": endplay.Vul.ew, "both": endplay.Vul.both}
    penalties = (endplay.Penalty.passed, endplay.Penalty.doubled, endplay.Penalty.redoubled)
    denoms = {"C": endplay.Denom.clubs, "D": endplay.Denom.diamonds, "H": endplay.Denom.hearts,
              "S": endplay.Denom.spades, "NT": endplay.Denom.nt}
    mismatches = []
    for level, denom, dbl, vul, tricks in itertools.product(range(1, 8), denoms, range(3), vuls, range(14)):
        theirs = endplay.Contract(level=level, denom=denoms[denom], declarer=endplay.Player.east,
                                  penalty=penalties[dbl], result=tricks - level - 6).score(vuls[vul])
        ours = score_contract(Contract(level, denom, dbl), "E", tricks=tricks, vul=vul).score_declarer
        if ours != theirs:
            mismatches.append((level, denom, dbl, vul, tricks, ours, theirs))
    assert mismatches == []
