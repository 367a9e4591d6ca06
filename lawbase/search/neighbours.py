"""Russian typed the Belarusian and the Ukrainian way, put the Russian way (``lawbase/data/search_neighbours.json``).

Club players from Belarus and Ukraine write bridge Russian with their own letters and words: in Latin letters the
Belarusian Łacinka (``kali ja ŭzho pahliadzieŭ karty``: ł ć ś ź ŭ, h for «г», dz and c for the soft «д» and «т»,
the past tense in ŭ) or the Ukrainian habits (``shcho mozhe zrobyty rozyhryvaiuchyi``: h for «г», y for «и»); in
Cyrillic the letters і ў ї є ґ and words such as «шо», «чи», «нема», «суддзя», «черга». Search and the situation
reader know Russian in Cyrillic and in the common Latin spelling, so such a text is put in one of them before they
read it: a Latin text in the common Latin spelling of Russian (``kogda ja uzhe pogljadel karty``), a Cyrillic one in
Russian letters. The common words that differ are looked up whole (the data's word lists); every other word of such
a text goes through the letter rules, in order. A text with none of the marks (a letter or a word no Russian or
English text has) is returned as the same object: most texts stop at two scans in C.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*'?")
_CHAT_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*'?")
# English function words (none of them a Belarusian or Ukrainian word of the lists): a text with as many of them as
# words to respell is English
_ENGLISH_TEXT = (
    "the a an is are was were be been can could should would will what when who how why of in at on to his her he "
    "she it you we they does did and or but if not with for this that there me him them its has have had my your our"
)
_ENGLISH = frozenset(_ENGLISH_TEXT.split())
_PLAIN = str.maketrans("łŭćśźń", "lucszn")
_LATIN_TEXT = re.compile(r"[a-zA-ZłŁŭŬćĆśŚźŹńŃ]")
_CYRILLIC_TEXT = re.compile("[\u0400-\u04ff]")


@dataclass(frozen=True)
class Tongue:
    """One alphabet's part of the data: whole words, the marks that tell such a text, and the letter rules."""

    words: dict[str, str]
    word: re.Pattern[str]  # what a word is: letters, and for chat's spelling the digits it writes letters with
    marks: re.Pattern[str]  # a letter or sound no Russian text in this alphabet has, or a word of ``words``
    letters: re.Pattern[str]  # the letters and sounds alone
    weak: frozenset[str]  # words that are also another word (Russian «мае», English "take"): read on more marks
    weak_needs: int  # how many marks a text without a letter mark needs for its weak words to be read
    rules: tuple[tuple[re.Pattern[str], str], ...]

    def respell(self, text: str) -> str:
        """``text`` put the Russian way when it holds a mark, else ``text`` itself; an English text with a word
        that is a mark («Kali revoked», "an ewe") stays as it is: it has more English function words than words
        respelt."""
        if not self.marks.search(text):
            return text
        changed = 0
        weak_too = self.weak_needs <= 1 or bool(self.letters.search(text)) or len(
            self.marks.findall(text)) >= self.weak_needs

        def one(match: re.Match[str]) -> str:
            nonlocal changed
            typed = match.group()
            out = typed if not weak_too and typed.lower() in self.weak else self._word(typed)
            changed += out != typed
            return out

        respelt = self.word.sub(one, text)
        english = sum(map(_ENGLISH.__contains__, self.word.findall(text.lower())))
        return respelt if changed > english else text

    def _word(self, typed: str) -> str:
        """One word: looked up whole, else put through the letter rules (a capital kept)."""
        lower = typed.lower()
        out = self.words.get(lower)
        if out is None:
            out = self.words.get(lower.translate(_PLAIN))  # «ŭzho» is the «uzho» of the list
        if out is None:
            out = lower
            for pattern, replacement in self.rules:
                out = pattern.sub(replacement, out)
        if out == lower:
            return typed
        return out[:1].upper() + out[1:] if typed[:1].isupper() else out


def _tongue(data: dict[str, object], alphabet: str) -> Tongue:
    words = {key.lower(): value for key, value in dict(data[f"{alphabet}_words"]).items()}  # type: ignore[call-overload]
    weak = set(data[f"{alphabet}_weak"])  # type: ignore[call-overload]
    strong = sorted((w for w in words if w not in weak), key=len, reverse=True)
    letters = str(data[f"{alphabet}_markers"])
    marks = re.compile(rf"{letters}|(?<![^\W\d_])(?:{'|'.join(map(re.escape, strong))})(?![^\W\d_])", re.IGNORECASE)
    rules = tuple((re.compile(pattern), replacement) for pattern, replacement in data[f"{alphabet}_rules"])  # type: ignore[attr-defined]
    needs = int(data[f"{alphabet}_weak_needs"])  # type: ignore[call-overload]
    return Tongue(words, _CHAT_WORD if alphabet == "chat" else _WORD, marks, re.compile(letters, re.IGNORECASE),
                  frozenset(weak), needs, rules)


@lru_cache(maxsize=1)
def tongues() -> tuple[Tongue, Tongue, Tongue]:
    """The Latin, the Cyrillic and the chat part of ``search_neighbours.json``."""
    data = json.loads((resources.files("lawbase") / "data" / "search_neighbours.json").read_text(encoding="utf-8"))
    return _tongue(data, "latin"), _tongue(data, "cyrillic"), _tongue(data, "chat")


def from_neighbour_spelling(text: str) -> str:
    """``text`` with Russian typed the Belarusian or the Ukrainian way put the Russian way (``kali nie skazaŭ`` →
    ``kogda ne skazal``, «шо сказаў суддзя» → «что сказал судья»); the same object when it has no such mark."""
    latin, cyrillic, chat = tongues()
    if _CYRILLIC_TEXT.search(text):
        return cyrillic.respell(text)
    return chat.respell(latin.respell(text)) if _LATIN_TEXT.search(text) else text
