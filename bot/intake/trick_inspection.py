"""Looking at played tricks, for the situation reader (Law 66).

The lexicon reads a look at a trick (``trick_inspection``, ``look_at_old_trick``); which section governs depends on
which trick or card the player wants to see and when:

* after the play has ended («после окончания игры», «доиграли», "after the hand"), tricks and cards looked at, say
  to check a claimed revoke or the tricks won: 66D;
* during the play, a trick earlier than the last one («позапрошлую взятку», «что было в третьей», «две взятки
  назад», "trick 3", "quitted tricks", «все сыгранные взятки»), or the last one once the next trick has begun («а уже
  вышли в следующую»): 66C, no longer allowed;
* the player's own card of the last trick («свою последнюю карту», «какой картой я сам сыграл», "my own last
  card"): 66B, looked at but not shown;
* the whole trick just played («последнюю взятку», «только что сыгранную», «все четыре карты», "the current
  trick", "the whole trick"): 66A, every card faced again until the side has led to the next trick.

A claimed revoke or a disputed count the lexicon read, the tricks looked at after the play, is 66D too.
The first of these the story states decides; a story that states none (a look at «предыдущую взятку», nothing
said of when) gets no section. The general concepts are replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

SECTIONS = {"66A": "trick_look_current", "66B": "trick_look_own_card", "66C": "trick_look_quitted",
            "66D": "trick_look_after_play"}
GENERAL = ("trick_inspection", "look_at_old_trick")
FAMILY = GENERAL + tuple(SECTIONS.values())

_S = r"[\s,;:«»\"'’—–-]+"  # what parts two words
# a look, at a trick or a card («открыть», «показать»: the players asked to face it)
_SEE = (r"(?:посмотр\w*|смотре\w*|смотрит\w*|глян\w*|взгля\w*|загля\w*|подгля\w*|подсмотр\w*|просмотр\w*|"
        r"пересм\w*|увидеть|разглядеть|рассмотреть|напомнить|вспомнить|провер\w*|приподн\w*|"
        r"look\w*|see|seeing|peek\w*|inspect\w*|check\w*|review\w*|"
        r"posmotr\w*|glyan\w*|uvidet\w*|prosm\w*|smotr\w*)")
_LOOK = (rf"(?:{_SEE[3:-1]}|показ\w*|покаж\w*|откр\w*|переверн\w*|show\w*|fac(?:e|ed|ing)|"
         r"turn\w*\s+(?:\w+\s+){0,4}?up|pokaz\w*|otkry\w*|perevern\w*|perevorach\w*|переворач\w*)")
_TRICK = r"(?:взятк\w*|взяток|tricks?|vzyatk\w*|vzjatk\w*)"
# a look at a trick or at a played card: the reader's gate
_LOOKS_AT_TRICK = cued(rf"{_LOOK}{_S}(?:\S+\s+){{0,6}}?{_TRICK}|{_TRICK}{_S}(?:\S+\s+){{0,5}}?{_LOOK}|"
                       rf"{_LOOK}{_S}(?:\S+\s+){{0,4}}?(?:карт\w*|card|kart\w*)", re.IGNORECASE)
# the play is over
_AFTER_PLAY = cued(r"после\s+(?:окончания|конца|завершения)\s+(?:игры|розыгрыша|сдачи|раздачи|play)|"
                   r"после\s+(?:розыгрыша|игры)|(?<!не\s)доигра\w*|(?:сдача|игра|розыгрыш)\s+(?:уже\s+)?"
                   r"(?:закончил\w*|кончил\w*|закончен\w*|окончен\w*)|"
                   r"after\s+(?:the\s+)?(?:hand|play|board|deal)\b|(?:hand|play|board)(?:\s+is|\s+was|\s+had\s+been|"
                   r"'s)\s+(?:over|finished|completed|ended)|play\s+ends|at\s+the\s+end\s+of\s+(?:the\s+)?(?:play|hand)|"
                   r"posle\s+(?:okonchaniya\s+)?(?:rozygrysha|igry)", re.IGNORECASE)
_ORDINAL = (r"(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат)\w*|"
            r"\d+\s*-?(?:[йюяое]|ой|ую|ей)?")
# an earlier trick than the last: named by its number, counted back, or the quitted tricks as such
_EARLIER = cued(rf"позапрошл\w*|предпоследн\w*|{_LOOK}{_S}(?:\S+\s+){{0,5}}?(?:в\s+|на\s+)?(?:{_ORDINAL})\s*"
                rf"(?:{_TRICK}|$|[.,?!])|{_LOOK}{_S}(?:\S+\s+){{0,2}}?{_TRICK}\s+(?:\d+|{_ORDINAL})|"
                r"(?:две|два|три|четыре|пять|\d|tri|dve|dva)\s+(?:взят\w*|хода|ходов|круга|h?oda|khoda|vzyat\w*)\s+"
                r"(?:назад|тому|nazad)|"
                r"(?:two|three|four|\d)\s+tricks?\s+ago|trick\s+before\s+(?:the\s+)?last|"
                r"(?:look\w*|see|inspect\w*|check\w*|review\w*)\s+(?:\S+\s+){0,4}?trick\s+(?:\d+|one|two|three|four|"
                r"five|six|seven|eight|nine|ten|eleven|twelve)\b|"
                r"(?:earlier|previous|old|quitted)\s+tricks|an?\s+earlier\s+trick|(?:look\w*|went)\s+back\s+at|"
                r"(?:все|старые|прошлые|предыдущие)\s+(?:сыгранн\w*\s+)?взятки|сыгранные\s+взятки|давно\s+сыгранн\w*|"
                r"пересм\w+\s+взятки|сыграли\s+давно|"
                # the plural «proshlye vzyatki», not «proshloi vzyatki», the last trick (whose own card is 66B's)
                r"(?:sygrann|star|proshl)\w*(?:ye|ie|je|yie|yje)\s+vzyatki|"
                # the tricks played before, as such («взятки, которые раньше сыграли», "tricks played earlier")
                r"взятки\s*,?\s+котор(?:ые|ых)\s+(?:\w+\s+){0,2}?(?:раньше|ранее|прежде|до\s+этого)\b|"
                r"взятки\s*,?\s+котор(?:ые|ых)\s+(?:\w+\s+)?(?:сыграли|сыграны|были\s+сыграны|отыграли)\s+"
                r"(?:раньше|ранее|прежде|до\s+этого)\b|(?:раньше|ранее)\s+сыгранн\w+\s+взят\w*|"
                r"tricks\s+(?:that\s+were\s+|already\s+)?played\s+(?:earlier|before)|"
                r"(?:уже|все)\s+(?:\w+\s+){0,2}?(?:вышли|сыграли|пошли|сходили|ходили|зашли)\s+(?:в\s+)?следующ\w*|"
                r"(?:after|once)\s+the\s+next\s+(?:trick|lead)\s+(?:was|had\s+been|has\s+been)\s+(?:led|started)|"
                r"already\s+led\s+to\s+the\s+next", re.IGNORECASE)
# the player's own card of the last trick as what is looked at
_OWN = cued(rf"{_SEE}{_S}(?:\S+\s+){{0,2}}?(?:на\s+|в\s+)?(?:сво[юей]|мою|svoy?u|svoju)\s+"
            r"(?:(?:последн|сыгранн|прошл|закрыт|перевернут|poslednyuyu|poslednjuju|sygrann)\w*\s+){0,2}"
            r"(?:карт\w*|kart\w*)|"
            r"(?:какой|какую)\s+карт\w*\s+(?:\S+\s+){0,2}?сам\w*\s+сыграл\w*|карт\w*,?\s+котор\w+\s+(?:я|он|она)\s+"
            r"(?:сам\w*\s+)?(?:положил|сыграл|сбросил)\w*|(?:какой|какую)\s+карт\w*\s+(?:я|он|она)\s+"
            r"(?:сам\w*\s+)?сыграл\w*|чем\s+(?:я\s+|он\s+|она\s+)?сам\w*\s+сыграл\w*|чем\s+сыграл\w*\s+в\s+последн\w*|"
            rf"{_SEE}{_S}(?:\S+\s+){{0,4}}?(?:(?:my|his|her)\s+own\s+(?:\w+\s+){{0,2}}?card|(?:my|his|her)\s+"
            r"(?:own\s+)?last\s+(?:played\s+)?card|(?:my|his|her)\s+(?:own\s+)?quitted\s+card|the\s+card\s+I\s+"
            r"(?:just\s+)?played)|"
            r"сво[юей]\s+(?:прошл|последн)\w*\s+(?:сыгранн\w*\s+)?карт\w*|показ\w*\s+свою\s+сыгранн\w*\s+карт\w*|"
            r"сво[юей]\s+last\s+(?:played\s+)?card", re.IGNORECASE)
# the trick just played, all its cards, asked for before the next lead
_CURRENT_TRICK = (rf"(?:последн\w*\s+(?:\S+\s+)?{_TRICK}|только\s+что\s+(?:\S+\s+)?(?:сыгранн|закрыт|закончен|"
                  rf"сыгра|перевернут|собранн)\w*|текущ\w*\s+{_TRICK}|всю\s+взятку|{_TRICK}\s+целиком|"
                  rf"все\s+(?:4|четыре)\s+карт\w*|карты\s+(?:этой|последней|текущей|только\s+что)|эт(?:ой|у|а)\s+{_TRICK}|"
                  rf"(?:this|that)\s+trick|"
                  rf"(?:the\s+)?(?:last|current)\s+trick|trick\s+just\s+(?:played|completed|quartered|quitted|"
                  rf"turned)|(?:whole|entire)\s+trick|(?:all|four)\s+(?:the\s+)?cards\s+of\s+(?:the|this)\s+trick|"
                  rf"cards\s+of\s+this\s+trick|posledn\w*\s+{_TRICK}|tekushch?\w*\s+{_TRICK}|tolko\s+chto|"
                  rf"vse\s+(?:4|chetyre)\s+karty)")
_CURRENT = cued(rf"{_LOOK}{_S}(?:\S+\s+){{0,6}}?{_CURRENT_TRICK}|{_CURRENT_TRICK}{_S}(?:\S+\s+){{0,8}}?{_LOOK}",
                re.IGNORECASE)
# the asker's own card not yet turned face down (or already turned), or no lead to the next trick yet: 66A's terms
_TERMS = cued(r"не\s+перевернул\w*\s+сво\w+|сво\w+\s+(?:карт\w+\s+)?(?:он\s+|она\s+)?(?:ещё|еще)\s+не\s+перевернул\w*|"
              r"моя\s+(?:карта\s+)?(?:ещё\s+|еще\s+)?(?:лежит\s+)?(?:открыт\w*|лицом\s+вверх)|"
              r"(?:уже|after)\s+(?:\S+\s+){0,2}?перевернул\w*\s+свою|"
              r"(?:haven't|hasn't|have\s+not|has\s+not|not)\s+(?:yet\s+)?turned\s+(?:my|his|her)\s+(?:own\s+)?card|"
              r"(?:my|his|her)\s+(?:own\s+)?card\s+is\s+still\s+face\s+up|ne\s+perevernul\w*\s+svoyu|"
              r"в\s+следующую\s+(?:взятку\s+)?(?:ещё\s+|еще\s+)?никто\s+не\s+(?:ходил|сходил|пош[её]л)|"
              r"(?:пока|ещё|еще)\s+(?:никто\s+)?не\s+(?:сходил\w*|пош[её]л|пошли|ходил\w*)\s+(?:дальше|в\s+следующ\w*)|"
              r"следующий\s+ход\s+(?:ещё\s+|еще\s+)?не\s+сделан|before\s+(?:anyone\s+leads|the\s+next\s+lead)|"
              # the side has not led to the next trick yet, as Law 66A says it («наша сторона ещё не пошла»)
              r"(?:наша|ваша|их|его|своя)\s+сторона\s+(?:ещё\s+|еще\s+)?не\s+(?:пош[её]?л|сходил|ходил|вышл)\w*|"
              r"\b(?:мы|они)\s+(?:ещё|еще)\s+не\s+(?:пошли|сходили|ходили|вышли)\b|"
              r"(?:our|his|their)\s+side\s+(?:has|had)(?:n't|\s+not)\s+(?:yet\s+)?led|"
              r"before\s+(?:our|his|their)\s+side\s+(?:has\s+|had\s+)?led",
              re.IGNORECASE)
_NEGATED = re.compile(r"(?:\bне|\bnot|n't|\bne)\s+(?:\S+\s+)?$", re.IGNORECASE)
MIN_WEIGHT = 0.3
# a revoke claimed or the tricks won disputed, the tricks looked at after the play: 66D's own purpose, though the
# lexicon read the revoke or the count rather than the look («после розыгрыша говорят, был ренонс — можно смотреть
# взятки?»)
AFTER_PLAY_GATE = ("revoke", "revoke_establishment", "trick_count_dispute")


def section(text: str) -> str | None:
    """``66D``, ``66C``, ``66B`` or ``66A`` by which trick or card is looked at and when, or None."""
    if _LOOKS_AT_TRICK.search(text) is None:
        return None
    if _AFTER_PLAY.search(text):
        return "66D"
    for match in _EARLIER.finditer(text):
        if not _NEGATED.search(text[max(0, match.start() - 12):match.start()]):
            return "66C"
    if _OWN.search(text):
        return "66B"
    if _CURRENT.search(text) or _TERMS.search(text):
        return "66A"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the look at a trick replaced by its Law 66 section (settled), when the lexicon read a look at
    a trick and the story says which trick or card, and when."""

    if not reads_any(found, GENERAL, MIN_WEIGHT):
        if not reads_any(found, AFTER_PLAY_GATE, MIN_WEIGHT) or section(text) != "66D":
            return found
        return settle(found, FAMILY, SECTIONS["66D"])
    which = section(text)
    if which is None:
        return found
    return settle(found, FAMILY, SECTIONS[which])
