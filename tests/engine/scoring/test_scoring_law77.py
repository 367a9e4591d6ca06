"""Law 77 (1987 table, bridge-domain.md §3a): contract scores, checked row by row against the table — not endplay."""

import itertools

import pytest

from engine.contract import Contract
from engine.errors import EngineError
from engine.scoring import score_contract
from engine.scoring import table as T
from engine.scoring.contract_score import parse_result, passed_out, undertrick_penalty

# (contract, vul of declarer's side, result, score) — the check values of bridge-domain.md §3a.
CHECK_VALUES = [
    ("1NT", False, "=", 90), ("2S", False, "=", 110), ("3NT", False, "=", 400), ("3NT", True, "=", 600),
    ("4S", False, "=", 420), ("4S", True, "=", 620), ("6NT", False, "=", 990), ("6NT", True, "=", 1440),
    ("7NT", False, "=", 1520), ("7NT", True, "=", 2220), ("2SX", False, "=", 470), ("1SXX", False, "=", 520),
    ("5CXX", True, "+1", 1400), ("6C", True, "=", 1370), ("4SX", False, "-3", -500), ("4SX", True, "-3", -800),
    ("7NTXX", False, "=", 2280), ("7NTXX", True, "=", 2980), ("6HX", False, "+1", 1310), ("3NT", False, "+1", 430),
    ("4SX", True, "-2", -500),
]

# Cumulative doubled undertricks (bridge-domain §3a table "1987 rule"), down 1…7 and 13.
NV_DOUBLED = {1: 100, 2: 300, 3: 500, 4: 800, 5: 1100, 6: 1400, 7: 1700, 13: 3500}
V_DOUBLED = {1: 200, 2: 500, 3: 800, 4: 1100, 5: 1400, 6: 1700, 7: 2000, 13: 3800}


def _vul(side_vulnerable: bool) -> str:
    return "NS" if side_vulnerable else "EW"  # declarer N below


@pytest.mark.parametrize(("contract", "vul", "result", "score"), CHECK_VALUES)
def test_law77_check_values(contract, vul, result, score):
    assert score_contract(contract, "N", result=result, vul=_vul(vul)).score_declarer == score


@pytest.mark.parametrize(("down", "total"), sorted(NV_DOUBLED.items()))
def test_law77_nv_doubled_undertricks_100_200_200_then_300(down, total):
    """Law 77 (1987): NV doubled, the 4th and each later undertrick cost 300 (pre-1987: 200)."""
    assert undertrick_penalty(down, 1, False) == total
    assert undertrick_penalty(down, 2, False) == 2 * total


@pytest.mark.parametrize(("down", "total"), sorted(V_DOUBLED.items()))
def test_law77_vul_doubled_undertricks_200_then_300(down, total):
    assert undertrick_penalty(down, 1, True) == total
    assert undertrick_penalty(down, 2, True) == 2 * total


@pytest.mark.parametrize("down", range(1, 14))
def test_law77_undoubled_undertricks_50_or_100_each(down):
    assert score_contract("7C", "E", tricks=13 - down, vul="none").score_declarer == -50 * down
    assert score_contract("7C", "E", tricks=13 - down, vul="EW").score_declarer == -100 * down


def test_law77_nv_fourth_doubled_undertrick_is_300_not_pre_1987_200():
    """Row 'NV X (1987 rule)': down 4 = 800; the pre-1987 table would give 700."""
    assert score_contract("4H", "S", result="-4", vul="none").score_declarer == -200
    assert score_contract("4HX", "S", result="-4", vul="none").score_declarer == -800


@pytest.mark.parametrize(("denom", "per_trick"), [("C", 20), ("D", 20), ("H", 30), ("S", 30)])
def test_law77_trick_score_per_suit_odd_trick(denom, per_trick):
    result = score_contract(f"1{denom}", "S", tricks=7, vul="none")
    assert result.parts["trick_score"] == per_trick
    assert result.score_declarer == per_trick + T.PARTSCORE_PREMIUM


def test_law77_notrump_40_first_then_30():
    assert score_contract("1NT", "S", tricks=7, vul="none").parts["trick_score"] == 40
    assert score_contract("2NT", "S", tricks=8, vul="none").parts["trick_score"] == 70
    assert score_contract("3NT", "S", tricks=9, vul="none").parts["trick_score"] == 100


@pytest.mark.parametrize(("contract", "is_game"), [("3NT", True), ("2NT", False), ("4H", True), ("3S", False),
                                                  ("5C", True), ("4D", False), ("2HX", True), ("1DX", False),
                                                  ("1CXX", False), ("1DXX", False), ("1HXX", True)])
def test_law77_game_when_contracted_trick_score_reaches_100(contract, is_game):
    parts = score_contract(contract, "W", result="=", vul="none").parts
    assert ("game_premium" in parts) is is_game
    assert ("partscore_premium" in parts) is not is_game


def test_law77_overtricks_do_not_make_a_game():
    """Only the contracted tricks count towards game: 2S+2 is a partscore (110 + 60)."""
    result = score_contract("2S", "N", result="+2", vul="both")
    assert result.score_declarer == 170 and "partscore_premium" in result.parts


@pytest.mark.parametrize("vul", [False, True])
def test_law77_slam_premiums(vul):
    small = score_contract("6S", "N", result="=", vul=_vul(vul)).parts["slam_premium"]
    grand = score_contract("7S", "N", result="=", vul=_vul(vul)).parts["slam_premium"]
    assert (small, grand) == ((750, 1500) if vul else (500, 1000))


@pytest.mark.parametrize(("contract", "vul", "per"), [("3S", False, 30), ("3NT", True, 30), ("3D", True, 20),
                                                      ("3SX", False, 100), ("3SX", True, 200),
                                                      ("3SXX", False, 200), ("3SXX", True, 400)])
def test_law77_overtrick_values(contract, vul, per):
    result = score_contract(contract, "N", result="+2", vul=_vul(vul))
    assert result.parts["overtricks"] == 2 * per


def test_law77_insult_doubled_50():
    assert score_contract("1CX", "N", result="=", vul="none").parts["insult"] == 50


def test_law77_redouble_insult_is_uncertain_for_1987_constant_100():
    """Doubt (L–M, bridge-domain §3a): 2007/2017 Law 77 give 100 for making a redoubled contract; whether the 1987
    table already had 100 (not 50) is not confirmed by any 1987 text. The engine uses REDOUBLE_INSULT."""
    assert T.REDOUBLE_INSULT == 100
    result = score_contract("1CXX", "N", result="=", vul="none")
    assert result.parts["insult"] == T.REDOUBLE_INSULT
    assert result.score_declarer == 80 + 50 + T.REDOUBLE_INSULT


def test_law77_score_ns_sign_follows_declarer_side():
    ew = score_contract("4S", "E", result="=", vul="EW")
    assert (ew.score_declarer, ew.score_ns) == (620, -620)
    ns = score_contract("4S", "S", result="-1", vul="EW")
    assert (ns.score_declarer, ns.score_ns) == (-50, -50)


def test_law77_board_vulnerability_applies_to_declarer_side_only():
    assert score_contract("4S", "N", result="=", vul="EW").score_declarer == 420
    assert score_contract("4S", "E", result="=", vul="EW").score_declarer == 620


def test_cli_contract_keys_of_to_dict():
    data = score_contract("4SX", "S", tricks=10, vul="both").to_dict()
    assert {"contract", "declarer", "tricks", "vul", "score_declarer", "score_ns"} <= set(data)
    assert (data["contract"], data["declarer"], data["tricks"], data["vul"]) == ("4SX", "S", 10, "both")
    assert data["score_declarer"] == 790 and data["result"] == "="


def test_parts_sum_to_score_over_full_table():
    for level, denom, dbl, tricks in itertools.product(range(1, 8), ("C", "D", "H", "S", "NT"), range(3), range(14)):
        result = score_contract(Contract(level, denom, dbl), "S", tricks=tricks, vul="both")
        assert sum(result.parts.values()) == result.score_declarer
        assert (result.score_declarer > 0) is (tricks >= level + 6)


@pytest.mark.parametrize(("text", "value"), [("=", 0), ("+1", 1), ("-2", -2), ("+ 3", 3), (-4, -4), ("−1", -1)])
def test_parse_result(text, value):
    assert parse_result(text) == value


@pytest.mark.parametrize("bad", ["", "x", "++1", "1-", "=1"])
def test_bad_result_refused_with_code(bad):
    with pytest.raises(EngineError) as err:
        score_contract("4S", "N", result=bad, vul="none")
    assert err.value.code == "bad_result"


@pytest.mark.parametrize(("contract", "result"), [("4S", "+4"), ("7NT", "+1"), ("1C", "-8"), ("3NT", "-10")])
def test_impossible_result_refused(contract, result):
    with pytest.raises(EngineError) as err:
        score_contract(contract, "N", result=result, vul="none")
    assert err.value.code == "impossible_result"


@pytest.mark.parametrize("tricks", [-1, 14, "ten"])
def test_bad_tricks_refused(tricks):
    with pytest.raises(EngineError) as err:
        score_contract("4S", "N", tricks=tricks, vul="none")
    assert err.value.code in {"impossible_result", "bad_tricks"}


def test_tricks_and_result_exactly_one():
    """Neither is "give one" (score_needs_tricks_or_result); both is "only one" (score_tricks_and_result)."""
    for kwargs, code in (({}, "score_needs_tricks_or_result"),
                         ({"tricks": 10, "result": "="}, "score_tricks_and_result")):
        with pytest.raises(EngineError) as err:
            score_contract("4S", "N", vul="none", **kwargs)
        assert err.value.code == code


def test_bad_vul_contract_and_seat_refused():
    for args, code in [(("4S", "N", "sideways"), "bad_vul"), (("4Z", "N", "none"), "bad_contract"),
                       (("4S", "Q", "none"), "bad_seat")]:
        with pytest.raises(EngineError) as err:
            score_contract(args[0], args[1], result="=", vul=args[2])
        assert err.value.code == code


def test_law22_passed_out_scores_zero():
    data = passed_out("both").to_dict()
    assert (data["contract"], data["score_ns"], data["declarer"]) == ("passed_out", 0, None)
