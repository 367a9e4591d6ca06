"""Penalty cards shared by several play-period rulings: major or minor (Law 50), and declarer's lead options when
the offender's partner has the lead (50E, 51B).

The corpus holds only part of Laws 50–52. Its Law 56 sends the options after a retracted lead out of turn to
"50E", so those options cite ``50E``; the 1987 lettering of the rest of Law 50 is not in the corpus, so other
Law 50 matters cite ``50`` (``50B``, "the penalty card remains exposed", is the one other letter the corpus shows).
With two or more penalty cards the corpus's Law 51B gives the options (51B1 one suit, 51B2 several suits).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import Card
from engine.errors import EngineError
from engine.ruling import Option, PenaltyCard, Ruling
from engine.seats import Seat

HONOUR_RANKS = frozenset({"T", "J", "Q", "K", "A"})
PARTNER_LEAD_OPTIONS_REF = "50E"  # the corpus's Law 56: "...becomes a major penalty card, and Law 50E applies"
LEAD_CHOICES = ("require_suit", "forbid_suit", "none")


def penalty_kind(cards: list[Card], deliberate: bool) -> str:
    """Law 50: a single card below honour rank exposed inadvertently is minor; an honour, a card exposed through
    deliberate play, and every card when more than one is exposed, is major."""
    if len(cards) > 1 or deliberate or cards[0].rank in HONOUR_RANKS:
        return "major"
    return "minor"


def add_penalty_cards(ruling: Ruling, seat: Seat, cards: list[Card], kind: str) -> None:
    ruling.penalty_cards.extend(PenaltyCard(seat.value, str(card), kind) for card in cards)  # type: ignore[arg-type]


def _suits(cards: list[Card]) -> list[str]:
    return sorted({c.suit for c in cards}, key="CDHS".index)


def _refs(cards: list[Card]) -> dict[str, str]:
    """Which passage gives each option: 50E for one card, 51B1 for several in one suit, 51B2 for several suits."""
    if len(cards) == 1:
        return dict.fromkeys(LEAD_CHOICES, PARTNER_LEAD_OPTIONS_REF)
    if len(_suits(cards)) == 1:
        return {"require_suit": "51B1(A)", "forbid_suit": "51B1(B)", "none": PARTNER_LEAD_OPTIONS_REF}
    return {"require_suit": "51B2(A)", "forbid_suit": "51B2(B)", "none": PARTNER_LEAD_OPTIONS_REF}


def apply_lead_choice(ruling: Ruling, choice: str, suits: list[str], cards: list[Card], leader: Seat) -> None:
    """Declarer's choice when ``leader`` (the offender's partner) has the lead: the lead restriction and which
    penalty cards are picked up (those of a required or forbidden suit cease to be penalty cards)."""
    ref = _refs(cards)[choice]
    if choice == "none":
        ruling.say("play.pc.lead_any" + ("_one" if len(cards) == 1 else ""), ref, leader=leader.value)
        return
    ruling.lead_restrictions = True
    key = "play.pc.require_suit" if choice == "require_suit" else "play.pc.forbid_suit"
    ruling.say(key, ref, leader=leader.value, suit=" ".join(suits))
    picked = [str(c) for c in cards if c.suit in suits]
    ruling.penalty_cards = [p for p in ruling.penalty_cards if p.card not in picked]
    if ref == "51B2(A)":  # "(но тогда применяется раздел B1(A) данного правила)": the cards go as 51B1(A) says
        ref = "51B1(A)"
    ruling.say("play.pc.picked_up" + ("_one" if len(picked) == 1 else ""), ref, cards=" ".join(picked))


def not_applicable(field: str, reason: str) -> EngineError:
    """A choice the case gives that the Laws do not give on its facts: refused, never silently ignored (a ruling
    that quietly drops a decision would not be the one the director asked for)."""
    return EngineError("choice_not_applicable", field=field, reason=reason)


def refuse_choices(case: object, reason: str, *names: str) -> None:
    """Refuse any of the ``choices`` named (``declarer``, ``suit``, ``suits``, ``accepted``) that the case gives."""
    raw = getattr(getattr(case, "choices", None), "raw", {}) or {}
    for name in names:
        if raw.get(name) is not None:
            raise not_applicable(f"choices.{name}", reason)


def chosen_suits(choice: str, given: list[str] | None, cards: list[Card]) -> list[str]:
    """The suit(s) of declarer's choice, checked against the penalty cards' suits."""
    available = _suits(cards)
    if choice == "none":
        if given:
            raise not_applicable("choices.suit", "no_lead_choice_given")
        return []
    suits = given or (available if choice == "forbid_suit" or len(available) == 1 else None)
    if not suits:
        raise EngineError("missing_field", field="suit", where="choices")
    if choice == "require_suit" and len(suits) != 1:
        raise EngineError("bad_field", field="suits", value=" ".join(suits), expected="one_suit")
    for suit in suits:
        if suit not in available:
            raise EngineError("suit_not_penalty_suit", suit=suit, suits=", ".join(available))
    return suits


def lead_options(
    make: Callable[[], Ruling], cards: list[Card], declarer: Seat, leader: Seat, choice: str | None,
    given_suits: list[str] | None,
) -> Ruling:
    """Declarer's options (50E / 51B) before ``leader`` leads: apply a choice taken, or list every option."""
    if choice in LEAD_CHOICES:
        ruling = make()
        apply_lead_choice(ruling, choice, chosen_suits(choice, given_suits, cards), cards, leader)
        return ruling
    if given_suits:  # a suit with no require/forbid choice names nothing the Laws give
        raise not_applicable("choices.suit", "no_lead_choice_given")
    ruling = make()
    ruling.lead_restrictions = True
    ruling.say("play.pc.declarer_chooses_lead", _refs(cards)["require_suit"], declarer=declarer.value,
               leader=leader.value)
    for suit in _suits(cards):
        ruling.options.append(_option(make, "require_suit", [suit], cards, declarer, leader))
    ruling.options.append(_option(make, "forbid_suit", _suits(cards), cards, declarer, leader))
    ruling.options.append(_option(make, "none", [], cards, declarer, leader))
    return ruling


def _option(make: Callable[[], Ruling], choice: str, suits: list[str], cards: list[Card], declarer: Seat,
            leader: Seat) -> Option:
    ruling = make()
    apply_lead_choice(ruling, choice, suits, cards, leader)
    picked: dict[str, object] = {"declarer": choice}
    if suits:
        picked["suits" if len(suits) > 1 else "suit"] = suits if len(suits) > 1 else suits[0]
    return Option(declarer.value, picked, ruling)
