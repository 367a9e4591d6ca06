"""The four seats and the relations the Laws speak of (partner, LHO, RHO)."""

from __future__ import annotations

from enum import StrEnum

from engine.errors import EngineError


class Seat(StrEnum):
    """A compass seat. Order is the order of play: N, E, S, W (clockwise)."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def index(self) -> int:
        return "NESW".index(self.value)

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise (1 = the left-hand opponent)."""
        return SEATS[(self.index + steps) % 4]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next to call or play."""
        return self.offset(1)

    @property
    def partner(self) -> Seat:
        return self.offset(2)

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the one who called or played just before."""
        return self.offset(3)

    @property
    def side(self) -> str:
        """``"NS"`` or ``"EW"``."""
        return "NS" if self in (Seat.N, Seat.S) else "EW"

    def __str__(self) -> str:
        return self.value


SEATS: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)

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
        raise EngineError("bad_seat", value=str(value), field=field)
    return seat
