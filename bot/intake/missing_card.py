"""When a hand was found short and where the card turned up say which section of Law 14 governs, for the situation
reader.

Law 14 is three hands correct and the fourth deficient (a hand with a card too many as well is Law 13). The
lexicon recognises a missing card (``missing_card``, ``missing_card_found``); the section depends on facts the
story states:

* before the play began (before or during the auction: ``перед торговлей``, ``до первого хода``, "before the
  bidding"): 14A — the card found, 14A1 (back to that hand); not found, 14A2 (the deal reconstructed);
* during the play (``в середине розыгрыша``, ``на восьмой взятке``, "during the play"): 14B — found among the played
  cards, 14B1(A) (Law 67); found elsewhere (on the floor, in the board's pocket), 14B1(B) (restored, may become a
  penalty card), or 14B3 when the story asks whether not playing it before was a revoke or whether it is a penalty
  card (it is deemed the hand's throughout); not found, 14B2;
* not said when: Law 14 itself (not Law 13, which "12 карт" alone would suggest).

The general concept (and Law 13's ``wrong_number_of_cards``, the lexicon's reading of "12 карт" when no hand is
said to hold too many) is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import ConceptMatch, replaced, settle

GENERAL = ("missing_card", "missing_card_found", "wrong_number_of_cards")  # the lexicon's own readings of the situation
SECTIONS = {"14A": "missing_card_before_play", "14A1": "missing_card_before_play_found",
            "14A2": "missing_card_before_play_lost", "14B": "missing_card_in_play",
            "14B1(A)": "missing_card_in_play_among_played", "14B1(B)": "missing_card_in_play_found",
            "14B2": "missing_card_in_play_lost", "14B3": "missing_card_in_play_revoke"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

# a hand short of a card: said so, or twelve cards against the others' thirteen; a card that went missing
_CARD = r"(?:карт\w*|туз\w*|корол\w*|дам\w*|валет\w*|десятк\w*|двойк\w*|тройк\w*)"
_SHORT = cued(rf"\b12\s+карт|двенадцать\s+карт|на\s+(?:одну\s+)?карту\s+меньше|не\s+хват\w*\s+(?:\w+\s+)?"
              rf"карт\w*|(?:одной|одного)\s+{_CARD}\s+(?:\w+\s+){{0,3}}?не\s+хват\w*|"
              # «одной карты в руке нету» (not «ни одной карты в пиках нет»: a void)
              rf"(?<!ни\s)(?<!\w)(?:одной|одного)\s+{_CARD}\s+(?:в\s+(?:руке|руках|колоде|прикупе)\s+)?(?:нет|нету|не\s+было)\b|недостат\w*\s+карт|(?:пропал\w*|пропавш\w*|потерянн\w*|потерял\w*ся|потерялась|исчез\w*)\s+"
              rf"(?:\w+\s+){{0,2}}?{_CARD}|{_CARD}\s+(?:\w+\s+)?(?:пропал\w*|потерял\w*сь|потерялся|исчез\w*)|"
              rf"\b(?:12|twelve)\s+cards|one\s+card\s+short|a\s+card\s+short|card\s+(?:went\s+)?missing|"
              rf"missing\s+card|was\s+missing|card\s+(?:was\s+)?lost|12\s+kart|odnoy\s+karty\s+net|"
              rf"ne\s+hvata\w*\s+(?:\w+\s+)?kart\w*|{_CARD}\s+(?:\w+\s+)?застрял\w*|застрял\w*\s+(?:\w+\s+)?{_CARD}|"
              rf"(?:card|it)\s+(?:was\s+|got\s+)?stuck\s+in|"

              # «в трёх руках по 13, в моей 12»: twelve told against the others' thirteen
              rf"\bпо\s+13\b[^.!?]{{0,25}}?\b12\b|\b12\b[^.!?]{{0,25}}?\bпо\s+13\b", re.IGNORECASE)
# "this hand had only 12" (not points, tricks or imps): a short hand only in a story of a card found ("looked at his
# cards without counting, had only 12" is the count before looking, Law 7B1)
_SHORT_BARE = cued(r"(?:had|has|held|holds)\s+only\s+(?:12|twelve)\b(?!\s*(?:points|hcp|pts|tricks|imps?|%))|"
                   r"(?:было|оказалось|осталось)\s+(?:только|всего|лишь)\s+12\b(?!\s*(?:очк|взят|имп|imp|%))",
                   re.IGNORECASE)
# a card too many somewhere, or the missing card in another hand: three hands are not correct (Law 13, not 14)
_TOO_MANY = cued(r"(?<!правило\s)(?<!закон\s)(?<!law\s)\b14\b(?!\s*-?\s*(?:й|ой|th)\b)(?!\s+(?:взятк|trick))|"
                 r"четырнадцать|лишн\w*\s+карт|карт\w*\s+лишн\w*|too\s+many|extra\s+card|(?:нашл\w*|оказал\w*)\s+"
                 r"(?:среди\s+карт|в\s+руке|у)\s+(?:другого|соседа|партн\w*|восток\w*|запад\w*|север\w*|юг\w*|"
                 r"левого|правого)|in\s+(?:another|(?:east|west|north|south)'s)\s+hand", re.IGNORECASE)
_BEFORE_PLAY = cued(r"до\s+начала\s+(?:игры|розыгрыша|торговли)|перед\s+(?:торговл\w*|розыгрыш\w*|игр\w*|"
                    r"первой\s+заявк\w*)|до\s+(?:торговли|игры|розыгрыша)|(?:ещё|еще)\s+не\s+играли|"
                    r"игра\s+(?:ещё|еще)\s+не|before\s+play|pre-?(?:auction|bidding|play)|do\s+torgovli|"
                    r"(?:ещё|еще)\s+не\s+торговал\w*|торговли\s+(?:ещё|еще)\s+не\s+было|во\s+время\s+торговли|"
                    r"в\s+торговле|при\s+торговле|до\s+первого\s+хода|до\s+атаки|(?:ещё|еще)\s+до\s+(?:торговли|"
                    r"первого\s+хода)|before\s+the\s+(?:auction|bidding|play|opening\s+lead)|during\s+the\s+"
                    r"(?:auction|bidding)|do\s+nachala|pered\s+torgovl\w*|vo\s+vremya\s+torgovli|"
                    # the auction not begun, or a call made (the play, which the opening lead begins, had not)
                    r"(?:торговл\w*|игра|розыгрыш)\s+(?:ещё\s+|еще\s+)?не\s+начал\w*|"
                    r"(?:сказал\w*|сказала)\s+пас|спасовал\w*|(?:открыл\w*|заявил\w*)\s+(?:\w+\s+)?\d|"
                    r"(?:уже|already)\s+(?:passed|bid|opened)\b", re.IGNORECASE)
_IN_PLAY = cued(r"во\s+время\s+(?:игры|розыгрыша)|в\s+(?:серед\w+|ходе|конце|процессе)\s+(?:игры|розыгрыша)|"
                r"(?:на|в|посреди)\s+середин\w+\s+(?:сдачи|игры|розыгрыша)|посреди\s+\w+|в\s+(?:розыгрыше|игре)\b|"
                r"сыграно\s+(?:уже\s+)?\d+|шла\s+\w+\s+взятка|halfway\s+through|mid[- ]?hand|"
                r"(?:игра|розыгрыш)\s+(?:уже\s+)?(?:ид[её]т|шла|шёл|шел)|(?:уже\s+)?шла\s+игра|"
                r"(?:уже\s+)?(?:ид[её]т|ш[её]л)\s+розыгрыш|"
                r"после\s+(?:начала\s+(?:игры|розыгрыша)|атаки|первого\s+хода)|на\s+\w+\s+взятке|в\s+\w+\s+взятке|"
                r"\d+\s*-?\s*й\s+взятке|посреди\s+розыгрыша|болван\s+выложил|during\s+(?:the\s+)?play|mid[- ]?play|"
                r"in\s+the\s+middle\s+of\s+the\s+(?:hand|play)|at\s+trick\s+\w+|after\s+the\s+opening\s+lead|"
                r"dummy\s+came\s+down|v\s+hode\s+igry|vo\s+vremya\s+(?:igry|rozygrysha)|na\s+[\w']+\s+vzyatke",
                re.IGNORECASE)
# (the genitive plural «среди отыгранных взяток» has no «взятк»)
_AMONG_PLAYED = cued(r"(?<!не\s)(?:сред\w*|во?|внутри)\s+(?:\w+\s+){0,3}?(?:сыгранн\w*|отыгранн\w*|взятк\w*|"
                     r"взяток)|в\s+(?:его|её|ее|своей|чужой)\s+(?:же\s+)?стопк\w*|quitted\s+tricks|played\s+tricks|"
                     r"among\s+(?:the\s+)?(?:played|quitted)\s+(?:cards|tricks)|"
                     r"in\s+(?:a|the|his|her)?\s*(?:played\s+)?tricks?\b", re.IGNORECASE)
_NOT_AMONG_PLAYED = cued(r"не\s+во\s+взятк\w*|не\s+среди|not\s+(?:among|in)\s+(?:the\s+)?(?:played|quitted)",
                         re.IGNORECASE)
_FOUND = cued(r"нашл\w*|наш[её]л\w*|найден\w*|обнаружил\w*ся|оказал\w*\s+(?:на|в|во|под|внутри)|достал\w*|"
              r"валял\w*|\b(?:лежал\w*|лежит|лежат)\s+(?:\w+\s+)?(?:на|под|в|во|среди)\s|\b(?:lying|lies|lay)\s+(?:on|under|in|among)\b|"
              r"turns\s+up|is\s+found|"
              r"turned\s+up|(?:card|it|ace|king|queen|jack)\s+was\s+found|found\s+(?:it|the\s+(?:missing\s+)?card|"
              r"on|under|in)|was\s+found|nashl\w*|nashel\w*|"
              # "found one card on the floor", "found during play on the floor": found, and where it lay
              r"found\s+(?:one|a|that|this)\s+card|\bfound\b[^.!?]{0,30}?\b(?:on|under)\s+the\s+(?:floor|table)",
              re.IGNORECASE)
# the card restored is deemed the hand's throughout: not playing it before may be a revoke, it may be a penalty card
_NOT_PLAYED_IT = cued(r"ренонс\w*|ревок\w*|revok\w*|renons\w*|"
                      r"не\s+(?:давал|дал|ответил|положил)\w*\s+в\s+(?:эту\s+|ту\s+)?масть|could\s+have\s+followed|мог\w*\s+(?:бы\s+)?(?:ответить|дать)\s+в\s+масть|штрафн\w*|"
                      r"penalty\s+card", re.IGNORECASE)
_LOST = cued(r"не\s+(?:нашли|нашлась|нашёлся|нашелся|найден\w*)|так\s+и\s+не\s+\w+|никак\s+не\s+найд\w*|"
             r"нигде\s+нет|не\s+можем\s+найти|найти\s+(?:е[её]\s+|его\s+)?не\s+(?:можем|могут|смогли)|пропал\w*\s+совсем|"
             r"can'?t\s+(?:be\s+found|find)|cannot\s+(?:be\s+found|find)|nowhere|"
             r"не\s+удалось|не\s+смогли\s+найти|could\s*n[o']t\s+(?:be\s+found|find)|could\s+not\s+find|"
             r"never\s+(?:found|turned\s+up)|not\s+found|ne\s+nashl\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """``14A``…``14B2`` for a hand found a card short, by when it was found and where the card turned up; ``14`` when
    it does not say when; None when the story tells no short hand, or a card too many too (Law 13)."""
    short = _SHORT.search(text) or (_SHORT_BARE.search(text) if _FOUND.search(text) else None)
    if short is None or _TOO_MANY.search(text):
        return None
    when = _when(text, short.start())
    if when == "before":
        if _LOST.search(text):
            return "14A2"
        return "14A1" if _FOUND.search(text) else "14A"
    if when == "during":
        if _LOST.search(text):
            return "14B2"
        if _FOUND.search(text):
            if _among_played(text):
                return "14B1(A)"
            return "14B3" if _NOT_PLAYED_IT.search(text) else "14B1(B)"
        return "14B"
    if _FOUND.search(text) and _among_played(text):
        return "14B1(A)"  # found in a trick already played: the play had begun
    return "14"  # a short hand, not said when: Law 14, not 13


def _among_played(text: str) -> bool:
    return bool(_AMONG_PLAYED.search(text)) and not _NOT_AMONG_PLAYED.search(text)


def _when(text: str, at: int) -> str | None:
    """"before" or "during" the play: the time told nearest before the short hand was found (else nearest after),
    so that "перед торговлей никто не пересчитал, а на второй взятке…" is during the play."""
    marks = [(m.start(), "before") for m in _BEFORE_PLAY.finditer(text)]
    marks += [(m.start(), "during") for m in _IN_PLAY.finditer(text)]
    if not marks:
        return None
    earlier = [mark for mark in marks if mark[0] <= at]
    return max(earlier)[1] if earlier else min(marks)[1]


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 14 concepts replaced by the section's (settled), when the lexicon read a missing card
    and the story says when it was found short."""

    if not (reads_any(found, FAMILY, MIN_WEIGHT) or _SHORT.search(text)):
        return found
    which = section(text)
    if which is None:
        return found
    if which == "14":  # not said when: only Law 13's reading of "12 карт" goes, the lexicon's own stay
        kept = [m for m in found if m.id != "wrong_number_of_cards"]
        if any(m.id in FAMILY for m in kept):
            return kept
        return replaced(kept, (), ConceptMatch("missing_card", 1.0, "@14"))
    return settle(found, FAMILY, SECTIONS[which])
