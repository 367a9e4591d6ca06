"""Russian typed in Latin letters the German way (people who learned to write it in Germany or at a German school):
«ш» is ``sch``, «щ» ``schtsch``, «ч» ``tsch``, «х» ``ch``, «в» ``w`` (``Rasygrywajuschtschij otkryl wse karty``,
``Sudja jeschtschjo ne podoschjol``). The common Latin reading takes ``sch`` for «щ» and ``ch`` for «ч», so such a
text was read wrong word by word: ``jeschtschjo`` rendered «ещчё», ``chod`` keyed as «чод», ``dalsche`` «далще».
Why respell before reading: the index's spelling-independent keys, the Cyrillic rendering and the speller all know
the common spelling (``shch``, ``sh``, ``kh``, ``v``); one respelling here serves all three."""

from __future__ import annotations

import re

from bot.intake.latin_text import russian_in_latin

# the German spellings, longest first: ``schtsch`` (and ``stsch``: «сч» said as «щ») before ``tsch`` before ``sch``;
# a ``ch`` left over is «х» (``chod``, ``sachotel``), since «ч» is always ``tsch`` in this scheme
_GERMAN_SPELLING = {"schtsch": "shch", "stsch": "shch", "tsch": "ch", "sch": "sh", "ch": "kh", "w": "v"}
# each letter's two cases spelt out, not IGNORECASE: a case-blind pattern also matches letters that only fold to
# these (the long ``ſ``), which have no common spelling to become
_GERMAN = re.compile("|".join("".join(f"[{c.upper()}{c}]" for c in spelling) for spelling in _GERMAN_SPELLING))
_SCH = re.compile(r"sch", re.IGNORECASE)  # every German-typed Russian story has «ш», «щ» or «ч»: most texts stop here
_GERMAN_MARK = re.compile(r"tsch|w", re.IGNORECASE)  # ``tsch`` or ``w``: no common-spelling writer types either


def from_german_spelling(text: str) -> str:
    """``text`` with its Russian typed the German way put in the common Latin spelling, or unchanged (the same
    object) when it is not such a text: it must hold ``sch`` and a German mark (``tsch`` or a ``w``: a writer of the
    common spelling's ``sch`` for «щ», ``vistuyuschego``, types ``ch`` and ``v``) and read as Russian once respelt
    (English with ``sch`` and ``w``, "the schedule was wrong", stays as it is)."""
    if not _SCH.search(text) or not _GERMAN_MARK.search(text):
        return text
    respelt = _GERMAN.sub(_respelt, text)
    return respelt if russian_in_latin(respelt) else text


def _respelt(match: re.Match[str]) -> str:
    """One German spelling of a Russian sound in the common one, a capital kept (``Tschto`` → ``Chto``)."""
    typed = match.group()
    common = _GERMAN_SPELLING[typed.lower()]
    return common[:1].upper() + common[1:] if typed[:1].isupper() else common
