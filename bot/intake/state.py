"""The wizard's state: everything gathered so far, as plain data (copyable, comparable), never a discord object.

Its own module so that what reads a state (``consistency``, ``display``) need not import the wizard that changes
it (no import cycle); ``bot.intake.wizard`` re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.auction import Auction
from engine.board import board_info
from engine.seats import Seat, parse_seat


@dataclass
class WizardState:
    """Everything gathered so far. Plain data (copyable, comparable), never a discord object."""

    board: int | None = None
    dealer: str | None = None
    vul: str | None = None
    no_board: bool = False
    board_page: int = 0  # which 24 boards the board select shows (0: 1–24, 1: 25–48…)
    auction: list[str] = field(default_factory=list)
    auction_done: bool = False
    contract: str | None = None
    declarer: str | None = None
    type: str | None = None
    irregularity: dict[str, Any] = field(default_factory=dict)
    choices: dict[str, Any] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)
    hints: dict[str, str] = field(default_factory=dict)
    history: list[WizardState] = field(default_factory=list, repr=False, compare=False)

    # --- derived facts ------------------------------------------------------------------------------------
    @property
    def board_known(self) -> bool:
        return self.board is not None or (self.dealer is not None and self.vul is not None)

    def dealer_seat(self) -> Seat:
        if self.board is not None:
            return board_info(self.board, self.dealer, self.vul).dealer
        return parse_seat(self.dealer or "N")

    def vulnerability(self) -> str:
        if self.board is not None:
            return board_info(self.board, self.dealer, self.vul).vul
        return self.vul or "none"

    def engine_auction(self) -> Auction:
        return Auction(self.dealer_seat(), self.auction)

    @property
    def period(self) -> str:
        """``play`` once the auction has ended with a contract, or a contract was given; else ``auction``."""
        if self.contract:
            return "play"
        if self.board_known and self.auction:
            auction = self.engine_auction()
            if auction.ended:
                return "play" if not auction.passed_out else "passed_out"
        return "auction"
