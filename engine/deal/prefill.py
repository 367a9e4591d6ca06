"""A deal record as the start of a ruling: the case facts (cases.md) the record settles, for the wizard to prefill.

Only facts the record states are given: the board, the auction (when legal), the contract and declarer, and for
an irregularity found in the play its facts — a revoke (61A: a card not following suit while holding one; the
trick, who won it, the offending side's tricks after it, and 63A1: whether the offending side played to a later
trick), an opening lead by the wrong defender (41A, 54), a claim (68: who, how many of the tricks left, 70C:
whether an opponent still holds a trump). The director confirms each in the wizard; nothing is ruled here.
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.deal.model import Deal
from engine.deal.play import PlayFacts, Revoke
from engine.seats import Seat


def base_case(deal: Deal) -> dict[str, Any]:
    """The case's top keys the record settles."""
    case: dict[str, Any] = {}
    if deal.board is not None:
        case["board"] = deal.board
    if deal.dealer is not None:
        case["dealer"] = deal.dealer.value
    if deal.vul is not None:
        case["vul"] = deal.vul
    if deal.auction and deal.contract is not None:
        case["auction"] = list(deal.auction)
    if deal.contract not in (None, "passed_out") and deal.declarer is not None:
        case["contract"], case["declarer"] = deal.contract, deal.declarer.value
    return case


def revoke_case(deal: Deal, facts: PlayFacts, revoke: Revoke) -> dict[str, Any]:
    return {**base_case(deal), "irregularity": {"type": "revoke", **facts.revoke_facts(revoke)}}


def opening_lead_case(deal: Deal, facts: PlayFacts) -> dict[str, Any] | None:
    """41A: the opening lead is made by declarer's left-hand opponent; a lead by another seat is out of turn."""
    if not facts.tricks or deal.declarer is None or facts.tricks[0].leader == deal.declarer.lho:
        return None
    first = facts.tricks[0]
    return {**base_case(deal), "irregularity": {
        "type": "lead_out_of_turn", "trick": 1, "by": first.leader.value, "card": str(first.cards[0]),
        "correct_leader": deal.declarer.lho.value}}


def claim_case(deal: Deal, claimer: Seat, claimed: int | None, outstanding_trump: bool | None) -> dict[str, Any]:
    irregularity: dict[str, Any] = {"type": "claim", "by": claimer.value, "kind": "claim"}
    if claimed is not None:
        irregularity["tricks"] = claimed
    if outstanding_trump is not None:
        irregularity["outstanding_trump"] = outstanding_trump
    return {**base_case(deal), "irregularity": irregularity}


def trump_outstanding(hands: dict[Seat, frozenset[Card]], trump: str | None, claimer: Seat) -> bool | None:
    """Whether an opponent of the claimer still holds a trump (``None`` in notrump)."""
    if trump is None:
        return None
    return any(card.suit == trump for seat, cards in hands.items() if seat.side != claimer.side for card in cards)
