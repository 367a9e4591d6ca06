"""When a fact matters given the others: the law each rule follows, so the wizard asks only what can change the
ruling. Each function reads a :class:`engine.kinds.model.Known`; none rules on the case itself (``turns_on``
asks the engine through the caller)."""

from __future__ import annotations

from typing import Any

from engine.calls import parse_call
from engine.cards import parse_card
from engine.errors import EngineError
from engine.kinds.model import Known
from engine.play_penalties import penalty_kind


def conventional_matters(known: Known) -> bool:
    """27B1(A) "beyond doubt … not conventional", 26 (the suits an artificial call related to), 30C: asked when
    the ruling turns on it; before it can rule, only for a pass (30C: a conventional pass)."""
    irr = known.irregularity
    turns = known.turns_on("conventional") if "by" in irr and "call" in irr else None
    return turns if turns is not None else irr.get("call") == "P"


def opening_lead_only(known: Known) -> bool:
    """Laws 41, 54: a face-down lead and declarer having seen dummy matter for the opening lead only."""
    return bool(known.irregularity.get("trick") == 1)


def after_trick_one(known: Known) -> bool:
    """41A: at trick 1 declarer's LHO leads; later, whoever won the last trick — that has to be asked."""
    return bool(known.irregularity.get("trick", 1) != 1)


def spread_at_trick_one(known: Known, values: tuple[str, ...]) -> tuple[str, ...]:
    """Law 54: declarer may spread his hand only after an opening lead out of turn."""
    return values if known.irregularity.get("trick", 1) == 1 else tuple(v for v in values if v != "spread")


def _by_declaring_side(known: Known) -> bool:
    declarer = known.declarer()
    return declarer is not None and known.irregularity.get("by") in (declarer.value, declarer.partner.value)


def lead_declarer_choice(known: Known) -> bool:
    """A defender's lead out of turn: declarer chooses (54, 56) — unless, having seen dummy, he must accept (54C)."""
    return not _by_declaring_side(known) and known.irregularity.get("declarer_saw_dummy") is not True


def lead_accepted(known: Known) -> bool:
    """Declarer's own lead out of turn (from either hand): the defenders accept it or not (55)."""
    return _by_declaring_side(known)


def partner_has_lead_matters(known: Known) -> bool:
    """50D/51B: the lead of the offender's partner — only for a defender's card (48A) not replaced by another
    (Law 52 is then its own ruling)."""
    return not _by_declaring_side(known) and "failed_to_play" not in known.irregularity


def penalty_lead_choice(known: Known) -> bool:
    """50D1: declarer requires or forbids the suit when the offender's partner has the lead — a major card only."""
    irr = known.irregularity
    return partner_has_lead_matters(known) and irr.get("partner_has_lead") is True and _major(irr)


def failed_to_play_accepted(known: Known) -> bool:
    """Law 52: the card played instead of a penalty card — declarer accepts it or not."""
    return not _by_declaring_side(known) and "failed_to_play" in known.irregularity


def _major(irr: Any) -> bool:
    try:
        cards = [parse_card(c) for c in irr.get("cards", [])]
    except EngineError:
        return True
    return bool(cards) and penalty_kind(cards, irr.get("deliberate") is True) == "major"


def once_established(known: Known) -> bool:
    """Law 64: the trick transfer (and so the tricks it counts) follows only an established revoke."""
    return known.irregularity.get("established") is True


def revoke_card_matters(known: Known) -> bool:
    """62B1: the withdrawn card of a corrected revoke (and 62D: a revoke at trick 12 is always corrected)."""
    irr = known.irregularity
    return irr.get("established") is False or irr.get("trick") == 12


def correction_matters(known: Known) -> bool:
    """27B: the offender corrects an insufficient bid only once the LHO has not accepted it (27A)."""
    call = known.irregularity.get("call")
    if known.choices.get("accepted") is not False or not call:
        return False
    auction = known.auction()
    try:
        return auction is not None and auction.illegality(parse_call(call)) == "insufficient"
    except EngineError:
        return False


def purposeful_change(known: Known) -> bool:
    """Law 25B: only a purposeful change of call can be accepted (25A: an inadvertent one is simply replaced)."""
    return known.irregularity.get("inadvertent") is False
