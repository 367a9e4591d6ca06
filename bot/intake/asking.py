"""What a player asked of the opponents — a review of the auction, an explanation of a call, whose lead it is — and
when, say which section of Law 20 governs, for the situation reader.

* a call not heard clearly, asked again: 20A;
* whose opening lead it is, asked after the final pass: 20C1 (mid-play "whose turn" is another law's);
* a review of the auction: during the auction, 20B (at one's own turn); after the final pass or at one's first turn
  to play, 20C2 (later in the play it is too late: Law 41); given wrongly ("repeated the auction wrong"), 20E
  (everyone must correct it); who may be asked for it, or partner asked, 20D (only an opponent);
* an explanation of the opponents' calls or play agreements: during the auction, at one's turn, 20F1; after the
  final pass and during the play, 20F2.

Nothing is decided when the story does not say what was asked, or when; a "review" needs its object (the auction,
the calls: "повторил свою масть" is a rebid); a story the lexicon reads surely as misinformation, an alert or
partner's information is that law's, not Law 20's. The general concept is replaced by the
section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

# the lexicon's own readings of the situation
GENERAL = ("review_auction", "explanation_request", "whose_lead", "caller_explained_own_call")
SECTIONS = {"20A": "call_not_heard", "20B": "review_in_auction", "20C1": "whose_lead_after_auction",
            "20C2": "review_after_auction", "20D": "review_whom", "20E": "review_wrong",
            "20F1": "explanation_in_auction", "20F2": "explanation_in_play", "41B": "question_before_lead_faced"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
# a player asked what a call meant, then he or his partner called or led: the question told partner something (16A)
QUESTION_INFORMATION = "question_answer_information"
_MISINFORMED = frozenset({"misinformation", "alert", "missing_alert", "own_side_misexplanation"})
OWN_MISUNDERSTANDING = "own_misunderstanding"  # the lexicon's 21A: the player misunderstood, nobody misinformed him

_WHOSE_LEAD = cued(r"кто\s+(?:из\s+(?:нас|них|вас)\s+)?ходит\s+первы\w*|"
                   r"кто\s+из\s+(?:нас|них|вас)\s+(?:выходит|атакует)|"
                   r"(?:мой|мне)\s+ли\s+(?:первый\s+)?(?:ход|ходить)|мне\s+ли\s+ходить|"
                   r"чей\s+(?:первый\s+)?(?:ход|выход)|(?:мне|мой)\s+ли\s+(?:начинать|выходить|атаковать)|кому\s+(?:начинать|выходить)|мой\s+(?:это\s+)?ход\s+или|это\s+мой\s+ход\s+или|whose\s+"
                   r"(?:opening\s+)?lead|is\s+it\s+my\s+lead|moj\s+li\s+(?:pervyj\s+)?hod|kto\s+hodit\s+pervym|"
                   r"(?:мой|моя|мне)\s+(?:ли\s+)?(?:атака|выход|атаковать)\s*[?'\"»]|"
                   r"не\s+(?:его|е[её]|мой|твой|наш)\s+ли\s+(?:первый\s+)?(?:ход|выход|атака)|"
                   r"кто\s+(?:\w+\s+)?(?:должен|будет)\s+(?:атаковать|ходить\s+первым)|кому\s+атаковать|my\s+lead\s*\?",
                   re.IGNORECASE)
# «хочу услышать, как шла торговля»: a review asked in the story's own words, no lexicon term needed
_HEAR = r"(?:услышать|послушать|узнать)\s+(?:\w+\s+){0,2}?торговл\w*|как\s+(?:шла|прошла|проходила)\s+торговл\w*"
_REVIEW = cued(r"(?:повтор\w*|напомн\w*|пересказ\w*|переспрос\w*|переспра\w*|repeat\w*|recap\w*|povtor\w*|napomn\w*)\s+"
               r"(?:\w+\s+){0,3}?"
               r"(?:торговл\w*|заявк\w*|auction|bidding|calls|torgovl\w*)|review\w*|(?:торговл\w*|auction|bidding)\s+"
               r"(?:\w+\s+){0,2}?(?:повтор\w*|переспра\w*|переспрос\w*|repeat\w*)|что\s+(?:\w+\s+)?(?:говорили|сказали|заявляли|заявили|"
               r"назначали)\s+(?:противник|соперник|оппонент)\w*|what\s+(?:the\s+)?(?:opponents|opps|they)\s+"
               r"(?:had\s+)?(?:bid|called|said)|"
               # «спросить про торговлю», "asked about the auction": a question about the calls is a review
               r"(?:спрос\w*|вопрос\w*|ask\w*)\s+(?:\w+\s+)?(?:про|о|об|по|about)\s+(?:the\s+)?(?:торговл\w*|auction|bidding)|"
               rf"{_HEAR}", re.IGNORECASE)
_HEAR_AUCTION = cued(_HEAR, re.IGNORECASE)
_NOT_HEARD = cued(r"не\s+(?:расслышал\w*|услышал\w*|расслышав|дослышал\w*)|недослышал\w*|недослышав|"
                  r"плохо\s+(?:расслышал\w*|слышно)|didn'?t\s+hear|"
                  r"did\s+not\s+hear|couldn'?t\s+hear|ne\s+rasslyshal\w*", re.IGNORECASE)
# partner's question is what the story is about (the information it gave: Law 16), not the narrator's right to ask
_PARTNER_ASKED = cued(r"(?:партн[её]р\w*|partner)\s+(?:\w+\s+)?(?:спросил\w*|asked)", re.IGNORECASE)
_ASKED_PARTNER = cued(r"(?:попросил\w*|спросил\w*|просил\w*)\s+(?:\w+\s+)?партн[её]р\w*|asked\s+my\s+partner|"
                      r"partner\s+to\s+(?:repeat|review)", re.IGNORECASE)
_WRONG = cued(r"(?:повтор\w*|пересказ\w*|напомн\w*|repeat\w*|review\w*|povtor\w*)[^.;]{0,50}?(?:неправильн\w*|"
              r"неверн\w*|с\s+ошибк\w*|ошиб\w*|не\s+так|wrong\w*|incorrect\w*|mistak\w*|nepravil\w*|пропустил\w*|"
              r"misstat\w*|mis-stat\w*|перепутал\w*|"
              r"left\s+out|omitted)|(?:left\s+out|omitted|пропустил\w*)[^.;]{0,40}?(?:nobody|никто)|(?:неправильн\w*|неверн\w*|wrong\w*|"
              r"incorrect\w*)\s+(?:\w+\s+)?(?:повтор\w*|пересказ\w*|repeat\w*|review\w*)|"
              r"(?:nobody|no\s+one|никто)\s+(?:\w+\s+)?(?:corrected|поправил|исправил)", re.IGNORECASE)
_WHOM = cued(r"у\s+кого\s+(?:\w+\s+)?(?:просить|спрашивать|спросить)|кого\s+(?:просить|спросить|спрашивать)|"
             r"who\s+(?:do|should|may|can)\s+I\s+ask|ask\s+(?:my\s+)?partner\s+or|(?:партн\w*|partner)\s+или\s+"
             r"(?:у\s+)?(?:противник|соперник|оппонент)\w*", re.IGNORECASE)
_EXPLAIN = cued(r"(?:что|ч[её]|чо)\s+(?:\w+\s+){0,2}?(?:значит|означает|значил\w*|означал\w*|значат|означают)|"
                r"объясн\w*|обьясн\w*|поясн\w*|расшифр\w*|explain\w*|explanation|what\s+(?:does|did|do)\s+[^.?]{0,40}?mean|meaning\s+of|"
                r"what\s+[^.?]{0,40}?\bmeant\b|what\s+[^.?]{0,30}?\bmeans?\b|"
                r"договор[её]нност\w*|agreement\w*|chto\s+znachit|ob'?yasn\w*|ob'?jasn\w*|"
                r"значени\w+\s+(?:\w+\s+)?(?:заявк|заявок|ставк|ставок|назначени|бид|конвенц|алерт)\w*|"
                r"znacheni\w+\s+(?:zayav|zajav|stav)\w*",
                re.IGNORECASE)
# what the question was really about, when the lexicon is sure of it: misinformation, an alert, partner's information
_OTHER_LAWS = frozenset({"misinformation", "alert", "own_side_misexplanation", "unauthorized_information",
                         "hesitation", "change_of_call"})
# someone at the table other than the narrator asked, and afterwards he or his partner called or led
_SOMEONE_ASKED = cued(r"(?:партн[её]р\w*|соперник\w*|оппонент\w*|противник\w*|левый|правый|partner|opponent|\bLHO\b|"
                      r"\bRHO\b|\bopp\b)\s+(?:\w+\s+){0,2}?(?:спросил\w*|спрашивал\w*|asked|asks)\b", re.IGNORECASE)
_THEN_ACTED = cued(r"(?:\bпотом|\bзатем|после\s+этого|\bthen\b|afterwards)\s+(?:\w+\s+){0,3}?(?:вышел|вышла|пош[её]л|"
                   r"сходил\w*|атаковал\w*|заш[её]л|пасанул\w*|спасовал\w*|прыгнул\w*|сказал\w*|заявил\w*|"
                   r"законтр\w*|\bled\b|\bleads\b|passed|\bbid\b|jumped|doubled)", re.IGNORECASE)
# partner explained the narrator's own call, and the narrator says what he learned from it (16A: an answer to a
# question is information from partner), not whether the explanation must be corrected (Law 75)
_PARTNER_EXPLAINED = cued(r"(?:партн[её]р\w*|partner)\s+(?:\w+\s+){0,2}?(?:объяснил\w*|обьяснил\w*|обяснил\w*|"
                          r"explained|отвечал\w*|ответил\w*)|(?:из\s+)?(?:его|ее|её)\s+объяснени\w*|"
                          r"partner'?s\s+(?:\w+\s+)?explanation", re.IGNORECASE)
_NARRATOR_LEARNED = cued(r"\bя\s+(?:\w+\s+)?(?:знаю|понял\w*|узнал\w*)|мне\s+(?:теперь\s+)?(?:известно|ясно|понятно)|"
                         r"с\s+уч[её]том\s+(?:этого|его)|учитыва\w*|пользовать\w*|\bUI\b|pretend|\bI\s+(?:now\s+)?know\b|"
                         r"may\s+I\s+use|can\s+I\s+use", re.IGNORECASE)
# the opponents' calls or agreements are what is asked about
_THEIRS = cued(r"\bих\b|ихн\w*|у\s+них|защитник\w*|вистующ\w*|defenders?|соперник\w*|противник\w*|оппонент\w*|"
               r"\bопп\w*|their|opponent\w*|\bopps?\b|\bikh\b|soperni\w*", re.IGNORECASE)
_AUCTION = cued(r"во\s+время\s+торговли|в\s+торговле|моя\s+очередь\s+(?:заявлять|говорить|торговаться)|"
                r"в\s+свою\s+очередь\s+(?:заявк|заявлять|торг)\w*|перед\s+(?:своим|моим)\s+(?:пасом|заявк\w*|"
                r"ответом)|during\s+the\s+(?:auction|bidding)|before\s+(?:my|I)\s+(?:call|bid|pass)|at\s+my\s+turn\s+"
                r"to\s+(?:call|bid)|в\s+свою\s+очередь\s+(?:заявлять|торговаться|говорить)|before\s+bidding|"
                r"в\s+свою\s+очередь\s+(?!игры|хода)(?:\w+\s+)?(?:попросить|попросил\w*|спросить|спросил\w*)|"
                r"(?:перед\s+тем,?\s+как|прежде\s+чем)\s+(?:сказать|заявить|назвать|заявлять|торговаться|пасовать|спасовать|"
                r"говорить)\b|vo\s+vremya\s+torgovli|"
                r"v\s+svoyu\s+ochered|(?:торговл|заявк)\w*\s+в\s+свою\s+очередь|(?:говорить|заявлять|торговаться)\s+(?:сейчас\s+)?не\s+мне|не\s+мо[её]\s+слово|не\s+моя\s+очередь\s+"
                r"(?:говорить|заявлять|торговаться)", re.IGNORECASE)
_AFTER_AUCTION = cued(r"после\s+(?:финального|последнего|третьего)\s+паса|после\s+(?:тр[её]х|3)\s+пасов|"
                      r"торговл\w*\s+(?:уже\s+)?(?:кончилась|закончилась|окончена|завершилась)|после\s+(?:конца|окончания)\s+"
                      r"торговли|перед\s+(?:первым\s+)?(?:ходом|атакой)|(?:мне|я)\s+ходить\s+первы\w*|"
                      r"after\s+the\s+(?:final|last)\s+pass|auction\s+(?:is|was)\s+over|before\s+the\s+opening\s+"
                      r"lead|before\s+(?:my|the)\s+(?:first\s+)?lead|posle\s+(?:treh|tr[eyo]h)\s+pasov|"
                      r"pered\s+pervym\s+hodom|posle\s+(?:poslednego|finalnogo|tret\w+)\s+pasa|в\s+свою\s+первую\s+очередь\s+(?:игры|хода)|first\s+turn\s+to\s+"
                      r"play|"
                      # one's first card played to the first trick: the first turn to play, where 20C2 says when
                      r"(?:в|на|to)\s+(?:(?:самую|самой|the)\s+)?(?:первую|первой|first)\s+(?:взятк\w*|trick)",
                      re.IGNORECASE)
_PLAY = cued(r"(?:сыграли|сыграно|отыграли|прошли|прошло)\s+(?:уже\s+)?(?:\w+\s+)?взят\w*|"
             r"взят(?:к\w*|ок)\s+(?:уже\s+)?(?:сыграли|сыграно|отыграли|прошли|прошло)|сыгранн\w*\s+взят\w*|"
             r"tricks?\s+(?:have\s+been\s+|had\s+been\s+|were\s+|was\s+)?played|"
             r"на\s+\w+\s+взятке|в\s+\w+\s+взятке|at\s+trick\s+\w+|в\s+свою\s+очередь\s+(?:игры|хода)|"
             r"уже\s+играем|во\s+время\s+(?:игры|розыгрыша)|после\s+первой\s+взятки|"
             r"в\s+розыгрыше|посреди\s+розыгрыша|стол\s+уже\s+лежит|"
             r"в\s+середине\s+(?:розыгрыша|игры|сдачи)|"
             r"болван\s+(?:уже\s+)?(?:выложен|открыт|лежит)|during\s+the\s+play|after\s+the\s+opening\s+lead|"
             r"dummy\s+(?:is|was)\s+(?:down|tabled)|я\s+(?:уже\s+)?разыгрываю|ид[её]т\s+(?:розыгрыш|игра)\b|посреди\s+игры|"
             r"я\s+(?:уже\s+)?защищаюсь|сброс\w*\s+(?:защитник|вистующ)\w*|"
             r"сигнал\w*|signal\w*|carding|discard\w*|vo\s+vremya\s+(?:igry|rozygrysha)", re.IGNORECASE)
# after the opening lead: the play has begun, but declarer and the leader's partner are at their first turn to play
# (41B) when the story says the asker had not played yet («ещё не сыграв», «партнёр ходившего»)
_AFTER_LEAD = cued(r"после\s+(?:атаки|первого\s+хода|выхода)|"
                  # the opening lead faced («открыли первую карту», «первый ход уже открыт»), dummy spread
                  r"(?:открыл\w*|открыт\w*)\s+(?:уже\s+)?перв\w+\s+(?:карт\w*|ход\w*)|перв\w+\s+(?:карт\w*|ход\w*)\s+"
                  r"(?:уже\s+)?(?:открыл\w*|открыт\w*)|(?:болван|стол)\s+(?:уже\s+)?(?:разложил\w*|выложил\w*|разложен|"
                  r"выложен)", re.IGNORECASE)
_FIRST_TURN = cued(r"(?:ещё|еще)\s+не\s+(?:сыграв\w*|сыграл\w*|походил\w*|ходил\w*|положил\w*)|не\s+сыграв\w*\s+"
                   r"(?:ещё|еще)|партн[её]р\w*\s+(?:ходивш|атаковавш|атакующ|сделавш)\w*|(?:before|without)\s+"
                   r"(?:playing|(?:he|she|I)\s+(?:had\s+)?played)|(?:has|had)(?:n't|\s+not)\s+(?:yet\s+)?played",
                   re.IGNORECASE)
# the opening lead lies face down: partner of the leader and the presumed declarer may still ask (41B)
_FACE_DOWN = cued(r"рубашк\w*\s+вверх|рубашкой|лицом\s+вниз|(?:атак\w*|ход\w*|карт\w*)\s+(?:\w+\s+){0,2}?закрыт\w*|"
                  r"закрыт\w*\s+(?:атак\w*|ход\w*|карт\w*)|face[\s-]+down|rubashk\w*\s+vverh", re.IGNORECASE)
# tricks in the story («карты предыдущих взяток лежат лицом вниз», "on trick five"): what lies face down is the quitted
# tricks (65), the play is under way and a review too late (41C), not the face-down opening lead (41B)
_TRICKS = cued(r"(?<![\w])(?:взят(?:к|ок)\w*|tricks?|vzyat(?:k|ok)\w*)(?![\w])", re.IGNORECASE)
# the face-down lead asked to be taken back (41A), whatever was asked before it was faced
_TAKEN_BACK = cued(r"(?:забрать|взять|вернуть|забирать|убрать)\s+(?:\w+\s+){0,3}?(?:обратно|назад|в\s+руку)|"
                   r"take\s+(?:it|the\s+card|the\s+lead)\s+back|(?:retract|withdraw)\w*\s+(?:\w+\s+){0,2}?"
                   r"(?:lead|card|it)\b", re.IGNORECASE)  # not "withdraw his final pass": the lead, the card
# who must answer a question about a call: the caller's partner, as 20F1 says
_WHO_ANSWERS = cued(r"кто\s+(?:\w+\s+)?(?:отвечать|ответить|объяснять|объяснить)|кому\s+(?:отвечать|объяснять)|"
                    r"who\s+(?:should|must|has\s+to|is\s+to|may)\s+(?:answer|explain)|who(?:'s|\s+is)\s+(?:supposed|meant|expected)\s+"
                    r"to\s+(?:answer|explain)|"
                    # the caller answered himself, not his partner: who answers is what the story is about
                    r"(?:объясн|отвеч|ответ)\w*\s+(?:[^.?!]{0,40}?)(?:а\s+|,\s*)не\s+(?:его|её|ее)\s+партн[её]р\w*|"
                    r"(?:explained|answered)\s+(?:[^.?!]{0,40}?)(?:instead\s+of|not)\s+(?:his|her)\s+partner",
                    re.IGNORECASE)


def section(text: str) -> str | None:
    """``20A``…``20F2`` for what was asked and when, or None (asked too late, or of partner, or not said when)."""
    when = _when(text)
    if (_REVIEW.search(text) or _EXPLAIN.search(text)) and _FACE_DOWN.search(text) and not (
            when == "play" or _TRICKS.search(text)):
        # before the face-down opening lead is faced: a review, an explanation still asked for (taking it back: 41A)
        return None if _TAKEN_BACK.search(text) else "41B"
    if _WHOSE_LEAD.search(text):
        return "20C1" if when in (None, "after") else None  # mid-play "whose turn" is another law's
    if _REVIEW.search(text) and not _EXPLAIN.search(text):
        if _WRONG.search(text):
            return "20E"
        if _WHOM.search(text) or _ASKED_PARTNER.search(text):
            return "20D"  # only an opponent may be asked
        return {"auction": "20B", "after": "20C2"}.get(when or "")  # during the play it is too late (Law 41)
    if _NOT_HEARD.search(text):
        return "20A"
    if _EXPLAIN.search(text) and not (_ASKED_PARTNER.search(text) or _PARTNER_ASKED.search(text)):
        if when is None and _WHO_ANSWERS.search(text):
            return "20F1"  # who answers is said in 20F1 (the caller's partner)
        return {"auction": "20F1", "after": "20F2", "play": "20F2"}.get(when or "")
    return None


def _question_then_act(text: str) -> bool:
    """Whether a player other than the narrator asked what a call meant, and then he or his partner called or led
    («партнёр спросил, что значит их 2♦, а я потом вышел в бубну», «соперник спросил…, и потом его партнёр вышел в
    бубну», «партнёр спросил…, а потом сам прыгнул в 5♣»): 16A names a question as information from partner."""
    asked = _SOMEONE_ASKED.search(text)
    if asked is None:
        return False
    acted = _THEN_ACTED.search(text, asked.end())
    return acted is not None and _EXPLAIN.search(text, asked.start(), acted.start()) is not None


def _when(text: str) -> str | None:
    """"auction", "after" (the final pass, before the opening lead) or "play": the first said."""
    marks = [(m.start(), kind, m.end()) for pattern, kind in ((_AUCTION, "auction"), (_AFTER_AUCTION, "after"),
                                                             (_PLAY, "play")) for m in pattern.finditer(text)]
    if not _FIRST_TURN.search(text):  # «после атаки …, ещё не сыграв»: his first turn to play, not "play" past it
        marks += [(m.start(), "play", m.end()) for m in _AFTER_LEAD.finditer(text)]
    if not marks:
        return None
    at, first, end = min(marks)
    if first == "after" and _FIRST_TRICK.search(text, at, end) and any(
            kind == "play" and start >= end for start, kind, _ in marks):
        return "play"  # «сыграл в первую взятку…, а на третьей взятке попросил»: the first trick is past
    return first


DURING_PLAY = "review_auction_during_play"  # Law 41C, the lexicon's own concept (not one of Law 20's sections)


def _review_during_play(text: str) -> bool:
    """A review of the auction asked once the play has begun (a later trick, after the opening lead)."""
    return (_REVIEW.search(text) is not None and _EXPLAIN.search(text) is None and not _WRONG.search(text)
            and not (_WHOM.search(text) or _ASKED_PARTNER.search(text)) and _when(text) == "play")


_FIRST_TRICK = cued(r"взятк|trick", re.IGNORECASE)  # the first trick, not the final pass, told as the time


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 20 concepts replaced by the section's (settled), when the lexicon read a request for a
    review or an explanation (or the story asks whose lead it is, or what the opponents' call meant) and says when
    it was asked."""

    if reads_any(found, (OWN_MISUNDERSTANDING,), 1.0):
        return [m for m in found if m.id not in FAMILY]  # 21A: he misunderstood what was asked or answered
    if _question_then_act(text) and not any(m.id in _MISINFORMED and m.weight >= 1.0 for m in found):
        return settle(found, FAMILY, QUESTION_INFORMATION)
    if _PARTNER_EXPLAINED.search(text) and _NARRATOR_LEARNED.search(text):
        return settle(found, (*FAMILY, *_MISINFORMED), QUESTION_INFORMATION)
    asked = _WHOSE_LEAD.search(text) or (_EXPLAIN.search(text) and _THEIRS.search(text)) or _HEAR_AUCTION.search(text)
    if not (asked or reads_any(found, (*FAMILY, DURING_PLAY))):
        return found
    which = section(text)
    if which is None and _review_during_play(text) and not any(m.id in _OTHER_LAWS and m.weight >= 1.0 for m in found):
        # too late for a review: what the contract is and whether it was doubled may be asked (41C)
        # (the card faced is the opening lead, not one shown in the auction: 24)
        return settle(found, (*FAMILY, "card_exposed_in_auction"), DURING_PLAY)
    if not (asked or reads_any(found, FAMILY)):
        return found
    if which == "20E":  # "I named 3♠ instead of 4♠" while repeating the auction: a wrong review, no change of call
        found = [m for m in found if m.id != "change_of_call"]
    if which is None or any(m.id in _OTHER_LAWS and m.weight >= 1.0 for m in found):
        return found  # a wrong explanation, a missing alert, information from partner: not Law 20's question
    # the lexicon's own reading says the same: it stays
    kept = {"20C1": ("whose_lead",), "20F1": ("caller_explained_own_call",)}.get(which, ())
    return settle(found, [cid for cid in FAMILY if cid not in kept], SECTIONS[which])
