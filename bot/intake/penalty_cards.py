"""Whether a defender's two or more penalty cards are in one suit or several, and what declarer chose, say which
section of Law 51B governs, for the situation reader.

The lexicon recognises penalty cards and declarer's lead options (``two_penalty_cards``, ``penalty_card``,
``lead_restriction_penalty_card``); with two or more penalty cards and the offender's partner to lead, the section
depends on facts the story states:

* penalty cards in one suit: 51B1 — declarer requires a lead of that suit, 51B1(A) (those cards are picked up);
  forbids it, 51B1(B) (all of them are picked up);
* penalty cards in more than one suit: 51B2 — declarer requires a lead of one of those suits, 51B2(A); forbids a
  lead of each of them, 51B2(B).

A single penalty card is Law 50's: nothing is decided. The general concepts are replaced by the section's, marked
settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake import forms
from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.lead_restriction import GENERAL as WITHDRAWN_CALL_LEAD
from bot.intake.lead_restriction import PENALTY_CARD_LEAD, PENALTY_CARD_TOLD, WITHDRAWING
from lawbase.search.concepts import settle

# the lexicon's own readings of the situation
GENERAL = ("two_penalty_cards", "penalty_card", "lead_restriction_penalty_card")
SECTIONS = {"51B1": "penalty_cards_one_suit", "51B1(A)": "penalty_cards_one_suit_required",
            "51B1(B)": "penalty_cards_one_suit_forbidden", "51B2": "penalty_cards_several_suits",
            "51B2(A)": "penalty_cards_several_suits_required", "51B2(B)": "penalty_cards_several_suits_forbidden"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

_SEVERAL_CARDS = cued(r"(?:две|два|обе|оба|три|несколько|2|3)\s+(?:открыт\w*\s+)?штрафн\w*|"
                      r"штрафн\w*\s+карт[ыа]?\s+(?:в|во)\s+(?:одной|двух|разных|нескольких|обеих|более)|"
                      r"(?:two|both|three|several|2|3)\s+(?:exposed\s+|open\s+)?penalty\s+cards|penalty\s+cards\b|"
                      r"dve\s+shtrafn\w*|штрафные\s+карты|штрафных\s+карт|(?:две|два|обе|оба|несколько)\s+penalty|"
                      r"штрафны[ех]\s*:|(?:засвечен|засветил|открыт|выложен|exposed)\w*\s+карт\w*\s+(?:в|во)\s+"
                      r"(?:одной|двух|разных|нескольких|обеих|трёх|трех)|(?:две|два|обе|оба|несколько|2|3)\s+"
                      r"(?:засвечен|открыт)\w*\s+карт|(?:засвечен|открыт)\w*\s+(?:две|два|обе|оба|три|несколько)\s+"
                      r"(?:карт\w*|пик\w*|черв\w*|бубн\w*|бубен|треф\w*)", re.IGNORECASE)
_SEVERAL_SUITS = cued(r"разн\w*\s+маст\w*|двух\s+мастях|нескольк\w*\s+мастях|более\s+чем\s+в\s+одной\s+масти|"
                      r"different\s+suits|two\s+suits|more\s+than\s+one\s+suit|several\s+suits|raznyh\s+mast\w*",
                      re.IGNORECASE)
_ONE_SUIT = cued(r"(?:в\s+)?одной\s+масти|одн\w*\s+масть|той\s+же\s+масти|same\s+suit|one\s+suit|odnoy\s+masti|"
                 r"both\s+(?:spades|hearts|diamonds|clubs)|штрафн\w*\s+(?:карт\w*\s+)?(?:пик|червей|бубен|треф)\b|"
                 r"penalty\s+cards\s+in\s+(?:spades|hearts|diamonds|clubs)\b(?!\s+and)|"
                 r"(?<!\bи\s)(?:в|во)\s+(?:пиках|червах|бубнах|трефах|пике|черве|бубне|трефе)\b(?!\s+и\b)|"
                 r"\bthe\s+suit\s+of\b|(?:две|два|обе|оба|три)\s+(?:штрафн\w*\s+)?(?:пик[иа]?|черв[ыи]|бубн[ыи]|треф[ыи]?)\b|"
                 r"(?:туз|корол|дам|валет|десятк)\w*\s+и\s+(?:туз|корол|дам|валет|десятк)\w*\s+(?:пик|черв|бубен|"
                 r"бубн|треф)\w*|(?:ace|king|queen|jack|ten)\s+and\s+(?:ace|king|queen|jack|ten)\s+of\s+"
                 r"(?:spades|hearts|diamonds|clubs)", re.IGNORECASE)
_SUIT_WORDS = {"S": r"пик\w*|spades?|pik\w*", "H": r"черв\w*|hearts?|cherv\w*", "D": r"бубн\w*|бубен|diamonds?|bubn\w*",
               "C": r"треф\w*|clubs?|tref\w*"}
_ANY_SUIT = "|".join(f"(?P<{suit}{{n}}>{words})" for suit, words in _SUIT_WORDS.items())
# two suits named together ("пики и черви", "two spades and a heart")
_SUIT_PAIR = cued(rf"\b(?:{_ANY_SUIT.format(n=1)})\s*(?:и|and|,|\+)\s*(?:an?\s+)?(?:{_ANY_SUIT.format(n=2)})",
                  re.IGNORECASE)
_REQUIRES = cued(r"требова\w*|требу\w*|потребова\w*|велит|велел\w*|заставля\w*|заставил\w*|хочет\s+хода|"
                 r"demand\w*|requir\w*|\bmakes?\b|insist\w*|must\s+lead|called\s+for|asked\s+(?:\w+\s+)?to\s+lead|trebu\w*|"
                 r"potreboval\w*", re.IGNORECASE)
_FORBIDS = cued(r"запрет\w*|запрещ\w*|не\s+(?:разреш\w*|позвол\w*)|forbid\w*|forbade|prohibit\w*|bar\w*\s+"
                r"(?:a|the)?\s*lead|zapret\w*", re.IGNORECASE)
_EITHER = cued(r"(?:требова\w*|потребова\w*|requir\w*|demand\w*)\s+(?:или|or)\s+(?:запрет\w*|forbid\w*)|"
               r"(?:does\s+not|doesn'?t|не)\s+(?:\w+\s+)?(?:require|forbid|требует|запрещает)", re.IGNORECASE)
# not declarer's choice of lead: a penalty card not played (Law 52), the offender himself on lead (51A / Law 50)
_NOT_51B = cued(r"не\s+сыграл\w*\s+(?:\w+\s+){0,2}?штрафн\w*|штрафн\w*[^.;]{0,40}?не\s+сыграл|сыграл\w*\s+"
                r"(?:\w+\s+){0,3}?(?:другой|другую)\s+карт\w*,?\s+не\s+штрафн\w*|didn'?t\s+play\s+(?:his|the)\s+"
                r"penalty|на\s+ходу\s+сам|сам\s+(?:\w+\s+)?на\s+ходу|is\s+himself\s+on\s+lead", re.IGNORECASE)


def section(text: str) -> str | None:
    """``51B1``…``51B2(B)`` for two or more penalty cards, by their suits and declarer's choice, or None."""
    if not _SEVERAL_CARDS.search(text) or _NOT_51B.search(text):
        return None
    suits = _suits(text)
    if suits is None:
        return None  # the suits are not told
    base = "51B1" if suits == 1 else "51B2"
    requires, forbids = _REQUIRES.search(text), _FORBIDS.search(text)
    if _EITHER.search(text) or not (requires or forbids):
        return base  # no choice made yet ("может ли он потребовать или запретить…")
    if requires and forbids:  # the first said is the choice
        return base + ("(A)" if requires.start() < forbids.start() else "(B)")
    return base + ("(A)" if requires else "(B)")


def _suits(text: str) -> int | None:
    """1 (one suit) or 2 (more than one) for the penalty cards, from the words ("в одной масти", "in different
    suits") or else from the cards named ("король и дама пик", "пиковый король и червовая дама"); None: not told."""
    if _SEVERAL_SUITS.search(text):
        return 2
    if _ONE_SUIT.search(text):
        return 1
    for pair in _SUIT_PAIR.finditer(text):
        first = next(name[0] for name, value in pair.groupdict().items() if value and name.endswith("1"))
        second = next(name[0] for name, value in pair.groupdict().items() if value and name.endswith("2"))
        return 1 if first == second else 2
    named = {card.value[0] for card in forms.every_card(text)}
    if len(named) >= 2:
        return 2
    if len(forms.every_card(text)) >= 2:
        return 1
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the penalty-card concepts replaced by the Law 51B section's (settled), when the lexicon read
    penalty cards and the story tells two or more, their suits and declarer's choice; before that, whose card was
    exposed (:func:`exposer`) keeps only Law 48 (declarer's) or only the penalty card (a defender's), and a lead
    declarer requires or forbids because of a penalty card is no withdrawn call's (:func:`_whose_restriction`)."""

    found = _whose_restriction(text, _whose_card(text, found))
    if not reads_any(found, FAMILY, MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


# Law 48: declarer's exposed card is no penalty card; Law 49: a defender's is. Who exposed it is the role named just
# before the verb in its clause ("разыгрывающий уронил", "у разыгрывающего выпала", "declarer drops"), or after it
# ("выпала карта у вистующего")
_EXPOSED_VERB = (r"(?:уронил\w*|уранил\w*|выронил\w*|засветил\w*|выпал\w*|упал\w*|выскользнул\w*|показал\w*|"
                 r"открыл\w*|перевернул\w*|dropp?\w*|expos\w*|show(?:s|ed)?|flash\w*)")
_DECLARER_ROLE = r"(?:разыгрывающ\w*|рзыгрыв\w*|разыгрываюш\w*|разыгрыващ\w*|декларер\w*|деклер\w*|деклэр\w*|declarer)"
_DEFENDER_ROLE = (r"(?:вистующ\w*|вистуюш\w*|защитник\w*|defender\w*|соперник\w*|оппонент\w*|противник\w*|opponent\w*|"
                  r"запад\w*|восто\w*|west|east|lho|rho|левый|правый|левого|правого)")
_EXPOSER = cued(rf"(?P<before>{_DECLARER_ROLE}|{_DEFENDER_ROLE})[^.,;!?]{{0,30}}?\b{_EXPOSED_VERB}|"
                rf"\b{_EXPOSED_VERB}\s+(?:\w+\s+){{0,2}}?(?:карт\w*|card)\s+(?:у\s+)?(?P<after>{_DECLARER_ROLE}|"
                rf"{_DEFENDER_ROLE})", re.IGNORECASE)
_DECLARER_ONLY = re.compile(_DECLARER_ROLE, re.IGNORECASE)


def exposer(text: str) -> str | None:
    """Who exposed the card the story tells: "declarer", "defender" or None (not told by role)."""
    found = _EXPOSER.search(text)
    if found is None:
        return None
    role = found.group("before") or found.group("after")
    return "declarer" if _DECLARER_ONLY.fullmatch(role) else "defender"


def _whose_card(text: str, found: list[Any]) -> list[Any]:
    """Law 48 or the penalty card, by who exposed the card, when the lexicon read both."""
    ids = {m.id for m in found}
    if "declarer_exposed_card" not in ids or "penalty_card" not in ids:
        return found
    who = exposer(text)
    if who is None:
        return found
    drop = "penalty_card" if who == "declarer" else "declarer_exposed_card"
    return [m for m in found if m.id != drop]


# a lead restriction told beside a penalty card, with no call withdrawn, is the penalty card's (Laws 50, 51), not a
# withdrawn call's (Law 26; bot/intake/lead_restriction.py drops the penalty card's reading the other way round)
_WITHDRAWN_CALL = cued(rf"{WITHDRAWING}|заменил\w*|поменял\w*|изменил\w*|"
                       r"withdraw\w*|заявк\w*|ставк\w*|торговл\w*|\bbid\w*|auction|"
                       # a call named (its ban is Law 26's after it is withdrawn: «пас не в очередь», «реконтра»)
                       r"\bпас\w*|спасов\w*|\b(?:ре)?контр(?!акт)\w*|недостаточн\w*|\bpass(?:ed|es)?\b|"
                       r"\b(?:re)?doubl\w*|insufficient|(?:сказал|объявил|заявил)\w*\s+(?:\w+\s+){0,3}?"
                       r"(?:не\s+в\s+(?:свою\s+)?очеред|вне\s+очеред)",
                       re.IGNORECASE)
_RESTRICTIONS = PENALTY_CARD_LEAD + WITHDRAWN_CALL_LEAD  # the penalty card's, the withdrawn call's


def _whose_restriction(text: str, found: list[Any]) -> list[Any]:
    """Without the withdrawn call's lead restriction when the lexicon read both restrictions and the story names a
    penalty card and no call withdrawn or made (the words that forbid a lead are the same for both)."""
    ids = {m.id for m in found}
    if not ids.issuperset(_RESTRICTIONS) or not PENALTY_CARD_TOLD.search(text) or _WITHDRAWN_CALL.search(text):
        return found
    return [m for m in found if m.id != _RESTRICTIONS[1]]
