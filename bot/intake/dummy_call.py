"""Which card declarer's words from dummy designated, for the situation reader (Law 46B).

The lexicon recognises a card called from dummy without a proper designation (``incomplete_designation`` and its
kin: Law 46); the section depends on what declarer actually said, which this module reads from the words he is
quoted with («пику», "small club", «дама») or, unquoted, the few words after the verb of naming:

* a card dummy does not hold ("…а его там нет", "there is no king there"): 46B4, the call is void;
* "high" or "low" (``старшую``, ``маленькую``, ``small``, ``low``) without a rank: 46B1, the highest or lowest
  card of the suit;
* a suit without a rank («пику», "a club"): 46B2, the lowest card of that suit;
* a rank without a suit («даму», "king"): 46B3; when dummy won the previous trick and leads, 46B3(A), the suit of
  that trick.

A card named whole (suit and rank) that dummy holds is no incomplete designation: nothing is decided. Dummy's own
words ("болван спросил «пик нет?»") are no designation. The general concept is replaced by the section's (its
first law the section, the law after it). Never raises.
"""

from __future__ import annotations

import re
from typing import Any

FAMILY = ("incomplete_designation", "dummy_card_absent", "dummy_designation_suit_only", "dummy_designation_rank_only",
          "dummy_designation_high_low", "dummy_designation_rank_on_lead")
SECTIONS = {"46B1": "dummy_designation_high_low", "46B2": "dummy_designation_suit_only",
            "46B3": "dummy_designation_rank_only", "46B3(A)": "dummy_designation_rank_on_lead",
            "46B4": "dummy_card_absent"}
MIN_WEIGHT = 0.5  # the lexicon read a call from dummy at least from loose words
WINDOW = 30  # characters after the verb that say the designation when it is not quoted

# a call from dummy: dummy or the table named, or declarer said to be the one who named the card
_CONTEXT = re.compile(r"со\s+стола|на\s+столе|\bстол\b|болван\w*|разыгрывающ\w*|играющ\w*|dummy|declarer|"
                      r"from\s+the\s+table|so\s+stola|bolvan\w*|razygry\w*", re.IGNORECASE)
# a card asked of dummy said outright: the lexicon need not have read the situation for the reader to look
_FROM_DUMMY = re.compile(r"со\s+стола|с\s+болвана|из\s+болвана|болвану|from\s+(?:the\s+)?dummy|so\s+stola|"
                         r"s\s+bolvana|bolvanu", re.IGNORECASE)
_NAMING = re.compile(r"сказал\w*|назвал\w*|назыв\w*|велел\w*|попросил\w*|говорит|заказал\w*|буркнул\w*|"
                     r"скомандовал\w*|потребовал\w*|\bcall(?:ed|s)?\b|\bsaid\b|\bsays\b|\bnamed?\b|\bnames\b|"
                     r"\basked\b|skazal\w*|nazval\w*|govorit|poprosil\w*", re.IGNORECASE)
_DUMMY_SPEAKS = re.compile(r"(?:болван|dummy|bolvan)\w*\s+(?:сам\s+)?(?:сказал|спросил|сообщил|asked|said|spoke)",
                           re.IGNORECASE)
_QUOTED = re.compile(r"[«\"“'‘„]([^«»\"“”'‘’„]{1,40})[»\"”'’“]")
_CLAUSE_END = re.compile(r"[,;.!?—–]|\s(?:а|но|и\s+(?:тот|та|болван|партн)|but|and\s+(?:dummy|there))\s",
                         re.IGNORECASE)
_ABSENT = re.compile(r"\bнет\b|\bнету\b|отсутств\w*|not\s+there|no\s+(?:such\s+)?\w+\s+there|isn'?t\s+there|"
                     r"doesn'?t\s+(?:have|hold)|not\s+in\s+dummy|\bnet\b", re.IGNORECASE)
_HIGH_LOW = re.compile(r"старш\w*|младш\w*|маленьк\w*|мелк\w*|высок\w*|верхн\w*|нижн\w*|\bsmall\b|\blow\w*|"
                       r"\bhigh\w*|\btop\b|\bbottom\b|starsh\w*|mladsh\w*|malen\w*", re.IGNORECASE)
_SUIT = re.compile(r"♠|♥|♦|♣|пик\w*|черв\w*|бубн\w*|бубен|треф\w*|spades?|hearts?|diamonds?|clubs?|\bpik\w*|"
                   r"cherv\w*|bubn\w*|bubey|tref\w*", re.IGNORECASE)
_RANK = re.compile(r"(?i:туз\w*|корол\w*|\bдам[аыуе]\b|валет\w*|десятк\w*|девятк\w*|восьм[её]рк\w*|сем[её]рк\w*|"
                   r"шест[её]рк\w*|пят[её]рк\w*|четв[её]рк\w*|тройк\w*|двойк\w*|\bace\b|\bking\b|\bqueen\b|"
                   r"\bjack\b|\bten\b|\btuz\w*|korol\w*|\bdam[auy]\b|valet\w*)|\b(?:[2-9]|10|[AKQJВДКТ])\b")
# dummy won the trick before and leads now: the suit of that trick (46B3(A))
_DUMMY_WON = re.compile(r"(?:выиграл\w*|взял\w*)\s+(?:\w+\s+){0,2}взятк\w*\s+(?:на\s+столе|в\s+болване|столом)|"
                        r"(?:стол|болван)\w*\s+(?:взял\w*|выиграл\w*)\s+(?:\w+\s+)?взятк\w*|"
                        r"dummy\s+won\s+the\s+(?:previous|last)\s+trick|won\s+the\s+(?:previous|last)\s+trick\s+in\s+"
                        r"dummy", re.IGNORECASE)


def section(text: str) -> str | None:
    """``46B1``…``46B4`` (or ``46B3(A)``) for what declarer said from dummy, or None when the text quotes no
    designation from dummy or names a whole card dummy holds."""
    if not _CONTEXT.search(text) or _DUMMY_SPEAKS.search(text):
        return None
    said = _designation(text)
    if said is None:
        return None
    words, rest = said
    if _ABSENT.search(rest) or _ABSENT.search(words):
        return "46B4"
    rank, suit = _RANK.search(words), _SUIT.search(words)
    if _HIGH_LOW.search(words) and not rank:
        return "46B1"
    if suit and not rank:
        return "46B2"
    if rank and not suit:
        return "46B3(A)" if _DUMMY_WON.search(text) else "46B3"
    return None


def _designation(text: str) -> tuple[str, str] | None:
    """(what declarer said, the rest of the text after it): the first quoted words after a verb of naming, else
    the words after the verb up to the end of its clause. None: no verb of naming, or a question quoted."""
    verb = _NAMING.search(text)
    if verb is None:
        return None
    quoted = _QUOTED.search(text, verb.start())
    if quoted is not None and quoted.start() - verb.end() <= WINDOW:
        if "?" in quoted.group(1):
            return None  # "пик нет?": a question, not a card
        return quoted.group(1), text[quoted.end():]
    window = text[verb.end():verb.end() + WINDOW]
    end = _CLAUSE_END.search(window)
    return (window[:end.start()] if end else window), text[verb.end():]


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 46 concepts replaced by the section's, when the lexicon read a call from dummy (or
    the text says "from dummy" outright) and the words say what was called."""
    from lawbase.search.concepts import replaced, settled

    general = any(m.id in FAMILY and m.weight >= MIN_WEIGHT for m in found)
    which = section(text) if general or _FROM_DUMMY.search(text) else None
    if which is None:
        return found
    return replaced(found, FAMILY, settled(SECTIONS[which]))
