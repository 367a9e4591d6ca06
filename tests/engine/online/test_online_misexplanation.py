"""A wrong explanation or a missing alert (Laws 20F, 21B, 40 of 1987, corpus; 75 not in the corpus), found during
the auction, before the opening lead, during the play or after it."""

from __future__ import annotations

import pytest
from online_helpers import keys, refused, ruled, states

from engine.ruling import Ruling

OPEN = ["1NT", "P", "2C"]  # board 3: dealer S 1NT, W pass, N 2♣ (Stayman), East to call
DONE = ["1NT", "P", "2C", "P", "2H", "P", "P", "P"]  # 2♥ by South
MISSING_ALERT = ("отсутствие немедленного алертирования конвенционной заявки или специфического понимания заявки, "
                 "когда такое алертирование требуется S.O., считается дезинформацией")
CHANGE = "Пока не закончился период торговли(см.правило 17E) игрок может без наказания изменить заявку"
TOO_LATE = "Когда изменять заявку слишком поздно, судья может назначить присужденный результат"
DAMAGE_40C = "Если судья сочтет, что сторона панесла ущерб из-за того, что оппоненты не объяснили полностью"


def mi(found: str = "auction", auction: list[str] | None = None, **facts: object) -> dict:
    facts.setdefault("what", "wrong_explanation")
    return ruled("misexplanation", board=3, auction=auction or (OPEN if found == "auction" else DONE), by="S",
                 call="2C", found=found, **facts)


def test_law40a_a_misbid_is_no_misinformation_the_result_stands() -> None:
    """40A: «Игрок может делать любую заявку … при условии, что такого рода заявка … не базируется на партнерском
    взаимопонимании»: the explanation was right, the caller deviated."""
    assert states("40A", "Игрок может делать любую заявку")
    r = mi(finding="misbid")
    assert r["type"] == "misexplanation" and r["offender"] is None and r["table_result_stands"] is True
    assert "online.mi.misbid" in keys(r) and r["adjusted_score"] == "none"


def test_law21b1_a_missing_alert_is_misinformation_only_when_the_regulations_require_one() -> None:
    """21B1: «… когда такое алертирование требуется S.O., считается дезинформацией»."""
    assert states("21B1", MISSING_ALERT)
    not_required = mi(what="missing_alert", alert_required=False)
    assert "online.mi.alert_not_required" in keys(not_required) and not_required["table_result_stands"] is True
    required = mi(what="missing_alert", alert_required=True, finding="misinformation")
    assert required["type"] == "misinformation" and required["offender"] == "S" and required["offending_side"] == "NS"
    assert "online.mi.alert_is_misinformation" in keys(required)
    assert mi(what="missing_alert")["open_questions"] == ["alert_required"]


def test_law21b1_found_in_the_auction_the_misinformed_opponent_may_change_his_call() -> None:
    """21B1: «Пока не закончился период торговли … игрок может без наказания изменить заявку … при условии, что его
    партнер не сделал последующей заявки» — ruled by the change_after_misinformation ruler, reused."""
    assert states("21B1", CHANGE) and states("21B1", "при условии, что его партнер не сделал последующей заявки")
    general = mi(finding="misinformation")
    assert "online.mi.21B1_rights" in keys(general) and "online.mi.21B2_rights" in keys(general)
    changed = mi(auction=["1NT", "P", "2C", "P"], finding="misinformation", misinformed="E", new_call="X")
    assert "misinfo.21B1" in keys(changed) and changed["changed_by"] == "E" and changed["offender"] == "S"


def test_law17e_21b1_before_the_opening_lead_the_auction_period_still_lasts() -> None:
    """21B1 lasts «Пока не закончился период торговли (см. правило 17E)»: after the final pass, before the lead.
    East made the final pass after the misinformation; his partner has not called since: he may change it."""
    assert states("21B1", "см.правило 17E")
    r = mi(found="before_opening_lead", finding="misinformation", misinformed="E", new_call="X")
    assert "online.mi.before_lead" in keys(r) and "misinfo.21B1" in keys(r)


def test_law21b1_too_late_once_the_misinformed_players_partner_has_called() -> None:
    """21B1 «при условии, что его партнер не сделал последующей заявки»: West passed, then East passed → 21B3."""
    r = mi(found="before_opening_lead", finding="misinformation", misinformed="W", new_call="X")
    assert "misinfo.too_late_partner" in keys(r) and "21B3" in r["laws"]


@pytest.mark.parametrize("found", ["play", "after_play"])
def test_law21b3_40c_found_in_or_after_the_play_too_late_to_change_adjust_if_damaged(found: str) -> None:
    """21B3: «Когда изменять заявку слишком поздно, судья может назначить присужденный результат» (40C)."""
    assert states("21B3", TOO_LATE) and states("40C", DAMAGE_40C)
    damaged = mi(found=found, finding="misinformation", damage=True)
    assert f"online.mi.too_late_{found}" in keys(damaged) and damaged["adjusted_score"] == "required"
    assert "online.mi.adjust" in keys(damaged) and "40C" in damaged["laws"]
    undamaged = mi(found=found, finding="misinformation", damage=False)
    assert undamaged["adjusted_score"] == "none" and "online.mi.no_damage" in keys(undamaged)
    assert mi(found=found, finding="misinformation")["open_questions"] == ["damage"]


def test_law12c2_assigned_score_after_misinformation_need_not_balance() -> None:
    """12C2: EW (non-offending) get the most favourable result possible without the infraction (2♥ one down), NS
    the least favourable of all possible results (2♥ doubled two down); «Результаты, назначенные двум сторонам, не
    обязаны быть сбалансированными». Teams: the other table's NS scored +110."""
    assert states("12C2", "не обязаны быть сбалансированными")
    block = {"results": [{"contract": "2H", "declarer": "S", "tricks": 7}, {"contract": "2H", "declarer": "S",
                                                                          "tricks": 8}],
             "other_results": [{"contract": "2HX", "declarer": "S", "tricks": 6}],
             "form": "teams", "other_table": 110}
    r = mi(found="after_play", finding="misinformation", damage=True, adjusted=block)
    assigned = r["assigned"]
    assert assigned["ew"]["points"] == 50 and assigned["ns"]["points"] == -300  # board 3: NS not vulnerable
    assert assigned["balanced"] is False and "online.adj.unbalanced" in keys(r)
    assert assigned["ew"]["imps"] == 4  # 110 at the other table + 50 here = 160 → 4 IMPs (78B)
    assert assigned["ns"]["imps"] == -9  # −300 here − 110 there = −410 → −9 IMPs


def test_law75_the_correction_procedure_is_named_not_invented() -> None:
    r = mi(finding="misinformation")
    assert "online.mi.correct_75" in keys(r) and r["corpus"]["75C"] is False


def test_law16a_partner_who_saw_the_explanation_has_extraneous_information() -> None:
    """16A names «ответа на вопрос» among the ways partner gets information."""
    assert states("16A", "ответа на вопрос")
    assert "online.mi.partner_ui" in keys(mi(finding="misbid", partner_saw=True))
    assert "online.mi.partner_ui_if" in keys(mi(finding="misbid"))
    assert not {"online.mi.partner_ui", "online.mi.partner_ui_if"} & set(keys(mi(finding="misbid", partner_saw=False)))


def test_law16a_a_missing_alert_gives_partner_its_absence_not_an_explanation() -> None:
    """16A: information from partner «посредством замечания, вопроса, ответа на вопрос…»; with a missing alert
    there is no explanation to see — what partner may notice is that the alert is missing."""
    from bot.render.ruling import ruling_text

    assert states("16A", "ответа на вопрос")
    unknown = mi(found="before_opening_lead", what="missing_alert", alert_required=True, finding="misinformation")
    assert "online.mi.partner_ui_no_alert_if" in keys(unknown) and "online.mi.partner_ui_if" not in keys(unknown)
    ru = ruling_text(Ruling.from_dict(unknown), "ru")
    assert "заметил отсутствие алерта" in ru and "видел объяснение" not in ru
    assert "noticed that the alert was missing" in ruling_text(Ruling.from_dict(unknown), "en")
    seen = mi(what="missing_alert", alert_required=True, partner_saw=True)
    assert "online.mi.partner_ui_no_alert" in keys(seen)


def test_refusals() -> None:
    assert refused("misexplanation", board=3, auction=OPEN, by="S", what="wrong_explanation").code == "missing_field"
    err = refused("misexplanation", board=3, auction=OPEN, by="S", what="wrong_explanation", found="auction",
                  finding="misinformation", misinformed="N", new_call="X")
    assert err.code == "misinformation_by_partner"
    err = refused("misexplanation", board=3, auction=OPEN, by="S", what="wrong_explanation", found="auction",
                  finding="misinformation", misinformed="E")
    assert err.code == "missing_field" and err.params["field"] == "new_call"


def test_law21b1_only_a_call_made_after_the_misinformation_may_be_changed() -> None:
    """21B1: «заявка была сделана в результате дезинформации»: West passed before 2♣ was explained; East has not
    called since."""
    assert states("21B1", "заявка была сделана в результате дезинформации")
    for seat in ("W", "E"):
        err = refused("misexplanation", board=3, auction=OPEN, by="S", what="wrong_explanation", call="2C",
                      found="auction", finding="misinformation", misinformed=seat, new_call="X")
        assert err.code == "no_call_after_misinformation" and err.params["by"] == seat


def test_law17e_found_during_the_auction_contradicts_a_finished_auction() -> None:
    """17E: after the final pass the auction is over; what is found then is found before the opening lead. The
    refusal says why and what to answer, in both languages (17E: «Период торговли заканчивается, когда … после
    любой заявки последовало 3 паса в очередь и предъявлен первый ход»)."""
    from bot.render.errors import error_text

    assert states("17E", "последовало 3 паса в очередь и предъявлен первый ход")
    err = refused("misexplanation", board=3, auction=DONE, by="S", what="wrong_explanation", found="auction")
    assert err.code == "found_auction_but_auction_over" and err.params["law"] == "17E"
    ru, en = error_text(err, "ru"), error_text(err, "en")
    assert "17E" in ru and "Торговля уже закончилась" in ru and "«До первого хода»" in ru
    assert "17E" in en and "“Before the lead”" in en
