"""Who called after the final pass, and what, for the situation reader (Law 39).

The lexicon reads a call after the auction has ended (``call_after_final_pass``: Law 39). The call is cancelled
either way; the section depends on who made it and what it was:

* a pass by a defender, or any call by the future declarer or dummy (declarer's partner): 39A, no penalty;
* a bid, double or redouble by a defender: 39B, lead restrictions of Law 26 may follow.

How the caller is read (a director's review, ``tests/intake/reviewed/law39.tsv``, set these rules):

* the call is the first one told after the auction's end ("после трёх пасов", "after the final pass", "торговля
  закончилась"), or, when none follows it, one told just before it in the same clause ("declarer's partner bid 4NT
  after the final pass"); a call made during the auction does not count;
* the caller is the role named last before it in its sentence: declarer, dummy (declarer's partner, "кто будет
  выкладываться"), a defender, or a neighbour or opponent of declarer or dummy (a defender: "левый от болвана",
  "dummy's LHO", "сидящий за разыгрывающим"); a seat alone ("левый", "LHO") does not say which side declares, unless
  the narrator said his own side ("я разыгрывал…": his partner is dummy, an opponent a defender);
* it is made, with a calling verb or in quotes: a call asked about, explained or reported settles nothing;
* when another player called after it, the next player called over it: that is Law 35D
  (:mod:`bot.intake.condoned`), and nothing is settled here.

Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.textscan import ABSOLUTE_SEATS, blank
from engine.seats import Seat
from lawbase.search.concepts import settle

GENERAL = "call_after_final_pass"
# a lead told, and no call: the story of the auction's end is the opening lead's (Laws 41, 54), not Law 39's
_LEAD_TOLD = cued(r"\b(?:вышел|вышла|пош[её]л|пошла|сходил\w*|заш[её]л|зашла|атаковал\w*|led|leads)\b|"
                  r"перв\w+\s+(?:ход\w*|выход\w*|заход\w*)|opening\s+lead", re.IGNORECASE)
_CALL_TOLD = cued(r"сказал\w*|заявил\w*|заявк\w*|контр(?!акт)\w*|\bпас\w*|спасовал\w*|назнач\w*|\bbid\w*|\bcall\w*|"
                  r"doubl\w*|\bpass\w*|(?<![\w♠♥♦♣])[1-7]\s*(?:бк|nt|[♠♥♦♣shdc]\b|пик|черв|бубн|треф)|"
                  r"\b(?:одн|дв|тр|четыр|пят|шест|сем)\w*\s+(?:пик|черв|бубн|треф|бк|без)|"
                  # the bidding box: a call shown by its card («подняла красную карточку», "the red card", XX)
                  r"карточк\w*|(?:красн|син|зел[её]н)\w*\s+карт\w*|стоп[-\s]?карт\w*|bidding[-\s]box|\bred\s+card|"
                  r"(?<![\w♠♥♦♣])XX?(?!\w)", re.IGNORECASE)
SECTIONS = {"39A": "call_after_final_pass_no_penalty", "39B": "call_after_final_pass_by_defender"}
FAMILY = (GENERAL, *SECTIONS.values())
MIN_WEIGHT = 0.8  # a trigger met, not words alone

# the auction's end told in words: the call that matters is the first one told after it (its own "pass" words are
# not that call)
_END = cued(r"(?:после|after)\s+(?:(?:тр[её]х|3|three|the\s+three|всех|all|the\s+final|final|the\s+last|last|"
            r"финальн\w*|последн\w*|заключительн\w*)\s+)+(?:пас\w*|pass\w*)|"
            r"(?:тр[её]х|три|тремя|3|three)\s+(?:пас\w*|pass\w*)|"
            r"(?:все|all)\s+(?:уже\s+)?(?:спасовали|пасовали|сказали\s+пас|passed)|"
            r"(?:auction|bidding|торговл\w*)\s+(?:\w+\s+){0,2}?(?:кончил\w*|закончил\w*|окончил\w*|окончен\w*|завершил\w*|закрыл\w*|"
            r"завершен\w*|ended|was\s+over|had\s+ended|closed|had\s+closed)|"
            r"(?:после|after)\s+(?:окончания|конца|завершения|the\s+end\s+of)\s+(?:торговл\w*|the\s+auction|auction|"
            r"bidding)|posle\s+(?:treh|tr[eyo]h|3|finaln\w*|poslednego)\s+pas\w*|"
            # the auction told as its calls, a bid and three passes after it («1♠-пас-пас-пас», "1S pass pass pass")
            r"[1-7][^.;!?]{0,30}?\b(?:пас|pass)(?:[\s,–—-]+(?:пас|pass)){2}\b", re.IGNORECASE)
_SIDE = r"(?:разыгрывающ|разыгрыва|декларер|деклар|болван|declarer|dummy)\w*"
# a role: a neighbour or opponent of declarer or dummy is a defender (tried first), then dummy, then declarer
_ROLE = cued(r"(?P<defender>вистующ\w*|вистуюш\w*|вистуем|вистуют|вистовали|вистовать|vistuyushch\w*|vistuyush\w*|"
             r"защитник\w*|защищающ\w*|defender\w*|opening\s+leader|we\s+(?:are|were)\s+defending|"
             r"(?:котор\w+|кому)\s+(?:(?:было\s+)?начинать|ходить\s+первы\w*|атаковать|выходить\s+первы\w*)|"
             rf"(?:левый|правый|левая|правая|сосед\w*|соперник\w*|противник\w*|оппонент\w*|сидящ\w+)\s+"
             rf"(?:(?:сосед\w*|слева|справа)\s+)?(?:от\s+|за\s+)?{_SIDE}|"
             rf"(?:слева|справа)\s+от\s+{_SIDE}|"
             rf"(?:declarer|dummy)'?s\s+(?:LHO|RHO|left|right|left[-\s]hand\s+opponent|right[-\s]hand\s+opponent|"
             rf"opponent\w*)|(?:LHO|RHO|opponent\w*)\s+of\s+(?:the\s+)?(?:declarer|dummy)|"
             rf"(?:player\s+)?(?:to|on|at)\s+(?:the\s+)?(?:left|right)\s+of\s+(?:the\s+)?(?:declarer|dummy)|"
             rf"(?:player\s+)?(?:to|on|at)\s+(?:declarer|dummy)'?s\s+(?:left|right))|"
             r"(?P<dummy>болван\w*|bolvan\w*|dummy|партн[её]р\w*\s+(?:разыгрывающ|декларер|деклар)\w*|"
             r"declarer'?s\s+partner|partner\s+of\s+(?:the\s+)?declarer|будущ\w+\s+болван\w*|"
             r"выкладыва\w*\b(?!\s+(?:\w+\s+)?(?:перв\w+\s+карт|карт\w*\s+атак))|"
             r"(?:который|которая|кто)\s+(?:будет\s+)?выклад\w*|будущ\w+\s+стол\w*|"
             r"(?:стать|станет|будет)\s+(?:столом|болваном|на\s+столе))|"
             r"(?P<declarer>разыгрывающ\w*|разыгрыва[щш]\w*|razygryvayushch\w*|декларер\w*|деклар\w*|declarer|"
             r"(?:будет|станет|собира\w+)\s+(?:играть|разыгрывать)\s+(?:этот\s+|наш\s+)?контракт\w*|"
             r"will\s+(?:play|declare)\s+the\s+(?:contract|hand))",
             re.IGNORECASE)
# a role word that only names someone else's neighbour ("от болвана", "за разыгрывающим"): the caller is not told
_GOVERNED = re.compile(r"(?:\bот|\bза|\bof|\bto|\bon|соперник\w*|противник\w*|оппонент\w*)\s+$", re.IGNORECASE)
# the narrator's own side: then "партнёр" is dummy (he declares) or a defender (he defends), an opponent a defender
_NARRATOR_DECLARES = cued(r"(?<!\w)я\s+(?:\w+\s+)?(?:разыгрывал\w*|разыгрываю|играл\w*\s+(?:контракт|\d)|был\w*\s+"
                          r"разыгрывающ\w*)|\bI\s+(?:was\s+(?:the\s+)?declarer|declared|was\s+declaring|am\s+declarer)",
                          re.IGNORECASE)
_NARRATOR_DEFENDS = cued(r"(?<!\w)(?:я|мы)\s+(?:\w+\s+)?(?:вистовал\w*|вистую|вистуем|защища\w*)|"
                         # the narrator about to make the opening lead («я собиралась выкладывать первую карту»)
                         r"(?<!\w)я\s+(?:\w+\s+){0,2}?(?:выложить|выкладывать|положить|класть|сделать)\s+"
                         r"(?:перв\w+\s+(?:карт\w*|ход)|карт\w*\s+атак\w*)|"
                         r"\b(?:I|we)\s+(?:was|were|am|are)\s+defending|\bwe\s+defended|\bI\s+was\s+about\s+to\s+lead",
                         re.IGNORECASE)
_PARTNER = re.compile(r"(?<!\w)(?:мо[йея]\s+)?(?:партн[её]р\w*|partner)(?!\w)", re.IGNORECASE)
_OPPONENT = re.compile(r"(?<!\w)(?:левый|правый|соперник\w*|противник\w*|оппонент\w*|LHO|RHO|opponent\w*)(?!\w)",
                       re.IGNORECASE)
# a bid, double or redouble (what a defender may not add after the end), and a pass
_BID_OR_DOUBLE = cued(r"реконтр\w*|контр(?!акт)\w*|redoubl\w*|doubl\w*|kontr(?!akt)\w*|"
                      r"(?<![\w♠♥♦♣])[1-7]\s*(?:♠|♥|♦|♣|бк|б/к|nt|пик\w*|черв\w*|бубн\w*|треф\w*|без\s+козыр\w*|"
                      r"pik\w*|cherv\w*|bubn\w*|tref\w*|bk\b|[shdc]\b|spades?|hearts?|diamonds?|clubs?|no\s*trumps?)|"
                      # a bid said in words («пять червей», «две трефы»), not a holding («у меня пять червей»)
                      r"(?<!\w)(?<!у\sменя\s)(?<!у\sнего\s)(?<!у\sнее\s)(?<!у\sнеё\s)(?<!у\sнас\s)(?<!у\sних\s)"
                      r"(?<!у\sстола\s)(?:один|одну|одна|одно|две|два|три|четыре|пять|шесть|семь)\s+(?:пик\w*|черв\w*|бубн\w*|"
                      r"треф\w*|без\s*козыр\w*|бк\b)|"
                      r"\bbid\b|ставк\w*", re.IGNORECASE)
_PASS = cued(r"(?<!\w)(?:пас|пасс|спасовал\w*|пасанул\w*|pass(?:ed)?|pas)(?!\w)", re.IGNORECASE)
# a clause break between a call and the end told after it: the call belongs to the auction before
_BREAK = re.compile(r"[,:]|\s(?:а|но|и\s+потом|потом|but|then|and\s+then)\s", re.IGNORECASE)
# a call is made by a calling verb or a quoted call (not asked about, explained or reported)
_CALLING = re.compile(r"сказал\w*|говорит|назначил\w*|заявил\w*|объявил\w*|назвал\w*|контрировал\w*|законтр\w*|"
                      r"реконтр\w*|спасовал\w*|пасанул\w*|выложил\w*|положил\w*|достал\w*|поставил\w*|skazal\w*|"
                      r"\bbid\b|\bdoubled\b|\bredoubled\b|\bpassed\b|\bcalled\b|\bsaid\b|\bmade\b|\bput\b|"
                      r"\bpulled\b|[«\"“]", re.IGNORECASE)
# the Law's title put as a question: a call named by a noun right before the end, the caller after it with "by", «от»
_CALL_NOUN = cued(r"(?<!\w)(?P<noun>calls?|bids?|doubles?|redoubles?|pass|заявк\w*|ставк\w*|контр(?!акт)\w*|реконтр\w*|"
                  r"назначени\w*|пас|zayavk\w*|zajavk\w*|kontr(?!akt)\w*)\s+$", re.IGNORECASE)
# the call named by a noun with its caller's role in the genitive, or the role's possessive before it
_OWNED_CALL = cued(r"(?<!\w)(?P<noun>заявк\w*|ставк\w*|контр(?!акт)\w*|реконтр\w*|назначени\w*|пас)\s+(?P<who>\w+)\s+$|"
                   r"(?<!\w)(?:an?\s+|the\s+)?(?P<who2>\w+)'s\s+(?P<noun2>calls?|bids?|doubles?|redoubles?|pass)\s+$",
                   re.IGNORECASE)
_BY = re.compile(r"\s+(?:by|from|от|ot|со\s+стороны|so\s+storony)\s+(?:(?:a|the|one|an|одного|одним)\s+)?",
                 re.IGNORECASE)
_WORD_AFTER = re.compile(r"\s+\w+")
# the compass: declarer named by his seat («контракт 4♥ у Севера», "South declared"), then a caller named by his
# («а Юг вдруг сказал 5♥»): declarer's own seat, his partner's (dummy) or a defender's
_SEAT_WORD = cued(r"(?<!\w)(север|юг|запад|восток|north|south|west|east)(?:\w{0,3})(?!\w)", re.IGNORECASE)
_DECLARER_SEAT = cued(r"контракт\w*\s+(?:[1-7]\s*\S+\s+)?(?:у|за)\s+(?P<after>север|юг|запад|восток)\w*|"
                      r"(?P<before>север|юг|запад|восток|north|south|west|east)\w*\s+(?:разыгрыва\w*|declar\w*|"
                      r"(?:is|was)\s+declarer)", re.IGNORECASE)
_NOT_A_CALL = re.compile(r"(?<!\w)(?:спросил\w*|спрашива\w*|объясн\w*|значил\w*|значит|означа\w*|забыл\w*|алерт\w*|"
                         r"asked|explain\w*|meant|means|alert\w*|what)(?!\w)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``39A`` or ``39B`` for the first call the text tells after the auction's end, or None when it does not say
    the end, who called (by role) and what, or when a later call followed it (the next player calling over it is
    Law 35D: :mod:`bot.intake.condoned`)."""
    end = _END.search(text)
    if end is None:
        return None
    titled = _titled(text, end)
    if titled is not None:
        return titled
    told = _END.sub(blank, text)  # every telling of the end blanked, positions kept
    acts = _acts(told, end.end(), len(told)) or [  # "declarer's partner bid 4NT after the final pass"
        act for act in _acts(told, _sentence_start(told, end.start()), end.start())
        if not _BREAK.search(told, act[1], end.start())]
    for number, (start, stop, kind) in enumerate(acts):
        role = _caller(text, told, start, stop)
        if role == "unknown":
            return None
        if role is None:
            continue  # "закончилась на 3БК": the contract, not a call made after the end
        if _another_call(told, acts[number:]):
            return None  # the next player called over it: Law 35D (bot.intake.condoned), not 39
        return "39A" if role in ("declarer", "dummy") or kind == "pass" else "39B"
    return None


# a caller named before the call noun: then "by X" / «от X» after the end names who made the final pass
_SUBJECT = cued(r"\b(?:я|i|он|она|мы|we|he|she|партн[её]р\w*|partner|болван\w*|dummy|стол|разыгрывающ\w*|declarer|"
                r"lho|rho|левый|правый|сосед\w*|север\w*|юг\w*|восток\w*|запад\w*|north|south|east|west)\b",
                re.IGNORECASE)


def _titled(text: str, end: re.Match[str]) -> str | None:
    """The section when the story is put the way the Law's own title puts it, the call named by a noun before the
    end and the caller after it ("call after the final pass by a defender", «заявка после финального паса от
    вистующего»): a defender's bid, double or any call not said to be a pass is 39B, the declaring side's 39A."""
    call = _CALL_NOUN.search(text[max(0, end.start() - 16):end.start()])
    by = _BY.match(text, end.end())
    role = _ROLE.match(text, by.end()) if call is not None and by is not None else None
    owned = _OWNED_CALL.search(text[max(0, end.start() - 40):end.start()]) if role is None else None
    if owned is not None:  # «заявка вистующего после финального паса», "a defender's bid after the final pass"
        call, role = owned, _ROLE.fullmatch(owned.group("who") or owned.group("who2"))
    if call is None or role is None:
        return None
    told_before = text[_sentence_start(text, end.start()):end.start() - len(call.group())]
    if _CALLING.search(told_before) or _ROLE.search(told_before) or _SUBJECT.search(told_before):
        return None  # «Болван сказал контру после финального паса от вистующего»: "by" names the last passer
    caller = next(name for name, value in role.groupdict().items() if value)
    noun = call.groupdict().get("noun") or call.groupdict().get("noun2") or ""
    return "39A" if caller != "defender" or _PASS.fullmatch(noun) else "39B"


def _acts(told: str, start: int, stop: int) -> list[tuple[int, int, str]]:
    """The bids, doubles and passes told between ``start`` and ``stop``, in order."""
    return sorted([(m.start(), m.end(), "bid") for m in _BID_OR_DOUBLE.finditer(told, start, stop)]
                  + [(m.start(), m.end(), "pass") for m in _PASS.finditer(told, start, stop)])


def _sentence_start(text: str, position: int) -> int:
    """Where the sentence holding ``position`` starts (a role told in an earlier sentence is not the caller's)."""
    return max(text.rfind(mark, 0, position) for mark in ".!?;") + 1


def _another_call(told: str, acts: list[tuple[int, int, str]]) -> bool:
    """Whether a second call is told after the first one, with a calling verb of its own (called over it)."""
    first_end = acts[0][1]
    return any(start > first_end and _CALLING.search(told, first_end, stop) for start, stop, _ in acts[1:])


def _caller(text: str, told: str, start: int, stop: int) -> str | None:
    """The role of whoever made the call at ``start``: "declarer", "dummy", "defender", None (no role before it in
    its sentence) or "unknown" (a role is told but not as the caller, or the call is not made but talked about)."""
    clause = told[_sentence_start(told, start):start]
    roles = list(_ROLE.finditer(clause))
    role = _narrated_role(text, clause) if not roles else None
    if role is None and not roles:
        role, clause = _seated_role(text, clause)
    if roles:
        last = roles[-1]
        if _GOVERNED.search(clause[:last.start()]):
            return "unknown"  # "левый от болвана", "the player to dummy's left": someone else's neighbour
        role = next(name for name, value in last.groupdict().items() if value)
        clause = clause[last.end():]
    if role is None:
        return None
    between = clause + told[start:stop] + _verb_after(told, stop)  # "разыгрывающий ещё ставку сказал"
    if _NOT_A_CALL.search(between) or not (_CALLING.search(between) or told[start:stop].lower().startswith(
            ("контр", "законтр", "реконтр", "doubl", "redoubl", "спасов", "пасан", "pass"))):
        return "unknown"
    return role


def _verb_after(told: str, stop: int) -> str:
    """The word right after a call, when it is a calling verb ("ставку сказал", "2♠ назвал"): the call is made by
    the role before it, as when the verb comes first."""
    after = _WORD_AFTER.match(told, stop)
    return after.group() if after is not None and _CALLING.fullmatch(after.group().strip()) else ""


def _seated_role(text: str, clause: str) -> tuple[str | None, str]:
    """The caller's role from the seats, when the story names declarer's («контракт 4♥ у Севера… а Юг сказал 5♥»:
    dummy), and the clause after the caller's seat; (None, clause) when either seat is not told."""
    declarer = _DECLARER_SEAT.search(text)
    seats = list(_SEAT_WORD.finditer(clause))
    if declarer is None or not seats:
        return None, clause
    own = Seat(ABSOLUTE_SEATS[(declarer.group("after") or declarer.group("before")).lower()])
    caller = Seat(ABSOLUTE_SEATS[seats[-1].group(1).lower()])
    role = "declarer" if caller == own else "dummy" if caller == own.partner else "defender"
    return role, clause[seats[-1].end():]


def _narrated_role(text: str, clause: str) -> str | None:
    """The caller's role from the narrator's own side ("я разыгрывал… мой партнёр сказал 5♣": dummy)."""
    declares, defends = _NARRATOR_DECLARES.search(text), _NARRATOR_DEFENDS.search(text)
    if (declares is None) == (defends is None):  # neither said, or both
        return None
    partner = list(_PARTNER.finditer(clause))
    opponent = list(_OPPONENT.finditer(clause))
    if not partner and not opponent:
        return None
    last_is_partner = bool(partner) and (not opponent or partner[-1].start() > opponent[-1].start())
    if last_is_partner:
        return "dummy" if declares is not None else "defender"
    return "defender" if declares is not None else None


# a call after «пас пас пас» only talked about: asked why it was not made, said it should have been, its meaning asked,
# or the contract named («в 4♠», «их 2♥»)
_TALKED_ABOUT = cued(r"(?<!\w)(?:не|not|n't|почему|зачем|why|надо|нужно|следовало|стоило|долж\w+|should|ought|"
                     r"значит\w*|означа\w*|mean\w*|спрос\w*|asked|что|that)(?!\w)|(?<!\w)(?:в|во|in|его|их|её|"
                     r"the|his|their|her|контракт\w*|contract)\s*$", re.IGNORECASE)
_SEQUENCE = re.compile(r"[\s,–—-]*")  # the auction told on: «1♠ пас пас пас контра»


def made_after_end(text: str, calls: list[Any]) -> bool:
    """Whether the calls tell a bid, three passes and then a call made, not the contract named again nor a call
    only talked about («1♥ пас пас пас, а партнёр спросил, почему я не сказал 2♥»)."""
    values = [call.value for call in calls]
    for at in range(len(values) - 4):
        if values[at + 1:at + 4] != ["P", "P", "P"] or values[at] == "P" or values[at + 4] == values[at]:
            continue
        gap = text[calls[at + 3].end:calls[at + 4].start]
        clause = re.split(r"[.;!?]", gap)[-1]
        if _SEQUENCE.fullmatch(gap) or (_CALLING.search(clause) and not _TALKED_ABOUT.search(clause)):
            return True
    return False


# the auction's end told only as a time before it («до того, как торговля закончилась», «пока торговля не
# закончилась», "before the auction ended"): the story happened during the auction
_BEFORE_END = cued(r"(?:до\s+того,?\s+как|прежде\s+чем|перед\s+тем,?\s+как|пока\s+(?:ещ[её]\s+)?не)\s+"
                   r"(?:(?:\w+\s+){0,2}?торговл\w*\s+(?:\w+\s+)?(?:закончил|кончил|окончил|завершил|закрыл)\w*|"
                   r"(?:закончил|кончил|окончил|завершил|закрыл)\w*\s+(?:\w+\s+)?торговл\w*)|"
                   r"пока\s+торговл\w*\s+(?:ещ[её]\s+)?не\s+(?:закончил|кончил|окончил|завершил|закрыл)\w*|"
                   r"\b(?:before|until)\s+the\s+(?:auction|bidding)\s+(?:ended|was\s+over|closed|finished)",
                   re.IGNORECASE)


def _only_before_end(text: str) -> bool:
    """Whether every telling of the auction's end in the text is a time before it."""
    return _BEFORE_END.search(text) is not None and _END.search(_BEFORE_END.sub(blank, text)) is None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the call after the final pass replaced by its Law 39 section (settled), when the story says
    who made it and what it was."""

    if not reads_any(found, (GENERAL,), MIN_WEIGHT):
        return found
    if (_LEAD_TOLD.search(text) and not _CALL_TOLD.search(text)) or _only_before_end(text):
        # «торговля закончилась, а я уже вышел пикой»: the auction's end is the time of a lead, no call after it;
        # «понял это до того, как торговля закончилась»: a time during the auction, no call after its end
        return [match for match in found if match.id not in FAMILY]
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
