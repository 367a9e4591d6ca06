"""From what a parser read to a checked ``Deal``: hands checked, calls made canonical, the rest derived.

Derived only where the Laws fix it: dealer and vulnerability from the board number (Law 2) when the record does
not state them, and the contract and declarer from a finished auction (Law 22B). An auction that is not legal as
recorded keeps its calls but gives no contract (the director reads it; nothing is guessed).
"""

from __future__ import annotations

from engine.auction import Auction
from engine.board import board_info
from engine.calls import parse_call
from engine.cards import Card
from engine.deal.model import Deal, check_hands
from engine.errors import EngineError
from engine.seats import Seat

MAX_CALLS = 320  # 35 bids, each with up to 8 calls after it, and passes: no real auction is longer
PLAY_CARDS = 52


def _calls(calls: list[str]) -> tuple[str, ...]:
    if len(calls) > MAX_CALLS:
        raise EngineError("deal_too_long", limit=MAX_CALLS)
    out = []
    for text in calls:
        try:
            out.append(str(parse_call(text)))
        except EngineError:
            raise EngineError("deal_bad_call", value=text[:20]) from None
    return tuple(out)


def contract_of(dealer: Seat | None, calls: tuple[str, ...]) -> tuple[str | None, Seat | None]:
    """Law 22B: the contract and declarer of a finished, legal auction; ``(None, None)`` otherwise."""
    if dealer is None or not calls:
        return None, None
    try:
        auction = Auction(dealer, calls)
    except EngineError:
        return None, None
    if auction.passed_out:
        return "passed_out", None
    contract = auction.contract
    return (str(contract), auction.declarer) if contract is not None else (None, None)


def _first_repeat(cards: list[Card]) -> Card | None:
    """The first card that comes a second time in ``cards`` (``None`` when none does)."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return card
        seen.add(card)
    return None


def assemble(*, source: str, board: int | None, dealer: Seat | None, vul: str | None, hands: dict[Seat, set[Card]],
             calls: list[str], play: list[Card], claim: int | None = None, names: dict[Seat, str] | None = None,
             contract: str | None = None, declarer: Seat | None = None) -> Deal:
    """A checked ``Deal``; ``EngineError`` with a ``deal_*`` code for a record that contradicts itself."""
    checked = check_hands(hands)
    if board is not None and (dealer is None or vul is None):
        info = board_info(board)
        dealer = dealer or info.dealer
        vul = vul or info.vul
    canon = _calls(calls)
    if len(play) > PLAY_CARDS or len(set(play)) != len(play):
        twice = _first_repeat(play)
        if twice is None and play:
            twice = play[-1]
        raise EngineError("deal_card_played_twice", card=twice.symbol if twice else "")
    derived, derived_declarer = contract_of(dealer, canon)
    return Deal(board=board, dealer=dealer, vul=vul, hands=checked, auction=canon, play=tuple(play),
                contract=contract or derived, declarer=declarer or derived_declarer, claim=claim,
                names=dict(names or {}), source=source)
