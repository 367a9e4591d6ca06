"""«После паузы» is a pause, no call: an insufficient bid read only from «после … партнёр … 4 пики» is no situation.

The lexicon reads an insufficient bid told as one bid said after another («оппонент сказал одну бубну после моей
одной червы»: the trigger ``после|over  моей|…|партнер*|оппонент*  одн*|@bid``). Its terms are found word by word,
so a story of a pause before one call («после паузы, подумав, партнёр сказал 4 пики») meets it too, though it
tells only one call and nothing could be insufficient. When that trigger is the one that read the bid and every
«после / after / over» of the story is followed by a word of a pause or a thought, the lexicon reads the story
again without those prepositions: the insufficient bid stays only if another trigger still reads it.
"""

from __future__ import annotations

import re
from typing import Any

from lawbase.search.concepts import lexicon, strongest_first

_CONCEPT = "insufficient_bid"
_TRIGGER = "после|over моей|my|his|her|партнер*|оппонент* одн*|@bid"  # the trigger the prepositions alone may meet
_AFTER = re.compile(r"\b(?:после|posle|over|after)\b", re.IGNORECASE)
# «после паузы», «после долгой паузы», «после некоторого раздумья», "after a long pause": no call comes after it
_PAUSE = re.compile(r"\b(?:после|posle|over|after)\s+(?=(?:[\w-]+\s+){0,2}?(?:пауз|раздум|размышл|подума|заминк|"
                    r"задержк|колеба|молчан|тишин|перерыв|pauz|razdum|pause|hesitat|thought|thinking|tank)\w*)",
                    re.IGNORECASE)


def refine(words: str, marks: frozenset[str], found: list[Any]) -> list[Any]:
    """``found`` without the insufficient bid the pause's «после» alone made (see the module's docstring)."""

    match = next((m for m in found if m.id == _CONCEPT), None)
    if match is None or match.trigger != _TRIGGER:
        return found
    pauses = len(_PAUSE.findall(words))
    if not pauses or pauses < len(_AFTER.findall(words)):
        return found  # some «после» is no pause's: «после моей 1♥»
    again = next((m for m in lexicon().match(_PAUSE.sub("", words), marks) if m.id == _CONCEPT), None)
    kept = [m for m in found if m.id != _CONCEPT]
    return strongest_first([*kept, again]) if again is not None else kept
