"""Finding calls, cards, seats and numbers inside free text (ru/en), for the ``/ask`` prefill.

``engine.calls`` parses one call given on its own and refuses anything else; a question typed in chat holds calls
among ordinary words (``партнёр сказал 1♦ после моей 1♥``), so this module *scans*: it finds the spans that are
unmistakably calls, cards or seats and returns them in canonical form (``1D``, ``P``, ``X``, ``HK``, ``N``) with
their positions. Anything ambiguous is left out: a prefill that says less is better than one that guesses wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeVar

from bot.intake.cues import cued

_V = TypeVar("_V")

_B = r"(?<![\w♠♥♦♣])"  # start of a token: not glued to a letter, digit or suit symbol
_E = r"(?![\w])"  # end of a token

_DENOM_WORDS: dict[str, str] = {
    "♣": "C", "♧": "C", "♦": "D", "♢": "D", "♥": "H", "♡": "H", "♠": "S", "♤": "S",
    "c": "C", "d": "D", "h": "H", "s": "S", "n": "NT", "nt": "NT", "notrump": "NT", "notrumps": "NT",
    "no trump": "NT", "no trumps": "NT", "club": "C", "clubs": "C", "diamond": "D", "diamonds": "D",
    "heart": "H", "hearts": "H", "spade": "S", "spades": "S",
    "т": "C", "б": "D", "ч": "H", "п": "S", "бк": "NT", "бт": "NT", "нт": "NT", "без козыря": "NT",
    "без козырей": "NT", "треф": "C", "трефа": "C", "трефы": "C", "трефу": "C", "трефой": "C", "бубен": "D",
    "бубна": "D", "бубны": "D", "бубну": "D", "бубной": "D", "червей": "H", "черва": "H", "червы": "H",
    "черву": "H", "червой": "H", "черви": "H", "пик": "S", "пика": "S", "пики": "S", "пику": "S", "пикой": "S",
    "трефами": "C", "бубнами": "D", "червами": "H", "червями": "H", "пиками": "S", "буба": "D", "бубу": "D",
    "бубы": "D", "бубой": "D",
    # the suit cut short after a level, as chat writes it («2 бубн», «3 черв»), and the spoken «бубей»
    "бубн": "D", "черв": "H", "бубей": "D", "bubn": "D", "cherv": "H",
    # the suits as players fondly call them («сказала две трефочки», «открыла одну бубночку»)
    "трефочка": "C", "трефочки": "C", "трефочку": "C", "трефочкой": "C", "трефочек": "C", "бубночка": "D",
    "бубночки": "D", "бубночку": "D", "бубночкой": "D", "бубночек": "D", "червочка": "H", "червочки": "H",
    "червочку": "H", "червочкой": "H", "червочек": "H",
    # Russian typed in Latin letters
    "tref": "C", "trefa": "C", "trefy": "C", "trefu": "C", "buben": "D", "bubna": "D", "bubny": "D", "bubnu": "D",
    "chervy": "H", "chervu": "H", "cherva": "H", "chervei": "H", "chervej": "H", "piki": "S", "piku": "S",
    "pika": "S", "pik": "S", "bk": "NT", "bez kozyrya": "NT", "bez kozyrja": "NT", "bez kozyrey": "NT",
    "bez kozyrej": "NT", "bez kozyrei": "NT",
    # «1 бэка»: the letters of «БК» said aloud, as chat spells them
    "бэка": "NT", "бека": "NT",
}
_DENOM_RE = "|".join(re.escape(k) for k in sorted(_DENOM_WORDS, key=len, reverse=True))
_BID_RE = cued(rf"{_B}([1-8])\s?({_DENOM_RE})(?=$|[^\w♠♥♦♣])", re.IGNORECASE)
# A level said in words ("две трефы", "one heart"): only before a whole suit word, never a one-letter suit.
LEVEL_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "один": 1, "одна": 1, "одну": 1, "одной": 1, "одного": 1, "две": 2, "два": 2, "двух": 2, "три": 3, "трех": 3,
    "трёх": 3, "четыре": 4, "четырех": 4, "четырёх": 4, "пять": 5, "пяти": 5, "шесть": 6, "шести": 6, "семь": 7,
    "семи": 7, "восемь": 8, "восьми": 8, "одним": 1, "двумя": 2, "тремя": 3, "четырьмя": 4, "пятью": 5,
    "шестью": 6, "семью": 7,
}
_WORD_DENOMS = {k: v for k, v in _DENOM_WORDS.items() if len(k) > 2 and k[0].isalpha()}
_WORD_BID_RE = cued(
    rf"{_B}({'|'.join(sorted(LEVEL_WORDS, key=len, reverse=True))})\s+"
    rf"({'|'.join(re.escape(k) for k in sorted(_WORD_DENOMS, key=len, reverse=True))}){_E}",
    re.IGNORECASE,
)
_OTHER_CALLS: dict[str, str] = {
    "pass": "P", "passed": "P", "пас": "P", "пасс": "P", "double": "X", "doubled": "X", "dbl": "X",
    "контра": "X", "контру": "X", "контрой": "X", "контры": "X", "redouble": "XX", "redoubled": "XX",
    "rdbl": "XX", "реконтра": "XX", "реконтру": "XX", "реконтрой": "XX", "реконтры": "XX",
}
_OTHER_RE = cued(rf"{_B}({'|'.join(sorted(_OTHER_CALLS, key=len, reverse=True))}){_E}", re.IGNORECASE)
_SYMBOL_CALL_RE = cued(rf"{_B}(XX|X|P){_E}")  # upper case only: "x" or "p" in prose are not calls

_SUIT_SYMBOLS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
_RANKS = {"2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9", "10": "T", "T": "T",
          "J": "J", "Q": "Q", "K": "K", "A": "A", "В": "J", "Д": "Q", "К": "K", "Т": "A"}
_RANK_CHARS = "2-9TJQKAВДКТ"
# rank first only for letters and 10: "4♠" is a bid far more often than a card
_CARD_SYMBOL_RE = cued(rf"([♠♤♥♡♦♢♣♧])(10|[{_RANK_CHARS}]){_E}|{_B}(10|[TJQKAВДКТ])([♠♤♥♡♦♢♣♧])")
_CARD_LETTER_RE = cued(rf"{_B}([SHDC]|[пчбт])(10|[{_RANK_CHARS}]){_E}")
_RANK_WORDS = {
    "ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9", "eight": "8", "seven": "7",
    "six": "6", "five": "5", "four": "4", "three": "3", "two": "2", "deuce": "2",
    "туз": "A", "туза": "A", "тузом": "A", "король": "K", "короля": "K", "королём": "K", "королем": "K",
    "дама": "Q", "даму": "Q", "дамой": "Q", "дамы": "Q", "валет": "J", "валета": "J", "валетом": "J",
    "десятка": "T", "десятку": "T", "десяткой": "T", "девятка": "9", "девятку": "9", "восьмёрка": "8",
    "восьмерка": "8", "восьмёрку": "8", "восьмерку": "8", "семёрка": "7", "семерка": "7", "семёрку": "7",
    "семерку": "7", "шестёрка": "6", "шестерка": "6", "шестёрку": "6", "шестерку": "6", "пятёрка": "5",
    "пятерка": "5", "пятёрку": "5", "пятерку": "5", "четвёрка": "4", "четверка": "4", "четвёрку": "4",
    "четверку": "4", "тройка": "3", "тройку": "3", "двойка": "2", "двойку": "2",
}
# the small cards as players fondly call them («выпала двоечка пик», «сбросил троечку»): a pattern of its own, whose
# cue («очк») keeps it off most texts (in _RANK_WORDS they would leave that pattern too many cues to test)
FOND_RANKS = {"двоечк": "2", "троечк": "3", "четвёрочк": "4", "четверочк": "4", "пятёрочк": "5", "пятерочк": "5",
              "шестёрочк": "6", "шестерочк": "6", "семёрочк": "7", "семерочк": "7", "десяточк": "T"}
_SUIT_WORDS = {k: v for k, v in _DENOM_WORDS.items() if len(k) > 2 and v != "NT"}
_CARD_WORDS_RE = cued(
    rf"{_B}({'|'.join(sorted(_RANK_WORDS, key=len, reverse=True))})\s+(?:of\s+)?"
    rf"({'|'.join(sorted(_SUIT_WORDS, key=len, reverse=True))}|[♠♥♦♣]){_E}",
    re.IGNORECASE,
)
_FOND_CARD_RE = cued(
    rf"{_B}({'|'.join(sorted(FOND_RANKS, key=len, reverse=True))})(?:а|у|ой)\s+"
    rf"({'|'.join(sorted(_SUIT_WORDS, key=len, reverse=True))}|[♠♥♦♣]){_E}",
    re.IGNORECASE,
)

ABSOLUTE_SEATS = {
    "north": "N", "south": "S", "east": "E", "west": "W", "север": "N", "севера": "N", "северу": "N",
    "северный": "N", "юг": "S", "юга": "S", "югу": "S", "южный": "S", "восток": "E", "востока": "E",
    "востоку": "E", "восточный": "E", "запад": "W", "запада": "W", "западу": "W", "западный": "W",
    # the other cases («перепрыгнув через Севера», «очередь была за Югом», «я на Юге») and Latin letters
    "севером": "N", "севере": "N", "югом": "S", "юге": "S", "востоком": "E", "востоке": "E", "западом": "W",
    "западе": "W", "sever": "N", "severa": "N", "severu": "N", "yug": "S", "yuga": "S", "yugu": "S", "vostok": "E",
    "vostoka": "E", "vostoku": "E", "zapad": "W", "zapada": "W", "zapadu": "W",
}
RELATIVE_SEATS = {
    "partner": "partner", "партнёр": "partner", "партнер": "partner", "партнёра": "partner", "партнера": "partner",
    "партнёру": "partner", "партнеру": "partner", "lho": "lho", "левый": "lho", "левого": "lho", "слева": "lho",
    "rho": "rho", "правый": "rho", "правого": "rho", "справа": "rho", "i": "me", "я": "me", "my": "me",
    "me": "me", "мой": "me", "моей": "me", "моя": "me", "мою": "me", "моего": "me", "мне": "me", "меня": "me",
    "мной": "me",
    # spelt out: "my left-hand opponent", "the right hand opponent" (the seat, not the side)
    "left-hand opponent": "lho", "left hand opponent": "lho",
    "right-hand opponent": "rho", "right hand opponent": "rho",
}
_ABS_RE = cued(rf"{_B}({'|'.join(sorted(ABSOLUTE_SEATS, key=len, reverse=True))}){_E}", re.IGNORECASE)
_ABS_LETTER_RE = cued(rf"{_B}([NESW]){_E}")  # a lone capital letter; lower-case "s"/"e" are too common
_REL_RE = cued(rf"{_B}({'|'.join(sorted(RELATIVE_SEATS, key=len, reverse=True))}){_E}", re.IGNORECASE)


@dataclass(frozen=True)
class Found:
    """One thing found in the text: what it is (canonical), where it starts and ends."""

    value: str
    start: int
    end: int


def find_calls(text: str) -> list[Found]:
    """Every call in ``text`` in reading order, canonical (``1D``, ``3NT``, ``8S``, ``P``, ``X``, ``XX``).

    A level-8 bid is kept (Law 38 is about exactly that); callers decide what to do with it.
    """
    found = [Found(f"{m[1]}{_lookup(_DENOM_WORDS, m[2])}", m.start(), m.end()) for m in _BID_RE.finditer(text)]
    found += [Found(f"{_lookup(LEVEL_WORDS, m[1])}{_lookup(_WORD_DENOMS, m[2])}", m.start(), m.end())
              for m in _WORD_BID_RE.finditer(text)]
    found += [Found(_lookup(_OTHER_CALLS, m[1]), m.start(), m.end()) for m in _OTHER_RE.finditer(text)]
    found += [Found(m[1], m.start(), m.end()) for m in _SYMBOL_CALL_RE.finditer(text)]
    return _without_overlaps(found)


def find_cards(text: str) -> list[Found]:
    """Every card in ``text`` (``♠K``, ``K♠``, ``SK``, ``пК``, ``king of spades``, ``король пик``), canonical."""
    found: list[Found] = []
    for m in _CARD_SYMBOL_RE.finditer(text):
        suit, rank = (m[1], m[2]) if m[1] else (m[4], m[3])
        found.append(Found(_SUIT_SYMBOLS[suit] + _RANKS[rank.upper()], m.start(), m.end()))
    for m in _CARD_LETTER_RE.finditer(text):
        suit = {"п": "S", "ч": "H", "б": "D", "т": "C"}.get(m[1], m[1])
        found.append(Found(suit + _RANKS[m[2]], m.start(), m.end()))
    for m in _CARD_WORDS_RE.finditer(text):
        suit = _SUIT_SYMBOLS.get(m[2]) or _lookup(_SUIT_WORDS, m[2])
        found.append(Found(suit + _lookup(_RANK_WORDS, m[1]), m.start(), m.end()))
    for m in _FOND_CARD_RE.finditer(text):
        suit = _SUIT_SYMBOLS.get(m[2]) or _lookup(_SUIT_WORDS, m[2])
        found.append(Found(suit + _lookup(FOND_RANKS, m[1]), m.start(), m.end()))
    return _without_overlaps(found)


def find_seats(text: str) -> list[Found]:
    """Seat words: absolute (``N``…``W``) and relative (``partner``, ``lho``, ``rho``, ``me``), in reading order."""
    found = [Found(_lookup(ABSOLUTE_SEATS, m[1]), m.start(), m.end()) for m in _ABS_RE.finditer(text)]
    found += [Found(m[1], m.start(), m.end()) for m in _ABS_LETTER_RE.finditer(text)]
    found += [Found(_lookup(RELATIVE_SEATS, m[1]), m.start(), m.end()) for m in _REL_RE.finditer(text)]
    return _without_overlaps(found)


ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "перв": 1, "втор": 2, "трет": 3, "четвёрт": 4, "четверт": 4, "пят": 5, "шест": 6, "седьм": 7, "восьм": 8,
    "девят": 9, "десят": 10, "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13,
}
_ORDINAL_RE = "|".join(sorted(ORDINALS, key=len, reverse=True))


def find_number_after(text: str, words: tuple[str, ...], low: int, high: int) -> int | None:
    """The number written right after (or just before) one of ``words``: ``board 5``, ``доска 5``, ``3-й взятке``,
    or an ordinal word before it: ``third trick``, ``на третьей взятке``."""
    alternatives = "|".join(words)
    ordinal = re.search(rf"{_B}({_ORDINAL_RE})\w*\s+(?:{alternatives})", text, re.IGNORECASE)
    if ordinal and low <= _lookup(ORDINALS, ordinal[1]) <= high:
        return _lookup(ORDINALS, ordinal[1])
    after = re.search(rf"{_B}(?:{alternatives})\w*\s*(?:№|#|no\.?|n)?\s*(\d{{1,4}}){_E}", text, re.IGNORECASE)
    before = re.search(rf"{_B}(\d{{1,2}})(?:-?\w{{1,3}})?\s+(?:{alternatives})", text, re.IGNORECASE)
    for match in (after, before):
        if match and low <= int(match[1]) <= high:
            return int(match[1])
    return None


def _lookup(table: dict[str, _V], matched: str) -> _V:
    """The entry a case-insensitive match stands for. ``re.IGNORECASE`` matches by simple case folding, so
    ``ſ`` matches ``s``, ``İ`` matches ``i`` and ``K`` (Kelvin) matches ``k``, but ``.lower()`` keeps ``ſ`` and
    turns ``İ`` into two characters: when the plain lookup misses, the key the regex matched is found the way the
    regex found it."""
    value = table.get(matched.lower())
    if value is not None:
        return value
    for key, value in table.items():
        if re.fullmatch(re.escape(key), matched, re.IGNORECASE):
            return value
    raise KeyError(matched)  # unreachable: every pattern is built from its table's keys


def _without_overlaps(found: list[Found]) -> list[Found]:
    """Longest match wins where two finds overlap; result in reading order."""
    kept: list[Found] = []
    for item in sorted(found, key=lambda f: (f.start, -(f.end - f.start))):
        if kept and item.start < kept[-1].end:
            continue
        kept.append(item)
    return kept


def blank(match: re.Match[str]) -> str:
    """A ``re.sub`` replacement that blanks what it matched and keeps every later position where it was (a reader
    that removes a phrase — "реконтры не было", a hypothetical clause — still finds the rest at its own offsets)."""
    return " " * len(match.group())

