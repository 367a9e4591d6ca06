"""The online rulings as a director reads them, in Russian and English (every step worded, no code left), through
``sudya rule`` (text and JSON), and the wizard's path to each type it offers."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from online_helpers import case, states

from bot.cli import main
from bot.i18n import has
from bot.intake import wizard as W
from bot.intake.questions import DONE
from bot.render.ruling import ruling_text, step_text
from engine import rule
from engine.kinds import KINDS
from engine.ruling import Ruling, Step
from engine.rulings.online import assigned, hesitation, matters, misclick, misexplanation, tricks

R4S = {"contract": "4S", "declarer": "S", "tricks": 10}
CASES: dict[str, dict[str, Any]] = {
    "misclick_allowed": case("misclick", auction=["1H"], by="E", call="P", intended="1S", inadvertent=True,
                             without_pause=True),
    "misclick_lho": case("misclick", auction=["1H", "P", "P"], by="E", call="P", intended="1S", inadvertent=True,
                         without_pause=True),
    "misclick_open": case("misclick", auction=["1H"], by="E", call="P", intended="1S"),
    "hesitation_adjust": case("hesitation", board=3, auction=["1S", "P", "2S", "P", "3S", "P"], informant="S",
                              action="4S", ui=True, logical_alternatives=True, suggested=True, damage=True,
                              adjusted={"results": [{"contract": "3S", "declarer": "N", "tricks": 9}],
                                        "other_results": [{"contract": "4SX", "declarer": "N", "tricks": 8}],
                                        "table_result": {"contract": "4S", "declarer": "N", "tricks": 10},
                                        "scores": [140, 170, 620]}),
    "hesitation_open": case("hesitation", board=3, auction=["1S", "P", "2S", "P"], informant="S", how="haste"),
    "misexplanation_alert": case("misexplanation", board=3, auction=["1NT", "P", "2C", "P"], by="S",
                                 what="missing_alert", call="2C", found="auction", alert_required=True,
                                 finding="misinformation", misinformed="E", new_call="X"),
    "misexplanation_after_play": case("misexplanation", board=3, auction=["1NT", "P", "2C", "P", "2H", "P", "P", "P"],
                                      by="S", what="wrong_explanation", found="after_play", finding="misinformation",
                                      damage=True, adjusted={"results": [R4S], "form": "teams", "other_table": 140}),
    "claim": case("claim_decision", board=3, contract="4SX", declarer="S", by="S", tricks_played=8,
                  declarer_tricks=6, claimed=5, awarded=3, doubts=["new_line"]),
    "claim_withdrawn": case("claim_decision", board=3, contract="3NT", declarer="N", by="E", tricks_played=9,
                            declarer_tricks=5, claimed=4, awarded=3, basis="acceptance_withdrawn"),
    "tricks_dispute": case("score_dispute", board=3, contract="4S", declarer="S", what="tricks", ns_says=10,
                           ew_says=9, cards_mixed_by="E", recorded=170),
    **{f"matter_{m}": case("director_matter", matter=m) for m in matters.MATTERS},
    "assigned_passed": case("assigned_adjusted_score", board=2, offending_side="NS", result_contract="P"),
    "assigned_mp": case("assigned_adjusted_score", board=2, offending_side="EW", results=[R4S],
                        other_results=[{"contract": "4SXX", "declarer": "S", "tricks": 11}], scores=[620, 650]),
}


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_step_and_caveat_is_worded_with_no_code_or_placeholder_left(name: str, lang: str) -> None:
    ruling = rule(CASES[name]).to_dict()
    text = ruling_text(Ruling.from_dict(ruling), lang)
    assert not re.search(r"\{\w+\}|online\.|\b(?:NS|EW)\b|_", text.split("\n\n")[0] + _steps(text)), text
    for item in [*ruling["steps"], *ruling["caveats"]]:
        assert has(item["key"], lang), item["key"]
        worded = step_text(Step(**item), lang)  # as every rendering words it (a call also as an object: ``<name>_acc``)
        assert not re.search(r"\{\w+\}", worded), worded


def _steps(text: str) -> str:
    """The director's statements (the law quotes may hold anything the book prints)."""
    return text.split("Правила\n")[0].split("Laws cited\n")[0]


def test_russian_reads_naturally_sides_seats_and_doubled_contracts() -> None:
    text = ruling_text(rule(CASES["hesitation_adjust"]), "ru")
    assert "для пары Восток–Запад это -420" in text and "4♠ с контрой" in text
    assert "Север–Юг (нарушившая сторона): 4♠ с контрой, разыгрывает Север, взяток 8" in text
    english = ruling_text(rule(CASES["hesitation_adjust"]), "en")
    assert "North–South (offending side): 4♠ doubled by North, 8 tricks" in english


def test_caveats_are_shown_in_every_rendering() -> None:
    """A reading from the secondary source is said in the director's text, in both languages."""
    for name, lang, words in (("misclick_lho", "ru", "Вторичный источник"),
                              ("misclick_lho", "en", "secondary source"),
                              ("claim", "ru", "правила 70"), ("claim", "en", "Law 70")):
        assert words in ruling_text(rule(CASES[name]), lang)


@pytest.mark.parametrize("name", ["misclick_allowed", "hesitation_adjust", "claim", "assigned_mp"])
def test_sudya_rule_takes_each_new_type_json_is_the_ruling(name: str, capsys: Any, monkeypatch: Any) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(CASES[name])))
    assert main(["rule", "-", "--json"]) == 0
    printed, expected = json.loads(capsys.readouterr().out), rule(CASES[name]).to_dict()
    assert {k: printed.get(k) for k in expected} == expected  # the Ruling JSON (the CLI may add, never drop)
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(CASES[name])))
    assert main(["rule", "-", "--lang", "en"]) == 0
    assert "Laws cited" in capsys.readouterr().out


def test_sudya_rule_refuses_bad_input_in_words(capsys: Any, monkeypatch: Any) -> None:
    import io

    bad = case("assigned_adjusted_score", offending_side="NS", results=[{"contract": "4S", "declarer": "S",
                                                                        "tricks": 14}])
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(bad)))
    assert main(["rule", "-"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip()


def run(*answers: str) -> W.WizardState:
    state = W.start()
    for value in answers:
        state = W.answer(state, value)
    return state


@pytest.mark.parametrize(("answers", "expected"), [
    (("1", "1H", "P", DONE, "misclick", "E", "P", "1S", "yes", "yes"),
     {"type": "misclick", "by": "E", "call": "P", "intended": "1S", "inadvertent": True, "without_pause": True}),
    (("3", "1S", "P", "2S", "P", "3S", "P", DONE, "hesitation", "S", "hesitation", "4S", "yes", "yes", "yes", "yes"),
     {"type": "hesitation", "informant": "S", "how": "hesitation", "action": "4S", "ui": True,
      "logical_alternatives": True, "suggested": True, "damage": True}),
    (("3", "1NT", "P", "2C", "P", DONE, "misexplanation", "S", "missing_alert", "2C", "auction", "yes",
      "misinformation", "no", "E", "X", "yes"),
     {"type": "misexplanation", "by": "S", "what": "missing_alert", "call": "2C", "found": "auction",
      "alert_required": True, "finding": "misinformation", "partner_saw": False, "misinformed": "E", "new_call": "X",
      "damage": True}),
])
def test_the_wizard_reaches_each_offered_type_and_the_engine_rules_on_it(answers: tuple, expected: dict) -> None:
    state = run(*answers)
    assert W.question(state) is None
    data = W.case(state)
    assert data["irregularity"] == expected
    ruling = rule(data).to_dict()
    assert ruling["steps"] and not ruling.get("open_questions")


def test_the_wizard_asks_partners_card_when_he_made_no_call() -> None:
    """16A: «может подсказать заявку или игру» — partner's action may be a card in the play."""
    from bot.intake.questions import SKIP

    state = run("3", "1S", "P", "2S", "P", DONE, "hesitation", "S", "hesitation", SKIP, "HK", "no")
    assert W.question(state) is None
    assert W.case(state)["irregularity"] == {"type": "hesitation", "informant": "S", "how": "hesitation", "card": "HK",
                                             "ui": False}
    assert rule(W.case(state)).to_dict()["table_result_stands"] is True


def test_a_judgement_fact_may_be_left_unknown_in_the_wizard() -> None:
    """The director may not know yet whether the information was made available: the ruling names the question."""
    from bot.intake.questions import SKIP

    state = run("3", "1S", "P", "2S", "P", DONE, "hesitation", "S", SKIP, SKIP, SKIP, SKIP)
    assert W.question(state) is None
    assert rule(W.case(state)).to_dict()["open_questions"] == ["ui"]


def test_every_online_type_is_declared_once_and_has_its_subcommand_under_ruling_online() -> None:
    """Issue 11: each online type a structured case with a /ruling-style command (``/ruling-online``: ``/ruling``
    is at Discord's 8000-character limit) and a wizard path."""
    types = {misclick.KIND, hesitation.KIND, misexplanation.KIND, tricks.CLAIM, tricks.DISPUTE, matters.KIND,
             assigned.KIND}
    assert types <= set(KINDS)
    assert {k for k in types if KINDS[k].command and KINDS[k].group == "ruling-online" and KINDS[k].guided} == types


def test_law87_fouled_board_points_to_the_12c1_command_by_its_russian_name() -> None:
    """12C1 «судья назначает искусственный присужденный результат»: the fouled-board ruling names the bot command
    by the name the user's language gives it (/искусственный, as /help does) and the command-line one; the help
    uses the ruling's term «присуждённый результат», not «скорректированный»."""
    from bot.i18n import t

    assert states("12C1", "судья назначает искусственный присужденный результат")
    r = rule(case("director_matter", matter="fouled_board")).to_dict()
    ru, en = ruling_text(Ruling.from_dict(r), "ru"), ruling_text(Ruling.from_dict(r), "en")
    assert "/искусственный" in ru and "/adjusted" not in ru and "sudya adjusted" in ru
    assert "/adjusted" in en
    assert "присуждённые результаты (12C1)" in t("bot.help.numbers.text", "ru")
    assert "скорректированн" not in t("bot.adjusted.title", "ru") + t("cmd.adjusted.desc", "ru")
