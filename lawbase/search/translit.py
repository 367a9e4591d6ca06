"""Russian typed in Latin letters: a phonetic key for matching, and a best-effort reverse transliteration.

People write the same Russian word in many Latin spellings: ``zayavka``/``zajavka``, ``hod``/``khod``/``xod``,
``vistuyushchego``/``vistujushhego``/``vistuyuschego``, ``informaciya``/``informatsiya``. No single reverse
transliteration gets them all right, so matching does not rely on one: ``skeleton`` maps a Latin spelling *and* a
Cyrillic word to the same reduced key, in which every spelling variant above collapses (щ/ш/сч → ``sh``,
ц/тс/c/ts → ``ts``, я/ya/ja/ia → ``ia``, е/je → ``e``, ы/й/и/y/j → ``i``, х/h/kh/x → ``h``, ь/ъ/' vanish). The
index keeps the key of every word form of the book, so a Latin word is looked up by key. ``to_cyrillic`` is the readable
fallback for words the book never uses in that form (then the stemmer takes over).
"""

from __future__ import annotations

import re
from functools import lru_cache

_CYR_KEY = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
    "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "i", "ь": "",
    "э": "e", "ю": "iu", "я": "ia",
}

# Latin spellings, longest first; what is not listed maps to itself. German-style spellings too (Russian typed
# by people who learned to write it in Germany): ``tsch`` for «ч», ``ö`` for «ё» (``tschto``, ``wsö``).
_LATIN_KEY = [
    ("tsch", "ch"), ("ö", "e"),
    ("shch", "sh"), ("shh", "sh"), ("sch", "sh"), ("zh", "zh"), ("kh", "h"), ("ch", "ch"), ("sh", "sh"),
    ("ts", "ts"), ("tz", "ts"), ("ya", "ia"), ("ja", "ia"), ("yu", "iu"), ("ju", "iu"), ("yo", "e"), ("jo", "e"),
    ("je", "e"), ("c", "ts"), ("x", "h"), ("y", "i"), ("j", "i"), ("w", "v"), ("q", "k"), ("'", ""), ("®", ""),
    ("`", ""),
]
_LATIN_RE = re.compile("|".join(re.escape(src) for src, _ in _LATIN_KEY))
# A ``j`` after a consonant at a word's end is the soft sign (``hoditj``, ``otscheredj``): no Russian word ends in a
# consonant and «й».
_SOFT_J = re.compile(r"(?<=[bcdfgklmnpqrstvwxz])j$")
_LATIN_MAP = dict(_LATIN_KEY)

# Reverse transliteration, longest first (GOST-like, chat and the 000 seed's scheme all covered). ``ija``/``iju`` are
# «ия»/«ию» (``informacija``, ``komissiju``), not «ийа»: the ``j`` only marks the vowel as iotated.
_TO_CYR = [
    ("tsch", "ч"), ("ö", "ё"),
    ("shch", "щ"), ("shh", "щ"), ("sch", "щ"), ("zh", "ж"), ("kh", "х"), ("ch", "ч"), ("sh", "ш"),
    ("ya", "я"), ("ja", "я"), ("yu", "ю"), ("ju", "ю"), ("yo", "ё"), ("jo", "ё"), ("yj", "ый"),
    ("ija", "ия"), ("iju", "ию"), ("ij", "ий"), ("ts", "ц"),
    ("a", "а"), ("b", "б"), ("v", "в"), ("g", "г"), ("d", "д"), ("e", "е"), ("z", "з"), ("i", "и"), ("j", "й"),
    ("k", "к"), ("l", "л"), ("m", "м"), ("n", "н"), ("o", "о"), ("p", "п"), ("r", "р"), ("s", "с"), ("t", "т"),
    ("u", "у"), ("f", "ф"), ("h", "х"), ("c", "ц"), ("y", "ы"), ("x", "х"), ("w", "в"), ("q", "к"), ("'", "ь"),
    ("®", "ъ"),
]
_TO_CYR_RE = re.compile("|".join(re.escape(src) for src, _ in _TO_CYR))
_TO_CYR_MAP = dict(_TO_CYR)
# ``ts`` is т+с far more often than ц at a word's end (``yavlyaetsya``, ``-tsya``); and ``e`` opens э-words.
_TSYA = re.compile(r"ц(я|а)$")
_FINAL_Y = re.compile(r"([иы])ы$")
_SOFT_FINAL = re.compile(r"(?<=[бвгджзклмнпрстфхцчшщ])й$")  # ``hoditj``: the soft sign, as ``_SOFT_J``
_SCH_BEFORE = re.compile(r"щ(?=[трл])")  # ``schtraf``, ``falschrenons``: German ``sch`` for «ш» («щ» never comes there)
# Russian has no «ы» after a vowel: a Latin ``y`` there is «й» (``svoey``, ``dayte``), and ``ye`` after a vowel
# or opening a word is «е» (``igrayet``, ``zayavleniye``, ``yeshche``).
_Y_AFTER_VOWEL = re.compile(r"(?<=[аеёиоуыэюя])ы(е)?|^ы(е)")
# ``je`` after a vowel or opening a word is «е» (``jego``, ``igrajem``, ``sztrafnyje``): Russian has no «йе» there
_JE = re.compile(r"(?<=[аеёиоуыэюя])йе|^йе")
_E_WORDS = frozenset(["eto", "eta", "etot", "etogo", "etoj", "etom", "etomu", "etu", "eti", "etih", "etim", "etimi"])
# common words whose soft sign inside the word a Latin spelling drops (``skolko``, ``sudyu``): no rule can put it
# back («polka» is «полка»), so the words players write most are spelt whole
_SOFT_WORDS = {"skolko": "сколько", "tolko": "только", "bolshe": "больше", "nelzya": "нельзя", "nelzja": "нельзя",
               "sudya": "судья", "sudja": "судья", "sudyu": "судью", "sudju": "судью", "sudye": "судье",
               "sudje": "судье", "sudyi": "судьи", "sudji": "судьи", "sudey": "судей", "sudej": "судей",
               # the Serbian and Croatian spelling of the word («sudija»): «ья» as ``ija``
               "sudija": "судья", "sudiju": "судью", "sudiji": "судьи", "sudije": "судье"}


@lru_cache(maxsize=65536)
def skeleton(word: str) -> str:
    """The spelling-independent key of a Russian word written in either alphabet (lower case expected)."""
    if any("\u0400" <= ch <= "\u04ff" for ch in word):
        key = "".join(_CYR_KEY.get(ch, ch) for ch in word)
        return key.replace("sch", "sh")
    return _LATIN_RE.sub(lambda m: _LATIN_MAP[m.group()], _SOFT_J.sub("", word))


@lru_cache(maxsize=65536)
def to_cyrillic(word: str) -> str:
    """Best-effort Cyrillic for one lower-case Latin word (``nedostatochnaya`` → ``недостаточная``)."""
    soft = _SOFT_WORDS.get(word)
    if soft is not None:
        return soft
    if word in _E_WORDS:
        word = "э" + word[1:]
    out = _TO_CYR_RE.sub(lambda m: _TO_CYR_MAP[m.group()], word)
    out = _SCH_BEFORE.sub("ш", _SOFT_FINAL.sub("ь", _FINAL_Y.sub(lambda m: m[1] + "й", out)))
    if "йе" in out:
        out = _JE.sub("е", out)
    if "ы" in out:
        out = _Y_AFTER_VOWEL.sub(lambda m: "е" if m.group(1) or m.group(2) else "й", out)
    return _TSYA.sub(lambda m: "тс" + m[1], out)


def text_to_cyrillic(text: str) -> str:
    """Reverse-transliterate every Latin word of a text, keeping case of the first letter (for display)."""

    def one(match: re.Match[str]) -> str:
        word = match.group()
        cyr = to_cyrillic(word.lower())
        return cyr[:1].upper() + cyr[1:] if word[:1].isupper() else cyr

    return re.sub(r"[A-Za-zÖö']+", one, text)


# The same keys on the two keyboard layouts (ЙЦУКЕН ↔ QWERTY): Russian typed with the English layout on
# (``ytljcnfnjxyjt`` for ``недостаточное``) and English typed with the Russian one (``кумщлу`` for ``revoke``).
_QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_JCUKEN = "йцукенгшщзхъфывапролджэячсмитьбюё"
_TO_RU_LAYOUT = str.maketrans(_QWERTY, _JCUKEN)
_TO_EN_LAYOUT = str.maketrans(_JCUKEN, _QWERTY)


def layout_to_russian(word: str) -> str:
    """What a word typed on the QWERTY layout would have been on ЙЦУКЕН."""
    return word.translate(_TO_RU_LAYOUT)


def layout_to_english(word: str) -> str:
    """What a word typed on the ЙЦУКЕН layout would have been on QWERTY (letters only)."""
    return "".join(ch for ch in word.translate(_TO_EN_LAYOUT) if ch.isalpha())
