"""A bad command line is bad input like any other (cli.md: exit 2, a message in the chosen language on stderr,
and with --json one JSON error document on stdout) — never argparse's English and never an empty stdout."""

from __future__ import annotations

import json

import pytest

from bot.cli import main


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["law", "--json"], "cli_missing", "Не хватает аргументов: ref"),
        (["search", "x", "--limit", "0", "--json"], "cli_bad_value", "«0»"),
        (["log", "export", "--format", "xml", "--json"], "cli_bad_choice", "возможны csv, json"),
        (["law", "27", "--bogus", "--json"], "cli_unrecognized", "--bogus"),
        (["frob", "--json"], "cli_bad_choice", "«frob»"),
    ],
)
def test_usage_errors_exit_2_with_a_russian_message_and_json(capsys, argv, code, words):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert words in err and "arguments are required" not in err
    assert json.loads(out) == {"error": {"code": code, "message": err.strip()}}


def test_usage_error_follows_lang_en_and_names_the_subcommand_help(capsys):
    assert main(["law", "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == "Missing arguments: ref. See: sudya law --help."


def test_lang_given_with_equals_sign_is_honoured(capsys):
    assert main(["imp", "--lang=en", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["message"].startswith("Missing arguments")
