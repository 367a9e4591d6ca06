"""Which card declarer's words from dummy designated, for the situation reader (Law 46B).

The lexicon recognises a card called from dummy without a proper designation (``incomplete_designation`` and its
kin: Law 46); the section depends on what declarer actually said, which this module reads from the words he is
quoted with («пику», "small club", «дама»: after or before the verb of naming) or, unquoted, the few words after
the verb:

* a card dummy does not hold ("…а его там нет", "dummy had none", "there was no jack in dummy"): 46B4, the call
  is void — the absence must be said of dummy ("у Востока пик нет" is a defender's void, not 46B4);
* "high" or "low" (``старшую``, ``маленькую``, ``самую большую``, ``small``, ``little``) without a rank: 46B1;
* a suit without a rank («пику», "a club", "trump"): 46B2, the lowest card of that suit;
* a rank without a suit («даму», "king", «девять»): 46B3 — when dummy is on lead, 46B3(A) (the suit in which
  dummy won the previous trick, provided it holds that rank; else 46B3(B)); when dummy is following, or two
  cards of that rank are told with no lead, 46B3(B).

Only declarer's words designate: a verb whose speaker is dummy, a defender or partner ("болван спросил «какую?»",
"вистующий сказал…") is skipped, and the next verb of naming is read. The story must speak of dummy (the table,
"from dummy"), unless the lexicon already read a call from dummy; a claim ("the rest are mine") is no designation.
The law's proviso ("unless declarer's different intention is incontrovertible") is the director's to judge: it
does not change which section governs. A card named whole that dummy holds is no incomplete designation: nothing
is decided. The general concept is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.intake.card_words import ENGLISH_RANKS, SPOT_CARDS, alternatives
from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GENERAL = ("incomplete_designation",)  # the lexicon's own readings of the situation
SECTIONS = {"46B1": "dummy_designation_high_low", "46B2": "dummy_designation_suit_only",
            "46B3": "dummy_designation_rank_only", "46B3(A)": "dummy_designation_rank_on_lead",
            "46B3(B)": "dummy_designation_rank_following", "46B4": "dummy_card_absent"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5  # the lexicon read a call from dummy at least from loose words
# dummy placed a card declarer did not name (Law 45D), read by a trigger of the lexicon: what declarer said is then
# no question of designation, and no 46B section replaces it
_PLACED_OTHER = ("dummy_played_unnamed",)
PLACED_WEIGHT = 0.8
# declarer took hold of dummy's card himself (Law 45C3), read by a trigger: which card his words named is not the story
_HANDLED = ("dummy_card_touched",)
# ...but dummy is the one said to pull or take it ("dummy pulled the king", «болван взял карту со стола»): no 45C3
_DUMMY_PULLED = cued(r"(?:болван\w*|\bстол|dummy)\s+(?:\w+\s+)?"
                     r"(?:потянул|вытянул|вынул|вытащил|выдвинул|взял|поднял|pulled|drew|took|picked)\w*",
                     re.IGNORECASE)
# ...nor a card taken from one's own hand, a trick taken up to look at, or a card a defender or dummy took: the words
# «взял … стол … передумал» also tell these, and none is declarer handling dummy's card
_NOT_DUMMYS_CARD = cued(r"из\s+(?:своей\s+)?руки|from\s+(?:his|her|my|own)\s+hand|взял\w*\s+(?:со\s+стола\s+)?взятк",
                        re.IGNORECASE)
_TAKEN = cued(r"\b(?:взял|поднял|вынул|вытащил|подержал|picked|took|lifted)\w*", re.IGNORECASE)
WINDOW = 30  # characters between the verb and what it says (quoted or not)
SPEAKER_WINDOW = 40  # characters before the verb in which its speaker is named

# the story speaks of dummy: the lexicon need not have read the situation for the reader to look
_DUMMY = cued(r"со\s+стола|на\s+столе|\bстол(?!ь)\w*|болван\w*|dummy|from\s+the\s+table|so\s+stola|\bstol(?!ko)\w*|"
              r"bolvan\w*", re.IGNORECASE)
_DECLARER = cued(r"разыгрывающ\w*|играющ\w*|declarer|razygry\w*", re.IGNORECASE)
_NAMING = cued(r"сказал\w*|назвал\w*|назыв\w*|велел\w*|велит\b|попросил\w*|говорит|говорю|заказал\w*|буркнул\w*|"
               r"скомандовал\w*|потребовал\w*|\bcall(?:ed|s)?\b|\bsaid\b|\bsays\b|\bnamed?\b|\bnames\b|"
               r"\basked\b|\btold\b|\binstructed\b|skazal\w*|nazval\w*|govorit|poprosil\w*|"
               r"(?:со\s+стола|from\s+dummy)\s*:", re.IGNORECASE)
# whose words a verb reports: dummy's, a defender's or partner's are no designation
_NOT_DECLARER = cued(r"болван\w*|dummy|вистующ\w*|защитник\w*|defender|партн[её]р\w*|partner|противник\w*|"
                     r"соперник\w*|оппонент\w*|opponent|bolvan\w*|vistuyu\w*", re.IGNORECASE)
_SPEAKER = cued(rf"{_DECLARER.pattern}|{_NOT_DECLARER.pattern}|\bя\b|\bI\b", re.IGNORECASE)
_QUOTE = cued(r"«([^»]{1,40})»|\"([^\"]{1,40})\"|“([^”]{1,40})”|„([^“”]{1,40})[“”]|(?<!\w)'([^']{1,40})'(?!\w)")
_CLAUSE_END = cued(r"[,;.!?—–]|\s(?:а|но|и\s+(?:тот|та|болван|партн)|but|and\s+(?:dummy|there))\s",
                   re.IGNORECASE)
# a concession («сдаюсь», «все ваши», "the rest are yours"): no designation either, whatever rank it names
_CONCEDE = (r"сда[юё]сь|сдаемся|сдаёмся|сдался|сдалась|(?:все|всё|остальн\w*|оставш\w*)\s+(?:взятк\w*\s+)?"
            r"(?:ваш\w*|тво[иеё]\w*)|\bconced\w*|the\s+rest\s+(?:are|is)\s+yours")
_CONCEDED = cued(_CONCEDE, re.IGNORECASE)
_CLAIM = cued(r"остальн\w*\s+(?:взятк\w*\s+)?мо[иеё]|остальное\s+моё|претенз\w*|клейм\w*|"
              r"the\s+rest\s+(?:are|is)\s+mine|\bclaim\w*|faced\s+his\s+cards|" + _CONCEDE, re.IGNORECASE)
# the card is said to be missing from dummy (not a defender's void, not "никаких сомнений нет")
_ABSENT = cued(
    r"(?:там|на\s+столе|у\s+болвана|в\s+болване|на\s+нём|которой|которого|такой\s+карты)\s+(?:\w+\s+){0,2}?"
    r"(?:нет|нету|не\s+было|отсутств\w*|не\s+оказал\w*|не\s+нашл\w*)\b|(?:нет|нету|не\s+было)\s+(?:\w+\s+){0,2}?(?:на\s+столе|у\s+болвана|"
    r"в\s+болване|там)\b|(?:на\s+столе|у\s+болвана|в\s+болване|там)\s+(?:и\s+)?в\s+помине\s+(?:нет|не\s+было)\b|"
    r"not\s+(?:there|in\s+dummy)|no\s+\w+\s+(?:there|in\s+dummy)|dummy\s+(?:had|has|held|holds)\s+"
    r"(?:no|none)\b|(?:had|has)\s+none|isn'?t\s+there|wasn'?t\s+(?:there|in\s+dummy)|na\s+stole\s+net|dummy\s+(?:does|did)n'?t\s+"
    r"(?:have|hold)|was\s+in\s+(?:his|declarer'?s)\s+(?:own\s+)?hand|\btam\s+net\b|net\s+na\s+stole", re.IGNORECASE)
_HIGH_LOW = cued(r"старш\w*|младш\w*|маленьк\w*|мелк\w*|\bмал\w*|высок\w*|выше|повыше|пониже|ниже|верхн\w*|"
                 r"нижн\w*|больш\w*|\bsmall\b|\blow\w*|vysok\w*|"
                 r"\blittle\b|\bhigh\w*|\btop\b|\bbottom\b|starsh\w*|mladsh\w*|malen\w*|melk\w*", re.IGNORECASE)
_SUIT = cued(r"♠|♥|♦|♣|пик\w*|черв\w*|бубн\w*|бубен|треф\w*|козыр\w*|spades?|hearts?|diamonds?|clubs?|trumps?|"
             r"\bpik\w*|cherv\w*|bubn\w*|bubey|tref\w*|kozyr\w*", re.IGNORECASE)
_ENGLISH_RANK = alternatives((*ENGLISH_RANKS, "trey"), r"\b", r"\b")  # whole words only: "ten" is not "tent"
_RANK = cued(rf"(?i:туз\w*|корол\w*|\bдам[аыуе]\b|валет\w*|{SPOT_CARDS}|\bдевять\b|\bвосемь\b|\bсемь\b|"
             rf"\bшесть\b|\bпять\b|\bчетыре\b|{_ENGLISH_RANK}|\btuz\w*|korol\w*|\bdam[auy]\b|valet\w*)|"
             r"\b[AKQJTВДКТ]\b")
_LONE_RANK = cued(r"\s*(?:[2-9]|10|[akqjtвдкт])\s*", re.IGNORECASE)  # «д», 'q', "9" quoted alone
# dummy leads: said so, or dummy won the trick before (and no lead from hand is told after it)
_LEADS = cued(r"ход\w*\s+со\s+стола|ходя\s+(?:со\s+стола|оттуда)|ходил\w*\s+со\s+стола|лидиру\w*|"
              r"вед[яу]\s+со\s+стола|на\s+ходу|при\s+ходе\s+со\s+стола|na\s+hodu|khodu|"
              r"lead(?:ing|s)?\s+from\s+dummy|on\s+lead|dummy\s+(?:was|is)\s+on\s+lead|khod\w*\s+so\s+stola",
              re.IGNORECASE)
_NOT_LEADING = cued(r"не\s+при\s+ходе|не\s+ходит|стол\s+не\s+ходит|отвечае\w*\s+на\s+ход|not\s+on\s+lead",
                    re.IGNORECASE)
_DUMMY_WON = cued(r"(?:выигра[вл]\w*|взя[вл]\w*)\s+(?:\w+\s+){0,2}взятк\w*\s+(?:\w+\s+){0,3}?(?:на\s+столе|в\s+болване|"
                  r"столом)|(?:стол|болван)\w*\s+(?:взял\w*|выиграл\w*)\s+(?:\w+\s+){0,2}взятк\w*|"
                  r"\b(?:стол|болван)\s+взятк\w*\s+(?:взял|выиграл)\w*|\bвзятк\w*\s+(?:взял|выиграл)\w*\s+(?:стол|болван)\b|"
                  r"dummy\s+won|won\s+(?:\w+\s+){0,3}in\s+dummy|was\s+in\s+dummy\s+with|"
                  r"(?:stol|bolvan)\w*\s+(?:vzyal|vyigral)\w*", re.IGNORECASE)
_FROM_DUMMY = cued(r"со\s+стола|с\s+болвана|из\s+болвана|болвану|from\s+(?:the\s+)?dummy|so\s+stola|"
                   r"s\s+bolvana|bolvanu", re.IGNORECASE)
_FROM_HAND = cued(r"с\s+руки|из\s+руки|from\s+(?:his\s+)?hand|s\s+ruki", re.IGNORECASE)
_FOLLOWS = cued(r"с\s+руки|из\s+руки|from\s+(?:his\s+)?hand|пош[её]л\w*|пошли|сходил\w*|ходят|ходили|зашёл|зашел|"
                r"\bon\s+(?:a|the)\s+(?:\w+\s+)?lead\b|на\s+(?:\w+\s+)?ход\b|"
                r"вышел|\bled\b|отвечает\s+на\s+ход|отвечаем\s+на\s+ход|не\s+при\s+ходе|не\s+ходит",
                re.IGNORECASE)
# another player led a suit («W ходит бубной», «вистующий ходит в пику»): dummy follows; «стол ходит…» is dummy's lead
_SUIT_LED = cued(r"(?<!стол\s)(?<!болван\s)\bходит\s+(?:в\s+)?(?:пик|черв|бубн|бубен|треф|козыр)\w*", re.IGNORECASE)
# two cards of one rank told by their suit symbols («♥Q и ♣Q», "♠K and ♦K"): the rank named fits both
_TWO_CARDS = re.compile(r"[♠♥♦♣]\s*(10|[2-9AKQJTВДКТ])\s*(?:и|and|или|or|,)\s*[♠♥♦♣]\s*\1(?![\w])|"
                        r"(10|[2-9AKQJTВДКТ])\s*[♠♥♦♣]\s*(?:и|and|или|or|,)\s*\2\s*[♠♥♦♣]")
_TWO = cued(r"\b(?:две|два|обе|оба|двух|two|both|dva|dve|oba|obe)\b|\s\w+ки\s+(?:пик|черв|бубен|треф)\w*\s+и\s",
            re.IGNORECASE)


Said = Callable[[], "tuple[str, str] | None"]  # a story's :func:`_designation`, found once when first asked


def section(text: str, read: bool = False, designation: Said | None = None) -> str | None:
    """``46B1``…``46B4`` (``46B3(A)``/``46B3(B)``) for what declarer said from dummy, or None when the text quotes
    no designation from dummy or names a whole card dummy holds. ``read``: the lexicon already read a call from
    dummy, so a story that names only declarer is enough. ``designation``: the story's :func:`_designation`, when
    the caller has it (found once per story)."""
    if not (_DUMMY.search(text) or (read and _DECLARER.search(text))) or _CLAIM.search(text):
        return None
    said = designation() if designation is not None else _designation(text)
    if said is None:
        return None
    words, rest = said
    rank, suit = _RANK.search(words) or _LONE_RANK.fullmatch(words), _SUIT.search(words)
    absent = _ABSENT.search(rest)
    # "червовой дамы на столе нет" after «дама»: the rank is there in another suit (46B3's proviso), not 46B4
    in_a_suit = absent is not None and _SUIT.search(rest[max(0, absent.start() - WINDOW):absent.end()])
    if absent and not (rank and not suit and in_a_suit):
        return "46B4"
    if _HIGH_LOW.search(words) and not rank:
        return "46B1"
    if suit and not rank:
        return "46B2"
    if rank and not suit:
        return _rank_only(text, rest, absent is not None)
    return None


def _rank_only(text: str, rest: str, proviso_failed: bool) -> str:
    """46B3(A) when dummy is on lead (said so, or dummy won the trick before and no lead from hand came after),
    unless dummy lacks that rank in that suit; 46B3(B) when dummy follows or two such cards are told; else 46B3."""
    won = _DUMMY_WON.search(text)
    if _NOT_LEADING.search(text):
        return "46B3(B)"
    leads = _LEADS.search(text) or (won is not None and not _FOLLOWS.search(text, won.end()))
    if leads:
        return "46B3(B)" if proviso_failed else "46B3(A)"
    if won is not None or _TWO.search(rest) or _TWO_CARDS.search(rest) or _FOLLOWS.search(text) or \
            _SUIT_LED.search(text):  # another led: dummy follows
        return "46B3(B)"
    return "46B3"


def _designation(text: str) -> tuple[str, str] | None:
    """(what declarer said, the text after the verb): for the first verb of naming whose speaker is not dummy, a
    defender or partner, the words quoted right after it (or right before: «Маленькую», — сказал…), else the words
    after it up to the end of its clause. None: no such verb, or a question quoted."""
    for verb in _NAMING.finditer(text):
        from_hand = _FROM_HAND.search(text[max(0, verb.start() - 20):verb.start()])
        if _not_declarer(text, verb.start()) or (from_hand and not _FROM_DUMMY.search(text, verb.end())):
            continue  # another's words, or a card named from declarer's own hand
        quoted = _quoted_near(text, verb)
        if quoted is not None:
            words, end = quoted
            return (None if "?" in words else (words, text[end:]))
        window = text[verb.end():verb.end() + WINDOW]
        cut = _CLAUSE_END.search(window)
        words = window[:cut.start()] if cut else window
        if _RANK.search(words) or _SUIT.search(words) or _HIGH_LOW.search(words) or _ABSENT.search(text, verb.end()):
            return words, text[verb.end():]
    return None


def _quoted_near(text: str, verb: re.Match[str]) -> tuple[str, int] | None:
    """The words quoted within ``WINDOW`` after the verb, else those ending right before it, and where they end."""
    after = _QUOTE.search(text, verb.end())
    if after is not None and after.start() - verb.end() <= WINDOW:
        return _inner(after), max(after.end(), verb.end())
    for before in _QUOTE.finditer(text, max(0, verb.start() - WINDOW), verb.start()):
        if re.fullmatch(r"[\s,—–-]*", text[before.end():verb.start()]):
            return _inner(before), verb.end()
    return None


def _inner(match: re.Match[str]) -> str:
    return next(group for group in match.groups() if group is not None)


def _not_declarer(text: str, at: int) -> bool:
    """Whether the nearest speaker named before the verb (in its clause) is dummy, a defender or partner."""
    before = re.split(r"[.;:,!?—–]", text[max(0, at - SPEAKER_WINDOW):at])[-1]
    speakers = list(_SPEAKER.finditer(before))
    return bool(speakers) and _NOT_DECLARER.fullmatch(speakers[-1].group()) is not None


def _not_declarers_touch(text: str) -> bool:
    """Whether the card handled is no declarer's touch of dummy's card (45C3): dummy pulled or took it, it came from
    one's own hand, a trick was taken up, or a defender took it. Asked only when the lexicon read 45C3."""
    return bool(_DUMMY_PULLED.search(text) or _NOT_DUMMYS_CARD.search(text)) or any(
        _not_declarer(text, taken.start()) for taken in _TAKEN.finditer(text))


# a designation corrected at once (45C4(B)), read by a trigger; the trigger's own words also tell a card dummy lacks
# («со стола … нет … даму»), so the correction itself must be told: «тут же «нет, …»», «сразу поправился», "no, wait"
_CORRECTION = ("designation_corrected",)
_CORRECTED_AT_ONCE = cued(
    r"(?:тут\s+же|сразу(?:\s+же)?|без\s+паузы|на\s+одном\s+дыхании|немедленно|мгновенно)\W+(?:\w+\W+){0,3}?"
    r"(?:нет|ой|поправил\w*|исправил\w*)\b|(?:поправил|исправил)ся|оговорил\w*|"
    r"(?:at\s+once|immediately|right\s+away|without\s+(?:a\s+)?pause)\W+(?:\w+\W+){0,3}?(?:no|corrected|changed)\b|"
    r"\bno,?\s+wait\b", re.IGNORECASE)
# ...said by declarer: not another voice before the «нет» («тут же вистующий: «нет, ход с руки»», «сразу видно»), and
# no card told absent («тут же болван: «нет дамы»», «нет там»)
_OTHER_VOICE = cued(rf"{_NOT_DECLARER.pattern}|\b(?:запад|восток|север|юг|видн)\w*|\b(?:west|east|north|south)\b",
                    re.IGNORECASE)
_NONE_THERE = cued(r"нет\s+(?:там\s+|на\s+столе\s+)?(?:туза|короля|дамы|валета|\w+(?:ки|ок)|там|такой|такого|"
                   r"е[её]|его)\b", re.IGNORECASE)


def _corrected_at_once(text: str) -> bool:
    """Whether declarer's slip in naming a card is told put right at once (45C4(B))."""
    return any(not _OTHER_VOICE.search(text, told.start(), told.end())  # (a match ending in «нет»: what follows it)
               and not _NONE_THERE.match(text, told.end() - len("нет")) for told in _CORRECTED_AT_ONCE.finditer(text))


_POINTED = ("dummy_points_card",)  # «…, а болван пальцем на даму показывает»: dummy suggesting a play, Law 45F


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 46 concepts replaced by the section's (settled), when the story tells a call from
    dummy and the words say what was called."""

    if any(m.id in _HANDLED for m in found) and _not_declarers_touch(text):
        found = [m for m in found if m.id not in _HANDLED]
    if reads_any(found, _HANDLED + _POINTED, PLACED_WEIGHT):  # dummy pointing at a card (45F): dummy's act is the story
        return found  # «вытащил короля на столе наполовину, потом «нет, валета»»: the card handled is the story (45C3)
    if reads_any(found, _CORRECTION, PLACED_WEIGHT) and _corrected_at_once(text):
        # «назвал со стола «даму» и тут же «нет, валета»»: the slip put right at once is the story (45C4(B)), not
        # which card the first word designated
        return settle(found, FAMILY + _CORRECTION, _CORRECTION[0])
    found_said: list[tuple[str, str] | None] = []

    def said() -> tuple[str, str] | None:  # what declarer said: found once, asked up to three times
        if not found_said:
            found_said.append(_designation(text))
        return found_said[0]

    dummy = _DUMMY.search(text) is not None  # (asked twice)
    if dummy and _placed_other(text, said):  # «говорю со стола валета, а она кладёт десятку»: Law 45D
        return settle(found, FAMILY + _PLACED_OTHER, _PLACED_OTHER[0])
    if reads_any(found, _PLACED_OTHER, PLACED_WEIGHT) and _contrary(text, said):
        return settle(found, FAMILY + _PLACED_OTHER, _PLACED_OTHER[0])  # «сказал «маленькую», а стол положил даму»
    if reads_any(found, _PLACED_OTHER, PLACED_WEIGHT) and _two_ranks(text):
        return found  # «сказал валета, а болван положил короля»: dummy's card, not declarer's words, is the story
    if _CONCEDED.search(text) and not dummy:
        return [m for m in found if m.id not in FAMILY]  # «сказал: все ваши, сдаюсь — а у него туз старший»
    which = section(text, reads_any(found, FAMILY, MIN_WEIGHT), said)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


def _two_ranks(text: str) -> bool:
    """Whether the story names two different ranks (the card called and another one dummy placed): «сказал
    «маленькую», а болван положил двойку» or «дама … положил даму» is the designation's own question (46B)."""
    return len({match.group().lower()[:3] for match in _RANK.finditer(text)}) >= 2


# dummy then placed another card («…, а она кладёт десятку», "but dummy played the ten"): its verb after «а»/«но»
_PLACED = cued(r"(?:^|[\s,])(?:а|но|but|and)\s+(?:(он|она|тот|та|болван\w*|стол|партн[её]р\w*|партнерша|dummy|he|"
               r"she|partner)\s+)?(?:(?:сам|сама|взял\w*|взяла|тут\s+же|сразу|immediately|instantly|quickly|promptly|then|"
               r"just|instead)\s+)?(?:кладет|кладёт|положил\w*|"
               r"сыграл\w*|выложил\w*|кинул\w*|подал\w*|выкладывает|played|placed|put|pulled)\b", re.IGNORECASE)
PLACED_WINDOW = 25  # characters after the verb of placing in which the card placed is named
# the placer is dummy only when declarer tells it: a defender's «партнёр» is the other defender ("Declarer called the
# queen from dummy, but partner played the king"); a card played «с руки» is declarer's own
_PARTNER_PLACED = cued(r"партн[её]р\w*|партнерша|partner", re.IGNORECASE)
_NARRATOR_CALLS = cued(r"\bя\s+(?:\w+\s+)?(?:назвал|сказал|попросил|потребовал|велел|заказал)\w*|говорю|называю|прошу|"
                       r"сказал\s+я\b|\bI\s+(?:\w+\s+)?(?:called|named|asked|said|told)\b", re.IGNORECASE)
_OWN_HAND = cued(r"^\s*(?:\w+\s+)?(?:с\s+руки|из\s+руки|from\s+(?:my\s+|his\s+|her\s+)?hand)", re.IGNORECASE)
# ...or declarer himself played it ("but then played the queen himself", «но потом сам сыграл даму с руки»)
_HIMSELF = cued(r"\b(?:him|my|her)self\b|\bсам[аи]?\s+(?:\w+\s+){0,2}?(?:с|из)\s+руки", re.IGNORECASE)


def _placed_other(text: str, designation: Said | None = None) -> bool:
    """Whether declarer named a rank from dummy and dummy then placed a card of another rank (Law 45D).
    ``designation``: the story's :func:`_designation`, when the caller has it."""
    said = designation() if designation is not None else _designation(text)
    if said is None:
        return False
    named = _RANK.search(said[0])
    placed = _PLACED.search(said[1]) if named is not None else None
    if named is None or placed is None or _OWN_HAND.search(said[1][placed.end():]) or (
            not placed.group(1) and _HIMSELF.search(said[1], placed.start())) or (
            placed.group(1) and _PARTNER_PLACED.fullmatch(placed.group(1)) and not _NARRATOR_CALLS.search(text)):
        return False
    card = _RANK.search(said[1][placed.end():placed.end() + PLACED_WINDOW])
    return card is not None and card.group().lower()[:3] != named.group().lower()[:3]


# what "high" and "low" can never be: an honour is no small card, a two or a three no high one
_SAID_LOW = cued(r"маленьк\w*|мелк\w*|младш\w*|нижн\w*|\bsmall\b|\blow\w*|\blittle\b|malen\w*|melk\w*|mladsh\w*",
                 re.IGNORECASE)
_SAID_HIGH = cued(r"старш\w*|высок\w*|верхн\w*|\bhigh\w*|\btop\b|starsh\w*|vysok\w*", re.IGNORECASE)
_HONOUR = re.compile(r"туз|корол|дам|валет|вальт|ace|king|queen|jack|tuz|korol|dam|valet|[AKQJТКДВ]$",
                     re.IGNORECASE)
_LOWEST = re.compile(r"двойк|тройк|двух|тр[её]х|two|three|trey|[23]$", re.IGNORECASE)


def _contrary(text: str, designation: Said) -> bool:
    """Whether declarer asked dummy for a high or a low card («маленькую», "small") and the card dummy placed, told
    by its rank outside the words said, cannot be one (an honour for «маленькую», a two or three for «старшую»):
    Law 45D, dummy placed a card declarer did not name — no question which card the words designated (46B1)."""
    said = designation()
    if said is None or _RANK.search(said[0]) or not _HIGH_LOW.search(said[0]):
        return False
    low, high = _SAID_LOW.search(said[0]) is not None, _SAID_HIGH.search(said[0]) is not None
    if low == high:
        return False
    ranks = [m.group().lower() for m in _RANK.finditer(text) if not _inside(m, text, said[0])]
    return any(_HONOUR.match(r) for r in ranks) if low else any(_LOWEST.match(r) for r in ranks)


def _inside(match: re.Match[str], text: str, words: str) -> bool:
    """Whether the rank found lies within the words said (quoted or after the verb)."""
    at = text.find(words)
    return at >= 0 and at <= match.start() < at + len(words)
