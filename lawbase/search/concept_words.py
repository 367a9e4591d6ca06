"""A text's words as the concept lexicon reads them (:mod:`lawbase.search.concepts`): each word's folded forms (a
Latin word also in Cyrillic letters) and its original spelling, remembered per word and per text."""

from __future__ import annotations

import re
from functools import lru_cache

from lawbase.search.normalize import clean, fix_lookalikes, fold_key, is_latin, token_strings
from lawbase.search.translit import to_cyrillic

MAX_TOKENS = 120
WORD_CACHE = 20000


@lru_cache(maxsize=512)
def token_forms(text: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """Each word's folded forms (a Latin word also in Cyrillic letters) and its original spelling."""
    out = []
    for original in token_strings(clean(text if isinstance(text, str) else "")):  # (the story's scan, shared)
        forms = _FORMS.get(original)
        if forms is None:
            if len(_FORMS) >= WORD_CACHE:
                _FORMS.clear()
            forms = _FORMS[original] = _forms(original)
        out.append(forms)
        if len(out) >= MAX_TOKENS:
            break
    return tuple(out)


_FORMS: dict[str, tuple[tuple[str, ...], str]] = {}  # a token's forms, remembered (chat repeats its words)


def _forms(original: str) -> tuple[tuple[str, ...], str]:
    """One token's folded forms (a Latin word also in Cyrillic letters) and its original spelling."""
    word = fix_lookalikes(fold_key(original).replace("’", "'").replace("ʼ", "'").replace(".", "").strip("'"))
    if not is_latin(word):
        return (word, *_ALIASES.get(word, ())), original.replace(".", "")
    cyrillic = fold_key(to_cyrillic(word))
    forms = (word, cyrillic, cyrillic + "ь") if _SOFT_END.search(cyrillic) else (word, cyrillic)
    return forms, original.replace(".", "")


# Words some clubs use for the book's word, read as that word in the same case: a club's «секретарь» (the one who
# runs the evening) is the director the lexicon's triggers name as «судья» («позвать секретаря» calls the director).
# Keys and forms are folded as :func:`fold_key` folds (й → и).
_ALIASES: dict[str, tuple[str, ...]] = {
    "секретарь": ("судья",), "секретаря": ("судью", "судьи"), "секретарю": ("судье",), "секретаре": ("судье",),
    "секретарем": ("судьеи",), "секретари": ("судьи",), "секретареи": ("судеи",), "секретарям": ("судьям",),
    "секретарша": ("судья",), "секретарше": ("судье",), "секретаршу": ("судью",), "секретарши": ("судьи",),
}

# An infinitive typed in Latin letters mostly drops its soft sign («sdelat», «zayavit»): a Cyrillic rendering that
# ends in a vowel and «т» is offered with «ть» too, so the lexicon's infinitive phrases find it.
_SOFT_END = re.compile(r"[аеиоуыя]т$")


def word_places(at: list[frozenset[int]], marked: dict[int, list[int]], asked: set[int]) -> dict[int, list[int]]:
    """Each asked term → the words that fit it (their places in ``at``, each word's terms, in order), then the marks
    that fit it (``marked``): one pass over the words for all the terms a text's triggers ask (a pass per term cost
    ~2 µs a term on a long story)."""
    places: dict[int, list[int]] = {term: [] for term in asked}
    for number, terms in enumerate(at) if asked else ():
        for term in asked.intersection(terms):  # (in any order: each term's list grows word by word)
            places[term].append(number)
    for term in asked & marked.keys():
        places[term] += marked[term]
    return places


def reading(text: str) -> str:
    """The text as the lexicon reads it: folded words, each Latin word also in Cyrillic letters (for readers that
    look for Russian stems in text typed in Latin letters: ``skazal pas``)."""
    return " ".join(" ".join(dict.fromkeys(forms)) for forms, _ in token_forms(text))
