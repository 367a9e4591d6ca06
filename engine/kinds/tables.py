"""How the auction table shows the call ruled on, by the shape of the irregularity (``Kind.table``).

Each function appends the rows of the irregular call to ``out`` (the legal calls so far, as ``(seat, call, mark)``)
and returns the seat whose turn the later calls of ``after`` continue from. A malformed field raises
``EngineError``; ``engine.cases.table_calls`` then shows the rows made so far (the ruler refuses it with a code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.calls import Call
from engine.kinds.model import TableRow
from engine.seats import Seat

if TYPE_CHECKING:
    from engine.auction import Auction
    from engine.cases import Case


def _just_called(auction: Auction, by: Seat) -> bool:
    """At the LHO's turn right after his own call: a new call by him changes that call (Law 25)."""
    calls = auction.calls
    return bool(calls) and auction.turn == by.lho and auction.seat_of(len(calls) - 1) == by


def call_rows(case: Case, out: list[TableRow], by: Seat, call: Call) -> Seat | None:
    """One call: in its caller's column; a call at the LHO's turn right after his own shares that call's cell
    (25); a correction given in ``choices`` shares the call's cell (27B, 36); the call in turn that followed a
    call out of rotation (28B) comes next."""
    auction = case.auction
    if _just_called(auction, by) and auction.calls[-1] != call:
        original = out.pop()
        out.append((by.value, original[1], "changed"))
        out.append((by.value, str(call), "irregular"))
        return by.lho
    next_seat = by.lho if auction.turn == by else auction.turn
    out.append((by.value, str(call), "irregular"))
    correction = case.choices.correction
    if correction is not None:
        out.append((by.value, str(correction), "corrected"))
    called = case.choices.called_in_turn
    if called is not None:
        out.append((called[0].value, str(called[1]), "in_turn"))
        next_seat = called[0].lho
    return next_seat


def change_rows(case: Case, out: list[TableRow], by: Seat, call: Call) -> Seat | None:
    """A change of call (25): the first call (``changed``) and the substituted one in the same cell."""
    auction = case.auction
    new_call = case.irregularity.call("new_call", required=False)
    if _just_called(auction, by) and auction.calls[-1] == call:
        out.pop()  # the first call was given as the auction's last call
    out.append((by.value, str(call), "changed"))
    out.append((by.value, str(new_call or ""), "irregular"))
    lho_call = case.irregularity.call("lho_called", required=False)
    if lho_call is not None:  # the LHO called before the correction (25A/25B1 rule on it): it is in the table
        out.append((by.lho.value, str(lho_call), "legal"))
        return by.lho.lho
    return by.lho


def simultaneous_rows(case: Case, out: list[TableRow], by: Seat, call: Call) -> Seat | None:
    """Simultaneous calls (33): the call in turn first, then the other (deemed subsequent)."""
    auction = case.auction
    next_seat = by.lho if auction.turn == by else auction.turn
    for seat, in_turn in (case.irregularity.seat_calls("with", required=False) or {}).items():
        out.append((seat.value, str(in_turn), "legal"))
        next_seat = seat.lho
    out.append((by.value, str(call), "irregular"))
    return by.lho if next_seat == by else next_seat
