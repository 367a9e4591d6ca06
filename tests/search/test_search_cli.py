"""``sudya search``: the cli.md contract (JSON keys, exit codes), text mode, --limit and --batch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_json_output_is_exactly_one_document_with_the_contract_keys(capsys):
    code, out, _ = run(capsys, "search", "недостаточное", "назначение", "--json", "--limit", "3")
    data = json.loads(out)
    assert code == 0
    assert data["query"] == "недостаточное назначение"
    assert 1 <= len(data["hits"]) <= 3
    assert set(data["hits"][0]) >= {"ref", "law", "title", "score", "snippet"}
    assert "27" in [hit["law"] for hit in data["hits"]]


def test_text_output_is_a_ranked_list(capsys):
    code, out, _ = run(capsys, "search", "revoke", "--lang", "en", "--limit", "2")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("Search:")
    assert any(line.startswith("1. ") for line in lines) and any(line.startswith("2. ") for line in lines)


def test_missing_law_is_flagged_in_text_mode(capsys):
    _, out, _ = run(capsys, "search", "law", "64", "--lang", "en")
    assert "64" in out and "not in the corpus" in out


def test_empty_query_exits_2_with_a_json_error(capsys):
    code, out, err = run(capsys, "search", "--json")
    assert code == 2 and err
    assert json.loads(out)["error"]["code"] == "search_empty_query"


@pytest.mark.parametrize("limit", ["0", "-1", "abc", "101"])
def test_bad_limit_is_a_usage_error(capsys, limit):
    code, _, _ = run(capsys, "search", "ренонс", "--limit", limit)
    assert code == 2


def test_batch_prints_one_json_object_per_line(capsys, tmp_path: Path):
    queries = tmp_path / "q.txt"
    queries.write_text("revoke\n27b2\n\nhod vne ocheredi\n", encoding="utf-8")
    code, out, _ = run(capsys, "search", "--batch", str(queries), "--limit", "2")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert [row["query"] for row in rows] == ["revoke", "27b2", "", "hod vne ocheredi"]
    assert rows[1]["hits"][0]["ref"] == "27B2" and rows[2]["hits"] == []


def test_unreadable_batch_file_exits_2(capsys, tmp_path: Path):
    code, _, err = run(capsys, "search", "--batch", str(tmp_path / "missing.txt"))
    assert code == 2 and "missing.txt" in err


@pytest.mark.parametrize("text", ["he bid 1D over my 1H", "правый сказал 1♣ поверх 1бк партнёра",
                                  "болван показал пальцем, какой картой играть", "недостаточное назначение"])
def test_cli_ranks_as_the_bot_does_with_the_situation_reader(capsys, tmp_path: Path, text: str) -> None:
    """``sudya search`` and ``/search`` share one ranking (the situation reader in front of ``lawbase.search``):
    the same text gives the same refs in the same order, at the CLI's --limit and in --batch."""
    from bot.intake.situation import search as bot_search

    want = [hit.ref for hit in bot_search(text, 5).hits]
    code, out, _ = run(capsys, "search", text, "--json", "--limit", "5")
    assert code == 0 and [hit["ref"] for hit in json.loads(out)["hits"]] == want
    batch = tmp_path / "q.txt"
    batch.write_text(text + "\n", encoding="utf-8")
    code, out, _ = run(capsys, "search", "--batch", str(batch), "--limit", "5")
    assert code == 0 and [hit["ref"] for hit in json.loads(out)["hits"]] == want


def test_cli_reads_the_calls_of_a_situation_not_only_its_words(capsys) -> None:
    """'партнёр сказал 2 пики после моих 3 треф' names no law, and its words alone pull to Law 1 (the suits): the
    reader sees a bid lower than the one before it (Law 27, an insufficient bid; 18D: a bid must outrank the last
    one), and the CLI ranks with it."""
    text = "партнёр сказал 2 пики после моих 3 треф"
    code, out, _ = run(capsys, "search", *text.split(), "--json", "--limit", "3")
    assert code == 0
    assert json.loads(out)["hits"][0]["law"] in {"27", "18"}


_FOOTNOTED = "нарушитель ранее не делал заявок партнер нарушителя должен пасовать до конца торговли LHO"


def test_the_books_footnote_marks_are_printed_as_typed(capsys):
    """Search escapes the book's «(**)» for Discord's markdown; the CLI's JSON and text give the text as typed."""
    _, out, _ = run(capsys, "search", _FOOTNOTED, "--json", "--limit", "5")
    snippets = {hit["ref"]: hit["snippet"] for hit in json.loads(out)["hits"]}
    assert "заявок**(**)" in snippets["31B"] and "\\" not in snippets["31B"]
    _, out, _ = run(capsys, "search", _FOOTNOTED, "--limit", "5")
    assert "заявок**(**)" in out and "\\*" not in out
