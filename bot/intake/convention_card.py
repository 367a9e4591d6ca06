"""The convention card, for the situation reader (Law 40E).

The lexicon reads "карта" and "во время торговли" as a card shown during the auction (Law 24); a story about the
convention card («конвенционная карта», «карточка системы», "convention card") is about Law 40E instead:

* a player looking at a convention card during the auction or the play (his own, which he may not, or the
  opponents', which he may at his turn): 40E2;
* a pair without a convention card, or what it must say: 40E1 (the sponsoring organisation may prescribe them);
  an agreement the card does not show is a concealed understanding (40B), not decided here.

Nothing is decided when the story names no convention card. The concepts the card words set off are replaced by the
section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from lawbase.search.concepts import settle

GENERAL = ("card_exposed_in_auction", "partnership_understandings")  # what the card words set off
SECTIONS = {"40E1": "convention_card_required", "40E2": "convention_card_consulted"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces

_CARD = cued(r"конвенц\w*\s+карт\w*|карт\w*\s+конвенц\w*|карт(?:очк)?\w*\s+(?:\w+\s+)?систем\w*|"
             r"систем\w*\s+карточк\w*|convention\s+cards?|system\s+cards?|\bCC\b|kartochk\w*\s+sistem\w*|konvenc\w*\s+kart\w*|"
             r"конвенционк\w*|конвенц\s+карт\w*", re.IGNORECASE)
_LOOK = cued(r"читал\w*|изучал\w*|\bread\b|"
             r"посмотр\w*|смотре\w*|смотрит|загляну\w*|заглядыв\w*|подгляд\w*|подсмотр\w*|свер\w*|глянуть|"
             r"look\w*|consult\w*|check\w*|refer\w*|glanc\w*|peek\w*|smotr\w*|zaglyan\w*|podglyad\w*",
             re.IGNORECASE)
_MISSING = cued(r"требу\w*|"
                r"нет\w*|не\s+было|без\s+(?:конвенц|карт)|не\s+заполн\w*|no\s+convention|without\s+(?:a\s+)?"
                r"(?:convention|system)|didn'?t\s+have|must\s+(?:have|fill)|обязан\w*|требова\w*|required|"
                r"prescrib\w*", re.IGNORECASE)

# an agreement the card does not disclose: a concealed understanding (40B), not the card itself
_AGREEMENT = cued(r"договор\w*|соглашени\w*|взаимопониман\w*|agreement\w*|understanding\w*|угадыва\w*",
                  re.IGNORECASE)


def section(text: str) -> str | None:
    """40E2 for a look at a convention card, 40E1 for a card missing or required; None without a convention card."""
    if _CARD.search(text) is None:
        return None
    looked = _LOOK.search(text) is not None
    if _AGREEMENT.search(text) and not looked:
        return None  # an agreement the card does not show: a concealed understanding (40B)
    if _MISSING.search(text):
        return "40E1"  # a card missing or required, whatever else was looked for
    return "40E2" if looked else None  # a look at a card, whatever agreement it was for


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the card words' readings replaced by the section of Law 40E (settled), when the story is
    about a convention card."""

    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
