"""Which side a seat named by its compass letter or word plays on, for the section readers that need to know whether
a player was declarer's side or a defender («W не дал в черву», «E положил ещё одну карту»).

East and West defend unless the story names declarer's seat (``stated.stated_declarer``): the usual telling of a
deal has North–South play the contract, as the readers' compass words of defenders (``запад``, ``восток``) assume.
Latin capitals only (``N``, ``E``, ``S``, ``W``) and the compass words: a Cyrillic capital letter alone is also a
preposition at a sentence's start («В этой взятке», «С руки»). Never raises.
"""

from __future__ import annotations

import re

from bot.intake.cues import cued
from bot.intake.stated import stated_declarer

SEAT = cued(r"(?<![\w'])(?-i:[NESW])(?![\w'])|\b(?:север|юг|восток|запад|north|south|east|west)\w*", re.IGNORECASE)
# a seat named as an object, not the doer: after a preposition or a noun it belongs to («выиграл взятку у E», «после
# хода N», «побил короля W», «с севера»)
_OBJECT = re.compile(r"(?:(?<![\w'])(?:у|от|к|ко|с|со|на|за|по|под|над|перед|после|для|против|через|of|from|to|after|"
                     r"by|against|at|on|with)|(?<![\w'])(?:ход|хода|ходу|корол[яюе]|дам[уые]|вал[её]т[аеу]|туз[аеу]|"
                     r"карт\w*|рук[иеу]|взятк\w*|lead|king|queen|ace|jack|cards?|hand))\s+$", re.IGNORECASE)
_SIDE = {"n": "NS", "s": "NS", "e": "EW", "w": "EW", "с": "NS", "ю": "NS", "в": "EW", "з": "EW"}


def declares(text: str, seat: str) -> bool | None:
    """Whether the seat (a match of :data:`SEAT`) is on declarer's side in the story; None for no seat."""
    side = _SIDE.get(seat[:1].lower())
    if side is None:
        return None
    declarer = stated_declarer(text)
    declaring = _SIDE.get(declarer.value.lower(), "NS") if declarer is not None else "NS"
    return side == declaring


def last_seat(text: str, start: int, end: int) -> bool | None:
    """Whether the seat named last in ``text[start:end]`` as the doer is on declarer's side; None when no seat is
    named there, or only as an object («выиграл взятку у E», «после хода N»)."""
    seats = [m for m in SEAT.finditer(text, start, end) if not named_as_object(text, m.start())]
    return declares(text, seats[-1].group()) if seats else None


def named_as_object(text: str, at: int) -> bool:
    """Whether the seat named at ``at`` is an object of a preposition or a noun («у E», «на ход W», «короля W»)."""
    return _OBJECT.search(text, max(0, at - 12), at) is not None
