"""Hesitation and other information from partner (Law 16A of 1987, corpus): the director's four questions and
what follows from each answer; the adjusted score is an assigned one (12C2)."""

from __future__ import annotations

import pytest
from online_helpers import keys, law_text, refused, ruled, states

import lawbase
from engine.ruling import Ruling

AUCTION = ["1S", "P", "2S", "P", "3S", "P"]  # board 3 (dealer S, EW vulnerable): South bid 3♠ slowly, North acts now
LA_RULE = ("партнер не может выбирать из логически альтернативных действий то, которое более обоснованно, чем "
           "другие, может быть подсказано посторонней информацией")
HOW_16A = "посредством замечания, вопроса, ответа на вопрос, или явного колебания, необычной поспешности"
READY = "будучи постоянно готовым назначить присужденный результат, если он сочтет, что нарушение привело к ущербу"
ALL_YES = {"ui": True, "logical_alternatives": True, "suggested": True}


def hesitation(**facts: object) -> dict:
    return ruled("hesitation", board=3, auction=AUCTION, informant="S", **facts)


def test_law16a_the_ways_information_is_given_are_the_corpus_list() -> None:
    """16A: «посредством замечания, вопроса, ответа на вопрос, или явного колебания, необычной поспешности …»."""
    assert states("16A", HOW_16A) and states("16A", "жеста")
    for how in ("hesitation", "haste", "remark", "question", "answer", "gesture"):
        assert f"online.ui.fact_{how}" in keys(hesitation(how=how))


def test_law16a_no_information_made_available_the_result_stands() -> None:
    r = hesitation(ui=False)
    assert r["type"] == "hesitation" and r["offender"] is None and r["table_result_stands"] is True
    assert "online.result_stands" in keys(r) and r["adjusted_score"] == "none"


def test_law16a_without_a_logical_alternative_there_is_no_infraction() -> None:
    """16A restricts a choice «из логически альтернативных действий»: with none, nothing is restricted."""
    assert states("16A", LA_RULE)
    r = hesitation(ui=True, logical_alternatives=False)
    assert "online.ui.no_alternative" in keys(r) and r["table_result_stands"] is True and r["offender"] is None
    assert "online.ui.restriction" in keys(r)


def test_law16a_an_alternative_not_suggested_by_the_information_is_no_infraction() -> None:
    """16A forbids only the one that «более обоснованно, чем другие, может быть подсказано»."""
    r = hesitation(ui=True, logical_alternatives=True, suggested=False)
    assert "online.ui.not_suggested" in keys(r) and r["table_result_stands"] is True


def test_law16a2_infraction_without_damage_the_result_stands() -> None:
    """16A2: the director adjusts only «если он сочтет, что нарушение привело к ущербу»."""
    assert states("16A2", READY)
    r = hesitation(**ALL_YES, damage=False)
    assert r["type"] == "unauthorized_information" and r["offender"] == "N" and r["offending_side"] == "NS"
    assert "online.ui.infraction" in keys(r) and "online.ui.no_damage" in keys(r)
    assert r["adjusted_score"] == "none" and r["table_result_stands"] is True


def test_law16a2_12c2_infraction_with_damage_gives_an_assigned_adjusted_score() -> None:
    """16A2 + 12C2: «Когда судья назначает оценочный присужденный результат вместо результата, фактически
    достигнутого после нарушения»."""
    assert states("12C2", "Когда судья назначает оценочный присужденный результат вместо результата, фактически "
                          "достигнутого после нарушения")
    r = hesitation(**ALL_YES, damage=True, action="4S")
    assert r["adjusted_score"] == "required" and "online.ui.adjust" in keys(r) and "12C2" in r["laws"]
    assert "online.adj.how" in keys(r)  # no results given yet: the ruling says what to give


def test_law12c2_the_adjusted_block_scores_both_sides() -> None:
    """The table result 4♠= by South; without the infraction 3♠ making 9: NS (offenders) and EW both get it."""
    block = {"results": [{"contract": "3S", "declarer": "S", "tricks": 9}],
             "table_result": {"contract": "4S", "declarer": "S", "tricks": 10}, "scores": [140, 140, 170, 620]}
    r = hesitation(**ALL_YES, damage=True, adjusted=block)
    assigned = r["assigned"]
    assert assigned["ns"]["points"] == 140 and assigned["ew"]["points"] == -140  # board 3: EW vulnerable only
    assert (assigned["ew"]["mp"], assigned["ew"]["top"]) == (6, 8)  # EW's -140 beats -170, -620; ties two -140
    assert (assigned["ns"]["mp"], assigned["ns"]["top"]) == (2, 8)


@pytest.mark.parametrize(("facts", "question"), [
    ({}, "ui"), ({"ui": True}, "logical_alternatives"), ({"ui": True, "logical_alternatives": True}, "suggested"),
    (ALL_YES, "damage")])
def test_an_unanswered_question_is_named_and_the_adjusted_score_stays_possible(facts: dict, question: str) -> None:
    r = hesitation(**facts)
    assert r["open_questions"] == [question] and r["adjusted_score"] == "possible"
    assert f"online.open.{question}" in keys(r)


def test_law73_is_named_but_not_quoted_its_text_is_not_in_our_corpus() -> None:
    r = hesitation(how="hesitation")
    assert r["corpus"]["73"] is False and "online.ui.law73" in keys(r)
    assert "online.ui.law73" not in keys(hesitation(how="remark"))
    assert lawbase.load().in_corpus("73") is False and "темп" not in law_text("73")


def test_refusals() -> None:
    assert refused("hesitation", board=3, auction=AUCTION, informant="S", action="4S", card="SA").code == \
        "contradictory_fields"
    assert refused("hesitation", board=3, auction=AUCTION, informant="S", how="sigh").code == "bad_field"
    assert refused("hesitation", board=3, auction=AUCTION, informant="S", ui="maybe").code == "bad_field"
    err = refused("hesitation", board=3, auction=AUCTION, informant="S", **ALL_YES, damage=True,
                  adjusted={"result": []})
    assert err.code == "unknown_field"


def test_law16a1_16a2_the_procedure_is_stated_once_information_was_given() -> None:
    """16A1: «он может, если предписания S.O. не запрещают этого, сразу объявить о том, что позднее он, возможно,
    вызовет судью»; 16A2: «Судье надлежит потребовать продолжения торговли или розыгрыша»."""
    assert states("16A1", "если предписания S.O. не запрещают этого, сразу объявить о том, что позднее он")
    assert states("16A2", "Судье надлежит потребовать продолжения торговли или розыгрыша")
    assert "online.ui.procedure" in keys(hesitation(ui=True))
    assert "online.ui.procedure" not in keys(hesitation(ui=False))


def test_law16a_the_action_must_be_the_informants_partners_call() -> None:
    """16A restricts «партнер» — the partner who acts after the information: «не может выбирать из логически
    альтернативных действий». Dealer N, 1♠ P 2♠ P: North is to call; South's call after North's 1♠ was 2♠, so a 4♠
    "by North's partner" is no call of his and is refused, never ruled on with South as the offender."""
    assert states("16A", LA_RULE)
    err = refused("hesitation", board=1, auction=["1S", "P", "2S", "P"], informant="N", action="4S", ui=True,
                  logical_alternatives=True, suggested=True, damage=True)
    assert err.code == "hesitation_action_not_partners" and err.params["seat"] == "S" and err.params["made"] == "2S"
    err = refused("hesitation", board=1, auction=["1S"], informant="N", action="2S")  # West's turn, South silent
    assert err.code == "hesitation_partner_no_call"
    # his call in the auction, or the legal call he makes now at his turn, is his action
    assert hesitation(action="4S")["acted"] == "N"
    r = ruled("hesitation", board=1, auction=["1S", "P", "2S", "P"], informant="N", action="2S", ui=False)
    assert r["acted"] == "S" and r["table_result_stands"] is True
    assert refused("hesitation", board=3, auction=AUCTION, informant="S", action="3H").code == \
        "hesitation_action_not_partners"  # a 3♥ by North now would be insufficient: no call of his


def test_the_refusal_of_a_call_not_partners_is_worded_in_both_languages() -> None:
    from bot.render.errors import error_text

    err = refused("hesitation", board=1, auction=["1S", "P", "2S", "P"], informant="N", action="4S")
    ru, en = error_text(err, "ru"), error_text(err, "en")
    assert "4♠" in ru and "Юг" in ru and "2♠" in ru and "16A" in ru and "{" not in ru
    assert "South" in en and "2♠" in en and "{" not in en


def test_an_open_question_is_not_headed_nobody_has_committed_an_irregularity() -> None:
    """16A2: the director adjusts «если он сочтет, что нарушение привело к ущербу» — while the facts are not
    established, whether there was an infraction is open: the headline says it is to be established."""
    from bot.render.ruling import offender_line

    assert states("16A2", READY)
    open_ = hesitation(action="4S")
    assert open_["open_questions"] == ["ui"]
    logged = Ruling.from_dict(open_)
    assert offender_line(logged, "ru") == "Было ли нарушение, ещё предстоит установить."
    assert offender_line(logged, "en") == "Whether an irregularity was committed is still to be established."
    settled = hesitation(ui=False)
    assert offender_line(Ruling.from_dict(settled), "en") == "Nobody has committed an irregularity."
