"""Claims with the deal known: double-dummy tricks (endplay) and the careless-but-not-irrational lines.

Law 70 (text not in corpus; secondary source quoted in docs/desk.md): "normal" play includes careless or inferior
play but not irrational play; a trick that could be lost to an outstanding trump by any normal play goes to the
opponents (70C). The engine states facts; the decision stays the director's.
"""

from __future__ import annotations

import importlib.util

import pytest
from deal_samples import LIN
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import parse_card
from engine.deal import parse_deal
from engine.deal.careless import careless_card, careless_lines
from engine.deal.claim import claim_facts
from engine.deal.double_dummy import available, dd_tricks
from engine.deal.position import Position
from engine.errors import EngineError
from engine.seats import Seat

HAS_ENDPLAY = importlib.util.find_spec("endplay") is not None
needs_endplay = pytest.mark.skipif(not HAS_ENDPLAY, reason="endplay (the oracle extra) is not installed")


def cards(text: str) -> frozenset:
    return frozenset(parse_card(c) for c in text.split())


# Three tricks left, spades trumps, South on lead with the ♠A and ♥AK; East keeps the ♠3 and two diamonds.
TRUMP_ENDING = Position({Seat.S: cards("SA HA HK"), Seat.N: cards("D4 D5 D6"), Seat.E: cards("S3 D2 D3"),
                         Seat.W: cards("C2 C3 C4")}, Seat.S, (), "S", 3)


def test_law_70c_forgotten_trump_loses_a_trick_on_a_careless_line() -> None:
    """70C: East's outstanding trump wins a trick if South cashes hearts before drawing it."""
    lines = {line.order[0]: line.tricks for line in careless_lines(TRUMP_ENDING, "NS")}
    assert lines["S"] == 3 and lines["H"] == 2


@needs_endplay
def test_double_dummy_of_the_trump_ending() -> None:
    assert dd_tricks(TRUMP_ENDING, "NS") == 3 and dd_tricks(TRUMP_ENDING, "EW") == 0


def test_careless_follower_wins_cheaply_and_ruffs_only_when_opponents_win() -> None:
    hands = {Seat.N: cards("HK HQ H2"), Seat.E: cards("H5 C2 C3"), Seat.S: cards("S2 D2 D3"),
             Seat.W: cards("HJ C4 C5")}
    # West led ♥J: North beats it as cheaply as he can (♥Q, not the ♥K)
    assert str(careless_card(hands, Seat.N, Seat.W, (parse_card("HJ"),), "S", "SHDC")) == "HQ"
    # North led the ♥K, East followed: South, void, does not ruff his partner's winner; he discards a diamond
    assert careless_card(hands, Seat.S, Seat.N, (parse_card("HK"), parse_card("H5")), "S", "SHDC").suit == "D"
    # East led the ♥5: South, void, ruffs an opponent's winner with his lowest winning trump
    assert str(careless_card(hands, Seat.S, Seat.E, (parse_card("H5"),), "S", "SHDC")) == "S2"


@needs_endplay
def test_claim_facts_from_the_record() -> None:
    """After five tricks of board 7 (North on lead, 4♠ by South): 8 tricks left; double dummy North–South take
    all 8; drawing trumps ending in South's hand, with no way back to North's winners, makes only 4."""
    facts = claim_facts(parse_deal(LIN), Seat.S, claimed=8)
    data = facts.to_dict()
    assert data["tricks_left"] == 8 and data["double_dummy"] == 8
    assert data["worst"]["tricks"] < 8 and data["lost"] == 8 - data["worst"]["tricks"]
    assert data["orders"] == 24 and 0 < data["orders_short"] <= 24
    assert data["position"]["to_play"] == "N"


def test_claim_of_more_than_the_tricks_left_is_refused() -> None:
    with pytest.raises(EngineError) as err:
        claim_facts(parse_deal(LIN), Seat.S, claimed=9, solve=False)
    assert err.value.code == "claim_more_than_left"


def test_bbo_claim_counts_declarers_tricks_in_all() -> None:
    """BBO's mc|10| after five tricks (North–South won one): the claim is 9 of the 8 left — impossible, so the
    claimed share is unknown rather than invented; mc|9| is 8 of 8."""
    assert claim_facts(parse_deal(LIN + "mc|10|"), Seat.S, solve=False).claimed is None
    assert claim_facts(parse_deal(LIN + "mc|9|"), Seat.S, solve=False).claimed == 8


def test_dd_unavailable_is_worded_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without endplay the facts still come, with no double-dummy figure."""
    import builtins

    real = builtins.__import__

    def no_endplay(name, *args, **kwargs):
        if name.startswith("endplay"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_endplay)
    assert available() is False
    facts = claim_facts(parse_deal(LIN.replace("pc|C5|pc|C4|", "")), Seat.S, claimed=8)
    assert facts.double_dummy is None and facts.lines


@needs_endplay
@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 4), st.sampled_from(["S", "H", "D", "C", None]),
       st.sampled_from(list(Seat)))
def test_no_careless_line_beats_double_dummy(rnd, size: int, trump: str | None, leader: Seat) -> None:
    """A careless line is one way for the claimer's side to play against the best defence; double dummy is the
    best way. So no line can make more tricks than the double-dummy figure (a check of both searches)."""
    from engine.cards import RANKS, SUITS, Card

    deck = [Card(s, r) for s in SUITS for r in RANKS]
    rnd.shuffle(deck)
    hands = {seat: frozenset(deck[i * size:(i + 1) * size]) for i, seat in enumerate((Seat.N, Seat.E, Seat.S,
                                                                                        Seat.W))}
    pos = Position(hands, leader, (), trump, size)
    for side in ("NS", "EW"):
        best = dd_tricks(pos, side)
        assert all(line.tricks <= best for line in careless_lines(pos, side))
