"""Who explained, and whom a chat message went to, for the situation reader (Laws 40C and 73).

* An explanation not given in full (``incomplete_explanation``, Law 40C) is the opponents' failure, the damaged
  side's claim. A story whose explainer is the narrator's own side («партнёр нормально не объяснил соперникам мою
  заявку», "my partner didn't fully explain my 2♦ to the opponents": correcting it is Law 75's) or the director
  («судья не объяснил толком, что значит присуждённый результат»: Laws 12 and 92) is none: the concept is dropped.
* A chat message read as communication between partners (``partner_communication``, Law 73, «партнёр написал в чат
  «подумай»») that went to the opponents or the director («написал в чат соперникам», «в чат судье», "in the chat
  to the opponents"): nothing passed between partners (online the explanation itself is typed to the opponents).
  The concept is dropped when the chat trigger alone found it.

Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued

EXPLAINED = "incomplete_explanation"
COMMUNICATION = "partner_communication"

# the explainer: the director, the narrator's partner, or the narrator; not the opponents ("a они толком не
# объяснили" after «я спросил» is theirs)
_WORD = r"(?:(?!они\b|соперн|оппон|противн|they\b|opp)\S+\s+)"
_NOT_THEM = cued(
    rf"(?:судь[яи]|директор\w*|арбитр\w*|\btd\b|director|партн[её]р[-\w]*|напарни\w*|partner|(?<!\w)я|\bI)\s+"
    rf"{_WORD}{{0,3}}?(?:не\s+(?:\S+\s+)?(?:(?:объясн|обьясн|обясн|поясн)(?:ил|ял)|рассказ(?:ал|ыв)|растолковал)\w*|недообъясн\w*|"
    r"(?:did\s+not|didn'?t|never)\s+(?:fully\s+|properly\s+|really\s+)?(?:explain|tell|describe)\w*)",
    re.IGNORECASE)
# a chat message addressed to the opponents or the director
_CHAT_TO_OTHERS = cued(
    r"(?:чат\w*|chat\w*)\s+(?:\S+\s+)?(?:соперник\w*|оппонент\w*|противник\w*|судь[еи]|директор\w*|арбитр\w*|\btd\b|"
    r"sopernik\w*|sud'?e)|(?:соперникам|оппонентам|противникам|судье|директору|арбитру)\s+(?:\S+\s+)?(?:в\s+)?"
    r"чат\w*|(?:chat\w*|wrote|typed|messaged)\s+(?:\S+\s+){0,2}?to\s+(?:the\s+)?(?:opponents|opps|director|td)\b",
    re.IGNORECASE)
_CHAT_TRIGGER = ("чат", "chat")


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` without the opponents' incomplete explanation when the explainer is the narrator's side or the
    director, and without communication between partners found by a chat message that went to the opponents or the
    director."""
    drop = set()
    if any(m.id == EXPLAINED for m in found) and _NOT_THEM.search(text):
        drop.add(EXPLAINED)
    if any(m.id == COMMUNICATION and any(w in m.trigger for w in _CHAT_TRIGGER) for m in found) and \
            _CHAT_TO_OTHERS.search(text):
        drop.add(COMMUNICATION)
    return [m for m in found if m.id not in drop] if drop else found
