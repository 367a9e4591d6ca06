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
    strong: frozenset[str]  # the words of ``words`` that no Russian or English text has: each a mark
    letters: re.Pattern[str] | None  # the letters no Russian text in this alphabet has: marks too (one char class)
    sounds: tuple[tuple[str, re.Pattern[str]], ...]  # spellings no Russian text has, each tried (on the lower-case
    # text) only when its letters are there: an alternation tried at every place of a text is what costs
    weak: frozenset[str]  # words that are also another word (Russian «мае», English "take"): read on more marks
    weak_needs: int  # how many marks a text without a letter mark needs for its weak words to be read
    rules: tuple[tuple[re.Pattern[str], str], ...]
    word_signs: tuple[tuple[str, re.Pattern[str]], ...] = ()  # spellings that mark one word only, not a text

    def respell(self, text: str, typed_words: list[str]) -> str:
        """``text`` put the Russian way when it holds a mark, else ``text`` itself; an English text with a word
        that is a mark («Kali revoked», "an ewe") stays as it is: it has more English function words than words
        respelt. ``typed_words``: the text's words, lower case (digits kept); the marks are looked up word by word
        in a set (an alternation of the lists' words tried at every place of the text cost ~0.5 ms a text)."""
        marks = sum(map(self.strong.__contains__, typed_words))
        lettered = self.letters is not None and self.letters.search(text) is not None
        if not lettered and self.sounds:
            lower = text.lower()
            lettered = any(key in lower and sound.search(lower) for key, sound in self.sounds)
        if not marks and not lettered:
            return text
        weak_too = lettered or marks >= self.weak_needs
        changed = 0

        def one(match: re.Match[str]) -> str:
            nonlocal changed
            typed = match.group()
            lower = typed.lower()
            if lower in self.weak:
                out = self._word(typed) if weak_too else typed
            elif lower in self.words or lower.translate(_PLAIN) in self.words or self._signed(lower):
                out = self._word(typed)
            else:  # Russian in the common Latin spelling (hod, informaciju), English, a seat or a call's suit (2H)
                out = typed
            changed += out != typed
            return out

        respelt = self.word.sub(one, text)
        english = sum(map(_ENGLISH.__contains__, typed_words))
        return respelt if changed > english else text

    def _signed(self, lower: str) -> bool:
        """Whether the word itself carries a sign of the neighbours' spelling: only such a word goes through the
        letter rules (a text's one mark must not send its Russian-translit and English words through them)."""
        if self.letters is not None and self.letters.search(lower):
            return True
        return any(key in lower and sound.search(lower) for key, sound in self.sounds + self.word_signs)

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
    weak = frozenset(data[f"{alphabet}_weak"])  # type: ignore[call-overload]
    letters = str(data[f"{alphabet}_letters"])
    sounds = tuple((key, re.compile(pattern)) for key, pattern in dict(data[f"{alphabet}_sounds"]).items())  # type: ignore[call-overload]
    rules = tuple((re.compile(pattern), replacement) for pattern, replacement in data[f"{alphabet}_rules"])  # type: ignore[attr-defined]
    needs = int(data[f"{alphabet}_weak_needs"])  # type: ignore[call-overload]
    signs = tuple((key, re.compile(pattern)) for key, pattern in dict(data.get(f"{alphabet}_word_signs", {})).items())  # type: ignore[call-overload]
    return Tongue(words, _CHAT_WORD if alphabet == "chat" else _WORD, frozenset(words) - weak,
                  re.compile(letters) if letters else None, sounds, weak, needs, rules, signs)


@lru_cache(maxsize=1)
def tongues() -> tuple[Tongue, Tongue, Tongue]:
    """The Latin, the Cyrillic and the chat part of ``search_neighbours.json``."""
    data = json.loads((resources.files("lawbase") / "data" / "search_neighbours.json").read_text(encoding="utf-8"))
    return _tongue(data, "latin"), _tongue(data, "cyrillic"), _tongue(data, "chat")


@lru_cache(maxsize=256)
def from_neighbour_spelling(text: str) -> str:
    """``text`` with Russian typed the Belarusian or the Ukrainian way put the Russian way (``kali nie skazaŭ`` →
    ``kogda ne skazal``, «шо сказаў суддзя» → «что сказал судья»); the same object when it has no such mark. Kept
    for the last texts: search cleans one query in several places."""
    latin, cyrillic, chat = tongues()
    typed_words = _CHAT_WORD.findall(text.lower())  # the words of every tongue («o4ki» is no Latin list's word)
    if _CYRILLIC_TEXT.search(text):
        return cyrillic.respell(text, typed_words)
    if not _LATIN_TEXT.search(text):
        return text
    respelt = latin.respell(text, typed_words)
    return chat.respell(respelt, typed_words if respelt is text else _CHAT_WORD.findall(respelt.lower()))
