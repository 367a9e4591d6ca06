"""engine.cards and engine.contract: cards and contracts as directors type them (Law 1 ranks and suits, Law 18E
denominations); anything else is refused with a code, never guessed."""

import pytest

from engine.cards import Card, parse_card, parse_cards, parse_suit
from engine.contract import Contract, parse_contract, parse_denomination
from engine.errors import EngineError


@pytest.mark.parametrize(("text", "card"), [("SA", Card("S", "A")), ("♠A", Card("S", "A")), ("H10", Card("H", "T")),
                                            ("ht", Card("H", "T")), ("пК", Card("S", "K")), ("т10", Card("C", "T")),
                                            ("бВ", Card("D", "J")), ("AS", Card("S", "A")), ("10h", Card("H", "T")),
                                            ("чД", Card("H", "Q"))])
def test_law1_card_spellings(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("bad", ["", "S1", "X5", "SAA", "11H", None, "S 1 0"])
def test_bad_card_refused(bad):
    with pytest.raises(EngineError) as err:
        parse_card(bad)
    assert err.value.code == "bad_card"


def test_parse_cards_list_and_text_and_duplicates():
    assert parse_cards("SA, HK d2") == [Card("S", "A"), Card("H", "K"), Card("D", "2")]
    assert parse_cards(["SA", "HT"]) == [Card("S", "A"), Card("H", "T")]
    with pytest.raises(EngineError) as err:
        parse_cards("SA SA")
    assert err.value.code == "duplicate_card"


def test_card_symbol_and_order():
    assert Card("H", "T").symbol == "♥10" and str(Card("H", "T")) == "HT"
    assert Card("S", "A").rank_index > Card("S", "K").rank_index


@pytest.mark.parametrize(("text", "suit"), [("s", "S"), ("♥", "H"), ("бубны", "D"), ("к", "C"), ("clubs", "C")])
def test_suit_spellings(text, suit):
    assert parse_suit(text) == suit


@pytest.mark.parametrize(("text", "contract"), [
    ("3NT", Contract(3, "NT", 0)), ("4sx", Contract(4, "S", 1)), ("6HXX", Contract(6, "H", 2)),
    ("3БК", Contract(3, "NT", 0)), ("4♠X", Contract(4, "S", 1)), ("2пк", Contract(2, "S", 1)),
    ("1N", Contract(1, "NT")),
    ("5Dх", Contract(5, "D", 1)),
])
def test_law18e_contract_spellings(text, contract):
    assert parse_contract(text) == contract


@pytest.mark.parametrize("bad", ["8S", "0C", "4Z", "", "4SXXX", None, "NT3"])
def test_bad_contract_refused(bad):
    with pytest.raises(EngineError) as err:
        parse_contract(bad)
    assert err.value.code == "bad_contract"


def test_contract_helpers():
    contract = parse_contract("4HX")
    assert (contract.trump, contract.tricks_needed, str(contract), contract.symbol) == ("H", 10, "4HX", "4♥X")
    assert parse_contract("3NT").trump is None
    with pytest.raises(EngineError) as err:
        parse_denomination("Z")
    assert err.value.code == "bad_denomination"
