"""What declarer chose after a defender's premature lead or play, and whether the offender's partner could comply,
say which section of Law 57 governs, for the situation reader.

The lexicon recognises a defender playing or leading before his partner has played to the current trick
(``premature_play``, ``play_before_trick_ends``: Law 57A); the section depends on facts the story states:

* the offender's partner cannot do what declarer chose (he has no card of that suit): 57B, he may play any card
  (Law 59);
* else declarer required his highest card of the suit led, 57A1; his lowest, 57A2; or forbade a card of another
  suit, 57A3.

The general concept is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from lawbase.search.concepts import reads_any, settle

# the lexicon's own readings of the situation
GENERAL = ("premature_play", "play_before_trick_ends", "inability_to_play")
SECTIONS = {"57A1": "premature_play_highest", "57A2": "premature_play_lowest", "57A3": "premature_play_other_suit",
            "57B": "premature_play_cannot_comply"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

_PREMATURE = cued(r"преждевременн\w*|поспешн\w*|раньше\s+(?:партн\w*|меня|него|неё|нее|своего)|"
                  r"прежде\s+(?:чем\s+)?партн\w*|вперёд\s+партн\w*|"
                  r"до\s+того,?\s+как\s+(?:\w+\s+)?(?:партн\w*|я)\s+(?:сыграл|положил|дал|сходил)|"
                  r"do\s+togo,?\s+kak\s+(?:\w+\s+)?(?:partn\w*|ya)\s+(?:sygral|polozhil|dal|shodil)|не\s+дождавшись\s+(?:\w+\s+)?"
                  r"партн\w*|пока\s+(?:\w+\s+)?(?:ещё|еще)\s+не\s+сыграл\w*|premature\w*|before\s+(?:his\s+|her\s+|"
                  r"my\s+)?partner\b|before\s+me\b|while\s+(?:his\s+partner|\w+)\s+had\s+not\s+(?:yet\s+)?played|"
                  r"prezhdevremenn\w*|ran'?she\s+partner\w*", re.IGNORECASE)
# an opening lead out of turn (Laws 54/56), or declarer already played from both hands (57C): no choice under 57A
_NOT_57A = cued(r"атак\w*|opening\s+lead|первый\s+ход|played\s+from\s+both\s+hands|"
                r"сыграл\w*\s+(?:с|из)\s+обеих\s+рук", re.IGNORECASE)
# declarer's choice is told after a verb of requiring or forbidding
_CHOOSES = cued(r"требова\w*|требу\w*|потребова\w*|велел\w*|решил\w*|заставил\w*|хочет,?\s+чтобы|require\w*|"
                r"demand\w*|told|asked|"
                r"insist\w*|wants|trebu\w*|potreboval\w*", re.IGNORECASE)
# declarer's choice said as the order itself ("declarer says 'play your highest'", «разыгрывающий: «положи
# младшую»»): the order counts only said by declarer, named at most three words before it and no other person
# between ("partner chose to play his highest", «судья сказал «играйте»», «партнёр мне: «сыграй старшую»» are not)
_ORDERS = cued(r"(?:declarer|разыгрывающ\w*)\W{1,4}(?:(?!партн|судь|partner|director|td\b)\w+\W{1,4}){0,3}"
               r"(?:play\s+(?:your|his|her)\b|(?:сыграй|положи|клади|играй)(?:те)?\b)", re.IGNORECASE)
_HIGHEST = cued(r"старш\w*|высш\w*|наибольш\w*|больш\w*|(?:самую|самой)\s+крупн\w*|highest|top\s+card|starsh\w*",
                re.IGNORECASE)
_LOWEST = cued(r"младш\w*|маленьк\w*|низш\w*|мелк\w*|наименьш\w*|lowest|smallest|mladsh\w*", re.IGNORECASE)
_OTHER_SUIT = cued(r"запре[тщ]\w*\s+(?:\w+\s+){0,3}?(?:играть|бить|сыграть|козыр\w*|друг\w*|пик\w*|черв\w*|бубн\w*|"
                   r"треф\w*|масть|масти)|zapre(?:shch|t)\w*\s+(?:\w+\s+){0,3}?(?:igrat\w*|mast\w*|kozyr\w*)|forbid\w*\s+(?:\w+\s+){0,3}?(?:to\s+play|suit|spades?|hearts?|diamonds?|clubs?|ruff)|"
                   r"forbade\s+(?:\w+\s+){0,3}?(?:to\s+play|suit|spades?|hearts?|diamonds?|clubs?|ruff)|"
                   r"(?:bar|bars|barred|prohibit\w*)\s+(?:\w+\s+){0,3}?(?:from\s+playing|to\s+play|suit|"
                   r"spades?|hearts?|diamonds?|clubs?|ruff)",
                   re.IGNORECASE)
_CANNOT = cued(r"(?:масти|пик|червей|черв|бубен|треф|козырей)\s+(?:у\s+\w+\s+)?(?:вообще\s+|вапще\s+|вобще\s+)?"
               r"(?:нет|не\s+было)|нет\s+(?:\w+\s+)?(?:масти|пик|червей|бубен|треф)|нет\s+ничего,?\s+кроме|"
               r"не\s+(?:может|мог)\s+(?:выполнить|исполнить)|(?:has|had)\s+(?:none|no\s+(?:spades|hearts|"
               r"diamonds|clubs|trumps|cards?\s+(?:in|of)))|can'?t\s+(?:comply|be\s+played)|cannot\s+comply|"
               r"unable\s+to\s+comply|void\s+in|net\s+masti", re.IGNORECASE)


def section(text: str) -> str | None:
    """``57A1``, ``57A2``, ``57A3`` or ``57B`` for a premature lead or play and declarer's choice, or None."""
    if not _PREMATURE.search(text) or _NOT_57A.search(text):
        return None
    found = [m for m in (_CHOOSES.search(text), _ORDERS.search(text), _OTHER_SUIT.search(text)) if m is not None]
    start = min(m.start() for m in found) if found else None
    if start is None:
        return None  # declarer's choice is not told (the offender's own card says nothing)
    told = text[start:]
    highest, lowest, forbids = _HIGHEST.search(told), _LOWEST.search(told), _OTHER_SUIT.search(told)
    chosen = [m for m in (highest, lowest, forbids) if m is not None]
    if not chosen:
        return None
    first = min(chosen, key=lambda m: m.start())
    if _CANNOT.search(told, first.end()):
        return "57B"
    if first is forbids:
        return "57A3"
    return "57A1" if first is highest else "57A2"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 57 concepts replaced by the section's (settled), when the lexicon read a premature
    play and the story says what declarer chose."""

    if not reads_any(found, FAMILY, MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
