"""``sudya board | score | imp | mp | adjusted`` as cli.md says: JSON keys, exit 2 with a code on bad input."""

import json

import pytest

from bot.cli import main


def run(capsys, *argv):
    code = main([*argv, "--json"])
    out = capsys.readouterr().out
    return code, json.loads(out)


def test_cli_board_law2(capsys):
    assert run(capsys, "board", "7") == (0, {"board": 7, "dealer": "S", "vul": "both"})


def test_cli_board_override_law2(capsys):
    assert run(capsys, "board", "7", "--vul", "none")[1]["vul"] == "none"


def test_cli_score_law77(capsys):
    code, data = run(capsys, "score", "4SX", "--by", "S", "--result", "-2", "--vul", "both")
    assert code == 0
    assert {k: data[k] for k in ("contract", "declarer", "tricks", "vul", "score_declarer", "score_ns")} == {
        "contract": "4SX", "declarer": "S", "tricks": 8, "vul": "both", "score_declarer": -500, "score_ns": -500}


def test_cli_score_by_tricks_for_ew(capsys):
    code, data = run(capsys, "score", "3NT", "--by", "E", "--tricks", "10", "--vul", "EW")
    assert (code, data["score_declarer"], data["score_ns"]) == (0, 630, -630)


def test_cli_imp_law78b(capsys):
    assert run(capsys, "imp", "-420") == (0, {"diff": -420, "imps": -9})


def test_cli_mp_law78a(capsys):
    code, data = run(capsys, "mp", "450", "420", "420", "170", "-50")
    assert (code, data["mp"], data["top"], data["percent"][1]) == (0, [8, 5, 5, 2, 0], 8, 62.5)


def test_cli_adjusted_law12c1(capsys):
    code, data = run(capsys, "adjusted", "--ns", "direct", "--ew", "none")
    assert (code, data["ns"]["percent"], data["ew"]["percent"]) == (0, 40, 60)


@pytest.mark.parametrize(("argv", "code"), [
    (("board", "0"), "bad_board"),
    (("score", "4S", "--by", "N", "--result", "+4", "--vul", "none"), "impossible_result"),
    (("score", "4S", "--by", "N", "--vul", "none"), "score_needs_tricks_or_result"),
    (("score", "4S", "--result", "=", "--vul", "none"), "missing_option"),
    (("score", "4Z", "--by", "N", "--result", "=", "--vul", "none"), "bad_contract"),
    (("score", "4S", "--by", "N", "--result", "=", "--vul", "red"), "bad_vul"),
    (("imp", "lots"), "bad_diff"),
    (("mp", "420"), "mp_too_few"),
    (("mp", "420", "42"), "bad_score"),
    (("adjusted", "--ns", "guilty", "--ew", "none"), "bad_fault"),
])
def test_cli_bad_input_exit_2_with_code_and_worded_message(capsys, argv, code):
    exit_code, data = run(capsys, *argv)
    assert exit_code == 2
    assert data["error"]["code"] == code
    assert not data["error"]["message"].startswith("error.")


def test_cli_score_with_revoke_transfer_law64(capsys):
    code, data = run(capsys, "score", "4S", "--by", "S", "--tricks", "9", "--vul", "none", "--transfer", "2",
                     "--offender", "W")
    assert (code, data["tricks"], data["score_ns"]) == (0, 11, 450)
    assert data["revoke"]["before"]["score_ns"] == -50 and data["revoke"]["tricks_transferred"] == 2


def test_cli_score_transfer_needs_offender(capsys):
    code, data = run(capsys, "score", "4S", "--by", "S", "--tricks", "9", "--vul", "none", "--transfer", "1")
    assert (code, data["error"]["code"]) == (2, "missing_option")
