"""A call made on the opponents' misinformation, and whether it may still be changed, for the situation reader
(Law 21B).

The lexicon reads misinformation (``misinformation``: a wrong explanation; ``missing_alert``: no alert where one
was required), or the story tells it outright ("explained 2D as weak, then they corrected it"). Law 21B turns on
what happened to the call the misinformed player made:

* he may still change it without penalty, the auction not being over and his partner not having called since: 21B1;
* after he changed it, the misinforming side's player (his LHO) changes a later call of his own: 21B2;
* it is too late to change it (partner has called since, the auction is over, the play has begun): 21B3, the
  director may adjust the score; so too when the story tells the opponents' misinformation found out only once the
  auction was over («узнал только после торговли», «только после первого выхода выяснилось», "discovered after the
  final pass"), no change asked.

How it is read: the story must ask about (or tell) a change of the misinformed player's own call ("могу ли я
поменять свой пас", "мне разрешили заменить заявку", "can I change my call", "take back my pass"). Then:

* asked whether the opponent may change his call, with no change made before and no "too" ("we failed to alert,
  can the opponent change his call?"): the opponent is the misinformed player, his own change (by its timing);
* an opponent's change of a later call of his own, after it (``тоже поменял``, "LHO then changed his 3♣ too"), or
  a change granted and then another player's change of a later call («судья разрешил мне поменять пас, теперь левый
  хочет вместо 2♥ сказать реконтру»): 21B2;
* partner called since, the auction ended, the play began, or "too late" told outright: 21B3 ("before my partner
  called", «партнёр ещё не сказал» are in time);
* the auction over and the opening lead not yet faced, the narrator not said to have called last: not decided;
* else, partner has not called yet, or the auction is still going on (told, or nothing said of the auction's end
  or the play): 21B1.

A story of one's own misunderstanding (``own_misunderstanding``: 21A; «моя ошибка», «прочитал не ту строку»), of
one's own side's explanation (Law 75), of no misinformation after all (the explanation matched their card and the
hand was a misbid; a natural call needs no alert), or with no change of call asked about is left to the lexicon;
so is a story with no change of call that is about the score (79) or a played card taken back (47E2).
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GATE = ("misinformation", "missing_alert", "alert")
SECTIONS = {"21B1": "misinformed_call_changed", "21B2": "misinformer_call_changed", "21B3": "misinformed_too_late"}
FAMILY = (*GATE, *SECTIONS.values())
MIN_WEIGHT = 0.8
NOT_OURS = ("own_misunderstanding", "own_side_misexplanation")  # 21A, or Law 75: the lexicon's reading stands
# the same words read as another law: a call changed (25), a call after the auction (39), a played card taken
# back after a misexplanation (47E2): the call changed on misinformation is none of them
SAME_WORDS = ("change_of_call", "call_after_final_pass", "retract_after_misexplanation")
# a story with no change of call that is about the score or trick count (79, 77), or a card played on the
# misinformation and taken back (47E2): misinformation told in it is no Law 21B question
OTHER_STORY = ("score_correction", "trick_count_dispute", "retract_after_misexplanation",
               "retract_after_misexplanation_too_late")

# misinformation told outright, where the lexicon's words were not sure of it ("explained 2D as weak, then they
# corrected it", "объяснил как слабые, а оказалось сильные")
_MISINFORMED = cued(
    r"(?:объясн\w*|обьясн\w*|обясн\w*|explain\w*|ob'?yasn\w*|ob'?jasn\w*)[^.?!]{0,80}?(?:оказал\w*|на\s+самом\s+"
    r"деле|поправил\w*|исправил\w*|неправильн\w*|неверн\w*|ошибочн\w*|ошиб\w*|turned\s+out|actually|corrected|"
    r"wrong\w*|incorrect\w*|mistaken\w*|okazal\w*|nepravil\w*|neverno|криво|неточно|а\s+там\b)|не\s+(?:за)?алерт\w*|"
    r"без\s+алерта|"
    r"забыл\w*\s+(?:\w+\s+)?(?:за)?алерт\w*|дезинформ\w*|misexplain\w*|mis-explain\w*|misinform\w*|"
    r"wrong\s+explanation|(?:failed|forgot)\s+to\s+alert|forgotten\s+(?:the\s+|to\s+)?alert|should\s+have\s+"
    r"alerted|got\s+(?:that|it)\s+wrong|mixed\s+(?:it|them)\s+up|corrected\s+(?:his|her|their)\s+explanation|"
    r"спохватил\w*|поправк\w*|zabyl\w*\s+(?:pro\s+)?alert\w*|vspomnil\w*|вспомнил\w*\s+(?:\w+\s+)?(?:алерт|"
    r"систем|что)|didn'?t\s+alert|not\s+alerted|no\s+alert|ne\s+alert\w*|"
    r"(?:алерт\w*|alert\w*)\s+не\s+(?:сделал\w*|дал\w*|дали|объявил\w*)|не\s+(?:сделал\w*|дал\w*|дали)\s+(?:алерт|alert)\w*",
    re.IGNORECASE)
_MY_CALL = (r"(?:(?:сво[йюеи]|мо[йюеи]|наш[уи]?|my|our|svo\w+|mo[iy]\w*)\s+)?(?:пас\w*|заявк\w*|"
            r"контр(?!акт)\w*|реконтр\w*|ставк\w*|call|bid|pass|double|redouble|pas|zayavk\w*|kontr\w*|\d)")
_CHANGE_VERB = (r"(?:измени\w*|изменя\w*|поменя\w*|помени\w*|замени\w*|заменя\w*|забра\w*|забере\w*|отозва\w*|"
                r"отменить|переиграть|переправить|взять\s+назад|change\w*|withdraw\w*|"
                r"take\s+back|taking\s+back|took\s+back|replace\w*|pomenya\w*|izmeni\w*|zabra\w*|"
                r"zameni\w*)")
# the misinformed player's own call changed, or asked about ("могу ли я поменять свой пас", "I changed my pass",
# "пас можно поменять"): a call, never a played card ("take back my card" is Law 47E2)
_OWN_CHANGE = cued(
    rf"{_CHANGE_VERB}\s+(?:\w+\s+){{0,2}}?{_MY_CALL}(?!\w*\s*(?:карт|card))|"
    rf"(?<!\w){_MY_CALL}\s+(?:\w+\s+){{0,2}}?(?:можно|могу|нельзя|may|can)\s+(?:\w+\s+)?{_CHANGE_VERB}|"
    rf"(?:вместо|instead\s+of|vmesto)\s+{_MY_CALL}\w*\s+(?:\w+\s+)?(?:сказать|заявить|дать|поставить|say|bid|call|"
    rf"skazat)|(?:можно|могу|mozhno|mogu)\s+(?:\w+\s+)?(?:поменять|заменить|изменить|pomenyat|zamenit|izmenit)\s*\?|"
    # a change told as too late, the call unnamed («менять поздно», "too late to change")
    r"(?<!карту\s)(?<!карты\s)(?<!card\s)(?:менять|поменять|изменить|заменить)\s+(?:уже\s+)?(?:поздно|нельзя)|(?:поздно|нельзя)\s+(?:уже\s+)?(?:менять|"
    r"поменять|изменить)|too\s+late\s+to\s+change",
    re.IGNORECASE)
_OPPONENT = (r"(?:соперник\w*|противник\w*|оппонент\w*|левый|левого|правый|правого|LHO|RHO|opponent\w*|"
             r"он|они|they|he|sopernik\w*|levyj|levyy|pravyj|pravyy|запад\w*|восток\w*|север\w*|юг\w*|west|east|"
             r"north|south|объяснявш\w*|their\s+side)")
# after the change, the misinforming side changes a later call of its own (21B2)
_THEIR_CHANGE = cued(
    rf"(?<!\w){_OPPONENT}\s+(?:\w+\s+){{0,3}}?(?:тоже|также|в\s+ответ|в\s+свою\s+очередь|then|also|too|as\s+well|"
    rf"tozhe)\s+(?:\w+\s+){{0,2}}?{_CHANGE_VERB}|(?<!\w){_OPPONENT}\s+(?:\w+\s+){{0,3}}?{_CHANGE_VERB}\s+"
    rf"(?:\w+\s+){{0,2}}?(?:сво[йюеи]|его|their|his|her|svoj\w*|svoyu)\s+(?:\w+\s+)?(?:пас\w*|заявк\w*|контр\w*|"
    rf"ставк\w*|call|bid|pass|double|\d)|(?:а|и)\s+(?:им|ему|they|he)\s+(?:тоже|также|too|also)\s+(?:\w+\s+)?"
    rf"(?:можно|могут|может|разрешено|may|can)",
    re.IGNORECASE)
# asked whether the opponent may change his call, no change made before and none "too": the narrator's side gave
# the misinformation and the opponent is the misinformed player (21B1 by its timing), not the 21B2 follow-on
_OPPONENT_ASKS = cued(
    r"(?:can|may|could|is)\s+(?:the\s+|an\s+|my\s+)?(?:opponents?|LHO|RHO|they|he)\s+(?:\w+\s+){0,2}?"
    r"(?:change|replace|withdraw)|(?:может|могут|можно)\s+ли\s+(?:\w+\s+)?(?:соперник\w*|оппонент\w*|"
    r"противник\w*|опп\w*|им|ему|левому|правому|левый|правый)\s+(?:\w+\s+){0,2}?(?:поменять|заменить|изменить|"
    r"забрать)",
    re.IGNORECASE)
_THEN = cued(r"\b(?:тоже|также|then|also|too|tozhe)\b|в\s+ответ|в\s+свою\s+очередь|as\s+well", re.IGNORECASE)
# partner has not called since, or the auction still goes on: the change is in time (21B1)
_IN_TIME = cued(
    r"партн[её]р\w*\s+(?:\w+\s+){0,2}?(?:ещ[её]|пока)\s+(?:ничего\s+)?не\s+|(?:ещ[её]|пока)\s+не\s+"
    r"(?:\w+\s+)?(?:заявлял\w*|говорил\w*|сказал\w*|успел\w*)|до\s+(?:того,?\s+как\s+)?(?:мо\w+\s+)?партн[её]р\w*\s+"
    r"(?:\w+\s+)?(?:сказал\w*|заявил\w*|говорил\w*|пасовал\w*)|торговля\s+(?:ещ[её]\s+)?(?:ид[её]т|продолжается|не\s+"
    r"закончилась)|partner\s+(?:has\s+not|hasn'?t|had\s+not|hadn'?t|did\s+not|didn'?t)\s+(?:yet\s+)?(?:\w+\s+)?"
    r"(?:bid|called|spoken|passed|acted)|before\s+(?:my\s+)?partner\s+(?:\w+\s+)?(?:bid|called|spoke|passed)|"
    r"auction\s+(?:is\s+)?(?:still\s+)?(?:going|not\s+over)|partner\s+(?:still\s+)?(?:to\s+call|yet\s+to)|"
    r"partner\s+ne\s+|partner\s+esh[ce]?h?e\s+ne\s+|partn[eyo]+r\w*\s+(?:esch[eyo]|eshh?[eyo]|eshe)\s+ne\s+",
    re.IGNORECASE)
# partner called since, the auction ended, the play began, or "too late" outright (21B3)
_TOO_LATE = cued(
    r"партн[её]р\w*\s+(?:\w+\s+){0,2}?(?:уже\s+)?(?:сказал\w*|заявил\w*|ответил\w*|пасовал\w*|спасовал\w*|"
    r"пасанул\w*|контрировал\w*|законтрил\w*|назвал\w*|перебил\w*|поднял\w*|поставил\w*|дал\s+контр\w*)|"
    r"после\s+(?:\w+\s+)?(?:ответа|заявки|паса)\s+(?:мо\w+\s+)?партн[её]р\w*|торговл\w*\s+(?:уже\s+)?(?:законч(?:ил|ен)\w*|"
    r"окончен\w*|кончил\w*|завершил\w*)|после\s+(?:финального|последнего|третьего)\s+паса|после\s+(?:тр[её]х|3)\s+пас|"
    r"(?:уже\s+)?(?:разыгрыва\w+|разыграли|играли|сыграли)\s+(?:\w+\s+)?(?:контракт|\d)|взят(?:к\w*|ок\b)|розыгрыш\w*|"
    r"первый\s+ход|перв\w+\s+выход\w*|уже\s+нельзя|открыл\w*\s+(?:\w+\s+)?ход|атак\w*|вышел\s+в\s+|болван\w*\s+(?:уже\s+)?(?:выложен|открыт|лежит)|слишком\s+поздно|"
    r"уже\s+поздно|too\s+late|partner\s+(?:has\s+|had\s+)?(?:already\s+)?(?:bid|called|passed|doubled|raised|"
    r"responded)|after\s+(?:my\s+)?partner(?:'s)?\s+(?:\w+\s+)?(?:bid|call|pass|response)|auction\s+(?:is|was|had)\s+"
    r"(?:\w+\s+)?(?:over|ended|finished)|during\s+the\s+play|opening\s+lead|dummy\s+(?:came|was|is)\s+(?:down|tabled)|"
    r"\btricks?\b|went\s+down|made\s+(?:it|the\s+contract)|posle\s+\w+\s+pasov|uzhe\s+pozdno|razygr\w+|vzyat\w+",
    re.IGNORECASE)
_FOUND = (r"(?:узнал\w*|выяснил\w*|выяснилось|обнаружил\w*|оказалось|понял\w*|дошло|всплыл\w*|discovered|found\s+out|"
          r"learned|learnt|realized|realised|came\s+out|turned\s+out|uznal\w*|vyyasnil\w*|okazalos)")
_OVER = (r"(?:(?:только\s+)?(?:после|когда)\s+(?:\S+\s+){0,2}?(?:торговл\w*|розыгрыш\w*|игры|сдачи|выхода|хода|атак\w*|"
         r"паса|пасов|болван\w*|стол\w*|доигра\w*)|(?:only\s+)?(?:after|once|when)\s+(?:\S+\s+){0,2}?(?:auction|final\s+pass|play|"
         r"hand|opening\s+lead|lead|dummy)|(?:tol'?ko\s+)?posle\s+(?:torgovli|rozygrysha|igry)|"
         r"(?:атак\w*|первый\s+ход|opening\s+lead|перв\w+\s+карт\w*)\s+(?:уже\s+)?(?:лежит|лежал\w*|легла|открыт\w*|сделан\w*|"
         r"(?:was|is)\s+faced)|"
         # found out in the middle of the play («в середине розыгрыша», "mid play"): the auction long over
         r"(?:mid|in\s+the\s+middle\s+of(?:\s+the)?)[-\s]?(?:play|hand)\b|during\s+(?:the\s+)?play\b|"
         r"(?:в\s+(?:середине|ходе|процессе)|посреди|во\s+время)\s+(?:розыгрыш\w*|игры))")
# misinformation found out only once the auction was over: too late to change the call it caused (21B3)
_FOUND_LATE = cued(rf"{_FOUND}\s+(?:\S+\s+){{0,4}}?{_OVER}|{_OVER}\s+(?:\S+\s+){{0,4}}?{_FOUND}", re.IGNORECASE)
# the auction told as over, or the hand as played out, with no change of call asked: the misinformation came to light
# too late to change a call (21B3)
_ENDED = cued(r"(?:auction|bidding)\s+(?:is\s+|was\s+|had\s+)?(?:already\s+)?(?:finish\w*|over|ended|closed|done)|"
              r"торговл\w*\s+(?:уже\s+)?(?:закончил\w*|окончен\w*|кончил\w*|завершил\w*|прошла)|"
              # «разыграли следующую взятку», «отыграли две взятки», «сыграли 4♠» are mid-play or the contract: the hand
              # not told as played out
              r"(?:уже\s+)?(?:вс[её]\s+)?(?:разыграли|доиграли|отыграли|сыграли)(?!\s+(?:\S+\s+)?(?:взят\w*|карт\w*|\d|одну|две|"
              r"три|tricks?|ними|прошл\w*|ту\b|другую))|(?:uzhe\s+)?(?:vs[eyo]\s+)?(?:razygrali|doigrali|otygrali)(?!\s+(?:\S+\s+)?(?:vzyat\w*|\d))|(?:already\s+)?played\s+(?:it|the\s+hand|the\s+board|the\s+deal)\s+out|"
              r"after\s+the\s+(?:hand|play|board)\b|после\s+(?:розыгрыша|игры|сдачи)", re.IGNORECASE)
# misinformation found out while the auction went on («понял это ещё до того, как торговля закончилась», "found out
# before the auction ended"): in time to change the call it caused (21B1)
_FOUND_IN_TIME = cued(rf"{_FOUND}\s+(?:\S+\s+){{0,4}}?(?:до\s+того,?\s+как|перед\s+тем,?\s+как|пока\s+(?:ещ[её]\s+)?не|"
                      rf"before|while)\s+(?:\S+\s+){{0,2}}?(?:торговл\w*\s+(?:\S+\s+)?(?:закончил|кончил|окончил|"
                      rf"завершил)|(?:the\s+)?(?:auction|bidding)\s+(?:ended|was\s+over|finished|closed|was\s+still))|"
                      rf"{_FOUND}\s+(?:\S+\s+){{0,4}}?пока\s+торговл\w*\s+(?:ещ[её]\s+)?(?:не\s+(?:закончил|кончил|"
                      rf"окончил|завершил)|ид[её]т|шла)",
                      re.IGNORECASE)
# partner has called since the misinformed call («партнёр после моей контры уже сказал 4♥», "partner had already bid"):
# found before the auction's end, yet too late to change it (21B1's proviso; 21B3)
_PARTNER_CALLED = cued(r"партн[её]р\w*\s+(?:\S+\s+){0,4}?уже\s+(?:\S+\s+)?(?:сказал|заявил|ответил|пасовал|спасовал|"
                       r"пасанул|законтрил|контрировал|назвал|перебил|поднял|поставил|дал)\w*|"
                       r"partner\s+(?:had|has)\s+already\s+(?:\w+\s+)?(?:bid|called|passed|doubled|raised|responded|"
                       r"acted|spoken)|partner\s+already\s+(?:bid|called|passed|doubled|raised)", re.IGNORECASE)
# the narrator's side damaged by it ("we got a bad result", «мы из-за этого пострадали»): the misinformation was theirs
_WE_DAMAGED = cued(r"\bwe\s+(?:got|had|were|suffered)\s+(?:a\s+)?(?:bad|poor|terrible|awful|damage\w*)|"
                   r"\bмы\s+(?:из-за\s+этого\s+)?(?:пострадали|получили\s+плохой)|"
                   r"\bнам\s+(?:из-за\s+этого\s+)?(?:испортили|навредили)", re.IGNORECASE)
_PARTNER_SAID = cued(r"партн[её]р|partner|напарни", re.IGNORECASE)
# not warned of what a call meant: misinformation told without the word
_UNWARNED = cued(r"не\s+предупредил\w*|не\s+(?:до)?объяснил\w*|didn'?t\s+(?:fully\s+)?(?:explain|warn|tell)|"
                 r"объяснени\w*\s+(?:\S+\s+){0,3}?(?:неверн|неправильн|ошибочн)\w*|значил\w*\s+(?:совсем\s+)?(?:другое|иное)|"
                 r"meant\s+something\s+(?:else|different)", re.IGNORECASE)
# the misinformation was the opponents' (the addressees, «соперникам», "to the opponents", are not theirs)
_THEIRS = cued(r"соперник(?!ам\b)\w*|противник(?!ам\b)\w*|оппонент(?!ам\b)\w*|\bони\b|\bих\b|левый|правый|\bопп\w*|"
               r"(?<!to\s)(?<!to\sthe\s)opponent\w*|(?<!to\s)(?<!to\sthe\s)\bopps?\b|"
               r"\bнам\s+(?:\S+\s+){0,2}?объясн\w*|\bу\s+них\b|explained\s+to\s+us|(?:^|[.,;!?]\s*)объяснили\b|"
               r"\bthey\b|\btheir\b|\blho\b|\brho\b|sopernik\w*|\bikh\b|\bop+y\b|не\s+(?:за)?алертили", re.IGNORECASE)
# the explanation was the narrator's own side's (Law 75), not the opponents'
# («партнёр-разыгрывающий неправильно объяснил», «объяснение моего партнёра», "my partner's explanation"), or the
# narrator's own («я неправильно объяснил соперникам», "I gave a wrong explanation")
_OWN_SIDE = cued(r"партн[её]р[-\w]*\s+(?:\S+\s+){0,3}?(?:объясн\w*|обьясн\w*|дал\s+(?:\S+\s+)?"
                 r"(?:объяснени|explanation)\w*)|partner\s+(?:\S+\s+){0,3}?(?:explained|misexplained|gave|described)|"
                 r"(?:моей|моего|мою|мой|нашей|нашего|нашу|наш|my|our)\s+(?:заявк\w*|ставк\w*|bid|call|конвенц\w*|"
                 r"систем\w*)|объяснени\w*\s+(?:мо\w+|наш\w+)\s+партн|(?:my|our)\s+partner'?s\s+explanation|"
                 r"(?<!\w)я\s+(?:\S+\s+){0,2}?(?:неправильно|неверно|ошибочно|не\s+так|криво)\s+(?:объясн|обьясн)\w*|"
                 r"(?<!\w)я\s+(?:\S+\s+)?ошиб\w*\s+в\s+объяснени\w*|\bI\s+(?:\S+\s+)?(?:gave\s+(?:a\s+|the\s+)?"
                 r"(?:wrong|incorrect|mistaken)\s+explanation|misexplained|explained\s+\S+\s+(?:\S+\s+)?wrong\w*)",
                 re.IGNORECASE)
# no misinformation after all: the explanation matched the agreement (a misbid), no alert was due, or the mistake
# was the narrator's own (21A) — left to the lexicon
_NOT_MISINFORMED = cued(
    r"(?:алертировать|алертить|алерт)\s+(?:\w+\s+)?не\s+(?:нужно|надо|требуется|обязательно)|не\s+(?:нужно|надо)\s+"
    r"(?:\w+\s+)?алерт\w*|как\s+(?:и\s+)?(?:написано|указано|записано)\s+в\s+(?:\w+\s+)?(?:карт\w*|конвенц\w*)|"
    r"забыл\w*\s+(?:свою\s+|их\s+|нашу\s+|мою\s+)?систем\w*|моя\s+ошибка|прочитал\w*\s+не\s+(?:ту|то|так)|prochital\w*\s+ne\s+|"
    r"(?:kak|tam)\s+napisano|moya\s+oshibka|сам\w*\s+(?:\w+\s+)?(?:ошиб\w*|перепутал\w*|забыл\w*)|"
    r"did\s+nothing\s+wrong|my\s+(?:own\s+)?mistake|my\s+fault|(?:as|exactly\s+as)\s+(?:written|stated|shown)\s+"
    r"(?:on|in)\s+their\s+(?:convention\s+)?card|forgot\s+(?:the|their|his|her|our)\s+system|\bmisbid|"
    r"no\s+alert\s+(?:was\s+)?(?:needed|required|due)|doesn'?t\s+need\s+(?:an\s+)?alert",
    re.IGNORECASE)
# a change granted or made, then another player's change of a later call (21B2): "судья разрешил мне поменять пас,
# теперь левый хочет вместо 2♥ сказать реконтру"; "RHO was allowed to change his pass; may I change my 3NT?"
_GRANTED = cued(
    r"(?:разрешил\w*|позволил\w*|дал\w*)\s+(?:\w+\s+){0,2}?(?:поменять|заменить|изменить|забрать)|"
    r"(?:поменял\w*|заменил\w*|изменил\w*)\s+(?:\w+\s+){0,2}?(?:пас\w*|заявк\w*|контр(?!акт)\w*|\d)|"
    r"(?:allowed|permitted|let)\s+(?:\w+\s+){0,2}?(?:to\s+)?(?:change|replace|withdraw)|"
    r"(?:changed|replaced|withdrew)\s+(?:\w+\s+){0,2}?(?:pass|bid|call|double|\d)|razreshil\w*\s+(?:\w+\s+)?"
    r"(?:pomenyat|zamenit|izmenit)|pomenyal\w*\s+(?:\w+\s+)?(?:pas|zayavk\w*|kontr\w*|\d)",
    re.IGNORECASE)
_LATER_CHANGE = cued(
    r"(?:теперь|тоже|также|а\s+я|а\s+он|а\s+ему|а\s+им|then|now|too|also|teper|tozhe|a\s+ya)\s+(?:\w+\s+){0,4}?"
    r"(?:вместо|поменя\w*|замени\w*|измени\w*|заменил\w*|instead\s+of|change\w*|replace\w*|pomenya\w*|"
    r"zameni\w*|vmesto)",
    re.IGNORECASE)
# partner called since, told with the negation the too-late words lack ("партнёр ещё не сказал" is in time)
# the auction over but the opening lead not yet faced, and whether the narrator called last (17E, 21B1)
_BEFORE_LEAD = cued(r"перед\s+(?:моим|первым|нашим)\s+ходом|ход\s+(?:я\s+)?(?:ещ[её]\s+)?не\s+(?:сделал|открыт)|"
                    r"before\s+(?:my|the|our)\s+(?:opening\s+)?lead|(?:haven'?t|have\s+not)\s+(?:yet\s+)?led",
                    re.IGNORECASE)
_LAST = cued(r"последним|последней|\blast\b|poslednim", re.IGNORECASE)
_BEFORE = re.compile(r"(?:before|until|до\s+того,?\s+как|перед\s+тем,?\s+как|пока)\s+(?:my\s+|мо[йяе]\s+|the\s+)?$",
                     re.IGNORECASE)
_PARTNER_NOT = re.compile(r"партн[её]р\w*\s+(?:\w+\s+){0,2}?не\s+|partner\s+(?:has\s+not|hasn'?t|had\s+not|hadn'?t)",
                          re.IGNORECASE)


def section(text: str, read: bool = False) -> str | None:
    """``21B1``, ``21B2`` or ``21B3`` when the story asks about (or tells) a change of the misinformed player's own
    call and says enough of its timing, or (21B3) tells the opponents' misinformation found out only once the auction
    was over (``read``: the lexicon read the misinformation); else None."""
    if _NOT_MISINFORMED.search(text):
        return None
    if not _OWN_CHANGE.search(text):
        told = read or _MISINFORMED.search(text) or _UNWARNED.search(text)
        found_late = _FOUND_LATE.search(text) is not None or _ended(text)
        late = told and found_late and _OWN_SIDE.search(text) is None
        theirs = _THEIRS.search(text) or (_WE_DAMAGED.search(text) and not _PARTNER_SAID.search(text))
        in_time = told and not found_late and _FOUND_IN_TIME.search(text) and _OWN_SIDE.search(text) is None
        if in_time and _PARTNER_CALLED.search(text):
            late, in_time = True, False  # found before the auction's end, but partner has called since (21B3)
        return "21B3" if late and theirs else "21B1" if in_time and theirs else None
    if _changed_then_another(text) or (_THEIR_CHANGE.search(text) and not _opponent_asks_first(text)):
        return "21B2"
    # "партнёр ещё не сказал", "before my partner called" are in time, though the too-late words find them
    if _BEFORE_LEAD.search(text) and not _LAST.search(text):
        return None  # the auction is over, the lead not yet faced: whether partner called after him is not told
    late = any(not (_PARTNER_NOT.search(match.group(0)) or _BEFORE.search(text, 0, match.start()))
               for match in _TOO_LATE.finditer(text))
    if late:
        return None if _IN_TIME.search(text) else "21B3"  # both told: which came first is the story's, not ours
    return "21B1"


def _ended(text: str) -> bool:
    """Whether the auction is told as over or the hand as played out, not "before the auction ended" («понял ещё до
    того, как торговля закончилась»: in time, Law 21B1)."""
    return any(_BEFORE.search(text, 0, match.start()) is None for match in _ENDED.finditer(text))


def _opponent_asks_first(text: str) -> bool:
    """Whether the story asks if the opponent may change his call, with no change granted or made before it and no
    "too" or "then" (the narrator's side misinformed him: his own change, 21B1 or 21B3, not the follow-on 21B2)."""
    return _OPPONENT_ASKS.search(text) is not None and _GRANTED.search(text) is None and _THEN.search(text) is None


def _changed_then_another(text: str) -> bool:
    """Whether a change was granted or made, and after it another change of a later call is told."""
    granted = _GRANTED.search(text)
    return granted is not None and _LATER_CHANGE.search(text, granted.end()) is not None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the misinformation concepts replaced by the Law 21B section (settled), when the lexicon read
    misinformation and the story says what became of the misinformed player's call."""

    told = reads_any(found, GATE, MIN_WEIGHT) or _MISINFORMED.search(text) or _UNWARNED.search(text)
    if not told or reads_any(found, NOT_OURS, MIN_WEIGHT):
        return found
    if reads_any(found, OTHER_STORY, MIN_WEIGHT) and not _OWN_CHANGE.search(text):
        return found  # no call changed: the story is about the score or a played card taken back, not Law 21B
    which = section(text, reads_any(found, GATE, MIN_WEIGHT))
    return found if which is None else settle(found, (*FAMILY, *SAME_WORDS), SECTIONS[which])
