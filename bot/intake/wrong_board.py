"""A board played that was not the players' to play, for the situation reader (Law 15).

The lexicon reads a wrong board (``wrong_board``, ``board_for_another_table``); the section depends on what the story
says of when it was found and whether anyone had played the board before:

* found during the auction («посреди торговли выяснилось», «уже торговались, когда…», "during the auction"): 15C —
  a player objects or wants the board cancelled («требует эту сдачу снять», «хотят отменить», "objects"), 15C1;
  nobody objects, or the second auction told («переторговали», "second auction"), 15C2;
* a player had played it before («уже играли эту сдачу», «сыграли второй раз», "played it twice", "had already
  played"): 15B, the second result cancelled;
* played, and nobody had played it before («никто её раньше не играл», «видим её впервые», "first time for all
  four"), or whether its result stands («засчитают?», "does the score count"): 15A1; the right board to be played
  later («потом сыграть правильную», "play the right one later"): 15A2; played, nothing more said («сыграли не ту
  сдачу», «9 вместо 10»): 15A.

A story that says none of these gets no section. The general concepts are replaced by the section's, marked
settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

SECTIONS = {"15A": "wrong_board_played", "15A1": "wrong_board_score_stands", "15A2": "wrong_board_right_one_later",
            "15B": "wrong_board_played_before", "15C": "wrong_board_in_auction",
            "15C1": "wrong_board_in_auction_objection", "15C2": "wrong_board_in_auction_no_objection"}
GENERAL = ("wrong_board", "board_for_another_table")
FAMILY = GENERAL + tuple(SECTIONS.values())
MIN_WEIGHT = 0.3

# the board itself named (not a trick: «уже сыграл в эту взятку» is no board played before)
_BOARD_WORD = r"(?:сдач|раздач|доск|коробк|комплект|борд)\w*"
_BOARD = cued(rf"{_BOARD_WORD}|\bboards?\b|sdach\w*|razdach\w*|dosk\w*|korobk\w*", re.IGNORECASE)
# another law's story: a deal unshuffled (6D2), a wrong number of cards (13), a player gone (12C)
_OTHER = cued(r"тасов|перемеш|shuffl|tasov|расклад\w*\s+(?:\S+\s+)?(?:уже|тот\s+же)|тот\s+же\s+(?:самый\s+)?расклад|"
              r"количеств\w*\s+карт|числ\w*\s+карт|\b1[24]\s+карт|\b1[24]\s+и\s+1[24]|\b1[24]\s+cards|отключил\w*|"
              r"disconnect\w*|vulnerab\w*|зон[аыу]\b|восстан\w*|записей|взятк|hand\s+records|\b1[24]\b[^.?!]{0,25}\b1[24]\b|"
              r"(?:вынул|взял|достал|вытащил)\w*\s+(?:\S+\s+){0,2}?(?:рук\w*|карт\w*)|picked\s+up|"
              r"took\s+(?:\S+\s+)?(?:cards|hand)|не\s+в\s+(?:свою\s+)?очередь|вне\s+очеред\w*|out\s+of\s+turn",
              re.IGNORECASE)
_PLAYED = r"\b(?:played|playing|play|plays|sygral\w*|сыграл\w*|разыграл\w*|играли)"  # a board played, said
# «не та / не тот» said of the board itself («не тот борд», «коробка не та»), not of a call or a card in a story
# that names its board («борд 5: … сказал не ту заявку»)
_NOT_THAT = r"не\s+(?:т[аоуе]|тот|того|той)\b"
# a board not the players' own («коробка не наша», «чужая сдача», "wrong board"): the reader's gate with the lexicon's
_WRONG = cued(rf"{_NOT_THAT}\s+(?:\S+\s+)?{_BOARD_WORD}|{_BOARD_WORD}\s+(?:\S+\s+){{0,2}}?{_NOT_THAT}|"
              r"не\s+наш\w*|не\s+для\s+(?:нас|наш\w*)|чуж\w*|не\s+сво\w*|wrong\s+board|"
              r"not\s+(?:our|ours|meant)|ne\s+t[uaoe]\b|ne\s+nash\w*|chuzh\w*|не\s+в\s+том\s+раунде|вместо|"
              # "we played board 7 instead of board 8" (not any "instead of": "led from dummy instead of his hand";
              # not a board moved or scored in place of another: "board 7 instead of board 8 was moved", 8A2, 79)
              rf"{_PLAYED}\s+(?:\S+\s+){{0,3}}?(?:(?:boards?|deals?)\s+\d{{1,2}}\s+instead\s+of|instead\s+of\s+"
              r"(?:the\s+)?(?:boards?|deals?)\b)", re.IGNORECASE)
# the wrong board played, nothing more said
_PLAYED_WRONG = cued(r"(?:сыграл\w*|разыграл\w*|играли|played|sygral\w*)\s+(?:\S+\s+){0,3}?(?:не\s+т[уоа]|н[иe]\s+ту|"
                     r"чуж\w*|не\s+сво\w*|другую|wrong|ne\s+tu|chuzh\w*)|не\s+в\s+том\s+раунде|не\s+нашего\s+раунда|"
                     r"(?:назначенн|предназначенн)\w*\s+(?:на|для)\s+друг\w*|(?:wasn'?t|not)\s+meant\s+for|"
                     r"meant\s+for\s+(?:the\s+next|another)|\b\d{1,2}\s*(?:-?[юй])?\s+вместо\s+\d{1,2}\b|"
                     rf"{_PLAYED}\s+(?:\S+\s+){{0,2}}?(?:boards?|deals?)\s+\d{{1,2}}\s+instead\s+of\s+"
                     r"(?:(?:board|deal)\s+)?\d{1,2}\b", re.IGNORECASE)

_IN_AUCTION = cued(r"(?:во\s+время|посреди|в\s+ходе|в\s+середине|в\s+процессе)\s+(?:торговл\w*|bidding|auction)|"
                   r"уже\s+(?:\S+\s+)?(?:торгова\w*|торгуемся|в\s+торговле|на\s+торговле)|(?:на|в)\s+торговле|"
                   r"прямо\s+в\s+торговле|торговлю\s+(?:\S+\s+)?(?:прервал|остановил)\w*|(?:ещё|еще)\s+торгуемся|"
                   r"торговались\s+и|(?<!не\s)(?:пока\s+)?торгу(?:емся|ются)\s*,?\s+(?:и|а|тут|когда)\b|пока\s+торговал\w*|v\s+torgovle|in\s+(?:the\s+)?bidding|stopped\s+the\s+auction|(?:on|at|during)\s+(?:the\s+)?auction|mid-?auction|caught\s+mid|"
                   r"vo\s+vrem[iy]a\s+torgovli|"
                   r"торговл\w*\s+(?:ещ[её]\s+)?(?:шла|ид[её]т)|(?:during|in\s+the\s+middle\s+of)\s+the\s+(?:auction|"
                   r"bidding)|mid-?auction|while\s+(?:we\s+were\s+)?bidding|vo\s+vremya\s+torgovli|posredi\s+torgovli",
                   re.IGNORECASE)
_OBJECTS = cued(r"требу\w*\s+(?:\S+\s+){0,3}?(?:снять|аннулир\w*|отмен\w*)|хот\w*\s+(?:\S+\s+)?(?:отменить|снять|"
                r"аннулировать)|(?<!не\s)возража\w*|(?<!не\s)против\b|(?<!nobody\s)(?<!one\s)objects?\b|wants?\s+(?:\S+\s+){0,2}?cancel\w*|"
                r"hot\w*\s+otmenit|trebu\w*\s+(?:\S+\s+)?otmen\w*|хочу,?\s+чтобы\s+(?:\S+\s+){0,3}?(?:сняли|"
                r"аннулировал\w*|отменил\w*)|хочу\s+(?:\S+\s+)?(?:аннулировать|снять|отменить)|demand\w*|insist\w*|"
                r"scrap\w*|(?<!ne\s)\bprotiv\b|refus\w*|отказыва\w*|потребова\w*\s+(?:\S+\s+){0,2}?(?:снять|аннулир\w*|"
                r"отмен\w*)|не\s+хочу\s+(?:\S+\s+){0,2}?(?:торгова\w*|начинать)", re.IGNORECASE)
_NO_OBJECTION = cued(r"никто\s+(?:\S+\s+)?не\s+(?:возража\w*|против)|no\s*one\s+objects|nobody\s+objects|"
                     r"не\s+возражает|"
                     r"все\s+(?:\S+\s+)?согласн\w*|nikto\s+ne\s+vozrazh\w*", re.IGNORECASE)
# the second auction, after the players were reseated (15C2: a call different from the first cancels the board)
_SECOND_AUCTION = cued(r"втор\w*\s+торговл\w*|переторговал\w*|повторил\w*\s+торговл\w*|"
                       r"торговл\w*\s+(?:начали\s+)?заново|second\s+auction|new\s+auction|povtorili\s+torgovl\w*|"
                       r"torgovl\w*\s+zanovo|v\s+pervyy\s+raz", re.IGNORECASE)
_PLAYED_BEFORE = cued(r"(?<!не\s)(?<!никто\s)уже\s+(?:\S+\s+)?(?:играл\w*|сыграл\w*|разыгрывал\w*)"
                      r"(?!\s+(?:\S+\s+)?(?:в|во)\s+(?:\S+\s+)?взятк)|(?:сыграл\w*|играл\w*|разыгран\w*)\s+(?:\S+\s+){0,2}?"
                      r"(?:второй\s+раз|дважды|повторно|два\s+раза|снова)|(?:already|had)\s+(?:\S+\s+)?played\s+(?:it|this|the\s+board)|"
                      r"played\s+(?:\S+\s+){0,4}?twice|(?:for\s+)?the\s+second\s+time|again\s+(?:in|against)|"
                      r"uzhe\s+igral\w*|vtoroi\s+raz|vtoroy\s+raz", re.IGNORECASE)
_FIRST_TIME = cued(r"никто\s+(?:\S+\s+){0,4}?(?:раньше\s+|ранее\s+|до\s+этого\s+)?не\s+(?:\S+\s+)?(?:играл|видел)|"
                   r"(?:раньше|ранее)\s+(?:\S+\s+){0,2}?не\s+(?:играл|видел)\w*|впервые|для\s+всех\s+(?:\S+\s+){0,2}?нов\w*|"
                   r"(?:none|neither|nobody|no\s*one)\s+(?:\S+\s+){0,4}?(?:had|has)\s+(?:\S+\s+)?(?:played|seen)|"
                   r"first\s+time\s+for|never\s+played|nikto\s+(?:\S+\s+)?ne\s+igral|ran'?she\s+(?:ee\s+)?ne\s+igral\w*",
                   re.IGNORECASE)
_STANDS = cued(r"засчита\w*|оставят|останется|останеться|результат\w*\s+(?:\S+\s+)?(?:оставл|сохран|стоит)\w*|"
               r"(?:score|result)\s+(?:\S+\s+)?(?:stands?|count|kept)|does\s+the\s+score\s+count|"
               r"rezul'?tat\w*\s+(?:\S+\s+)?ostav\w*", re.IGNORECASE)
_LATER = cued(r"(?:позже|потом|позднее|later|pozzhe|potom)\s+(?:\S+\s+){0,5}?(?:сыгра\w*|доигра\w*|play\w*|sygra\w*)|"
              r"(?:сыгра\w*|доигра\w*|play\w*|sygra\w*)\s+(?:\S+\s+){0,6}?(?:позже|потом|позднее|later|pozzhe)|"
              r"(?:правильн|нужн|сво)\w+\s+(?:сдачу|коробку|доску)\s+(?:\S+\s+){0,4}?(?:сыгра|play)\w*|"
              r"пропущенн\w*\s+сдач\w*|(?:надо|нужно|должны|придётся|придется|заставят)\s+(?:\S+\s+){0,3}?сыграть|"
              r"(?:must|have\s+to|require\w*)\s+(?:\S+\s+){0,3}?play\s+the\s+(?:right|correct|proper)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``15A1``, ``15A2``, ``15B``, ``15C``, ``15C1`` or ``15C2`` by when the wrong board was found and whether it
    had been played before, or None."""
    if _BOARD.search(text) is None or _OTHER.search(text):
        return None
    if _IN_AUCTION.search(text) or _SECOND_AUCTION.search(text):
        if _OBJECTS.search(text):
            return "15C1"
        return "15C2" if _NO_OBJECTION.search(text) or _SECOND_AUCTION.search(text) else "15C"
    if _PLAYED_BEFORE.search(text) and not _FIRST_TIME.search(text):
        return "15B"
    if _LATER.search(text):
        return "15A2"
    if _FIRST_TIME.search(text) or _STANDS.search(text):
        return "15A1"
    return "15A" if _PLAYED_WRONG.search(text) else None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the wrong board replaced by its Law 15 section (settled), when the lexicon read a wrong board
    (or the story calls the board not theirs) and the story says when it was found or whether it was played before."""

    if _BOARD.search(text) is None:  # section() needs a board named: asked first, the rarer pattern (speed, exact)
        return found
    if not reads_any(found, GENERAL, MIN_WEIGHT) and _WRONG.search(text) is None:
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
