"""``sudya law REF [--json]`` as cli.md specifies it: one JSON document, book-like text, exit 2 on bad refs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.cli import main

CLI_KEYS = {"ref", "law", "title", "text", "children", "footnotes", "cross_refs", "in_corpus", "sources", "page"}


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(("typed", "ref"), [
    (["27"], "27"), (["27B1"], "27B1"), (["45C4(B)"], "45C4(B)"), (["DEF:Фальшренонс"], "DEF:Фальшренонс"),
    (["27", "B", "1"], "27B1"), (["27b1"], "27B1"), (["45С4(В)"], "45C4(B)"),
])
def test_json_output_has_the_contract_keys(capsys, typed, ref):
    code, out, _ = _run(capsys, "law", *typed, "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) >= CLI_KEYS
    assert data["ref"] == ref
    assert data["in_corpus"] is True
    assert data["text"] or data["children"]
    assert all(source.endswith(".txt") for source in data["sources"])


def test_json_footnotes_and_cross_refs(capsys):
    _, out, _ = _run(capsys, "law", "20F1", "--json")
    data = json.loads(out)
    assert data["footnotes"][0]["mark"] == "(**)"
    assert data["footnotes"][0]["text"].startswith("Может применяться правило 16")
    assert "16" in data["cross_refs"]
    assert data["page"] == 50


def test_text_reads_like_the_book(capsys):
    code, out, _ = _run(capsys, "law", "27")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Правило 27. Недостаточное назначение"
    assert "A.Недостаточное назначение принято" in lines
    assert "(A).Без наказания" in lines
    assert any(line.startswith("См. также: ") and "23A" in line for line in lines)
    assert lines[-1] == "Источник: Международный кодекс по спортивному бриджу, 1987, с. 56–57"  # a citation
    assert ".txt" not in out  # seed file names are for --json ("sources"), not for readers


def test_several_whole_refs_print_each(capsys):
    code, out, _ = _run(capsys, "law", "57A", "50")
    assert code == 0
    assert out.startswith("Правило 57. Преждевременный ход или игра вистующего · 57A")
    assert "\n\nПравило 50. Что делать со штрафной картой\n" in out
    _, out, _ = _run(capsys, "law", "57A", "50", "--json")
    assert [item["ref"] for item in json.loads(out)] == ["57A", "50"]
    _, out, _ = _run(capsys, "law", "27", "B", "1", "--json")  # words that make one ref stay one ref
    assert json.loads(out)["ref"] == "27B1"


def test_our_russian_title_is_marked_as_ours(capsys):
    _, out, _ = _run(capsys, "law", "53")
    assert out.splitlines()[:2] == ["Правило 53. Принятый ход вне очереди",
                                    "(название дано нами: заголовка этого правила на сохранившихся страницах нет)"]
    _, out, _ = _run(capsys, "law", "27")
    assert "название дано нами" not in out


def test_text_shows_footnotes_and_flags_refs_outside_the_corpus(capsys):
    _, out, _ = _run(capsys, "law", "43B")
    assert "90 (текста нет в корпусе)" in out
    _, out, _ = _run(capsys, "law", "20B", "--lang", "en")
    assert out.splitlines()[0] == "Law 20. Повторение и объяснение заявок (Review and Explanation of Calls) · 20B"
    assert "(*) - Игрок не может просить частично воспроизвести" in out
    _, out, _ = _run(capsys, "law", "20")
    assert "(*) - см. сноску (**) на предыдущей странице. [с. 51]" in out
    assert out.rstrip().endswith("с. 49–51")


def test_law_without_text_says_so(capsys):
    code, out, _ = _run(capsys, "law", "64", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["in_corpus"] is False and data["text"] == ""
    _, out, _ = _run(capsys, "law", "64")
    assert "Текста 64 в корпусе нет" in out


@pytest.mark.parametrize(("typed", "code_name"), [("27Z", "bad_ref"), ("xx", "bad_ref"), ("27F", "unknown_ref"),
                                                 ("999", "no_such_law"), ("94", "no_such_law")])
def test_bad_refs_exit_2_with_a_message(capsys, typed, code_name):
    code, out, err = _run(capsys, "law", typed, "--json")
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == code_name
    assert typed in error["message"] and typed in err
    assert "Traceback" not in err


def test_unknown_ref_names_the_nearest_refs(capsys):
    _, _, err = _run(capsys, "law", "27F", "--lang", "en")
    assert err.startswith("There is no “27F” in the laws. Nearest: 27")
    assert "[" not in err


def test_console_script_on_a_fresh_process(tmp_path):
    """The installed entry point, from another directory, with an empty cache: the ref comes back whole."""
    env = {"SUDYA_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    command = [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())", "law", "45C1", "--json"]
    result = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    data = json.loads(result.stdout)
    assert data["ref"] == "45C1" and "45E" in data["cross_refs"]


def test_front_matter_and_the_definitions_chapter(capsys):
    _, out, _ = _run(capsys, "law", "DEF")
    lines = out.splitlines()
    assert lines[0] == "Глава I - ОПРЕДЕЛЕНИЯ (*)"
    assert lines[1] == "Присужденный результат (adjusted score)"
    assert "(*) - последовательность соответствует оригиналу (прим.перев.) [с. 23]" in lines
    _, out, _ = _run(capsys, "law", "PREFACE", "--lang", "en")
    assert out.startswith("Preface (its end")
    assert "\n… этого есть нарушение правил" in out
