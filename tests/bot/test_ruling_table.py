"""The auction table of a ruling, the same in ``sudya rule`` and the /ruling reply (both from
``engine.cases.table_calls``): a change of call shows the substituted call starred in the first call's cell
(Law 25: "1♥→1♠*", c1), simultaneous calls show the call in turn first (Law 33), and the calls of ``after`` follow
in their columns (31A, 34)."""

from __future__ import annotations

import io
import json
import sys
from typing import Any

import pytest
from harness import dispatch, opt, slash, sub
from ruling_helpers import text_of, valid

from bot.cli import main
from bot.render.ruling_reply import ruling_reply
from engine import rule

BOOL, INT = 5, 4

C1 = {"dealer": "N", "vul": "none", "auction": ["1H"],
      "irregularity": {"type": "change_of_call", "by": "N", "call": "1H", "new_call": "1S", "inadvertent": True,
                       "without_pause": True}}
SIM = {"dealer": "N", "vul": "none", "auction": ["1H"],
       "irregularity": {"type": "simultaneous_calls", "by": "S", "call": "2H", "with": {"E": "P"}}}
AFTER = {"dealer": "N", "vul": "none", "auction": ["1NT"],
         "irregularity": {"type": "call", "by": "E", "call": "1S"}, "choices": {"accepted": False, "correction": "P"},
         "after": ["2H", "P", "P", "2S"]}


def _cli(case: dict[str, Any], lang: str, capsys: Any, monkeypatch: Any) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(case)))
    assert main(["rule", "--lang", lang]) == 0
    return capsys.readouterr().out


def _reply(case: dict[str, Any], lang: str) -> str:
    return ruling_reply(rule(case), lang, case=case).description or ""


def _rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.split("\n")]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_25_change_of_call_shows_the_substituted_call_c1_cli(lang: str, capsys: Any, monkeypatch: Any) -> None:
    out = _cli(C1, lang, capsys, monkeypatch)
    assert "1♥→1♠*" in out and "1♥*" not in out


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_25_change_of_call_shows_the_substituted_call_c1_reply(lang: str) -> None:
    text = _reply(C1, lang)
    assert "1♥→1♠*" in text and "1♥*" not in text


async def test_25_change_of_call_through_the_ruling_command_c1(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub(
        "change-of-call", opt("by", "N"), opt("call", "1H"), opt("new_call", "1S"), opt("inadvertent", True, BOOL),
        opt("without_pause", True, BOOL), opt("board", 1, INT), opt("auction", "1H")))))
    assert "1♥→1♠*" in text_of(out)


def test_33_simultaneous_calls_show_the_call_in_turn_first_cli(capsys: Any, monkeypatch: Any) -> None:
    out = _cli(SIM, "en", capsys, monkeypatch)
    assert ["1♥", "Pass", "2♥*"] in _rows(out)


def test_33_simultaneous_calls_show_the_call_in_turn_first_reply() -> None:
    assert ["1♥", "Pass", "2♥*"] in _rows(_reply(SIM, "en"))


async def test_33_simultaneous_calls_through_the_ruling_command(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub(
        "simultaneous", opt("by", "S"), opt("call", "2H"), opt("with_seat", "E"), opt("with_call", "P"),
        opt("board", 1, INT), opt("auction", "1H")))))
    assert ["1♥", "Pass", "2♥*"] in _rows(text_of(out))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_later_calls_of_after_are_shown_cli(lang: str, capsys: Any, monkeypatch: Any) -> None:
    out = _cli(AFTER, lang, capsys, monkeypatch)
    pass_ = "Pass" if lang == "en" else "пас"
    assert ["1БК" if lang == "ru" else "1NT", f"1♠*→{pass_}", "2♥", pass_] in _rows(out)
    assert [pass_, "2♠"] in _rows(out)


def test_later_calls_of_after_are_shown_reply() -> None:
    rows = _rows(_reply(AFTER, "en"))
    assert ["1NT", "1♠*→Pass", "2♥", "Pass"] in rows and ["Pass", "2♠"] in rows


def test_a_repeated_call_is_not_shown_twice_when_there_is_no_irregularity() -> None:
    """Saying one's own call again at the LHO's turn is no irregularity (25): the table shows 1♥ once, unstarred."""
    case = {"dealer": "N", "vul": "none", "auction": ["1H"], "irregularity": {"type": "call", "by": "N", "call": "1H"}}
    table = _reply(case, "en").split("```")[1]
    assert table.count("1♥") == 1 and "*" not in table


def test_a_play_case_given_by_its_contract_has_no_table() -> None:
    case = {"board": 1, "contract": "4S", "declarer": "S",
            "irregularity": {"type": "premature_play", "by": "W", "card": "H2", "trick": 3}}
    assert "```" not in _reply(case, "en")
