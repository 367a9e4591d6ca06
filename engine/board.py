"""Board number → dealer and vulnerability (Law 2), with an override for mis-marked boards.

Law 2: a board whose markings do not conform should not be used, but if it was used, its markings apply for
that session; ``board_info(n, dealer=..., vul=...)`` accepts such an override.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import EngineError, shown
from engine.seats import SEATS, Seat, parse_seat

VULNERABILITIES = ("none", "NS", "EW", "both")
_VUL_ALIASES = {
    "none": "none", "-": "none", "nil": "none", "love": "none", "никто": "none", "нет": "none", "0": "none",
    "ns": "NS", "n-s": "NS", "нс": "NS", "сю": "NS",
    "ew": "EW", "e-w": "EW", "вз": "EW", "ев": "EW",
    "both": "both", "all": "both", "все": "both", "обе": "both", "оба": "both",
}
MAX_BOARD = 10_000


@dataclass(frozen=True)
class BoardInfo:
    board: int
    dealer: Seat
    vul: str  # one of VULNERABILITIES

    def vulnerable(self, seat: Seat) -> bool:
        """Whether ``seat``'s side is vulnerable on this board."""
        return self.vul == "both" or self.vul == seat.side

    def to_dict(self) -> dict[str, object]:
        return {"board": self.board, "dealer": self.dealer.value, "vul": self.vul}


def parse_vul(value: object) -> str:
    """``none | NS | EW | both`` from common spellings; ``EngineError("bad_vul")`` otherwise."""
    key = str(value).strip().lower() if value is not None else ""
    vul = _VUL_ALIASES.get(key)
    if vul is None:
        raise EngineError("bad_vul", value=shown(value))
    return vul


def board_info(board: object, dealer: object | None = None, vul: object | None = None) -> BoardInfo:
    """Dealer and vulnerability of ``board`` (a positive integer) per Law 2; ``dealer``/``vul`` override."""
    try:
        number = int(str(board).strip())
    except (TypeError, ValueError):
        raise EngineError("bad_board", value=str(board)) from None
    if not 1 <= number <= MAX_BOARD:
        raise EngineError("bad_board", value=str(board))
    i = number - 1
    info_dealer = SEATS[i % 4]
    info_vul = VULNERABILITIES[(i + (i // 4) % 4) % 4]
    return BoardInfo(
        number,
        parse_seat(dealer, "dealer") if dealer is not None else info_dealer,
        parse_vul(vul) if vul is not None else info_vul,
    )


def seat_vulnerable(vul: str, seat: Seat) -> bool:
    """Whether ``seat`` is vulnerable under ``vul``."""
    return vul == "both" or vul == seat.side
