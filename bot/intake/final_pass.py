"""Who called after the final pass, and what, for the situation reader (Law 39).

The lexicon reads a call after the auction has ended (``call_after_final_pass``: Law 39). The call is cancelled
either way; the section depends on who made it and what it was:

* a pass by a defender, or any call by the future declarer or dummy (declarer's partner): 39A, no penalty;
* a bid, double or redouble by a defender: 39B, lead restrictions of Law 26 may follow.

The story must name the caller's role (declarer, dummy, declarer's partner, a defender, declarer's left or right
neighbour): a seat alone ("левый", "LHO") does not say which side will declare. The caller is the role named
last before the first call told after the auction's end (the words of the end itself, "после трёх пасов", are
not that call). An inadmissible call that the next player called over is Law 35D (:mod:`bot.intake.condoned`,
which runs first and takes the concept away). Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued

GENERAL = "call_after_final_pass"
SECTIONS = {"39A": "call_after_final_pass_no_penalty", "39B": "call_after_final_pass_by_defender"}
FAMILY = (GENERAL, *SECTIONS.values())
MIN_WEIGHT = 0.8  # a trigger met, not words alone

# the auction's end told in words: its own "pass" words are not the call made after it
_END = cued(r"(?:после|after)\s+(?:(?:тр[её]х|3|three|the\s+three|всех|all|the\s+final|final|the\s+last|last|"
            r"финальн\w*|последн\w*|заключительн\w*)\s+)+(?:пас\w*|pass\w*)|"
            r"(?:тр[её]х|3|three)\s+(?:пас\w*|pass\w*)|"
            r"(?:все|all)\s+(?:уже\s+)?(?:спасовали|пасовали|сказали\s+пас|passed)|"
            r"(?:auction|bidding|торговл\w*)\s+(?:\w+\s+){0,2}?(?:кончил\w*|закончил\w*|окончен\w*|завершил\w*|"
            r"завершен\w*|ended|was\s+over|had\s+ended|closed)", re.IGNORECASE)
# a role: dummy (declarer's partner) before declarer; a neighbour of declarer is a defender
_ROLE = cued(r"(?P<defender>вистующ\w*|вистуюш\w*|вистуем|вистуют|защитник\w*|защищающ\w*|defender\w*|"
             r"opening\s+leader|we\s+(?:are|were)\s+defending|"
             r"(?:левый|правый|сосед\w*)\s+(?:(?:сосед\w*\s+)?(?:от\s+)?)(?:разыгрывающ|декларер|деклар)\w*|"
             r"(?:слева|справа)\s+от\s+(?:разыгрывающ|декларер|деклар)\w*|"
             r"declarer'?s\s+(?:LHO|RHO|left[-\s]hand\s+opponent|right[-\s]hand\s+opponent|opponent\w*)|"
             r"(?:LHO|RHO)\s+of\s+(?:the\s+)?declarer|соперник\w*\s+(?:разыгрывающ|декларер|деклар)\w*)|"
             r"(?P<dummy>болван\w*|bolvan\w*|dummy|партн[её]р\w*\s+(?:разыгрывающ|декларер|деклар)\w*|"
             r"declarer'?s\s+partner|partner\s+of\s+(?:the\s+)?declarer|будущ\w+\s+болван\w*|"
             r"выкладыва\w*|(?:который|которая|кто)\s+(?:будет\s+)?выклад\w*)|"
             r"(?P<declarer>разыгрывающ\w*|razygryvayushch\w*|декларер\w*|деклар\w*|declarer)", re.IGNORECASE)
# a bid, double or redouble (what a defender may not add after the end), and a pass
_BID_OR_DOUBLE = cued(r"реконтр\w*|контр(?!акт)\w*|redoubl\w*|doubl\w*|kontr(?!akt)\w*|"
                      r"(?<![\w♠♥♦♣])[1-7]\s*(?:♠|♥|♦|♣|бк|б/к|nt|пик\w*|черв\w*|бубн\w*|треф\w*|без\s+козыр\w*|"
                      r"[shdc]\b|spades?|hearts?|diamonds?|clubs?|no\s*trumps?)|\bbid\b|ставк\w*", re.IGNORECASE)
_PASS = cued(r"(?<!\w)(?:пас|пасс|спасовал\w*|пасанул\w*|pass(?:ed)?)(?!\w)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``39A`` or ``39B`` for the call after the final pass the text tells, or None when it does not say who
    called (by role) or what."""
    told = _END.sub(lambda m: " " * len(m.group()), text)
    acts = [(m.start(), "bid") for m in _BID_OR_DOUBLE.finditer(told)]
    acts += [(m.start(), "pass") for m in _PASS.finditer(told)]
    for start, kind in sorted(acts):
        role = _role_before(told, start)
        if role is None:
            continue
        if role in ("declarer", "dummy") or kind == "pass":
            return "39A"
        return "39B"
    return None


def _role_before(text: str, start: int) -> str | None:
    """The role named last before ``start`` in the same sentence (None when none is)."""
    sentence = re.split(r"[.!?;]", text[:start])[-1]
    roles = [next(name for name, value in m.groupdict().items() if value) for m in _ROLE.finditer(sentence)]
    return roles[-1] if roles else None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the call after the final pass replaced by its Law 39 section (settled), when the story says
    who made it and what it was."""
    from lawbase.search.concepts import reads_any, settle

    if not reads_any(found, (GENERAL,), MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
