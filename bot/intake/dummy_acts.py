"""What dummy did during the play, for the situation reader (Laws 42B and 43).

The story must name dummy as the one who acts (болван, «партнёр-стол», «лежащий партнёр», "dummy", «когда я лежал»,
«партнёр, который выложил карты», the teller as «мои карты выложены», «пока партнёр разыгрывал, я…»); his act says:

* he exchanged hands with declarer (43A2(A)), left his seat to watch declarer play (43A2(B)) or looked at a
  defender's hand (43A2(C)) — and then, having done so, was first to point out a defender's irregularity (43B2(A):
  declarer gets no penalty for it), warned declarer against leading from the wrong hand (43B2(B): either defender
  chooses the hand) or asked declarer whether he had none of the suit (43B2(C));
* otherwise: he asked declarer, who had not followed suit, whether he had none (42B1, his right), tried to stop
  declarer leading from the wrong hand (42B2, his right), pointed out an irregularity after the play (42B3, his
  right) or during it (43A1(B), not his right), called the director during the play (43A1(A)), or took part in
  the play: suggested a card, commented on the play (43A1(C)); or kept count of the tricks (42A2, his right).

"Защитники выбирают, с какой руки ходить" after a warning is the 43B2(B) penalty itself. Nothing is decided when
the story does not name dummy acting, or tells none of these acts (a card dummy placed unnamed, read by a whole
trigger, is settled as 45D). The lexicon's dummy concepts are replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.card_words import SPOT_STEMS, alternatives
from bot.intake.cues import cued
from bot.intake.seat_side import declares
from lawbase.search.concepts import LIKENESS, ConceptMatch, replaced, settle

GENERAL = ("dummy_rights", "dummy_limitations", "dummy_looks_at_hand")  # the lexicon's own readings
SECTIONS = {"42B1": "dummy_asks_declarer", "42B2": "dummy_warns_wrong_hand", "42B3": "dummy_points_out_after_play",
            "43A1(A)": "dummy_calls_director", "43A1(B)": "dummy_points_out_during_play",
            "43A1(C)": "dummy_takes_part_in_play", "43A2(A)": "dummy_exchanges_hands",
            "43A2(B)": "dummy_leaves_seat_to_watch", "43A2(C)": "dummy_looks_at_defender",
            "42A2": "dummy_counts_tricks", "43B2(A)": "dummy_looked_then_pointed_out",
            "43B2(B)": "dummy_looked_then_warned",
            "43B2(C)": "dummy_looked_then_asked", "43B1": "dummy_penalty_general", "43B2": "dummy_penalty_specific",
            "45F": "dummy_points_card", "42A1": "dummy_informs_director"}
LOOK_WITH_PENALTY = 0.8  # the limit a look at a defender's hand broke, read beside its penalty (43B1) settled
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces

# the teller is dummy: «мои карты выложены / лежали открыто», «я, чьи карты открыты», «пока партнёр разыгрывал, я…»
_TELLER = (r"\bмои\s+карты\s+(?:были\s+|уже\s+)?(?:выложен\w*|лежал\w*\s+открыт\w*|лежат\s+открыт\w*|"
           r"открыт\w*\s+на\s+стол\w*)|\bя\s*,?\s+чьи\s+карты\s+(?:лежат|выложен|открыт)\w*|"
           r"(?:пока|когда)\s+партн[её]р\w*\s+разыгрыва\w*\s*,?\s+я\b")
_TELLER_DUMMY = cued(_TELLER, re.IGNORECASE)
_DUMMY = cued(r"болван\w*|болвн\w*|bolvan\w*|дамми|демми|\bdumm?i\b|(?:выложенн|открыт)\w+\s+партн[её]р\w*|"
              r"\bdummy\b(?!'s\s+(?:card|hand|holding))|партн[её]р\w*[-\s]+стол\w*|"
              r"partner[-\s]+stol\w*|(?:^|[.!?,;:—–]\s*|\b(?:а|и|но|тут|потом|когда|пока|a|i|no|tut|potom|kogda|poka)\s+)"
              r"(?:стол|stol)\b(?!\s*[-—–]\s*\w)|"
              r"партн[её]р\w*\s+разыгрывающ\w*|declarer's\s+partner|лежащ\w+\s+партн\w*|\bя\s+(?:был\w*\s+)?стол(?:ом)?\b|"
              r"партн[её]р\w*,?\s+(?:с\s+(?:выложенн|открыт)\w+\s+(?:карт|рук)\w*|чьи\s+карты\s+(?:лежат|выложен|открыт)\w*|"
              r"у\s+(?:которого|которой)\s+(?:все\s+)?карты\s+(?:лежат|выложен|открыт|раскрыт)\w*)|"
              r"партн[её]р\w*,?\s+(?:который|что)\s+лежит|когда\s+я\s+лежал\w*|я\s+(?:был\w*\s+)?болваном|\bя\s+лежал\w*\s+на\s+столе|"
              r"партн[её]р\w*,?\s+(?:пока|когда)\s+(?:он\s+|она\s+)?лежал\w*|"
              r"\bI\s+was\s+dummy|as\s+dummy|being\s+dummy|я\s+(?:был\w*\s+)?стол(?:ом)?\b|будучи\s+(?:стол(?:ом)?|на\s+столе)\b|"
              r"я\s+(?:—\s*)?разыгрывающ\w*[^.?!]{0,80}?партн[её]р\w*|"
              # where he lies: «лежал столом», «Была на столе, …» said of oneself, «я лежу на столе», «партнёр на
              # столе»; "the dead" is dummy in French, Italian and Spanish (le mort, il morto, el muerto)
              r"\bлежал\w*\s+столом|^\s*(?:был\w*|лежал\w*)\s+на\s+столе\s*[,—–]|\bя\s+(?:лежу|был\w*)\s+на\s+столе|"
              r"партн[её]р(?:ша)?\s+(?:лежал[аи]?\s+|лежит\s+)?на\s+столе\b|"
              # "the dead" followed by what a player does ("the dead showed…", "the dead said…"), not "the dead rubber"
              r"\bthe\s+dead\s+(?:\w+ed|says|tells|shows|points|touches|plays|asks|calls|told|said|put|took|saw|was|"
              r"is|had|has|did|can|could|may|must|should|would|will|then|also|just|suddenly|immediately)\b|"
              r"\bthe\s+dead\s*[,;:!?)]", re.IGNORECASE)
# dummy told by his cards laid out («партнёр, который выложил карты») or the teller himself (_TELLER); tried only when
# dummy is not named outright, so that its common cue words («открыты», «лежат») do not send every story through it
_DUMMY_TOLD = cued(r"(?:партн[её]р\w*|\bтот|\bта)\s*,?\s*(?:кто|который|которая)\s+(?:выложил|раскрыл)\w*\s+"
                   rf"(?:свои\s+|все\s+)?карты|{_TELLER}|\b(?:сидел\w*|сижу|сидит)\s+столом|"
                   # «я на столе, …», «я со стола спросил» (not «я со стола сыграл», «я на столе, пошёл с руки»)
                   r"\bя\s+на\s+столе(?:\s+был\w*)?\s*[,—–:;.](?!\s*(?:(?:по\s+ошибке|случайно|нечаянно|сразу|потом|"
                   r"а|и)\s+)*(?:пош[её]л|заш[её]л|сыграл|вышел|сходил|ходил|(?:с|из)\s+руки)\b)|"
                   r"\bя\s+со\s+стола\s+(?:спрос|сказ|заметил|указ|напомн|предупред|крикн)\w*", re.IGNORECASE)
_LAID_OUT = cued(r"(?:кто|который|которая)\s+(?:выложил|раскрыл)\w*\s+(?:свои\s+|все\s+)?карты", re.IGNORECASE)
_DEFENDER = r"(?:вистующ\w*|защит(?:ник\w*|[аыеу]\b|ой\b)|defen[cs]e\b|соперник\w*|оппонент\w*|противник\w*|" \
            r"defenders?'?s?|opponents?'?s?|lho|rho|vistuyu\w*|zashchitnik\w*|запад\w*|восто\w*|" \
            r"east(?:'s)?|west(?:'s)?|левого|правого|слева|справа|сосед\w*|мо(?:его|ей)\s+партн[её]р\w*|my\s+partner'?s?)"
# looking at cards ("увидел, что…" / "saw that…" tell what happened, not a look at a hand)
_LOOK = (r"\b(?:заглян\w*|заглядыва\w*|посмотре\w*|подсмотрел\w*|подсматрива\w*|подгляд\w*|видел\w*|смотре\w*|"
         r"глянул\w*|глянуть|пял\w*|уставил\w*|stare\w*|stari\w*|look\w*|peek\w*|\bseen\b|\bsaw\b|glimps\w*|zaglyan\w*|posmotrel\w*|"
         r"podsmotrel\w*|videl\w*)")
_CARDS = r"(?:карт\w*|рук\w*|hands?|cards|karty|ruk\w*)"
# dummy looked at a defender's cards ("заглянул в карты вистующего", "saw the defenders' hands")
_LOOKED = cued(rf"{_LOOK}\W+(?:\w+\W+){{0,3}}?{_CARDS}\W+(?:\w+\W+){{0,2}}?{_DEFENDER}|"
               rf"{_LOOK}\W+(?:\w+\W+){{0,3}}?{_DEFENDER}\W+(?:\w+\W+){{0,1}}?{_CARDS}|"
               rf"{_LOOK}\W+(?:\w+\W+){{0,2}}?(?:их|чужие|мои|ко\s+мне\s+в|their|my)\W+(?:\w+\W+){{0,1}}?{_CARDS}|"
               r"подсмотр\w*|подгляд\w*|падгляд\w*|peek\w*|podsmotr\w*|podglyad\w*", re.IGNORECASE)
# a defender's cards named by his compass letter («заглянул в карты E», "looked at W's hand"): East and West defend,
# as the compass words of ``_DEFENDER`` do; the capital letter alone is a seat (a lower-case «в» is a preposition)
_LOOKED_AT_SEAT = re.compile(rf"{_LOOK}\W+(?:\w+\W+){{0,3}}?{_CARDS}\s+(?-i:[EWЗ]|В(?=\s*[.,;!?)]|$))(?!\w)|"
                             rf"{_LOOK}\W+(?:\w+\W+){{0,2}}?(?-i:[EW])(?:'s)?\s+(?:cards|hand)\b", re.IGNORECASE)
_SEAT_LETTER = re.compile(r"(?<!\w)[EWЗВ](?=\W|$)")


def _defenders_seat(story: str) -> re.Match[str] | None:
    """A look at the cards of a seat (:data:`_LOOKED_AT_SEAT`) that defends: East or West unless the story names
    declarer's seat there («Разыгрывающий E. Болван W заглянул в карты E» is declarer's hand)."""
    looked = _LOOKED_AT_SEAT.search(story)
    if looked is None:
        return None
    seats = _SEAT_LETTER.findall(looked.group())
    return None if seats and declares(story, seats[-1]) else looked


# a look at "my cards" told by declarer: with dummy out of his seat, he watched declarer (43A2(B))
_MINE = re.compile(rf"{_LOOK}\W+(?:\w+\W+){{0,2}}?(?:мои|my)\W+(?:\w+\W+){{0,1}}?{_CARDS}", re.IGNORECASE)
# the story says dummy broke a limit without saying which
_BROKE = cued(r"наруш[ие]\w*\s+(?:\w+\s+)?ограничени\w*|breach\w*\s+(?:\w+\s+)?limitation\w*|"
              r"broke\s+(?:\w+\s+)?limit\w*|violat\w*\s+(?:\w+\s+)?limit\w*", re.IGNORECASE)
# the director called by someone else ("соперники позвали судью"): not dummy's act
_OTHERS_CALL = cued(r"(?:соперник\w*|оппонент\w*|вистующ\w*|противник\w*|защитник\w*|\bони\b|\bмы\b|\bон\b|"
                    r"разыгрывающ\w*|declarer|\bя\b|\bI\b|defenders?|opponents?|\bthey\b|\bwe\b|\bhe\b)"
                    r"\W+(?:\w+\W+){0,4}?$", re.IGNORECASE)
# why he got up: to watch or look (not "встал размяться")
_WATCH = cued(r"посмотр\w*|\b(?:по)?глядел\w*|смотре\w*|наблюда\w*|подгляд\w*|заглян\w*|подсмотр\w*|watch\w*|"
              r"(?:look|peek)\w*|за\s+спин\w*|через\s+плечо|behind|over\s+\w+\s+shoulder|posmotr\w*|"
              r"saw\s+(?:his|her|declarer'?s|partner'?s)\s+(?:hand|cards)", re.I)
_LEFT_SEAT = cued(r"встал\w*|вставал\w*|ушёл|ушел|ушла|обошёл|обошел|покинул\w*|подошёл|подошел|зашёл\s+за|зашел\s+за|"
                  r"за\s+(?:его\s+|её\s+|ее\s+|моей\s+)?спин\w*|стоя\w*\s+за|наблюда\w*\s+за\s+(?:игрой|розыгрыш\w*)|behind\s+\w+|leav\w*\s+(?:his|her)\s+(?:seat|chair)|"
                  r"через\s+плечо|left\s+(?:his|her)\s+(?:seat|chair)|\b(?:got|gets|getting|stood|stands)\s+up\b|walked\s+(?:round|around|behind)|"
                  r"went\s+(?:round|around|behind)|stood\s+behind|over\s+\w+\s+shoulder|ushel|ushyol|vstal|(?:болван|стол)\w*\s+"
                  r"(?:\w+\s+)?заглян\w*\s+в\s+(?:карты|руку)\s+(?:к\s+)?(?:разыгрывающ|декларер)\w*", re.I)
_EXCHANGED = cued(r"помен\w*\s+(?:\w+\s+)?рук\w*|обменял\w*\s+(?:\w+\s+)?рук\w*|поменялись|поменяемся|"
                  r"помен\w*\s+местами|сяд\w*\s+на\s+(?:тво|мо|ваш|его|её|ее)\w*\s+мест\w*|"  # seats, hands
                  r"сам\s+(?:и\s+)?(?:сыграю|доиграю|разыграю)|swap\w*\s+(?:seats|places)|chang\w*\s+places|"
                  r"swap\w*\s+(?:\w+\s+)?hands|exchang\w*\s+(?:\w+\s+)?hands|сам\s+(?:и\s+)?(?:доигрывал|доиграл|играл|разыгрывал)|"
                  r"played\s+the\s+(?:hand|rest)\s+himself", re.IGNORECASE)
_WRONG_HAND = cued(r"не\s*(?:с|из)\s*то[йи]\s+руки|с\s+неправильной\s+руки|не\s+с\s+той\s+стороны|wrong\s+hand|"
                   r"не\s+отсюда|(?:с|из)\s+чужой\s+руки|(?:с|из)\s+какой\s+руки\s+ход(?:ить|ит)\b|which\s+hand\s+to\s+lead|ne\s+(?:s|iz)\s+to[yij]\s+ruki|"
                   r"lead\s+from\s+(?:dummy|hand)\s+instead|не\s+оттуда\s+ход\w*|"
                   r"не\s+ходи(?:ть)?\s+с\s+руки|ход\w*\s+(?:с|из)\s+руки|ты\s+на\s+столе|ты\s+в\s+руке|не\s+в\s+той\s+руке|"
                   r"(?:you'?re|you\s+are)\s+in\s+(?:your\s+|the\s+)?hand|(?:stop|prevent)\w*\s+(?:\w+\s+){0,3}?(?:a\s+|the\s+)?wrong\s+lead|остановил\w*\s+(?:его|разыгрывающ\w*|партн\w*|меня)|не\s+твоя\s+очередь|"
                   r"(?:меня|его)\s+остановил\w*|stopped\s+(?:him|declarer|me)|not\s+your\s+turn|не\s+со\s+стола|(?:you'?re|you\s+are)\s+on\s+the\s+table|lead(?:ing)?\s+from\s+the\s+wrong",
                   re.IGNORECASE)
# dummy's cards laid out on the wrong side («выложил козыри не с той стороны»): how he laid them out (41D), no warning
_LAID_SIDE = cued(r"(?:выложил|разложил|положил|выкладыва|раскладыва)\w*\s+(?:\w+\s+){0,3}?не\s+с\s+той\s+сторон", re.I)
_CHOOSE_HAND = cued(r"(?:выбира\w*|в[ыи]бра\w*|choose|chose|pick|v[yi]bi?ra\w*)\W+(?:\w+\W+){0,4}?(?:откуда|с\s+"
                    r"какой\s+руки|из\s+какой\s+руки|which\s+hand|руку|the\s+hand|otkuda|s\s+kakoj\s+ruki|ruku)", re.I)
_ASKED_NONE = cued(r"(?:пик\w*|черв\w*|бубен|бубн\w*|треф\w*|козыр\w*|масти)\s+(?:у\s+тебя\s+|у\s+вас\s+)?"
                   r"(?:нет|нету)\s*(?:,?\s*партн[её]р\w*)?\s*\?|спрос(?:ил\w*|ить)\W+(?:\w+\W+){0,5}?(?:об\s+этом|не\s+было\s+ли|не\s+осталось\s+ли|"
                   r"не\s+ренонс|нет\s+ли|ренонс\w*|revoke\w*)|ни\s+одной\s+(?:пик\w*|черв\w*|бубн\w*|треф\w*|карты)|"
                   r"ask\w*\s+(?:\w+\s+){0,3}?(?:about\s+(?:a\s+)?(?:possible\s+)?revoke|whether|if)|"
                   r"asked\s+(?:\w+\s+){0,2}?(?:whether|if)\s+(?:he|she|I)\s+(?:had|'d|has)\s+(?:revoked|none|no)|"
                   r"нет\s+(?:ли\s+)?(?:у\s+(?:тебя|вас|него|меня)\s+)?(?:пик|черв\w*|бубен|бубн\w*|треф|козыр\w*|"
                   r"карт\s+(?:этой|в\s+этой)\s+масти)|не\s+имеет\s+ли|having\s+none|no\s+(?:spades|hearts|"
                   r"diamonds|clubs|trumps?)\s*,?\s*(?:partner|pard)?\s*\?|none\s+left\s*\?|net\s+(?:pik|chervey|bubey|tref)|"
                   r"(?:pik|chervey|bubey|tref)\s+net|"
                   # «разыгрывающий не дал в масть, может он его спросить?»: asking after the failure to follow
                   r"не\s+(?:дал|ответил|положил)\w*\s+в\s+масть\W+(?:\w+\W+){0,4}?спрос(?:ить|ит|ил\w*)",
                   re.IGNORECASE)
_POINTED = cued(r"заметил\w*|заметить|указал\w*|указать|обратил\w*\s+внимани\w*|"
                r"увидел\w*\s+(?:\w+\s+){0,2}?(?:ренонс|ревок|revoke|ошибк|нарушени)\w*|"  # as «заметил ренонс»
                r"(?:сказал|сказать|крикнул)\w*\s*(?:\S+\s*)?(?:об\s+этом|про|о\s+|,?\s*что|:|[«\"“])|"
                r"(?:ляпнул|брякнул|сболтнул|шепнул|намекнул)\w*\s*(?:\S+\s*){0,2}?(?:об\s+этом|про|о\s+|,?\s*что|:|[«\"“])|"
                r"skaza\w*\s*(?:\S+\s*)?(?:ob\s+etom|pro|,?\s*chto)|(?:крич|крикн|заор|ор[её]т|говорит|шепч|shout|yell|"
                r"cri[ed]|krich|krikn)\w*\s+(?:\w+\s+){0,2}?[«\"“]?(?:ренонс|ревок|revok|renons)|"  # «кричит: ренонс»
                r"(?:написал|напечатал|пишет)\w*\s*(?:(?:в|во)\s+(?:\w+\s+)?чат\w*)?\s*(?:об\s+этом|про|о\s+|,?\s*что|:|[«\"“])|"
                r"(?:wrote|typed|writes)\s+(?:in\s+(?:the\s+)?chat\s+)?that|told\s+(?:\w+\s+){0,2}?that|said\s+that|"
                r"сообщил\w*|первым\s+\w+|\bfirst\s+to\s+\w+|called\s+out|point\w*\s+out|(?:заявил|объявил)\w*\s*,\s*что|"
                r"напомнил\w*|поднял\w*\s+шум|привл[её]к\w*\s+(?:\w+\s+)?внимани\w*|привлечь\s+внимани\w*|pointed\s+out|drew\s+attention|draws\s+attention|draw\s+attention|"
                r"(?:call|calls|calling|called)\s+(?:\w+\s+)?attention|noticed|mentioned|zametil\w*|ukazal\w*",
                re.IGNORECASE)
# «вистующий ошибся» is a misplay told (43A1(C)); dummy pointing it out counts only after he broke a limit
_ERRED_RE = rf"{_DEFENDER}\s+(?:\w+\s+)?ошиб(?:ся|лась|лись|ается|аются)\b|ошиб(?:ся|лась|лись)\s+{_DEFENDER}"
_ERRED = cued(_ERRED_RE, re.IGNORECASE)
# dummy telling a defender erred: 43A1(C); «ошибся с мастью» is a revoke, not with a lead's choice or bidding told
_SAYS_ERRED = cued(rf"(?:сказал|заметил|указал|сообщил|отметил)\w*\W+(?:\w+\W+)?что\s+(?:{_ERRED_RE})", re.IGNORECASE)
_IRREGULARITY = cued(r"ренонс\w*|ревок\w*|нарушени\w*|ошибк\w*|не\s+дал\w*\s+в\s+масть|не\s+в\s+масть|"
                     r"ошиб\w*\s+(?:с\s+)?маст\w*\b(?![^.?!]{0,40}?(?:атак|ход|надо|нужно|лучше|следовал|пош[её]л|пошл|"
                     r"заш[её]л|зашл|зайти|заход|вышел|вышл|выход|зачем|играть\s+в|торгов|аукцион|открыл|открыти|заявк))|"
                     r"не\s+ответил\w*\s+в\s+масть|не\s+положил\w*|вне\s+очеред\w*|не\s+в\s+свою\s+очередь|не\s+дал\w*\s+в\s+\w+|"
                     r"открыт\w*\s+карт\w*|карт\w*\s+открыт\w*|exposed|revoke\w*|irregular\w*|didn'?t\s+follow|"
                     r"failed\s+to\s+follow|out\s+of\s+turn|renons\w*|reneg\w*|narushen\w*|oshibk\w*|ne\s+dal\w*\s+v\s+mast\w*|"
                     r"у\s+(?:тебя|вас|него)\s+(?:же\s+)?(?:был|есть)\w*\s+(?:пик|черв|бубн|бубен|треф|масть)\w*",
                     re.IGNORECASE)
_DIRECTOR = cued(r"(?:зов\w*|\bзвать|\bзвал\w*|позва\w*|вызва\w*|вызыва\w*|\bcall\w*|summon\w*|zov\w*|pozva\w*|"
                 r"vyzva\w*)\W+(?:\w+\W+){0,2}?(?:судь\w*|директор\w*|арбитр\w*|секретар\w*|director|\bTD\b|sud'?\w*)|director\s*!|судья\s*!",
                 re.IGNORECASE)
_TAKES_PART = cued(r"коммент\w*|замечани\w*|я\s+бы\s+(?:сыграл|разыграл|пош[её]л|ходил|сходил)\w*|подсказ\w*|"
                   r"посоветовал\w*|совету\w*|suggest\w*|comment\w*|remark\w*|"
                   r"(?:не\s+так|неправильно|неверно|плохо)\s+(?:\w+\s+)?(?:разыгрыва\w*|разыграл\w*|играю|играет|играл\w*)|"
                   r"\bзря\b|отличн\w+\s+ход|хорош\w+\s+ход|(?:какой|какую|чем)\s+(?:картой|карту)\s+(?:\w+\s+)?"
                   r"(?:играть|ходить)|which\s+card\s+to\s+play|told\s+(?:declarer|me|partner)\s+(?:what|which)|"
                   r"kommentir\w*|podskazal\w*|zrya|"
                   r"(?:сказал|спросил|говорит)\w*\s+(?:\w+\s+)?(?:разыгрывающ\w*|мне|партн\w*)\W+[^.?!]{0,60}[?!]|"
                   r"(?:said|asked)\s+(?:to\s+)?(?:declarer|me|partner)\W+[^.?!]{0,60}[?!]|"
                   r"(?:сказал|крикнул|воскликнул|говорит|заявил)\w*\s*[:,]?\s*(?:\w+\s+)?[«\"“][^»\"”]{2,60}[»\"”]|"
                   r"спросил\w*\s+(?:у\s+)?(?:вистующ|соперник|оппонент|защитник|противник)\w*|"
                   r"asked\s+the\s+(?:defenders|opponents)|told\s+declarer\s+['\"“]?(?:to\s+)?(?:play|lead|take|ruff)",
                   re.IGNORECASE)
_AFTER_PLAY = cued(r"после\s+(?:окончания|розыгрыша|конца|игры|сдачи|последней\s+взятки)|по\s+окончании|"
                   r"последняя\s+взятка\s+(?:была\s+)?сыграна|в\s+конце\s+(?:розыгрыша|сдачи|игры)|"
                   r"after\s+the\s+last\s+trick|until\s+the\s+end\s+of|"
                   # asked when he may say it («когда мне можно об этом сказать»): the answer is after the play
                   r"когда\s+(?:же\s+)?(?:мне\s+|ему\s+|болвану\s+)?(?:можно|мо[гж]\w*)\s+(?:\w+\s+){0,2}?(?:сказать|указать|сообщить)|"
                   r"when\s+(?:can|may)\s+(?:I|dummy|he|she)\s+(?:\w+\s+){0,2}?(?:say|point|mention|tell)|"
                   r"posle\s+(?:okonchaniya|rozygrysh\w*|igry|sdachi)|v\s+konce\s+(?:rozygrysh\w*|sdachi|igry)|"
                   r"когда\s+(?:розыгрыш|сдача|игра)\s+(?:уже\s+)?(?:закончил|кончил|завершил)\w*|(?:after|once)\s+the\s+(?:hand|play|deal)\s*"
                   r"(?:is|was|had)?\s*(?:over|ended|finished|been\s+played)?|at\s+the\s+end\s+of\s+(?:the\s+)?"
                   r"(?:play|hand)|by\s+the\s+end\s+of\s+(?:the\s+)?play", re.IGNORECASE)
# "during the play or only after the hand?": whether dummy may act during it; "after" is no time the act was told at
_DURING_OR_AFTER = cued(r"(?:during|in\s+the\s+middle\s+of|во\s+время|в\s+ходе|по\s+ходу|vo\s+vremya)\s+(?:the\s+)?"
                        r"(?:play|hand|deal|розыгрыш\w*|игры|сдачи|rozygrysh\w*)\W+(?:\w+\W+){0,2}?(?:or|или|ili)\s+"
                        r"(?:\w+\s+){0,2}?(?:after|после|posle)\b", re.IGNORECASE)

# the story asks what penalty dummy's breach carries: 43B1 (Law 90) for the A1 limits, 43B2 for the A2 ones
_PENALTY = cued(r"наказ\w*|штраф\w*|penalt\w*|penali[sz]\w*|punish\w*|nakaz\w*|shtraf\w*", re.IGNORECASE)
_SPECIFIC = cued(r"особ\w+\s+наказан\w*|специфическ\w+\s+наказан\w*|specific\s+penalt\w*|"
                 r"что-то\s+(?:сделал|сказал|делает|говорит)|something|got\s+involved", re.IGNORECASE)
# dummy did nothing: "болван ничего не сказал", "dummy said nothing"
_SILENT = cued(r"(?:болван\w*|dummy|стол)\s+(?:\w+\s+)?(?:ничего\s+не\s+(?:сказал|делал|говорил)|промолчал|"
               r"молчал|said\s+nothing|did\s+nothing|kept\s+quiet|was\s+silent)", re.IGNORECASE)
# dummy keeping count of the tricks («могу ли я считать, сколько взяток мы взяли», «взятки считать»): his right, 42A2
_COUNTS = cued(r"(?:считать|посчитать|подсчитыва\w*|считал\w*|записыва\w*|вести\s+сч[её]т|keep\w*\s+(?:a\s+)?count|"
               r"count\w*)\W+(?:\w+\W+){0,2}?(?:взят\w*|trick\w*)|взятк\w*\s+(?:\w+\s+)?(?:по)?считать\b", re.I)
# dummy giving the director the facts («сообщить судье факты», "tell the TD what happened"): his right in the
# director's presence (42A1); the director must be in the story, and the facts or what happened must be what he gives
_INFORMS = cued(r"(?:сообщ|рассказ|объясн|излож|tell|told|inform|give|gave|explain|state|soobshch|rasskaz)\w*\W+"
                r"(?:[\w']+\W+){0,4}?(?:факт\w*|facts?\b|обстоятельств\w*|что\s+произошло|what\s+happened|"
                r"fakt\w*)", re.IGNORECASE)
_DIRECTOR_NAMED = cued(r"судь\w*|судей|директор\w*|director\w*|\bTD\b|арбитр\w*|sud'?\w*", re.IGNORECASE)
# dummy reached for, touched or pointed at a card of his own that declarer had not named (45F): «потянулся к тузу»,
# «показал пальцем», "showed with his finger", «жестом подсказал карту»
_SPOTS = alternatives(SPOT_STEMS, after="")
_CARD_WORD = rf"(?:карт|туз|корол|дам|валет|{_SPOTS})\w*"  # a card by its noun or rank, in any case
_INDICATED = cued(
    rf"потянул\w*\s+(?:\w+\s+)?(?:к|за)\s+(?:\w+\s+)?{_CARD_WORD}|"
    r"(?:показал|указал|подсказал)\w*\s+(?:\w+\s+){0,3}?(?:пальц\w*|жестом)|(?:пальц\w*|жестом)\s+(?:\w+\s+)?"
    r"(?:показал|указал|подсказал)\w*|(?:тыка\w*|тычет|ткнул\w*)\s+(?:\w+\s+)?(?:в|на)\s+(?:\w+\s+)?"
    rf"{_CARD_WORD}|(?:showed|pointed|indicated)\s+(?:\w+\s+){{0,2}}?(?:with|by)\s+(?:his|her|a)\s+finger|"
    r"(?:pointed|reached)\s+(?:at|for|to)\s+(?:a|the|one)\s+(?:card|ace|king|queen|jack)\b", re.IGNORECASE)
# a gesture is 45F only when the story is of a card («показал пальцем на дверь» is not)
_A_CARD = cued(rf"карт\w*|туз\w*|корол\w*|\bдам[уыаеой]\b|валет\w*|{_SPOTS}|\bcards?\b|\bace\b|\bking\b|"
               r"\bqueen\b|\bjack\b", re.IGNORECASE)
# declarer named the card before dummy reached for it (and not "before declarer named": told after the reach)
_NAMED_FIRST = cued(r"(?:назвал|назвала|потребовал\w*|попросил\w*|заказал\w*|named|called\s+for|asked\s+for)\b", re.I)
# ...or the card he reached for is the one declarer named: «в карту, которую я назвал», "the card declarer named"
_NAMED_CARD = re.compile(r"[^.?!]{0,30}?(?:котор\w+|that|which)\s+(?:\w+\s+){0,2}?(?:назвал\w*|потребовал\w*|"
                         r"named|called\s+for|asked\s+for)\b", re.IGNORECASE)
# the teller points out the irregularity («я заметил и сказал»): when dummy is the teller's partner, the teller is
# declarer, who may (9A), so the pointing out is not dummy's
_I_POINTED = cued(r"\bя\s+(?:\w+\s+){0,2}?(?:заметил|указал|сказал|обратил|напомнил)\w*|\bI\s+(?:\w+\s+){0,2}?"
                  r"(?:noticed|pointed|said|told|mentioned)\b", re.IGNORECASE)
_ORDER = ("warned", "asked", "pointed", "indicated", "director", "takes_part", "counts", "informs")  # the first wins
# what dummy's pointing out costs declarer's side («что теперь с нашими правами», "declarer без penalty?"): 43B2(A)
# (no penalty for the defender's irregularity), not 43A1(B), which only says dummy may not («так можно?»)
_DECLARER_LOSES = cued(r"наказ\w*|штраф\w*|penalt\w*|penali[sz]\w*|nakaz\w*|shtraf\w*|\bнаш\w*\s+прав\w*|"
                       r"(?:разыгрывающ\w*|declarer)\W+(?:\w+\W+){0,3}?(?:положен\w*|rectif\w*|без\b)", re.IGNORECASE)
_DEFENDERS = cued(r"вистующ\w*|защитник\w*|защит[аы]\b|defenders?\b|vistuyu\w*|zashchitnik\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """The section of Laws 42B / 43 that what dummy did states, or None (see the module's docstring)."""
    named = _DUMMY.search(text) or _DUMMY_TOLD.search(text)
    if named is None or _SILENT.search(text):
        return None
    story = text[named.start():]
    breached = _breach(text)  # told before dummy is named, too ("Having peeked at a defender's cards, dummy…")
    broke = breached is not None or _BROKE.search(text) is not None  # which limit, or only that one was broken
    act = _act(story, text[:named.start()], broke)
    if act == "pointed" and _partner_is_dummy(named.group()) and _I_POINTED.search(story):
        return None  # «партнёр на столе, … я заметил и сказал»: declarer pointed it out
    if broke and act in ("pointed", "warned", "asked"):
        return {"pointed": "43B2(A)", "warned": "43B2(B)", "asked": "43B2(C)"}[act]
    if act == "pointed" and _DEFENDERS.search(story) and _DECLARER_LOSES.search(text) and not _AFTER_PLAY.search(text):
        return "43B2(A)"  # what declarer's side lost by dummy's pointing out a defender's irregularity
    if broke and _SPECIFIC.search(text):
        return "43B2"  # a breach of A2, then "something": the specific penalties
    if (act in ("takes_part", "director") or breached) and _PENALTY.search(text):
        return "43B1"  # the penalty for a breach of A1 or A2 (Law 90)
    if act == "warned":
        return "43B2(B)" if _CHOOSE_HAND.search(story) else "42B2"
    if act in ("pointed", "director") and _AFTER_PLAY.search(text) and not _DURING_OR_AFTER.search(text):
        return "42B3"  # after the play: his right
    if act is not None:
        return {"asked": "42B1", "pointed": "43A1(B)", "director": "43A1(A)", "takes_part": "43A1(C)",
                "counts": "42A2", "indicated": "45F", "informs": "42A1"}[act]
    return breached


def _partner_is_dummy(named: str) -> bool:
    """Whether dummy was named as the teller's partner («партнёр на столе», «партнёр-стол»), not as declarer's
    partner («партнёр разыгрывающего»): then «я» is declarer."""
    return re.match(r"(?:мой\s+|наш\s+)?партн[её]р\w*(?!\s+разыгрывающ)", named, re.IGNORECASE) is not None


def names_dummy(text: str) -> bool:
    """Whether the story names dummy (by name, as «стол», or as what he is: «партнёр с выложенными картами»)."""
    return (_DUMMY.search(text) is not None or _DUMMY_TOLD.search(text) is not None
            or re.search(r"бовлан\w*|\bстол\b|со\s+стола|\bstol\b|partner-stol", text, re.IGNORECASE) is not None)


# declarer led from the wrong hand all the same, and the defenders choose (accept the lead or have it retracted)
_LED_ANYWAY = cued(r"вс[её]\s+равно|несмотря\s+на|anyway|regardless|(?:защитник|вистующ|соперник|противник|оппонент)"
                   r"\w*\s+(?:\w+\s+)?(?:требу|хотят|хочет|просят|принима|не\s+принима)\w*|"
                   r"(?:defenders?|opponents?)\s+(?:\w+\s+)?(?:demand|want|insist|accept|refuse)\w*", re.IGNORECASE)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the lexicon's dummy concepts replaced by the section's (settled), when the story names dummy
    acting and says what he did."""

    which = section(text)
    if which is None or (which == "42B2" and _LED_ANYWAY.search(text)):
        return _unnamed_card(found) if which is None else found  # the lead after the warning is the story (Law 55)
    # dummy looking at a defender's hand is his limit (43A2(C)), not the general "a player saw a card" (16)
    looked = ("seeing_cards",) if which.startswith("43") and _LOOKED.search(text) else ()
    # dummy asking declarer whether he had none is his right (42B1), not the defenders' inquiry nor a revoke (61)
    inquiry = ("revoke_inquiry", "revoke") if which in ("42B1", "43B2(C)") else ()
    # dummy calling the director is his limit (43A1(A)), not the general "who may call him" (9B1)
    director = ("call_director",) if which == "43A1(A)" else ()
    # dummy told as the one who laid his cards out: the laying out is dummy's, not a claim nor the opening lead's
    laid = ("claim", "commencement_of_play") if _LAID_OUT.search(text) else ()
    # dummy changing places with declarer is exchanging hands (43A2(A)), not the seats the director assigns (Law 5)
    seats = ("tables_seats",) if which == "43A2(A)" else ()
    # dummy's warning quotes the wrong hand («ты ходишь с руки»): his warning is the story, not a lead from it (55),
    # and what he «подсказал» is that warning, not information from partner (16)
    warned = ("declarer_wrong_hand", "lead_out_of_turn", "partner_communication", "unauthorized_information") \
        if which in ("42B2", "43B2(B)") else ()
    ruled = settle(found, FAMILY + looked + inquiry + director + laid + seats + warned, SECTIONS[which])
    if which == "43B1" and _breach(text) == "43A2(C)":  # the penalty of a look at a defender's hand, and the limit
        return replaced(ruled, (), ConceptMatch(SECTIONS["43A2(C)"], LOOK_WITH_PENALTY, "@dummy_43A2(C)"))
    return ruled


def _unnamed_card(found: list[Any]) -> list[Any]:
    """Dummy placing a card declarer did not name (45D), read by a whole trigger, settled over another story's word
    («by himself» of declarer taking dummy's card: 45B) and a words-only hint of dummy pointing (45F)."""
    hint = tuple(m.id for m in found if m.id == "dummy_points_card" and m.trigger == LIKENESS)
    whole = any(m.id == "dummy_played_unnamed" and m.weight >= 1.0 for m in found)
    return settle(found, ("dummy_played_unnamed", *hint), "dummy_played_unnamed") if whole else found


def _breach(story: str) -> str | None:
    """Which of the 43A2 limits dummy broke: exchanged hands (A), left his seat to watch declarer (B), looked at a
    defender's hand (C); None."""
    if _EXCHANGED.search(story):
        return "43A2(A)"
    looked = _LOOKED.search(story) or _defenders_seat(story)
    if _LEFT_SEAT.search(story) and _WATCH.search(story) and (looked is None or _MINE.fullmatch(looked.group())):
        return "43A2(B)"  # got up to watch declarer (not "встал размяться"; "встал и пошёл смотреть мои карты")
    return "43A2(C)" if looked is not None else None


def _act(story: str, before: str, broke: bool = False) -> str | None:
    """What dummy did, by the order of :data:`_ORDER`: warned of the wrong hand, asked "having none?", pointed out
    an irregularity, reached for a card, called the director, or took part in the play (``before``: the text
    before dummy is named; ``broke``: dummy broke a limit, and then a defender who «ошибся» is the irregularity he
    pointed out; else dummy telling it is a comment on the play)."""
    pointed = _POINTED.search(story)
    irregular = _IRREGULARITY.search(story) or (broke and _ERRED.search(story))
    informs = _informs(story, before)
    if informs is not None and pointed is not None and informs.start() <= pointed.start() < informs.end():
        irregular = None  # «судья подошёл, болван рассказал, что произошло: …»: the facts given, not pointed out
    found = [name for name, m in (
        ("warned", None if _LAID_SIDE.search(story) else _WRONG_HAND.search(story)),
        ("asked", _ASKED_NONE.search(story)),
        ("pointed", pointed if pointed and irregular else None),
        ("indicated", _indicated(story, before)),
        ("director", _dummy_called(story)), ("takes_part", _TAKES_PART.search(story) or _SAYS_ERRED.search(story)),
        ("counts", _COUNTS.search(story)), ("informs", informs)) if m is not None]
    return min(found, key=_ORDER.index) if found else None


def _informs(story: str, before: str = "") -> re.Match[str] | None:
    """Dummy giving the facts to the director (42A1): the director named (``before`` dummy too: «судья подошёл,
    болван рассказал…»), the facts what is given, and no one else told as the one who gave them («а защитник
    сообщил судье факты»)."""
    if _DIRECTOR_NAMED.search(story) is None and _DIRECTOR_NAMED.search(before) is None:
        return None
    for told in _INFORMS.finditer(story):
        lead_in = story[max(0, told.start() - 40):told.start()]  # who is told as giving them
        other = _OTHERS_CALL.search(lead_in)
        if other is None or _DUMMY.search(lead_in[max(0, other.start() - 12):]):
            return told
    return None


def _indicated(story: str, before: str) -> re.Match[str] | None:
    """Dummy reaching for or pointing at a card (45F), told of a card, and not after declarer named one (told
    before dummy is named or after): picking up the card declarer named is dummy's duty (45B), no 45F breach
    («разыгрывающий назвал туза, болван потянулся к тузу»)."""
    reached = _INDICATED.search(story) if _A_CARD.search(story) else None
    if reached is None or _NAMED_FIRST.search(before) or _NAMED_FIRST.search(story, 0, reached.start()) or \
            _NAMED_CARD.match(story, reached.end()):
        return None
    return reached


def _dummy_called(story: str) -> re.Match[str] | None:
    """The director called, unless the story says someone else called him ("соперники позвали судью")."""
    teller = _TELLER_DUMMY.search(story) is not None  # dummy is the teller: "я позвал судью" is dummy's call
    for called in _DIRECTOR.finditer(story):
        before = story[max(0, called.start() - 40):called.start()]
        other = _OTHERS_CALL.search(before)
        if other is None or _DUMMY.search(before[max(0, other.start() - 12):]):  # "болван соперников позвал"
            return called
        if teller and re.match(r"я\b", other.group(), re.IGNORECASE):
            return called
    return None
