"""Who won a trick, for the situation reader (Law 44E and 44F).

The lexicon reads a question about the procedure of the play (``play_procedure``: who leads, who wins the trick,
following suit); when the story asks who won a trick, what it says of trumps decides the section:

* the trick held a trump («козырнул», «подрезал козырем», «два козыря», «пики козыри», "ruffed", "spades are
  trumps"): 44E, the highest trump wins it;
* it held none («козырей во взятке нет», «без козырей», "nobody played a trump"), the contract was in notrump
  («в 3БК», «играем БК», "NT contract"), or the story asks whether the highest card of the suit led wins («старшая в
  масти хода», "highest card of the suit led"): 44F.

A story that asks who won a trick and says nothing of trumps gets no section; a revoke (a trump played by a player
who could follow) is the revoke readers'. The general concept is replaced by the section's, marked settled. Never
raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

SECTIONS = {"44E": "trick_won_by_trump", "44F": "trick_won_in_suit_led"}
GENERAL = ("play_procedure",)
FAMILY = GENERAL + tuple(SECTIONS.values())
MIN_WEIGHT = 0.3

_TRICK = cued(r"взятк\w*|\btricks?\b|vzyatk\w*", re.IGNORECASE)
# the question who won (or takes) the trick
_WHO_WON = cued(r"кто\s+(?:\S+\s+){0,3}?(?:взял\w*|бер[её]т|беерет|выиграл\w*|выигрывает|забира\w*|забрал\w*|бь[её]т)|"
                r"чь[яю]\s+(?:\S+\s+){0,2}?взятк\w*|взятк\w*\s+(?:ведь\s+)?(?:моя|его|её|ее|их|наша|ваша|чья)\b|"
                r"(?:взял|берёт|берет|бь[её]т)\s+(?:ли\s+)?(?:\S+\s+){0,2}?взятк\w*|выигрывается|"
                r"(?:взятку|взятка)\s+(?:\S+\s+){0,2}?(?:берёт|берет|выигрывает|забрал\w*)|"
                r"who\s+(?:\S+\s+){0,2}?(?:wins?|won|takes|took)|whose\s+trick|is\s+won\s+by|"
                r"(?:wins?|takes?|won)\s+the\s+trick(?!\s+\d)|kto\s+(?:\S+\s+)?(?:beret|vzyal|vyigr\w*)|"
                r"vyigryvaet", re.IGNORECASE)
# no trump in the trick, or a notrump contract
_NO_TRUMP = cued(r"без\s*козыр\w*|безкозыр\w*|бескозыр\w*|(?:нет|не\s+было)\s+козыр\w*|козыр\w*\s+(?:\S+\s+){0,2}?нет|"
                 r"никто\s+не\s+козыр\w*|(?-i:(?<![\w♠♥♦♣])\d?\s*(?:бк|БК|Бк)\b)|"
                 r"no\s+trumps?\s+(?:in|was|were)|nobody\s+(?:played\s+a\s+)?trump\w*|without\s+(?:a\s+)?trumps?|"
                 r"no\s+trump\s+played|\bnt\s+contract|notrump\s+contract|no-?trump\s+contract|\b\d\s*nt\b|"
                 r"bez\s+kozyr\w*|net\s+kozyr\w*|kozyr\w*\s+(?:\S+\s+){0,2}?net\b", re.IGNORECASE)
# a trump in the trick, or the trump suit named
_TRUMP = cued(r"козыр\w*|перекозыр\w*|подрезал\w*|\bruff\w*|\btrump\w*|\bkozyr\w*", re.IGNORECASE)
# the contract's trump suit told by its symbol («Контракт 4♥», «играем 4♠», "playing 3♦", «в 4♥»), and a card of that
# suit played after it («…он кладёт ♥2»): a trump in the trick (the contract's own symbol is not that card)
_CONTRACT_SUIT = cued(r"(?:контракт\w*|играем|играли|играю|играет|играл\w*|contract|playing|в)\s*:?\s*[1-7]\s*([♠♥♦♣])",
                      re.IGNORECASE)
_SUIT_SYMBOL_CARD = re.compile(r"([♠♥♦♣])\s*(?:10|[2-9AKQJTВДКТ])(?![\w])|"
                               r"(?<![\w♠♥♦♣])(?:10|[2-9AKQJTВДКТ])\s*([♠♥♦♣])")
# whether the highest card of the suit led wins
_SUIT_LED = cued(r"старш\w*\s+(?:карт\w*\s+)?(?:в\s+)?масти\s+хода|"
                 r"highest\s+(?:card\s+)?(?:of|in)\s+(?:the\s+)?suit\s+led|"
                 r"starsh\w*\s+(?:karta\s+)?(?:v\s+)?masti\s+hoda", re.IGNORECASE)
# not the question of the trick's winner: a revoke, a claim, a count of the tricks
_OTHER = cued(r"ренонс|revok|фальш|не\s+(?:дал|ответил|положил)\w*\s+в\s+\w+|could\s+have\s+followed|"
              r"while\s+(?:\w+\s+)?(?:still\s+)?(?:held|holding|had|having)|хотя\s+(?:у\s+\w+\s+)?(?:был|имел|оставал)\w*|"
              r"сколько\s+взяток|how\s+many\s+tricks|вс[ея]\s+взятк\w*|претенз|claim|клейм", re.IGNORECASE)


def section(text: str) -> str | None:
    """``44E`` or ``44F`` for a question who won a trick, by what the story says of trumps, or None."""
    asked = _WHO_WON.search(text)
    if asked is None or _OTHER.search(text):
        return None
    if _NO_TRUMP.search(text):
        return "44F"
    if _TRUMP.search(text) or _trump_card_told(text, asked):
        return "44E"
    if _SUIT_LED.search(text):
        return "44F"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the procedure of the play replaced by Law 44E or 44F (settled), when the lexicon read it and
    the story asks who won a trick (or names one) and says whether a trump was in it."""

    if not reads_any(found, GENERAL, MIN_WEIGHT) and _TRICK.search(text) is None:
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


def _trump_card_told(text: str, asked: re.Match[str]) -> bool:
    """Whether a card of the contract's trump suit is told after the contract («Контракт 4♥. … он кладёт ♥2») and
    no later than the sentence asking who won the trick (a card of a later trick, «…кто взял взятку? Потом ♥2»,
    was not in it)."""
    contract = _CONTRACT_SUIT.search(text)
    if contract is None:
        return False
    ends = [i for i in (text.find(mark, asked.end()) for mark in ".!?") if i >= 0]
    return any(contract.group(1) in (card.group(1), card.group(2))
               for card in _SUIT_SYMBOL_CARD.finditer(text, contract.end(), min(ends, default=len(text))))
