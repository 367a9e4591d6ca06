"""A double of partner's own bid, for the situation reader (Law 36).

The lexicon reads an inadmissible double when the story says so in words ("законтрил своего партнёра"); a story that
tells the auction instead — partner bid, the next player passed or said nothing, and then "я сказал контра" — makes
the double one of partner's bid just the same: the last bid was his. Then Law 36 governs (the double is cancelled
and replaced by a legal call; partner passes throughout), unless the offender's LHO called over it (35A: the
reader of :mod:`bot.intake.condoned`). Nothing is decided when an opponent's bid came between. The section settled
is a concept of its own (``inadmissible_double_not_called_over``: 36, 19A1), not the lexicon's ``inadmissible_double``
whose laws name 35A beside 36. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake import condoned
from bot.intake.cues import cued
from lawbase.search.concepts import settle

GENERAL = ("call_out_of_rotation", "double_out_of_turn", "doubles_redoubles")  # what the loose words suggest
SECTIONS = {"36": "inadmissible_double_not_called_over"}
FAMILY_WORDS = ("inadmissible_double",)  # the lexicon's own reading, replaced by the settled section
FAMILY = GENERAL + FAMILY_WORDS + tuple(SECTIONS.values())

# partner's bid, at most the next player's pass, then my double
_THEIRS = r"(?:правы|левы|справа|слева|соперн|оппон|противн|они\b|их\b|RHO|LHO)"
_PARTNER_THEN_DOUBLE = cued(
    # (no opponent told in between, nor a second bid after the bid told first: «партнёр 1♠ сказал правый 2♥ и я
    # контру» doubled RHO's 2♥; nor the double told on their bid: «а я контру дал на их 2♣»)
    r"партн[её]р\w*\s+(?:\w+\s+|[1-7]\s*(?:♠|♥|♦|♣|б/?к)\s+(?=\w+\s*(?:(?![1-7]\s*(?:♠|♥|♦|♣|б/?к))[^,.;!?])"
    r"{0,15}?,?\s+(?:а|и)\s+я\b))?(?:открыл\w*|сказал\w*|назвал\w*|заявил\w*|ответил\w*)\s*"
    rf"(?:(?!{_THEIRS})[^,.;!?]){{0,15}}?"
    r"(?:,\s*(?:правый|справа|соперник\s+справа|RHO)\s+(?:пас|спасовал\w*|пасанул\w*)\w*)?,?\s+"
    r"(?:а|и)\s+я\s+(?:\w+\s+){0,4}?(?:сказал\w*\s+|выложил\w*\s+|дал\w*\s+)?[«\"]?контр\w*\b"
    rf"(?!\s+(?:\w+\s+)?(?:на|по)\s+(?:их|его|ихн\w*|{_THEIRS}))|"
    r"контр\w*\s+на\s+(?:\w+\s+){0,2}?(?:партн[её]р\w*|своего)|законтрил\w*\s+(?:своего\s+)?партн\w*|"
    # the double named as a noun, whose and on whose bid («контра партнёра на мою заявку», «кантра» as typed)
    r"\bк[ао]нтр[аыу]\s+(?:моего\s+|своего\s+)?партн[её]р\w*\s+на\s+(?:мо[юйеё]|сво[юйеё])\s+"
    r"(?:же\s+|жеж\s+|собственн\w*\s+)?(?:заявк|ставк|бид|открыти)\w*|"
    r"partner\s+(?:opened|bid)\s+[^.;!?]{0,20}?\s+and\s+I\s+(?:\w+\s+){0,2}?doubled|"
    # told as whose bid it was: partner doubled my (own) bid, or I doubled partner's
    # (up to four words between, none naming an opponent or reporting another's words: «партнёр с вахты перепутал и
    # контранул мою же заявку», not "partner said that East doubled my bid")
    r"(?:партн\w*|парт|partner)\s+(?:(?!соперн|оппон|противн|лев|прав|сосед|север|юг|восток|запад|opponent|lho|rho|"
    r"north|south|east|west|said|says|told|that|сказал|говор|что)\w+\s+){0,4}?"
    r"\b(?:законтр\w*|контрир\w*|контрану\w*|doubled)\s+(?:мо[юйеё]|my)\s+"
    r"(?:же\s+|own\s+|собственн\w*\s+)?(?:заявк\w*|ставк\w*|бид\w*|открыти\w*|bid|call|opening)|"
    # partner's «контра» on my own bid, the call quoted («партнёр написал «контра» на мою же 3♠»)
    r"(?:партн\w*|парт|муж|жена|супруг\w*)\s+(?:\w+\s+){0,3}?[«\"“]контр[аыу]?[»\"”]\s+на\s+(?:мо[юйеё]|сво[юйеё])\s+"
    r"(?:же\s+|собственн\w*\s+)?(?:заявк\w*|ставк\w*|открыти\w*|[1-7])|"
    # the double told by its card from the bidding box («напарник положил красную карточку на мой же 1БК»)
    r"(?:партн\w*|напарни\w*|муж|жена|супруг\w*|partner)\s+(?:\w+\s+){0,2}?(?:положил|выложил|вытащил|достал|put)\w*\s+"
    r"(?:красн\w+\s+карточк\w*|карточк\w+\s+контр\w*|(?:the\s+|a\s+)?red\s+card)\s+(?:на|on)\s+"
    r"(?:мо[юйеёи]|сво[юйеёи]|my)\s+(?:же\s+|own\s+)?(?:заявк\w*|ставк\w*|бид\w*|открыти\w*|bid|[1-7])|"
    r"kontr\w*\s+na\s+(?:\w+\s+){0,2}?(?:partn\w*|svoego)|zakontril\w*\s+(?:svoego\s+)?partn\w*|"
    r"\b(?:законтр\w*|контрир\w*|контрану\w*)\s+(?:(?!в\s|очеред)[^\s,.;!?]+\s+){0,2}?"
    r"(?:своего\s+же\s+|его\s+же\s+|моего\s+|своего\s+|свово\s+же\s+)?партн[её]р(?:а|у)\b", re.IGNORECASE)
# a double of one's own side's bid told with «же», "own» («бабушка контрировала мою же заявку»), or a redouble of its
# double («напарник реконтрил мою же контру»); «же» only stresses whose call it was, so an opponent told as the
# doer in the clause before it makes it the legal double or redouble of Law 19
_OWN_SIDE_ZHE = cued(
    r"\b(?:законтр\w*|контрир\w*|контрану\w*|реконтр\w*|doubled|redoubled)\s+(?:мо[юйеёи]|наш[уи]?|my|our)\s+"
    r"(?:же|ж|own)\s+(?:заявк\w*|ставк\w*|бид\w*|открыти\w*|контр\w*|bid|call|opening|double|[1-7])|"
    # the bid first, then the verb («партнёр мои же 2 червы контрует»)
    r"(?:мо[юйеёи]|наш[уи]?)\s+(?:же|ж)\s+(?:[1-7]\s*\S+|заявк\w*|ставк\w*|бид\w*|открыти\w*)\s+"
    r"(?:законтр\w*|контрир\w*|контрану\w*|контру(?:ет|ют|ешь)|контрит\b|контрил\w*|реконтр\w*)", re.IGNORECASE)
# a call over the double after it: the next player called over it (Law 35A), whoever he was
_CALLED_AFTER = cued(r"(?:сказал|заявил|назвал|спасовал|пасанул|поторговал)\w*|торговл\w*\s+(?:пошла|продолжил\w*)|"
                     r"продолжил\w*\s+(?:торговать\w*|торговлю)|"
                     r"\b(?:bid|passed|called)\b", re.IGNORECASE)
# («левый не успел сказать»: he has not called)
_LHO_CALLED = cued(r"(?:левый|LHO|\bлхо\b|соперник\s+слева)[^.;!?]{0,30}?(?<!не\s)(?:сказал|заявил|назвал|спасовал|"
                   r"пасанул|успел\w*\s+(?:сказать|заявить|назвать|спасовать|поставить)|bid|passed|called)\w*",
                   re.IGNORECASE)


def section(text: str) -> str | None:
    """36 when the story tells a double of partner's own bid and no call by the offender's LHO after it."""
    # an opponent doubling «1♥ партнёра» doubled the narrator's partner: legal (Law 19A1)
    double = next((m for m in _PARTNER_THEN_DOUBLE.finditer(text) if condoned.partners_bid(text, m)), None)
    if double is None:
        double = next((m for m in _OWN_SIDE_ZHE.finditer(text)
                       if not condoned.opponent_doer(text, m.start())), None)
    if double is None or _LHO_CALLED.search(text, double.end()) or _CALLED_AFTER.search(text, double.end()) \
            or condoned.section(text) == "35A":
        return None  # called over (however the Law 35 reader read it: «левый тут же положил пас»): 35A
    return "36"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the double of partner's bid settled as Law 36, the loose out-of-turn readings dropped."""

    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
