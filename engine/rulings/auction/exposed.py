"""Law 24: a card exposed or led during the auction.

Every card the partner could have seen stays face up on the table until the auction ends, and if the offender
becomes a defender, declarer may treat each as a penalty card (Law 50). Besides: 24A a single card below an
honour, not led prematurely — nothing more; 24B a single honour, or a card led prematurely — partner passes at his
next turn; 24C two or more cards — partner passes at his next turn (23A for a damaging enforced pass).
Honours (Definitions, "Онер"): ace, king, queen, jack, ten.
"""

from __future__ import annotations

from typing import Literal

from engine.auction import Auction
from engine.calls import PASS
from engine.cards import Card
from engine.cases import Case
from engine.ruling import PenaltyCard, Ruling, Step
from engine.rulings import ruler
from engine.rulings.auction.common import Facts, common_facts, no_defence, obey_obligations, partner_must_pass
from engine.seats import Seat

HONOURS = frozenset({"A", "K", "Q", "J", "T"})


def penalty_card_kind(card: Card, count: int, led: bool) -> Literal["major", "minor"]:
    """Law 50 (1987, its text is not in our corpus): a single card below honour rank exposed inadvertently is a
    minor penalty card; an honour, a card exposed by deliberate play (a premature lead), or any card of a
    defender who has two or more penalty cards, is major."""
    return "major" if count > 1 or led or card.rank in HONOURS else "minor"


@ruler("card_exposed_during_auction")
def rule_exposed(case: Case) -> Ruling:
    """Cards of one player that his partner could have seen during the auction."""
    irr = case.irregularity
    irr.only("by", "cards", "card", "led", "spectator", "nonoffender_acted")
    by = irr.seat("by")
    assert by is not None
    cards = irr.cards("cards", required=not irr.has("card"))
    if not cards:
        card = irr.card("card")
        assert card is not None
        cards = [card]
    led = irr.bool("led")
    auction = case.auction
    if led and len(cards) == 1 and auction.ended and auction.declarer is not None and by.side != auction.declarer.side:
        return _faced_opening_lead(case, by, cards[0])
    ruling = Ruling(type="card_exposed_during_auction", offender=by.value)
    ruling.cite("24")
    names = " ".join(str(c) for c in cards)
    facts = Facts(case, case.auction, by, PASS)
    ruling.say("exposed.fact" + ("_one" if len(cards) == 1 else ""), "24", by=by.value, cards=names,
               partner=by.partner.value)
    common_facts(ruling, facts)
    ruling.say("exposed.face_up" + ("_one" if len(cards) == 1 else ""), "24", cards=names)
    _penalty_cards(ruling, case, by, cards, led)
    if len(cards) >= 2:
        ruling.say("exposed.24C", "24C", count=len(cards))
        _partner_pass(ruling, case, facts, "24C")
    elif led or cards[0].rank in HONOURS:
        ruling.say("exposed.24B_led" if led else "exposed.24B_honour", "24B", card=str(cards[0]))
        _partner_pass(ruling, case, facts, "24B")
    else:
        ruling.say("exposed.24A", "24A", card=str(cards[0]))
    obey_obligations(ruling, facts)
    return ruling


def _faced_opening_lead(case: Case, by: Seat, card: Card) -> Ruling:
    """17E: the auction period ends when the opening lead is faced — a defender's card led face up after the final
    pass is not a card exposed during the auction (24) but the opening lead: by the right defender (41A: declarer's
    LHO), the lead itself; by his partner, an opening lead out of turn (41A, 54, 56), ruled as such."""
    from engine.cases import parse_case
    from engine.rulings import RULERS

    declarer = case.auction.declarer
    assert declarer is not None
    leader = declarer.lho
    if by == leader:
        ruling = Ruling(type="none")
        ruling.say("exposed.opening_lead", "17E", by=by.value, card=str(card))
        ruling.say("exposed.opening_lead_face_down", "41A", leader=leader.value)
        return ruling
    raw = {k: v for k, v in case.raw.items() if k != "irregularity"}
    raw["irregularity"] = {"type": "lead_out_of_turn", "by": by.value, "card": str(card), "trick": 1}
    ruling = RULERS["lead_out_of_turn"](parse_case(raw))
    ruling.steps.insert(0, Step("exposed.opening_lead_out_of_turn", {"by": by.value, "card": str(card),
                                                                     "leader": leader.value}, "17E"))
    ruling.laws.insert(0, "17E")
    return ruling


def _end_of_auction(case: Case) -> Auction | None:
    """The whole auction when the calls of ``after`` (made after the exposure) end it (17E); ``None`` while it
    goes on. Illegal later calls are refused by ``obey_obligations``."""
    auction = case.auction
    if not case.after:
        return None
    for call in case.after:
        if auction.turn is None or auction.illegality(call) is not None:
            return None
        auction = auction.with_call(call)
    return auction if auction.ended else None


def _penalty_cards(ruling: Ruling, case: Case, by: Seat, cards: list[Card], led: bool) -> None:
    """24: "если нарушитель впоследствии становится вистующим" — penalty cards only for a defender: none when the
    finished auction (``after``) makes the offender declarer or dummy, or is passed out (no play)."""
    end = _end_of_auction(case)
    if end is not None and end.passed_out:
        no_defence(ruling, by, end, "24")
        return
    declarer = (end.declarer if end is not None else None) or case.auction.declarer or case.declarer
    if declarer is not None and declarer.side == by.side:
        if end is not None:
            no_defence(ruling, by, end, "24")
        else:
            ruling.say("exposed.declaring_side", "24", by=str(by), declarer=declarer.value)
        return
    ruling.penalty_cards = [PenaltyCard(str(by), str(c), penalty_card_kind(c, len(cards), led)) for c in cards]
    one = "_one" if len(cards) == 1 else ""
    names = " ".join(str(c) for c in cards)
    if end is not None and declarer is not None:  # the auction is over and the offender defends: no "if"
        ruling.say("exposed.penalty_cards_defender" + one, "24", by=str(by), declarer=declarer.value, cards=names)
    else:
        ruling.say("exposed.penalty_cards" + one, "24", cards=names)
    ruling.cite("50")


def _partner_pass(ruling: Ruling, case: Case, facts: Facts, ref: str) -> None:
    if case.auction.ended:
        ruling.say("exposed.auction_over", ref, partner=facts.partner_v)
        return
    partner_must_pass(ruling, facts, "next_turn", ref)
