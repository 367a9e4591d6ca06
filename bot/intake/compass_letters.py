"""Seats told by their Cyrillic compass letters, as a director writes an auction down («С 1♦, Ю пас, В 1♠»).

A dictated or hurried auction names the seats by one capital letter each: С (Север), Ю (Юг), В (Восток), З (Запад),
as the Latin N, S, E, W are read by :mod:`bot.intake.textscan`. Ю and З are no Russian words, but С and В are also the
prepositions «с» and «в» at the start of a sentence («В азарте…», «С контрой…»), so a С or В is a seat only where a
seat stands in such a telling: before a call (``1♦``, «пас», «контра»), before a word that goes with a caller («уже»,
«ещё», «потом», «не», a verb in the past: «сказал», «пасанул», «влез»), or before a comma, a stop or the text's end
(«вперёд В», «очередь С,»). And only when the text names at least two compass seats so (letters, or the seats'
words: «Север»), as an auction told seat by seat does: one capital letter alone is too little. Case-sensitive:
a lower-case «с» or «в» is the preposition. Costs four substring tests on a text without two such capitals.
"""

from __future__ import annotations

import re

from bot.intake.textscan import Found

LETTERS = {"С": "N", "Ю": "S", "В": "E", "З": "W"}
_ALWAYS = frozenset("ЮЗ")  # no Russian word is one of these letters
_LETTER = re.compile(r"(?<![\w.])([СЮВЗ])(?![\w\-]|\.\s*[А-ЯЁ][а-яё])")  # («В. Петров»: an initial)
# what may follow a С or В that is a seat: a call, a word that goes with the one who called, a verb in the past
# tense, punctuation or the end («С 1♦», «В пас», «С уже пас», «В влез с контрой», «вперёд В»; not «В азарте»,
# «С контрой», «в контре»)
_SEAT_NEXT = re.compile(
    r"\s*(?:$|[,.;:!?)—–-]|[1-7]|(?:пас|пасс|контра|контру|реконтра|реконтру|дабл|редабл|X|XX|х|хх)(?![\w])|"
    r"(?:уже|ещё|еще|тоже|обязан|должен|должна|хотел|потом|сразу|тут|же|сам|сама|не|и|вдруг|следом|снова|опять|первым|первый|влез|вылез|"
    r"перебил|лезет|говорит|пасует|открывает|заявляет)(?![\w])|[а-яё]{2,}(?:ал|ял|ил|ул|ел|ыл)(?:а|ся|ась)?(?![\w]))")


def seats(text: str, others: list[Found]) -> list[Found]:
    """The compass letters of ``text`` that are seats, as compass seats (``N``, ``S``…); ``others``: the seats
    found otherwise (a compass word with one letter makes two seats)."""
    if sum(letter in text for letter in LETTERS) + bool(others) < 2:
        return []
    found = [Found(LETTERS[m[1]], m.start(), m.end()) for m in _LETTER.finditer(text)
             if m[1] in _ALWAYS or _SEAT_NEXT.match(text, m.end())]
    named = {f.value for f in found} | {s.value for s in others if s.value in ("N", "E", "S", "W")}
    return found if len(named) >= 2 else []
