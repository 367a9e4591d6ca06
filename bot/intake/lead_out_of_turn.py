"""A defender's lead out of turn, for the situation reader: which of Laws 53, 54 and 56 the story tells.

The lexicon recognises a lead out of turn (``lead_out_of_turn``, ``opening_lead_out_of_turn``,
``lead_by_wrong_defender``, ``play_after_illegal_play``); which law governs depends on facts the story states
(the corpus has no text of Laws 53–56; bridge-domain.md "Laws 53–56"):

* declarer refused the lead: the card is withdrawn and is a major penalty card (Law 56), for the opening lead too
  (Law 54 sends a refused opening lead there), unless declarer could see dummy;
* the opening lead was faced out of turn and accepted, shown face up or answered by declarer spreading his hand, or
  refused by a declarer who could see dummy (54C): Law 54 (declarer's options); a bare "opening lead out of turn"
  is the lexicon's own reading, whose first law is 54 already;
* a later lead out of turn was accepted, by declarer's word or by the next hand playing to it: Law 53 (the lead
  stands).

Declarer's own lead from the wrong hand is Law 55 (the lexicon's ``declarer_wrong_hand``) and a lead made because
an opponent said it was one's turn is 47E1 (:mod:`bot.intake.retract`): both are left as the lexicon reads them. A
later lead out of turn that the story does not say was accepted or refused is not decided, nor a lead made face
down (not yet a lead: Law 41A). Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake import rotation
from bot.intake.cues import Cued, cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import LIKENESS, settle

GENERAL = ("lead_out_of_turn", "opening_lead_out_of_turn", "lead_by_wrong_defender", "play_after_illegal_play")
SECTIONS = {"53": "lead_out_of_turn_accepted", "54": "opening_lead_out_of_turn_faced",
            "56": "defender_lead_out_of_turn_refused"}
LATER = "defender_lead_out_of_turn_later"  # a defender's lead out of turn after the first trick, not yet answered: 56
DECLARER = "declarer_lead_out_of_turn"  # declarer led out of turn, no defender: 55
FAMILY = (*GENERAL, *SECTIONS.values(), LATER, DECLARER)
MIN_WEIGHT = 0.8  # a trigger met, not a few words in common ("первая карта рубашкой вверх" is no lead out of turn)
_DECLARERS = ("declarer_wrong_hand",)  # the lexicon's reading of "с руки", "не с той руки": declarer led
_LEFT_ALONE = ("dummy_warns_wrong_hand", "retract_after_told_lead")  # read surely as another law's story
_TAKEN_BACK = ("retract_played_card",)  # the lexicon's reading of «забрать карту обратно»
# the readings of a call out of rotation (the lexicon's and the rotation reader's sections): «заявил 1♦ не в свою
# очередь … принимаем» accepts a call, not a lead
_CALLS = rotation.GENERAL + tuple(rotation.SECTIONS.values())

# declarer did not let the lead stand (said of the lead: "принял решение", "refused my claim" are not)
_REFUSED = cued(r"не\s+(?:принял\w*|приняли|принимает|принимаю|стал\w*\s+принимать)(?!\s+решени)|"
                r"не\s+согласил(?:ся|ась|ись|ось)\b(?!\s+(?:с\s+)?(?:\w+\s+){0,2}?(?:претенз|клейм|заявлени|объяснени|"
                r"решени|судь|мнени))|принимать\s+"
                r"(?:\w+\s+){0,2}?не\s+(?:хочет|стал\w*|буду)|не\s+(?:хочу|хочет|хотим|буду|будем|стану)\s+(?:\w+\s+)?"
                r"(?:принимать|брать)\s+(?:(?:такой|этот|эт\w+)\s+)?(?:ход|выход|атак)\w*|не\s+хочет\s+(?:\w+\s+)?принимать|отказал\w*\s+"
                r"(?:\w+\s+)?(?:принимать|от\s+(?:\w+\s+){0,3}?(?:хода|выхода))|не\s+(?:разрешил|позволил)\w*(?!\s+(?:\w+\s+){0,2}?"
                r"(?:забра|убра|верну|помен|исправ|замен|взять|снять))"
                # said of the lead: the clause ends, or its object is the lead («не разрешил звать судью» is not)
                r"(?=\s*(?:[.,;:!?—–)]|$)|\s+(?:(?:ему|ей|им|мне|нам|так)\s+)?(?:ход\w*|выход\w*|атак\w*|карт\w*|эт\w+|"
                r"так\b|оставить))|отказаться\s+от\s+(?:\w+\s+){0,3}?"
                r"(?:хода|выхода)|(?:did|does|would)\s*n[o']t\s+accept(?!\s+"
                r"(?:my|our|the|his|her)\s+claim)|not\s+accept(?:ed|ing)?\s+(?:it|the\s+lead|that\s+lead)|"
                r"(?:do|does|did)\s*n[o']t\s+want\s+to\s+accept\s+(?:it|the\s+lead|that\s+lead|this\s+lead)|refus\w*\s+"
                r"(?:to\s+accept|(?:the|that|my|his|her|our|this)\s+(?:\w+\s+){0,3}?lead|it\b)|reject\w*\s+(?:the\s+|that\s+)?lead|declin\w*\s+(?:to\s+"
                r"accept|the\s+lead)|ne\s+prin[yj]a\w*|ne\s+prinima\w*|(?:сказал|велел|потребовал|попросил|требу|заставил)"
                r"\w*,?\s+(?:чтобы\s+)?(?:\w+\s+){0,2}?(?:забрать|убрать|вернуть|снять|взять\s+(?:\w+\s+)?(?:назад|обратно)|"
                r"(?:забрал|убрал|вернул|снял)[аи]?\b)|told\s+"
                r"(?:me|him|her)\s+to\s+(?:take|pick)\s+(?:it|the\s+card)\s+(?:back|up)", re.IGNORECASE)
# the lead accepted after a first refusal («сначала не согласился, а потом всё-таки решил принять ход»): accepted
_ACCEPTED_AFTER = cued(r"(?<!не\s)(?:принял\w*(?!\s+решени)|приняли|приним(?:аю|ает|аем)\b)|решил\w*\s+(?:\w+\s+)?"
                       r"принять|(?<!\bnot\s)(?<!n't\s)\baccept(?:ed|s)?\b", re.IGNORECASE)
# declarer accepted it by word ("whether to accept", "принял решение" are no acceptance)
_ACCEPTED = cued(r"(?<!не\s)принял\w*(?!\s+решени)|(?<!не\s)приняли|(?<!не\s)приним(?:аю|ает|аем)\b|"
                 r"(?<!не\s)согласил\w*|(?<!не\s)хоч(?:у|ет|ем|ешь)\s+(?!ли\b)(?:\w+\s+){0,2}?принять\b(?![^.?!]*\?)|"
                 r"(?<!whether\sto\s)accept(?:ed|s)\b|\b(?:I|we)\s+accept\b|\bok(?:ay)?\s*,?\s+accept\b|"
                 # said ahead or as a wish: "I'll accept it", "declarer is happy to accept", «я разрешил»
                 # (not in a question: "do you think he will accept it?" has accepted nothing yet)
                 r"(?<!\bif\s)(?<!whether\s)\b(?:I|we|he|she)(?:'ll|\s+will)\s+accept\b(?![^.?!]*\?)|(?<!\bif\s)(?<!whether\s)"
                 r"\b(?:I|we|he|she|declarer)\s+wants?\s+to\s+accept\b(?![^.?!]*\?)|"
                 r"(?<!\bnot\s)(?<!n't\s)(?<!\bno\s)(?<!\bnever\s)(?:happy|glad|wish(?:es|ed)?|decided|chose)\s+to\s+"
                 r"accept\b(?![^.?!]*\?)|"
                 # «я разрешил» alone or «разрешил так / оставить / играть дальше» (not «разрешил ему исправить ход»)
                 r"\b(?:я|мы)\s+разрешил\w*(?=\s*(?:[.,;!—–]|$)|\s+и\s|\s+(?:\w+\s+)?(?:так|это|оставить|играть\s+дальше|"
                 r"продолжать))|"
                 r"prinyal\w*|prinjal\w*|prinima(?:et|yu|ju)\b|"
                 r"махнул\w*\s+рукой|играем\s+так|пусть\s+(?:будет|оста[её]тся)|оставим\s+так|пофиг|"
                 # «да пусть, играем», «ладно, играем дальше»: declarer let it stand
                 # (not «ну пусть судья решает»; not «играем дальше, карта штрафная»: the lead refused, Law 56)
                 r"(?:\bда|\bну|ладно|хорошо)\s*,?\s+пусть\b(?!\s+(?:судья|директор|td)\b)|"
                 r"(?:\bда|\bну|ладно|хорошо|пусть)\s*,?\s+играем\b|играем\s+дальше(?![^.?!]*штрафн)|"
                 r"let\s+it\s+stand|(?:(?:can|may|could)\s+(?:I|we|he|declarer)|\b(?:I|we|he|declarer)\s+(?:can|may|could))\s+"
                 r"(?:just\s+|simply\s+)?accept\b",
                 re.IGNORECASE)
# ...or the next hand played to it: declarer, dummy, the narrator as declarer (Law 53: it becomes a correct lead);
# a word in brackets between («а я (разыгрывающая) не заметила и положила свою карту сверху») is one more word
_NEXT_HAND = (r"(?:разыгрывающ\w*|declarer|болван\w*|dummy|со\s+стола|из\s+руки|с\s+руки|\bя\b|\bI\b|следующ\w*|"
              r"next\s+hand)")
_PLAYED_TO_IT = cued(rf"{_NEXT_HAND}[,\s]+(?:[\w,()]+\s+){{0,5}}?(?:положил\w*|сыграл\w*|дал\w*|сбросил\w*|кинул\w*|"
                     r"подложил\w*|ответил\w*|followed|played)\s+(?:[\w,]+\s+){0,4}?(?:на\s+(?:эт\w+|не[её]|него)|"
                     r"сверху|в\s+ответ|свою|to\s+it|on\s+it|after\s+it|to\s+(?:the|that)\s+(?:lead|card|trick)|"
                     rf"from\s+dummy)|{_NEXT_HAND}[,\s]+(?:[\w,()]+\s+){{0,5}}?(?:подложил\w*|followed)\b",
                     re.IGNORECASE)
# the offender is the narrator's partner: "I" who played next is a defender, not declarer
_MY_PARTNER_LED = cued(r"(?:мой|моя|my)\s+(?:партн\w*|partner)|(?<!declarer's\s)(?<!dummy's\s)\bpartner(?:'s)?\s+"
                      r"(?:opening\s+)?(?:lead|led)\b", re.IGNORECASE)
_NARRATOR_PLAYED = cued(r"(?:я|I)\b", re.IGNORECASE)  # the narrator who played to his partner's lead: a defender
# declarer could see dummy before refusing the opening lead: he must accept it (54C)
_SAW_DUMMY = cued(r"(?:видел\w*|увидел\w*|посмотрел\w*)\s+(?:\w+\s+){0,2}?(?:карт\w+\s+)?(?:стола|болвана)|"
                  r"(?:стол|болван)\s+(?:уже\s+)?(?:выложен|выложил\w*|открыл\w*|лежал|начал\w*\s+выкладывать)|(?:saw|seen|could\s+see)\s+"
                  r"(?:\w+\s+){0,2}?dummy|dummy\s+(?:had\s+)?(?:already\s+)?(?:put|spread|faced|laid)|uvidel\w*\s+"
                  r"(?:\w+\s+){0,2}?stola", re.IGNORECASE)
# who led: a defender, or declarer (whose lead from the wrong hand is Law 55)
_LEADS = (r"пош[её]л|пошла|сходил\w*|вышел|вышла|заш[её]л|зашла|атаковал\w*|led|leads|сделал\w*\s+(?:\w+\s+)?"
          r"(?:ход|выход)|made\s+(?:the\s+|an?\s+)?(?:opening\s+)?lead")
_DEFENDER_LED = cued(rf"(?:защитник\w*|вистующ\w*|defender|противник\w*|оппонент\w*|соперник\w*|\bLHO\b|\bRHO\b|"
                     rf"левый|правый|vistuyushch\w*|vistujushch\w*|zashchitnik\w*)\s+(?:\w+\s+){{0,4}}?"
                     rf"(?:{_LEADS}|выложил\w*)\b|"
                     # the lead told as the defender's own noun («не принял ход вистующего», "the defender's lead")
                     r"\b(?:ход|выход|заход)\s+(?:\w+\s+)?(?:защитник\w*|вистующ\w*)|defender'?s\s+lead\b",
                     re.IGNORECASE)
# declarer's own lead ("выложил свои карты" is declarer spreading his hand after an opening lead out of turn: 54)
_DECLARER_LED = cued(rf"(?:разыгрывающ\w*|declarer|razygryvayushch\w*)\s+(?:\w+\s+){{0,4}}?(?:{_LEADS})\b|"
                     r"declarer'?s\s+lead\b|(?:ход|заход)\s+разыгрывающ\w*", re.IGNORECASE)
# a lead told as one (an illegal play alone, «сыграл не по правилам», "played illegally", is Law 60's)
_LEAD_WORD = cued(rf"\bход\w*|{_LEADS}|\blead\w*|выход\w*|\bhod\w*|posh[eo]l\w*|shodil\w*|vyshel\w*", re.IGNORECASE)
# the opening lead still to come, asked about («последствия для будущего первого хода»): no lead made
_LEAD_TO_COME = cued(r"(?:будущ|предстоящ|последующ|дальнейш)\w*\s+(?:перв\w+\s+)?(?:ход|выход|атак)\w*|"
                     r"(?:future|subsequent|coming)\s+(?:opening\s+)?lead\w*", re.IGNORECASE)
# a lead made face down is not yet faced (Law 41A), so not a lead out of turn to accept or refuse
_FACE_DOWN = cued(r"рубашк\w*\s+(?:вверх|кверху|наверх)|закрыт\w+\s+карт\w*|лицом\s+вниз|face[-\s]+down|"
                  r"rubashk\w*\s+vverh", re.IGNORECASE)
# the card led face up, or declarer spreading his hand (54A): what declarer may do about it is Law 54's
_FACED = cued(r"лицом\s+вверх|\bоткрыт\w*|face[-\s]+up|вылож(?:ил\w*|у|ит|ить)\s+(?:свои\s+)?карты|"
              r"раскр(?:ыл\w*|ою|оет|ыть)\s+(?:все\s+)?(?:свои\s+)?(?:карты|руку)|"
              r"начал\w*\s+выкладывать|(?:spread|faced)\s+(?:his\s+)?(?:hand|cards)|put\s+(?:his\s+)?hand\s+down|started\s+to\s+(?:put|spread)|"
              r"became\s+dummy|стал\w*\s+болваном", re.IGNORECASE)
# declarer spreading his own hand (54A): the lead «не с той руки» before it was a defender's opening lead
_DECLARER_SPREAD = cued(r"(?:разыгрывающ\w*|declarer)\s+[^.?!]{0,40}?(?:вылож\w*|раскр\w*|открыл\w*)\s+(?:все\s+)?"
                        r"свои\s+карты|declarer\s+[^.?!]{0,30}?(?:spread|faced|put\s+down)\s+his\s+(?:own\s+)?(?:hand|cards)",
                        re.IGNORECASE)
_WRONG_HAND_LEAD = cued(r"(?:заход\w*|ход\w*|атак\w*|выход\w*|lead)\s+(?:не\s+с\s+той\s+руки|from\s+the\s+wrong\s+"
                        r"hand)", re.IGNORECASE)
_CLAIM_WORDS = cued(r"остальн\w*|все\s+взятки|claim\w*|клейм\w*|претенз\w*|the\s+rest", re.IGNORECASE)  # a claim
# the opening lead: the first card of the play
_OPENING = cued(r"перв\w+\s+(?:ход\w*|карт\w*|выход\w*|заход\w*)|"
                r"первым\s+(?:\w+\s+){0,2}?(?:вышел|вышла|пош[её]л|пошла|сходил\w*|ходом)|атак\w*|на\s+первом\s+ходу|в\s+первой\s+взятке|"
                r"торговля\s+(?:закончилась|кончилась)|opening\s+lead|first\s+lead|trick\s+(?:one|1)\b|first\s+trick|"
                r"pervyj\s+hod|pervyi\s+hod|pervyy\s+hod|ataka|atakoval\w*|"
                r"pervym\s+(?:\w+\s+){0,2}?(?:posh[eoë]l\w*|vyshl?\w*|shodil\w*|hodil\w*|zash[eoë]l\w*)|"
                r"(?:posh[eoë]l\w*|vyshl?\w*|shodil\w*|zash[eoë]l\w*)\s+pervym", re.IGNORECASE)
# the opening lead told as the time of the lead out of turn itself (not «до атаки», «первым ходом пошёл в черву» of a
# lead penalty): the lead of trick one, or a lead before dummy was faced (only the opening lead comes before it)
_OPENING_TOLD = cued(r"на\s+первом\s+ход[уе]|"
                     r"в\s+первой(?!\s+(?:сдач|раздач|рук|позици|половин|раунд|тур|круг|игр|сесси|парти|сери))|"
                     r"trick\s+(?:one|1)\b|first\s+trick|"
                     r"(?:стол|болван)\w*\s+(?:ещ[её]\s+)?не\s+(?:открыл|выложил|открыт|выложен|раскрыл)\w*|"
                     r"не\s+(?:открыл|выложил|раскрыл)\w*\s+(?:ещ[её]\s+)?(?:стол|болван)|before\s+(?:the\s+)?dummy\s+"
                     r"(?:was\s+|is\s+|came\s+|went\s+)?(?:faced|down|spread|tabled|put\s+down)|dummy\s+(?:was\s+|is\s+)?not\s+"
                     r"(?:yet\s+)?(?:down|faced|spread|tabled)", re.IGNORECASE)
# later in the play: a trick already won, the next trick, the middle of the hand
_LATER = cued(r"в\s+середине|посреди|следующ\w+\s+взятк\w*|взятку\s+(?:\w+\s+){0,2}?(?:взял\w*|выиграл\w*)|"
              r"(?:взял\w*|выиграл\w*)\s+(?:\w+\s+){0,2}?взятк\w*|mid[-\s]?hand|middle\s+of\s+the\s+(?:play|hand)|"
              r"next\s+trick|later\s+in\s+the\s+play|won\s+the\s+(?:last\s+|previous\s+)?trick|"
              r"v\s+seredine|sleduyushch\w+\s+vzyatk\w*|"
              # a trick after the first told by its number ("at trick 5", «в 5-й взятке»)
              r"trick\s+(?:[2-9]|1[0-3])\b|(?:[2-9]|1[0-3])\s*-?\s*(?:[йяю]|ой|ей|ую)\s+взятк\w*|"
              r"(?<!\w)(?:в|на)\s+(?:[2-9]|1[0-3])\s+взятке", re.IGNORECASE)  # not a count: «отдали 2 взятки»


def section(text: str) -> str | None:
    """The law (53, 54 or 56) a defender's lead out of turn falls under, or None (see the module's docstring)."""
    if _FACE_DOWN.search(text) or (_DECLARER_LED.search(text) and not _DEFENDER_LED.search(text)):
        return None  # not yet a lead (41A), or declarer's own lead (55; an "opening lead" by declarer's side: 24)
    told = _OPENING_TOLD.search(text) is not None
    opening = (told or _OPENING.search(text) is not None) and _LATER.search(text) is None
    refused = _REFUSED.search(text)
    # «сначала не согласился, а потом всё-таки принял ход»: the later word decides
    accepted_after = refused is not None and _ACCEPTED_AFTER.search(text, refused.end()) is not None
    if refused and not accepted_after:
        return "54" if opening and _SAW_DUMMY.search(text) else "56"  # declarer who saw dummy must accept (54C)
    accepted = accepted_after or _ACCEPTED.search(text) or _next_hand_played(text)
    if opening:  # the opening lead out of turn, told as such or faced: Law 54 (declarer's options)
        return "54" if told or accepted or _FACED.search(text) or _SAW_DUMMY.search(text) else None
    return "53" if accepted else None


def _next_hand_played(text: str) -> bool:
    """Whether the next hand is told to have played to the lead: declarer or dummy named, or the narrator unless it
    was his own partner who led («мой партнёр зашёл…, а разыгрывающий сыграл на это»: accepted; «…, а я положил
    свою»: a defender's play, no acceptance)."""
    mine = _MY_PARTNER_LED.search(text) is not None
    return any(not (mine and _NARRATOR_PLAYED.match(m.group())) for m in _PLAYED_TO_IT.finditer(text))


_AFTER_ILLEGAL = ("play_after_illegal_play",)  # read by a trigger: the play after the lead, not its acceptance
_ILLEGAL = cued(r"нелегальн\w*|незаконн\w*|неправильн\w*|illegal\w*|irregular\w*", re.IGNORECASE)
_PLAYED_TO = ("premature_play",)  # the lexicon's "сразу … положил": here the play that accepted the lead (53)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with a lead out of turn replaced by its law (settled), when the lexicon read one (or read
    declarer's lead where the story says a defender led), not one made on an opponent's word, and the story says
    which."""

    if (_WRONG_HAND_LEAD.search(text) and _DECLARER_SPREAD.search(text) and not _DECLARER_LED.search(text)
            and not _CLAIM_WORDS.search(text)):
        # «после захода не с той руки разыгрывающий выложил свои карты»: he spread his hand, so the lead was the
        # defenders' opening lead out of turn (54A), not declarer's from the wrong hand nor dummy's warning of one
        return settle(found, FAMILY + _DECLARERS + _LEFT_ALONE, SECTIONS["54"])
    if reads_any(found, _LEFT_ALONE, MIN_WEIGHT):
        return found
    if _won_his_trick(text, _WON_AND_LED) and not _OUT_OF_TURN.search(text):
        # «вистующий взял взятку и пошёл в черву»: he won the trick, so his lead was in turn, whatever it was (not
        # «…, но взятку взял стол», «думал, что взял»: another hand won it, and the lead was out of turn)
        return [m for m in found if m.id not in GENERAL[:2]]
    declarers = reads_any(found, _DECLARERS, MIN_WEIGHT)
    if declarers and not (_DEFENDER_LED.search(text) and not _DECLARER_LED.search(text)):
        return found  # declarer's lead, or not told whose
    if not (declarers or reads_any(found, GENERAL, MIN_WEIGHT)):
        return found
    if not (declarers or reads_any(found, GENERAL[:-1], MIN_WEIGHT) or _LEAD_WORD.search(text)):
        return found  # an illegal play («сыграл не по правилам») not told as a lead: Law 60's, not 53's
    if not declarers and reads_any(found, _CALLS, MIN_WEIGHT) and not _LEAD_WORD.search(_LEAD_TO_COME.sub(" ", text)):
        return found  # a call out of turn, no lead told (the lead to come is none): «принимаем» is the call's
    which = section(text)
    if which is None:
        if _declarer_led_out_of_turn(text, found):
            # "declarer led out of turn": his own lead out of turn, from either hand, is Law 55 (the defenders' 53,
            # 54 and 56 are not the story)
            return settle(found, FAMILY + _DECLARERS + _PLAYED_TO, DECLARER)
        if _defender_led_later(text):
            # «на третьей взятке вистующий пошёл сам, хотя взятку взял стол»: a defender's lead out of turn later in
            # the play, not told accepted (53) or refused: Law 56; declarer's lead from the wrong hand (55) is not
            # the story
            return settle(found, FAMILY + _DECLARERS + _PLAYED_TO, LATER)
        if _first_lead_read_as_any(text, found):
            # «вистующий пошёл первым не в свою очередь», «торговля закончилась, и первую карту открыл противник …,
            # хотя выходить должен был его партнёр»: the lexicon read a lead out of turn in general (53 first), and
            # the story tells it as the first lead of the play: an opening lead out of turn, Law 54 (a story the
            # lexicon itself reads as an opening lead out of turn keeps that reading, 54 first, unsettled)
            return settle(found, FAMILY + _PLAYED_TO + ("card_exposed_in_auction",), SECTIONS["54"])
        if reads_any(found, (OPENING,), MIN_WEIGHT) and _AUCTION_OVER.search(text):
            # the card led, after the auction; the auction's end told as the lead's time, not asked about (17E, 34
            # read from the words alone)
            return [m for m in found if m.id != "card_exposed_in_auction" and not (
                m.id in _AUCTION_ASKED and m.trigger == LIKENESS)]
        return found
    if (which == "53" and reads_any(found, _AFTER_ILLEGAL, MIN_WEIGHT) and _ILLEGAL.search(text)
            and not _ACCEPTED.search(text)):
        # «после неправильного хода следующий игрок уже положил свою карту»: a play to the irregular lead, told by
        # the lexicon as a play after an illegal play, the lead called illegal (not only out of turn: «соперник зашёл не
        # в свою очередь, а я положила карту сверху» is the lead accepted, 53) and not accepted by word: Law 60
        return settle(found, FAMILY + _DECLARERS + _PLAYED_TO, _AFTER_ILLEGAL[0])
    # the card declarer told to take back is the refused lead, his «потребовал» no lead restriction of Law 50
    taken_back = (*_TAKEN_BACK, "lead_restriction_penalty_card") if which == "56" else ()
    played_to = _PLAYED_TO if which == "53" else ()  # «я сразу положил на него»: the acceptance, no premature play
    # the auction told over: the card faced is the opening lead (the auction period ends with it, 17D), not a card
    # shown during the auction (24)
    shown = ("card_exposed_in_auction", "call_after_final_pass") if which == "54" and _AUCTION_OVER.search(text) \
        else ()
    return settle(found, FAMILY + _DECLARERS + taken_back + played_to + shown, SECTIONS[which])


OPENING = "opening_lead_out_of_turn"
# the lead told as the first card of the play (not «до атаки», a time before it; nor «атака» alone, nor «первым ходом
# пошёл в черву», which name a lead of a lead penalty's story)
_FIRST_LEAD = cued(r"первым\s+(?:(?!ход)\w+\s+){0,2}?(?:вышел|вышла|пош[её]л|пошла|сходил\w*|заш[её]л|зашла)|"
                   r"(?:вышел|вышла|пош[её]л|пошла|сходил\w*|заш[её]л|зашла)\s+первым|"
                   r"перв(?:ый|ую|ой)\s+(?:ход|карт[уа]|выход|заход)\w*|opening\s+lead|first\s+lead|"
                   r"pervym\s+(?:\w+\s+){0,2}?(?:posh[eoë]l\w*|vyshl?\w*|shodil\w*|zash[eoë]l\w*)|"
                   r"(?:posh[eoë]l\w*|vyshl?\w*|shodil\w*|zash[eoë]l\w*)\s+pervym|perv\w+\s+(?:hod|vyhod|kart)\w*",
                   re.IGNORECASE)


def _first_lead_read_as_any(text: str, found: list[Any]) -> bool:
    """Whether the lexicon read a lead out of turn in general (not the opening lead's) and the story tells it as the
    first lead of the play, by a defender, not later in the play nor face down."""
    return (reads_any(found, GENERAL[:1], MIN_WEIGHT) and not reads_any(found, (OPENING,), MIN_WEIGHT)
            and _FIRST_LEAD.search(text) is not None and _LATER.search(text) is None
            and _FACE_DOWN.search(text) is None and _DECLARER_LED.search(text) is None)


def _declarer_led_out_of_turn(text: str, found: list[Any]) -> bool:
    """Whether the lexicon read a lead out of turn and the story says declarer led, no defender."""
    return (reads_any(found, GENERAL[:1], MIN_WEIGHT) and _DECLARER_LED.search(text) is not None
            and _DEFENDER_LED.search(text) is None and _FACE_DOWN.search(text) is None)


_AUCTION_ASKED = ("auction_end_procedure", "retention_of_right_to_call", "call_after_final_pass")
_AUCTION_OVER = cued(r"торговл\w*\s+(?:уже\s+)?(?:закончил|кончил|окончил|завершил|закрыл)\w*|"
                     r"(?:после|по\s+окончании)\s+торговл\w*|auction\s+(?:was\s+|is\s+|had\s+)?(?:over|ended|closed|finished)|after\s+the\s+auction",
                     re.IGNORECASE)


# a defender named as such (not «противник», «соперник», «оппонент»: told by a defender, that is declarer)
_DEFENDER_LED_SURE = cued(rf"(?:защитник\w*|вистующ\w*|defender|\bLHO\b|\bRHO\b|левый|правый|vistuyushch\w*|"
                          rf"vistujushch\w*|zashchitnik\w*)\s+(?:\w+\s+){{0,4}}?(?:{_LEADS})\b", re.IGNORECASE)
# declarer's lead told with «сыграл» too, a comma allowed between («разыгрывающий взял взятку в руке, но пошёл»)
_DECLARER_PLAYED = cued(rf"(?:разыгрывающ\w*|declarer|razygryvayushch\w*)[,\s]+(?:\w+[,\s]+){{0,5}}?"
                        rf"(?:{_LEADS}|сыграл\w*|played)\b", re.IGNORECASE)
# the lead's origin told: a hand of declarer's side («с руки», «из руки», «со стола», «стол пошёл»): declarer led (55),
# whoever played after it
_FROM_DECLARERS_SIDE = cued(r"\b(?:с|из|со)\s+(?:рук[иу]|стола)\b|\bстол(?:ом)?\s+(?:\w+\s+)?(?:пош[её]л|сходил\w*|"
                            r"вышел)|from\s+(?:dummy|(?:declarer'?s\s+|the\s+)?hand)", re.IGNORECASE)
# the leader won the trick before («вистующий взял взятку и пошёл»): his lead was in turn
_OWN_TRICK = cued(r"(?:защитник\w*|вистующ\w*|defender|противник\w*|соперник\w*|левый|правый)\s+(?:\w+\s+){0,2}?"
                  r"(?:взял\w*|выиграл\w*)\s+(?:\w+\s+){0,2}?взятк\w*[,\s]+(?:и|а|затем|потом)\s+(?:\w+\s+){0,2}?"
                  rf"(?:{_LEADS})", re.IGNORECASE)

# the same defender won the trick and then led («вистующий взял взятку тузом и пошёл»; not «…, а пошёл партнёр»)
_WON_AND_LED = cued(r"(?:защитник\w*|вистующ\w*|defender|противник\w*|соперник\w*|левый|правый)\s+(?:\w+\s+){0,2}?"
                    r"(?:взял\w*|выиграл\w*)\s+(?:\w+\s+){0,2}?взятк\w*(?:\s+\w+)?[,\s]+(?:и|затем|потом)\s+"
                    rf"(?:(?:сразу|тут\s+же|же)\s+)?(?:{_LEADS})\b|(?:defender|he)\s+won\s+(?:the\s+)?trick\s+"
                    r"(?:\w+\s+){0,2}?and\s+(?:then\s+)?led\b", re.IGNORECASE)
# a lead told as out of turn in so many words («не в свою очередь», «не с той руки», "out of turn")
_OUT_OF_TURN = cued(r"очеред\w*|не\s+с\s+той\s+руки|с\s+чужой\s+руки|не\s+(?:его|её|ее|мой|свой|их)\s+ход|"
                    r"ход\s+был\s+(?:у|за)|оказал\w*|на\s+самом\s+деле|out\s+of\s+turn|wrong\s+(?:hand|defender)|"
                    r"turned\s+out|actually|ocher\w*", re.IGNORECASE)
# ...or as a trick he only thought he won, or one a higher card won («думал, что взял», «старшая была у…»)
_THOUGHT_WON = cued(r"думал\w*|решил\w*,?\s+что|(?:по)?казал\w*сь|считал\w*|выясн\w*|старш\w*|высш\w*|"
                    r"\bthought\b|believed|assumed|higher|highest", re.IGNORECASE)
# ...or another hand told winning it after his lead («…, но взятку взял стол», «хотя выиграл её разыгрывающий»)
_WON_AFTER = cued(r"(?:взял|выиграл|забрал|перебил|побил)\w*|\b(?:won|took|taken|beat|overtook)\b", re.IGNORECASE)


def _won_his_trick(text: str, told: re.Pattern[str] | Cued) -> bool:
    """Whether ``told`` (the defender won the trick and led) matches, and the story does not say he only thought he
    won it or another hand won it after all (then his lead was out of turn)."""
    won = told.search(text)
    return bool(won and not (_THOUGHT_WON.search(text) or _WON_AFTER.search(text, won.end())))

# the teller led after his partner won the trick («взятку партнёр взял, а я … пошёл»): a defender's lead out of turn
# (declarer's partner is dummy, who never leads; a lead «с руки» / «со стола» is declarer's, left to Law 55)
_PARTNER_WON = (r"(?:(?:взятк\w*\s+(?:\w+\s+)?партн[её]р\w*|партн[её]р\w*\s+(?:\w+\s+)?взятк\w*)\s+(?:\w+\s+)?"
                r"(?:взял|выиграл|забрал)\w*|партн[её]р\w*\s+(?:\w+\s+)?(?:взял|выиграл|забрал)\w*\s+(?:\w+\s+)?взятк\w*)")
# (no trick won between, as «…, я потом выиграл следующую и пошёл»: the teller's own lead, in turn)
_NOT_WON = r"(?!взял|выиграл|забрал|перебил)"
_I_LED_AFTER_PARTNER = cued(rf"{_PARTNER_WON}(?:{_NOT_WON}[^.?!]){{0,30}}?\bя\s+(?:{_NOT_WON}\w+\s+){{0,4}}?"
                            rf"(?:{_LEADS})\b|"
                            rf"partner\s+won\s+(?:the\s+)?trick[^.?!]{{0,30}}?\bI\s+(?:\w+\s+){{0,3}}?led\b",
                            re.IGNORECASE)

# the teller won the trick and his partner led («взятку взяла я, а партнёрша пошла»): declarer's partner is dummy, who
# never leads, so the lead out of turn is a defender's
_I_WON = (r"(?:взятк\w*\s+(?:\w+\s+)?(?:взял|выиграл|забрал)\w*\s+я\b|\bя\s+(?:\w+\s+)?(?:взял|выиграл|забрал)\w*\s+"
          r"(?:\w+\s+)?взятк\w*|\bI\s+(?:had\s+)?won\s+(?:the\s+|that\s+)?(?:last\s+|previous\s+)?trick)")
_MY_PARTNER_LEADS = (rf"(?:мо[йя]|my)\s+(?:партн[её]р\w*|partner)\s+(?:\w+\s+){{0,3}}?(?:{_LEADS})\b")
_PARTNER_LED_AFTER_I_WON = cued(rf"{_I_WON}[^.?!]{{0,40}}?{_MY_PARTNER_LEADS}|"
                                rf"{_MY_PARTNER_LEADS}[^.?!]{{0,40}}?{_I_WON}", re.IGNORECASE)
# the leader's own partner won the trick or had the lead («хотя взятку взял его партнёр», "it was his partner's turn
# to lead"): declarer's partner is dummy, told as such, so the leader is a defender
_HIS_PARTNER_WON = cued(r"взятк\w*\s+(?:\w+\s+){0,2}?(?:взял|выиграл|забрал)\w*\s+(?:его|е[её])\s+партн[её]р\w*|"
                        r"(?:его|е[её])\s+партн[её]р\w*\s+(?:\w+\s+)?(?:взял|выиграл|забрал)\w*\s+(?:\w+\s+){0,2}?взятк\w*|"
                        r"\b(?:his|her)\s+partner\s+(?:had\s+)?won\s+(?:the\s+)?(?:last\s+|previous\s+)?trick",
                        re.IGNORECASE)
# ...or had the turn to lead, later in the play (at the opening lead it is Law 54's story)
_HIS_PARTNER_TURN = cued(r"(?:ход|очередь)\s+(?:ходить\s+)?был\w*\s+(?:у\s+)?(?:его|е[её])\s+партн[её]р\w*|"
                         r"(?:it\s+was|the\s+lead\s+was)\s+(?:with\s+)?(?:his|her)\s+partner'?s?\s*(?:turn|lead)?",
                         re.IGNORECASE)


def _defender_led_later(text: str) -> bool:
    """Whether a defender, named as one (or the teller after his partner won the trick), is told to have led later
    in the play (after a trick he did not win), and neither declarer nor a hand of his side (the lead's origin) is
    told as leading."""
    if _I_LED_AFTER_PARTNER.search(text) or _PARTNER_LED_AFTER_I_WON.search(text) or (
            _LEAD_WORD.search(text) and (_HIS_PARTNER_WON.search(text) or (
                _HIS_PARTNER_TURN.search(text) and _LATER.search(text)))):
        return not (_DECLARER_LED.search(text) or _FROM_DECLARERS_SIDE.search(text) or _won_his_trick(text, _OWN_TRICK))
    return bool(_DEFENDER_LED_SURE.search(text) and _LATER.search(text) and not _DECLARER_LED.search(text)
                and not _DECLARER_PLAYED.search(text) and not _FROM_DECLARERS_SIDE.search(text)
                and not _won_his_trick(text, _OWN_TRICK))
