"""Every ruling of the QA set (tests/engine/data/qa_cases.json) reads as sentences in both languages, in the
``sudya rule`` text and in the /ruling reply (each option's too): no line hangs on a colon ("Corrected to a pass:"
is completed by what it introduces, e.g. Law 27B1(B)'s pass obligation), no unfilled "{param}", no raw catalog
key (a word like ruling.x_y)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.render.ruling import ruling_text, step_sentences
from bot.render.ruling_reply import ruling_reply
from engine import rule

QA = json.loads((Path(__file__).resolve().parents[1] / "engine" / "data" / "qa_cases.json").read_text("utf-8"))
RAW_KEY = re.compile(r"\b[a-z][a-z0-9]*(?:\.[A-Za-z0-9_]+)+\b")


def _problems(text: str) -> list[str]:
    bad = []
    for line in text.split("\n"):
        if line.rstrip().endswith(":"):
            bad.append(f"colon: {line}")
        if "{" in line or "}" in line:
            bad.append(f"brace: {line}")
        bad += [f"key {word}: {line}" for word in RAW_KEY.findall(line) if "_" in word]
    return bad


def _paths(ruling: dict[str, Any], prefix: str = "") -> list[str]:
    out = [prefix]
    for i, option in enumerate(ruling.get("options", [])):
        out += _paths(option["ruling"], f"{prefix}.{i}" if prefix else str(i))
    return out


def _reply_text(reply: Any) -> str:
    parts = [reply.title or "", reply.description or ""]
    parts += [f"{f.name}\n{f.value}" for f in reply.fields]
    return "\n".join(parts)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name", sorted(QA))
def test_qa_ruling_reads_as_sentences_cli_and_reply(name: str, lang: str, capsys: Any, monkeypatch: Any) -> None:
    case = QA[name]
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(case)))
    assert main(["rule", "--lang", lang]) == 0
    cli = capsys.readouterr().out
    assert not _problems(cli), _problems(cli)
    ruling = rule(case)
    for path in _paths(ruling.to_dict()):
        text = _reply_text(ruling_reply(ruling, lang, key="k", path=path, case=case))
        assert not _problems(text), (path, _problems(text))


def test_an_introducing_step_is_completed_by_the_next_on_one_line_law_27b2() -> None:
    """"Corrected to a pass:" and "North must pass … for the rest of the auction" (both 27B2 here, the pass not
    being the lowest sufficient bid): one sentence, the law cited once."""
    ruling = rule({"board": 5, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S", "call": "1D"},
                   "choices": {"accepted": False, "correction": "P"}})
    line = next(line for line in ruling_text(ruling, "en").split("\n") if "Corrected to a pass" in line)
    assert line.endswith("for the rest of the auction. (Law 27B2)"), line
    assert "Corrected to a pass: North" in line and line.count("(Law ") == 1


def test_an_introducing_step_with_another_law_keeps_its_own_and_a_last_one_ends_as_a_sentence() -> None:
    steps = [{"text": "A single honour (♠K):", "ref": "24B"}, {"text": "Partner must pass.", "ref": "23A"},
             {"text": "Left over:", "ref": "26"}]
    assert step_sentences(steps, "en") == ["A single honour (♠K) (Law 24B): Partner must pass. (Law 23A)",
                                           "Left over. (Law 26)"]
