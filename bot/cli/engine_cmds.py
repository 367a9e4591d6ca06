"""``sudya rule [FILE|-]`` and ``sudya auction CALLS [--dealer SEAT]`` (contract: ``shared/spec/cli.md``).

``rule`` reads one case (cases.md) from a file or stdin and prints the Ruling (``--json``) or the director's text
with the quoted law; ``auction`` prints the state of an auction. Bad input — malformed JSON, an illegal auction, a
case contradicting itself — raises a typed error, which the dispatcher turns into exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from bot.cli import emit
from bot.i18n import t
from bot.render import editions as edition_words
from bot.render.bridge_words import auction_table, call_text, seat_text
from bot.render.ruling import render, table_rows, to_text
from engine.auction import Auction
from engine.cases import parse_case
from engine.errors import EngineError
from engine.rulings import rule_parsed
from engine.seats import parse_seat
from lawbase import editions

__all__ = ["cmd_auction", "cmd_rule", "read_case", "register", "table_rows"]  # table_rows: bot.render.ruling's


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add ``rule`` and ``auction`` to the ``sudya`` parser."""
    rule = subparsers.add_parser("rule", parents=[common], help="rule on one case (JSON, see docs/cases.md)")
    rule.add_argument("file", nargs="?", default="-", help="case file, or - for stdin (default)")
    rule.set_defaults(func=cmd_rule)
    auction = subparsers.add_parser("auction", parents=[common], help="state of an auction given as calls")
    auction.add_argument("calls", nargs="*", help='calls from the dealer, e.g. "1H P 1S P P P"')
    auction.add_argument("--dealer", default="N", help="dealer: N E S W (default N)")
    auction.set_defaults(func=cmd_auction)


def read_case(source: str) -> Any:
    """The case JSON from a file or stdin; unreadable or malformed input is a typed error, not a traceback."""
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except OSError:
        raise EngineError("bad_json", problem="unreadable", source_file=source, position="") from None
    except UnicodeDecodeError:
        raise EngineError("bad_json", problem="not_utf8", source_file=source, position="") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # the position as line:column — numbers, the same in any language
        raise EngineError("bad_json", problem="syntax", source_file=source, position=f" ({exc.lineno}:{exc.colno})") \
            from None
    except RecursionError:
        raise EngineError("bad_json", problem="too_deep", source_file=source, position="") from None
    except ValueError:  # an integer past Python's digit limit (4300)
        raise EngineError("bad_json", problem="number_too_long", source_file=source, position="") from None
    problem = _shape_problem(data)
    if problem:
        raise EngineError("bad_json", problem=problem, source_file=source, position="")
    return data


MAX_DEPTH = 32  # a case is a few levels deep; deeper input only risks recursion further on


def _shape_problem(data: Any) -> str | None:
    """``too_deep`` or ``surrogate`` (a ``\\ud800`` escape: no character, unprintable as UTF-8), else None;
    iterative, so a hostile file cannot exhaust the stack here either."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return "too_deep"
        if isinstance(value, str):
            if any("\ud800" <= ch <= "\udfff" for ch in value):
                return "surrogate"
        elif isinstance(value, dict):
            stack.extend((k, depth + 1) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return None


def cmd_rule(args: argparse.Namespace) -> int:
    case = parse_case(read_case(args.file))
    ruling = rule_parsed(case)
    rendered = render(ruling, args.lang, case=case)  # the table of engine.cases.table_calls
    data = ruling.to_dict()
    # where the 2017 Laws would rule otherwise: from the laws the ruling cites (lawbase.editions, one source)
    data["edition_notes"] = editions.for_ruling(ruling.laws, args.lang)
    block = edition_words.text_block(data["edition_notes"], args.lang)
    return emit(args, data, to_text(rendered, args.lang) + (f"\n\n{block}" if block else ""))


def contract_text(contract: Any, lang: str) -> str:
    """``4♠`` / ``3БК с контрой`` for people; the JSON keeps the contract's code (``4SX``, cli.md)."""
    text = call_text(f"{contract.level}{contract.denomination}", lang)
    return t(f"ruling.contract.{'X' * contract.doubled}", lang, contract=text) if contract.doubled else text


def cmd_auction(args: argparse.Namespace) -> int:
    dealer = parse_seat(args.dealer, "dealer")
    auction = Auction.parse(dealer, " ".join(args.calls))
    data = auction.to_dict()
    rows = auction_table(dealer.value, data["calls"], args.lang)  # type: ignore[arg-type]
    lines = ["".join(f"{cell:<10}" for cell in row).rstrip() for row in rows]
    if auction.ended:
        if auction.passed_out:
            lines.append(t("auction.passed_out", args.lang))
        else:
            lines.append(t("auction.contract", args.lang, contract=contract_text(auction.contract, args.lang),
                           declarer=seat_text(str(data["declarer"]), args.lang)))
    else:
        lines.append(t("auction.turn", args.lang, seat=seat_text(str(data["turn"]), args.lang)))
    return emit(args, data, "\n".join(lines))
