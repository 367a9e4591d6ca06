"""``sudya deal TEXT|FILE|-`` — read a deal record (BBO LIN, BBO handviewer link, PBN) offline.

``--json`` prints ``Deal.to_dict()`` (board, dealer, vul, hands, auction, play, contract, declarer; missing parts
null or empty) with ``analysis``: the tricks, opening lead and revokes when the play can be followed, else null.
``--claim SEAT [--tricks N]`` adds ``claim_facts`` (``engine.deal.claim``): the cards left, double dummy, the
careless lines, whether a trump is outstanding.
A broken record is a typed error (exit 2 with a message in the chosen language).
"""

from __future__ import annotations

import argparse
import os
import sys

from bot.cli import emit
from bot.render.hand import claim_lines, deal_text, diagram, position_deal
from engine.deal import Deal, detect, parse_deal
from engine.deal.claim import claim_facts
from engine.deal.play import analyse_play
from engine.deal.prefill import trump_outstanding
from engine.errors import EngineError
from engine.seats import parse_seat

MAX_FILE = 1_000_000


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add ``deal`` to the ``sudya`` parser."""
    deal = subparsers.add_parser("deal", parents=[common],
                                 help="read a deal record: BBO LIN, BBO handviewer link or PBN (see docs/desk.md)")
    deal.add_argument("record", nargs="+", help="the record itself, a file holding it, or - for stdin")
    deal.add_argument("--claim", metavar="SEAT", default=None,
                      help="facts of a claim by SEAT after the record's play (double dummy, careless lines)")
    deal.add_argument("--tricks", type=int, default=None, help="tricks claimed of those left (default: the record's)")
    deal.set_defaults(func=cmd_deal)


def read_record(words: list[str]) -> str:
    """The record from the words given, a file named by the one word, or stdin (``-``)."""
    if words == ["-"]:
        return sys.stdin.read(MAX_FILE)
    if len(words) == 1 and len(words[0]) < 4096 and os.path.isfile(words[0]):
        try:
            with open(words[0], encoding="utf-8-sig") as handle:
                return handle.read(MAX_FILE)
        except (OSError, UnicodeDecodeError):
            raise EngineError("deal_unreadable", path=words[0][:200]) from None
    if len(words) == 1 and detect(words[0]) is None and _looks_like_a_path(words[0]):
        # a mistyped file name or a folder, not a broken record
        raise EngineError("deal_unreadable" if os.path.isdir(words[0]) else "deal_no_file", path=words[0][:200])
    return " ".join(words)


def _looks_like_a_path(word: str) -> bool:
    """A file name (``board7.lin``, ``~/deals/b7.pbn``, a folder) rather than a record typed on the line."""
    return os.path.isdir(word) or "/" in word or os.sep in word or word.lower().endswith((".lin", ".pbn", ".txt"))


def analysis(deal: Deal) -> dict | None:
    """The play facts when the record lets the play be followed; ``None`` otherwise."""
    if not deal.play:
        return None
    try:
        return analyse_play(deal).to_dict()
    except EngineError as exc:
        if exc.code == "deal_play_out_of_rotation":
            raise
        return None


def cmd_deal(args: argparse.Namespace) -> int:
    deal = parse_deal(read_record(args.record))
    facts = analysis(deal)
    data = {**deal.to_dict(), "analysis": facts}
    text = deal_text(data, facts, args.lang)
    if args.claim is not None:
        claimer = parse_seat(args.claim, "by")
        claim = claim_facts(deal, claimer, args.tricks)
        trump = trump_outstanding(claim.position.hands, claim.position.trump, claimer)
        data["claim_facts"] = {**claim.to_dict(), "outstanding_trump": trump}
        text += "\n\n" + "\n".join([*claim_lines(data["claim_facts"], trump, args.lang),
                                      diagram(position_deal(data["claim_facts"]), args.lang)])
    return emit(args, data, text)
