"""Calls as people write them: pass, double, redouble and bids (Law 18A), in English, symbols or Russian.

Accepted: ``1H 1h 1♥ 1NT 1N 1 бк 1БК 2п 3ч 4б 5т``, ``P pass пас``, ``X D dbl контра``, ``XX R rdbl реконтра``.
A bid of more than seven (``8S``) is parsed, because Law 38 rules on it; the auction refuses it as a legal call.
Anything else is refused with ``EngineError("bad_call")``: the engine never guesses what a player meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from engine.contract import DENOMINATION_SYMBOLS, DENOMINATIONS, parse_denomination
from engine.errors import EngineError, shown

PASS_WORDS = frozenset({"p", "pass", "пас", "пасс", "-"})
DOUBLE_WORDS = frozenset({"x", "d", "dbl", "double", "контра", "ктр"})
REDOUBLE_WORDS = frozenset({"xx", "r", "rdbl", "redouble", "реконтра", "рек", "рктр"})
_BID_RE = re.compile(r"^(\d{1,2})\s*(\S.*?)$")
_NON_BID_SYMBOLS = {"pass": "P", "double": "X", "redouble": "XX"}  # a module constant: str(call) is asked often
_DENOMINATION_INDEX = {d: i for i, d in enumerate(DENOMINATIONS)}  # a dict lookup, not tuple.index, per rank


@dataclass(frozen=True, slots=True)
class Call:
    """One call. ``kind`` is ``pass``, ``double``, ``redouble`` or ``bid``; a bid has a level and denomination."""

    kind: str
    level: int = 0
    denomination: str | None = None

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    @property
    def is_pass(self) -> bool:
        return self.kind == "pass"

    @property
    def is_double(self) -> bool:
        return self.kind == "double"

    @property
    def is_redouble(self) -> bool:
        return self.kind == "redouble"

    @property
    def above_seven(self) -> bool:
        """A bid of more than seven: never a legal call (Law 18A names levels 1 to 7; Law 38)."""
        return self.kind == "bid" and self.level > 7

    @property
    def rank(self) -> int:
        """Bid order (Law 18B/E): 1♣ = 0 … 7NT = 34; higher outranks lower. Not meaningful for other calls."""
        return (self.level - 1) * 5 + _DENOMINATION_INDEX[self.denomination or "C"]

    def outranks(self, other: Call) -> bool:
        """Law 18B: the same level in a higher denomination, or a higher level in any denomination."""
        return self.rank > other.rank

    @property
    def suit(self) -> str | None:
        """The suit this bid names (``None`` for NT and non-bids); used for lead restrictions (Law 26A)."""
        return self.denomination if self.is_bid and self.denomination != "NT" else None

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.denomination}"
        return _NON_BID_SYMBOLS[self.kind]

    @property
    def symbol(self) -> str:
        """``1♥`` style, for display; ``P``, ``X``, ``XX`` otherwise (the renderer words them)."""
        if self.kind == "bid":
            return f"{self.level}{DENOMINATION_SYMBOLS[self.denomination or 'NT']}"
        return str(self)


PASS = Call("pass")
DOUBLE = Call("double")
REDOUBLE = Call("redouble")


def bid(level: int, denomination: str) -> Call:
    """A bid from its parts (``bid(1, "NT")``); the denomination must be canonical."""
    if denomination not in DENOMINATIONS or level < 1:
        raise EngineError("bad_call", value=f"{level}{denomination}")
    return Call("bid", level, denomination)


def parse_call(value: object) -> Call:
    """A call from any common spelling; ``EngineError("bad_call", value=...)`` otherwise."""
    if type(value) is str:  # the common case first: calls as typed in a case's JSON
        return _parse_text(value)
    if isinstance(value, Call):
        return value
    if isinstance(value, bool) or not isinstance(value, str | int):  # a JSON true is not the call "True"
        raise EngineError("bad_call", value=shown(value))
    return _parse_text(str(value))


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> Call:
    """Cached: the same few dozen spellings recur in every auction."""
    key = text.strip().lower().replace("х", "x")
    if key in PASS_WORDS:
        return PASS
    if key in DOUBLE_WORDS:
        return DOUBLE
    if key in REDOUBLE_WORDS:
        return REDOUBLE
    match = _BID_RE.match(key)
    if match:
        level = int(match[1])
        try:
            denomination = parse_denomination(match[2].replace(" ", ""))
        except EngineError:
            denomination = None
        if denomination and level >= 1:
            return Call("bid", level, denomination)
    raise EngineError("bad_call", value=text)


def parse_calls(value: object) -> list[Call]:
    """Several calls: a list, or a string separated by spaces or commas (``"1H P 1S"``, ``"1 бк пас"``)."""
    if isinstance(value, list | tuple):
        return [parse_call(item) for item in value]
    if not isinstance(value, str):
        raise EngineError("bad_call", value=shown(value))
    tokens = [tok for tok in re.split(r"[\s,;]+", value.strip()) if tok]
    calls: list[Call] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        # "1 бк", "2 NT", "3 ♠": a level alone followed by its denomination.
        if tok.isdigit() and i + 1 < len(tokens):
            calls.append(parse_call(tok + tokens[i + 1]))
            i += 2
            continue
        calls.append(parse_call(tok))
        i += 1
    return calls
