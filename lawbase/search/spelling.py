"""Typos mended before the situation reader reads: ``заяквка`` is read as ``заявка``, ``вочередь`` as ``в очередь``.

Why: the lexicon's triggers and the section readers match words and stems; one slipped letter in the word that
carries the situation (``ренонс`` typed ``ренонз``) loses it, and players in a chat type fast on phones. The
reader cannot know every misspelling; a speller that knows the words people use can put most of them back.

What it knows: the words of the book (the index's folded forms), the lexicon's own words (not its prefixes:
``вистуюший`` starts like ``вистующий`` but the search's stems are whole words), the words of the labelled
phrasings (not those of the ``typo`` group, whose misspellings are the point), and a Russian morphological
dictionary (pymorphy3), which keeps real words that are in none of these from being "corrected" into a word we
happen to know. A Cyrillic word of at least ``MIN_WORD`` letters that none of them knows gets the phrasings' word
nearest to it: one edit away (two for words of ``LONG_WORD`` letters or more, but not two letters dropped or added:
``недоиграли`` is not ``доиграли``; a swap of two neighbouring letters is one edit), the commonest of the nearest,
written as the phrasings spell it, with the typed word's capitals. A one-letter preposition glued to a known word
is split off instead (unless a word one slip away is not that word: ``сиграли`` is ``сыграли``), and a particle
typed without its hyphen gets it back (``чтото``).

Deterministic and pure. Built per phrasing bank (so a dev file left out of the bank leaves its words out of the
speller too: the leave-one-file-out figures stay honest) and lazily: the vocabulary only when a word is unknown
to the cheap checks, the dictionary only when a word is unknown to our own words.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache
from typing import Any

from rapidfuzz import process
from rapidfuzz.distance import OSA

from lawbase.search.cache import get_index
from lawbase.search.examples import bank
from lawbase.search.glue import asked_split
from lawbase.search.normalize import fold_key
from lawbase.search.stem import stem_ru

MIN_WORD = 5  # shorter words are too often another real word one letter away ("пики" / "пика")
LONG_WORD = 8  # from this length two edits are still one word, not another
MIN_REST = 4  # a glued preposition is split off only a word this long ("вочередь")
PARTICLES = ("нибудь", "либо", "то")  # typed without their hyphen: "чтото", "ктонибудь"
PREPOSITIONS = "вксуо"  # one-letter prepositions typed glued to the next word ("вочередь", "кпартнеру")
COMMON = 2  # a phrasings' word written this often is known (once may be a slip: "вочередь" in a situation)
MAX_REMEMBERED = 20_000  # verdicts kept per speller (chat repeats its words)
_CYRILLIC = re.compile(r"[А-Яа-яЁё]+")


@lru_cache(maxsize=1)
def dictionary() -> Any:
    """The Russian morphological dictionary (pymorphy3's, ~0.1 s to load, ~3 µs a lookup)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


class Speller:
    """Mends the typos of one text against a vocabulary: the book, the lexicon and one bank's phrasings."""

    def __init__(self, index: Any, phrasings: Any) -> None:
        self._index = index
        self._phrasings = phrasings
        self._verdicts: dict[str, str | None] = {}
        self._kept: set[str] = set()  # words as typed that stay as they are (remembered with the verdicts)
        self._vocabulary: _Vocabulary | None = None

    def prepare(self) -> None:
        """Build the vocabulary and load the dictionary now (``warm()``), not at the first unknown word."""
        self._vocabulary_now()
        dictionary()

    def mend(self, text: str) -> str:
        """The text with each unknown word replaced by its mended spelling; the same text when nothing changed.

        Most texts have no typo: when every Cyrillic word of the text is one already seen to stay as typed, the
        text is returned at once (one set test) instead of each word being asked about in turn."""
        if not isinstance(text, str):
            return ""
        words = _CYRILLIC.findall(text)
        if not words or self._kept.issuperset(words):
            return text
        return _CYRILLIC.sub(self._mended_word, text)

    def _mended_word(self, found: re.Match[str]) -> str:
        word = found.group(0)
        plain = slang().get(word.lower())  # "соперы", "деф", "паснул": the word the readers know
        if plain is not None:
            return _cased(plain, word)
        if len(word) < MIN_WORD:
            self._keep(word)
            return word
        lower = word.lower()
        if lower not in self._verdicts:
            if len(self._verdicts) >= MAX_REMEMBERED:
                self._verdicts.clear()
                self._kept.clear()
            self._verdicts[lower] = self._verdict(lower)
        mended = self._verdicts[lower]
        if mended is None:
            self._keep(word)
            return word
        return _cased(mended, word)

    def _keep(self, word: str) -> None:
        """Remember a word as typed that stays as it is (its verdict is a pure function of the word)."""
        if len(self._kept) >= MAX_REMEMBERED:
            self._kept.clear()
        self._kept.add(word)

    def _verdict(self, lower: str) -> str | None:
        """The word's mended spelling (lower case), or None when it is known or nothing near it is."""
        if self._known(lower):
            return None
        asked = asked_split(lower)  # «чтоэто», «чтотакое»: a definition question's words glued, not «что-то»
        if asked is not None:
            return asked
        split = _particle_split(lower)  # "чтото", "ктонибудь": the hyphen left out
        if split is not None and self._known(split[0]):
            return "-".join(split)
        said = lower.replace("щ", "сч")  # typed as said: «щитать», «пощитали», «щётчик» (сч is said щ)
        if said != lower and self._known(said):
            return said
        nearest = self._nearest(lower)
        glued = lower[0] in PREPOSITIONS and len(lower) > MIN_REST and self._known(lower[1:])
        if glued and nearest in (None, lower[1:]):  # "вочередь"; but "сиграли" is "сыграли", not "с играли"
            return f"{lower[0]} {lower[1:]}"
        return nearest

    def _known(self, lower: str) -> bool:
        key = fold_key(lower)
        if key in self._index.forms or key in _lexicon_words():
            return True
        vocabulary = self._vocabulary_now()
        if (key in vocabulary.words or stem_ru(lower) in vocabulary.stems) and not _particle_glued(lower):
            return True
        return bool(dictionary().word_is_known(lower))

    def _nearest(self, lower: str) -> str | None:
        vocabulary = self._vocabulary_now()
        near = vocabulary.one_slip(lower)
        best = self._best(lower, near, vocabulary.counts)
        if best is None and len(lower) >= LONG_WORD:  # a long word may have slipped twice
            best = self._best(lower, vocabulary.two_slips(lower), vocabulary.counts)
        return best

    @staticmethod
    def _best(lower: str, near: list[tuple[str, int]], counts: Counter[str]) -> str | None:
        """The commonest of the nearest words, or None when none may stand for ``lower``."""
        seen = counts[lower]  # written once in a phrasing: a slip there too, unless a commoner word is near
        near = [hit for hit in near if hit[0] != lower and (not seen or counts[hit[0]] >= max(COMMON, seen + 1))]
        if not near:
            return None
        return min(near, key=lambda hit: (hit[1], -counts[hit[0]], hit[0]))[0]

    def _vocabulary_now(self) -> _Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = _Vocabulary(self._index, self._phrasings)
        return self._vocabulary


class _Vocabulary:
    """The phrasings' words (not the typo group's) with their counts; the folded keys and stems of the common ones
    and the stems of the book's forms (what is known); each word under each of its one-letter deletions (what is
    one slip away, found by a few lookups instead of a scan: the symmetric-delete method)."""

    def __init__(self, index: Any, phrasings: Any) -> None:
        self.counts: Counter[str] = Counter()
        for phrasing in phrasings:
            if getattr(phrasing, "group", "") != "typo":
                self.counts.update(w.lower() for w in _CYRILLIC.findall(phrasing.text))
        self.by_length: dict[int, list[str]] = {}
        self.deletes: dict[str, list[str]] = {}
        for word in sorted(self.counts):
            self.by_length.setdefault(len(word), []).append(word)
            for form in {word, *_deletions(word)}:
                self.deletes.setdefault(form, []).append(word)
        common = [w for w, n in self.counts.items() if n >= COMMON]  # a word written once may be a slip of its own
        self.words = frozenset(fold_key(w) for w in common)
        self.stems = frozenset(stem_ru(w) for w in common) | frozenset(stem_ru(form) for form in index.forms)

    def one_slip(self, lower: str) -> list[tuple[str, int]]:
        """The words one edit (or one swap of neighbours) from ``lower``, with their distance: every such pair
        shares a one-letter deletion (or one is the other's)."""
        found = {w for form in {lower, *_deletions(lower)} for w in self.deletes.get(form, ())}
        return [(w, d) for w in sorted(found) if (d := OSA.distance(lower, w, score_cutoff=1)) <= 1]

    def two_slips(self, lower: str) -> list[tuple[str, int]]:
        """The words two edits from ``lower`` and of about its length (two letters dropped or added make another
        word: ``недоиграли`` is not ``доиграли``)."""
        choices = [w for n in range(len(lower) - 1, len(lower) + 2) for w in self.by_length.get(n, ())]
        return [(w, d) for w, d, _ in process.extract(lower, choices, scorer=OSA.distance, score_cutoff=2,
                                                      limit=None)]


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


@lru_cache(maxsize=1)
def slang() -> dict[str, str]:
    """Chat slang → the plain word (``lawbase/data/slang.json``): «сопер» is «соперник», «деф» a defender,
    «разыгр» declarer. The readers match the plain words; a slang word is no typo (it is often known to the
    dictionary or the phrasings, so the speller would leave it), so it is looked up first, by its whole form."""
    from importlib import resources

    data = json.loads((resources.files("lawbase") / "data" / "slang.json").read_text(encoding="utf-8"))
    return {key.lower(): value for key, value in data["words"].items()}


@lru_cache(maxsize=1)
def _lexicon_words() -> frozenset[str]:
    from lawbase.search.concepts import lexicon

    return frozenset(lexicon().exact)


def _particle_split(lower: str) -> tuple[str, str] | None:
    """A word ending in a particle after a head of 3+ letters, as (head, particle): "чтото" → ("что", "то")."""
    for particle in PARTICLES:
        head = lower[: -len(particle)]
        if lower.endswith(particle) and len(head) >= 3:
            return head, particle
    return None


def _particle_glued(lower: str) -> bool:
    """Whether a word is a particle typed without its hyphen ("чтото"): a real word and a particle, and no word
    itself. Players write it so often that the phrasings hold it (twice in one /ask set): their spelling must not
    make it known ("просто" stays: the dictionary knows it)."""
    split = _particle_split(lower)
    return split is not None and bool(dictionary().word_is_known(split[0])) and not dictionary().word_is_known(lower)


def _cased(mended: str, typed: str) -> str:
    """The mended word with the typed word's capitals: all capitals, or the first letter."""
    if len(typed) > 1 and typed.isupper():
        return mended.upper()
    return mended[:1].upper() + mended[1:] if typed[:1].isupper() else mended


_SPELLERS: dict[tuple[int, int], tuple[Any, Any, Speller]] = {}  # (id of index, id of bank) → both, and theirs
MAX_SPELLERS = 8  # the shipped bank's, and a few left-out banks' at a time in the benches


def speller(index: Any, examples: Any) -> Speller:
    """The speller of an index and a phrasing bank (anything with ``phrasings``, or the phrasings), one per pair:
    the benches' left-out banks each get their own. (Neither is hashable; both are kept, so ids stay theirs.)"""
    key = (id(index), id(examples))
    held = _SPELLERS.get(key)
    if held is None:
        if len(_SPELLERS) >= MAX_SPELLERS:
            _SPELLERS.pop(next(iter(_SPELLERS)))
        phrasings = examples.phrasings if hasattr(examples, "phrasings") else examples
        held = _SPELLERS[key] = (index, examples, Speller(index, phrasings))
    return held[2]


def mend(text: str, index: Any = None, examples: Any = None) -> str:
    """``text`` with its typos mended (see the module's docstring); ``index`` and ``examples`` default to the
    shipped index and phrasing bank."""

    return speller(index if index is not None else get_index(), examples if examples is not None else bank()).mend(
        text)
