"""engine.calls: calls as people write them (Law 18A: a bid names a level 1–7 and a denomination; pass, double
and redouble are calls but not bids)."""

from __future__ import annotations

import itertools

import pytest

from engine.calls import DOUBLE, PASS, REDOUBLE, Call, bid, parse_call, parse_calls
from engine.errors import EngineError


@pytest.mark.parametrize(("text", "expected"), [
    ("1H", "1H"), ("1h", "1H"), ("1♥", "1H"), ("1NT", "1NT"), ("1N", "1NT"), ("1nt", "1NT"), ("7NT", "7NT"),
    ("1 бк", "1NT"), ("1БК", "1NT"), ("3бк", "3NT"), ("2п", "2S"), ("2ч", "2H"), ("2б", "2D"), ("2т", "2C"),
    ("4♠", "4S"), ("5♣", "5C"), ("3♦", "3D"), (" 2s ", "2S"), ("6C", "6C"),
])
def test_bids_in_every_common_spelling(text: str, expected: str) -> None:
    """Law 18A: a bid is a level and a denomination; spellings differ, the bid does not."""
    call = parse_call(text)
    assert call.is_bid and str(call) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("P", PASS), ("p", PASS), ("pass", PASS), ("Pass", PASS), ("пас", PASS), ("ПАС", PASS),
    ("X", DOUBLE), ("x", DOUBLE), ("D", DOUBLE), ("dbl", DOUBLE), ("контра", DOUBLE), ("Контра", DOUBLE),
    ("XX", REDOUBLE), ("xx", REDOUBLE), ("R", REDOUBLE), ("rdbl", REDOUBLE), ("реконтра", REDOUBLE),
    ("хх", REDOUBLE),
])
def test_pass_double_redouble(text: str, expected: Call) -> None:
    """Law 18A: pass, double and redouble are calls, not bids."""
    call = parse_call(text)
    assert call == expected and not call.is_bid


@pytest.mark.parametrize("text", ["", "0H", "1Z", "H1", "pas pas", "1", "NT", "контр", "1ZZ", "XXX", "Q", "1 2"])
def test_anything_else_is_refused_with_a_code(text: str) -> None:
    """Never a guess: a malformed call is refused with ``bad_call`` and the text given."""
    with pytest.raises(EngineError) as err:
        parse_call(text)
    assert err.value.code == "bad_call" and err.value.params["value"] == text


def test_non_string_values_are_refused() -> None:
    for value in (None, 1.5, ["1H"], {"call": "1H"}):
        with pytest.raises(EngineError) as err:
            parse_call(value)
        assert err.value.code == "bad_call"


def test_bid_above_seven_is_parsed_for_law_38() -> None:
    """Law 38 rules on a bid of more than seven, so the parser must read one; it is flagged above seven."""
    call = parse_call("8S")
    assert call.is_bid and call.above_seven and str(call) == "8S"
    assert not parse_call("7NT").above_seven


def test_rank_orders_bids_by_law_18b_and_18e() -> None:
    """Law 18B/18E: same level in a higher denomination, or any higher level, outranks; NT > ♠ > ♥ > ♦ > ♣."""
    order = [bid(level, d) for level in range(1, 8) for d in ("C", "D", "H", "S", "NT")]
    assert all(b.outranks(a) for a, b in itertools.pairwise(order))
    assert not bid(1, "NT").outranks(bid(2, "C"))
    assert parse_call("2C").outranks(parse_call("1NT"))


def test_parse_calls_joins_a_level_and_its_denomination() -> None:
    assert [str(c) for c in parse_calls("1 бк пас 2 ♠ контра")] == ["1NT", "P", "2S", "X"]
    assert [str(c) for c in parse_calls("1H, P; 1S")] == ["1H", "P", "1S"]
    assert [str(c) for c in parse_calls(["1h", "p"])] == ["1H", "P"]


def test_symbols_and_suits() -> None:
    assert parse_call("1H").symbol == "1♥" and parse_call("3NT").symbol == "3NT" and PASS.symbol == "P"
    assert parse_call("2S").suit == "S" and parse_call("2NT").suit is None and DOUBLE.suit is None
