"""BBO's LIN records: ``key|value|`` pairs (``pn md sv ah qx mb pc mc``), as saved by Bridge Base Online.

``md|3SAKQ2HJT9D8765C43,S…,S…,|``: the digit is the dealer (1 South, 2 West, 3 North, 4 East), then the hands
of South, West, North and East (the last often left empty: it is the remaining cards). ``sv``: ``o``/``0``/``-``
none, ``n`` North–South, ``e`` East–West, ``b`` both. ``mb`` one call each (``p d r``, ``1N``; a trailing ``!``
is an alert), ``pc`` one card each in the order played, ``mc`` tricks claimed by declarer's side, ``ah`` or
``qx`` the board (``Board 5``, ``o5``), ``pn`` the players South, West, North, East.
"""

from __future__ import annotations

import re

from engine.cards import Card, parse_card
from engine.deal.assemble import assemble
from engine.deal.hands import parse_prefixed
from engine.deal.model import Deal, small_int
from engine.errors import EngineError
from engine.seats import Seat

LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
_DEALER_DIGIT = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
_VUL = {"o": "none", "0": "none", "-": "none", "n": "NS", "e": "EW", "b": "both"}
_KEY = re.compile(r"^[a-zA-Z]{2}$")
MAX_LIN = 20_000


def pairs(text: str) -> list[tuple[str, str]]:
    """``key|value|`` pairs in order; text that is not of this form is refused."""
    body = text.strip().replace("\r", "").replace("\n", "")
    if len(body) > MAX_LIN:
        raise EngineError("deal_too_long", limit=MAX_LIN)
    items = body.split("|")
    if items and items[-1] == "":
        items.pop()
    result: list[tuple[str, str]] = []
    for i in range(0, len(items) - 1, 2):
        key = items[i].strip()
        if not _KEY.match(key):
            raise EngineError("deal_bad_lin", near=key[:30])
        result.append((key.lower(), items[i + 1]))
    if not result:
        raise EngineError("deal_unrecognized")
    return result


def _board(value: str) -> int | None:
    match = re.search(r"([0-9]{1,5})", value)
    return int(match[1]) if match and 0 < int(match[1]) <= 10_000 else None


def _hands(value: str) -> tuple[Seat | None, dict[Seat, set[Card]]]:
    text = value.strip()
    dealer = _DEALER_DIGIT.get(text[:1]) if text[:1] in "0123456789" else None
    if text[:1] and text[:1] in "0123456789" and dealer is None:
        raise EngineError("deal_bad_dealer", value=text[:1])
    if dealer is not None:
        text = text[1:]
    parts = text.split(",")
    if len(parts) > 4:
        raise EngineError("deal_bad_lin", near="md")
    hands = {seat: parse_prefixed(part, seat) for seat, part in zip(LIN_SEATS, parts, strict=False) if part.strip()}
    return dealer, hands


def parse_lin(text: str, source: str = "lin") -> Deal:
    """A ``Deal`` from a LIN record."""
    board = dealer = vul = claim = None
    hands: dict[Seat, set[Card]] = {}
    calls: list[str] = []
    play: list[Card] = []
    names: dict[Seat, str] = {}
    for key, value in pairs(text):
        if key == "md":
            dealer, hands = _hands(value)
        elif key == "sv":
            vul = _VUL.get(value.strip().lower()[:1])
            if vul is None:
                raise EngineError("deal_bad_vul", value=value[:20])
        elif key in ("ah", "qx") and board is None:
            board = _board(value)
        elif key == "mb":
            calls.append(value.strip().rstrip("!*").strip())
        elif key == "pc":
            play.append(parse_card(value.strip()))
        elif key == "mc":
            claim = small_int(value, 13)
        elif key == "pn":
            names = {seat: n.strip() for seat, n in zip(LIN_SEATS, value.split(","), strict=False) if n.strip()}
    return assemble(source=source, board=board, dealer=dealer, vul=vul, hands=hands, calls=calls, play=play,
                    claim=claim, names=names)
