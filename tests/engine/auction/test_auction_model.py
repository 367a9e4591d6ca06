"""engine.auction: the correct procedure of the auction, Laws 17–19 and 22 (seed 003 Laws 17–18, seed 000 Laws
19 and 22)."""

from __future__ import annotations

import pytest

from engine.auction import Auction
from engine.calls import parse_call
from engine.errors import EngineError
from engine.seats import Seat


def auction(text: str, dealer: Seat = Seat.N) -> Auction:
    return Auction.parse(dealer, text)


@pytest.mark.parametrize(("dealer", "calls", "turn"), [
    (Seat.N, "", Seat.N), (Seat.E, "", Seat.E), (Seat.N, "1H", Seat.E), (Seat.W, "P P", Seat.E),
    (Seat.S, "1C X XX", Seat.E),
])
def test_turn_from_the_dealer_clockwise(dealer: Seat, calls: str, turn: Seat) -> None:
    """17B: the dealer calls first; 17C: then his LHO, and each player in turn clockwise."""
    assert auction(calls, dealer).turn == turn


@pytest.mark.parametrize(("calls", "ended"), [
    ("P P P", False), ("P P P P", True), ("1H P P", False), ("1H P P P", True), ("P 1H P P P", True),
    ("1H X P P", False), ("1H X P P P", True), ("1H X XX P P P", True), ("P P P 1C P P P", True),
])
def test_end_of_auction_law_17e(calls: str, ended: bool) -> None:
    """17E: the auction ends when all four pass, or when three passes in rotation follow any call."""
    a = auction(calls)
    assert a.ended is ended
    assert (a.turn is None) is ended


def test_passed_out_law_22a() -> None:
    """22A: no bid — the hands go back without play: no contract, no declarer."""
    a = auction("P P P P")
    assert a.passed_out and a.contract is None and a.declarer is None
    assert a.to_dict()["contract"] == "passed_out"


@pytest.mark.parametrize(("dealer", "calls", "contract", "declarer"), [
    (Seat.N, "1H P 1S P P P", "1S", Seat.S),
    (Seat.N, "1H P 2H P P P", "2H", Seat.N),          # N named hearts first
    (Seat.N, "P 1S P 2S P 4S P P P", "4S", Seat.E),   # E first named spades for E-W
    (Seat.E, "1NT X XX P P P", "1NTXX", Seat.E),
    (Seat.N, "1C 1H X P P P", "1HX", Seat.E),
    (Seat.N, "1H 2C 2H P P 3C P P P", "3C", Seat.E),
    (Seat.N, "1H P 1S P 2S P 3H P 4H P P P", "4H", Seat.N),
])
def test_contract_and_declarer_law_22b(dealer: Seat, calls: str, contract: str, declarer: Seat) -> None:
    """22B: the last bid is the contract; declarer is the player of that side who first named its denomination."""
    a = auction(calls, dealer)
    assert str(a.contract) == contract and a.declarer == declarer


def test_no_contract_while_auction_open() -> None:
    a = auction("1H P 1S")
    assert a.contract is None and a.declarer is None and not a.ended


@pytest.mark.parametrize(("calls", "call", "sufficient"), [
    ("", "1C", True), ("1H", "1S", True), ("1H", "1D", False), ("1H", "1H", False), ("1H", "2C", True),
    ("1NT", "2C", True), ("1NT", "1S", False), ("7S", "7NT", True), ("7NT", "7NT", False), ("1S X", "1NT", True),
])
def test_sufficiency_law_18c_18d(calls: str, call: str, sufficient: bool) -> None:
    """18C: a bid that outranks the last bid is sufficient; 18D: one that does not is insufficient."""
    assert auction(calls).is_sufficient(parse_call(call)) is sufficient


@pytest.mark.parametrize(("calls", "denomination", "lowest"), [
    ("1H", "D", "2D"), ("1H", "S", "1S"), ("1H", "H", "2H"), ("1H", "NT", "1NT"), ("3NT", "C", "4C"),
    ("", "C", "1C"), ("7H", "S", "7S"), ("7H", "D", None), ("7NT", "NT", None),
])
def test_lowest_sufficient_bid_in_a_denomination(calls: str, denomination: str, lowest: str | None) -> None:
    """27B1(A) speaks of the lowest sufficient bid in the same denomination; above seven there is none."""
    got = auction(calls).lowest_sufficient(denomination)
    assert (str(got) if got else None) == lowest


@pytest.mark.parametrize(("calls", "seat", "admissible"), [
    ("1H", Seat.E, True),       # the last bid, by an opponent
    ("1H", Seat.S, False),      # partner's bid
    ("1H P", Seat.S, False),
    ("1H P P", Seat.W, True),   # passes only since
    ("1H X", Seat.S, False),    # already doubled
    ("", Seat.N, False),        # nothing to double
    ("1H 1S", Seat.S, True),
    ("1H 1S", Seat.W, False),
])
def test_double_admissible_law_19a1(calls: str, seat: Seat, admissible: bool) -> None:
    """19A1: only the last bid, made by an opponent, with no calls other than passes since."""
    assert auction(calls).double_admissible(seat) is admissible


@pytest.mark.parametrize(("calls", "seat", "admissible"), [
    ("1H X", Seat.S, True), ("1H X", Seat.N, True), ("1H X", Seat.W, False), ("1H X P P", Seat.N, True),
    ("1H", Seat.E, False), ("1H X XX", Seat.E, False), ("1H X 1S", Seat.W, False),
])
def test_redouble_admissible_law_19b1(calls: str, seat: Seat, admissible: bool) -> None:
    """19B1: only the last double, made by an opponent, with no calls other than passes since."""
    assert auction(calls).redouble_admissible(seat) is admissible


@pytest.mark.parametrize(("calls", "code", "law"), [
    ("1H 1D", "auction_insufficient_bid", "27"),
    ("1H P X", "auction_inadmissible_double", "36"),
    ("X", "auction_inadmissible_double", "36"),
    ("1H XX", "auction_inadmissible_redouble", "36"),
    ("1H P P P 2C", "auction_ended", "39"),
    ("8C", "auction_bid_above_seven", "38"),
])
def test_an_illegal_call_is_refused_with_its_law(calls: str, code: str, law: str) -> None:
    """The auction holds legal calls only; an illegal one is refused with the law that rules on it."""
    with pytest.raises(EngineError) as err:
        auction(calls)
    assert err.value.code == code and err.value.params["law"] == law
    assert err.value.params["index"] == len(calls.split())


def test_with_call_is_immutable() -> None:
    a = auction("1H")
    b = a.with_call(parse_call("P"))
    assert [str(c) for c in a.calls] == ["1H"] and [str(c) for c in b.calls] == ["1H", "P"]


def test_calls_by_and_seat_of() -> None:
    a = auction("1H P 1S P 2H", Seat.W)
    assert a.seat_of(0) == Seat.W and a.seat_of(4) == Seat.W
    assert [str(c) for c in a.calls_by(Seat.W)] == ["1H", "2H"]


def test_to_dict_is_the_cli_contract() -> None:
    """cli.md: calls, ended, turn, contract, declarer."""
    assert auction("1H P").to_dict() == {"dealer": "N", "calls": ["1H", "P"], "ended": False, "turn": "S",
                                         "contract": None, "declarer": None}
