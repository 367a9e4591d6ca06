"""Law 78B IMP table and Law 78A matchpoints (bridge-domain.md §3b, §3c); Law 12C1 artificial adjusted scores."""

import pytest

from engine.errors import EngineError
from engine.scoring import adjusted as A
from engine.scoring import artificial_adjusted, imps, matchpoints

# Law 78B, every row of the table: (lowest diff, highest diff, IMPs).
IMP_ROWS = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
    (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18),
    (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, 7600, 24),
]


@pytest.mark.parametrize(("low", "high", "value"), IMP_ROWS)
def test_law78b_imp_table_row(low, high, value):
    for diff in range(low, high + 1, 10):
        assert imps(diff) == value
        assert imps(-diff) == -value


def test_law78b_gap_values_take_the_lower_row():
    """Convention for averaged datums: 15 lies between rows 0–10 and 20–40 → 0; 45 → 1."""
    assert (imps(15), imps(45), imps(-365)) == (0, 1, -8)


@pytest.mark.parametrize("bad", ["abc", "", None, "1e9", 10**7])
def test_bad_diff_refused(bad):
    with pytest.raises(EngineError) as err:
        imps(bad)
    assert err.value.code == "bad_diff"


def test_law78a_example_five_scores_with_tie():
    """bridge-domain §3c example: 450, 420, 420, 170, −50 → 8, 5, 5, 2, 0 of top 8."""
    result = matchpoints([450, 420, 420, 170, -50])
    assert result.mp == [8, 5, 5, 2, 0]
    assert result.top == 8
    assert result.percent == [100.0, 62.5, 62.5, 25.0, 0.0]


def test_law78a_all_equal_is_average_for_everyone():
    result = matchpoints(["110", "110", "110"])
    assert result.mp == [2, 2, 2] and result.percent == [50.0, 50.0, 50.0]


def test_law78a_units_total_n_times_n_minus_1():
    scores = [620, 170, -100, 620, 650, -620, 140]
    assert sum(matchpoints(scores).mp) == len(scores) * (len(scores) - 1)


def test_law78a_to_dict_keys_and_ew_complement():
    data = matchpoints([100, -100, -100]).to_dict()
    assert {"scores", "mp", "top", "percent"} <= set(data)
    assert data["mp_ew"] == [0, 3, 3] and data["percent_ew"] == [0.0, 75.0, 75.0]


@pytest.mark.parametrize(("scores", "code"), [([420], "mp_too_few"), ([], "mp_too_few"), ([420, "x"], "bad_score"),
                                              ([425, 420], "bad_score"), ([99990, 0], "bad_score")])
def test_mp_bad_input_refused(scores, code):
    with pytest.raises(EngineError) as err:
        matchpoints(scores)
    assert err.value.code == code


@pytest.mark.parametrize(("ns", "ew", "values"), [("direct", "none", (40, 60)), ("partial", "partial", (50, 50)),
                                                  ("none", "none", (60, 60)), ("direct", "direct", (40, 40))])
def test_law12c1_pairs_artificial_scores_need_not_balance(ns, ew, values):
    result = artificial_adjusted(ns, ew)
    assert (result.ns, result.ew) == values


def test_law12c1_teams_plus_minus_3_imps_marked_m():
    result = artificial_adjusted("none", "direct", form="teams")
    assert (result.ns, result.ew) == (3, -3)
    assert result.to_dict()["ns"]["imps"] == 3


def test_law12c1_average_minus_is_exactly_40_in_the_1987_corpus():
    """bridge-domain §3d marked 'at most 40 %' (1997) as uncertain (L) for 1987; the corpus's 1987 12C1 reads
    "40 % достижимых MP ('средний минус')" — exactly 40 %, and "по меньшей мере 60 %" for average plus."""
    assert A.AVERAGE_MINUS_PCT == 40
    assert artificial_adjusted("direct", "partial").ns == A.AVERAGE_MINUS_PCT


@pytest.mark.parametrize(("args", "code"), [(("maybe", "none"), "bad_fault"), (("none", None), "bad_fault")])
def test_artificial_bad_fault_refused(args, code):
    with pytest.raises(EngineError) as err:
        artificial_adjusted(*args)
    assert err.value.code == code


def test_artificial_bad_form_refused():
    with pytest.raises(EngineError) as err:
        artificial_adjusted("none", "none", form="rubber")
    assert err.value.code == "bad_scoring_form"
