"""Who stands behind a player, for the situation reader: the director is no spectator (Law 76).

The lexicon's spectator entry hints at Law 76 from its words alone ("standing behind", "commented", «за спиной»), at
a hint's weight. When the one standing or sitting behind a player is the director ("the director was standing behind
me and commented that I had revoked", «судья стоял за спиной у разыгрывающего»), no spectator is in the story, and
Law 76 (with 11C1, rights lost when a spectator spoke first) would tell the non-offenders the wrong thing: the hint
is dropped. Not when a spectator is named as well, nor when the entry's trigger was met. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued

SPECTATORS = "spectators"
HINT = 0.8  # below this the spectator concept came from the entry's words, not from a trigger

_DIRECTOR_BEHIND = cued(
    r"(?:судь\w*|директор\w*|арбитр\w*|director|\bTD\b)\s+(?:[\w']+\s+){0,3}?"
    r"(?:стоял\w*|стоит|сидел\w*|сидит|наблюдал\w*|смотрел\w*|standing|stood|sitting|sat|watching|watched)\b"
    r"[^.;!?]{0,30}?(?:за\s+спиной|сзади|позади|behind)", re.IGNORECASE)
_SPECTATOR_NAMED = cued(r"кибиц\w*|кибитц\w*|зрител\w*|болельщ\w*|болел\w*|kibitz\w*|kibbitz\w*|spectator\w*|"
                        r"onlooker\w*|watcher\w*|railbird\w*", re.IGNORECASE)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` without the spectator hint when the one behind a player is the director."""
    if not any(match.id == SPECTATORS and match.weight < HINT for match in found):
        return found  # (most texts stop here: no loose spectator hint)
    if _DIRECTOR_BEHIND.search(text) is None or _SPECTATOR_NAMED.search(text):
        return found
    return [match for match in found if match.id != SPECTATORS]
