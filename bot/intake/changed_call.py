"""How a call was changed, for the situation reader (Law 25).

The lexicon recognises a change of call (``change_of_call``, ``misclick``, ``change_after_pause``); the section
depends on facts the story states:

* the call made was not the one meant (a slip: the wrong card from the box, a misclick, a slip of the tongue) and
  it was replaced at once, without a pause: 25A, the replacement stands without penalty;
* otherwise a change made after a pause, or on second thoughts (25B): the offender's LHO accepted it (25B1: the
  second call stands); he did not (25B2): the first call was illegal (25B2(A)), the first was legal and the offender
  keeps it (25B2(B)(1): partner passes once) or makes another call (25B2(B)(2): partner passes throughout); the
  opening lead restrictions asked (25B2(C)).

A misclick online is a slip noticed at once (25A) unless the story tells a pause. Nothing is decided when the story
does not say how the call was changed. The general concepts are replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

GENERAL = ("change_of_call", "misclick", "change_after_pause")  # the lexicon's own readings
SECTIONS = {"25A": "change_of_call_inadvertent", "25B1": "change_of_call_accepted",
            "25B2(A)": "change_of_call_not_accepted_first_illegal",
            "25B2(B)(1)": "change_of_call_not_accepted_first_kept",
            "25B2(B)(2)": "change_of_call_not_accepted_other_call", "25B2(C)": "change_of_call_lead_restrictions"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

# the call made was not the one meant
_SLIP = re.compile(r"мисклик\w*|миссклик\w*|misclick\w*|misclik\w*|промахнул\w*|промазал\w*|не\s+ту\s+(?:карточк\w*|"
                   r"кнопк\w*|ставк\w*|заявк\w*)|не\s+та\s+(?:карточк\w*|ставк\w*|заявк\w*)|перепутал\w*\s+(?:кнопк\w*|"
                   r"карточк\w*)|оговор\w*|(?:вытащил\w*|достал\w*|вынул\w*|нажал\w*|кликнул\w*|ткнул\w*)[^.!?]{0,40}?"
                   r"вместо|хотел\w*[^.!?]{0,40}?\s(?:а\s+)?(?:вытащил\w*|достал\w*|сказал\w*|нажал\w*|положил\w*)|"
                   r"случайно|нечаянно|по\s+ошибке|slip\w*|pulled\s+the\s+wrong|wrong\s+(?:card|button|bid)|"
                   r"meant\s+to|intended\s+to|inadvertent\w*|by\s+mistake|accidental\w*|mis-?click", re.IGNORECASE)
# a misclick online: the wrong button, the wrong call sent
_ONLINE_SLIP = re.compile(r"мисклик\w*|миссклик\w*|misclick\w*|misclik\w*|mis-click\w*|промахнул\w*\s+(?:мышк\w*|"
                          r"пальц\w*)|перепутал\w*\s+кнопк\w*|не\s+ту\s+кнопк\w*|нажал\w*\s+не\s+т\w+|"
                          r"wrong\s+button|clicked\s+the\s+wrong", re.IGNORECASE)
# replaced at once
_AT_ONCE = re.compile(r"сразу|тут\s+же|немедленно|мгновенно|не\s+переводя\s+дыхани\w*|не\s+отрывая\s+рук\w*|"
                      r"без\s+пауз\w*|в\s+ту\s+же\s+секунду|тотчас|immediately|at\s+once|right\s+away|without\s+(?:a\s+|any\s+)?pause|"
                      r"instantly|straight\s+away|srazu|tut\s+zhe", re.IGNORECASE)
# a pause, or second thoughts
_LATER = re.compile(r"через\s+(?:\w+\s+)?(?:секунд\w*|минут\w*|полминут\w*)|спустя|подумав|подумал\w*|передумал\w*|"
                    r"после\s+пауз\w*|(?:нет|а\s+нет),?\s+лучше|seconds?\s+later|minutes?\s+later|after\s+(?:a\s+)?"
                    r"(?:pause|while|thinking)|second\s+thoughts|changed\s+(?:his|her|my)\s+mind|on\s+reflection",
                    re.IGNORECASE)
_ACCEPTED = re.compile(r"(?:мы|левый|LHO|соперник\w*|оппонент\w*)\s+(?:\w+\s+){0,2}?(?:принял\w*|согласил\w*|"
                       r"не\s+возраж\w*)|ну\s+ладно|пусть\s+будет|accepted|agreed\s+to|принял\w*\s+(?:замен\w*|втор\w*|нов\w*)",
                       re.IGNORECASE)
_REFUSED = re.compile(r"не\s+принял\w*|не\s+принимаю|не\s+согласил\w*|отказал\w*|не\s+разрешил\w*|"
                      r"did\s*n[o']t\s+accept|(?:was\s*n[o']t|was\s+not|not\s+been)\s+accepted|declin\w*|refus\w*|"
                      r"not\s+accepted|rejected", re.IGNORECASE)
_FIRST_ILLEGAL = re.compile(r"перв\w+\s+(?:заявк\w*|ставк\w*|\w+\s+)?(?:был\w*\s+)?(?:нелегальн\w*|недостаточн\w*)|"
                            r"first\s+(?:call|bid)\s+(?:was\s+)?(?:illegal|insufficient)", re.IGNORECASE)
_KEEPS = re.compile(r"остал\w*|оставил\w*|оставит\w*|остаться|вернул\w*\s+(?:\w+\s+)?перв\w*|keeps?|stays?\s+with|"
                    r"stick\w*\s+with|стоит\s+на\s+перв\w*", re.IGNORECASE)
_OTHER_CALL = re.compile(r"(?:сказал|сделал|выбрал|заявил)\w*\s+(?:\w+\s+)?(?:друг\w+|треть\w+|ин\w+)|another\s+call|"
                         r"a\s+third\s+call|something\s+else", re.IGNORECASE)
_LEAD = re.compile(r"ограничени\w*\s+на\s+(?:ход|атак\w*)|атак\w*|первый\s+ход|lead\s+restriction\w*|opening\s+lead",
                   re.IGNORECASE)


def section(text: str) -> str | None:
    """The section of Law 25 the story tells, or None (see the module's docstring)."""
    later = _LATER.search(text)
    if later is None and (_ONLINE_SLIP.search(text) or (_SLIP.search(text) and _AT_ONCE.search(text))):
        return "25A"  # a slip replaced at once (an online misclick is noticed at once or not at all)
    if _ACCEPTED.search(text) and not _REFUSED.search(text):
        return "25B1" if later else None
    if not (_REFUSED.search(text) or later):
        return None
    if _LEAD.search(text):
        return "25B2(C)"
    if _FIRST_ILLEGAL.search(text):
        return "25B2(A)"
    if _REFUSED.search(text) and _KEEPS.search(text):
        return "25B2(B)(1)"
    if _REFUSED.search(text) and _OTHER_CALL.search(text):
        return "25B2(B)(2)"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the change of call replaced by its section (settled), when the lexicon read a change of call
    and the story says how it was made."""
    from lawbase.search.concepts import reads_any, settle

    if not reads_any(found, FAMILY, MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
