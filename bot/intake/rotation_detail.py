"""The finer facts of a call out of rotation that :mod:`bot.intake.rotation` needs once it knows whose turn it was:
the dealer as the owner of the first turn, a call made over the call out of rotation without noticing it (28B, read
in :mod:`bot.intake.unnoticed`), what the offender's partner may do after a pass in his turn (30B2(A) or (B)), and
whether the offender, after his RHO acted, repeated the denomination of his bid out of turn (31A2(A) or (B)); and
whose turn it was, from the words around the seats (:func:`find_turn`).

Why a module of its own: these read the story after the turn and the next call are known, each from words of its
own; :mod:`bot.intake.rotation` keeps the turn, the offender and the next call. Never raises.
"""

from __future__ import annotations

import re

from bot.intake.cues import cued
from bot.intake.rotation_words import (
    _AFTER_TURN,
    _BEFORE_TURN,
    _HIS_OWN,
    _HIS_TURN,
    _MY_TURN,
    _OBLIGED,
    _OPENED,
    _POSSESSIVE,
    at_once,
    bare_call,
    is_subject,
)
from bot.intake.textscan import Found
from bot.intake.unnoticed import called_over as called_over
from bot.intake.unnoticed import clause_start as clause_start

# "сдавал север", "дилером был мой левый", "South dealt", «сдающим был оппонент справа»: the dealer after «был» too
_DEALER_BEFORE = cued(r"(?:сдавал[аи]?|сдаёт|сдает|сдающ\w*(?:\s+был[аи]?)?|раздавал[аи]?|дилер\w*(?:\s+был[аи]?)?|"
                      r"dealer(?:\s+was|\s+is)?|dealt\s+by)\s+(?:мо\w+\s+|my\s+|the\s+)?"
                      r"(?:сосед\w*\s+|игрок\w*\s+|соперни\w*\s+|оппонент\w*\s+)?$", re.IGNORECASE)
_DEALER_AFTER = cued(r"^\s*(?:сдавал[аи]?|сдаёт|сдает|был[аи]?\s+сдающ\w*|был[аи]?\s+дилер\w*|dealt|"
                     r"was\s+(?:the\s+)?dealer)\b", re.IGNORECASE)
# after a pass in partner's turn: what the partner may now call (30B2(B): «может», «вправе», «позволено»,
# «разрешено»), not how long the offender passes; partner and «может» in one clause («…должен был его партнёр,
# что ему теперь можно» asks what the passer, «ему», may do)
_PARTNER_MAY = cued(r"контр\w*|реконтр\w*|\bdoubl\w*|\bredoubl\w*|"
                    r"(?:партн\w*|partner|pard)[^\w,.;?!]+(?:\w+[^\w,.;?!]+){0,3}?(?:может|можно|вправе|разреш\w*|"
                    r"позволен\w*|"
                    r"may|can|allowed)|(?:мне|я)\W+(?:\w+\W+){0,2}?(?:можно|могу|вправе|позволен\w*|разреш\w*)|"
                    r"(?:can|may)\s+I\b|what\s+(?:can|may)\s+(?:my\s+)?partner", re.IGNORECASE)
_SAME = cued(r"повтор\w*|\brepeat\w*|\bsame\s+(?:suit|denomination|strain)|ту\s+же\s+масть|"
             r"т(?:у|ой)\s+же\s+деноминац\w*|свою\s+масть|свои\s+(?:пики|черви|бубны|трефы)|"
             r"\bagain\b|снова|опять|ещё\s+раз|еще\s+раз", re.IGNORECASE)
_OTHER = cued(r"смен\w*|помен\w*|\b(?:another|different)\s+(?:suit|denomination|strain)\b|"
              r"друг\w+\s+(?:масть|деноминац\w*)|не\s+повтор\w*|\binstead\s+of\b|"
              r"\bnot\s+(?:spades|hearts|diamonds|clubs|no\s*trumps?|nt)\b|\bchang\w*|\bswitch\w*|"
              r"\bне\s+(?:пик\w*|черв\w*|бубн\w*|треф\w*)\W+а\b", re.IGNORECASE)
_DENOMINATION_WORDS = tuple((denomination, cued(pattern, re.IGNORECASE)) for denomination, pattern in (
    ("S", r"пик\w*|spades?|♠"), ("H", r"черв\w*|hearts?|♥"), ("D", r"бубн\w*|бубен|diamonds?|♦"),
    ("C", r"треф\w*|clubs?|♣"), ("NT", r"бк\b|б/к|без\s+козыр\w*|no\s*trumps?|\bnt\b")))

_BEFORE_ANY_BID = cued(r"никто\s+(?:ещё\s+|еще\s+)?(?:ничего\s+|рта\s+)?не\s+(?:открыл|открывал|назвал|сказал|говорил|"
                       r"заявлял|успел|раскрыл)|до\s+открытия|до\s+того,?\s+как\s+\w+\s+открыл|"
                       r"ещё\s+до\s+того|еще\s+до\s+того|before\s+any(?:one|body)?\s+(?:had\s+)?(?:bid|opened|"
                       r"called)|nobody\s+had\s+(?:bid|opened)|before\s+(?:the\s+|an\s+|any\s+)?opening|"
                       r"(?:на\s+)?(?:сам\w+\s+)?первой\s+(?:же\s+)?заявк\w*|"
                       r"до\s+того,?\s+как\s+(?:кто-(?:то|нибудь|либо)|хоть\s+кто-то|anyone|anybody)\s+(?:вообще\s+)?"
                       r"(?:что-(?:то|нибудь|либо)\s+)?(?:открыл|заявил|назвал|сказал|bid|opened|called)\w*|в\s+(?:самом\s+)?начале\s+торговл\w*|"
                       r"first\s+call\s+of\s+the\s+(?:auction|board|deal|hand)|before\s+the\s+first\s+(?:bid|call)|"
                       r"торговл\w+\s+(?:ещё\s+|еще\s+)?не\s+(?:была\s+)?(?:открыт\w*|начал\w*)|"
                       r"(?:ещё|еще)\s+никто\s+не\s+(?:открыл|назначал|говорил)|before\s+the\s+auction\s+(?:was\s+)?"
                       r"opened|no\s*one\s+had\s+(?:bid|opened)|"
                       # «а открытия ещё не было», «открытия не было»: nobody had bid
                       r"открыти[яе]\s+(?:ещё\s+|еще\s+|пока\s+)?не\s+было|(?:ещё|еще|пока)\s+не\s+было\s+(?:никакого\s+)?открыти[яе]|"
                       r"otkrytiya\s+(?:eshche\s+|eshch[eo]\s+|esche\s+|poka\s+)?ne\s+bylo|no\s+opening\s+(?:bid\s+)?yet",
                       re.IGNORECASE)
AFTER_A_BID = cued(r"открыл\w*|открылся|открыт\w*|opened|после\s+открытия|after\s+(?:the\s+|an\s+)?opening|"
                    r"торговля\s+(?:уже\s+)?(?:шла|идёт|идет)|(?:уже\s+)?(?:шла|идёт|идет)\s+торговл\w*|уже\s+открыли",
                    re.IGNORECASE)
_FIRST = cued(r"первым\s+(?:сказал\w*|спасовал\w*)|первым\s+пас|first\s+to\s+(?:call|pass)", re.IGNORECASE)
# a pass that by agreement shows something ("пас по системе обещает 12+"): conventional, Law 30C
# a call said to come first or before someone: with the dealer named, the dealer's turn was skipped
_EARLY = cued(r"первым|первой|раньше|вперёд|вперед|опередив|не\s+дождавшись|не\s+дожидаясь|(?:ещё|еще)\s+до|"
              r"до\s+того|пока|хотя|\bfirst\b|\bbefore\b|ahead\s+of", re.IGNORECASE)
# whose turn it was told by a seat («опередив правого», «раньше Запада», «в очередь Востока»): a call out of rotation
# however it slipped out («машинально»), no misclick to change
_TURN_BY_SEAT = cued(r"опередив\w*\s+(?!себя)\w+|раньше\s+(?!времени|срока)\w+|\bв\s+очередь\s+(?!был)\w+|"
                     r"\bahead\s+of\s+\w+|\bin\s+\w+'s\s+turn|\bbefore\s+(?:my\s+|his\s+|her\s+)?(?:LHO|RHO|partner)",
                     re.IGNORECASE)


def turn_by_seat(text: str) -> bool:
    """Whether the story says whose turn a call took by the seat it came before («опередив правого»)."""
    return _TURN_BY_SEAT.search(text) is not None


# an opening told (or «пас сказал»), then the dealer as the objection: «партнёр открылся 1БК, хотя сдавал левый»
_OPENED_FIRST = cued(r"(?:открыл\w*|opened|спасовал\w*|пасанул\w*|passed|(?:нажал|сказал|положил|выложил)\w*\s+пас|"
                     r"(?<![\w])пас\s+(?:сказал|нажал|положил|выложил)\w*)\b"
                     r"[^.;?!]{0,40}?(?:,\s*|\s)(?:хотя|а|но|but|although|though|when|while)\s+"
                     r"(?:(?:ведь|же|вообще-?то|actually)\s+)?(?:сдавал|сдаёт|сдает|дилер|dealer|\w+\s+(?:was\s+)?dealer|"
                     r"(?:мо\w+|my|the)\s+\w+\s+(?:был\w*\s+)?(?:сдающ|дилер|dealer))", re.IGNORECASE)
# the words that say a call was out of turn, without whose turn it was
OUT_OF_TURN_SAID = cued(r"вне\s+очеред\w*|не\s+в\s+сво\w+\s+(?:очеред\w*|чер[её]д\w*)|не\s+в\s+очередь|"
                        r"раньше\s+времени|out\s+of\s+(?:turn|rotation)|раньше\s+сво\w+\s+очеред\w*|"
                        r"before\s+(?:it\s+was\s+)?(?:his|her|their|my)\s+turn", re.IGNORECASE)
# seatless: the owner of the turn (28B) or the next player, the offender's LHO (29B), called over it
_OWNER_CALLED = cued(r"(?:player|one|guy|person|opponent)\s+whose\s+turn\s+it\s+(?:really\s+|actually\s+)?was|"
                     r"(?:игрок\w*|тот|соперник\w*|оппонент\w*|противник\w*),?\s+(?:чья|чей)\s+(?:была\s+|был\s+)?"
                     r"(?:очеред\w*|ход)|"
                     r"(?:opponent|соперник\w*|оппонент\w*|противник\w*)\s+в\s+свою\s+очередь", re.IGNORECASE)
_NEXT_PLAYER = cued(r"\bnext\s+player|следующ\w+\s+игрок\w*", re.IGNORECASE)
# the offender's LHO told calling over it before the words "out of turn" ("LHO bid after my bid out of turn")
_LHO_OVER_MINE = cued(r"(?:\bLHO|left[-\s]hand\s+opponent|\bлев(?:ый|ая)|соперни\w+\s+слева)\s+(?:\S+\s+){0,3}?"
                      r"(?:bid|called|passed|doubled|made\s+a\s+(?:bid|call)|сказал\w*|заявил\w*|спасовал\w*|"
                      r"законтрил\w*|назвал\w*)\s+(?:\S+\s+)?(?:after|over|после|поверх)\s+(?:my|мо(?:й|ю|ей|его|ём|ем|их?)\b)\s+"
                      # my call, not my partner («после моего партнёра»: LHO called in his own RHO's turn, 30-31)
                      r"(?:(?:own\s+)?(?:bid|call|pass|double|opening|заявк\w*|ставк\w*|пас\w*|контр\w*|открыти\w*|"
                      r"[1-7]\S*|бк)\s+)?$", re.IGNORECASE)
# an opponent's call out of turn, then the narrator's own call over it («соперник сказал не в свой черёд, а я спокойно
# сделал свою заявку»): the narrator is the opponent whose turn it was (28B) or the offender's LHO (29B)
_NARRATORS_TURN = cued(r"мо[яй]\s+(?:была\s+|был\s+)?(?:очеред\w*|чер[её]д)|\bmy\s+turn", re.IGNORECASE)
# a seat's forms only: «правила», «правильно», «правда» are no seat
_OPPONENT = cued(r"соперник\w*|оппонент\w*|противник\w*|\b(?:лев|прав)(?:ый|ого|ому|ым|ом|ая|ой|ую)\b|\bLHO\b|\bRHO\b|"
                 r"opponent\w*", re.IGNORECASE)
_I_CALLED = cued(r"^[^.;!?]{0,12}?(?:\bя|\bI)\s+(?:(?:спокойно|просто|тут\s+же|сразу|calmly|just|simply|then)\s+)?"
                 r"(?:сделал\w*\s+(?:свою|мою)\s+(?:заявк\w*|ставк\w*)|сказал\w*\s+сво[её]|спасовал\w*|"
                 # «я заявил, что…», «заявил об этом судье», «заявил: стоп»: words said, no call
                 r"заявил\w*(?![,:]|\s+(?:что|об?|обо|судь\w*|протест\w*|директор\w*)\b)|"
                 r"законтрил\w*|made\s+my\s+(?:call|bid)|bid|passed|doubled)", re.IGNORECASE)
_CALLS = cued(r"^[^.;!?]{0,40}?(?:\bcall\w*|\bbid\w*|\bpass\w*|\bdoubl\w*|сказал\w*|заявил\w*|назвал\w*|"
              r"сделал\w*|спасовал\w*|ignore\w*|игнорир\w*)", re.IGNORECASE)
_CONVENTIONAL = cued(r"конвенц\w*|искусствен\w*|conventional|artificial|"
                     r"пас\w*[^.!?]{0,60}?(?:показыва\w*|обеща\w*|по\s+(?:нашей\s+|их\s+)?систем\w*)|"
                     r"(?:договор[её]нност\w*|по\s+(?:нашей\s+|их\s+)?систем\w*)[^.!?]{0,60}?пас\w*|"
                     r"\bpass\w*[^.!?]{0,60}?\b(?:shows|promises|by\s+agreement)\b", re.IGNORECASE)


_SUBJECT_BEFORE = cued(r"(?<![\w])(?:я|он|она|нарушитель|i|he|she|offender)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def dealer(text: str, seats: list[Found]) -> int | None:
    """Index in ``seats`` of the seat the story names as dealer ("сдавал север", "South dealt"), or None."""
    for index, seat in enumerate(seats):
        if index + 1 < len(seats) and 0 <= seats[index + 1].start - seat.end <= 1 and seat.value not in {*"NESW"}:
            continue  # "мой" in "сдавал мой левый" is no seat of its own («сдавал север восток…»: two seats)
        if _DEALER_BEFORE.search(text[max(0, seat.start - 30):seat.start]) or _DEALER_AFTER.match(
                text[seat.end:seat.end + 25]):
            return index
    return None


def pass_in_partners_turn(text: str, start: int) -> str:
    """30B2(B) when, after the pass (from ``start``), the story asks what the offender's partner may call (a
    double, "может ли партнёр"); else 30B2(A), what the offender must do."""
    return "30B2(B)" if _PARTNER_MAY.search(text, start) else "30B2(A)"


def repeated(text: str, calls: list[Found], told: int, again: int) -> str | None:
    """31A2(A) or 31A2(B): whether the offender's call after his RHO acted (RHO's call told from ``told``, the
    story going on from ``again``) repeats the denomination of his bid out of turn (the last bid told before
    RHO's call); None when the story does not tell."""
    out_of_turn = next((c.value[1:] for c in reversed(calls) if c.end <= told and c.value[:1].isdigit()), None)
    later = _denomination(text, calls, again, len(text))
    if out_of_turn and later:
        return "31A2(A)" if out_of_turn == later else "31A2(B)"
    rest = text[again:]
    if _OTHER.search(rest):
        return "31A2(B)"
    if _SAME.search(rest):
        return "31A2(A)"
    return None


def _denomination(text: str, calls: list[Found], start: int, end: int) -> str | None:
    """The denomination of the first bid told between ``start`` and ``end``: a call ("2♠") or a suit word
    ("снова назвал черву"), whichever comes first."""
    call = next((c for c in calls if start <= c.start < end and c.value[:1].isdigit()), None)
    word: tuple[int, str] | None = None
    for denomination, pattern in _DENOMINATION_WORDS:
        found = pattern.search(text, start, end)
        if found and (word is None or found.start() < word[0]):
            word = (found.start(), denomination)
    if call is not None and (word is None or call.start <= word[0]):
        return call.value[1:]
    return word[1] if word else None


def skipped_dealer(text: str, seats: list[Found]) -> int | None:
    """The index of the dealer the story names ("сдавал север") when another seat called first: the next seat it
    names is another one («сдавал я, первое слово моё, но левый открыл»), or another seat's opening was told before,
    the dealer given as the objection ("партнёр открылся 1БК, хотя сдавал мой левый"); else None."""
    index = dealer(text, seats)
    if index is None:
        return None
    others = any(s.value != seats[index].value for s in seats[:index])
    narrator = not seats[:index] and seats[index].value != "me"
    if _OPENED_FIRST.search(text[:seats[index].start]) and (others or narrator):
        return index  # no seat named before it («нажал пас, хотя сдавал сосед справа»): the narrator called
    for other in seats[index + 1:]:
        if other.value != seats[index].value:  # «сдавал север, 1♣, восток…»: the dealer's call, written bare
            return None if bare_call(text, seats[index].end, other.start) else index
        if is_subject(text, other.start, other.end, other.value):
            return None  # the dealer named again as the one who acts: he called first
    return None


def same_sentence(text: str, end: int, width: int, floor: int = 0) -> str:
    """Up to ``width`` characters before ``end``, not past the end of the sentence before ("Юг потом спасовал.
    Должен ли Запад…": that verb is not Запад's) nor before ``floor`` (the seat named before: "партнёр спасовал
    раньше меня, правый…": that verb is the partner's)."""
    window = text[max(0, end - width, floor):end]
    cut = max(window.rfind(mark) for mark in ".?!")
    return window[cut + 1:]


def before_any_bid(text: str, calls: list[Found]) -> bool:
    """Whether the story puts the pass before anyone bid: said so outright, or "первым" with no bid named."""
    if _BEFORE_ANY_BID.search(text):
        return True
    named = any(c.value[:1].isdigit() for c in calls) or AFTER_A_BID.search(text)
    return bool(_FIRST.search(text)) and not named


def conventional(text: str) -> bool:
    """Whether the pass is said to be conventional or to show something by agreement (Law 30C)."""
    return _CONVENTIONAL.search(text) is not None


def dealer_skipped(text: str, seats: list[Found]) -> bool:
    """Whether the story says another seat called before the dealer ("сдавал Юг, но Запад первым сказал 2♠")."""
    index = skipped_dealer(text, seats)
    return index is not None and (_EARLY.search(text) is not None or at_once(text, seats, index))


def is_dealer(text: str, seats: list[Found], seat: Found) -> bool:
    """Whether ``seat`` is the seat the story names as dealer."""
    index = dealer(text, seats)
    return index is not None and seats[index].value == seat.value


def seatless_next(text: str) -> str | None:
    """With no seat named: "the player whose turn it was then called" (28B), "the next player just bid" (29B); an
    opponent's call out of turn and then the narrator's own call: 28B when it was his turn, else 29B."""
    marker = OUT_OF_TURN_SAID.search(text)
    if marker is None:
        return None
    if _LHO_OVER_MINE.search(text, 0, marker.start()):
        return "29B"
    for pattern, which in ((_OWNER_CALLED, "28B"), (_NEXT_PLAYER, "29B")):
        said = pattern.search(text, marker.end())
        if said and _CALLS.match(text[said.end():]):
            return which
    if _OPPONENT.search(text[:marker.start()]) and _I_CALLED.match(text[marker.end():]):
        return "28B" if _NARRATORS_TURN.search(text) else "29B"
    return None


# a calling verb, then «за» and the seat: a call made in that seat's place («спасовал за левого», «сказал за
# партнёра»), at his turn; «за левым» (after him, the instrumental) is the order of the table
# «сказал/заявил/ответил/назвал за X» only with a call told before «за» or right after the seat: «ответил за
# партнёра» on a question is an explanation (20F1), «заявил за правого претензию» a claim
_IN_HIS_PLACE = cued(r"(?:спасовал|пасанул|законтрил|контранул)\w*\s+(?:\w+\s+)?за\s+$|"
                     r"(?:сказал|заявил|ответил|назвал)\w*\s+(?:пас\w*|контр\w*|реконтр\w*|[1-7]\s*\S+|бк)\s+за\s+$",
                     re.IGNORECASE)
_WORD_VERB = cued(r"(?:сказал|заявил|ответил|назвал)\w*\s+за\s+$", re.IGNORECASE)
_CALL_AFTER = re.compile(r"\s+(?:пас\w*|контр\w*|реконтр\w*|[1-7]\s*\S+|бк)", re.IGNORECASE)
_AFTER_HIM = ("ым", "им", "ом", "ем", "ой", "ей")


def in_his_place(text: str, seat: Found) -> bool:
    """Whether a call was made «за» a seat, in his place (genitive or accusative, not the instrumental «за ним»)."""
    before = text[max(0, seat.start - 40):seat.start]
    placed = _IN_HIS_PLACE.search(before) is not None or (
        _WORD_VERB.search(before) is not None and _CALL_AFTER.match(text, seat.end) is not None)
    return placed and not text[seat.start:seat.end].lower().endswith(_AFTER_HIM)


def no_bid_again(text: str, calls: list[Found], seats: list[Found], offenders: str, again: int) -> str:
    """31A2(B) when the next call told after RHO's (from ``again``) is a pass or a double, no other seat named before
    it (the offender's: "он дал контру, а я теперь пас" is no repeat of the denomination); else 31A2."""
    call = next((c for c in calls if c.start >= again), None)
    if call is None or call.value not in ("P", "X", "XX"):
        return "31A2"
    others = [s for s in seats if again <= s.start < call.start and s.value != offenders]
    said_by = _SUBJECT_BEFORE.search(text, max(again, call.start - 25), call.start)  # "а я теперь пас", not "including"
    return "31A2" if others or said_by is None else "31A2(B)"


def obliged(text: str, seats: list[Found], owner: Found) -> bool:
    """Whether the owner of the turn is said to have had to pass ("правый обязан пасовать", "I was barred"): the
    seat named right before those words is his (not "is my partner barred?", a question of the penalty)."""
    for said in _OBLIGED.finditer(text):
        named = [seat for seat in seats if seat.end <= said.start() and said.start() - seat.end <= 40]
        if named and named[-1].value == owner.value:
            return True
    return False


# "заметили до того, как ЛП что-то сказал": when the irregularity was noticed (before the next player called), not
# whose turn it was
_NOTICED_BEFORE = cued(r"(?:заметил\w*|спохватил\w*|увидел\w*|обнаружил\w*|noticed|realized|realised)\s+"
                       r"(?:это\s+|it\s+)?(?:до\s+того,?\s+как|before)\s+(?:\w+\s+)?$", re.IGNORECASE)


# the seat just named then calls («правый заявил в его очередь»): that seat is the caller, «его» another seat's
_SUBJECT_CALLED = re.compile(r"\s+(?:\w+\s+)?(?:сказал\w*|заявил\w*|назвал\w*|влез\w*|вылез\w*|открыл\w*|"
                             r"объявил\w*|спасовал\w*|законтрил\w*|bid|called|passed|doubled)(?:\s+[^\s,.;:!?]+){0,2}?\s+",
                             re.IGNORECASE)  # the call said after the verb («сказал 2♠ в его очередь»)


# a question answered or a call explained in another's place («ответил вместо партнёра», "explained for my partner")
_ANSWERED_FOR = cued(r"(?:ответил\w*|объяснил\w*|обьяснил\w*|пояснил\w*|рассказал\w*|расшифровал\w*|answered|"
                     r"explained|otvetil\w*|ob'?jasnil\w*|ob'?yasnil\w*)\s+(?:\w+\s+){0,2}?$", re.IGNORECASE)


# «ответил» is also a response (a call): a question asked is told, and no call said right after it
_RESPONDED = re.compile(r"ответил|answered|otvetil", re.IGNORECASE)
_ASKED = cued(r"вопрос\w*|спрос\w*|спраш\w*|значит|значат|означа\w*|объяснени\w*|question\w*|\basked\b|\bmean\w*|"
              r"\bmeant\b", re.IGNORECASE)
_CALL_SAID = cued(r"^[\s,—–:-]*(?:(?:\w+\s+){0,2}?(?:[1-7]|пасом|пас\b|контр\w*|сказал\w*|заявил\w*|назвал\w*|"
                  r"bid\b|pass\b|doubled?\b))", re.IGNORECASE)


def _answered_for(text: str, end: int, seat_end: int) -> bool:
    """Whether the words ending at ``end`` (before «вместо» and the seat ending at ``seat_end``) tell a question
    answered or a call explained in that seat's place; «ответил вместо партнёра 2♠», «ответил за партнёра пасом» and
    «ответил» with no question told are a response, a call made in his place."""
    verb = _ANSWERED_FOR.search(text, max(0, end - 60), end)
    if verb is None or not _RESPONDED.match(verb.group()):
        return verb is not None
    return bool(_ASKED.search(text)) and _CALL_SAID.search(text[seat_end:seat_end + 40]) is None


def called_in_his_turn(text: str, seats: list[Found]) -> bool:
    """Whether a seat is told calling «в его очередь» with another seat named before it, whose turn that was
    («партнёр обязан молчать, а правый заявил в его очередь»)."""
    return _named_before_his_turn(text, seats)[1]


def _named_before_his_turn(text: str, seats: list[Found]) -> tuple[list[int], bool]:
    """The indexes in ``seats`` of the seats (not the narrator) named before «в его очередь», and whether the last
    of them, another seat named before it, is told calling in it."""
    his = _HIS_TURN.search(text)
    if his is None:
        return [], False
    named = [i for i, seat in enumerate(seats) if seat.end <= his.start() and seat.value != "me"]
    return named, len(named) > 1 and _SUBJECT_CALLED.fullmatch(text, seats[named[-1]].end, his.start()) is not None


def find_turn(text: str, seats: list[Found]) -> tuple[int, bool] | None:
    """(index in ``seats`` of the seat whose turn it was, whether it was said as the offender's own: "его
    партнёра"); the first seat the story marks so (:func:`bot.intake.rotation._turn` keeps it per story)."""
    for index, seat in enumerate(seats):
        before = _BEFORE_TURN.search(text[max(0, seat.start - 40):seat.start])
        if _POSSESSIVE.fullmatch(text[seat.start:seat.end]):
            # "моей партнёрши": a possessive right before a seat
            modifies = index + 1 < len(seats) and not text[seat.end:seats[index + 1].start].strip(" ")
            said_turn = before is not None and re.search(r"очеред|слово|\bход\b", before.group(), re.I) and not modifies
            if said_turn or _MY_TURN.match(text[seat.end:seat.end + 12]):
                return index, False  # "в мою очередь", «слово было моё», "очередь была моя", "when it was my turn"
            continue  # "my" in "my RHO's turn" is no seat of its own
        if before is not None and _NOTICED_BEFORE.search(text, max(0, seat.start - 60), seat.start):
            continue
        if before is not None and _answered_for(text, seat.start - len(before.group()), seat.end):
            continue  # «я сам ответил вместо партнёра»: a question answered in his place, no call in his turn
        if before is not None or _AFTER_TURN.match(text[seat.end:seat.end + 25]):
            own = bool(before is not None and before.group("own")) or bool(_HIS_OWN.match(text, seat.end))
            return index, own
    named, called = _named_before_his_turn(text, seats)
    if called:
        return named[-2], False  # «партнёр обязан молчать, а правый заявил в его очередь»: «его» is not the caller's
    return (named[-1], False) if named else None  # "сосед справа обязан пасовать, и я заявил в его очередь"


def partners_own_rho(text: str, pair: tuple[str, str], owner: Found) -> bool:
    """Partner's call «за правого» is at partner's own RHO's turn, unless the seat is told as the narrator's («в
    очередь моего правого»: my RHO, partner's LHO, as the director reviewed it)."""
    return pair == ("rho", "partner") and not _POSSESSIVE.search(text, max(0, owner.start - 7), owner.start)


def opened_at_my_rho(text: str, owner: Found, offender: str, start: int) -> bool:
    """Whether partner's bid at "RHO's turn", which RHO then passed, is told as an opening (from ``start``, the
    offender's seat, to the owner's): a first call at the narrator's RHO's turn (31B), as its writers mean it; a bid
    in mid-auction «за правого» is at partner's own RHO's turn (31A1)."""
    return (owner.value, offender) == ("rho", "partner") and _OPENED.search(text, start, owner.start) is not None


def after_owner_again(text: str, seats: list[Found], owner: int, index: int) -> bool:
    """An offender said acting before the turn's owner, and again after him («запад…, юг спасовал, а запад…»)."""
    said = {(s.value, s.start > seats[owner].start) for s in seats[:index] if is_subject(text, s.start, s.end, s.value)}
    return (seats[owner].value, True) in said and (seats[index].value, False) in said


# three passes in a row, or the auction told as ended: whether it ended is Law 34's (as compass_auction.third_pass)
_THREE_PASSES = cued(r"(?:три|трое|3)\s+пас(?:а|ов)|тр[её]х\s+пасов|третий\s+пас|(?:three|3)\s+passes|third\s+pass|"
                     r"(?:ended|closed|finished)\s+(?:the\s+)?auction|закончил\w*\s+торговл\w*", re.IGNORECASE)


def three_passes(text: str) -> bool:
    """Whether the story says three passes came in a row: no section of Laws 30-32 is read from its words."""
    return _THREE_PASSES.search(text) is not None
