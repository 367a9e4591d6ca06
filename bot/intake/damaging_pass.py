"""A pass that damaged the non-offending side, for the situation reader (Law 23).

The lexicon reads an obligation to pass (``pass_obligation``: Law 37 first) or a damaging pass; a story that says a
pass the penalty forced on the offender's partner, or a pass out of turn in partner's turn, helped the offenders or
cost the other side is Law 23 (the director lets the auction and play go on, then adjusts the score):

* a penalty obliged the offender's partner to pass, and that pass helped them, or the offender could have known it
  would: 23A;
* a pass out of turn in the partner's turn (as :mod:`bot.intake.rotation` reads it: 30B2, or told in words:
  "пасанул раньше своего партнёра") that helped the offenders or cost the other side: 23B.

Nothing is decided without the help or the damage told. The concepts it replaces: the obligation, the damaging pass
and the pass in partner's turn. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GENERAL = ("pass_obligation", "damaging_pass", "pass_out_of_turn_partner_offender",
           "pass_out_of_turn_partner_partner_may")  # what a settled section replaces
SECTIONS = {"23A": "forced_pass_damaging", "23B": "pass_in_partners_turn_damaging"}
FAMILY = GENERAL + tuple(SECTIONS.values())
MIN_WEIGHT = 0.5

# a pass a penalty forced on the offender's partner
_FORCED = cued(r"(?:обязан\w*|вынужден\w*|должен\s+был\w*|должна\s+была|велели|обязали|заставил\w*|пришлось|"
               r"придётся|придется|forced|barred|had\s+to|obliged|required|obyazan\w*)\s+(?:\w+\s+){0,2}?(?:пас\w*|спасова\w*|молча\w*|"
               r"pass\w*|silent|pasovat\w*)|вынужденн\w+\s+пас\w*|forced\s+pass", re.IGNORECASE)
# it helped the offenders, or cost the other side ("и это им как раз на руку", "we were damaged")
_HELPED = cued(r"помог\w*|на\s+руку|выгод\w*|выиграл\w*|пользу|не\s+попали|сели\s+в\s+удачн\w*|нашли|"
               r"пострадал\w*|ущерб\w*|ущем\w*|навредил\w*|\bвред(?:а|ом|у)?\b|плох\w+\s+результат|знал\w*|hurt\w*|bad\s+score|"
               r"adjusted\s+score|could\s+have\s+known|нагадил\w*|потеряли|подсказк\w*|обернул\w*\s+против|"
               r"helped|benefit\w*|damag\w*|in\s+their\s+favou?r|advantage|cost\s+us|worked\s+(?:out\s+)?for\s+them|"
               # "спас их от контры", "и они избежали контры": the offenders got out of a double or a bad result
               # (not «спасовал от страха»: «спас их от» is read «спасовал их от»; nor a penalty escaped, asked
               # about, nor the other side «соперники избежали…»)
               r"спас(?!ова)\w*\s+(?:\w+\s+)?от\b|спасовал\w*\s+(?:их|его|её|ее|нас|меня|партн\w*)\s+от\b|"
               r"(?<!соперники\s)(?<!оппоненты\s)избежал\w*\s+(?:\w+\s+)?"
               r"(?:контр\w*|гейм\w*|шлем\w*|плох\w+|падени\w*)|контр\w*\s+избежал\w*|"
               r"saved\s+(?:them|us|him|her)\s+from|"
               # «это их выручило», «нас подставило», "bailed them out" (not a plea: «выручите», «выручайте»)
               r"выручил[оаи]?\b|подставил[оаи]?\s+(?:нас|меня)\b|bailed\s+(?:them|him|her)\s+out|"
               r"\bruku\b|pomog\w*|znal", re.IGNORECASE)
_PARTNER = cued(r"партн\w*|partner\w*|\bpard\b", re.IGNORECASE)
_IN_PARTNERS_TURN = ("pass_out_of_turn_partner_offender", "pass_out_of_turn_partner_partner_may")
# a pass out of turn in partner's turn, told in words ("пасанул раньше своего партнёра", "passed before his partner")
_PASS_FOR_PARTNER = cued(r"(?:пас\w*|спасовал\w*|пасанул\w*|passed|pass)\s+(?:\w+\s+){0,5}?(?:раньше|вместо|за|"
                         r"в\s+очередь|before|in|instead\s+of)\s+(?:своего\s+|его\s+|её\s+|his\s+|her\s+)?"
                         r"(?:партн\w*|partner)|"
                         # the turn was the offender's partner's, said after the pass: an opponent's partner
                         # («когда говорить должен был его партнёр»), mine when I passed («хотя была очередь
                         # партнёра»), or mine when partner passed («партнёр спасовал, когда говорить должен был я»)
                         r"(?:пас\w*|спасовал\w*|пасанул\w*)\b[^.;!?]{0,60}?(?:когда|хотя|—|-)\s+(?:\w+\s+){0,2}?"
                         r"(?:говорить|заявлять|ходить|очередь)\s+(?:\w+\s+){0,2}?(?:его|своего|своему)\s+партн\w*|"
                         r"\bpassed\b[^.;!?]{0,60}?when\s+it\s+was\s+(?:his|her|their)\s+partner'?s?\s+turn|"
                         r"\bя\s+(?:\w+\s+){0,3}?(?:спасовал\w*|пасанул\w*|сказал\w*\s+[«\"]?пас)[^.;!?]{0,60}?"
                         r"(?:когда|хотя)\s+(?:\w+\s+){0,4}?(?:мой\s+|моего\s+)?партн\w*|"
                         r"\bI\s+passed\b[^.;!?]{0,40}?(?:when|while)\s+(?:\w+\s+){0,3}?(?:my\s+)?partner|"
                         r"(?:партн\w*|partner)\s+(?:\w+\s+){0,3}?(?:спасовал\w*|пасанул\w*|passed|pasanul\w*|"
                         r"spasoval\w*)\b[^.;!?]{0,60}?(?:когда\s+(?:\w+\s+){0,3}?(?:я|мне)\b|в\s+мою\s+очередь|"
                         r"за\s+меня|вместо\s+меня|раньше\s+меня|when\s+it\s+was\s+my\s+turn|in\s+my\s+turn|"
                         r"before\s+me\b|v\s+moyu\s+ochered\w*)", re.IGNORECASE)


def section(text: str, found: list[Any] | None = None) -> str | None:
    """23A or 23B (see the module's docstring), or None."""
    if not _HELPED.search(text):
        return None

    if (found is not None and reads_any(found, _IN_PARTNERS_TURN, 0.5)) or _PASS_FOR_PARTNER.search(text):
        return "23B"
    return "23A" if _FORCED.search(text) and _PARTNER.search(text) else None  # 23A: the offender's partner's pass


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the forced or out-of-turn pass replaced by its Law 23 section (settled), when the story says it
    helped the offenders or cost the other side."""

    if not _HELPED.search(text):  # nothing is decided without the help or the damage told (the rarer test first)
        return found
    if not (reads_any(found, FAMILY, MIN_WEIGHT) or _FORCED.search(text) or _PASS_FOR_PARTNER.search(text)):
        return found
    which = section(text, found)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
