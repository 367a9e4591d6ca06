"""The shuffle and the deal gone wrong, for the situation reader (Law 6D).

The lexicon reads the shuffle and the deal (``shuffle_deal``) and a card shown while dealing
(``card_exposed_in_deal``); the section depends on what the story says happened:

* the cards were dealt without being shuffled («сдали не тасуя», «без тасовки», "not shuffled"): 6D2, no result
  may stand on that board;
* a card was seen or shown before the deal was over («когда сдавали карты, я увидел карту соперника», «сдающий в
  процессе сдачи открыл карту», "a card was exposed while dealing"): 6D1, the cards are reshuffled and redealt (a
  player seeing a card then is no unauthorized information of Law 16).

«Сдача» and «раздача» are also what players call a board («на пятой сдаче»), so a card seen counts only when the
story speaks of dealing the cards (the dealer, «сдавали», «сдача карт», «в процессе сдачи», «ещё не всё было
сдано»). The general concepts are replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from lawbase.search.concepts import settle

SECTIONS = {"6D1": "card_exposed_in_deal", "6D2": "deal_not_shuffled"}
FAMILY = ("shuffle_deal", "pack_rank", "card_exposed_in_deal", "deal_not_shuffled", "misclick")
SEEN = ("seeing_cards", "outside_information", "unauthorized_information")  # a card seen in the deal is 6D1's

_NOT_SHUFFLED = cued(r"(?<!\w)(?:не|без)\s*(?:пере)?т[ао]с\w*|(?<!\w)(?:не|без)\s+перемеш\w*|"
                     r"not\s+(?:been\s+)?shuffled|without\s+(?:being\s+)?shuffl\w*|unshuffled|never\s+shuffled|"
                     r"(?<!\w)(?:ne|bez)\s+(?:pere)?tasov\w*", re.IGNORECASE)
# dealing the cards told (not a board called «сдача»)
_DEALING = cued(r"сдавал\w*|раздавал\w*|сдающ\w*|(?:сдач|раздач)\w*\s+карт|(?:в\s+)?процесс?е\s+(?:раз)?сдачи|"
                r"не\s+(?:вс[её]\s+)?(?:было\s+)?(?:сдано|роздано|розданы|сданы)|"
                r"when\s+dealing|while\s+dealing|during\s+the\s+deal|as\s+(?:he|she|I)\s+dealt|the\s+dealer|"
                r"sdaval\w*|razdaval\w*", re.IGNORECASE)
# a card seen or shown, told with the card («открыл» alone is an opening bid, «выпалил» a call blurted)
_VERB = (r"(?:увидел\w*|увидеть|видел\w*|подсмотрел\w*|открыл\w*|перевернул\w*|засветил\w*|выпал(?:а|о|и)?\b|"
         r"выпавш\w*|упал\w*|показал\w*|\bsaw\b|\bseen\b|expos\w*|faced|turned\s+(?:over|up)|flipped|uvidel\w*|"
         r"otkryl\w*)")
_CARD = r"(?:карт\w*|cards?|kart\w*|туз\w*|корол\w*|дам[аыуе]\b|валет\w*)"
_SEEN_OR_SHOWN = cued(rf"{_VERB}\s+(?:\w+\s+){{0,3}}?{_CARD}|{_CARD}\s+(?:\w+\s+){{0,3}}?{_VERB}", re.IGNORECASE)
# shuffled, but not well: Law 6A's thorough shuffle, not 6D2
_BADLY = cued(r"(?:толком|как\s+следует|хорошо|плохо|недостаточно|properly|thoroughly|well)\s+(?:\w+\s+)?$",
              re.IGNORECASE)
_SHUFFLE_WORD = cued(r"т[ао]с\w*|перемеш\w*|shuffl\w*|tasov\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """``6D2`` for cards dealt unshuffled, ``6D1`` for a card seen or shown while the cards were dealt, or None."""
    unshuffled = _NOT_SHUFFLED.search(text)
    if unshuffled is not None:
        return None if _BADLY.search(text[max(0, unshuffled.start() - 25):unshuffled.start()]) else "6D2"
    dealing = _DEALING.search(text)
    if dealing is None:
        return None
    sentence_start = max(text.rfind(mark, 0, dealing.start()) for mark in ".!?;") + 1
    ends = [i for i in (text.find(mark, dealing.end()) for mark in ".!?;") if i >= 0]
    sentence = text[sentence_start:min(ends) if ends else len(text)]
    return "6D1" if _SEEN_OR_SHOWN.search(sentence) and not _SHUFFLE_WORD.search(sentence) else None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the shuffle and deal concepts replaced by the Law 6D section's (settled), when the story says
    the cards went unshuffled or a card was seen while dealing."""

    which = section(text)
    if which is None:
        return found
    return settle(found, FAMILY + (SEEN if which == "6D1" else ()), SECTIONS[which])
