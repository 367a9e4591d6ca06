"""Whose spectator first drew attention to an irregularity, for the situation reader (Law 11C).

The lexicon reads a spectator's part in a story (``spectators``: Laws 76 and 11C). Law 11C turns on whose the
spectator is, against whose irregularity:

* a spectator for whom the non-offending side is responsible drew attention to it first: 11C1, the right to a
  penalty may be lost;
* a spectator for whom the offending side is responsible: 11C2, the right to rectify may be lost.

Players tell both sides from their own seat: "мой друг", "наш кибиц", "знакомый, которого я привёл", "my friend" are
the narrator's side's; "приятель соперников", "their friend", "стоявший у них за спиной" the opponents'. The
irregularity is the opponents' ("ошибку соперников", "их же ошибку", "opponents' revoke") or the narrator's side's
("мой ренонс", "партнёр ошибся", "our mistake"). Both must be told, each one way only; otherwise the lexicon's own
reading stands. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued

GENERAL = "spectators"
SECTIONS = {"11C1": "spectator_of_non_offenders", "11C2": "spectator_of_offenders"}
FAMILY = (GENERAL, *SECTIONS.values())
MIN_WEIGHT = 0.8

_WHO = (r"(?:друг\w*|подруг\w*|знаком\w*|приятел\w*|кибиц\w*|кибитц\w*|зрител\w*|болельщи\w*|муж\w*|жена|жены|"
        r"сын\w*|доч\w*|внук\w*|внучк\w*|гост\w*|friend|kibb?itzer|spectator|husband|wife|son|daughter|guest|"
        r"onlooker)")
_OPPONENTS = r"(?:соперник\w*|противник\w*|оппонент\w*|оппы|оппов|opponent\w*)"
# the narrator's side's spectator
_OURS = cued(rf"\b(?:мо[йяеи]|моего|моей|моему|наш[аеи]?|нашего|нашей|нашему|нашим|my|our)\s+(?:\w+\s+)?{_WHO}|"
             r"(?<!\w)(?:я|мы)\s+(?:\w+\s+){0,2}?(?:привел\w*|привёл|привела|привели|позвал\w*)|"
             r"\b(?:I|we)\s+(?:had\s+)?(?:brought|invited)|(?:пришёл|пришел|пришла)\s+со?\s+(?:мной|нами)|"
             r"у\s+(?:меня|нас)\s+за\s+спиной|behind\s+(?:me|us)|with\s+(?:me|us)\b", re.IGNORECASE)
# the opponents' spectator
_THEIRS = cued(rf"{_WHO}\s+(?:\w+\s+)?(?:{_OPPONENTS}|их\b|ихн\w*)|"
               rf"\b(?:their|the\s+opponents'?|opponents'?)\s+(?:\w+\s+)?{_WHO}|"
               rf"{_OPPONENTS}\s+(?:\w+\s+){{0,2}}?(?:привел\w*|привёл|привели|brought|invited)|"
               r"\bthey\s+(?:had\s+)?(?:brought|invited)|(?:пришёл|пришел|пришла)\s+с\s+ними|"
               r"у\s+них\s+за\s+спиной|behind\s+them|with\s+them\b", re.IGNORECASE)
_ERROR = (r"(?:ошибк\w*|нарушени\w*|ренонс\w*|недосмотр\w*|revoke|infraction|irregularity|error|mistake|"
          r"insufficient\s+bid)")
# whose the irregularity was
_THEIR_ERROR = cued(rf"{_ERROR}\s+(?:\w+\s+)?{_OPPONENTS}|"
                    rf"\b(?:их|their|the\s+opponents'?|opponents'?)\s+(?:же\s+)?(?:\w+\s+)?{_ERROR}|"
                    rf"(?<!\w)(?:у|of|by)\s+(?:the\s+)?{_OPPONENTS}|"
                    rf"{_OPPONENTS}\s+(?:\w+\s+){{0,2}}?(?:ошиб\w*|нарушил\w*|сделал\w*\s+ренонс|revoked|erred)",
                    re.IGNORECASE)
_OUR_ERROR = cued(rf"\b(?:мо[йяюе]|моего|моей|наш\w*|my|our|partner'?s)\s+(?:же\s+)?(?:\w+\s+)?{_ERROR}|"
                  r"(?<!\w)(?:я|мы|I|we)\s+(?:\w+\s+){0,2}?(?:ошиб\w*|нарушил\w*|сделал\w*\s+ренонс|revoked|erred)|"
                  r"(?<!\w)(?:партн[её]р\w*|partner)\s+(?:\w+\s+){0,2}?(?:ошиб\w*|нарушил\w*|сделал\w*\s+ренонс|"
                  r"revoked|erred)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``11C1`` or ``11C2`` when the text says whose the spectator was and whose the irregularity, else None."""
    spectator = _side(_OURS.search(text), _THEIRS.search(text))
    offender = _side(_OUR_ERROR.search(text), _THEIR_ERROR.search(text))
    if spectator is None or offender is None:
        return None
    return "11C2" if spectator == offender else "11C1"


def _side(ours: re.Match[str] | None, theirs: re.Match[str] | None) -> str | None:
    """"us" or "them" when exactly one side is told."""
    if (ours is None) == (theirs is None):
        return None
    return "us" if ours is not None else "them"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the spectator's concept replaced by its Law 11C section (settled), when the story says whose
    spectator it was and whose the irregularity."""
    from lawbase.search.concepts import reads_any, settle

    if not reads_any(found, (GENERAL,), MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
