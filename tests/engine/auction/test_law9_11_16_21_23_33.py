"""Laws 33 (simultaneous calls), 21B (change after misinformation), 23 (damaging passes), 16C (withdrawn calls)
and 9–11 (procedure, explaining options, forfeiture) as they decide auction cases (seeds 003 and 000)."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, option, ruled, step

from engine import rule
from engine.errors import EngineError
from engine.ruling import Step


# --- Law 33 ------------------------------------------------------------------------------------------------------
def test_33_simultaneous_call_deemed_subsequent_in_rotation() -> None:
    """33: "Zayavka, sdelannaya odnovremenno ... schitaetsya posleduyushchej zayavkoj" — S after E: in turn."""
    r = ruled(["1H"], "S", "1S", kind="simultaneous_calls", **{"with": {"E": "P"}})
    assert r["type"] == "simultaneous_calls" and r["laws"][0] == "33" and r["offender_partner_must_pass"] == "none"
    assert step(r, "simultaneous.33")["params"] == {"by": "S", "call": "1S", "seat": "E", "with_call": "P"}


def test_33_simultaneous_call_then_out_of_rotation() -> None:
    """33 with 28–31: W's call deemed after E's, at South's turn — out of rotation at the RHO's turn."""
    r = ruled(["1H"], "W", "1S", kind="simultaneous_calls", **{"with": {"E": "P"}})
    assert r["type"] == "call_out_of_turn" and r["turn_of"] == "rho" and "33" in r["laws"]


def test_33_deemed_later_call_may_be_insufficient() -> None:
    r = ruled(["1H"], "S", "1S", kind="simultaneous_calls", **{"with": {"E": "2C"}})
    assert r["type"] == "insufficient_bid"


@pytest.mark.parametrize(("with_", "code"), [
    ({"S": "P"}, "simultaneous_not_in_turn"), ({"E": "1C"}, "after_irregular"), ({"E": "P", "S": "P"}, "bad_field"),
])
def test_33_refusals(with_: dict[str, str], code: str) -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "W", "1S", kind="simultaneous_calls", **{"with": with_}))
    assert err.value.code == code


# --- Law 21B -----------------------------------------------------------------------------------------------------
def misinfo(auction: list[str], by: str, new_call: str, **kw: object) -> dict:
    return ruled(auction, kind="change_after_misinformation", by=by, new_call=new_call, **kw)


def test_21b1_change_without_penalty() -> None:
    """21B1: until the auction period ends, the call may be changed without penalty if partner has not called."""
    r = misinfo(["1H", "2C"], "E", "P")
    assert r["type"] == "change_after_misinformation" and "21B1" in r["laws"]
    assert r["adjusted_score"] == "possible"  # only through 16C2 (the changed call is UI to the offenders), 12C2
    assert r["offender"] is None and r["offending_side"] == "NS" and r["changed_by"] == "E"
    assert misinfo(["1H", "2C"], "E", "P", misinformed_by="N")["offender"] == "N"


def test_21a_misinformation_from_partner_is_refused() -> None:
    """21A: no redress for a call based on one's own side's misunderstanding: not a 21B case."""
    with pytest.raises(EngineError) as err:
        rule(case(["1H", "2C"], kind="change_after_misinformation", by="E", new_call="P", misinformed_by="W"))
    assert err.value.code == "misinformation_by_partner"


def test_21b2_lho_may_change_his_later_call() -> None:
    """21B2: the LHO may then change any later call of his without penalty (adjusted score if it told); 16C."""
    r = misinfo(["1H", "2C", "2H"], "E", "P")
    assert step(r, "misinfo.21B2")["params"] == {"lho": "S", "calls": "2H"}
    assert r["adjusted_score"] == "possible" and {"16C1", "16C2"} <= set(r["laws"])


def test_21b3_too_late_after_partner_called() -> None:
    """21B1 proviso / 21B3: partner has called since — too late; adjusted score possible (40C)."""
    r = misinfo(["1H", "2C", "2H", "P"], "E", "P")
    assert "21B3" in r["laws"] and "40C" in r["laws"] and r["adjusted_score"] == "possible"


def test_21b3_too_late_after_opening_lead() -> None:
    """21B1: "Poka ne zakonchilsya period torgovli (sm. pravilo 17E)" — E made the final pass, lead faced."""
    r = misinfo(["1H", "P", "P", "P"], "E", "2C", dealer="S", lead_faced=True)
    assert "misinfo.too_late_lead" in keys(r) and "21B3" in r["laws"]
    r2 = misinfo(["1H", "P", "P", "P"], "E", "2C", dealer="S")
    assert "21B1" in r2["laws"] and "21B3" not in r2["laws"]


def test_21b_specific_call_and_refusals() -> None:
    r = misinfo(["1H", "2C", "2H", "P", "P"], "E", "3C", call="2C")
    assert "21B3" in r["laws"]  # W (E's partner) passed after 2C
    with pytest.raises(EngineError) as err:
        rule(case(["1H", "2C"], kind="change_after_misinformation", by="E", new_call="1D"))
    assert err.value.code == "bad_correction"
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], kind="change_after_misinformation", by="E", new_call="P"))
    assert err.value.code == "call_not_in_auction"


# --- Law 23 ------------------------------------------------------------------------------------------------------
def test_23a_enforced_pass_adjusted_score_possible() -> None:
    """23A: an enforced pass of partner that the offender could know would damage — play on, then adjust."""
    r = ruled(["1H"], "W", "1S", choices={"accepted": False})
    assert "pass.damage_23A" in keys(r) and r["adjusted_score"] == "possible"


def test_23b_pass_at_partners_turn() -> None:
    """23B: a pass out of rotation at partner's turn that may damage — play on, then adjust."""
    r = ruled(["1H"], "W", "P", choices={"accepted": False})
    assert "pass.damage_23B" in keys(r) and r["adjusted_score"] == "possible"


# --- Laws 9–11 and 16C -------------------------------------------------------------------------------------------
def test_10c_director_explains_options_and_player_chooses_alone() -> None:
    """10C1: the director explains all options; 10C2: the player chooses without consulting partner."""
    r = ruled(["1H", "P"], "S", "1D")
    assert step(r, "options.explained")["params"]["who"] == "W" and "10C2" in r["laws"]


def test_11b_lho_call_forfeits_penalty() -> None:
    """11B «Право на наказание теряется, если LHO нарушителя сделал заявку … после нарушения»: said where the LHO
    did call (28B: W called at his turn before a penalty was stated); an acceptance that may have been by saying so
    cites the acceptance law instead (29B), with no "by calling over it"."""
    r = ruled([], "W", "1S", choices={"called_in_turn": {"N": "1H"}})
    assert "11B" in r["laws"] and step(r, "accept.forfeit_by_call")["ref"] == "11B"
    accepted = ruled(["1H"], "S", "1S", choices={"accepted": True})
    assert "11B" not in accepted["laws"] and step(accepted, "accept.forfeit")["ref"] == "29B"


@pytest.mark.parametrize(("spectator", "ref"), [("non_offending", "11C1"), ("offending", "11C2")])
def test_11c_spectator_drew_attention(spectator: str, ref: str) -> None:
    """11C: attention first drawn by a spectator — the right to penalize (or to rectify) may be lost."""
    r = ruled(["1H", "P"], "S", "1D", spectator=spectator)
    assert ref in r["laws"]


def test_11a_and_11d_non_offender_acted() -> None:
    """11A: a non-offender acting before the director came may forfeit the penalty; 11D: procedural still."""
    r = ruled(["1H", "P"], "S", "1D", nonoffender_acted=True)
    assert {"11A", "11D"} <= set(r["laws"])


def test_16c2_offenders_own_withdrawn_call_authorized_after_penalty() -> None:
    """16C2: to the offenders, their own cancelled call is authorized once the penalty has been paid."""
    r = ruled(["1H", "P"], "S", "1D", choices={"accepted": False, "correction": "P"})
    assert "info.16C2_own" in keys(r)


def test_16c1_nonoffenders_withdrawn_calls_after_35a() -> None:
    """16C1/16C2: when non-offenders' calls are cancelled (35A), they are authorized to them, not to offenders."""
    r = ruled(["1H", "P"], "S", "X", choices={"accepted": True})
    assert "info.16C1" in keys(r) and "info.16C2_theirs" in keys(r)


# --- no irregularity ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("auction", "by", "call", "ref"), [
    (["1H"], "E", "1S", "18C"), (["1H"], "E", "X", "19A1"), (["1H", "X"], "S", "XX", "19B1"), (["1H"], "E", "P", "17C"),
])
def test_legal_call_in_turn_is_no_irregularity(auction: list[str], by: str, call: str, ref: str) -> None:
    r = ruled(auction, by, call)
    assert r["type"] == "none" and r["offender"] is None and ref in r["laws"]
    assert r["options"] == [] and r["offender_partner_must_pass"] == "none"


def test_options_nest_down_to_outcomes() -> None:
    """Every option ends in a full ruling: the LHO's choice, then the offender's correction."""
    r = ruled(["1H", "P"], "S", "1D")
    sub = option(option(r, accepted=False), correction="P")
    assert sub["offender_partner_must_pass"] == "rest_of_auction" and sub["options"] == []


# --- Laws 17D and 21A --------------------------------------------------------------------------------------------
def test_17d_wrong_cards_cancel_on_request() -> None:
    """17D: the director "mozhet annulirovat' sdachu, i dolzhen sdelat' eto po trebovaniyu" of a non-offender."""
    r = ruled(["1H"], kind="cards_from_wrong_board", by="E", cancel_requested=True)
    assert r["type"] == "cards_from_wrong_board" and "wrong_cards.must_cancel" in keys(r)
    assert r["corpus"]["90"] is False  # Law 90 (procedural penalty) is not in our corpus


def test_17d_wrong_cards_options_when_undecided() -> None:
    r = ruled(["1H"], kind="cards_from_wrong_board", by="E")
    assert [o["choice"] for o in r["options"]] == [{"cancel_requested": True}, {"cancel_requested": False}]
    assert "wrong_cards.may_cancel" in keys(option(r, cancel_requested=False))


def test_21a_own_misunderstanding_no_redress() -> None:
    """21A: "Igroku ne predostavlyaetsya pomoshch'" — a call from one's own misunderstanding stands."""
    r = ruled(["1H", "2C"], kind="own_misunderstanding", by="E", call="2C")
    assert r["type"] == "own_misunderstanding" and "21A" in r["laws"] and r["offender"] is None


def test_16c_a_call_changed_after_misinformation_is_a_cancelled_call_of_the_non_offenders() -> None:
    """21B1 lets West change his pass; 16C1: «Для ненарушившей стороны вся информация, вытекающая из отмененных
    акций, легальна», and to the offenders it is unauthorized (16C2). The ruling says so with the seats, then the
    12C2 path (as the misclick ruling does for the LHO's withdrawn call)."""
    import lawbase
    from bot.render.ruling import step_text

    assert "вся информация, вытекающая из отмененных акций, легальна" in lawbase.load().get("16C1").text

    data = {"dealer": "N", "vul": "none", "auction": ["1NT", "P", "2C", "P"],
            "irregularity": {"type": "misexplanation", "by": "N", "what": "wrong_explanation", "call": "2C",
                             "found": "auction", "finding": "misinformation", "misinformed": "W", "new_call": "X"}}
    r = rule(data).to_dict()
    withdrawn = step(r, "misinfo.withdrawn_16C")
    assert withdrawn["params"] == {"by": "W", "call": "P", "lho": "N", "rho": "S"}
    assert {"16C1", "16C2", "12C2"} <= set(r["laws"]) and "ui.adjust" in keys(r)
    ru = step_text(Step(**withdrawn), "ru")
    assert "легальна для стороны игрока Запад" in ru and "нелегальна для игроков Север и Юг" in ru
