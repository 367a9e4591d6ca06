"""``sudya deal TEXT|FILE|- [--json]``: the three record forms, both languages, broken records exit 2."""

from __future__ import annotations

import importlib.util
import io
import json

import pytest
from deal_samples import HANDS, LIN, PBN, URL

import bot.cli as cli


def run(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None,
        monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    if stdin is not None and monkeypatch is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = cli.main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("record", [LIN, URL, PBN], ids=["lin", "url", "pbn"])
def test_json_contract(record: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["deal", record, "--json"], capsys)
    data = json.loads(out)
    assert code == 0
    assert {"board", "dealer", "vul", "hands", "auction", "play", "contract", "declarer"} <= set(data)
    assert data["hands"] == HANDS and data["contract"] == "4S" and data["declarer"] == "S"
    assert data["analysis"]["revokes"] == [{"trick": 4, "by": "N", "card": "D3", "led": "C"}]


def test_file_and_stdin(tmp_path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "board7.pbn"
    path.write_text(PBN, encoding="utf-8")
    code, out, _ = run(["deal", str(path), "--json"], capsys)
    assert code == 0 and json.loads(out)["board"] == 7
    code, out, _ = run(["deal", "-", "--json"], capsys, stdin=LIN, monkeypatch=monkeypatch)
    assert code == 0 and json.loads(out)["names"]["S"] == "Anna"


def test_missing_parts_are_null_or_empty(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["deal", "md|SAKQ2HJT9D8765C43,,,|", "--json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["board"] is None and data["dealer"] is None and data["vul"] is None
    assert data["auction"] == [] and data["play"] == [] and data["contract"] is None and data["analysis"] is None
    assert data["hands"]["W"] is None and data["hands"]["S"]["S"] == "AKQ2"


@pytest.mark.parametrize(("lang", "words"), [("ru", ["Сдача 7", "Север", "♠ AKQ2", "4♠, играет Юг", "Ренонс"]),
                                             ("en", ["Board 7", "N", "♠ AKQ2", "4♠ by South", "Revoke"])])
def test_text_shows_the_diagram(lang: str, words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["deal", PBN, "--lang", lang], capsys)
    assert code == 0
    for word in words:
        assert word in out


@pytest.mark.parametrize(("lang", "word"), [("ru", "дважды"), ("en", "twice")])
def test_broken_record_exits_2_with_a_message(lang: str, word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["deal", "md|1SAKQ2,SA,,|", "--lang", lang, "--json"], capsys)
    assert code == 2 and word in err
    assert json.loads(out)["error"]["code"] == "deal_duplicate_card"
    assert "Traceback" not in err


def test_sudya_deal_as_a_process() -> None:
    """The installed entry point: ``sudya deal - --json`` reading the record from stdin."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())", "deal", "-",
                           "--json"], input=LIN, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["contract"] == "4S"


@pytest.mark.skipif(importlib.util.find_spec("endplay") is None, reason="endplay (the oracle extra) is not installed")
def test_claim_facts_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["deal", LIN, "--claim", "S", "--tricks", "8", "--json"], capsys)
    facts = json.loads(out)["claim_facts"]
    assert code == 0 and facts["claimed"] == 8 and facts["double_dummy"] == 8 and facts["tricks_left"] == 8
    assert facts["outstanding_trump"] is True and facts["worst"]["tricks"] < 8
    code, out, _ = run(["deal", LIN, "--claim", "S", "--tricks", "8", "--lang", "ru"], capsys)
    assert "Юг претендует на 8 из 8 оставшихся взяток." in out and "решение принимает он" in out


@pytest.mark.parametrize(("lang", "words"), [("en", ["There is no file", "nosuch.lin"]), ("ru", ["Файла", "нет"])])
def test_a_missing_file_is_named_not_called_a_broken_record(lang: str, words: list[str], tmp_path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["deal", str(tmp_path / "nosuch.lin"), "--lang", lang, "--json"], capsys)
    assert code == 2 and json.loads(out)["error"]["code"] == "deal_no_file"
    assert all(word in err for word in words)
    code, out, _ = run(["deal", str(tmp_path), "--json"], capsys)  # a folder
    assert code == 2 and json.loads(out)["error"]["code"] == "deal_unreadable"
