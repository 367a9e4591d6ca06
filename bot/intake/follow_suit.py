"""A revoke asked about as "is that allowed?", for the situation reader: the duty to follow suit (Law 44C).

"У меня была черва, а я скинул пику, так нельзя же?" tells a revoke (the lexicon reads ``revoke``: Laws 61–64), but
what it asks is whether one may discard while holding the suit led: Law 44C, the duty itself. The revoke laws say
what follows from breaking it, which the story does not ask. So when the lexicon read a revoke and the story asks
whether it was allowed («так нельзя же?», «так можно?», «разве можно», "is that allowed?"), the revoke is read as
the duty to follow suit.

Not when the story asks of a penalty («а штраф какой?»: Laws 61–64, 72B for a revoke on purpose to pay it), or when
another reader settled a section from a fact (dummy's act, when the revoke was noticed: the story is about that).
The lexicon's words are not touched: the question's words («можно», «так») would hint at the duty in every text.
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued

REVOKE = ("revoke",)
MIN_WEIGHT = 0.8  # a revoke told by a trigger, not guessed from loose words
DUTY = "follow_suit_duty"

# the story asks whether what was done is allowed
_ALLOWED = cued(r"так\s+нельзя|нельзя\s+же|так\s+можно\b|можно\s+так\b|разве\s+(?:так\s+)?можно|можно\s+ли\s+так|"
                r"(?:is|was)\s+(?:that|this|it)\s+allowed|am\s+I\s+allowed|allowed\s+to\s+(?:ruff|trump|discard)|"
                r"tak\s+nel'?zya|tak\s+mozhno", re.IGNORECASE)
# a suit in the story: the card held and the one played («была черва … скинул пику»), not «была ещё одна взятка»
_SUIT = cued(r"черв\w*|\bпик(?:а|и|у|ой|ами)?\b|бубн\w*|бубен|треф\w*|\bмаст\w*|\bhearts?\b|\bspades?\b|"
             r"\bdiamonds?\b|\bclubs?\b|\bsuit\b|cherv\w*|\bpik[aiu]?\b|bubn\w*|tref\w*", re.IGNORECASE)
# ...or what it costs: then the revoke laws answer
_PENALTY = cued(r"штраф\w*|наказ\w*|penalt\w*|shtraf\w*|nakaz\w*|взятк\w*\s+(?:отда|передад|переда)\w*|"
                r"\btricks?\s+(?:transfer|given)", re.IGNORECASE)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the revoke read as the duty to follow suit (44C) when the story asks whether it was allowed."""
    from lawbase.search.concepts import ConceptMatch, is_settled, reads_any, replaced

    if not reads_any(found, REVOKE, MIN_WEIGHT) or _ALLOWED.search(text) is None or _PENALTY.search(text):
        return found
    if _SUIT.search(text) is None or any(is_settled(match) for match in found):
        return found
    return replaced(found, REVOKE, ConceptMatch(DUTY, 1.0, "@allowed"))
