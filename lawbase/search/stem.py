"""Stemming: every inflected form of a word meets the others at one key.

Russian uses the Snowball stemmer (``snowballstemmer``, pure Python, no dictionary). It was chosen over
pymorphy3 because (1) it is a declared dependency and pymorphy3 is not (its dictionaries add ~15 MB); (2) the
book's vocabulary is full of words no dictionary lemmatizes well (``фальшренонс``, ``контрировать``,
``разыгрывающий`` as a noun) while suffix stripping treats them like any other word; (3) it is fast enough
for a 5 ms budget once cached. Measured on the dev set: see ``docs/search.md``. Its one weakness for us —
verbs and nouns of one root stem differently (``пасовать``/``пас``) — is covered by the curated synonyms.

Keys are folded after stemming (ё→е, й→и): the stemmer needs ``й`` to recognise endings, users drop it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol

import snowballstemmer

from lawbase.search.normalize import fold_key


class _Stemmer(Protocol):
    """What we use of a Snowball stemmer (the package ships no type information)."""

    def stemWord(self, word: str) -> str: ...


_RU: _Stemmer = snowballstemmer.stemmer("russian")
_EN: _Stemmer = snowballstemmer.stemmer("english")


@lru_cache(maxsize=131072)
def stem_ru(word: str) -> str:
    """The folded Snowball stem of a Russian word (digits pass through unchanged)."""
    if word.isdigit():
        return word
    return fold_key(_RU.stemWord(word.replace("ё", "е")))


@lru_cache(maxsize=65536)
def stem_en(word: str) -> str:
    """The Snowball stem of an English word, apostrophes dropped (``dummy's`` → ``dummi``)."""
    word = word.replace("'", "")
    if word.endswith("s") and len(word) > 3 and not word.endswith("ss"):
        word = word[:-1] if not word.endswith("ies") else word[:-3] + "y"
    return _EN.stemWord(word)
