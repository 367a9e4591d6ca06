"""One word → the index keys that may express it: its stem, a typo's nearest word of the book, the Cyrillic of a
transliterated word, a wrong keyboard layout, the other aspect of a verb, the stems of one root Snowball cut apart.

A word's alternatives depend only on the index and the word, so they are worked out once per index and word
(``Runtime.cache``: chat repeats its words) and each query gets its own copy to rewrite. Typo guesses compare the
word only with the book's words of a length within reach (a longer or shorter word is more edits away than allowed).
"""

from __future__ import annotations

import bisect

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from lawbase.search.index import Index, Keyer
from lawbase.search.normalize import fold_key, is_cyrillic, is_latin
from lawbase.search.slot import (
    ASPECT,
    ASPECTS,
    EXACT,
    KNOWN_EXTENSION,
    LAYOUT,
    PREFIX,
    TRANSLIT,
    TYPO1,
    TYPO2,
    Slot,
)
from lawbase.search.stem import stem_en
from lawbase.search.translit import layout_to_english, layout_to_russian, skeleton, to_cyrillic

PREFIX_CUTS = 4
EXTEND_KNOWN = True
PREFIX_MIN = 5  # shorter stems are too ambiguous to extend or cut (``пас``, ``пар``, ``карт``)
PREFIX_FANOUT = 6
VOCABULARIES = ("forms", "skeletons", "english")  # the index's tables a typo is looked up in


def word_slot(index: Index, keyer: Keyer, word: str) -> Slot:
    """The slot of one word (a fresh one: the caller may rewrite it)."""
    memo = index.runtime.cache("word")
    alts = memo.get(word)
    if alts is None:
        alts = memo[word] = tuple(_word_slot(index, keyer, word).alts.items())
    return Slot(word, dict(alts))


def _word_slot(index: Index, keyer: Keyer, word: str) -> Slot:
    slot = Slot(word)
    if word.isdigit():
        if word in index.postings:
            slot.add(word, EXACT)
        return slot
    if is_cyrillic(word):
        _cyrillic_alts(index, keyer, word, slot)
    elif is_latin(word):
        _latin_alts(index, keyer, word, slot)
    return slot


def _cyrillic_alts(index: Index, keyer: Keyer, word: str, slot: Slot, scale: float = 1.0) -> None:
    form = fold_key(word)
    key = index.forms.get(form) or keyer.word(word)
    if key and key in index.postings:
        slot.add(key, EXACT * scale)
        if EXTEND_KNOWN and len(key) >= PREFIX_MIN:
            _extensions(index, key, slot, KNOWN_EXTENSION * scale)
        for other in aspect_partners(key) if ASPECTS else ():
            if other in index.postings:
                slot.add(other, ASPECT * scale)
        return
    if scale == 1.0 and _wrong_layout(index, keyer, layout_to_english(word), slot):
        return
    if key and _prefix_alts(index, key, slot, scale):
        return
    for found, distance in _nearest(index, "forms", form):
        slot.add(index.forms[found], (TYPO1 if distance == 1 else TYPO2) * scale)


def aspect_partners(key: str) -> list[str]:
    """The other aspect of a verb stem: ``указа`` (указал) ↔ ``указыва`` (указывает), ``показ`` ↔ ``показыва``.

    Russian makes a verb imperfective with -ыва-/-ива-; Snowball leaves the two aspects on different stems, and
    a player's past tense (``болван указал``) must meet the book's present (``болван указывает``).
    """
    if len(key) < 4:
        return []
    if key.endswith(("ыва", "ива")):
        return [key[:-3], key[:-3] + "а"]
    base = key[:-1] if key.endswith("а") else key
    return [base + "ыва", base + "ива"]


def _extensions(index: Index, key: str, slot: Slot, weight: float) -> None:
    """Longer stems of the same root as a known stem (``исправ`` → ``исправлен``): a verb and its noun."""
    start = bisect.bisect_left(index.ru_keys, key)
    for other in index.ru_keys[start + 1 : start + 1 + PREFIX_FANOUT]:
        if not other.startswith(key):
            break
        slot.add(other, weight)


def _wrong_layout(index: Index, keyer: Keyer, converted: str, slot: Slot) -> bool:
    """A word typed on the other keyboard layout: accepted only when the converted word is a word of the book."""
    if len(converted) < 3:
        return False
    key = index.forms.get(fold_key(converted)) if is_cyrillic(converted) else index.english.get(converted)
    if key and key in index.postings:
        slot.add(key, LAYOUT)
        return True
    return False


def _prefix_alts(index: Index, key: str, slot: Slot, scale: float) -> bool:
    """Stems of one root that Snowball cut differently (``исправ``/``исправлен``, ``заглянул``/``заглядыва``).

    The stem itself, then ever shorter cuts of it (down to ``PREFIX_MIN`` letters), are looked up as prefixes of
    the book's stems; the first cut that finds any gives the alternatives, weighted down by how much was cut.
    """
    if len(key) < PREFIX_MIN:
        return False
    for cut in range(len(key), max(PREFIX_MIN, len(key) - PREFIX_CUTS) - 1, -1):
        stem = key[:cut]
        start = bisect.bisect_left(index.ru_keys, stem)
        found = [k for k in index.ru_keys[start : start + PREFIX_FANOUT] if k.startswith(stem)]
        if found:
            weight = PREFIX * scale * (0.9 ** (len(key) - cut))
            for other in found:
                slot.add(other, weight)
            return True
    return False


def _latin_alts(index: Index, keyer: Keyer, word: str, slot: Slot) -> None:
    english = "en:" + stem_en(word)
    if english in index.postings:
        slot.add(english, EXACT)
    key = index.skeletons.get(skeleton(word))
    if key and key in index.postings:
        slot.add(key, TRANSLIT)
        return
    if english in index.postings:
        return
    if _wrong_layout(index, keyer, layout_to_russian(word), slot):
        return
    before = len(slot.alts)
    _cyrillic_alts(index, keyer, to_cyrillic(word), slot, TRANSLIT)
    if len(slot.alts) > before:
        return
    for found, distance in _nearest(index, "skeletons", skeleton(word)):
        slot.add(index.skeletons[found], (TYPO1 if distance == 1 else TYPO2) * TRANSLIT)
    for found, distance in _nearest(index, "english", word):
        slot.add(index.english[found], TYPO1 if distance == 1 else TYPO2)


def _nearest(index: Index, vocabulary: str, word: str) -> list[tuple[str, int]]:
    """Words of one of the index's tables (``VOCABULARIES``) within 1 edit of ``word`` (2 for words of 8+ letters);
    words under 3 letters are not guessed."""
    if len(word) < 3:
        return []
    memo = index.runtime.cache("nearest:" + vocabulary)
    found = memo.get(word)
    if found is None:
        found = memo[word] = _nearest_in(_within_reach(index, vocabulary, len(word)), word)
    return found


def _within_reach(index: Index, vocabulary: str, length: int) -> list[str]:
    """The table's words whose length is within the edits allowed for a word of ``length`` letters, in the table's
    order (rapidfuzz breaks ties by position, so the guesses are those of the whole table)."""
    limit = 1 if length < 8 else 2
    windows = index.runtime.cache("reach:" + vocabulary)
    window: list[str] | None = windows.get(length)
    if window is None:
        table: dict[str, str] = getattr(index, vocabulary)
        window = windows[length] = [w for w in table if abs(len(w) - length) <= limit]
    return window


def _nearest_in(choices: list[str], word: str) -> list[tuple[str, int]]:
    limit = 1 if len(word) < 8 else 2
    found = process.extract(word, choices, scorer=Levenshtein.distance, score_cutoff=limit, limit=5)
    if not found:
        return []
    best = min(distance for _, distance, _ in found)
    return [(choice, int(distance)) for choice, distance, _ in found if distance == best]
