"""Which section of Law 62 a revoke corrected in time falls under, for the situation reader.

The lexicon recognises a revoke (``revoke``, ``revoke_correction``…: Laws 61–64); which section governs depends on
facts the story states, which this module reads:

* that it was a revoke: not following suit while able to ("не дал в масть", "сбросил пику, хотя была черва",
  «фальшренонс», "revoked") — «ренонс в трефах», a void, and a plain discard are no revoke;
* a revoke at the twelfth trick (``в 12-й взятке``, ``на предпоследней``, "trick twelve"; not "12 взяток" taken):
  62D — 62D2 when a defender revoked before his partner had played to it (declarer may then choose his card), else
  62D1 (it must be corrected); found only after the hands went back in the board, nothing is decided (Law 64);
* a card played after the revoke by another player, to be withdrawn: 62C1 — 62C2 when it is the offender's
  partner's (said so, or the narrator whose partner revoked);
* a revoke noticed in time (``тут же``, ``до следующей взятки``, "before the next trick", found after a "пик нет?")
  and corrected: the card withdrawn from a defender's concealed hand becomes a penalty card, 62B1; declarer's or
  dummy's, or a defender's card that lay faced before it was played, is replaced without penalty, 62B2.

A revoke told as established (the offending side played to the next trick, tricks later, after the hand, a claim:
Law 63) is Law 63/64's, not 62's: nothing is decided. The general concept is replaced by the section's, marked
settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake import dummy_acts
from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.seat_side import last_seat
from bot.intake.textscan import blank
from lawbase.search.concepts import LIKENESS, settle

# the lexicon's own readings of the situation
GENERAL = ("revoke", "revoke_correction", "revoke_inquiry", "revoke_establishment", "revoke_penalty")
SECTIONS = {"62B1": "revoke_corrected_defender", "62B2": "revoke_corrected_declarer",
            "62C1": "revoke_later_card_withdrawn", "62C2": "revoke_partner_withdraws_after",
            "62D1": "revoke_twelfth_trick", "62D2": "revoke_twelfth_partner_to_play"}
ESTABLISHED = "revoke_established_by_play"  # the offending side played to the next trick: Law 63
FAMILY = GENERAL + tuple(SECTIONS.values()) + (ESTABLISHED,)  # what a settled section replaces
MIN_WEIGHT = 0.5
DOER_WINDOW = 45  # characters before an act in which its doer is named

_SUIT = r"(?:пик\w*|черв\w*|бубн\w*|бубен|треф\w*|масть|масти|козыр\w*)"
_HAD = (r"(?:хотя|имея|при\s+игре|а\s+у\s+(?:него|неё|нее|меня)\s+был\w*|а\s+был\w*|with\s+a\s+\w+\s+in|though|"
        r"while\s+holding|holding|hotya|imeya)")
_PLAYED = (r"(?:сыграл\w*|сбросил\w*|положил\w*|сн[её]с(?:л[аи])?\b|скинул\w*|played|discarded|sbrosil\w*|"
           r"sygral\w*|polozhil\w*)")
# «пропустил масть» of a lead or a bid chosen («при заходе», «в торговле») or a trick ducked («надо было брать»)
_NOT_DUCKED = (r"(?![^.;!?]{0,40}?(?:при|на|в)\s+(?:заход|выход|торговл|аукцион))"
               r"(?![^.!?]*надо\s+было\s+(?:брать|взять|бить|побить|ходить|зайти|выйти))")
# the act itself: not following suit while able to
_REVOKE = cued(
    rf"не\s+(?:дал\w*|ответил\w*|положил\w*|подложил\w*|сыграл\w*|пош[её]л\w*|дала)\s+(?:\w+\s+)?(?:в\s+)?{_SUIT}|"
    rf"(?:сбросил\w*|сыграл\w*|положил\w*|пош[её]л|пошла|зашёл|зашел)\s+не\s+в\s+масть|(?:пропустил|прозевал)\w*\s+(?:в\s+)?масть\b{_NOT_DUCKED}|"
    rf"не\s+в\s+масть\s+(?:дал\w*|положил\w*|сыграл\w*|ответил\w*|сбросил\w*|скинул\w*)|"
    rf"{_PLAYED}[^.;!?]{{0,60}}?{_HAD}|(?:сбросил|сн[её]с|скинул)\w*[^.;!]{{0,80}}?(?:наш[её]л|нашла|нашли|found|оказал\w*)|"
    rf"положил\w*\s+{_SUIT}\s+на\s+{_SUIT}|заметил\w*,?\s+что\s+у\s+(?:него|неё|нее|меня)\s+(?:был\w*|есть)\s+"
    rf"(?:\w+\s+)?{_SUIT}|фальшренонс\w*|фальш-ренонс\w*|"
    rf"ренонс(?!\s+в\s+(?:пиках|червах|червях|бубнах|трефах|козырях|масти))\w*|сренонсил\w*|ренонсировал\w*|"
    rf"ренонсит\w*|revok\w*|ревок\w*|reneg\w*|fail\w*\s+to\s+follow|didn'?t\s+follow|ne\s+dal\w*\s+v\s+mast\w*|"
    rf"fal'?sh-?renons\w*|renons(?!\s+v\s+\w+ah\b)\w*", re.IGNORECASE)
# the word for it, or not following suit said outright: a revoke even when the lexicon read something else first
_NAMED = cued(r"фальшренонс\w*|revok\w*|reneg\w*|не\s+(?:дал\w*|ответил\w*)\s+в\s+масть|"
              r"ne\s+dal\w*\s+v\s+mast\w*|fal'?sh-?renons\w*", re.IGNORECASE)
_VOID = cued(r"(?:у\s+(?:меня|него|неё|нее)\s+)?(?:был\s+)?ренонс\s+в\s+(?:пиках|червах|червях|бубнах|трефах)",
             re.IGNORECASE)
_TWELFTH = cued(r"\b12\s*-?\s*(?:й|ой|oj|oy|yj|y|th)\s*(?:взятк\w*|трик\w*|trick|vzyat\w*)|"
                r"\b12\s+(?:взятк[еу]|трик[еу]|vzyatke)|(?:на|в|at|on|in)\s+12\s+trick\b|в\s+12\s+взятк|двенадцат(?:ой|ую|ая)\b|предпоследн\w*|twelfth|trick\s+(?:twelve|12)\b|"
                r"dvenadcat(?:oj|oy)\b", re.IGNORECASE)
_TOO_LATE_12 = cued(r"после\s+того,?\s+как\s+(?:\w+\s+){0,2}?(?:убрал\w*|вернул\w*|сложил\w*)|уже\s+(?:убрали|"
                    r"вернули|сложили)|after\s+(?:the\s+)?(?:hands|cards)\s+(?:were\s+)?(?:put\s+)?(?:back|"
                    r"returned)|already\s+(?:back\s+)?in\s+the\s+board", re.IGNORECASE)
_PARTNER_TO_PLAY = cued(
    r"(?:партн[её]р\w*|partner)\s+(?:\w+\s+){0,3}?(?:ещё|еще|пока|esche|eshche)\s+(?:не|ne)\s*(?:ходил\w*|сходил\w*|походил\w*|сыграл\w*|"
    r"положил\w*|клал\w*|играл\w*|sygral)|(?:partner|his\s+partner)\s+(?:\w+\s+){0,2}?(?:has|had)(?:n'?t|\s+not)\s+"
    r"(?:yet\s+)?played|(?:ещё|еще)\s+не\s+сыграл\w*\s+(?:в\s+)?эт\w*\s+взятк\w*|before\s+(?:his\s+|the\s+"
    r"offender'?s\s+)?(?:partner|\w+)\s+(?:had\s+)?play\w*|до\s+того,?\s+как\s+(?:\w+\s+){0,2}?(?:сыграл\w*|"
    r"походил\w*|положил\w*)|(?:партн[её]р\w*|partner)\s+(?:\w+\s+){0,3}?(?:две|два|двух|two|2)\s+(?:масти|suits)|"
    r"раньше\s+партн\w*|before\s+partner'?s\s+turn|выбира\w*,?\s+(?:\w+\s+){0,2}?(?:из\s+двух|как\w+\s+из)|"
    r"picks\s+which\s+card|partner\s+(?:\w+\s+){0,2}?(?:esc?h?e|eshche)\s+ne\s+(?:igral|sygral|hodil)|"
    r"do\s+(?:togo,?\s+kak|hoda)\b|dvukh\s+mast|dve\s+masti|holds\s+a\s+\w+\s+and\s+a\s+\w+", re.IGNORECASE)
# noticed in time: said so, or the card found after partner's question (Law 61B: asked during the trick)
_IN_TIME = cued(r"тут\s+же|сразу|через\s+секунду|спохватил\w*|(?:прежде|раньше),?\s+чем\s+(?:[\w-]+\s+){0,4}?след\w*|"
                r"до\s+(?:того,?\s+как\s+)?(?:[\w-]+\s+){0,3}?след\w*|"
                r"до\s+конца\s+взятки|в\s+(?:той|этой)\s+же\s+взятке|ещё\s+до|еще\s+до|(?:ещё|еще)\s+не\s+"
                r"(?:начал\w*|начина\w*|пош[её]л|ходил\w*|сыграл\w*)|(?:(?:ещё|еще)\s+)?никто\s+(?:ещё|еще)?\s*(?:дальше\s+)?"
                r"не\s+(?:пош[её]л|сыграл\w*|ходил\w*|походил\w*|положил\w*)|"
                r"не\s+(?:был\w*\s+|стал\w*\s+)?установлен\w*|(?:ещё|еще)\s+не\s+установлен\w*|before\s+(?:the\s+revoke\s+"
                r"was\s+established|(?:he\s+|anyone\s+)?(?:\w+\s+){0,3}?(?:next|following)\s+trick)|"
                r"not\s+(?:yet\s+)?established|immediately|at\s+once|right\s+away|and\s+put\s+it\s+on\s+the\s+"
                r"trick|srazu|do\s+sled\w*|\w+\s+нет,?\s*(?:партн\w*)?\s*\?|\bno\s+\w+,?\s*(?:partner)?\s*\?|"
                r"наш[её]л\w*|нашла|исправ\w*|помен\w*|замен\w*|corrected|replaced|found\s+(?:a|the|his)\b|"
                r"ispravil\w*|zametil\w*|забрал\w*\s+(?:\w+\s+)?карт\w*|карт\w*\s+(?:\w+\s+)?забрал\w*|"
                r"took\s+(?:the\s+card\s+|it\s+)?back", re.IGNORECASE)
# two or more tricks played after it before it was noticed («ещё 2 взятки сыграли», "two more tricks were played")
_TRICKS_ON = (r"(?:ещё|еще|уже|потом)\s+(?:\d+|две|два|три|четыре|пару|пара|несколько)\s+взят\w*\s+(?:\w+\s+)?"
              r"(?:сыграли|прошл[оаи]|отыграли|разыграли|сыграно)|(?:\d+|две|два|три|пару|несколько)\s+взят\w*\s+"
              r"спустя|(?:two|three|several|\d+)\s+(?:more\s+)?tricks\s+(?:were\s+|had\s+been\s+)?played")
_TRICKS_ON_TOLD = cued(_TRICKS_ON, re.IGNORECASE)
# established (Law 63): tricks later, after the hand, a claim; the offending side's play to the next trick
_LATER = cued(r"через\s+(?:\w+\s+)?взят(?:к\w*|ок\b)|(?:в|на)\s+следующ\w*\s+(?:раздач|сдач|доск)\w*|\btricks?\s+later|"
              r"после\s+(?:окончания\s+)?сдачи|в\s+конце\s+сдачи|"
              r"after\s+the\s+hand|at\s+the\s+end(?!\s+of\s+the\s+trick)|(?:в|под)\s+конце(?!\s+(?:взятки|концов))|"
              r"претензи\w*|\bclaim\w*|установлен\w*|"
              r"established|выиграл\w*\s+следующ\w*\s+взятк\w*", re.IGNORECASE)
# found only on a later board («заметили, когда уже торговались в следующей раздаче»): established long before
_NEXT_BOARD = cued(r"(?:в|на|во\s+время)\s+следующ\w*\s+(?:раздач|сдач|доск|board|deal)\w*|on\s+the\s+next\s+"
                   r"(?:board|deal|hand)", re.IGNORECASE)
_NOT_ESTABLISHED = cued(r"(?:не|не\s+был\w*|не\s+стал\w*|(?:ещё|еще)\s+не)\s+установлен\w*|not\s+(?:yet\s+)?"
                        r"established|before\s+(?:the\s+revoke|it)\s+(?:was|is|becomes|became|has\s+been|gets|got)\s+"
                        r"established|до\s+того,?\s+как\s+(?:\w+\s+)?"
                        r"(?:стал\s+)?установлен\w*", re.IGNORECASE)
_NEXT = r"(?:следующ\w*|след\.?)\s+взятк\w*"
# «сходил в следующую»: the trick left unsaid after a play, not a board, a suit, a card
_NEXT_ALONE = r"следующую\b(?!\s+(?:раздач|сдач|доск|масть|масти|карт|игр|руку|взятку|board|deal|hand))"
_TO_NEXT = (r"(?:сыграл\w*|пош[её]л\w*|пошла|пошли|вышл?[аио]?\b|вышел\w*|сходил\w*|походил\w*|ходил\w*|заш[её]л|"
            r"зашл[аи]|положил\w*|played|led)")
# the next trick told as played («следующая взятка уже сыграна / прошла»): no doer named, the offending side's
# play to it is the story's point (Law 63A1)
_NEXT_PLAYED = (rf"(?<!\bв\s)(?<!\bна\s){_NEXT}\s+(?:уже\s+)?(?:была\s+)?(?:сыграна|прошла|закончилась|"
                r"разыграна|сыграли|отыграли|разыграли)")  # «заметили, когда уже следующую взятку сыграли»
# ...told by «сыграли» with no doer: the offenders' play only when the revoke was not put right before it, nor the
# story a question whether to own up to it («ренонс исправили сразу, а когда следующую взятку сыграли»: 62B1; «я сам
# заметил, когда следующую взятку разыграли — обязан ли я сказать?»: 72B)
_THEY_PLAYED = cued(r"(?:сыграли|отыграли|разыграли)$", re.IGNORECASE)
_PUT_RIGHT_BEFORE = cued(r"исправ\w*|замен\w*|corrected|replaced", re.IGNORECASE)
_OWN_UP = cued(r"(?:обязан|должен|должна|надо|нужно)\w*\s+(?:ли\s+)?(?:я\s+|мне\s+)?(?:\w+\s+){0,2}?(?:сказать|"
               r"сообщить|признаться|говорить|заявить|сообщать|заявлять|признаваться)", re.IGNORECASE)
_NEXT_TRICK = cued(rf"{_TO_NEXT}\s+(?:уже\s+)?(?:(?:карт\w*|(?:a\s+)?card)\s+)?(?:(?:в|на|to)\s+)?(?:the\s+)?"
                   rf"(?:{_NEXT}|next\s+trick|{_NEXT_ALONE})|(?:в|на)\s+{_NEXT}\s+(?:(?!не\b|никто\b|not\b)[\w,]+\s+){{0,5}}?(?:уже\s+)?{_TO_NEXT}|{_NEXT_PLAYED}",
                   re.IGNORECASE)
# "before anyone (of their pair) played to the next trick", "не пошёл": no play to it
_NOT_YET = re.compile(r"(?:(?:before|до\s+того,?\s+как|прежде,?\s+чем|раньше,?\s+чем)\s+(?:[\w-]+\s+){0,4}?|"
                      r"не\s+(?:\w+\s+)?)$", re.IGNORECASE)
# what the revoke costs once established (Law 64): the tricks transferred
_TRANSFER = cued(r"сколько\s+взят\w*|взятк\w*\s+(?:\w+\s+){0,2}?(?:перейд|переда|перевод|отда)\w*|(?:перейд|переда|"
                 r"перевод|отда)\w*\s+(?:\w+\s+)?взят\w*|how\s+many\s+tricks|tricks?\s+(?:\w+\s+)?transfer\w*|"
                 r"transfer\w*\s+(?:\w+\s+)?tricks?", re.IGNORECASE)
# a card played after the revoke by another player («сыграл…» or «успел положить свою карту после него»)
_LATER_CARD = cued(
    r"(?:сыграл\w*|сыграть|положил\w*|положить|played)\s+(?:\w+\s+){0,3}?(?:после|after|over)\s+(?:него|неё|нее|ренонс\w*|"
    r"фальшренонс\w*|it|the\s+(?:revoke|renege))|after\s+the\s+(?:\w+'?s?\s+)?(?:revoke|renege),?\s+I\s+played|"
    r"после\s+(?:ренонс\w*|фальшренонс\w*)\s+(?:\w+\s+){0,2}?(?:я\s+)?(?:сыграл\w*|положил\w*)|(?:тоже|уже)\s+"
    r"(?:успел\w*\s+)?(?:сыграл\w*|сыграть|положил\w*|положить|походил\w*)|за\s+(?:мной|ним|ней)\s+(?:уже\s+)?(?:сыграл\w*|положил\w*)|"
    r"posle\s+nego|uzhe\s+(?:polozhil|sygral)\w*|posle\s+renons\w*\s+(?:\w+\s+){0,2}?(?:polozhil|sygral)\w*|played\s+after\b|тоже\s+(?:поменял|заменил|забрал|переиграл)\w*|"
    r"за\s+ним\s+уже|played\s+after\s+the\s+(?:revoke|renege)|"
    r"cards?\s+(?:they|he|she)\s+played\s+after|положили\s+после|(?:partner|партн[её]р\w*)\s+(?:\w+\s+){0,3}?(?:тоже|"
    r"also)\s+(?:хочет\s+|wants\s+to\s+)?(?:переиграть|поменять|забрать|withdraw\w*|change)", re.IGNORECASE)
_OFFENDERS_PARTNER = cued(r"партн[её]р\w*\s+(?:нарушивш\w*|наруш[иы]тел\w*|ренонс\w*)|offender'?s\s+partner|"
                          r"revoker'?s\s+partner|partner\s+narushitel\w*|(?:его|её|ее)\s+партн[её]р\w*\s+(?:\w+\s+)"
                          r"{0,2}?(?:хочет|может|забрал\w*|тоже)|(?:партн[её]р\w*|partner)\s+(?:\w+\s+){0,3}?(?:тоже|"
                          r"also|too)\s+(?:\w+\s+)?(?:хочет|wants|can|может|поменять|забрать|take|переиграть)",
                          re.IGNORECASE)
_WITHDRAWS = cued(r"забра\w*|забира\w*|помен\w*|замен\w*|переигра\w*|withdraw\w*|take\s+back|took\s+back|"
                  r"change\w*|zabra\w*|zamen\w*", re.IGNORECASE)
_DECLARER = cued(r"разыгрывающ\w*|разыгрывал\w*|играющ\w*|declarer|со\s+стола|болван\w*|dummy|razygry\w*|"
                 r"со\s+своей\s+руки|с\s+руки|from\s+(?:my|his)\s+hand", re.IGNORECASE)
_DEFENDER = cued(r"вистую[щш]\w*|защитник\w*|защит\w*|соперни\w*|оппонент\w*|противник\w*|defender|opponent|"
                 r"\bleft\b|\bright\b|левый|правый|левая|правая|сосед\w*|соседк\w*|партн[её]р\w*|partner|"
                 r"\bLHO\b|\bRHO\b|\bя\b|\bI\b|\bya\b|vistuyu\w*|zashchit\w*|sopernik\w*", re.IGNORECASE)
_NARRATOR_DECLARER = cued(r"я\s+(?:играл\w*|разыгрыва\w*)|я\s+—?\s*разыгрывающ\w*|as\s+declarer\s+I|I\s+was\s+"
                          r"declarer|играю\s+\d|играл\s+\d|I\s+(?:was\s+)?play(?:ed|ing)\s+\d", re.IGNORECASE)
_NARRATOR = cued(r"\bя\b|\bI\b|\bya\b", re.IGNORECASE)
# whose the card is, named after it anywhere later («карта вистующего»): a defender's (group 1) or declarer's
_WHOSE_CARD = cued(r"карт\w*\s+(?:(вистую[щш]\w*|защитник\w*)|разыгрываю[щш]\w*|болван\w*)", re.IGNORECASE)
_PARTNER = cued(r"партн[её]р\w*|partner", re.IGNORECASE)
# a card that lay faced before it was played (a penalty card on the table)
_FACED = cued(r"сыграв\w*\s+(?:\w+\s+){0,2}?(?:открыт|штрафн)\w*|открыт\w*\s+штрафн\w*\s+(?:\S+\s+){0,3}?"
              r"сыграл\w*|(?:сыграл\w*|played)\s+(?:\w+\s+){0,2}?(?:открыт\w*|лежащ\w*|лежавш\w*|штрафн\w*|faced|exposed|"
              r"penalty)|штрафн\w*\s+карт\w*,?\s+лежавш\w*|лежащ\w*\s+открыто", re.IGNORECASE)


# dummy pointed the revoke out: the story is about what dummy may do (42B, 43A1(B)), not how it is corrected
_DUMMY_POINTED = cued(r"(?:болван\w*|дамми|dummy|партн[её]р\w*\s+разыгрывающ\w*|"
                      r"(?:который|кто|партн[её]рша\s*,?\s+которая)\s+лежит\s+на\s+столе|лежал\w*\s+столом|declarer'?s\s+partner|(?:чьи|whose)\s+"
                      r"карт\w*\s+(?:лежат|are)|(?:чьи|whose)\s+cards\s+(?:lie|are))[^.?!]{0,80}?(?:сказал\w*|указал\w*|увидел\w*|"
                      r"сказать|указать|\bsaw\b|point\s+(?:it\s+)?out|"
                      r"заметил\w*|обратил\w*|спросил\w*|pointed|said|asked|noticed|mentioned|drew\s+attention)",
                      re.IGNORECASE)


def section(text: str) -> str | None:
    """``62B1``…``62D2`` for a revoke the story tells corrected in time (or at the twelfth trick), else None (also
    when dummy pointed it out: the story is then about dummy's rights)."""
    act = _REVOKE.search(_VOID.sub(blank, text))
    if act is None or _DUMMY_POINTED.search(text) or _dummy_only_asked(text) or \
            dummy_acts.section(text) in _DUMMY_POINTS:
        return None  # dummy pointed it out («я на столе был, заметил…, сразу сказал»): dummy's story (42B3, 43)
    by_declarer = _by_declarer(text, act)
    if _TWELFTH.search(text):
        if _TOO_LATE_12.search(text):
            return None  # found after the hands went back in the board: Law 64
        return "62D2" if _PARTNER_TO_PLAY.search(text) and by_declarer is not True else "62D1"
    if _LATER.search(_NOT_ESTABLISHED.sub(blank, text)) or _tricks_on(text, act) or \
            _established_by_play(text, act, by_declarer):
        return None
    if _OFFENDERS_PARTNER.search(text) and _WITHDRAWS.search(text):
        return "62C2"  # the offender's partner takes back the card he played after it
    if _LATER_CARD.search(text):  # a card played after it, to be taken back: the revoke is put right
        return "62C2" if _OFFENDERS_PARTNER.search(text) or _partner_revoked(text, act) else "62C1"
    if not _IN_TIME.search(text, act.start()):
        return None
    if by_declarer is None:
        return None  # whose card it was decides between 62B1 and 62B2: not told
    return "62B2" if by_declarer else "62B1"


def _by_declarer(text: str, act: re.Match[str]) -> bool | None:
    """Whether the revoke was declarer's or dummy's (or a defender's card that lay faced): the doer named nearest
    before the act ("я" is declarer when the narrator says he plays the contract), else the one named right after
    it ("ренонс сделал разыгрывающий", "карта защитника"), else declarer named anywhere before; None: the story
    names nobody ("ренонс заметили сразу")."""
    if _FACED.search(text):
        return True
    before = text[max(0, act.start() - DOER_WINDOW):act.start()]
    narrator_declares = _NARRATOR_DECLARER.search(text) is not None
    doers = [(m.start(), True) for m in _DECLARER.finditer(before)]
    doers += [(m.start(), narrator_declares and _NARRATOR.fullmatch(m.group()) is not None)
              for m in _DEFENDER.finditer(before)]
    # «W не дал в черву», «разыгрывающий S. E не дал в пику»: a seat named after the last role word, by its side
    window = max(0, act.start() - DOER_WINDOW)
    seat = last_seat(text, window + max((at for at, _ in doers), default=0), act.start())
    if seat is not None:
        return seat
    if doers:
        return max(doers)[1]
    after = text[act.end():act.end() + 40]
    named = [(m.start(), True) for m in _DECLARER.finditer(after)]
    named += [(m.start(), False) for m in _DEFENDER.finditer(after)]
    if named:
        return min(named)[1]
    if narrator_declares or _DECLARER.search(text[:act.start()]):
        return True
    whose = _WHOSE_CARD.search(text, act.end())  # «… карта вистующего что с ней»: the card's owner, told later
    return None if whose is None else whose.group(1) is None


def _established_by_play(text: str, act: re.Match[str], by_declarer: bool | None) -> bool:
    """Whether the offending side is told to have played to the next trick (Law 63A1): a lead to it by the other
    side ("разыгрывающий вышел в следующую взятку" after a defender's revoke) does not establish it."""
    for play in _NEXT_TRICK.finditer(text, act.end()):
        before = text[max(0, play.start() - DOER_WINDOW):play.start()]
        if _NOT_YET.search(before):
            continue  # "before anyone played to the next trick": not a play
        if not _unnamed_play_counts(text, play):
            continue
        declarers = [m.start() for m in _DECLARER.finditer(before)]
        others = [m.start() for m in _DEFENDER.finditer(before)]
        doer_declares = bool(declarers) and (not others or max(declarers) > max(others))
        if not (declarers or others) or doer_declares == by_declarer:
            return True
    return False


def _tricks_on(text: str, act: re.Match[str] | None) -> bool:
    """Whether tricks are told played after the revoke before it was noticed («не дал в масть, ещё 2 взятки
    сыграли»): told after the act, nothing put right in time between («сразу исправил; потом ещё несколько взяток
    прошло»: 62B); tricks told before it («уже пару взяток сыграли, и тут … не дал в масть») do not count."""
    start = 0 if act is None else act.end()
    for told in _TRICKS_ON_TOLD.finditer(text, start):
        if act is None or not _IN_TIME.search(text[act.end():told.start()]):
            return True
    return False


def _partner_revoked(text: str, act: re.Match[str]) -> bool:
    """Whether the narrator's partner revoked and the narrator played after him (the offender's partner, 62C2)."""
    before = text[max(0, act.start() - DOER_WINDOW):act.start()]
    doers = list(_DEFENDER.finditer(before))
    return bool(doers) and _PARTNER.fullmatch(doers[-1].group()) is not None and bool(
        _NARRATOR.search(text, act.end()))


# a player asked another whether he had none of the suit («бубен нет?», «нет ли у него масти», "no hearts,
# partner?"): Law 61B's inquiry, the story's subject when nothing was put right after it
_SUIT_ASKED = (r"(?:пик\w*|черв\w*|бубен|бубён|бубн\w*|треф\w*|козыр\w*|масти|spades|hearts|diamonds|clubs|trumps|"
               r"pik|chervei|chervey|bubey|buben|tref)")
_INQUIRY = cued(rf"{_SUIT_ASKED}\s+(?:у\s+(?:тебя|вас|него|неё)\s+)?(?:точно\s+)?(?:нет|нету|net)\W{{0,3}}"
                rf"(?:партн\w*|partner)?\W{{0,3}}\?|"
                rf"(?:нет|net)\s+(?:ли|li)\s+(?:у\s+(?:тебя|вас|него|неё)\s+|u\s+(?:tebya|nego)\s+)?{_SUIT_ASKED}|"
                rf"(?:спросил\w*|спрашива\w*|спросить|sprosi\w*)[^.?!]{{0,40}}?(?:нет|net)\s+(?:у\s+\w+\s+|u\s+\w+\s+)?"
                rf"(?:точно\s+)?{_SUIT_ASKED}|(?:у\s+(?:тебя|вас)|u\s+tebya)\s+(?:точно\s+)?(?:нет|net)\s+{_SUIT_ASKED}|"
                rf"\bno\s+{_SUIT_ASKED}\W{{0,3}}(?:partner)?\W{{0,3}}\?|having\s+none|whether\s+(?:he|she)\s+had\s+none",
                re.IGNORECASE)
_ASKED = cued(r"спросил\w*|спрашива\w*|спросить|уточнил\w*|sprosi\w*|\bask\w*|inquir\w*|[«\"“]", re.IGNORECASE)
# something was put right after the question (the card found, replaced, played): the correction's section
_PUT_RIGHT = cued(r"наш[её]л\w*|нашла|исправ\w*|помен\w*|замен\w*|забрал\w*|переиграл\w*|\bfound\b|\bfinds?\b|"
                  r"correct\w*|replac\w*|withdr\w*|(?:и|and)\s+(?:\w+\s+)?(?:положил\w*|сыграл\w*|played|put)",
                  re.IGNORECASE)


_DUMMY_POINTS = ("43A1(B)", "42B3", "43B2(A)")  # the sections of dummy pointing out an irregularity


def _dummy_only_asked(text: str) -> bool:
    """Dummy asked declarer whether he had none («будучи столом, спросила: червей нет, партнёр?»), nothing put right
    after it: dummy's right (42B1) is the story, not a revoke corrected."""
    asked = _INQUIRY.search(text)
    return asked is not None and dummy_acts.names_dummy(text) and not _PUT_RIGHT.search(text, asked.end())


def inquiry(text: str) -> bool:
    """Whether the story is a player's question whether another had none of the suit (Law 61B), nothing put right
    after it and no revoke established; dummy asking declarer is dummy's story (Law 42B1)."""
    asked = _INQUIRY.search(text)
    return (asked is not None and _ASKED.search(text) is not None and not _PUT_RIGHT.search(text, asked.end())
            and not _DUMMY_POINTED.search(text) and not dummy_acts.names_dummy(text)
            and not _LATER.search(_NOT_ESTABLISHED.sub(blank, text))
            and not _tricks_on(text, _REVOKE.search(_VOID.sub(blank, text))))


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the revoke concepts replaced by the section's (settled), when the lexicon read a revoke (or
    the story names one outright) and it says when it was noticed and whose it was; a question whether a player
    had none of the suit, nothing put right after it, is Law 61's inquiry."""

    if not (reads_any(found, FAMILY, MIN_WEIGHT) or _NAMED.search(text) or _INQUIRY.search(text)):
        return found
    if reads_any(found, ("revoke_penalty",), 1.0):
        # «штраф за состоявшийся ренонс»: the penalty asked (64), «состоявшийся» said of the revoke is no question
        # when it became established (63) unless a whole trigger asks that
        found = [m for m in found if m.id != "revoke_establishment" or getattr(m, "trigger", "") != LIKENESS]
    if inquiry(text):  # a defender asked partner (dummy unnamed): not dummy's right to ask declarer (42B1)
        return settle(found, (*FAMILY, "dummy_rights", "dummy_asks_declarer"), "revoke_inquiry")
    if reads_any(found, ("own_infraction_disclosure",), 1.0) and _OWN_UP.search(text):
        return found  # «обязан ли игрок сам сообщать о своём фальшренонсе»: the duty to own up (72), not when found
    which = section(text)
    if which is None and _WON_IT.search(text) and _REVOKE.search(_VOID.sub(blank, text)) and \
            _LATER.search(_NOT_ESTABLISHED.sub(blank, text)):
        return settle(found, FAMILY, "revoke_penalty")  # found late, the revoker won that trick: what passes (64A)
    if which is None and _SAID_ESTABLISHED.search(text) and reads_any(found, ("revoke_penalty",), 1.0):
        return settle(found, FAMILY, "revoke_penalty")  # the penalty of a revoke said established: Law 64
    if which is None and (established_by_play(text) or _established_unnamed(text, found)):  # Law 63
        # what it costs, or found only on a later board: the procedure after establishment (Law 64)
        late = _TRANSFER.search(text) or _NEXT_BOARD.search(text)
        return settle(found, FAMILY, "revoke_penalty" if late else ESTABLISHED)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


# the revoker won the revoke trick himself («ту взятку взял сам», "he won that trick himself")
_WON_IT = cued(r"(?:ту|эту)\s+взятку\s+(?:\w+\s+){0,2}?(?:взял|выиграл|забрал)\w*|(?:взял|выиграл|забрал)\w*\s+"
               r"(?:\w+\s+)?сам\b|\bсам\s+(?:и\s+)?(?:её\s+|ее\s+)?(?:взял|выиграл|забрал)\w*|won\s+(?:that|the\s+revoke)\s+"
               r"trick|won\s+it\s+himself|won\s+the\s+trick\s+himself", re.IGNORECASE)
# the revoke said established, not told how («состоявшийся / свершившийся ренонс»)
_SAID_ESTABLISHED = cued(r"состоявш\w*|свершивш\w*|установленн\w*|established", re.IGNORECASE)
_NEXT_TOLD_PLAYED = cued(_NEXT_PLAYED, re.IGNORECASE)


def _established_unnamed(text: str, found: list[Any]) -> bool:
    """A revoke the lexicon read by a whole trigger, its card not told as one («сбросил трефу на пику, а потом сыграл
    пику»: a discard, and a card of the suit played later), noticed once the next trick was played, no doer named
    («заметили, когда уже следующую взятку сыграли»): established (63A1)."""
    if not reads_any(found, ("revoke", "revoke_establishment"), 0.8) or _TWELFTH.search(text):
        return False
    if _REVOKE.search(_VOID.sub(blank, text)) is not None:
        return False
    # «до того как следующую взятку сыграли»: before it, not a play
    return any(not _NOT_YET.search(text[max(0, told.start() - DOER_WINDOW):told.start()])
               and _unnamed_play_counts(text, told) for told in _NEXT_TOLD_PLAYED.finditer(text))


def _unnamed_play_counts(text: str, play: re.Match[str]) -> bool:
    """Whether a next trick told played by «сыграли» (no doer) is the offenders' play: not when the revoke was put
    right before it, nor when the story asks whether to own up to it."""
    if not _THEY_PLAYED.search(play.group()):
        return True
    return not (_PUT_RIGHT_BEFORE.search(text, 0, play.start()) or _OWN_UP.search(text))


def established_by_play(text: str) -> bool:
    """Whether the story tells a revoke the offending side made established by its play to the next trick (63A1),
    or said established outright (and not "not yet established")."""
    act = _REVOKE.search(_VOID.sub(blank, text))
    if act is None or _TWELFTH.search(text):
        return False
    unblanked = _NOT_ESTABLISHED.sub(blank, text)
    if re.search(r"установлен\w*|\bestablished", unblanked, re.IGNORECASE) or _NEXT_BOARD.search(unblanked) or \
            _tricks_on(text, act):
        return True
    return _established_by_play(text, act, _by_declarer(text, act))
