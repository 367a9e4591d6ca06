"""How a call was changed, for the situation reader (Law 25).

The lexicon recognises a change of call (``change_of_call``, ``misclick``, ``change_after_pause``); the section
depends on facts the story states:

* the call made was not the one meant (a slip: the wrong card from the box, a misclick, a slip of the tongue) and
  it was replaced at once, without a pause: 25A, the replacement stands without penalty;
* otherwise a change made after a pause, or on second thoughts (25B): the offender's LHO accepted it (25B1: the
  second call stands); he did not (25B2): the first call was illegal (25B2(A)), the first was legal and the offender
  keeps it (25B2(B)(1): partner passes once) or makes another call (25B2(B)(2): partner passes throughout); the
  opening lead restrictions asked (25B2(C)).

A misclick online is a slip noticed at once (25A) unless the story tells a pause. Nothing is decided when the story
does not say how the call was changed. The general concepts are replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.card_words import SPOT_CARDS
from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.textscan import find_calls
from lawbase.search.concepts import settle

GENERAL = ("change_of_call", "misclick", "change_after_pause")  # the lexicon's own readings
SECTIONS = {"25A": "change_of_call_inadvertent", "25B1": "change_of_call_accepted",
            "25B2(B)": "change_of_call_not_accepted", "25B2(A)": "change_of_call_not_accepted_first_illegal",
            "25B2(B)(1)": "change_of_call_not_accepted_first_kept",
            "25B2(B)(2)": "change_of_call_not_accepted_other_call", "25B2(C)": "change_of_call_lead_restrictions"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
PAUSED = "change_after_pause"  # 25B: a change made after a pause, whether LHO accepts it not told
PLAYED = "misclick_in_play_corrected"  # a card misclicked in the play and put right at once: 45C4(B), no Law 25
_PLAY_READ = ("misclick_in_play", "misclick_from_dummy")  # the lexicon's reading of a card misclicked in the play
MIN_WEIGHT = 0.5
STRONG = 0.8  # the lexicon read it by a trigger, not by loose words

# the call made was not the one meant
_SLIP = cued(r"мисклик\w*|миссклик\w*|misclick\w*|misclik\w*|промахнул\w*|промазал\w*|не\s+ту\s+(?:карточк\w*|"
             r"кнопк\w*|ставк\w*|заявк\w*)|не\s+та\s+(?:карточк\w*|ставк\w*|заявк\w*)|перепутал\w*\s+(?:кнопк\w*|"
             r"карточк\w*)|оговор\w*|(?:вытащил\w*|достал\w*|вынул\w*|нажал\w*|кликнул\w*|ткнул\w*)[^.!?]{0,40}?"
             r"вместо|хотел\w*[^.!?]{0,40}?\s(?:а\s+)?(?:вытащил\w*|достал\w*|сказал\w*|нажал\w*|положил\w*)|"
             r"случайно|нечаянно|по\s+ошибке|slip\w*|pulled\s+the\s+wrong|wrong\s+(?:card|button|bid)|"
             r"meant\s+to|intended\s+to|inadvertent\w*|by\s+mistake|accidental\w*|mis-?click|хотя\s+хотел\w*|"
             r"instead\s+of|while\s+meaning|язык\s+подв[её]л|slip\s+of\s+the\s+tongue|хотел\w*\s*«",
             re.IGNORECASE)
# a misclick online: the wrong button, the wrong call sent
_ONLINE_SLIP = cued(r"мисклик\w*|миссклик\w*|misclick\w*|misclik\w*|misklik\w*|mis-click\w*|промахнул\w*\s+(?:мышк\w*|"
                    r"пальц\w*)|перепутал\w*\s+кнопк\w*|не\s+ту\s+кнопк\w*|нажал\w*\s+не\s+т\w+|"
                    r"wrong\s+button|clicked\s+the\s+wrong", re.IGNORECASE)
# a card clicked other than the one meant ("ткнула не в ту карту", "а попала по даме")
_PLAY_SLIP = cued(r"(?:ткнул|кликнул|нажал)\w*\s+(?:\w+\s+)?не\s+(?:в\s+|на\s+)?т[уо]\b|не\s+(?:в\s+)?ту\s+карт\w*|"
                  r"а\s+попал\w*|wrong\s+card", re.IGNORECASE)
# a card misclicked in the play (45C4(B), 47), not a call
_A_PLAYED_CARD = cued(r"from\s+(?:the\s+)?dummy|card\s+from|со\s+стола|из\s+стола|"
                      r"played\s+(?:a|the)\s+(?:wrong\s+)?card|(?:misclick\w*|clicked)\s+(?:on\s+)?(?:a|the|my|wrong)\s+"
                      r"(?:wrong\s+)?card|(?:мисклик\w*|миссклик\w*|кликнул\w*)\s+(?:не\s+т\w+\s+)?(?:карт[уыо]\b|картой)",
                      re.IGNORECASE)  # "the 2NT card" is a bidding card
# ...said with the play's words: a card clicked or played in the play (Latin and Cyrillic mixed), not a call
_RANK = rf"(?:карт[уыо]\b|картой|туз\w*|корол\w*|дам[уыео]\b|дамой|вал[ье]т\w*|{SPOT_CARDS})"
_CARD_IN_PLAY = cued(rf"(?:мисклик\w*|миссклик\w*|misclick\w*|кликн\w*|clicked|ткнул\w*)\s+(?:\w+\s+){{0,2}}?{_RANK}|"
                     r"в\s+розыгрыше|во\s+время\s+розыгрыша|during\s+(?:the\s+)?play\b|in\s+the\s+play\b|"
                     r"(?:played|clicked)\s+the\s+\w+\s+instead\s+of\s+the", re.IGNORECASE)
# the auction's own words: a bidding card, the box, the auction told ("bid card from the box", "в торговле")
_AUCTION_SAID = cued(r"bid(?:ding)?\s+(?:card|box)|\bbox\b|бокс\w*|карточк\w*|торговл\w*|auction|bidding|torgovl\w*",
                     re.IGNORECASE)
# replaced at once
_AT_ONCE = cued(r"сразу|тут\s+же|немедленно|мгновенно|не\s+переводя\s+дыхани\w*|не\s+отрывая\s+рук\w*|"
                r"без\s+пауз\w*|в\s+ту\s+же\s+секунду|тотчас|immediately|at\s+once|right\s+away|"
                r"without\s+(?:a\s+|any\s+)?pause|instantly|straight\s+away|srazu|tut\s+zhe|на\s+одном\s+дыхании|"
                r"пока\s+рука|через\s+секунду|никто\s+(?:ещё\s+|еще\s+)?ничего\s+не\s+успел|in\s+the\s+same\s+breath|"
                r"while\s+my\s+hand", re.IGNORECASE)
# an undo asked for after a misclick in the play ("asked opps for undo", «попросил undo»): asked as the card went, the
# slip put right at once unless a pause is told («можно undo?» asks, it tells no request)
_UNDO_ASKED = cued(r"(?:asked|requested|попросил\w*|просил\w*|запросил\w*)\s+(?:\w+\s+){0,2}?(?:for\s+)?"
                   r"(?:an?\s+|the\s+)?(?:undo|андо|ундо)\b", re.IGNORECASE)
# a pause, or second thoughts ("через секунду" is at once; "секунд через двадцать" is a pause)
_LATER = cued(r"через\s+(?:\w+\s+)?(?:секунд(?!у\b)\w*|сек\b|минут\w*|мин\b|полминут\w*)|через\s+паузу|"
              r"после\s+раздумь\w*|"
              r"секунд\w*\s+через|заметил\w*\s+(?:\w+\s+)?только|only\s+noticed|noticed\s+only|"
              r"после\s+того,?\s+как\s+(?:левый|LHO|оппонент\w*|соперник\w*)|после\s+паса\s+слева|paused|"
              r"thought\s+better|after\s+a\s+(?:\w+\s+)?pause|after\s+(?:a\s+)?(?:few|several)\s+seconds|after\s+thinking|"
              r"спустя|подумав|подумал\w*|передумал\w*|после\s+пауз\w*|(?:нет|а\s+нет),?\s+лучше|"
              r"прошл\w*\s+(?:[\w-]+\s+){0,2}?(?:секунд\w*|минут\w*|полминут\w*)|(?:секунд|минут)\w*\s+(?:спустя|позже)|"
              r"seconds?\s+later|minutes?\s+later|second\s+thoughts|changed\s+(?:his|her|my)\s+mind|"
              r"on\s+reflection|deliberate\w*|намеренно|сознательно|поразмысл\w*|поразмышля\w*|с\s+минуту|"
              r"a\s+minute\s+later|after\s+a\s+minute", re.IGNORECASE)
# a pause told as time gone by (not "передумал", which a played card or a ruling may also be; nor "через пару
# секунд", how players also tell a slip put right almost at once)
_TIME_PAUSE = cued(r"спустя(?!\s+(?:\w+\s+)?(?:секунд|мгновени|миг))|после\s+пауз\w*|поразмысл\w*|поразмышля\w*|"
                   r"(?:подумав|подумал\w*|думал\w*)\s+(?:\w+\s+)?(?:с\s+)?минут\w*|с\s+минуту|a\s+minute\s+later|"
                   r"after\s+a\s+minute|"
                   # «подумал немного и поменял на 2БК», «подумав, заменил»: a call changed on second thoughts, told
                   # as a thought (not «не подумав», «подумав одно, а сказав другое»: a slip, 25A)
                   r"(?<!не\s)подумав,?\s+(?=(?:\w+,?\s+)?(?:поменял|заменил|сменил|изменил|переправил))|"
                   r"(?<!не\s)подумал[аи]?\s+(?:\w+\s+)?(?:и|а\s+потом|потом)\s+(?=(?:\w+\s+)?(?:поменял|заменил|сменил|изменил|переправил))|"
                   r"прошл\w*\s+(?:[\w-]+\s+){0,2}?(?:секунд\w*|минут\w*|полминут\w*)|(?:секунд|минут)\w*\s+позже",
                   re.IGNORECASE)
_ACCEPTED = cued(r"принял\w*|принима\w*|устраива\w*|согласил\w*|"
                 r"не\s+возраж\w*|возражать\s+не\s+(?:стал\w*|будет|захотел\w*)|не\s+против|ладно|пусть\s+будет|accept\w*|agreed|\bfine\b|"
                 r"no\s+objection|did\s*n[o']t\s+mind|let\s+(?:it|the\s+change)\s+stand",
                 re.IGNORECASE)
_REFUSED = cued(r"не\s+принял\w*|не\s+приняли|"
                # not RHO's or partner's refusal: only LHO may accept the change (25B), «левый принял, а правый не»
                r"(?<!правый\s)(?<!правая\s)(?<!справа\s)(?<!партн[её]р\s)не\s+принима\w*|"
                r"непринят\w*|не\s+соглас\w*|не\s+соглаша\w*|"
                r"отказал\w*|отказали|"
                r"(?:принима\w*|принять)\s+не\s+(?:хоч\w*|буд\w*|стан\w*)|не\s+(?:хоч\w*|буд\w*|стан\w*)\s+(?:\w+\s+)?"
                r"(?:принима\w*|принять)|против\s+(?:\w+\s+)?замен\w*|не\s+устраива\w*|"
                r"не\s+разрешил\w*|не\s+приму|did\s*n[o']t\s+accept|won'?t\s+accept|don'?t\s+accept|not\s+accepting|would\s*n[o']t\s+accept|would\s+not\s+accept|"
                r"(?:was\s*n[o']t|was\s+not|not\s+been)\s+accepted|declin\w*|refus\w*|not\s+accepted|rejected",
                re.IGNORECASE)
# the first call was itself illegal (insufficient, out of turn, a double of partner's bid): 25B2(A)
_FIRST_ILLEGAL = cued(r"нелегальн\w*|недостаточн\w*|вне\s+очеред\w*|не\s+в\s+свою\s+очередь|illegal|insufficient|"
                      r"out\s+of\s+turn|контр\w*\s+(?:\w+\s+){0,2}(?:собственного|своего)\s+партн\w*",
                      re.IGNORECASE)
_KEEPS = cued(r"остал\w*|оставил\w*|оставит\w*|оставля\w*|остаться|остаюсь|вернул\w*|keeps?|stays?\s+with|went\s+back|"
              r"stuck\s+with|stick\w*\s+with|let\s+.{0,25}\s+stand|стоит\s+на\s+перв\w*", re.IGNORECASE)
_OTHER_CALL = cued(r"(?:сказал|сделал|выбрал|заявил|поставил)\w*\s+(?:\w+\s+)?(?:друг\w+|треть\w+|ин\w+)|"
                   r"another\s+(?:legal\s+)?call|a\s+third\s+call|something\s+else", re.IGNORECASE)
# the partner's pass asked about as one to the end of the auction («мне пасовать до конца?», "pass for the rest of
# the auction"): the penalty of another call made after the change was refused (25B2(B)(2)), when no call is told
_THROUGHOUT = cued(r"(?:пас\w*|молчать|молчу)\s+(?:\w+\s+){0,2}?до\s+(?:самого\s+)?конца|"
                   r"pass\w*\s+(?:\w+\s+){0,2}?(?:for\s+)?the\s+rest\s+of|pass\w*\s+throughout", re.IGNORECASE)
# "partner must pass": a pass the story asks about, not one made
_OBLIGED = cued(r"(?:must|to|has\s+to|have\s+to|обязан\w*|должен|должна|придётся|придется)\s*$", re.IGNORECASE)
# "instead of going back to 1♥": the first call named as not made again
_NOT_BACK = cued(r"instead\s+of\s+going\s+back(?:\s+to\s+\S+)?|вместо\s+того,?\s+чтобы\s+верну\w*(?:\s+\S+)?",
                 re.IGNORECASE)
_LEAD = cued(r"ограничени\w*\s+на\s+(?:\w+\s+){0,2}?(?:ход|атак\w*)|атак\w*|первый\s+ход|на\s+висте|"
             r"(?:запрещ|требу|потребова)\w*\s+(?:\w+\s+){0,4}?(?:ход\w*|пош[её]л|ходить)|lead\s+restriction\w*|"
             r"opening\s+lead|(?:forbid|require)\s+(?:a\s+)?\w+\s+lead|on\s+lead", re.IGNORECASE)
# what was changed after the pause was no call: an explanation, or a card played («положил карту …, прошла минута»)
_NO_CALL = cued(r"объясн\w*|explain\w*|(?:положил|сыграл|выложил)\w*\s+(?:\w+\s+)?карт\w*|"
                r"played\s+(?:a|the|his|her)\s+card",
                re.IGNORECASE)
# what was replaced was a player, not a call («заменили игрока в паре», «партнёр заболел, мы его заменили»): Law 4
# (a call is replaced «на» another: «сказал 1♠ и тут же его заменил на 2♠» is a change of call)
_PLAYER_REPLACED = cued(r"(?:замен\w*|поменял\w*)\s+(?:(?!заявк|ставк|бид|назнач|карточк|пас\b|контр|реконтр|и\b|а\b|"
                        r"and\b)\w+\s+){0,2}?(?:игрок\w*|партн[её]р\w*|человек\w*|player|partner)|"
                        # «мы его заменили»: the player replaced by others; «сказал 1♠ и его заменил» is the call
                        r"(?:его|её|ее|him|her)\s+(?:\w+\s+)?(?:заменили|заменят|replaced)\b(?!\s+(?:на|with|by)\b)|"
                        r"замен\w*\s+(?:\w+\s+)?в\s+пар[еуы]", re.IGNORECASE)
# what a change word changed was no call: a card, a suit, a lead, a line of play, seats, a ruling or a record
_OTHER_CHANGED = cued(r"(?:поменял|заменил|сменил|изменил|переправил|changed|replaced|swapped)\w*\s+(?:[\w-]+\s+){0,2}?"
                      r"(?:карт\w*|масть|масти|выход\w*|лини\w*|мест\w*|решени\w*|результат\w*|направлени\w*|"
                      r"cards?|suit|lead|line|seats?|ruling|score|result)\b", re.IGNORECASE)
# the change itself, when the lexicon did not read it ("передумал и заменил на 1NT", "changed it to 2♠")
_CHANGE = cued(r"передумал\w*|поменял\w*|заменил\w*|сменил\w*|изменил\w*|переправил\w*|\bchanged\b|replaced|swapped|"
               # thought better of a call told before it («сказал одну трефу, потом … думал и решил, что лучше
               # без козыря»), not a hesitation before the first call («долго думал и решил, что лучше пас»: Law 16)
               r"(?:сказал|заявил|назвал|объявил|открыл)\w*\s[^.?!]{0,80}?\bдумал\w*\s+и\s+решил\w*,?\s+что\s+лучше\s+"
               r"(?=[1-7]|пас|контр|без\s+козыр|бк)|"
               r"\bundo\b|thought\s+better|(?:поменять|заменить|сменить|исправить|переправить)\s+(?:(?!запис|результат|сч[её]т|score)\w+\s+)?на\s+"
               r"(?:[1-7](?![+=\-]|\S*\s*[+=])|пас\b|"
               r"контр|реконтр|бк\b|б/к)",
               re.IGNORECASE)  # «решил поменять на 1 бк»: a call changed to another

def section(text: str) -> str | None:
    """The section of Law 25 the story tells, or None (see the module's docstring)."""
    if _PLAYER_REPLACED.search(text):
        return None
    later = _LATER.search(text)
    calls = find_calls(text) if later else []  # (the calls are scanned only when a later change may be undone)
    if calls and later.end() <= calls[0].start and _AT_ONCE.search(text, calls[0].end):
        later = _LATER.search(text, calls[0].end)  # "after a pause West bid 1♥ and at once…": no later change
    if later is None and not _A_PLAYED_CARD.search(text) and (
            _ONLINE_SLIP.search(text) or (_SLIP.search(text) and _AT_ONCE.search(text))):
        return "25A"  # a slip replaced at once (an online misclick is noticed at once unless a pause is told)
    refused = _REFUSED.search(text)
    if refused is None and _ACCEPTED.search(text):
        return "25B1" if later or _CHANGE.search(text) else None
    if refused is None:
        return "25B2(C)" if later and _LEAD.search(text) else None
    if _LEAD.search(text, refused.start()):
        return "25B2(C)"  # the lead restrictions asked once the change was refused
    if _FIRST_ILLEGAL.search(text):
        return "25B2(A)"
    blanked = _NOT_BACK.sub(lambda m: " " * len(m.group()), text)
    first, then = _first_and_then(text, blanked, refused.end())
    if then is not None:
        return "25B2(B)(1)" if then == first else "25B2(B)(2)"
    if _KEEPS.search(blanked, refused.start()):
        return "25B2(B)(1)"
    if _OTHER_CALL.search(blanked, refused.start()) or _THROUGHOUT.search(blanked, refused.start()):
        return "25B2(B)(2)"
    return "25B2(B)" if later or _CHANGE.search(text) else None  # refused, a legal first call, what followed not told


def _first_and_then(original: str, blanked: str, after: int) -> tuple[str | None, str | None]:
    """The call the story tells first (the offender's first call), and the call he made after LHO refused the change
    ("тогда я объявил 2♠", "he then bid 4♠"): not one the story names as not made again ("instead of going back to
    1♥", blanked) nor one it asks about ("partner must pass")."""

    calls = find_calls(original)
    gone = [match.span() for match in _NOT_BACK.finditer(original)]
    later = [c for c in calls if c.start >= after and not any(start <= c.start < end for start, end in gone)
             and not _OBLIGED.search(blanked, 0, c.start)]
    return (calls[0].value if calls else None), (later[0].value if later else None)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the change of call replaced by its section (settled), when the lexicon read a change of call
    and the story says how it was made."""

    played = _played_card(text, found)
    if played is not None:
        return played
    if not (reads_any(found, FAMILY, MIN_WEIGHT) or _CHANGE.search(text)):
        return found
    which = section(text)
    paused = _TIME_PAUSE.search(text) and not _NO_CALL.search(text)
    if which is None and paused and (reads_any(found, GENERAL[:2], STRONG) or _call_changed(text)):
        return settle(found, FAMILY, PAUSED)  # changed after a pause, LHO's answer not told: 25B, not a slip's 25A
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


def _call_changed(text: str) -> bool:
    """Whether the story's own change word tells a call changed: a call is told, and what was changed is none of a
    card, a suit, a lead, a line of play, seats or a ruling («думал минуту, потом поменял карту»: Law 16, not 25B)."""

    return bool(_CHANGE.search(text)) and not _OTHER_CHANGED.search(text) and bool(find_calls(text))


def _played_card(text: str, found: list[Any]) -> list[Any] | None:
    """A card misclicked in the play, when the lexicon read one or the story says so: no call was changed, so Law 25
    says nothing; a slip the story says was put right (or asked to be undone) at once ("сразу", "immediately") is an
    inadvertent designation, 45C4(B), settled before 47G's "a played card stays" (the words alone put 25A, the
    misclick of a call, first); a misclick online with no "at once" is left to 47G. None: no card misclicked in
    the play told."""

    if not (reads_any(found, _PLAY_READ, STRONG) or _CARD_IN_PLAY.search(text)) or _AUCTION_SAID.search(text):
        return None
    slip = _ONLINE_SLIP.search(text) or _SLIP.search(text) or _PLAY_SLIP.search(text)
    if _LATER.search(text) or not (slip and (_AT_ONCE.search(text) or _UNDO_ASKED.search(text))):  # online alone: no
        return [m for m in found if m.id not in SECTIONS.values()]  # a card played: no section of Law 25
    return settle(found, (*FAMILY, *_PLAY_READ[:1]), PLAYED)  # (a misclick from dummy stays beside it: 45C4(B) too)
