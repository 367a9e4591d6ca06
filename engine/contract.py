"""Denominations and contracts (``3NT``, ``4S``, ``4SX``, ``6HXX``) shared by the auction and the scoring.

Denominations rank C < D < H < S < NT (Law 18E). Input is read the way people write it: ``N``/``БК``/``NT``
for notrump, suit letters, symbols or Russian letters (``п ч б т``), ``X``/``XX`` or Russian ``к``/``кк`` for
doubled/redoubled. Anything else is refused with ``EngineError("bad_contract")``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import EngineError, shown

DENOMINATIONS = ("C", "D", "H", "S", "NT")  # ascending (Law 18E)
DENOMINATION_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
_DENOM_ALIASES = {
    "c": "C", "♣": "C", "♧": "C", "т": "C", "к": "C",
    "d": "D", "♦": "D", "♢": "D", "б": "D",
    "h": "H", "♥": "H", "♡": "H", "ч": "H",
    "s": "S", "♠": "S", "♤": "S", "п": "S",
    "nt": "NT", "n": "NT", "бк": "NT", "бт": "NT", "нт": "NT", "notrump": "NT", "notrumps": "NT",
}
_DOUBLING = {"": 0, "x": 1, "xx": 2, "*": 1, "**": 2, "к": 1, "кк": 2, "ж": 1, "жж": 2, "d": 1, "r": 2, "dbl": 1,
             "rdbl": 2}
_DENOM_PATTERN = "|".join(re.escape(k) for k in sorted(_DENOM_ALIASES, key=len, reverse=True))
_DOUBLING_PATTERN = "|".join(re.escape(k) for k in sorted(_DOUBLING, key=len, reverse=True) if k)
_CONTRACT_RE = re.compile(rf"^\s*([1-7])\s*({_DENOM_PATTERN})\s*({_DOUBLING_PATTERN})?\s*$", re.IGNORECASE)


def parse_denomination(value: object) -> str:
    """``C D H S NT`` from letters, symbols or Russian; ``EngineError("bad_denomination")`` otherwise."""
    key = str(value).strip().lower() if value is not None else ""
    denom = _DENOM_ALIASES.get(key)
    if denom is None:
        raise EngineError("bad_denomination", value=shown(value))
    return denom


@dataclass(frozen=True)
class Contract:
    """A final contract: level 1–7, denomination, and 0 (undoubled), 1 (doubled) or 2 (redoubled)."""

    level: int
    denomination: str
    doubled: int = 0

    @property
    def trump(self) -> str | None:
        return None if self.denomination == "NT" else self.denomination

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.denomination}{'X' * self.doubled}"

    @property
    def symbol(self) -> str:
        """``4♠X`` style, for display."""
        return f"{self.level}{DENOMINATION_SYMBOLS[self.denomination]}{'X' * self.doubled}"


def parse_contract(value: object) -> Contract:
    """A contract from ``3NT``, ``4S``, ``4sx``, ``6HXX``, ``4♠X``, ``3БК`` …"""
    text = str(value) if value is not None else ""
    match = _CONTRACT_RE.match(text.replace("х", "x").replace("Х", "X"))
    if not match:
        raise EngineError("bad_contract", value=text)
    level, denom_text, dbl_text = match.groups()
    return Contract(int(level), parse_denomination(denom_text), _DOUBLING[(dbl_text or "").lower()])
