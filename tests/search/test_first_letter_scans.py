"""The scans of a whole text written to begin with their first character, for speed (``find_refs``'s in
``lawbase/search/refs.py``, the definition question's filler words in ``lawbase/search/query.py``), find exactly
what the patterns as first written found: the same matches, spans and groups, on every phrasing text and on random
texts made of the pieces they look for (issue 10's speed limit)."""

import random
import re
import re._parser as sre_parse

from lawbase.search import query, refs
from lawbase.search.examples import load_phrasings
from lawbase.search.translit import layout_to_russian

# the patterns as first written: each tried at every place of the text
_KEYWORD_REF = re.compile(rf"(?<![\w])(?:{refs._WORD})\s*(?:[-–]\s*)?(?P<ref>{refs._BODY})(?![\w(])", re.IGNORECASE)
_GLUED_REF = re.compile(rf"(?<![\w.-])(?P<ref>\d{{1,2}}\.?{refs._SEC}{refs._SUB})(?![\w(])", re.IGNORECASE)
_TRAILING_NUMBER = re.compile(r"(?<![\w♠♥♦♣+-])(?P<ref>\d{1,2})\s*[?!.]*\s*$")  # «+1» is an overtrick
_LATIN_RUN = re.compile(r"(?<![\w])[A-Za-z\[\];',.`]{2,}(?![\w])")
_FILLER = re.compile(r"\b(?:простыми\s+словами|простым\s+языком|по-простому|вкратце|коротко|пожалуйста|"
                     r"in\s+(?:simple|plain)\s+(?:words|terms|english)|simply\s+put|briefly|please|prostymi\s+slovami|"
                     r"вообще|voobshe|voobshche|voobsche|"
                     r"(?:according\s+to|in|by|under)\s+the\s+(?:laws?|rules?|rulebook|book)|"
                     r"(?:по|в)\s+(?:правилам|правилах|законам|законах|кодексу|кодексе|книге|книжке)|"
                     r"(?:po|v)\s+(?:pravilam|pravilah|pravilakh|zakonam|zakonah|zakonakh))"
                     r"\b", re.IGNORECASE)
PAIRS = [(_KEYWORD_REF, refs.KEYWORD_REF), (_GLUED_REF, refs.GLUED_REF), (_TRAILING_NUMBER, refs.TRAILING_NUMBER),
         (_LATIN_RUN, refs._LATIN_RUN), (_FILLER, query._FILLER)]
# what refs are typed with: ref words in both scripts and cases, section letters, digits, the rounded с (ᲃ, which
# matches с case-insensitively), card suits, punctuation, letters of words, keyboard-layout ref words
PIECES = ["правило", "правилам", "Правил", "прав.", "пр", "п.", "П", "пункт", "закона", "зак.", "ст.", "ᲃт", "Ст",
          "статья", "law", "LAWS", "Rule", "pravilu", "zakon", "§", "l", "L", "л", "Л", "27", "4", "12", "45c4b",
          "b", "в", "С", "(a)", "(", ")", ".", "-", "'", ",", ";", "[", "`", " ", "  ", "\n", "♠", "ы", "x", "ghfdbkj",
          "pfrjy", "cnfnmz", "GH", "ge", "slovo", "ход", "1БК", "?", "!", "st.", "St", "ſt", "stat'ja", "stati", "art.",
          "Art", "article", "ARTICLES", "last", "1st", "state", "start",
          "Regel", "REGELN", "regelwerk", "in der ", "rule",
          # runs a layout ref word's start lets in, or one letter short of it (fix_ref_words' per-run gate)
          "light", "get", "Pfrjy", "cN", "g.", "gh.", "[ghfdbkj", "Ghfdbkj", "hgfdbkj", "Gefyrn", "geyrn"]
# the filler words, their first letters in every case-insensitive form (İ ı ſ ᲀ too), and what parts words
FILLER_PIECES = [
    "простыми", "словами", "ПРОСТЫМ", "языком", "по-простому", "вкратце", "ᲀкратце", "Коротко", "пожалуйста", "in",
    "İn", "ın", "IN", "simple", "plain", "words", "terms", "english", "simply", "ſimply", "put", "briefly",
    "please", "prostymi", "slovami", "вообще", "ᲀообще", "voobshe", "voobshche", "VOOBSCHE", "according", "to",
    "by", "under", "the", "law", "laws", "rules", "rulebook", "book", "по", "в", "В", "правилам", "правилах",
    "законам", "законах", "кодексу", "кодексе",
    "книге", "книжке", "po", "v", "V", "pravilam", "pravilakh", "zakonam", "zakonah",
    "-", "ы", " ", " ", " ", "\n", "x", ".", "27"]


def _found(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(match.span(), match.groupdict()) for match in pattern.finditer(text)]


def _old_fix_ref_words(query: str) -> str:
    def one(match: re.Match[str]) -> str:
        converted = layout_to_russian(match.group().lower())
        return converted if refs._REF_WORD.fullmatch(converted) and len(converted) == len(match.group()) \
            else match.group()

    return _LATIN_RUN.sub(one, query)


def _same(text: str) -> None:
    for old, new in PAIRS:
        assert _found(new, text) == _found(old, text), (new.pattern[:30], text)
    assert refs.fix_ref_words(text) == _old_fix_ref_words(text), text


def test_same_matches_on_every_phrasing() -> None:
    for phrasing in load_phrasings():
        _same(phrasing.text)


def test_same_matches_on_random_texts() -> None:
    rng = random.Random(19)
    for pieces in (PIECES, FILLER_PIECES, PIECES + FILLER_PIECES):
        for _ in range(20000):
            _same("".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))))


def test_first_characters_are_every_way_a_ref_word_or_filler_begins() -> None:
    """``_WORD_FIRSTS`` and ``_FILLER_FIRSTS`` hold every character a ref word's (a filler's) first letter matches
    case-insensitively (over all code points), and no other."""
    every = "".join(chr(code) for code in range(0x110000) if not 0xD800 <= code <= 0xDFFF)
    assert set(re.findall(r"(?i)[пзсlrpz§лsa]", every)) == set(refs._WORD_FIRSTS)
    assert set(re.findall(r"(?i)[пвкisbpvau]", every)) == set(query._FILLER_FIRSTS)
    (_, (_, ways)), = sre_parse.parse(refs._WORD).data  # one branch: its ways
    assert {chr(way[0][1]) for way in ways} == set("пзсlrpz§лsa")  # each way begins with a literal
