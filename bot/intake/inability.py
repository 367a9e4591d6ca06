"""A player who cannot lead or play as a penalty or declarer requires, for the situation reader (Law 59).

The lexicon reads an inability to play (``inability_to_play``) from loose words, and a penalty card or a lead
restriction beside it; players tell the situation by its two facts, in any order and words: something required a
lead or a play of a suit («разыгрывающий потребовал ход в пику», «заставили ходить в черву», «мне велели по штрафу»,
«судья сказал партнёру сыграть трефой», "declarer required a spade lead", "told me to lead") and the player has none
of it («а пик у меня нет», «у него их нет», «треф не оказалось», "has no spades", "is void", "I don't have any"); or
the player says he cannot do what was required («не могу выполнить требование», "can't comply", «невозможно
сыграть как требуется»). Law 59 governs: he may play any correct card.

Left to other readers: a premature play the lexicon read surely (declarer's choice after it is Law 57; its reader
settles 57B when the offender's partner cannot comply, as it does a choice of his highest or lowest card); a
penalty of the offender's partner with no lead in it (57B); a card named from dummy that dummy lacks (46B4); a
question «пик нет?» (61 or 42B1); the duty to follow suit or ruff («обязан ли я бить козырем», 44). The general
concepts are replaced by Law 59's (``required_play_impossible``), settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

SECTIONS = {"59": "required_play_impossible", "57B": "premature_play_cannot_comply"}
GENERAL = ("inability_to_play", "lead_restriction_penalty_card", "penalty_card")  # the gate: what the words suggest
FAMILY = ("inability_to_play", "lead_restriction_penalty_card", *SECTIONS.values())  # what the section replaces
MIN_WEIGHT = 0.35
PREMATURE = ("premature_play", "play_before_trick_ends")  # read this surely, the Law 57 reader decides
SURE = 0.8

# something or someone required a lead or a play (a penalty, declarer's option, the director)
_REQUIRED = cued(r"потребова\w*|требу\w*|требовани\w*|велел\w*|заставил\w*|приказал\w*|обязал\w*|запрет\w*|"
                 r"запрещ\w*|по\s+(?:штрафу|наказанию)|сказал\w*\s+(?:\w+\s+){0,2}?(?:сыграть|ходить|пойти|сходить|"
                 r"играть|зайти)|require\w*|demand\w*|told\s+(?:\w+\s+){0,2}?to\b|made\s+\w+\s+(?:lead|play)|"
                 r"must\s+(?:lead|play)|penalty|comply|trebu\w*|potreboval\w*|velel\w*|zastavil\w*|obyazal\w*",
                 re.IGNORECASE)
# the player has none of what was required
_NONE = cued(r"\bнет\b|\bнету\b|не\s+оказал\w*|не\s+осталось|остал\w*\s+только|только\s+(?:\w+\s+){0,2}?остал\w*|"
             r"\bvoid\b|\bnone\b|\bno\s+(?:\w+\s+)?(?:spades?|hearts?|diamonds?|clubs?|cards?)\b|"
             r"(?:doesn't|don't|does\s+not|do\s+not|didn't)\s+have|(?:has|have|had|holds)\s+no\b|"
             r"(?:hasn't|haven't)\s+got|\bnet\b|\bnetu\b", re.IGNORECASE)
# he says he cannot do what was required
# («нечем выполнить наказание»: nothing to comply with)
_CANNOT = cued(r"(?:не\s+мо\w+|нечем)\s+(?:\w+\s+)?(?:выполни\w*|исполни\w*)|"
               r"невозможн\w*\s+(?:\w+\s+){0,3}?как\s+треб\w*|"
               r"(?:can'?t|can\s*not|unable\s+to|could\s*n[o']t)\s+(?:comply|lead\s+or\s+play|lead\s+as|play\s+as|"
               r"(?:do|play|follow|carry\s+out)\s+what|obey)|"
               r"inability\s+to\s+(?:lead|play)|ne\s+mo\w+\s+(?:vypolni\w*|sygrat\w*|skhodit\w*)|"
               r"nevozmozhn\w*\s+(?:\w+\s+){0,3}?kak\s+treb\w*", re.IGNORECASE)
# the requirement is about the play (a lead, a card, a suit), not the deal or the scoring
_PLAY = cued(r"ход|ходи|сход|сыгр|игра|класть|положить|масть|масти|пик|черв|бубн|треф|lead|play|suit|spade|heart|"
             r"follow|"
             r"diamond|club|hod|mast|sygr|igra", re.IGNORECASE)
_LEAD = cued(r"\bход\w*|ходи\w*|сход\w*|зайти|\blead\w*|\bhod\w*", re.IGNORECASE)
_OFFENDER = cued(r"нарушител\w*|offender\w*|narushitel\w*", re.IGNORECASE)
# the offender's partner named as the one who cannot comply («партнёр нарушителя», "the offender's partner")
_OFFENDERS_PARTNER = cued(r"партн[её]р\w*\s+нарушител\w*|offender'?s'?\s+partner|partner\s+of\s+(?:the\s+)?offender|"
                          r"partn[eyoё]r\w*\s+narushitel\w*", re.IGNORECASE)
# the auction: a bid's penalty that silences the offender's partner (27B2, 30, 31), not a premature play's (57B)
_AUCTION = cued(r"торг\w*|заявк\w*|\bпас(?:\b|ов\w*|ует|уют)|\bbid\w*|auction|\bpass(?:es|ed|ing)?\b|"
                r"torg\w*|zayavk\w*", re.IGNORECASE)
# another reader's story: a card named from dummy, a choice of the highest or lowest card (57), a «нет?» asked
_OTHER = cued(r"со\s+стола|from\s+dummy|у\s+болвана|на\s+столе|старш\w*|младш\w*|highest|lowest|starsh\w*|"
              r"mladsh\w*|спросил\w*|\b(?:нет|net)\s*\?", re.IGNORECASE)


def section(text: str) -> str | None:
    """59 when the story says a lead or play was required and the player has none of it (or cannot comply)."""
    if _CANNOT.search(text) is None and (_REQUIRED.search(text) is None or _NONE.search(text) is None):
        return None
    partner = _OFFENDERS_PARTNER.search(text) is not None and _AUCTION.search(text) is None
    if (_PLAY.search(text) is None and not partner) or _OTHER.search(text):
        return None
    if _OFFENDER.search(text) and _LEAD.search(text) is None:
        # the offender's partner cannot comply with declarer's choice of penalty: 57B (told with a premature play and
        # the choice, the Law 57 reader settles it first; not a bid's penalty in the auction, «обязан пасовать»: 27B2,
        # 30, 31); the offender alone named, left as it is
        return "57B" if partner else None
    return "59"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the inability to play settled as Law 59 when the story tells what was required and that the
    player has none of it."""

    if not reads_any(found, GENERAL, MIN_WEIGHT) or reads_any(found, PREMATURE, SURE):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
