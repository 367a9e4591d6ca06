"""The ``sudya`` command line (contract: ``../shared/spec/cli.md``).

Each area registers its own subcommands from a module in this package (``law_cmds``, ``engine_cmds``,
``numbers_cmds``, ``bot_cmds``, ``log_cmds``): a module exposes ``register(subparsers, common)`` and sets
``func`` on its parsers. Errors are handled here once: a typed user error (anything with ``code`` and
``params``) exits 2 with a localized message, anything else exits 1.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from collections.abc import Sequence
from typing import Any

from bot.errors import UserError, is_user_error
from bot.i18n import DEFAULT_LANG, LANGS, t

# Modules that add subcommands. A module that does not exist yet is skipped, so areas can land independently.
COMMAND_MODULES = ("law_cmds", "search_cmds", "engine_cmds", "numbers_cmds", "bot_cmds", "log_cmds", "deal_cmds")


class _Parser(argparse.ArgumentParser):
    """argparse that raises a typed usage error instead of printing English and exiting, so a bad command line
    gets the same treatment as any bad input: a message in the chosen language and, with --json, the JSON error."""

    def error(self, message: str) -> None:  # type: ignore[override]
        code, params = _usage_error(message)
        raise UserError(code, prog=self.prog, **params)


# argparse's own sentences → (our code, params); anything else is a generic usage error with argparse's detail.
_USAGE_PATTERNS = (
    (re.compile(r"the following arguments are required: (?P<names>.+)"), "cli_missing"),
    (re.compile(r"unrecognized arguments: (?P<names>.+)"), "cli_unrecognized"),
    (re.compile(r"argument (?P<name>\S+): invalid choice: '(?P<value>[^']*)' \(choose from (?P<choices>.+)\)"),
     "cli_bad_choice"),
    (re.compile(r"argument (?P<name>\S+): invalid \S+ value: '(?P<value>[^']*)'"), "cli_bad_value"),
    (re.compile(r"argument (?P<name>\S+): expected one argument"), "cli_expected_value"),
)


def _usage_error(message: str) -> tuple[str, dict[str, str]]:
    for pattern, code in _USAGE_PATTERNS:
        match = pattern.search(message)
        if match:
            return code, {k: v.replace("'", "") for k, v in match.groupdict().items()}
    return "cli_usage", {"detail": message}


def _pre_scan(argv: Sequence[str]) -> argparse.Namespace:
    """--json and --lang read straight from argv, for errors found before parsing succeeded."""
    args = list(argv)
    lang = DEFAULT_LANG
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args) and args[i + 1] in LANGS:
            lang = args[i + 1]
        elif arg.startswith("--lang=") and arg.split("=", 1)[1] in LANGS:
            lang = arg.split("=", 1)[1]
    return argparse.Namespace(json="--json" in args, lang=lang)


def common_options() -> argparse.ArgumentParser:
    """Options every subcommand takes: --json, --lang, --db."""
    parent = _Parser(add_help=False)
    parent.add_argument("--json", action="store_true", help="print exactly one JSON document on stdout")
    parent.add_argument("--lang", choices=LANGS, default=DEFAULT_LANG,
                        help=f"language of messages (default {DEFAULT_LANG})")
    parent.add_argument("--db", default=None, help="ruling-log database (overrides config and SUDYA_DB)")
    return parent


def build_parser() -> argparse.ArgumentParser:
    """The whole parser, with every available area's subcommands."""
    parser = _Parser(prog="sudya", description="Bridge tournament director's assistant (1987 Laws)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    common = common_options()
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"bot.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"bot.cli.{name}":
                raise
            continue
        module.register(subparsers, common)
    return parser


def dump_json(data: Any) -> str:
    """JSON as the contract wants it: UTF-8, not ASCII-escaped."""
    return json.dumps(data, ensure_ascii=False, indent=2)


def emit(args: argparse.Namespace, data: Any, text: str) -> int:
    """Print ``data`` as JSON with --json, otherwise ``text``; return exit code 0."""
    print(dump_json(data) if getattr(args, "json", False) else text)
    return 0


def report_user_error(args: argparse.Namespace, exc: BaseException) -> int:
    """Exit 2: the message on stderr in the chosen language, and the JSON error document with --json."""
    lang = getattr(args, "lang", DEFAULT_LANG) or DEFAULT_LANG
    code = exc.code  # type: ignore[attr-defined]
    params = exc.params  # type: ignore[attr-defined]
    key = f"error.{code}"
    message = t(key, lang, **params)
    if message == key:
        message = t("error.unknown", lang, code=code)
    print(message, file=sys.stderr)
    if getattr(args, "json", False):
        print(dump_json({"error": {"code": code, "message": message}}))
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``sudya`` console script."""
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
    except UserError as exc:
        return report_user_error(_pre_scan(argv), exc)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:
        if is_user_error(exc):
            return report_user_error(args, exc)
        lang = getattr(args, "lang", DEFAULT_LANG) or DEFAULT_LANG
        print(t("error.internal", lang, detail=type(exc).__name__), file=sys.stderr)
        if getattr(args, "json", False):
            print(dump_json({"error": {"code": "internal", "message": str(exc)}}))
        raise SystemExit(1) from exc
