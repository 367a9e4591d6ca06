"""Faults found by fuzzing, CLI side (issue 13): hostile case files get a clear error and exit 2, never an
internal error; ``--json`` output is always one valid UTF-8 JSON document, and ``--json`` wins over ``--format``;
bytes that are not UTF-8 on the console's input are refused as an unknown command, and the console goes on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCH = "import sys; from bot.cli import main; sys.exit(main())"
CASE = '{"board": 1, "irregularity": {"type": "insufficient_bid", "by": "S", "call": "%s"}, "auction": ["1H"]%s}'


def sudya(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("SUDYA_DB", None)
    return subprocess.run([sys.executable, "-c", LAUNCH, *args], input=stdin, capture_output=True, env=env,
                          timeout=120, cwd=ROOT)


HOSTILE = {
    "deeply nested": '{"board": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "nested in the case": CASE % ("1D", ', "choices": ' + '{"a": ' * 3000 + "1" + "}" * 3000),
    "a number of 5000 digits": '{"board": 1' + "0" * 5000 + "}",
    "a lone surrogate in a call": CASE % ("1\\ud800", ""),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_case_is_a_clear_error_exit_2(name: str, tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text(HOSTILE[name], encoding="utf-8")
    plain = sudya("rule", str(path), "--lang", "en")
    assert plain.returncode == 2, plain.stderr[-300:]
    message = plain.stderr.decode("utf-8")
    assert "cannot be read as JSON" in message and "Internal error" not in message
    as_json = sudya("rule", str(path), "--json", "--lang", "en")
    assert as_json.returncode == 2
    document = json.loads(as_json.stdout.decode("utf-8"))  # valid UTF-8, one JSON document
    assert document["error"]["code"] == "bad_json"


def test_huge_numbers_inside_limits_are_worded() -> None:
    out = sudya("rule", "--json", "--lang", "en", stdin=(CASE % ("1D", "")).replace('"board": 1', '"board": 1e400')
                .encode())
    assert out.returncode == 2 and json.loads(out.stdout.decode("utf-8"))["error"]["code"] != "internal"


def test_json_wins_over_format(tmp_path: Path) -> None:
    out = sudya("log", "export", "--guild", "1", "--db", str(tmp_path / "log.db"), "--format", "csv", "--json")
    assert out.returncode == 0
    assert isinstance(json.loads(out.stdout.decode("utf-8")), dict | list)


def test_console_input_that_is_not_utf8_is_refused_and_the_console_goes_on(tmp_path: Path) -> None:
    out = sudya("console", "--db", str(tmp_path / "log.db"), "--lang", "en", stdin=b"\xff\xfe/law 27\n/board 3\n")
    assert out.returncode == 0
    text = out.stdout.decode("utf-8")
    assert "/help" in text and "Board 3" in text and "Traceback" not in out.stderr.decode("utf-8", "replace")
