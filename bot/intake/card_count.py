"""A board with the wrong number of cards in its pockets, for the situation reader (Law 13).

The lexicon reads a wrong number of cards (``wrong_number_of_cards``: one pocket with too many, another too few); a
hand found short and nothing more is Law 14 (:mod:`bot.intake.missing_card`). The section depends on when it was
found and what the players saw:

* found after the play, a hand having held more than 13 cards and another fewer: 13C;
* a player saw another's cards: the information immaterial (13B1, play on with all four players' consent) or
  enough to prevent a normal auction or play, or a player objects (13B2); neither said: 13B;
* no one saw another's cards: the director restores the board from hand records (13A1), from the players who
  played it before (13A2), or has it redealt (13A3); none said: 13A; nothing said of a card seen, the board
  restored from the hand records: 13A1.

Nothing is decided when the story says none of these facts. The concept is replaced by the section's, marked
settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GENERAL = ("wrong_number_of_cards",)  # the lexicon's own reading
SHORT = ("missing_card", "missing_card_found")  # a hand found short: Law 14 until a pocket with too many is told
SECTIONS = {"13A": "wrong_count_unseen", "13A1": "wrong_count_hand_records", "13A2": "wrong_count_earlier_players",
            "13A3": "wrong_count_redeal", "13B": "wrong_count_seen", "13B1": "wrong_count_seen_immaterial",
            "13B2": "wrong_count_seen_material", "13C": "wrong_count_after_play"}
FAMILY = GENERAL + tuple(SECTIONS.values())
MIN_WEIGHT = 0.5

# a hand or pocket with too many cards: Law 13 (a hand only short, nothing more, is Law 14)
_TOO_MANY = cued(r"\b1[4-9]\b|лишн\w*|четырнадцат\w*|fourteen|too\s+many|extra\s+card|wrong\s+number|"
                 r"неправильн\w*\s+(?:количеств|числ)\w*|incorrect\s+number|"
                 r"(?:исправля|исправил|восстанавлива|восстановил)\w*\s+(?:\w+\s+)?количеств\w*\s+карт", re.IGNORECASE)
# a pocket of the board found with a count other than 13 («в коробке у одного оказалось 12 карт»): Law 13 when the
# story also tells that cards were seen (a hand found short and nothing more stays Law 14)
_POCKET_COUNT = cued(r"(?:коробк|карман|pocket|board)\w*[^.;!?]{0,30}?\b(?:1[0-2]|[1-9]|1[4-9])\s+(?:карт|cards)",
                     re.IGNORECASE)
# found once the auction or play had begun (the player with the wrong hand has called)
_DURING = cued(r"во\s+время\s+(?:торговли|игры|розыгрыша)|посреди\s+(?:торговли|розыгрыша)|"
               r"during\s+the\s+(?:auction|bidding|play)|(?:после|after)\s+(?:\w+\s+){0,2}?(?:заявк\w*|bid|call)|на\s+\w+\s+взятке",
               re.IGNORECASE)
_AFTER_PLAY = cued(r"доиграли|сыграли\s+до\s+конца|(?:вс[её]|всю\s+сдачу|все\s+взятки)\s+(?:уже\s+)?сыграли|"
                   r"(?:уже\s+)?сыграли\s+(?:уже\s+)?(?:вс[её]|всю\s+сдачу|все\s+взятки)\b|"
                   r"в\s+(?:самом\s+)?конце\s+(?:сдачи|раздачи|розыгрыша|игры)|vs[eyo]\s+(?:uzhe\s+)?sygrali|"
                   r"после\s+(?:окончания|розыгрыша|игры|конца)|результат\w*\s+(?:уже\s+)?(?:записал|вписал|внесл|"
                   r"записан)\w*|(?:вписали|внесли|записали)\s+в\s+протокол|score\s+(?:was\s+)?(?:already\s+)?entered|"
                   r"(?:уже\s+)?записали\s+результат|after\s+(?:the\s+)?(?:hand|play|board)|"
                   # "after finish play", "after the end of the play": the English of a player of another language
                   r"after\s+(?:the\s+)?(?:finish\w*|end|complet\w*)\s+(?:of\s+)?(?:the\s+)?(?:hand|play|board)|"
                   r"posle\s+(?:igry|rozygrysha|okonchaniya)|(?:hand|board)\s+(?:was\s+)?(?:over|finished|completed)|"
                   r"played\s+out|at\s+the\s+end\s+of\s+play|doigrali|"
                   # «сыграли, записали», «сыграли и записали — и тут…», «когда доиграли»: the board played and scored
                   r"сыграли,?\s+(?:и\s+)?(?:уже\s+)?(?:записали|вписали|внесли)|"
                   r"когда\s+(?:уже\s+)?(?:доиграли|сыграли\s+(?:сдачу|раздачу|до\s+конца))|"
                   r"sygrali,?\s+(?:i\s+)?zapisali|(?:played|finished)\s+and\s+scored", re.IGNORECASE)
# «сдачу сыграли», «сдача сыграна»: at this table, unless another table played it («уже сыграли за другим столом»)
# or nobody here has looked at the cards yet (the board restored from the earlier players, 13A2)
_BOARD_PLAYED = cued(r"(?:сдачу|раздачу)\s+(?:уже\s+)?(?:сыграли|доиграли)|(?:сдача|раздача)\s+(?:уже\s+)?сыграна",
                     re.IGNORECASE)
_ELSEWHERE = cued(r"(?:друг\w+|двух|тр[её]х|нескольких|всех|соседн\w+)\s+стол\w*|other\s+tables?", re.IGNORECASE)
_UNSEEN = cued(r"никто\s+(?:\w+\s+){0,3}?не\s+(?:видел|смотрел|заглядывал|переворачивал)|"
               r"(?:в\s+карты\s+)?(?:ещё\s+|еще\s+)?не\s+(?:смотрели|заглядывали|переворачивали)|рубашкой\s+вверх|"
               r"had\s*n[o']t\s+(?:looked|seen)|had\s+not\s+(?:looked|seen)|не\s+видел\w*\s+чужих|чужих\s+карт\s+никто|"
               r"(?:no\s*one|nobody|no\s+player)\s+(?:had\s+|has\s+)?(?:saw|seen|looked)|without\s+anyone\s+seeing|"
               r"nikto\s+ne\s+(?:videl|smotrel)", re.IGNORECASE)
_SEEN = cued(r"(?:увидел\w*|увидеть|видел\w*|посмотрел\w*|подсмотре\w*|(?<!не\s)показал\w*|заглянул\w*|"
             r"рассмотрел\w*|просмотрел\w*|насмотрел\w*|нагляделись|"
             r"\bsaw\b|\bseen\b|looked\s+at)\s+(?:\w+\s+){0,2}?(?:чуж\w*|карт\w*|рук\w*|other|someone|another|a\s+card|cards?|hands?)|videl\w*\s+chuzh\w*",
             re.IGNORECASE)
# others' cards seen (a pocket found short is Law 13 only so: «я увидел эту карту», the missing one found, is Law 14)
_SEEN_OTHERS = cued(r"(?:увидел\w*|увидеть|видел\w*|посмотрел\w*|подсмотрел\w*|заглянул\w*|рассмотрел\w*|"
                    r"просмотрел\w*|насмотрел\w*|нагляделись|\bsaw\b|\bseen\b|looked\s+at)\s+(?:\w+\s+){0,2}?"
                    r"(?:чуж\w*|рук\w*|other|someone|another|hands?)\b|videl\w*\s+chuzh\w*", re.IGNORECASE)
_KNOWS = cued(r"знаю,?\s+что\s+у\s+(?:него|неё|нее)|(?:had\s+)?seen\s+it|know\s+(?:he|she)\s+(?:has|holds)",
              re.IGNORECASE)
_IMMATERIAL = cued(r"ничего\s+не\s+да(?:ст|ёт|ет)|несуществен\w*|не\s+существенн\w*|ерунд\w*|все\s+согласил\w*|"
                   r"не\s+возража\w*|all\s+(?:four\s+)?agreed|didn'?t\s+matter|не\s+помешает|не\s+важно|неважно|мелочь|"
                   r"hardly\s+matters|doesn'?t\s+matter|immaterial|harmless|insignificant|won'?t\s+affect",
                   re.IGNORECASE)
_MATERIAL = cued(r"нельзя|невозможно|помешает|(?<!не\s)возража\w*|не\s+соглас\w*|отказыва\w*|"
                 r"нормально\s+(?:\w+\s+)?не\s+(?:выйдет|получится|сыграть|сыграем|поиграть)|"
                 r"не\s+(?:выйдет|получится)\s+(?:\w+\s+)?нормально|"
                 r"(?<!не\s)существенн\w*|"
                 r"влияет|objects?|refus\w*|can'?t\s+(?:be\s+)?play\w*\s+normally|prevent\w*|nelzya|nevozmozhno",
                 re.IGNORECASE)
# hand records said to be missing ("распечатки нет", "no hand records")
_NO_RECORDS = cued(r"(?:нет|без|no)\s+(?:\w+\s+)?(?:распечатк\w*|раскладов|записей|hand\s+records?)|"
                   r"(?:распечатк\w*|раскладов|hand\s+records?)\s+(?:\w+\s+)?(?:нет|не\s+было)", re.IGNORECASE)
_RECORDS = cued(r"распечатк\w*|бланк\w*\s+с\s+раскладами|расклад\w*\s+в\s+конверте|листк\w*\s+с\s+раскладами|"
                r"записи\s+рук|записи\s+раскладов|протокол\w*\s+раскладов|расклад\w*\s+есть|"
                r"hand\s+records?|hand\s+record\s+sheet|printout", re.IGNORECASE)
# found before anyone called, nothing said of a card seen: no one has seen another's cards (13A), as directors read it
# «карты никто не засветил»: no card shown, so no one saw another's (only when no one is told to have seen one:
# «видел карты Юга, хотя никто их специально не показывал» is 13B; «никто не открывал торговлю» shows no card)
_NONE_SHOWN = cued(r"никто\s+(?:\w+\s+){0,2}?не\s+(?:засвет|показ|светил)\w*|никто\s+(?:\w+\s+){0,2}?не\s+"
                   r"открыва\w*\s+(?:сво\w+\s+)?карт", re.IGNORECASE)
_BEFORE_AUCTION = cued(r"никто\s+(?:\w+\s+){0,2}?не\s+(?:заявлял|заявил|говорил|сказал|торговал)\w*|"
                       r"(?:до|перед)\s+(?:началом\s+|начала\s+)?торговл\w*|торговл\w*\s+(?:ещё\s+|еще\s+)?не\s+"
                       r"(?:начал\w*|было)|(?:nobody|no\s*one)\s+(?:had\s+)?(?:bid|called)|before\s+(?:the\s+)?(?:auction|bidding)",
                       re.IGNORECASE)
_NO_EARLIER = cued(r"no\s*one\s+had\s+played|никто\s+(?:ещё\s+|еще\s+)?не\s+играл", re.IGNORECASE)
_EARLIER = cued(r"предыдущ\w+\s+(?:стол\w*|игрок\w*)|друг\w+\s+стол\w*|прошл\w+\s+раунд\w*|до\s+нас\s+игра\w*|"
                r"со\s+стола\s+\d+|twice\s+before|игравш\w+\s+(?:её\s+|ее\s+)?раньше|уже\s+сыграли\s+эту|"
                r"played\s+(?:it\s+|the\s+board\s+)?(?:before|earlier)|previous\s+(?:table|players)",
                re.IGNORECASE)
_REDEAL = cued(r"пересда\w*|сдать\s+заново|заново\s+сда\w*|redeal\w*|перетасова\w*|неправильно\s+сдан\w*|"
               r"misdealt", re.IGNORECASE)


def section(text: str) -> str | None:
    """The section of Law 13 the story tells, or None (see the module's docstring)."""
    if _AFTER_PLAY.search(text) or (_BOARD_PLAYED.search(text) and not _ELSEWHERE.search(text)
                                     and not _UNSEEN.search(text)):
        return "13C"
    if _DURING.search(text):
        return None  # found after the wrong hand had called: the main text of Law 13 (an artificial adjusted score)
    seen = _SEEN.search(text) or _KNOWS.search(text)
    if _UNSEEN.search(text) or (not seen and (_BEFORE_AUCTION.search(text) or _NONE_SHOWN.search(text))):
        for ref, words, denied in (("13A1", _RECORDS, _NO_RECORDS), ("13A2", _EARLIER, _NO_EARLIER),
                                   ("13A3", _REDEAL, None)):
            if words.search(text) and not (denied and denied.search(text)):
                return ref
        return "13A"
    if seen:
        if _IMMATERIAL.search(text):
            return "13B1"
        return "13B2" if _MATERIAL.search(text) else "13B"
    if _RECORDS.search(text) and not _NO_RECORDS.search(text):
        return "13A1"  # nothing said of a card seen, the board restored from the hand records
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with a wrong number of cards replaced by its section (settled), when the lexicon read it and the
    story says when it was found and what the players saw."""

    if not (reads_any(found, FAMILY + SHORT, MIN_WEIGHT) and _wrong_count(text)):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY + SHORT, SECTIONS[which])


def _wrong_count(text: str) -> bool:
    """Whether the story tells a pocket or hand with too many cards, or a pocket with another count than 13 and
    others' cards seen (a hand only short is Law 14: what was seen while it was sorted out makes it Law 13B)."""
    return bool(_TOO_MANY.search(text) or (_POCKET_COUNT.search(text) and _SEEN_OTHERS.search(text)))
