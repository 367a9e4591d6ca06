"""The four seats and the relations the Laws speak of (partner, LHO, RHO)."""

from __future__ import annotations

from enum import StrEnum

from engine.errors import EngineError, shown


class Seat(StrEnum):
    """A compass seat. Order is the order of play: N, E, S, W (clockwise)."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    # index, lho, partner, rho and side are plain attributes set once below the class: rulings ask for them
    # many times per case, and a property through the Enum machinery costs about 1.8 µs each time.
    index: int  # type: ignore[assignment]  # shadows str.index on purpose: the seat's 0–3 position
    lho: Seat
    partner: Seat
    rho: Seat
    side: str

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise (1 = the left-hand opponent: the next to call or play)."""
        return SEATS[(self.index + steps) % 4]

    def __str__(self) -> str:
        return self._value_  # not ``self.value``: that goes through the Enum descriptor (rulings print seats often)


SEATS: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)

for _i, _seat in enumerate(SEATS):
    object.__setattr__(_seat, "index", _i)
    object.__setattr__(_seat, "lho", SEATS[(_i + 1) % 4])  # left-hand opponent: the next to call or play
    object.__setattr__(_seat, "partner", SEATS[(_i + 2) % 4])
    object.__setattr__(_seat, "rho", SEATS[(_i + 3) % 4])  # right-hand opponent: called or played just before
    object.__setattr__(_seat, "side", "NS" if _i % 2 == 0 else "EW")

_SEAT_ALIASES = {
    "n": Seat.N, "north": Seat.N, "с": Seat.N, "север": Seat.N,
    "e": Seat.E, "east": Seat.E, "в": Seat.E, "восток": Seat.E,
    "s": Seat.S, "south": Seat.S, "ю": Seat.S, "юг": Seat.S,
    "w": Seat.W, "west": Seat.W, "з": Seat.W, "запад": Seat.W,
}


def parse_seat(value: object, field: str = "seat") -> Seat:
    """A seat from ``N E S W`` (any case), English or Russian names; ``EngineError("bad_seat")`` otherwise."""
    if isinstance(value, Seat):
        return value
    key = str(value).strip().lower() if value is not None else ""
    seat = _SEAT_ALIASES.get(key)
    if seat is None:
        raise EngineError("bad_seat", value=shown(value), field=field)
    return seat
