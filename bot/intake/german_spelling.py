"""Russian typed in Latin letters the German way (people who learned to write it in Germany or at a German school):
«ш» is ``sch``, «щ» ``schtsch``, «ч» ``tsch``, «х» ``ch``, «в» ``w`` (``Rasygrywajuschtschij otkryl wse karty``,
``Sudja jeschtschjo ne podoschjol``). The common Latin reading takes ``sch`` for «щ» and ``ch`` for «ч», so such a
text was read wrong word by word: ``jeschtschjo`` rendered «ещчё», ``chod`` keyed as «чод», ``dalsche`` «далще».
Why respell before reading: the index's spelling-independent keys, the Cyrillic rendering and the speller all know
the common spelling (``shch``, ``sh``, ``kh``, ``v``); one respelling here serves all three."""

from __future__ import annotations

import re

from bot.intake.latin_text import respelt_if_russian

# the German spellings, longest first: ``schtsch`` (and ``stsch``: «сч» said as «щ») before ``tsch`` before ``sch``;
# a ``ch`` left over is «х» (``chod``, ``sachotel``), since «ч» is always ``tsch`` in this scheme
_GERMAN_SPELLING = {"schtsch": "shch", "stsch": "shch", "tsch": "ch", "sch": "sh", "ch": "kh", "w": "v"}
# each letter's two cases spelt out, not IGNORECASE: a case-blind pattern also matches letters that only fold to
# these (the long ``ſ``), which have no common spelling to become
# (a ``w`` inside a word, or a small one with no letter beside it, «w swoju», «1w»: a capital ``W`` alone is West)
_GERMAN = re.compile("|".join("".join(f"[{c.upper()}{c}]" for c in spelling) for spelling in _GERMAN_SPELLING)
                     .replace("[Ww]", r"(?:(?<=[^\W\d_])[Ww]|[Ww](?=[^\W\d_])|(?<![^\W\d_])w(?![^\W\d_]))"))
_SCH = re.compile(r"sch", re.IGNORECASE)  # every German-typed Russian story has «ш», «щ» or «ч»: most texts stop here
_TSCH = re.compile(r"tsch", re.IGNORECASE)  # «ч» the German way: no common-spelling writer types it
_W_WORD = re.compile(r"\b[A-Za-z]*w[A-Za-z]*\b")  # a word with a small ``w`` («в» the German way, or English)
# English words with a ``w`` that a Latin-typed Russian story mixes in: they are no German mark
_ENGLISH_W = frozenset((
    "what", "was", "wasn't", "were", "weren't", "with", "without", "withdraw", "withdrawn", "withdrew", "would",
    "wouldn't", "who", "whom", "whose", "when", "where", "why", "which", "while", "whether", "two", "twelve",
    "twenty", "we", "well", "will", "won", "won't", "wrong", "west", "how", "now", "new", "know", "knew", "show",
    "showed", "shown", "down", "saw", "way", "own", "few", "low", "draw", "drew", "law", "laws", "allow", "allowed",
    "below", "follow", "followed", "following", "answer", "award", "awarded", "swap", "switch", "view", "review",
    "window", "word", "words", "work", "worked", "world", "write", "written", "wrote", "want", "wanted", "wait",
    "waited", "warn", "warned", "watch", "watched", "week", "went", "weak", "wins", "win", "winner", "bbo", "www",
))


def from_german_spelling(text: str) -> str:
    """``text`` with its Russian typed the German way put in the common Latin spelling, or unchanged (the same
    object) when it is not such a text: it must hold ``sch`` and a German mark (``tsch``, or a ``w`` in a word that is
    no English word: a writer of the common spelling's ``sch`` for «щ», ``vistuyuschego``, types ``ch`` and ``v``, and
    his English "what" or seat "W" are no mark) and read as Russian once respelt
    (English with ``sch`` and ``w``, "the schedule was wrong", stays as it is)."""
    if not _SCH.search(text) or not (_TSCH.search(text) or _german_w(text)):
        return text
    return respelt_if_russian(text, _GERMAN, _GERMAN_SPELLING)


def _german_w(text: str) -> bool:
    """Whether a word of the text has a small ``w`` and is no English word ("what", "two", "West" said as "W" are
    not «в»: a common-spelling writer who mixes them in keeps his ``ch`` for «ч»)."""
    return any(word.lower() not in _ENGLISH_W and len(word) > 1 for word in _W_WORD.findall(text))
