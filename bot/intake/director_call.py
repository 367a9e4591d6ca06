"""Calling the director, for the situation reader (Law 9B1).

The lexicon reads a call of the director (``call_director``); when the story asks about the call itself, the
question says the section:

* whether calling him costs a player his rights («позвал судью — не потеряю ли я права?», "does calling the TD
  forfeit my option?"): 9B1(C), it does not;
* who may call him («кто может звать судью», «только потерпевший?», "am I allowed to call the director?"): 9B1(B),
  any player (dummy's own limits are Law 43A1, who may speak up during the auction or the play Law 9A: a story that
  names dummy or the period is left alone);
* when to call him («когда звать судью», «сразу или можно доиграть?», "when do I call the TD?"): 9B1(A), at once;
  when the call is about an opponent's action a hesitation may have suggested («после паузы партнёра … когда звать
  судью?», "after partner's BIT, when do I call the TD?"): 16A2, at once too.

A story that only tells the director was called (or called late, or acted on before: Law 11's forfeiture) gets no
section; one that asks whether calling him only at the end was all right («вызвали только в конце сдачи — это ок?»)
is 9B1(A). The general
concept is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

SECTIONS = {"9B1(A)": "director_call_when", "9B1(B)": "director_call_who", "9B1(C)": "director_call_keeps_rights",
            "16A2": "director_call_after_hesitation"}
GENERAL = ("call_director", "forfeiture")  # a call of the director; «не потеряю ли я права» reads as forfeiture (11)
FAMILY = GENERAL + tuple(SECTIONS.values())
MIN_WEIGHT = 0.5

_CALL = (r"(?:звать|зов[её]т|позвать|позвал\w*|позову|вызвать|вызывать|вызвал\w*|вызову|вызывает|кликнуть|крикнул\w*|"
         r"кричать|крикнуть|"
         r"пригласить|call\w*|summon\w*|zvat|pozvat|pozval\w*|vyzvat|vyzyvat)")
_DIRECTOR = r"(?:судь[юяи]|судей|тд|td|директор\w*|director|арбитр\w*|секретар\w*|sud'?y[ua]|sudj[ua])"
_RIGHTS = cued(rf"{_CALL}\s+(?:\S+\s+){{0,6}}?(?:потер(?!пев)\w*|теря\w*|утрат\w*|лиш(?!ь\b)\w*|отказал\w*|lose|lost|"
               r"losing|"
               r"forfeit\w*|gave\s+up|give\s+up|cost\w*|poteryal\w*|teryay\w*)|(?:потер(?!пев)\w*|теря\w*|утрат\w*|lose|lost|"
               rf"forfeit\w*)\s+(?:\S+\s+){{0,6}}?{_CALL}\s+(?:\S+\s+)?{_DIRECTOR}|"
               r"вызов\w*\s+судь\w*\s+(?:\S+\s+){0,4}?(?:утрат|потер|лиш)\w*|сохранени\w*\s+прав", re.IGNORECASE)
_WHO = cued(rf"(?<!\w)кто\s+(?:\S+\s+){{0,3}}?(?:может|вправе|имеет\s+право|должен|мог|должны|зов[её]т|вызывает|"
            rf"{_CALL})|(?:who|whom)\s+(?:\S+\s+)?(?:is\s+allowed|may|can|should|must|has\s+the\s+right)\s+(?:to\s+)?"
            rf"(?:call|summon)|(?:am|is|are)\s+(?:I|he|she|we)\s+allowed\s+to\s+(?:call|summon)|(?:может|можно|мог\s+ли|"
            rf"может\s+ли|вправе\s+ли)\s+(?:\S+\s+){{0,3}}?{_CALL}\s+(?:\S+\s+)?{_DIRECTOR}\s*(?:\S+\s+){{0,3}}?"
            r"(?:мой|моя|партн|я|не\s+я|а\s+не)|только\s+(?:\S+\s+)?(?:потерпевш|пострадавш|ненарушивш)\w*|"
            r"любой\s+игрок|any\s+player|only\s+the\s+(?:\S+\s+)?(?:non-?offend|injured|damaged)|kto\s+(?:\S+\s+)?"
            r"(?:mozhet|dolzhen)|не\s+(?:мо[её]|твоё|его)\s+дело", re.IGNORECASE)
_WHEN = cued(r"когда\s+(?:\S+\s+){0,3}?(?:звать|позвать|вызвать|вызывать)|(?:when|how\s+soon)\s+(?:do|should|must|can|"
             r"to)\s+(?:\S+\s+)?(?:call|summon)|when\s+to\s+(?:call|summon)|сразу\s+или\s+(?:\S+\s+){0,3}?(?:можно|"
             r"после|потом|доиграть)|immediately\s+or|(?:should|must)\s+(?:the\s+)?(?:td|director)\s+be\s+(?:called|"
             r"summoned)|kogda\s+(?:\S+\s+){0,3}?(?:zvat|vyzyvat|vyzvat|pozvat|nado)|"
             # «надо сразу судью звать?», «нужно ли сразу вызывать судью», "should I call the TD right away?": at once
             rf"(?:надо|нужно|должн\w*|обязан\w*|следует)\s+(?:ли\s+)?(?:\S+\s+)?(?:сразу|немедленно|тут\s+же)\s+"
             rf"(?:\S+\s+)?{_CALL}|(?:сразу|немедленно)\s+(?:же\s+)?(?:\S+\s+)?{_CALL}\s+(?:\S+\s+)?{_DIRECTOR}\s*\?|"
             rf"(?:сразу|немедленно)\s+(?:же\s+)?{_DIRECTOR}\s+{_CALL}[^.!?]{{0,30}}\?|"
             r"(?:should|must|do)\s+(?:I|we)\s+(?:\S+\s+)?(?:call|summon)\s+(?:the\s+)?(?:td|director)\s+(?:right\s+away|"
             r"immediately|at\s+once|straight\s+away)", re.IGNORECASE)
# the director called only late (at the end of the board, after the play), asked whether that was all right: when
# he must be called, 9B1(A) («вызвали только в конце сдачи — это ок?», "we only called the TD after the hand, is that
# ok?"); a side that acted on first and asks what it lost is Law 11's (_FORFEIT, _RIGHTS)
_LATE = cued(rf"(?:только|лишь|only)\s+(?:\S+\s+){{0,5}}?(?:догадал\w*|решил\w*|собрал\w*|thought|remembered|"
             rf"decided)\s+(?:\S+\s+)?{_CALL}|"
             rf"{_CALL}\w*\s+(?:\S+\s+){{0,2}}?(?:только|лишь|only)\s+(?:в\s+конце|после|по\s+окончани\w*|"
             r"at\s+the\s+end|after|когда\s+(?:\S+\s+)?(?:доиграли|закончили|сыграли))|"
             rf"(?:поздно|поздновато|late)\s+(?:\S+\s+){{0,2}}?(?:позвал|вызвал|called|summoned)\w*|"
             rf"(?:only|только|лишь)\s+{_CALL}\s+(?:\S+\s+){{0,2}}?(?:at\s+the\s+end|after|в\s+конце|после)",
             re.IGNORECASE)
_OK_ASKED = cued(r"не\s+(?:слишком\s+)?поздно\s+ли|(?:is|was)\s+(?:that|this|it)\s+too\s+late|"
                 r"(?:это|так|is\s+(?:that|this|it)|was\s+(?:that|this|it))\s+(?:\S+\s+)?(?:ок|окей|нормально|"
                 r"правильно|можно|законно|допустимо|ok|okay|allowed|legal|fine|alright|right)\b|"
                 r"так\s+(?:\S+\s+)?(?:можно|разве\s+можно)\s*\?", re.IGNORECASE)
# acting on before calling him: Law 11's forfeiture, not the call's
_FORFEIT = cued(r"without\s+(?:calling|summoning)|instead\s+of\s+(?:calling|summoning)|before\s+(?:calling|summoning)|"
                r"acting\s+(?:first|before)|played\s+on|не\s+(?:зовя|позвав|вызвав|вызывая)|без\s+(?:судьи|тд|td)|"
                r"до\s+(?:прихода|вызова)|сначала\s+(?:\S+\s+)?(?:сходил|сыграл|заявил)\w*|"
                r"(?:потом|позже|после\s+этого|в\s+конце|later|afterwards|potom)\s+(?:\S+\s+){0,2}?(?:позвал|вызвал|"
                r"пригласил|called|summoned|pozval)\w*|before\s+(?:anyone|we|he|they|I)\s+(?:\S+\s+)?(?:called|summoned)|"
                r"до\s+того,?\s+как\s+(?:\S+\s+){0,2}?(?:позвал|вызвал)\w*|acted\s+before|before\s+(?:calling|the\s+td|"
                r"the\s+director)|bid\s+over|сыграл\w*\s+(?:\S+\s+)?дальше|вместо\s+судьи|не\s+позвали|"
                r"не\s+(?:стали|стал)\s+звать", re.IGNORECASE)
# a hesitation or other unauthorized information the call is about: when to call is Law 16A2's
_HESITATION = cued(r"пауз\w*|долго\s+(?:\S+\s+)?(?:думал|тянул)\w*|раздум\w*|задум\w*|\bBIT\b|hesitat\w*|tempo|"
                   r"\bUI\b|подсказ\w*|suggested\s+by", re.IGNORECASE)
# who may act in a period of the game (during the auction, the play): Law 9A's drawing of attention
_PERIOD = cued(r"во\s+время\s+(?:торговли|розыгрыша|игры)|during\s+the\s+(?:auction|play|bidding)", re.IGNORECASE)
_DIRECTOR_WORD = cued(_DIRECTOR, re.IGNORECASE)
_DUMMY = cued(r"болван\w*|дамми|\bdummy\b|\bстол\s+(?:может|вправе)|bolvan\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """``9B1(C)``, ``9B1(B)``, ``9B1(A)`` (``16A2`` after a hesitation) for a question about calling the director,
    or None."""
    if _DIRECTOR_WORD.search(text) is None:
        return None
    if _RIGHTS.search(text):
        return None if _FORFEIT.search(text) else "9B1(C)"
    if _WHO.search(text):
        return None if _DUMMY.search(text) or _PERIOD.search(text) else "9B1(B)"
    if _WHEN.search(text):
        return "16A2" if _HESITATION.search(text) else "9B1(A)"
    if _LATE.search(text) and _OK_ASKED.search(text) and _FORFEIT.search(text) is None:
        return "9B1(A)"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the call of the director replaced by its Law 9B1 section (settled), when the lexicon read it
    and the story asks when, by whom, or at what cost he is called."""

    if not reads_any(found, GENERAL, MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
