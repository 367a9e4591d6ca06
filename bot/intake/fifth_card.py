"""A fifth card played to a trick: whose it was says the section of Law 45E, for the situation reader.

The lexicon reads a fifth card contributed to a trick (``fifth_card_by_defender``, ``fifth_card_by_declarer``);
the section depends on who played it:

* a defender: 45E1 — it becomes a penalty card (Law 50), unless the director deems it a lead (Laws 53, 56);
* declarer, from his hand or from dummy: 45E2 — no penalty, unless it was a lead (Law 55).

The player is the role named last before the fifth card in its sentence («защитник положил в масть, а потом сверху
ещё одну карту», "declarer contributed a fifth card"), else the first named right after it in its clause («лишнюю
положил разыгрывающий»); two cards put at once («сразу две карты») and a card played «ещё» count too. A trick
found later to hold five cards, nobody's said, is Law 67's, not read here. The general concepts are replaced by the
section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.seat_side import last_seat
from lawbase.search.concepts import settle

SECTIONS = {"45E1": "fifth_card_by_defender", "45E2": "fifth_card_by_declarer"}
FAMILY = (*SECTIONS.values(), "defective_trick", "misclick", "misclick_in_play")  # what a settled section replaces
MIN_WEIGHT = 0.4  # a fifth card or a trick of five cards read, a whole trigger or the words
AFTER = 30  # characters after the card in which the player may be named («лишнюю положил разыгрывающий»)

# the card played as a fifth («вторую карту» alone is the second to the trick, «лишняя карта» one too many in a hand)
_FIFTH = cued(r"пят(?:ую|ой|ая)\s+карт\w*|(?:ещё|еще)\s+одну\s+(?:\w+\s+)?карт\w*|лишнюю\s+карт\w*|"
              r"лишн\w+\s+(?:\S+\s+)?(?:положил|сыграл|выложил)\w*|"
              r"вторую\s+сво\w+\s+карт\w*|сразу\s+две\s+карт\w*|две\s+карт\w*\s+сразу|"
              r"(?:ещё|еще)\s+(?:\w+\s+)?(?:двойк|тройк|четв[её]рк|пят[её]рк|шест[её]рк|сем[её]рк|восьм[её]рк|девятк|"
              r"десятк|валет|вальт|дам|корол|туз)\w*|two\s+cards\s+(?:at\s+once|(?:in)?to\s+the\s+same\s+trick)|"
              r"(?:a\s+|the\s+)?(?:fifth|extra)\s+card|eshch[eyo]\s+odnu\s+kart\w*|(?:pyatuyu|pjatuju|lishn\w+)\s+kart\w*",
              re.IGNORECASE)
_ROLE = cued(r"(?P<declarer>разыгрывающ\w*|разыгрываюш\w*|декларер\w*|деклер\w*|declarer|razygryva(?:yu|ju)\w*|"
             r"deklarer\w*)|"
             r"(?P<defender>вистующ\w*|вистуюш\w*|защитник\w*|оппонент\w*|соперник\w*|противник\w*|defenders?|"
             r"opponents?|lho|rho|vistu(?:yu|ju)\w*|za(?:shch|sch|sh|shh)itnik\w*|soperni[kc]\w*|protivni[kc]\w*|"
             r"(?<!\w)(?:я|мы)\s+(?:\w+\s+)?(?:играю|играем|играл\w*)\s+"
             r"против|(?<!\w)(?:я|мы)\s+(?:\w+\s+)?вист\w*|\b(?:I|we)\s+(?:was|were|am|are)\s+defending)",
             re.IGNORECASE)


def section(text: str) -> str | None:
    """``45E1`` (a defender's fifth card) or ``45E2`` (declarer's), or None when the story does not say whose."""
    fifth = _FIFTH.search(text)
    if fifth is None:
        return None
    start = max(text.rfind(mark, 0, fifth.start()) for mark in ".!?;") + 1
    roles = list(_ROLE.finditer(text, start, fifth.start()))
    if not roles:  # «лишнюю положил разыгрывающий»: the role named after the card, in its sentence
        ends = [i for i in (text.find(mark, fifth.end()) for mark in ".!?;,") if i >= 0]
        roles = list(_ROLE.finditer(text, fifth.end(), min([*ends, len(text), fifth.end() + AFTER])))[:1]
    # a seat named after the last role word («разыгрывающий E, W положил…», «E, уже сыграв во взятку, положил…»)
    by_seat = last_seat(text, roles[-1].end() if roles else start, fifth.start())
    if by_seat is not None or not roles:
        return None if by_seat is None else ("45E2" if by_seat else "45E1")
    return "45E2" if roles[-1].group("declarer") else "45E1"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the fifth-card concepts replaced by the Law 45E section's (settled), when the lexicon read a
    fifth card and the story says whose it was."""

    if not reads_any(found, (*SECTIONS.values(), "defective_trick"), MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
