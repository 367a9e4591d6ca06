"""Reverse transliteration of seed 000 (Latin) back to Cyrillic.

The scheme was measured against the Cyrillic seeds on the pages they share with 000 (seed-inventory.md §10).
Latin-original tokens (LHO, RHO, S.O., section markers, Roman numerals, ref suffixes) must survive untouched, so
the text is cut into words and each word is classified before any letter is mapped.
"""

from __future__ import annotations

import re

_DIGRAPHS = (("shch", "щ"), ("sh", "ш"), ("ch", "ч"), ("zh", "ж"), ("ya", "я"), ("yu", "ю"))
_SINGLE = {
    "a": "а", "b": "б", "v": "в", "g": "г", "d": "д", "e": "е", "z": "з", "i": "и", "j": "й", "k": "к",
    "l": "л", "m": "м", "n": "н", "o": "о", "p": "п", "r": "р", "s": "с", "t": "т", "u": "у", "f": "ф",
    "h": "х", "c": "ц", "y": "ы", "'": "ь", "®": "ъ",
}
# Word-initial "e" is э only in the demonstratives (§10, ambiguity 1); everywhere else it is е.
_E_WORDS = {"eto", "eta", "etot", "etogo", "etoj", "etom", "etomu", "etu", "eti", "etih", "etim", "etimi"}
# "sh" is с+х, not ш, in these stems (§10, ambiguity 2).
_SH_EXCEPTIONS = (("ishod", "исход"), ("shod", "сход"), ("shem", "схем"))
# Latin-original tokens that are not transliterated Russian.
PROTECTED = {"LHO", "RHO", "NT", "IMP", "MP", "N-S", "E-W"}
_ROMAN = re.compile(r"^[IVX]+$")
_STRUCT_WORDS = {"Glava", "CHast'", "Razdel", "Глава", "Часть", "Раздел"}
_WORD = re.compile(r"S\.O\.|[A-Za-z'®|]+")
_SENTINELS = re.compile("[\ue000-\ue006]\\d*[\ue001]?")  # layout sentinels (lawbase.ingest.tokens) are not words


def reverse_word(word: str) -> str:
    """Cyrillic for one transliterated word, keeping its capitalisation pattern."""
    if word in PROTECTED or word == "S.O.":
        return word
    lower = word.lower().replace("|", "э")
    out = _map_lower(lower)
    if word.isupper() and len(word) > 1 and not _is_capital_digraph(word):
        return out.upper()
    if word[:1].isupper() or word[:1] == "|":
        return out[:1].upper() + out[1:]
    return out


def _is_capital_digraph(word: str) -> bool:
    """``CHast'`` / ``SHtrafnaya``: a capital digraph followed by lowercase is a capitalised word, not all-caps."""
    for latin, _ in _DIGRAPHS:
        size = len(latin)
        if word[:size].isupper() and word[:size].lower() == latin and word[size:] and word[size:].islower():
            return True
    return False


def _map_lower(word: str) -> str:
    """Greedy digraph-first mapping of a lowercase word (``shch`` before ``sh``, ``sch`` stays с+ч)."""
    if word.rstrip("'") in _E_WORDS or word in _E_WORDS:
        word = "э" + word[1:]
    out: list[str] = []
    i = 0
    while i < len(word):
        for stem, cyr in _SH_EXCEPTIONS:
            if word.startswith(stem, i) and (i == 0 or stem == "ishod"):
                out.append(cyr)
                i += len(stem)
                break
        else:
            for latin, cyr in _DIGRAPHS:
                if word.startswith(latin, i):
                    out.append(cyr)
                    i += len(latin)
                    break
            else:
                out.append(_SINGLE.get(word[i], word[i]))
                i += 1
    return "".join(out)


def reverse_text(text: str) -> str:
    """Reverse-transliterate running text, leaving protected tokens, markers and ref suffixes alone."""
    tokens = _WORD.split(text)
    words = _WORD.findall(text)
    out = [tokens[0]]
    for index, word in enumerate(words):
        before = "".join(out)
        after = tokens[index + 1]
        out.append(word if _keep_latin(word, before, after) else reverse_word(word))
        out.append(after)
    return "".join(out)


def _keep_latin(word: str, before: str, after: str) -> bool:
    """Whether a Latin word is an original Latin token (marker, Roman numeral, ref suffix) rather than Russian."""
    if word in PROTECTED or word == "S.O.":
        return True
    words_before = _SENTINELS.sub(" ", before).split()
    prev_word = words_before[-1] if words_before else ""
    if _ROMAN.match(word) and prev_word in _STRUCT_WORDS:
        return True
    if before[-1:].isdigit():  # ref suffix glued to a number: 47E2, 45C4(B), 23A
        return True
    if not re.fullmatch(r"[A-H]", word):
        return False
    if after[:1] in {".", ")"} or after[:1].isdigit() or before.endswith("("):
        return True  # section marker "A." / "(A).", a ref part "(B)", or "A2" in "razdel A2"
    return prev_word.lower().startswith(("razdel", "раздел"))
