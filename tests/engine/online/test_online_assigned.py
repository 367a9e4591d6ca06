"""Assigned adjusted scores (Law 12C2 of 1987, corpus): «для ненарушившей стороны этот результат есть наиболее
выгодный результат из тех, которые были бы возможны без нарушения, для нарушившей стороны - наименее выгодный из
всех возможных результатов. Результаты, назначенные двум сторонам, не обязаны быть сбалансированными и могут быть
назначены как в MP, так и путем изменения непосредственно заработанных в сдаче очков (Total Points)»."""

from __future__ import annotations

import pytest
from online_helpers import keys, refused, ruled, states

from engine.errors import EngineError
from engine.ruling import Ruling
from engine.scoring import imps, matchpoints, score_contract
from engine.scoring.adjusted import assigned_adjusted

NOS_BEST = ("для ненарушившей стороны этот результат есть наиболее выгодный результат из тех, которые были бы "
            "возможны без нарушения")
OS_WORST = "для нарушившей стороны - наименее выгодный из всех возможных результатов"
TOTAL_POINTS = "могут быть назначены как в MP, так и путем изменения непосредственно заработанных в сдаче очков"
R4S = {"contract": "4S", "declarer": "S", "tricks": 10}
R4S_DOWN = {"contract": "4S", "declarer": "S", "tricks": 9}
R3S = {"contract": "3S", "declarer": "S", "tricks": 10}


def assigned(**fields: object) -> dict:
    return ruled("assigned_adjusted_score", board=1, **fields)


def test_law12c2_non_offenders_get_the_most_favourable_result_possible_without_the_infraction() -> None:
    """12C2 «наиболее выгодный … из тех, которые были бы возможны без нарушения»: EW offended; NS get 4♠= (+420)."""
    assert states("12C2", NOS_BEST)
    r = assigned(offending_side="EW", results=[R4S_DOWN, R3S, R4S])
    assert r["assigned"]["ns"]["points"] == 420 and r["assigned"]["ns"]["offending"] is False
    assert r["adjusted_score"] == "required" and r["offender"] is None and r["offending_side"] == "EW"


def test_law12c2_offenders_get_the_least_favourable_of_all_possible_results() -> None:
    """12C2 «наименее выгодный из всех возможных»: NS offended; of 4♠=, 3♠+1, 4♠−1 NS get 4♠−1 (−50), and EW —
    the non-offenders — the result most favourable to them, also 4♠−1 (+50)."""
    assert states("12C2", OS_WORST)
    r = assigned(offending_side="NS", results=[R4S, R3S, R4S_DOWN])
    assert r["assigned"]["ns"]["points"] == -50 and r["assigned"]["ew"]["points"] == 50
    assert r["assigned"]["balanced"] is True and "online.adj.unbalanced" not in keys(r)


def test_law12c2_scores_need_not_balance() -> None:
    """«Результаты, назначенные двум сторонам, не обязаны быть сбалансированными»: EW offended; NS get the best
    likely result (+170), EW the worst of all possible ones (4♠=, −420 for them)."""
    assert states("12C2", "не обязаны быть сбалансированными")
    r = assigned(offending_side="EW", results=[R3S], other_results=[R4S])
    assert r["assigned"]["ns"]["points"] == 170 and r["assigned"]["ew"]["points"] == -420
    assert r["assigned"]["balanced"] is False and "online.adj.unbalanced" in keys(r)


def test_law78a_matchpoints_of_each_side_against_the_other_tables() -> None:
    """Each side's assigned score is compared with the other tables' NS scores (2 per score beaten, 1 per tie)."""
    others = [420, 170, 170, -50]
    r = assigned(offending_side="EW", results=[R3S], other_results=[R4S], scores=others)
    ns, ew = r["assigned"]["ns"], r["assigned"]["ew"]
    assert (ns["mp"], ns["top"]) == (matchpoints([170, *others]).mp[0], 8) == (4, 8)
    assert (ew["mp"], ew["top"]) == (matchpoints([420, *others]).mp_ew[0], 8) == (1, 8)
    assert ns["percent"] == 50.0 and ew["percent"] == 12.5


def test_law78b_imps_of_each_side_against_the_other_table() -> None:
    r = assigned(offending_side="EW", results=[R3S], other_results=[R4S], form="teams", other_table=420)
    assert r["assigned"]["ns"]["imps"] == imps(170 - 420) == -6
    assert r["assigned"]["ew"]["imps"] == imps(420 - 420) == 0


def test_law12c2_total_points_are_said_when_no_other_results_are_given() -> None:
    assert states("12C2", TOTAL_POINTS)
    assert "online.adj.total_points" in keys(assigned(offending_side="EW", results=[R4S]))


def test_the_flat_form_of_the_wizard_and_of_ruling() -> None:
    r = assigned(offending_side="EW", result_contract="3S", result_declarer="S", result_tricks=10,
                 offending_contract="4S", offending_declarer="S", offending_tricks=10)
    assert r["assigned"]["ns"]["points"] == 170 and r["assigned"]["ew"]["points"] == -420
    passed = assigned(offending_side="NS", result_contract="P")
    assert passed["assigned"]["ns"]["result"]["contract"] == "passed_out" and passed["assigned"]["ew"]["points"] == 0


def test_doubled_results_and_the_table_result() -> None:
    r = assigned(offending_side="NS", results=[{"contract": "4SX", "declarer": "S", "result": "-2"}],
                 table_result=R4S)
    assert r["assigned"]["ew"]["points"] == 300 and "online.adj.table" in keys(r)
    assert "online.adj.offending_x" in keys(r)


def test_assigned_adjusted_refuses_what_it_cannot_score() -> None:
    assert refused("assigned_adjusted_score", results=[R4S]).code == "missing_field"
    assert refused("assigned_adjusted_score", offending_side="XY", results=[R4S]).code == "bad_field"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[]).code == "bad_field"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[{"contract": "4S"}]).code == \
        "missing_field"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[{**R4S, "tricks": 14}]).code == \
        "impossible_result"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[R4S], scores=[425]).code == "bad_score"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[R4S], form="teams",
                   scores=[420]).code == "contradictory_fields"
    assert refused("assigned_adjusted_score", offending_side="NS", results=[R4S], result_contract="3S").code == \
        "contradictory_fields"


def test_scoring_api_picks_by_each_sides_own_view() -> None:
    low, high = (score_contract("4S", "S", tricks=t, vul="none") for t in (9, 10))
    nos_ew = assigned_adjusted("NS", [low, high])
    assert nos_ew.points("EW") == 50 and nos_ew.points("NS") == -50
    nos_ns = assigned_adjusted("EW", [low, high])
    assert nos_ns.points("NS") == 420 and nos_ns.points("EW") == -420
    with pytest.raises(EngineError) as err:
        assigned_adjusted("NE", [low])
    assert err.value.code == "bad_offending_side"
    with pytest.raises(EngineError) as err:
        assigned_adjusted("NS", [])
    assert err.value.code == "assigned_needs_results"


def test_law78a_matchpoints_are_worded_with_one_plural_and_the_russian_decimal_comma() -> None:
    """78A (matchpoints: «MP» in the corpus's 12C2) — each side's line reads "1 of 8 matchpoints (12.5 %)" in English
    and «1 из 8 мп (12,5 %)» in Russian: no "1 matchpoints", no Latin "MP", no decimal point in Russian."""
    from bot.render.ruling import ruling_text

    assert states("12C2", TOTAL_POINTS)
    r = assigned(offending_side="EW", results=[R3S], other_results=[R4S], scores=[420, 170, 170, -50])
    ru, en = ruling_text(Ruling.from_dict(r), "ru"), ruling_text(Ruling.from_dict(r), "en")
    assert "Восток–Запад: 1 из 8 мп (12,5 %)" in ru and " MP " not in ru and "12.5" not in ru
    assert "East–West: 1 of 8 matchpoints (12.5 %)" in en and "1 matchpoints" not in en
