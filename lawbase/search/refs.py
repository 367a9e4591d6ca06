"""Law references typed inside a query: ``27b2``, ``правило 27``, ``law 27``, ``п. 27B``, ``12С1``.

A ref the user typed is the strongest signal there is: that passage goes first. But numbers also occur in
ordinary queries (``ренонс в 12-й взятке``, ``14 карт``, ``назначение выше 7``), so a bare number counts as a
ref only when it is the whole query, follows a ref word (``правило``, ``закон``, ``ст.``, ``law``, ``п.``; the
Latin-letter ``st. 43``, ``stat'ja``, the ``art. 16`` / ``article`` of European law students and the German
``Regel 64``, not the idiom ``in der Regel``), or ends a query of words as a law number beside a term (``ренонс
64``: not after a preposition or a comparison, ``выше 7``); a number with a section letter glued to it (``27b``,
``45c4b``, ``27Б1``) is a ref anywhere. Section letters may be typed in Cyrillic: the look-alikes а в с е, and б д г
ф н for B D G F H. Shapes are parsed by ``lawbase.normalize_ref``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawbase.refs import alphabet_reading, normalize_ref
from lawbase.search.translit import layout_to_russian

# Section letters as typed: Latin a-h, the Cyrillic look-alikes а в с е, and б д г ф н (B D G F H). A letter
# typed apart from the number (``62 D``) must not start a word: ``правило 27 в торговле`` is Law 27 — unless it is a
# capital standing alone (``ст. 41 А пожалуйста``): the prepositions and conjunctions are typed small mid-sentence.
_SEC = r"[a-hавсебдгфн]"
_CAPITAL_SEC = r"(?-i:[A-HАВСЕБДГФН])(?![\w(])"
# Parts may also be parted by dots, as lists number them (``16.A.2``, ``27.b.1.a``).
_SUB = r"(?:[\s.]*\d(?:[\s.]*\(?\s*[a-dавсбд]\s*\)?(?:[\s.]*\(?\s*\d\s*\)?)?)?)?"
_BODY = rf"\d{{1,2}}(?:\.?{_SEC}{_SUB}|\s+(?:{_SEC}(?!\s+[^\W\d_])|{_CAPITAL_SEC}){_SUB})?"
_WORD = (
    r"(?:правил[оаеуы]?м?и?|прав\.?|пр\.?|п\.?|пункт[аеу]?|закон(?:а|у|ом|е|ы|ов|ам|ах)?|зак\.?|ст\.?|"
    r"стать[яиеюй]|law|laws|rule|regeln?|pravil[oaeuy]?m?|zakon[aeuy]?|§|l\.?(?=\s*[-–]?\s*\d)|л\.?(?=\s*[-–]?\s*\d)|"
    r"st\.?(?=\s*[-–]?\s*\d)|stat'?(?:ja|ya|ia|ji|yi|i|ju|yu|iu)|art\.?(?=\s*[-–]?\s*\d)|articles?)"
)

# Each pattern that scans a whole text begins with the character its match starts with, and asks what lies
# before it after that character (``x(?<!\w.)`` is ``(?<!\w)x``): the regex engine then skips at once to the
# places that character is at, where a pattern that begins with a look-behind (or is case-insensitive from its
# first character) is tried at every place of the text. A story of 200 characters with calls in it ran the four
# scans of ``find_refs`` in ~25 µs, now in a few; the same matches (``tests/search/test_first_letter_scans.py``).
_WORD_FIRSTS = "ALPRSZalprsz§ſЗЛПСзлпсᲃ"  # what _WORD's first characters match case-insensitively (ᲃ is a
# rounded с, ſ a long s)
# _WORD from its second character on, its ways grouped by their first (in their order within a group: ways that
# begin with different characters never match at one place); the first is looked behind at, case-insensitively
_WORD_TAIL = (
    r"(?:(?<=п)(?:равил[оаеуы]?м?и?|рав\.?|р\.?|\.?|ункт[аеу]?)|(?<=з)(?:акон(?:а|у|ом|е|ы|ов|ам|ах)?|ак\.?)|"
    r"(?<=с)(?:т\.?|тать[яиеюй])|(?<=l)(?:aw|aws|\.?(?=\s*[-–]?\s*\d))|(?<=r)(?:ule|egeln?)|(?<=p)ravil[oaeuy]?m?|(?<=z)akon[aeuy]?|"
    r"(?<=§)|(?<=л)\.?(?=\s*[-–]?\s*\d)|(?<=s)(?:t\.?(?=\s*[-–]?\s*\d)|tat'?(?:ja|ya|ia|ji|yi|i|ju|yu|iu))|"
    r"(?<=a)(?:rt\.?(?=\s*[-–]?\s*\d)|rticles?))"
)
# a hyphen or a dash may join the word to its number, as lists and forums write them (``L-19a3``, ``Л-16``)
KEYWORD_REF = re.compile(rf"[{_WORD_FIRSTS}](?<![\w].)(?i:{_WORD_TAIL}\s*(?:[-–]\s*)?(?P<ref>{_BODY})(?![\w(]))")
GLUED_REF = re.compile(rf"(?P<ref>\d(?<![\w.-].)\d?\.?{_SEC}{_SUB})(?![\w(])", re.IGNORECASE)
# A law number that ends a query of words (``ренонс 64``), unless a preposition or a comparison puts it in the
# question (``выше 7``, ``в 12``) or it numbers something else (``8 пик`` has a word after it; ``взятка 12``,
# ``стол 3``, ``сдача 5``).
TRAILING_NUMBER = re.compile(r"(?P<ref>\d(?<![\w♠♥♦♣+-].)\d?)\s*[?!.]*\s*$")  # ``♠10`` is a card, ``+1`` a trick
_NOT_BEFORE_LAW_TEXT = (
    "в во на с со к по до из от за при под над о об после перед около через выше ниже больше меньше более менее "
    "свыше уровень уровня уровне уровнем взятка взятки взятку взятке взяток пик "
    "червей бубен треф трефы минус плюс раунд раунда раунде стол стола столе столом номер номера сдача сдачи "
    "сдаче in on at to of by over above under below after before level trick tricks board table round "
    # a board by its number: ``зональность на доске 7``, ``кто сдаёт на борде 12``, ``doska 5``, ``deal 3``
    "доска доски доске доску доской борд борда борде борду борды doska doski doske dosku boards deal deals "
    "than minus plus no v vo na s so k po do iz ot za pri pod nad posle "
    "игрока игрок игроков руке руки было была были есть они мы он она меня нас него нее неё них we they "
    "соперников противников оппонентов "
    # a counted thing or a recorded number: ``записали 9``, ``очков 12``, ``карт 14`` (issue 10)
    "записали записал записано внесли ввели взяли взял сделали сделал выиграли выиграл получили получил очков очка "
    "карт имп импов imps imp points tricks cards scored made took won"
)
_NOT_BEFORE_LAW = frozenset(_NOT_BEFORE_LAW_TEXT.split())
# a query about counted things (cards, tricks, points) ends with a count, not a law: ``у меня оказалось 12``
_COUNTED = re.compile(r"карт[аыуе]?\b|карт\b|\bkart[yu]?\b|\bcards?\b|взят\w*|vzyat\w*|\btricks?\b|очк\w*|ochk\w*|"
                      r"\bpoints?\b|\bимп\w*|\bimps?\b", re.IGNORECASE)
# «не N» asks whether law N applies (``разве не 16``, ``why not 40``) unless a score is asked for: ``average plus, а
# почему не 60`` sets one percentage against another
_NEGATIONS = frozenset({"не", "ne", "not"})
_SCORE_WORDS = re.compile(r"(?i)averag|средн|процент|%|очк|плюс|\bplus\b|минус|\bminus\b|балл|\bimp|\bимп")
# a number that ends a question about percentages is one (``сколько процентов нам дают, 60?``), not Law 60
_PERCENT = re.compile(r"(?i)процент|prozent|percent|protsent|procent|%")
_LEVEL_WORDS = ("заяв", "назнач", "контракт", "контр", "поднял", "перебил", "bid", "contract", "level", "raise")
# A section named after its law by a word of its own (``правило 11 пункт B``, ``law 12, section C``): the letter
# joins the number. A Cyrillic letter must be a capital here (``правило 27 пункт в торговле`` is no section).
_SECTION_AFTER = re.compile(
    r"\s*,?\s*(?:подпункт[аеу]?|пункт[аеу]?|п\.|section|part|sect\.)\s*(?P<sec>(?-i:[A-Ha-hАВСЕБДГФН])"
    rf"{_SUB})(?![\w(])", re.IGNORECASE)
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\W*$")
# the Latin «st.», «art.» and «article» are English words too ("an article 2 days ago", "Main St. 5 boards", "Art 4
# tables"): after them the number is a law only when no counted noun follows it and no article comes before the word
_LOOSE_REF_WORD = re.compile(r"(?i)(?:st|art|articles?)\b")
_COUNTED_AFTER = re.compile(
    r"(?i)\s+(?:days?|weeks?|months?|years?|hours?|minutes?|times?|ago|boards?|tables?|tricks?|points?|players?|"
    r"people|pairs?|teams?|rounds?|imps?|cards?|deals?|hands?|sessions?)\b")
_ARTICLE_BEFORE = re.compile(r"(?i)\b(?:an?|the|this|that|one|main|street)\s+$")
# the German «Regel» is also the idiom «in der Regel» ("as a rule"): «in der Regel 3 Stiche» counts tricks
_REGEL = re.compile(r"(?i)regeln?\b")
_IN_DER_BEFORE = re.compile(r"(?i)\bin\s+der\s+$")
WHOLE_REF = re.compile(rf"^\s*(?P<ref>{_BODY})\s*$", re.IGNORECASE)
_REF_WORD = re.compile(rf"{_WORD}", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_LATIN_RUN = re.compile(r"[A-Za-z\[\];',.`](?<![\w].)[A-Za-z\[\];',.`]+(?![\w])")
# a ref word typed on the QWERTY layout begins «пр», «пу», «за» or «ст» (``gh``, ``ge``, ``pf``, ``cn``): a text
# with none of these has no run ``fix_ref_words`` would change (most texts: no run is converted then)
_LAYOUT_REF_START = re.compile(r"[gGpPcC](?:(?<=[gG])[hHeE]|(?<=[pP])[fF]|(?<=[cC])[nN])")
_LAYOUT_REF_STARTS = frozenset({"gh", "ge", "pf", "cn"})  # the same starts, for one run


# A law number spelled out after a ref word, at the end of the query or of its clause (``правило тридцать четыре``,
# ``law sixteen?``): "по закону три паса" counts passes, so the number must close the clause.
_RU_UNITS = {"один": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6,
             "семь": 7, "восемь": 8, "девять": 9}
_RU_TEENS = {"десять": 10, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13, "четырнадцать": 14,
             "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18, "девятнадцать": 19}
_RU_TENS = {"двадцать": 20, "тридцать": 30, "сорок": 40, "пятьдесят": 50, "шестьдесят": 60, "семьдесят": 70,
            "восемьдесят": 80, "девяносто": 90}
_EN_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_EN_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
             "seventeen": 17, "eighteen": 18, "nineteen": 19}
_EN_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
            "ninety": 90}
_NUMBER_WORDS = {**_RU_UNITS, **_RU_TEENS, **_RU_TENS, **_EN_UNITS, **_EN_TEENS, **_EN_TENS}


def _alternation(*tables: dict[str, int]) -> str:
    return "|".join(sorted((word for table in tables for word in table), key=len, reverse=True))


_SPELLED_REF = re.compile(
    rf"(?<![\w])(?:правил[оаеуы]?м?|закон(?:а|у|ом|е)?|стать[яиеюй]|law|rule)\s+"
    rf"(?P<number>(?:{_alternation(_RU_TENS, _EN_TENS)})(?:[\s-]+(?:{_alternation(_RU_UNITS, _EN_UNITS)}))?|"
    rf"{_alternation(_RU_TEENS, _EN_TEENS)}|{_alternation(_RU_UNITS, _EN_UNITS)})(?=\s*(?:[?!.,;:)]|$))",
    re.IGNORECASE)


_SPELLED_REF_WORDS = ("правил", "закон", "стать", "law", "rule")  # every _SPELLED_REF starts with one


def spelled_number(words: str) -> int:
    """``тридцать четыре`` → 34, ``twenty-seven`` → 27 (words as :data:`_SPELLED_REF` found them)."""
    return sum(_NUMBER_WORDS[word] for word in re.split(r"[\s-]+", words.lower()) if word)


@dataclass(frozen=True)
class RefMatch:
    """A ref found in the query: canonical form and where it was typed (to drop it from the word search)."""

    ref: str
    start: int
    end: int
    explicit: bool = True  # typed as a ref on purpose (a ref word, or the whole query), not merely glued digits
    alternative: str | None = None  # the other reading of a Cyrillic section letter (``12в``: 12B, or 12C)


def _canonical(text: str) -> str | None:
    """Canonical ref of a typed fragment, or None when it is not one (never raises)."""
    try:
        return str(normalize_ref(text.replace(".", " ")))
    except Exception:
        return None


def parent_of(ref: str) -> str | None:
    """The ref one level up (``27B1(A)`` → ``27B1`` → ``27B`` → ``27``), None for a law."""
    if ref.endswith(")"):
        return ref[: ref.rindex("(")]
    if len(ref) > 1 and not ref.isdigit():
        return ref[:-1]
    return None


def fix_ref_words(query: str) -> str:
    """``ghfdbkj 27`` is ``правило 27`` typed on the QWERTY layout: put the ref word back (same length)."""

    def one(match: re.Match[str]) -> str:
        run = match.group()
        if run[:2].lower() not in _LAYOUT_REF_STARTS:  # «пр», «пу», «за», «ст» or no ref word: not converted
            return run  # (an English story has a run a word, and ``light``, ``get`` let it in: ~130 µs of a long one)
        converted = layout_to_russian(run.lower())
        return converted if _REF_WORD.fullmatch(converted) and len(converted) == len(run) else run

    return _LATIN_RUN.sub(one, query) if _LAYOUT_REF_START.search(query) else query


def _trailing_law_number(query: str) -> re.Match[str] | None:
    """``ренонс 64``: a law number after a term ends the query; ``назначение выше 7`` keeps its number."""
    match = TRAILING_NUMBER.search(query)
    if match is None or not 1 <= int(match.group("ref")) <= 93:
        return None
    if any(ch.isdigit() for ch in query[: match.start()]):
        return None  # ``у юга 14 карт, у севера 12``: numbers side by side are counts, not a law
    before = _WORD_BEFORE.search(query[: match.start()])
    if before is None or before.group(1).lower() in _NOT_BEFORE_LAW:
        return None
    if before.group(1).lower() in _NEGATIONS and int(match.group("ref")) >= 40 and _SCORE_WORDS.search(query):
        return None  # ``average plus, а почему не 60``: a percentage set against another, not Law 60
    if _PERCENT.search(query, 0, match.start()) and not before.group().strip().isalpha():
        return None  # ``сколько процентов нам дают, 60?``: a percentage asked for, set off from the words (not Law
        # 60); ``на проценты ренонс 64`` names the law beside its term
    if _COUNTED.search(query) and not _COUNTED.fullmatch(before.group(1)):
        return None  # ``карты … у меня оказалось 12``: a count; ``штрафная карта 50`` names the law beside its term
    if int(match.group("ref")) <= 8 and before.group(1).lower().startswith(_LEVEL_WORDS):
        return None  # ``заявил 7``, ``контракт 4``: a level, not Law 7
    return match


def _with_section_after(query: str, law: str, end: int) -> tuple[str, int]:
    """``правило 11`` followed by ``пункт B`` is 11B (and its span grows to the letter); otherwise the law stands."""
    after = _SECTION_AFTER.match(query, end)
    section = _canonical(law + after.group("sec")) if after else None
    return (section, after.end()) if after and section else (law, end)


def find_refs(query: str) -> list[RefMatch]:
    """Refs typed in ``query``, in order of appearance, each once (spans index into ``query``)."""
    found: list[RefMatch] = []
    if _DIGIT.search(query) is None:  # a ref with no digit is a law number spelled out, or there is none
        return _spelled_refs(query)
    query = fix_ref_words(query)
    whole = WHOLE_REF.match(query)
    patterns = [whole] if whole else [*KEYWORD_REF.finditer(query), *GLUED_REF.finditer(query)]
    if not whole and not patterns:
        trailing = _trailing_law_number(query)
        patterns += [trailing] if trailing else []
    glued = {m.span() for m in patterns if m is not whole and m.re is GLUED_REF}
    taken: list[tuple[int, int]] = []
    for match in sorted(patterns, key=lambda m: m.start()):
        start, end = match.span()
        if any(a < end and start < b for a, b in taken):
            continue
        if match.re is KEYWORD_REF and _loose_word_not_a_ref(query, match):
            continue
        ref = _canonical(match.group("ref"))
        if ref and ref.isdigit() and match.re is KEYWORD_REF:
            ref, end = _with_section_after(query, ref, end)
        if ref and not ref.startswith("DEF:"):
            taken.append((start, end))
            other = alphabet_reading(match.group("ref"), ref)  # «12в»: 12B, or 12C by the alphabet
            found.append(RefMatch(ref, start, end, (start, end) not in glued, other))
    return found


def _loose_word_not_a_ref(query: str, match: re.Match[str]) -> bool:
    """Whether a ref word that is also an English word («st.», «art.», «article») is that word here: a counted noun
    after its number ("an article 2 days ago") or an article before it ("Main St. 5"); the German «Regel» after
    «in der» ("as a rule")."""
    if _REGEL.match(query, match.start()):
        return bool(_IN_DER_BEFORE.search(query, 0, match.start()))
    if not _LOOSE_REF_WORD.match(query, match.start()):
        return False
    return bool(_COUNTED_AFTER.match(query, match.end()) or _ARTICLE_BEFORE.search(query, 0, match.start()))


def _spelled_refs(query: str) -> list[RefMatch]:
    """Laws named by a ref word and a number in words (``правило тридцать четыре``, ``law sixteen``)."""
    lowered = query.lower()
    if not any(word in lowered for word in _SPELLED_REF_WORDS):
        return []  # most queries name no law: a few substring tests instead of the pattern's scan
    found = []
    for match in _SPELLED_REF.finditer(query):
        number = spelled_number(match.group("number"))
        if 1 <= number <= 93:
            found.append(RefMatch(str(number), match.start(), match.end()))
    return found
