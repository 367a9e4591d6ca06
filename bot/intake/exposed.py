"""Which card a text says was exposed during the auction, for the situation reader (Law 24).

The lexicon recognises a card shown during the auction (``card_exposed_in_auction``: Law 24), but the section
depends on the card, which the reader knows: a single card below an honour is 24A (no penalty but partner's
unauthorized information), a single honour or a card led before the auction ended is 24B (partner must pass at his
next turn), two or more cards are 24C. Honours are the ace, king, queen, jack and ten (the glossary).

The general concept (and any other section's, read from the words alone) is then replaced by the section's own
(its first law the section, the law after it); without named cards the lexicon's own words decide (``туз выпал``).
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.textscan import Found

GENERAL = "card_exposed_in_auction"
SECTIONS = {"24A": "low_card_exposed_in_auction", "24B": "honour_exposed_in_auction",
            "24C": "cards_exposed_in_auction"}
HONOURS = frozenset("AKQJT")
_LED = re.compile(r"сходил\w*|вышел|вышла|атаковал\w*|первый ход|первую карту|первой картой|\blead\w*|\bled\b",
                  re.IGNORECASE)


def section(text: str, cards: list[Found]) -> str | None:
    """``24A``, ``24B`` or ``24C`` for the cards the text names, or None when it names none."""
    values = list(dict.fromkeys(card.value for card in cards))
    if not values:
        return None
    if len(values) >= 2:
        return "24C"
    if values[0][-1:] in HONOURS or _LED.search(text):
        return "24B"
    return "24A"


def refine(text: str, cards: list[Found], found: list[Any]) -> list[Any]:
    """``found`` (the reader's concepts, strongest first) with the general Law 24 concept replaced by its section's,
    when the lexicon found it at full weight and the text names the cards."""
    from lawbase.search.concepts import ConceptMatch

    general = next((m for m in found if m.id == GENERAL), None)
    which = section(text, cards) if general is not None and general.weight >= 1.0 else None
    if which is None:
        return found
    specific = SECTIONS[which]
    kept = [m for m in found if m.id not in (GENERAL, specific, *SECTIONS.values())]
    kept.append(ConceptMatch(specific, general.weight, general.trigger))
    return sorted(kept, key=lambda m: (-m.weight, m.id))
