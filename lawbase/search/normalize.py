"""Text normalisation shared by the index and the query path.

Both sides must cut text into the same tokens, or a word in the book can never meet the same word in a query.
Users type ё or е, й or и, Latin look-alikes inside Cyrillic words, glue punctuation to words and paste control
characters from chat clients; all of that is folded here, once.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from lawbase.search.neighbours import from_neighbour_spelling

# A word: a run of letters (any script) with inner apostrophes (the ь of transliteration: ``ochered'``),
# or a run of digits. Everything else separates tokens. The letters as runs (``[^\W\d_]+``, which the regex engine
# takes in one step) joined by single apostrophes: the same tokens as a letter-by-letter loop that takes an
# apostrophe only before a letter (``[^\W\d_](?:[^\W\d_]|['’ʼ](?=[^\W\d_]))*['’ʼ]?``), a third faster.
TOKEN = re.compile(r"(?:[A-Za-z]\.){2,}|[^\W\d_]+(?:['’ʼ][^\W\d_]+)*['’ʼ]?|\d+")

# Latin letters that look like Cyrillic ones: a Cyrillic word with one of them inside (a keyboard-layout slip or a
# copied homoglyph) is made wholly Cyrillic.
LATIN_TO_CYRILLIC_LOOKALIKE = str.maketrans(
    {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "k": "к", "m": "м", "t": "т",
     "b": "в", "h": "н"}
)

_CYRILLIC = re.compile("[\u0400-\u04ff]")
_ASCII = re.compile("[\x00-\x7f]")

MAX_QUERY_CHARS = 500
TOKENS_MEMO = 4

_RU_STOPWORDS_TEXT = (
    "и в во на по с со к ко о об от до из у за при для а но или же ли бы то это этот эта эти что как кто где "
    "когда если его ее её их он она они оно мы вы я ты мой моя мне меня нам вам там тут так уже еще ещё был "
    "была было были быть будет есть нет да ну вот чтобы чем чего чему какой какая какие каком под над без про "
    "через можно нужно надо ли него нее неё ему ей ней нему нем нём ним них ними им себя себе собой свой своя свою "
    "свое своё свои своих своим своей сам сама сами также тоже даже очень просто вообще"
)
RU_STOPWORDS = frozenset(_RU_STOPWORDS_TEXT.split())
_EN_STOPWORDS_TEXT = (
    "a an the of on in at to from by for with is are was were be been it its this that what which who whom "
    "how when where why do does did can could should would may might must and or not no as after before "
    "during about into than then there"
)
EN_STOPWORDS = frozenset(_EN_STOPWORDS_TEXT.split())


def fold(text: str) -> str:
    """Lower case with ё→е: the form every comparison uses (the seeds disagree on ё; users rarely type it)."""
    return text.lower().replace("ё", "е")


def fold_key(word: str) -> str:
    """A word or stem as a lookup key: ``fold`` plus й→и, the commonest slip on a phone keyboard."""
    return fold(word).replace("й", "и")


# Russian typed in the scholarly Latin letters (ISO 9, GOST 7.79, the linguists' and the Library of Congress
# schemes: ``razygryvajuščij``, ``sudʹja``, ``partnëra``, ``ėto``, ``obʺjavil``, ``û``/``â`` for «ю»/«я», the tie
# bar of ``i͡a``) is put in the common Latin spelling, which the index's spelling-independent keys, the Cyrillic
# rendering and the speller all read: no English or Russian word has these letters, so the mapping needs no guard.
_SCHOLARLY = str.maketrans({
    "ž": "zh", "Ž": "Zh", "č": "ch", "Č": "Ch", "š": "sh", "Š": "Sh", "ŝ": "shch", "Ŝ": "Shch", "ë": "e", "Ë": "E",
    "ė": "e", "Ė": "E", "è": "e", "È": "E", "é": "e", "É": "E", "û": "ju", "Û": "Ju", "â": "ja", "Â": "Ja",
    "ĭ": "j", "Ĭ": "J", "ʹ": "'", "ʺ": "", "\u0361": "", "\u0360": "", "\ufe20": "", "\ufe21": "",
    "ě": "e", "Ě": "E", "ř": "r", "Ř": "R", "ů": "u", "Ů": "U",
})
_SCHOLARLY_LETTER = re.compile("[žŽčČšŠŝŜëËėĖèÈéÉûÛâÂĭĬʹʺěĚřŘůŮ\u0360\u0361\ufe20\ufe21]")
# a text that writes «ч» as ``č`` (the scholarly schemes; Czech, Slovak, Serbian-Croatian and Slovene typists)
# writes «х» as ``ch`` (Czech and Slovak: ``chod``, ``chodil``) or ``h``, never «ч»: its ``ch`` is put as ``kh``
# before ``č`` becomes ``ch`` (the ``č`` of ``šč``, «щ», alone is no such sign: ``chto … razygryvajuščij`` keeps «ч»)
_CH = re.compile("ch", re.IGNORECASE)
_C_CARON = re.compile("(?<![šŠ])[čČ]")
# …unless its ``ch`` is plainly «ч» already: a name with ``č`` (Kovač, Marčić) in a text typed the common ASCII way
# (``chto``, ``ochered``) or in English (``changed``, ``which``); an English word in such a text keeps its ``ch``
# (``matchpoints``)
_CH_AS_CHE = re.compile(r"\b(?:chto\w*|chem\w*|cheg\w*|chej|chut\w*|ochered\w*|\w*znach\w*|nachal\w*|konch\w*|"
                        r"sluchaj\w*|\w*chitat\w*)\b", re.IGNORECASE)
_ENGLISH_WORD = re.compile(r"\b(?:the|is|are|was|were|he|she|his|her|which|what|after|and|with|for|this|that|has|"
                           r"have|had|should|would|does|did)\b", re.IGNORECASE)
_CH_WORD = re.compile(r"\w*ch\w*", re.IGNORECASE)
_ENGLISH_CH = re.compile(r"match|which|chang|each|much|such|check|chair|chicago|switch|watch|catch|teach|reach|"
                         r"approach|search|lunch|bench|coach|church|choice|choos|chose|cheat|chip|cheap|tech",
                         re.IGNORECASE)


def from_scholarly_letters(text: str) -> str:
    """``text`` with Russian typed in scholarly Latin letters put the common Latin way (``vistujuščij`` →
    ``vistujushchij``); the same object when it has none of them (a scan in C: most texts stop there)."""
    if not _SCHOLARLY_LETTER.search(text):
        return text
    if _C_CARON.search(text) and _CH.search(text) and not _CH_AS_CHE.search(text) \
            and len(_ENGLISH_WORD.findall(text)) < 2:
        text = _CH_WORD.sub(_ch_as_kh, text)
    return text.translate(_SCHOLARLY)


def _ch_as_kh(word: re.Match[str]) -> str:
    """A word's ``ch`` as ``kh`` (``chodil`` → ``khodil``), a capital kept; an English word as it is."""
    if _ENGLISH_CH.match(word.group()):
        return word.group()
    return _CH.sub(lambda match: "K" + match.group()[1] if match.group()[0] == "C" else "kh", word.group())


# the words voice typing and telegraph style put for punctuation («В 1♠ ЗПТ Ю пас ТЧК»): a comma and a full stop
# (in any case, «зПТ» too; glued repeats «ТЧКТЧК» as one mark; Latin «zpt» / «tchk» as well)
_TELEGRAPH = re.compile(r"(?<![\w])(?:(?:зпт|zpt)+|((?:зпт|тчк|zpt|tchk)+))(?![\w])", re.IGNORECASE)
_TELEGRAPH_CUES = ("зпт", "тчк", "zpt", "tchk")


def from_telegraph(text: str) -> str:
    """«ЗПТ» as a comma and «ТЧК» as a full stop, glued to the word before them as punctuation is (the text's
    other words and their places kept); a text without them is returned as it is (one lower-casing, four substring
    tests)."""
    folded = text.lower()
    if not any(cue in folded for cue in _TELEGRAPH_CUES):
        return text
    return re.sub(r"\s+([,.])", r"\1", _TELEGRAPH.sub(lambda m: "." if m[1] else ",", text))


def clean(text: str) -> str:
    """NFKC, control characters to spaces, scholarly Latin letters put the common way, Russian typed the Belarusian
    or the Ukrainian way put the Russian way (``lawbase.search.neighbours``), length capped: whatever arrives, the
    tokenizer sees tame text."""
    text = from_neighbour_spelling(from_scholarly_letters(unicodedata.normalize("NFKC", text[: MAX_QUERY_CHARS * 4])))
    text = from_telegraph(text)
    if not text.isprintable():  # printable text has no character of a category C* (the common case: skip the scan)
        text = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return text[:MAX_QUERY_CHARS]


def is_cyrillic(word: str) -> bool:
    """True when the word has Cyrillic letters (after fixing look-alikes it is then Russian)."""
    return _CYRILLIC.search(word) is not None


def is_latin(word: str) -> bool:
    """True for a word of ASCII letters and apostrophes only: English, or Russian typed in Latin letters."""
    if not word or not word.isascii():
        return False
    letters = word.replace("'", "")
    return not letters or letters.isalpha()  # ASCII: isalpha() is A-Z and a-z


def fix_lookalikes(word: str) -> str:
    """Make a mixed-script word Cyrillic: ``нeдостаточное`` with a Latin ``e`` is a Russian word."""
    if not word.isascii() and _ASCII.search(word) is not None and is_cyrillic(word):
        return word.translate(LATIN_TO_CYRILLIC_LOOKALIKE)
    return word


def tokens(text: str) -> list[str]:
    """Folded tokens of a text, apostrophes unified to ``'`` and look-alikes fixed."""
    return list(_tokens(text))


@lru_cache(maxsize=TOKENS_MEMO)
def token_strings(text: str) -> tuple[str, ...]:
    """The tokens of the last few texts as typed (``TOKEN``): the situation reader cuts its story into words for
    unglueing and again for the concept lexicon (which reads the same text whenever nothing was glued), so the
    story is scanned once; a few entries only, so a later query never meets an earlier one's."""
    return tuple(TOKEN.findall(text))


@lru_cache(maxsize=TOKENS_MEMO)
def _tokens(text: str) -> tuple[str, ...]:
    """The tokens of the last few texts: one search cuts its query into words twice (the query's analysis and the
    phrasings' votes); a few entries only, so a later query never meets an earlier one's."""
    out = []
    for original in token_strings(text):
        word = _FOLDED.get(original)
        if word is None:
            if len(_FOLDED) >= FOLDED_MEMO:
                _FOLDED.clear()
            word = _FOLDED[original] = _fold_token(original)
        out.append(word)
    return tuple(out)


FOLDED_MEMO = 50000
_FOLDED: dict[str, str] = {}  # a token as typed → as folded (chat repeats its words; cleared when full)


def _fold_token(original: str) -> str:
    """One token folded: lower case, ё→е, apostrophes unified, dots dropped (S.O. → so), look-alikes fixed."""
    return fix_lookalikes(fold(original).replace("’", "'").replace("ʼ", "'").replace(".", ""))


def token_spans(text: str) -> list[tuple[int, int, str]]:
    """Tokens with their character spans in ``text`` (for marking matched words in snippets)."""
    return [(match.start(), match.end(), _fold_token(match.group())) for match in TOKEN.finditer(text)]


def is_stopword(word: str) -> bool:
    """Function words that carry no topic in either language."""
    return word in RU_STOPWORDS or word in EN_STOPWORDS
