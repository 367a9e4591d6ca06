"""Double-dummy tricks of a position, from endplay's solver (the optional ``oracle`` extra, BSD DDS inside).

Deterministic and offline. Without endplay installed, ``EngineError("dd_unavailable")`` says so; everything else
about a claim (the careless lines) still works.
"""

from __future__ import annotations

from engine.deal.model import SUIT_ORDER, suit_text
from engine.deal.position import Position
from engine.errors import EngineError
from engine.seats import SEATS

_DENOM = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", None: "nt"}
_PLAYER = {"N": "north", "E": "east", "S": "south", "W": "west"}


def available() -> bool:
    """Whether the solver can be imported."""
    try:
        import endplay.dds  # noqa: F401
    except ImportError:
        return False
    return True


def dd_tricks(pos: Position, side: str) -> int:
    """The tricks ``side`` (``NS``/``EW``) takes of the remaining ones with best play by all four players."""
    try:
        from endplay.dds import solve_board
        from endplay.types import Card as EpCard
        from endplay.types import Deal as EpDeal
        from endplay.types import Denom, Player
    except ImportError:
        raise EngineError("dd_unavailable") from None
    holding = {seat: set(pos.hands[seat]) for seat in SEATS}
    for k, card in enumerate(pos.trick):  # the trick in progress goes back to its players, then is replayed
        holding[pos.leader.offset(k)].add(card)
    pbn = "N:" + " ".join(".".join(suit_text(holding[seat], s) for s in SUIT_ORDER) for seat in SEATS)
    deal = EpDeal(pbn)
    deal.first = getattr(Player, _PLAYER[pos.leader.value])
    deal.trump = getattr(Denom, _DENOM[pos.trump])
    for card in pos.trick:
        deal.play(EpCard(str(card)))
    best = max(tricks for _, tricks in solve_board(deal))
    return best if pos.to_play.side == side else pos.tricks_left - best
