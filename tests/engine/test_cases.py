"""engine.cases: a case's shared facts parsed and checked (cases.md); typed accessors with clear codes."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cases import parse_case
from engine.errors import EngineError
from engine.seats import Seat


def base(**over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"board": 5, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S",
                                                                                  "call": "1D"}}
    data.update(over)
    return data


def test_board_gives_dealer_and_vulnerability_law_2() -> None:
    """Law 2 (seed 003): board 5 — dealer North, North-South vulnerable."""
    case = parse_case(base())
    assert case.board == 5 and case.dealer == Seat.N and case.vul == "NS"


def test_dealer_and_vul_without_board() -> None:
    case = parse_case({"dealer": "w", "vul": "both", "auction": "P 1S", "irregularity": {"type": "call"}})
    assert case.board is None and case.dealer == Seat.W and case.vul == "both"
    assert case.auction.turn == Seat.E


def test_auction_is_checked_law_by_law() -> None:
    """The auction before the irregularity must hold legal calls only (an insufficient one is refused)."""
    with pytest.raises(EngineError) as err:
        parse_case(base(auction=["1H", "1D"]))
    assert err.value.code == "auction_insufficient_bid"


def test_contract_and_declarer_derived_from_a_finished_auction() -> None:
    case = parse_case(base(auction="1H P 4H P P P"))
    assert str(case.contract) == "4H" and case.declarer == Seat.N


@pytest.mark.parametrize(("over", "code"), [
    ({"auction": "1H P 4H P P P", "contract": "4S"}, "contract_mismatch"),
    ({"auction": "1H P 4H P P P", "declarer": "S"}, "declarer_mismatch"),
    ({"auction": "P P P P", "contract": "1S", "declarer": "N"}, "contract_mismatch"),
    ({"contract": "4S"}, "missing_field"),
    ({"board": None}, "missing_field"),
    ({"board": "x"}, "bad_board"),
    ({"irregularity": None}, "missing_field"),
    ({"irregularity": {"by": "S"}}, "missing_field"),
    ({"irregularity": "call"}, "bad_field"),
    ({"choices": []}, "bad_field"),
    ({"choices": {"acepted": True}}, "unknown_field"),
    ({"auction": 5}, "bad_field"),
    ({"after": {"x": 1}}, "bad_field"),
    ({"boadr": 5}, "unknown_field"),
])
def test_contradictory_or_malformed_cases_are_refused(over: dict[str, Any], code: str) -> None:
    """A case that contradicts itself or is malformed is refused with a code, never ruled on."""
    with pytest.raises(EngineError) as err:
        parse_case(base(**over))
    assert err.value.code == code


def test_case_must_be_an_object() -> None:
    with pytest.raises(EngineError) as err:
        parse_case(["1H"])
    assert err.value.code == "bad_case"


def test_given_contract_for_play_period_without_auction() -> None:
    case = parse_case({"board": 1, "contract": "4SX", "declarer": "S", "irregularity": {"type": "revoke"}})
    assert str(case.contract) == "4SX" and case.declarer == Seat.S and case.auction.calls == ()


def test_irregularity_accessors() -> None:
    case = parse_case(base(irregularity={"type": "x", "by": "ю", "call": "1 бк", "card": "пК", "cards": "SA H10",
                                         "flag": True, "n": "3", "kind": "a", "with": {"N": "1S"}}))
    irr = case.irregularity
    assert irr.seat() == Seat.S and str(irr.call()) == "1NT" and str(irr.card()) == "SK"
    assert [str(c) for c in irr.cards()] == ["SA", "HT"]
    assert irr.bool("flag") is True and irr.bool("absent") is False and irr.bool("absent", True) is True
    assert irr.int("n", lo=1, hi=13) == 3 and irr.int("absent", 7) == 7
    assert irr.str("kind", ("a", "b")) == "a" and irr.str("absent", default="z") == "z"
    assert irr.seat_calls("with") == {Seat.N: irr.call("call").__class__("bid", 1, "S")}
    assert irr.seat("absent", required=False) is None and irr.call("absent", required=False) is None


@pytest.mark.parametrize(("fields", "access", "code"), [
    ({}, lambda i: i.seat("by"), "missing_field"),
    ({"by": "Q"}, lambda i: i.seat("by"), "bad_seat"),
    ({"call": "9"}, lambda i: i.call("call"), "bad_call"),
    ({"card": "Z9"}, lambda i: i.card("card"), "bad_card"),
    ({"flag": "maybe"}, lambda i: i.bool("flag"), "bad_field"),
    ({"n": "x"}, lambda i: i.int("n"), "bad_field"),
    ({"n": 20}, lambda i: i.int("n", lo=1, hi=13), "out_of_range"),
    ({"n": True}, lambda i: i.int("n"), "bad_field"),
    ({"kind": "c"}, lambda i: i.str("kind", ("a", "b")), "bad_field"),
    ({"typo": 1}, lambda i: i.only("by"), "unknown_field"),
])
def test_irregularity_accessors_refuse_with_codes(fields: dict[str, Any], access: Any, code: str) -> None:
    case = parse_case(base(irregularity={"type": "x", **fields}))
    with pytest.raises(EngineError) as err:
        access(case.irregularity)
    assert err.value.code == code


def test_choices_accessors() -> None:
    case = parse_case(base(choices={"accepted": False, "correction": "2d", "declarer": "forbid_suit", "suit": "ч",
                                    "offender_choice": "change", "called_in_turn": {"W": "P"}}))
    ch = case.choices
    assert ch.accepted is False and str(ch.correction) == "2D" and ch.declarer == "forbid_suit"
    assert ch.suit == "H" and ch.suits == ["H"] and ch.offender_choice == "change"
    assert ch.called_in_turn is not None and ch.called_in_turn[0] == Seat.W


def test_choices_absent_are_none() -> None:
    ch = parse_case(base()).choices
    assert (ch.accepted, ch.correction, ch.declarer, ch.suit, ch.suits, ch.offender_choice, ch.called_in_turn) == (
        None, None, None, None, None, None, None)


@pytest.mark.parametrize(("choices", "attr"), [
    ({"declarer": "maybe"}, "declarer"), ({"offender_choice": "x"}, "offender_choice"),
    ({"accepted": "perhaps"}, "accepted"), ({"called_in_turn": {"N": "1S", "E": "P"}}, "called_in_turn"),
    ({"suits": ["S", "Z"]}, "suits"),
])
def test_choices_refuse_bad_values(choices: dict[str, Any], attr: str) -> None:
    ch = parse_case(base(choices=choices)).choices
    with pytest.raises(EngineError):
        getattr(ch, attr)


def test_after_calls_parsed() -> None:
    case = parse_case(base(after="P 2 бк"))
    assert [str(c) for c in case.after] == ["P", "2NT"]
