"""An auction from the dealer: whose turn it is, what is legal now, when it ends, the contract and the declarer.

The rules of correct procedure it encodes (the 1987 Laws, Russian text):
- 17B/17C: the dealer calls first, then each player in turn clockwise.
- 17E: the auction ends when all four players pass, or when three passes in rotation follow any call.
- 18B–18D: a bid is sufficient when it outranks the last bid (same level in a higher denomination, or a higher
  level); 18A: levels 1 to 7 only (a bid of more than seven is Law 38).
- 19A1: a double only of the last bid, made by an opponent, with no calls but passes since;
  19B1: a redouble only of the last double, made by an opponent, with no calls but passes since.
- 22A: no bid at all — passed out; 22B: the last bid becomes the contract; the declarer is the player of the
  declaring side who first named its denomination.

``Auction`` holds only legal calls: the irregularities are facts about one more call, and the rulings ask the
auction what that call would have been (``illegality``).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.calls import Call, bid, parse_call, parse_calls
from engine.contract import DENOMINATIONS, Contract
from engine.errors import EngineError
from engine.seats import SEATS, Seat

# the rotation from each dealer, precomputed: seat_of() is asked for every call of every ruling
_ROTATION = {dealer: tuple(SEATS[(SEATS.index(dealer) + k) % 4] for k in range(4)) for dealer in SEATS}

_SIDE = {seat: seat.side for seat in SEATS}

# why a call is not legal now → (the error code of an auction that contains it, the law that rules on it)
ILLEGAL = {
    "after_final_pass": ("auction_ended", "39"),
    "above_seven": ("auction_bid_above_seven", "38"),
    "insufficient": ("auction_insufficient_bid", "27"),
    "inadmissible_double": ("auction_inadmissible_double", "36"),
    "inadmissible_redouble": ("auction_inadmissible_redouble", "36"),
}


class Auction:
    """The legal calls made so far from ``dealer``. Immutable: ``with_call`` returns a new auction."""

    # ``_ended`` and ``_turn`` are kept up to date by ``_append`` rather than derived on each question: rulings ask
    # whose turn it is and whether the auction has ended several times per call they replay.
    __slots__ = ("_bid_made", "_doubled", "_doubler", "_ended", "_last_bid", "_last_bidder", "_namers",
                 "_rotation", "_trailing_passes", "_turn", "calls", "dealer")

    def __init__(self, dealer: Seat, calls: Iterable[object] = ()) -> None:
        self._rotation = _ROTATION[dealer]
        self.dealer = self._rotation[0]  # the Seat, also when given as a plain "N": turn and errors name it by .value
        self.calls: tuple[Call, ...] = ()
        self._last_bid: Call | None = None
        self._last_bidder: Seat | None = None
        self._doubled = 0
        self._doubler: Seat | None = None
        self._trailing_passes = 0
        self._bid_made = False  # any call but a pass so far (17E: three passes then end the auction)
        self._ended = False
        self._turn: Seat | None = self.dealer
        self._namers: dict[tuple[str, str], Seat] = {}
        for item in calls:
            self._append(parse_call(item), check=True)

    @classmethod
    def parse(cls, dealer: Seat, text: object) -> Auction:
        """An auction from ``"1H P 1S P"`` or a list of calls; an illegal call is refused with its law."""
        return cls(dealer, parse_calls(text) if text not in (None, "") else [])

    # --- building -------------------------------------------------------------------------------------------
    def with_call(self, call: Call) -> Auction:
        """This auction with one more legal call (``EngineError`` when the call is not legal now)."""
        new = self.copy()
        new._append(call, check=True)
        return new

    def copy(self) -> Auction:
        new = Auction.__new__(Auction)
        new.dealer, new.calls, new._rotation = self.dealer, self.calls, self._rotation
        new._last_bid, new._last_bidder = self._last_bid, self._last_bidder
        new._doubled, new._doubler = self._doubled, self._doubler
        new._trailing_passes, new._bid_made = self._trailing_passes, self._bid_made
        new._ended, new._turn = self._ended, self._turn
        new._namers = self._namers  # copied on write: only a bid that names a new denomination adds to it
        return new

    def _append(self, call: Call, check: bool) -> None:
        seat = self._turn
        if check:
            reason = self.illegality(call, seat)
            if reason:
                code, law = ILLEGAL[reason]
                caller = seat or self.seat_of(len(self.calls))  # after the end: the seat next in rotation (17E)
                raise EngineError(code, call=str(call), seat=caller.value, index=len(self.calls) + 1, law=law)
        assert seat is not None
        self.calls = (*self.calls, call)
        kind = call.kind
        if kind == "pass":
            self._trailing_passes += 1
        else:
            self._trailing_passes = 0
            self._bid_made = True
            if kind == "bid":
                self._last_bid, self._last_bidder = call, seat
                self._doubled, self._doubler = 0, None
                key = (_SIDE[seat], call.denomination or "")
                if key not in self._namers:
                    self._namers = {**self._namers, key: seat}
            else:
                self._doubled, self._doubler = (1 if kind == "double" else 2), seat
        # Law 17E: all four passed, or three passes in rotation after any call
        passes = self._trailing_passes
        self._ended = passes >= 4 or (passes >= 3 and self._bid_made)
        self._turn = None if self._ended else self._rotation[len(self.calls) % 4]

    # --- questions ------------------------------------------------------------------------------------------
    def seat_of(self, index: int) -> Seat:
        """Who made (or makes) call number ``index`` (0-based) in rotation from the dealer (17B, 17C)."""
        return self._rotation[index % 4]

    @property
    def ended(self) -> bool:
        """Law 17E: all four passed, or three passes in rotation after any call."""
        return self._ended

    @property
    def passed_out(self) -> bool:
        """Law 22A: the auction ended with no bid."""
        return self.ended and self._last_bid is None

    @property
    def turn(self) -> Seat | None:
        """Whose turn it is to call; ``None`` once the auction has ended."""
        return self._turn

    @property
    def last_bid(self) -> Call | None:
        return self._last_bid

    @property
    def last_bidder(self) -> Seat | None:
        return self._last_bidder

    @property
    def doubled(self) -> int:
        """0, 1 (the last bid is doubled) or 2 (redoubled)."""
        return self._doubled

    @property
    def has_bid(self) -> bool:
        """Whether any player has bid (Law 30A vs 30B)."""
        return self._last_bid is not None

    def is_sufficient(self, call: Call) -> bool:
        """Law 18C/18D: a bid is sufficient when it outranks the last bid (any bid is, when there is none)."""
        return call.is_bid and (self._last_bid is None or call.outranks(self._last_bid))

    def lowest_sufficient(self, denomination: str) -> Call | None:
        """The lowest sufficient bid in ``denomination`` (Law 27B1(A)); ``None`` when it would exceed seven."""
        if self._last_bid is None:
            return bid(1, denomination)
        level = self._last_bid.level
        if DENOMINATIONS.index(denomination) <= DENOMINATIONS.index(self._last_bid.denomination or "C"):
            level += 1
        return bid(level, denomination) if level <= 7 else None

    def double_admissible(self, seat: Seat | None = None) -> bool:
        """Law 19A1: only the last bid, made by an opponent, with no calls but passes since."""
        seat = seat or self.turn
        return (seat is not None and self._last_bidder is not None and self._doubled == 0
                and _SIDE[self._last_bidder] != _SIDE[seat])

    def redouble_admissible(self, seat: Seat | None = None) -> bool:
        """Law 19B1: only the last double, made by an opponent, with no calls but passes since."""
        seat = seat or self.turn
        return (seat is not None and self._doubled == 1 and self._doubler is not None
                and _SIDE[self._doubler] != _SIDE[seat])

    def illegality(self, call: Call, seat: Seat | None = None) -> str | None:
        """Why ``call`` by ``seat`` (default: the player in turn) would not be legal now; ``None`` when it would."""
        if self._ended:
            return "after_final_pass"
        kind = call.kind  # the kind read once: this is asked for every call of every replayed auction
        if kind == "bid":
            if call.level > 7:
                return "above_seven"
            last = self._last_bid
            return None if last is None or call.rank > last.rank else "insufficient"
        if kind == "double" and not self.double_admissible(seat):
            return "inadmissible_double"
        if kind == "redouble" and not self.redouble_admissible(seat):
            return "inadmissible_redouble"
        return None

    def calls_by(self, seat: Seat) -> list[Call]:
        """The calls ``seat`` has made, in order."""
        return [c for i, c in enumerate(self.calls) if self.seat_of(i) == seat]

    @property
    def contract(self) -> Contract | None:
        """Law 22B: the last bid, doubled or redoubled as it stands; ``None`` while open or when passed out."""
        if not self.ended or self._last_bid is None:
            return None
        return Contract(self._last_bid.level, self._last_bid.denomination or "NT", self._doubled)

    @property
    def declarer(self) -> Seat | None:
        """The player of the declaring side who first named the contract's denomination."""
        if not self.ended or self._last_bid is None or self._last_bidder is None:
            return None
        return self._namers[(_SIDE[self._last_bidder], self._last_bid.denomination or "")]

    def to_dict(self) -> dict[str, object]:
        """The ``sudya auction`` JSON of cli.md."""
        contract: str | None = None
        if self.passed_out:
            contract = "passed_out"
        elif self.contract is not None:
            contract = str(self.contract)
        declarer = self.declarer
        turn = self.turn
        return {
            "dealer": self.dealer.value,
            "calls": [str(c) for c in self.calls],
            "ended": self.ended,
            "turn": turn.value if turn else None,
            "contract": contract,
            "declarer": declarer.value if declarer else None,
        }
