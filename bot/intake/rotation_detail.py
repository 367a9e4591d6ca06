"""The finer facts of a call out of rotation that :mod:`bot.intake.rotation` needs once it knows whose turn it was:
the dealer as the owner of the first turn, a call made over the call out of rotation without noticing it (28B),
what the offender's partner may do after a pass in his turn (30B2(A) or (B)), and whether the offender, after his
RHO acted, repeated the denomination of his bid out of turn (31A2(A) or (B)).

Why a module of its own: these read the story after the turn and the next call are known, each from words of its
own; :mod:`bot.intake.rotation` keeps the turn, the offender and the next call. Never raises.
"""

from __future__ import annotations

import re

from bot.intake.cues import cued
from bot.intake.textscan import Found

# "сдавал север", "дилером был мой левый", "dealer was South", "South dealt", "север сдавал"
_DEALER_BEFORE = cued(r"(?:сдавал[аи]?|сдаёт|сдает|сдающ\w*|раздавал[аи]?|дилер\w*(?:\s+был[аи]?)?|"
                      r"dealer(?:\s+was|\s+is)?|dealt\s+by)\s+(?:мо\w+\s+|my\s+|the\s+)?$", re.IGNORECASE)
_DEALER_AFTER = cued(r"^\s*(?:сдавал[аи]?|сдаёт|сдает|был[аи]?\s+сдающ\w*|был[аи]?\s+дилер\w*|dealt|"
                     r"was\s+(?:the\s+)?dealer)\b", re.IGNORECASE)
# the opponent whose turn it was called over the call out of rotation, no one having noticed it: 28B
_CALLED_OVER = cued(r"не\s+замет\w*|не\s+обрати\w*\s+внимани\w*|не\s+увидел\w*|проглядел\w*|"
                    r"(?:didn'?t|did\s+not|without|nobody|no\s+one)\s+notic\w*|not\s+noticing|"
                    r"called\s+over|bid\s+over\s+it|просто\s+(?:сказал|заявил|назвал|спасовал)\w*|"
                    r"штраф\w*\s+(?:уже\s+)?(?:не\s+будет|нет|пропал\w*|не\s+положен)|"
                    r"penalt\w*\s+(?:is\s+)?(?:forfeit\w*|lost|gone|no\s+longer)|forfeit\w*|forgotten|"
                    r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судь\w*|"
                    r"судь\w*\s+не\s+звали|не\s+звали\s+судь\w*|before\s+(?:\w+\s+){0,3}(?:director|td)\b|"
                    r"до\s+(?:того,?\s+как\s+)?(?:\w+\s+){0,2}судь\w*|"
                    r"without\s+calling\s+the\s+(?:director|td)", re.IGNORECASE)
# after a pass in partner's turn: what the partner may now call (30B2(B)), not how long the offender passes
_PARTNER_MAY = cued(r"контр\w*|реконтр\w*|\bdoubl\w*|\bredoubl\w*|"
                    r"(?:партн\w*|partner|pard)\W+(?:\w+\W+){0,3}?(?:может|можно|вправе|разреш\w*|"
                    r"may|can|allowed)|(?:мне|я)\W+(?:\w+\W+){0,2}?(?:можно|могу|вправе)|"
                    r"(?:can|may)\s+I\b|what\s+(?:can|may)\s+(?:my\s+)?partner", re.IGNORECASE)
_SAME = cued(r"повтор\w*|\brepeat\w*|\bsame\s+(?:suit|denomination|strain)|ту\s+же\s+масть|"
             r"т(?:у|ой)\s+же\s+деноминац\w*|свою\s+масть|свои\s+(?:пики|черви|бубны|трефы)|"
             r"\bagain\b|снова|опять|ещё\s+раз|еще\s+раз", re.IGNORECASE)
_OTHER = cued(r"смен\w*|помен\w*|друг\w+\s+(?:масть|деноминац\w*)|не\s+повтор\w*|\binstead\s+of\b|"
              r"\bnot\s+(?:spades|hearts|diamonds|clubs|no\s*trumps?|nt)\b|\bchang\w*|\bswitch\w*|"
              r"\bне\s+(?:пик\w*|черв\w*|бубн\w*|треф\w*)\W+а\b", re.IGNORECASE)
_DENOMINATION_WORDS = tuple((denomination, cued(pattern, re.IGNORECASE)) for denomination, pattern in (
    ("S", r"пик\w*|spades?|♠"), ("H", r"черв\w*|hearts?|♥"), ("D", r"бубн\w*|бубен|diamonds?|♦"),
    ("C", r"треф\w*|clubs?|♣"), ("NT", r"бк\b|б/к|без\s+козыр\w*|no\s*trumps?|\bnt\b")))


def dealer(text: str, seats: list[Found]) -> int | None:
    """Index in ``seats`` of the seat the story names as dealer ("сдавал север", "South dealt"), or None."""
    for index, seat in enumerate(seats):
        if index + 1 < len(seats) and 0 <= seats[index + 1].start - seat.end <= 1:
            continue  # "мой" in "сдавал мой левый" is no seat of its own
        if _DEALER_BEFORE.search(text[max(0, seat.start - 30):seat.start]) or _DEALER_AFTER.match(
                text[seat.end:seat.end + 25]):
            return index
    return None


def called_over(text: str) -> bool:
    """Whether the story says the call out of rotation was called over unnoticed, or asks whether its penalty is
    lost: only then is the next call in turn 28B (its call stands) rather than the section's own next step."""
    return _CALLED_OVER.search(text) is not None


def pass_in_partners_turn(text: str, start: int) -> str:
    """30B2(B) when, after the pass (from ``start``), the story asks what the offender's partner may call (a
    double, "может ли партнёр"); else 30B2(A), what the offender must do."""
    return "30B2(B)" if _PARTNER_MAY.search(text, start) else "30B2(A)"


def repeated(text: str, calls: list[Found], told: int, again: int) -> str | None:
    """31A2(A) or 31A2(B): whether the offender's call after his RHO acted (RHO's call told from ``told``, the
    story going on from ``again``) repeats the denomination of his bid out of turn (the last bid told before
    RHO's call); None when the story does not tell."""
    out_of_turn = next((c.value[1:] for c in reversed(calls) if c.end <= told and c.value[:1].isdigit()), None)
    later = _denomination(text, calls, again, len(text))
    if out_of_turn and later:
        return "31A2(A)" if out_of_turn == later else "31A2(B)"
    rest = text[again:]
    if _OTHER.search(rest):
        return "31A2(B)"
    if _SAME.search(rest):
        return "31A2(A)"
    return None


def _denomination(text: str, calls: list[Found], start: int, end: int) -> str | None:
    """The denomination of the first bid told between ``start`` and ``end``: a call ("2♠") or a suit word
    ("снова назвал черву"), whichever comes first."""
    call = next((c for c in calls if start <= c.start < end and c.value[:1].isdigit()), None)
    word: tuple[int, str] | None = None
    for denomination, pattern in _DENOMINATION_WORDS:
        found = pattern.search(text, start, end)
        if found and (word is None or found.start() < word[0]):
            word = (found.start(), denomination)
    if call is not None and (word is None or call.start <= word[0]):
        return call.value[1:]
    return word[1] if word else None
