"""Calls, cards and seats written in forms the scanner (:mod:`bot.intake.textscan`) does not read, for the reader.

Players write no trump many ways ("1 no-trump", "3 б/к", "две бескозырки", "три бк"), double in slang ("дабл") or
in Latin letters ("skazal pas", "dal kontru"), name a card by an adjective of its suit ("пиковый король",
"трефовую даму", "the spade king") and a seat in any case or gender ("после моих 2♥", "левому", "правая",
"партнёрша", "pard"). Each find is canonical (``3NT``, ``X``, ``SK``, ``me``) with its span, like the scanner's;
:func:`merge` puts them together with the scanner's, the longer span winning where two overlap ("3 б" is not 3♦
when the text says "3 б/к"). The reader and the prefill take seats from :func:`find_seats`; the reader and the
wizard's typed answers take calls and cards from :func:`every_call` and :func:`every_card`. Never raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.intake import compass_letters, textscan
from bot.intake.cues import Cued, cued
from bot.intake.textscan import LEVEL_WORDS, Found

_last: dict[Callable[[str], list[Found]], tuple[str, list[Found]]] = {}  # the last text's finds, by finder
_B = r"(?<![\w♠♥♦♣])"
_E = r"(?![\w])"
_LEVEL = "|".join(sorted(LEVEL_WORDS, key=len, reverse=True))
_NT = r"no[- ]?trumps?|н/т|б/к|б\.к\.?|бескозырк\w*|бескозырн\w*"
_NT_RE = cued(rf"{_B}([1-7]|{_LEVEL})\s?(?:{_NT})(?=$|[^\w/])", re.IGNORECASE)
_WORD_NT_RE = cued(rf"{_B}({_LEVEL})\s+(?:бк|нт|bk|nt|бт){_E}", re.IGNORECASE)
_OTHER = {"дабл": "X", "даблом": "X", "дабла": "X", "редабл": "XX", "ре-дабл": "XX", "pas": "P", "kontra": "X",
          "kontru": "X", "kontroj": "X", "kontroi": "X", "rekontra": "XX", "rekontru": "XX"}
_OTHER_RE = cued(rf"{_B}({'|'.join(sorted(map(re.escape, _OTHER), key=len, reverse=True))}){_E}", re.IGNORECASE)

# gates (only their cues are asked, ``Cued.possible``: a few substring tests, where running the pattern over a long
# story stopped at every «б», «н», «т», 20 µs): a plain alternation of words matches where its cues are
_CHEAP_NT = Cued(re.compile(r"trump|/к|б\.к|бескозыр|бк|нт|bk|nt|бт", re.IGNORECASE))
_CHEAP_OTHER = Cued(re.compile(r"дабл|pas|kontr", re.IGNORECASE))
_SUIT_STEMS = {"пиков": "S", "червов": "H", "червонн": "H", "бубнов": "D", "трефов": "C",
               "spade": "S", "heart": "H", "diamond": "D", "club": "C"}
_RANK_STEMS = {"туз": "A", "корол": "K", "дам": "Q", "валет": "J", "десятк": "T", "девятк": "9", "восьмерк": "8",
               "восьмёрк": "8", "семерк": "7", "семёрк": "7", "шестерк": "6", "шестёрк": "6", "пятерк": "5",
               "пятёрк": "5", "четверк": "4", "четвёрк": "4", "тройк": "3", "двойк": "2",
               **textscan.FOND_RANKS,  # «двоечка», «семёрочка»: the scanner's fond names of the small cards
               # English: honours and the deuce only ("led a spade two tricks later" names no card)
               "ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "deuce": "2"}
_RANKS = {"10", "2", "3", "4", "5", "6", "7", "8", "9", "A", "K", "Q", "J", "T"}
_SUIT_RE = "|".join(sorted(_SUIT_STEMS, key=len, reverse=True))
_RANK_RE = "|".join(sorted(_RANK_STEMS, key=len, reverse=True))
# "пиковый король", "трефовую даму", "the spade king": the suit's adjective, then the rank (any ending)
_CHEAP_SUIT = cued(r"пиков|червов|червонн|бубнов|трефов|spade|heart|diamond|club", re.IGNORECASE)
_ADJ_CARD_RE = cued(rf"{_B}({_SUIT_RE})\w*\s+({_RANK_RE})(?:[а-яё]*|s?){_E}", re.IGNORECASE)


def find_calls(text: str) -> list[Found]:
    """Calls in the forms above, canonical (``3NT``, ``X``, ``XX``, ``P``)."""
    low = text.lower()
    found: list[Found] = []
    if _CHEAP_NT.possible(low):  # most texts name no no-trump at all: skip the level alternations
        found += [Found(f"{_level(m[1])}NT", m.start(), m.end()) for m in _NT_RE.finditer(text)]
        found += [Found(f"{_level(m[1])}NT", m.start(), m.end()) for m in _WORD_NT_RE.finditer(text)]
    if _CHEAP_OTHER.possible(low):
        found += [Found(_OTHER[m[1].lower()], m.start(), m.end()) for m in _OTHER_RE.finditer(text)
                  if m[1].lower() in _OTHER]
    return [f for f in found if f.value[:1] != "0"]


_OF_CARD_RE = cued(rf"{_B}(10|[2-9]|[AKQJT])\s+of\s+(club|diamond|heart|spade)s?{_E}", re.IGNORECASE)


def find_cards(text: str) -> list[Found]:
    """Cards named by their suit's adjective (``SK`` for "пиковый король") or as "the 3 of clubs" (``C3``)."""
    found = [Found(_SUIT_STEMS[m[2].lower()] + ("T" if m[1] == "10" else m[1].upper()), m.start(), m.end())
             for m in _OF_CARD_RE.finditer(text) if m[2].lower() in _SUIT_STEMS and m[1].upper() in _RANKS]
    if not _CHEAP_SUIT.search(text):
        return found
    for m in _ADJ_CARD_RE.finditer(text):
        suit, rank = _stem(_SUIT_STEMS, m[1]), _stem(_RANK_STEMS, m[2])
        if suit and rank:
            found.append(Found(suit + rank, m.start(), m.end()))
    return found


_SEATS = {"мои": "me", "моих": "me", "моим": "me", "моими": "me", "моему": "me", "моём": "me", "моем": "me",
          "моё": "me", "мое": "me",
          "левому": "lho", "левым": "lho", "левая": "lho", "левой": "lho", "левую": "lho", "левом": "lho",
          "правому": "rho", "правым": "rho", "правая": "rho", "правой": "rho", "правую": "rho", "правом": "rho",
          "партнёрша": "partner", "партнерша": "partner", "партнёрши": "partner", "партнерши": "partner",
          "партнёрше": "partner", "партнерше": "partner", "партнёршу": "partner", "партнершу": "partner",
          "партнёром": "partner", "партнером": "partner", "партнёрш": "partner", "pard": "partner", "pd": "partner",
          "partner's": "partner", "lho's": "lho", "rho's": "rho"}
_SEATS_RE = cued(rf"{_B}({'|'.join(sorted(map(re.escape, _SEATS), key=len, reverse=True))}){_E}", re.IGNORECASE)
# a husband or wife at the table is the teller's partner in club players' stories («муж открыл 1♥», «жена
# объяснила мою заявку», «мы с мужем»), not when the spouse is an opponent's («жена соперника», «против мужа»),
# or a pair of opponents is meant («Запад и Восток — муж и жена», «играли против супругов»)
_SPOUSE_RE = cued(r"(?<![\w-])(?<!против\s)(?<!против\s\s)(?:муж|мужа|мужу|мужем|муже|жена|жены|жене|жену|женой|"
                  r"супруг|супруга|супругу|супругом|супруге|супругой)(?![\w-])"
                  r"(?!\s+(?:и|с|со)\s+(?:жен|муж|супруг))"
                  r"(?!\s+(?:моего\s+|нашего\s+)?(?:соперни|противни|оппонент|лев|прав|запад|восток|север|юг|партн|"
                  r"друг)\w*)", re.IGNORECASE)
_PAIRED = re.compile(r"(?:муж\w*|жен\w*|супруг\w*)\s+(?:и|с|со)\s+$", re.IGNORECASE)  # «муж и жена»: a pair
# the one sitting opposite is partner: «мой Зураб напротив», «сидящий напротив меня», «визави» (the word alone is
# also "on the contrary": only with «мой»/«сидящий» before it or «меня» after it)
# (case-blind but for the name, which must be a capital: «Мой Зураб напротив» opening a sentence too)
_OPPOSITE_RE = cued(r"(?:(?<![\w-])(?i:мой|моя|наш|наша|сидящ\w*|сидевш\w*|сидит|сидел\w*)\s+(?:[А-ЯЁ]\w+\s+)?"
                    r"(?i:(напротив))(?![\w-])|(?<![\w-])(?i:(напротив)\s+меня)(?![\w-])|(?<![\w-])(?i:(визави))"
                    r"(?![\w-]))")

# «мой пасанул», «моя сказала 2♥»: the possessive alone as the subject of a call or a card played is partner in club
# players' talk (the word right before a verb of the table; «мой ход», «моя заявка», «мой левый» are no such subject)
_MY_ONE_RE = cued(r"(?<![\w-])(?:мой|моя)(?=\s+(?:(?:тоже|уже|ещё|еще|сразу|тут|вдруг|взял\s+и)\s+)?(?:спасовал|"
                  r"пасанул|паснул|сказал|заявил|назвал|открыл|открылся|открылась|ответил|законтрил|контранул|"
                  r"контрует|выдал|влез|вылез|перебил|объяснил|обьяснил|вышел|вышла|зашёл|зашел|зашла|пошёл|пошел|"
                  r"пошла|сбросил|положил|думал|задумал|подумал)\w*(?![\w-]))", re.IGNORECASE)


# the league player's «ЛП» / «ПП» (левый / правый противник), typed in capitals; «LP» in Latin letters («PP» is a
# procedural penalty to English players): capitals only, so «пп.» (подпункт) stays a ref's word
_OPPONENT_ABBREVIATIONS = {"ЛП": "lho", "ПП": "rho", "LP": "lho"}
_OPPONENT_ABBREVIATION_RE = cued(r"(?<![\w.])(ЛП|ПП|LP)(?![\w.])")  # (cued: «лп» is in few stories, «П» in most)


def find_seats(text: str) -> list[Found]:
    """The scanner's seats and these other forms of them, in reading order (``me``, ``partner``, ``lho``…)."""
    return _remembered(_seats, text)


def _seats(text: str) -> list[Found]:
    extra = [Found(_SEATS[m[1].lower()], m.start(), m.end()) for m in _SEATS_RE.finditer(text)
             if m[1].lower() in _SEATS]
    extra += [Found("partner", m.start(), m.end()) for m in _SPOUSE_RE.finditer(text)
              if not _PAIRED.search(text, max(0, m.start() - 16), m.start())]
    extra += [Found("partner", m.start(group), m.end(group)) for m in _OPPOSITE_RE.finditer(text)
              for group in (next(g for g in (1, 2, 3) if m.group(g)),)]
    extra += [Found(_OPPONENT_ABBREVIATIONS[m[1]], m.start(), m.end())
              for m in _OPPONENT_ABBREVIATION_RE.finditer(text)]
    scanned = textscan.find_seats(text)
    extra += compass_letters.seats(text, scanned + extra)  # «С 1♦, Ю пас»: a dictated auction's seats
    ones = [Found("partner", m.start(), m.end()) for m in _MY_ONE_RE.finditer(text)]
    if ones:  # the scanner's «мой» (the teller) at the same place gives way
        scanned = [s for s in scanned if not any(s.start == o.start for o in ones)]
    return merge(scanned, extra + ones)


def every_call(text: str) -> list[Found]:
    """Every call the scanner reads and every one written in the forms above, in reading order."""
    return merge(textscan.find_calls(text), find_calls(text))


# a card put on the table, not a call: «сыграл / положил / сбросил / вышел с 8 пик»; only of a rank no legal bid has
# (8, 9): «сыграл 3 пики» is the contract played, «положил 2 трефы» two clubs or the bidding box's 2♣
_PLAY_VERB = re.compile(r"(?:сыграл\w*|положил\w*|сбросил\w*|сн[её]с\w*|скинул\w*|кинул\w*|покрыл\w*|побил\w*|"
                        r"(?:вышел|вышла|заш[её]л|зашла|пош[её]л|пошла|ходил\w*|сходил\w*)\s+с|discarded|played|"
                        r"polozhil\w*|sbrosil\w*|sygral\w*)\s+$", re.IGNORECASE)
_AUCTION_TOLD = re.compile(r"торг|заявк|заявил|назнач|пас|контр(?!акт)|\bbid|auction|doubl|\bpass|поверх|"
                           r"over\s+(?:my|his|her|the)|open|открыл", re.IGNORECASE)


def played_cards(text: str, calls: list[Found]) -> list[Found]:
    """The eight or nine of a suit a story tells as played («я сыграл 8 пик», «сбросил 9 треф»), as the card it is
    (``S8``), not the bid of eight (Law 38) the number and suit alone would be. Only when it is the story's only
    bid and the story says nothing of an auction: «положил 8♠ поверх 7♥» is a bid with the bidding box."""
    bids = [c for c in calls if c.value[:1].isdigit()]
    if len(bids) != 1 or bids[0].value[0] not in "89" or bids[0].value[1:] not in ("S", "H", "D", "C"):
        return []
    call = bids[0]
    if _PLAY_VERB.search(text, max(0, call.start - 24), call.start) is None or _AUCTION_TOLD.search(text):
        return []
    return [Found(call.value[1] + call.value[0], call.start, call.end)]


def every_card(text: str) -> list[Found]:
    """Every card the scanner reads and every one named by its suit's adjective, in reading order."""
    return _remembered(_cards, text)


def _cards(text: str) -> list[Found]:
    return merge(textscan.find_cards(text), find_cards(text))


def _remembered(find: Callable[[str], list[Found]], text: str) -> list[Found]:
    """``find(text)``, kept for the last text it was asked about: the reader, the rotation reader and the stated
    declarer each ask for the same story's cards or seats (a copy each time: the callers own their lists)."""
    last = _last.get(find)
    if last is None or last[0] is not text:
        last = _last[find] = (text, find(text))  # one tuple, swapped whole (a reader in another thread)
    return list(last[1])


def the_only(text: str, found: list[Found]) -> str | None:
    """The canonical value when the text is one find and nothing else but punctuation (a typed answer)."""
    if len(found) != 1:
        return None
    rest = text[:found[0].start] + text[found[0].end:]
    return found[0].value if not rest.strip(" \t\n.,;:!?«»\"'()") else None


def merge(scanned: list[Found], extra: list[Found]) -> list[Found]:
    """The scanner's finds and these, in reading order; where two overlap the longer span wins."""
    kept: list[Found] = []
    for item in sorted([*scanned, *extra], key=lambda f: (f.start, -(f.end - f.start))):
        if kept and item.start < kept[-1].end:
            continue
        kept.append(item)
    return kept


def _level(word: str) -> str:
    return word if word.isdigit() else str(LEVEL_WORDS.get(word.lower(), 0))


def _stem(table: dict[str, str], word: str) -> str | None:
    low = word.lower()
    return next((value for stem, value in table.items() if low.startswith(stem)), None)
