"""Whether the owner of the turn called over a call out of rotation unnoticed (Law 28B), for
:mod:`bot.intake.rotation` and :mod:`bot.intake.compass_auction`.

Why a module of its own: the words are of two kinds. Most say the irregularity went unnoticed or the director was
not called yet («не заметив», «не дожидаясь судьи», "before anyone noticed"), wherever the story tells them. The
words of manner («машинально», «на автомате», «как ни в чём не бывало») say so only in the clause of the call over
it: players tell the call out of rotation itself that way too («Правый машинально назначил 1♥ вне очереди»), and
that says nothing of the next call. Never raises.
"""

from __future__ import annotations

import re

from bot.intake.cues import cued

# the opponent whose turn it was called over the call out of rotation, no one having noticed it: 28B
_CALLED_OVER = cued(r"не\s+замет\w*|не\s+глядя|не\s+подумав|не\s+подумал\w*|"
                    r"(?<!не\s)приняли\s+(?:\w+\s+)?(?:заявк|вызов|"
                    r"ставк|бид|назначени)\w*|не\s+обра[тщ]\w*\s+внимани\w*|(?<!not\s)\baccepted\b|не\s+увидел\w*|проглядел\w*|"
                    r"(?:didn'?t|did\s+not|without|nobody|no\s+one|before\s+(?:anyone|anybody|someone))\s+notic\w*|not\s+noticing|"
                    r"called\s+over|bid\s+over\s+it|просто\s+(?:сказал|заявил|назвал)\w*(?!\s+[«\"]?пас)|"
                    r"штраф\w*\s+(?:уже\s+)?(?:не\s+будет|нет|пропал\w*|не\s+положен)|"
                    r"penalt\w*\s+(?:is\s+)?(?:forfeit\w*|lost|gone|no\s+longer)|forfeit\w*|forgotten|"
                    r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судь\w*|"
                    r"судь\w*\s+не\s+звали|не\s+звали\s+судь\w*|before\s+(?:\w+\s+){0,3}(?:director|td)\b|"
                    r"до\s+(?:того,?\s+как\s+)?(?:\w+\s+){0,2}судь\w*|"
                    r"without\s+calling\s+the\s+(?:director|td)", re.IGNORECASE)
# how the next call was made: unnoticed only when said of it, not of the call out of rotation
_MANNER = cued(r"машинально|на\s+автомате|как\s+ни\s+в\s+ч[её]м\s+не\s+бывало|as\s+if\s+nothing\s+had\s+happened",
               re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;!?,]")


def called_over(text: str, since: int = 0) -> bool:
    """Whether the story says the call out of rotation was called over unnoticed, or asks whether its penalty is
    lost: only then is the next call in turn 28B (its call stands) rather than the section's own next step. The
    words of manner count only from ``since`` (the clause of the call over it)."""
    return _CALLED_OVER.search(text) is not None or _MANNER.search(text, since) is not None


def clause_start(text: str, at: int) -> int:
    """Where the clause holding ``at`` starts: after the last full stop or comma before it («…вне очереди, а я
    машинально сказал пас»: from «а я»)."""
    return max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
