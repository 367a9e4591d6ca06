"""An insufficient bid told in words, called over by the next player told first («левый спасовал после моей заявки
ниже предыдущей»): the call must be a call (not «ответил на вопрос о…», not "the director was called") and its maker
the offender's LHO: the narrator's partner or RHO calling after the narrator's own bid accepts nothing (27A's «LHO
нарушителя»), nor does the offender's partner."""

from __future__ import annotations

import re

# a verb of calling, then «после/поверх/на/over/after» and at most two words (no question) before the bid told
_CALLED_OVER = re.compile(r"(?:спасовал|пасанул|пасовал|законтр|контранул|перебил|ответил|\bpassed|\bdoubled|\bbid)\w*"
                          r"\s+(?:\w+\s+)?(?:после|поверх|на|over|after|posle)\s+"
                          r"(?:(?!вопрос|question)\w+\s+){0,2}$", re.I)
_NOT_LHO = re.compile(r"(?:партн[её]р\w*|partner|\bRHO\b|прав(?:ый|ая)\b|напарник\w*)[^.;!?]{0,20}$", re.I)
_MINE = re.compile(r"\b(?:мо[йеёюя]\w*|my)\b", re.I)


def called_over_first(text: str, told: int) -> bool:
    """Whether a call told before the insufficient bid (at ``told``) called over it, by the offender's LHO."""
    over = _CALLED_OVER.search(text, max(0, told - 60), told)
    if over is None:
        return False
    if _NOT_LHO.search(text, max(0, over.start() - 30), over.start()):
        # partner or RHO over the narrator's own bid: not the LHO; over an opponent's («партнёр ответил после
        # заявки соперника») partner is the LHO
        return _MINE.search(text, over.start(), told) is None
    return True
