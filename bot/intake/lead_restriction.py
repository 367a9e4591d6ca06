"""Which section of Law 26 a lead restriction after a withdrawn call falls under, for the situation reader.

The lexicon recognises a lead restriction after a withdrawn call (``lead_restriction_after_withdrawn_call``:
declarer may require or forbid a lead from the offender's partner); the section depends on what the withdrawn call
was, and on what the offender said afterwards, facts the story states:

* the withdrawn call named a suit (a suit bid, "his call that showed clubs", "my bid in spades"): 26A —
  26A1 when the offender named that suit again later (no restriction), else 26A2 (declarer may require or forbid
  a lead in it); a story that does not say whether it was named again is 26A2, the case players ask about;
* any other withdrawn call (a pass, a double, a redouble, notrump): 26B (declarer may forbid a lead in any suit).

The withdrawn call is read next to the word that withdrew it ("мою ставку 2♦ отменили", "у правого сняли его 2♥",
"после отменённой контры"), the nearest call told wins. Nothing is decided when the story names no withdrawn call.
The general concept is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GENERAL = ("lead_restriction_after_withdrawn_call",)  # the lexicon's own reading of the situation
SECTIONS = {"26A1": "lead_restriction_suit_repeated", "26A2": "lead_restriction_suit_not_repeated",
            "26B": "lead_restriction_other_call"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
# the lexicon's reading of a lead demanded or forbidden because of a penalty card (Law 50): no penalty card told,
# the demand is the withdrawn call's
PENALTY_CARD_LEAD = ("lead_restriction_penalty_card",)
MIN_WEIGHT = 0.8  # a trigger met, not a few words in common
BEFORE, AFTER = 30, 45  # characters around the withdrawing word in which the withdrawn call is told

# the word that withdrew the call (bot/intake/penalty_cards.py reads it too)
WITHDRAWING = r"отмен\w*|сняли|снял\w*|убрали|убрал\w*|аннулир\w*|withdrawn|withdrew|cancel\w*|otmen\w*"
_WITHDRAWN = cued(WITHDRAWING, re.IGNORECASE)
_SUIT = (r"(?:♠|♥|♦|♣|пик\w*|пики|черв\w*|бубн\w*|бубен|треф\w*|масти|масть|spades?|hearts?|diamonds?|clubs?|"
         r"piki|chervy|bubny|trefy)")
# a call that named a suit: a suit bid, a bid "in" a suit, a call that showed or indicated one («заявка,
# которая указывала масть»)
_SUIT_CALL = cued(rf"\b[1-7]\s*{_SUIT}|\b[1-7](?:[cdhs]|[тбчп])\b|\b(?:один|одн\w*|дв[ауе]\w*|три|тр[её]\w*|"
                  rf"четыр\w*|пят\w*|шест\w*|сем\w*|one|"
                  rf"two|three|four|five|six|seven)\s+{_SUIT}|(?:заявк\w*|ставк\w*|назначени\w*|bid|call)\s+"
                  rf"(?:\w+\s+)?(?:в|на|in)\s+{_SUIT}|(?:заявк\w*|ставк\w*|назначени\w*)\s+(?:пик|червей|бубен|треф)\b|(?:показывал\w*|обещал\w*|показал\w*|указывал\w*|указал\w*|showed|showing|promised|"
                  rf"indicated|indicating)\s+"
                  rf"(?:\w+\s+)?{_SUIT}", re.IGNORECASE)
# any other call: a pass, a double, a redouble, notrump
_OTHER_CALL = cued(r"\bпас\w*|спасовал\w*|контр(?!акт)\w*|реконтр\w*|\b[1-7]\s*(?:б/?к|бк|nt)\b|без\s+козыр\w*|"
                   r"\bpass\w*|doubl\w*|redoubl\w*|no\s*trump\w*", re.IGNORECASE)
# the suit was not named again / was named again by the offender
_NOT_REPEATED = cued(r"(?:так\s+и\s+|больше\s+|потом\s+|позже\s+|уже\s+)?не\s+(?:\w+\s+)?(?:назвал\w*|повторил\w*|"
                     r"показал\w*|заявил\w*|называл\w*)|(?:never|not|didn'?t|did\s+not)\s+(?:\w+\s+)?(?:bid|name|"
                     r"repeat|show)\w*\s+(?:\w+\s+){0,2}?again", re.IGNORECASE)
_REPEATED = cued(r"(?:потом|позже|снова|опять|ещё\s+раз|еще\s+раз|again|later)\s+(?:\w+\s+){0,2}?(?:назвал\w*|"
                 r"повторил\w*|заявил\w*|показал\w*|bid|named|repeated|showed)|(?:назвал\w*|повторил\w*|repeated|"
                 r"rebid|named|bid)\s+(?:\w+\s+){0,3}?(?:снова|опять|ещё\s+раз|еще\s+раз|again|позже|потом|later)",
                 re.IGNORECASE)

# the suit told as the one the withdrawn call named, no call written («в масть, которую называл партнёр»)
_NAMED_SUIT = cued(r"масть,?\s+(?:которую|что)\s+(?:\w+\s+){0,2}?(?:называл|назвал|показывал|показал|заявлял|заявил|"
                   r"обещал)\w*|(?:названн|заявленн|показанн)\w*\s+(?:\w+\s+)?масть|suit\s+(?:that\s+)?(?:\w+\s+)?"
                   r"(?:had\s+)?(?:bid|named|showed|shown)", re.IGNORECASE)

# the story asks about the offender's partner's lead («что теперь с первым ходом его партнёра»): the lexicon's weaker
# reading of a lead restriction is then the story's question
_PARTNERS_LEAD = cued(r"(?:ход\w*|выход\w*|атак\w*|lead\w*)\s+(?:\w+\s+)?(?:его|её|ее|их|моего|моей|сво\w+)\s+"
                      r"партн\w*|partner'?s\s+(?:opening\s+)?lead", re.IGNORECASE)
PENALTY_CARD_TOLD = cued(r"штрафн\w*|penalty\s+cards?|shtrafn\w*", re.IGNORECASE)  # a penalty card named


def section(text: str) -> str | None:
    """``26A1``, ``26A2`` or ``26B`` for the call the story says was withdrawn, or None (no withdrawn call told)."""
    for withdrawn in _WITHDRAWN.finditer(text):
        start, end = max(0, withdrawn.start() - BEFORE), withdrawn.end() + AFTER
        window = text[start:end]
        centre = withdrawn.start() - start
        calls = [(abs(m.start() - centre), "A") for m in _SUIT_CALL.finditer(window)]
        calls += [(abs(m.start() - centre), "B") for m in _OTHER_CALL.finditer(window)]
        if not calls:
            continue
        if min(calls)[1] == "B":
            return "26B"
        if _NOT_REPEATED.search(text):
            return "26A2"
        return "26A1" if _REPEATED.search(text) else "26A2"
    if _WITHDRAWN.search(text) and _NAMED_SUIT.search(text):
        return "26A1" if _REPEATED.search(text) and not _NOT_REPEATED.search(text) else "26A2"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the lead restriction after a withdrawn call replaced by its Law 26 section (settled), when the
    lexicon read one (a trigger met, or its words and a question about the offender's partner's lead) and the story
    says what the withdrawn call was."""

    if not reads_any(found, GENERAL, MIN_WEIGHT) and not (reads_any(found, GENERAL) and _PARTNERS_LEAD.search(text)):
        return found
    which = section(text)
    if which is None:
        return found
    other = () if PENALTY_CARD_TOLD.search(text) else PENALTY_CARD_LEAD
    return settle(found, FAMILY + other, SECTIONS[which])
