"""Which card a text says was exposed during the auction, for the situation reader (Law 24).

The lexicon recognises a card shown during the auction (``card_exposed_in_auction``: Law 24), but the section
depends on the card, which the reader knows (a card named near a word of falling or showing; other cards of the
story, "у меня был ♠A", are not the one shown): a single card below an honour is 24A (no penalty but partner's
unauthorized information), a single honour or a card led before the auction ended is 24B (partner must pass at his
next turn), two or more cards are 24C. Honours are the ace, king, queen, jack and ten (the glossary).

The general concept (and any other section's, read from the words alone) is then replaced by the section's own
(its first law the section, the law after it); without named cards the lexicon's own words decide (``туз выпал``).
A card told as seen or fallen before the auction began is no card exposed during it: extraneous information, 16B.
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.card_words import ENGLISH_RANKS, SPOT_STEMS, alternatives
from bot.intake.cues import Cued, cued
from bot.intake.textscan import Found
from lawbase.search.concepts import settle

GENERAL = "card_exposed_in_auction"
SECTIONS = {"24A": "low_card_exposed_in_auction", "24B": "honour_exposed_in_auction",
            "24C": "cards_exposed_in_auction"}
FAMILY = (GENERAL, *SECTIONS.values())
HONOURS = frozenset("AKQJT")
NEAR = 40  # characters: a card named this close to a word of falling or showing is the card shown
# "from the hand onto the table": the words of a card shown (not "показал" alone: "показал двух тузов" is a bid; not
# "shows" alone either: "partner's 2♣ shows an ace" is what a bid means, "he shows his ace to everybody" a card shown)
_SHOWN = cued(r"упал\w*|уронил\w*|выпал\w*|выскользнул\w*|засветил\w*|лицом\s+вверх|картинкой\s+вверх|"
              r"рубашкой\s+вниз|на\s+стол|увидел\w*|видел\w*|увидал\w*|видал\w*|dropped|fell|exposed|face\s+up|showed|shown|seen|saw|"
              r"\bshows?\s+(?:his|her|their)\b|\bshows?\b(?=[^.;!?]{0,40}?\b(?:to\s+(?:everybody|everyone|the\s+table|all)"
              r"\b|face\s+up|by\s+accident|accidentally))", re.IGNORECASE)
# before the auction began («до торговли», "before the auction"; not «до конца торговли», "before the bidding ended",
# still in it; not «до первой заявки», since a side's auction period begins when either partner has looked at his
# cards, 17A): a card seen then is extraneous information (16B; 16B1–3 are the
# director's remedies), no card exposed during the auction
_BEFORE_AUCTION = cued(r"(?:до|перед)\s+(?:(?:самого\s+)?начал\w+\s+)?торгов\w*|before\s+(?:the\s+|any\s+)?"
                       r"(?:auction|bidding)(?!\s+(?:was\s+|had\s+|has\s+|is\s+)?(?:over|end\w*|finish\w*|complete\w*|"
                       r"clos\w*|done)\b)", re.IGNORECASE)
# the story puts the card in the auction outright («а во время торговли левый уронил туза»): Law 24, whatever came
# before it
_IN_AUCTION = cued(r"(?:во\s+время|посреди|в\s+ходе|в\s+середине|в\s+процессе)\s+торговл\w*|mid-?(?:auction|bidding)|"
                   r"(?:during|in\s+the\s+middle\s+of)\s+(?:the\s+)?(?:auction|bidding)", re.IGNORECASE)
# who let the card fall: the teller's own side (partner, himself, or no one named: «уронил туза») is Law 24's, since
# the side's auction period began when either partner looked at his cards (17A); 16B is for another's card seen
_DROPPED = cued(r"уронил\w*|выронил\w*|выпал\w*|упал\w*|выскользнул\w*|засветил\w*|dropped|fell|exposed|showed",
                re.IGNORECASE)
_OWN_SIDE = cued(r"(?:партн\w*|напарни\w*|\bя\b|\bменя\b|\bi\b|\bpartner\w*|\bpard\b)(?!\s+(?:\w+\s+)?(?:у?видел|"
                 r"разглядел|заметил|saw|spotted|noticed|could\s+see))", re.IGNORECASE)  # the one who let it fall
_OTHERS = cued(r"\b(?:прав|лев)(?:ый|ая|ого|ой|ому|ым|ую)\b|справа|слева|сосед\w*|соперни\w*|оппонент\w*|противни\w*|"
               r"восток\w*|запад\w*|север\w*|\bюг\w*|\blho\b|\brho\b|opponent\w*|\bopps?\b|\b(?:east|west|north|south)\b|"
               r"\bleft\b|\bright\b|разыгрывающ\w*|вистующ\w*|declarer|defender\w*|\bон\b|\bона\b|\bhe\b|\bshe\b",
               re.IGNORECASE)
_UNNAMED = re.compile(r"уронил|выронил|засветил", re.IGNORECASE)  # «уронил туза»: the teller, his subject unsaid
BEFORE = "card_seen_before_auction"
_LED = cued(r"сходил\w*|атаковал\w*|первый\s+ход|первую\s+карту|первой\s+картой|преждевременно|\bled\b|"
            r"\bleads\b|opening\s+lead", re.IGNORECASE)
_CLAUSE = cued(r"[,;.!?]|\s(?:а|но|but|while|later|потом)\s", re.IGNORECASE)
_RANK = rf"(?:туз|корол|дам|валет|{alternatives(SPOT_STEMS, after='')}|{alternatives(ENGLISH_RANKS, after='')})\w*"
# two cards said by their ranks («вывалились семёрка и двойка», "the ace and the king fell")
_SEVERAL = cued(r"\b(?:две|двe|обе|три|несколько|2)\s+карт\w*|\b(?:two|both|three|several|2)\s+cards\b|"
                rf"\b{_RANK}\s+(?:и|and)\s+(?:the\s+)?{_RANK}", re.IGNORECASE)


def section(text: str, cards: list[Found]) -> str | None:
    """``24A``, ``24B`` or ``24C`` for the cards the text says were shown, or None when it names none near a word
    of showing. Two or more cards said in words ("две карты") are 24C whatever is named."""
    if _SEVERAL.search(text):
        return "24C"
    shown = [card for card in cards if _near(text, card, _SHOWN)] or [card for card in cards if _near(text, card, _LED)]
    values = list(dict.fromkeys(card.value for card in shown))
    if not values:
        return None
    if len(values) >= 2:
        return "24C"
    if values[0][-1:] in HONOURS or _near(text, shown[0], _LED):
        return "24B"
    return "24A"


def _near(text: str, card: Found, words: re.Pattern[str] | Cued) -> bool:
    """Whether one of ``words`` is said in the card's own clause, within ``NEAR`` characters of it."""
    before = _CLAUSE.split(text[max(0, card.start - NEAR):card.start])[-1]
    after = _CLAUSE.split(text[card.end:card.end + NEAR])[0]
    return words.search(before + " " + text[card.start:card.end] + " " + after) is not None


def refine(text: str, cards: list[Found], found: list[Any]) -> list[Any]:
    """``found`` (the reader's concepts, strongest first) with the general Law 24 concept replaced by its section's,
    when the lexicon found it (or one of its sections, from the words: «семёрка выпала») at full weight and the text
    names the cards."""

    general = next((m for m in found if m.id in FAMILY and m.weight >= 1.0), None)  # or a section the words read
    if general is not None and _BEFORE_AUCTION.search(text) and _SHOWN.search(text) and _anothers(text):
        return settle(found, (*FAMILY, "seeing_cards"), BEFORE, general.weight)  # seen before the auction: 16B
    which = section(text, cards) if general is not None else None
    if general is None or which is None:
        return found
    return settle(found, FAMILY, SECTIONS[which], general.weight)


def _anothers(text: str) -> bool:
    """Whether the card seen before the auction was another's: the story does not put it in the auction outright,
    and no clause tells the teller's own side letting a card fall (one that names the teller or partner and no
    other player, or a Russian one with no player named: «уронил туза перед торговлей»)."""
    if _IN_AUCTION.search(text):
        return False
    for drop in _DROPPED.finditer(text):
        begin = max((m.end() for m in _CLAUSE.finditer(text, 0, drop.start())), default=0)
        stop = next((m.start() for m in _CLAUSE.finditer(text, drop.end())), len(text))
        clause = text[begin:stop]
        if _OTHERS.search(clause) is None and (_OWN_SIDE.search(clause) or _UNNAMED.match(drop.group())):
            return False
    return True
