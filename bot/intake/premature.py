"""What declarer chose after a defender's premature lead or play, and whether the offender's partner could comply,
say which section of Law 57 governs, for the situation reader.

The lexicon recognises a defender playing or leading before his partner has played to the current trick
(``premature_play``, ``play_before_trick_ends``: Law 57A); the section depends on facts the story states:

* the offender's partner cannot do what declarer chose (he has no card of that suit): 57B, he may play any card
  (Law 59);
* else declarer required his highest card of the suit led, 57A1; his lowest, 57A2; or forbade a card of another
  suit, 57A3.

The general concept is replaced by the section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from bot.intake.lead_restriction import PENALTY_CARD_TOLD
from bot.intake.seat_side import declares
from lawbase.search.concepts import settle

# the lexicon's own readings of the situation
GENERAL = ("premature_play", "play_before_trick_ends", "inability_to_play")
SECTIONS = {"57A1": "premature_play_highest", "57A2": "premature_play_lowest", "57A3": "premature_play_other_suit",
            "57B": "premature_play_cannot_comply"}
PARTNER_TO_PLAY = "premature_play_partner_to_play"  # played while partner was still to play, no choice told: 57A
FAMILY = GENERAL + tuple(SECTIONS.values()) + (PARTNER_TO_PLAY,)  # what a settled section replaces
MIN_WEIGHT = 0.5

_PREMATURE = cued(r"преждевременн\w*|поспешн\w*|раньше\s+(?:партн\w*|меня|него|неё|нее|своего)|"
                  r"прежде\s+(?:чем\s+)?партн\w*|вперёд\s+партн\w*|"
                  r"до\s+того,?\s+как\s+(?:\w+\s+)?(?:партн\w*|я)\s+(?:сыграл|положил|дал|сходил)|"
                  r"do\s+togo,?\s+kak\s+(?:\w+\s+)?(?:partn\w*|ya)\s+(?:sygral|polozhil|dal|shodil)|не\s+дождавшись\s+(?:\w+\s+)?"
                  r"партн\w*|пока\s+(?:\w+\s+){0,3}?(?:(?:ещё|еще)\s+)?не\s+(?:сыграл|положил|дал|сходил)\w*|premature\w*|before\s+(?:his\s+|her\s+|"
                  r"my\s+)?partner\b|before\s+me\b|while\s+(?:his\s+partner|\w+)\s+had\s+not\s+(?:yet\s+)?played|"
                  r"prezhdevremenn\w*|ran'?she\s+partner\w*|too\s+early|слишком\s+рано|раньше\s+времени",
                  re.IGNORECASE)
# an opening lead out of turn (Laws 54/56), or declarer already played from both hands (57C): no choice under 57A
_NOT_57A = cued(r"атак\w*|opening\s+lead|первый\s+ход|played\s+from\s+both\s+hands|"
                r"сыграл\w*\s+(?:с|из)\s+обеих\s+рук", re.IGNORECASE)
# declarer's choice is told after a verb of requiring or forbidding
_CHOOSES = cued(r"требова\w*|требу\w*|потребова\w*|велел\w*|решил\w*|заставил\w*|заставля\w*|хочет,?\s+чтобы|"
                r"require\w*|demand\w*|told|asked|"
                r"insist\w*|wants|trebu\w*|potreboval\w*", re.IGNORECASE)
# declarer's choice said as the order itself ("declarer says 'play your highest'", «разыгрывающий: «положи
# младшую»»): the order counts only said by declarer, named at most three words before it and no other person
# between ("partner chose to play his highest", «судья сказал «играйте»», «партнёр мне: «сыграй старшую»» are not)
_ORDERS = cued(r"(?:declarer|разыгрывающ\w*)\W{1,4}(?:(?!партн|судь|partner|director|td\b)\w+\W{1,4}){0,3}"
               r"(?:play\s+(?:your|his|her)\b|(?:сыграй|положи|клади|играй)(?:те)?\b)", re.IGNORECASE)
# what declarer may choose asked about, nothing chosen told («что разыгрывающий может выбрать», "declarer's options"):
# the choices of 57A as a whole
_OPTIONS = cued(r"(?:разыгрывающ\w*|декларер\w*|declarer)\W+(?:\w+\W+){0,2}?(?:выбира\w*|выбрать|выбор\w*|"
                r"вправе\s+(?:потребовать|требовать|запретить)|choose|choice|options?)|"
                r"(?:выбор|варианты|options?|choices?)\s+(?:у\s+)?(?:разыгрывающ\w*|декларер\w*|of\s+(?:the\s+)?declarer)|"
                r"declarer'?s\s+(?:options?|choices?)", re.IGNORECASE)
_HIGHEST = cued(r"старш\w*|высш\w*|наибольш\w*|больш\w*|(?:самую|самой)\s+крупн\w*|highest|top\s+card|starsh\w*",
                re.IGNORECASE)
_LOWEST = cued(r"младш\w*|маленьк\w*|низш\w*|мелк\w*|наименьш\w*|lowest|smallest|mladsh\w*", re.IGNORECASE)
_OTHER_SUIT = cued(r"(?:don'?t|do\s+not)\s+(?:play|lead)\s+(?:a\s+|any\s+)?"
                   r"(?:spades?|hearts?|diamonds?|clubs?|trumps?)\b|"
                   r"\bне\s+(?:играй|ходи|клади|давай)\w*\s+(?:в\s+)?(?:пик|черв|бубн|треф|козыр)\w*|"
                   r"запре[тщ]\w*\s+(?:\w+\s+){0,3}?(?:играть|бить|сыграть|козыр\w*|друг\w*|пик\w*|черв\w*|бубн\w*|"
                   r"треф\w*|масть|масти)|zapre(?:shch|t)\w*\s+(?:\w+\s+){0,3}?(?:igrat\w*|mast\w*|kozyr\w*)|forbid\w*\s+(?:\w+\s+){0,3}?(?:to\s+play|suit|spades?|hearts?|diamonds?|clubs?|ruff)|"
                   r"forbade\s+(?:\w+\s+){0,3}?(?:to\s+play|suit|spades?|hearts?|diamonds?|clubs?|ruff)|"
                   r"(?:bar|bars|barred|prohibit\w*)\s+(?:\w+\s+){0,3}?(?:from\s+playing|to\s+play|suit|"
                   r"spades?|hearts?|diamonds?|clubs?|ruff)",
                   re.IGNORECASE)
_CANNOT = cued(r"(?:масти|пик|червей|черв|бубен|треф|козырей|\b(?:не)?е[её]|\bих)\s+(?:у\s+\w+\s+)?"
               r"(?:вообще\s+|вапще\s+|вобще\s+)?(?:нет|не\s+было)|(?:masti|pik|chervej|bub[ei]n|tref)\s+"
               r"(?:voobsh\w*\s+|vapshe\s+)?net\b|нет\s+(?:\w+\s+)?(?:масти|пик|червей|бубен|треф)|нет\s+ничего,?\s+кроме|"
               r"не\s+(?:может|мог)\s+(?:выполнить|исполнить)|(?:have|has|had)\s+(?:none|no\s+(?:spades|hearts|"
               r"diamonds|clubs|trumps|cards?\s+(?:in|of)))|can'?t\s+(?:comply|be\s+played)|cannot\s+comply|"
               r"unable\s+to\s+comply|void\s+in|net\s+masti|(?:is|was|being)\s+void\b|"
               r"(?:has|had)\s+no\s+cards?\s+(?:in|of)\s+(?:that|the|this)\s+suit", re.IGNORECASE)
# the partner's inability told of declarer's choice as a whole ("cannot comply with declarer's choice", «не может
# выполнить требование»), before or without the choice's words: 57B whichever declarer chose
_COMPLY = cued(r"(?:can'?t|cannot|unable\s+to)\s+comply|не\s+(?:может|мог\w*)\s+(?:выполнить|исполнить)",
               re.IGNORECASE)
# no premature play told, but the highest or lowest card of a suit required of a player who has none of it (by
# declarer, by «по наказанию», of the offender's partner): only Law 57A requires a rank, so the story is 57B (a
# penalty card's «старшая», a lead required in a suit, "no more spades" are not; nor «велел сыграть старшую», which
# a director's review left unsettled with no premature play told: tests/intake/reviewed/law57.tsv)
_RANK_REQUIRED = cued(r"(?:требова|требу|потребова|заставил|должен|должна|обязан|по\s+наказани|по\s+штраф|"
                      r"нарушител|trebu|potreboval|must|has\s+to|had\s+to|offender|required|demanded)\w*"
                      r"[^.?!]{0,60}?\b(?:старш|высш|наибольш|младш|наименьш|highest|lowest|starsh|mladsh)\w*",
                      re.IGNORECASE)


# a defender who played while his partner was still to play to the trick («W ещё думает, а E уже бросил карту»,
# «мой партнёр ещё думал, а я уже положила свою карту», "partner was still thinking when I played"): 57A. Who is
# still to play, then who played; the two must be partners (``_partners``)
_SIDE = (r"партн[её]р\w*|partner|(?-i:[NESW])(?![\w'])|север\w*|юг\w*|восток\w*|запад\w*|north|south|east|west|"
         r"я|он|она|I|he|she")
_STILL_TO_PLAY = cued(
    rf"(?<![\w'])(?P<who>{_SIDE})\s+(?:\w+\s+)?(?P<still>(?:вс[её]\s+)?(?:ещё|еще|пока)\s+)?"
    r"(?:думал\w*|думает|размышля\w*|выбира\w*|не\s+(?:сыграл|положил|походил|сходил|дал|ответил|успел)\w*)"
    rf"[^.;!?]{{0,30}}?\s(?:а|но|и|когда|как)\s+(?:мой\s+|моя\s+|его\s+|её\s+|ее\s+)?(?P<player>{_SIDE})"
    r"(?:,\s*котор\w*[^,.;!?]{0,50},)?\s+(?P<already>уже\s+)?(?:\w+\s+)?"
    r"(?:положил|бросил|сыграл|выложил|кинул|сбросил|дал|пош[её]л|зашёл|зашел|сходил|вышел)\w*|"
    rf"(?<![\w'])(?P<who_en>{_SIDE})\s+(?:was\s+|is\s+)?still\s+(?:thinking|considering|deciding|to\s+play)"
    rf"[^.;!?]{{0,30}}?\s(?:when|and|but)\s+(?P<player_en>{_SIDE})\s+(?:already\s+)?"
    r"(?:played|threw|put|dropped|followed|discarded)\b", re.IGNORECASE)
_BIDDING = cued(r"карточк\w*|\bпас\w*|контр\w*|заявк\w*|торг\w*|\bbid\w*|\bpass\w*|doubl\w*|auction",
                re.IGNORECASE)
# a lead no trick was under way for: the opening lead («партнёр ещё думал над первым ходом», «торговля закончилась»),
# or partner was to lead («думал, с какой карты выйти»): a lead out of turn (Laws 54, 56), not 57A
_NO_TRICK_YET = cued(r"атак\w*|opening\s+lead|перв\w*\s+ход\w*|first\s+lead|"
                     r"торг\w*\s+(?:уже\s+)?(?:закончил|кончил|окончил|заверши)\w*|(?:после|по\s+окончании)\s+торг\w*|"
                     r"выйти|выходить|с\s+чего\s+(?:ходить|пойти|зайти)|to\s+lead\b", re.IGNORECASE)
# the auction named before the match too («На торговле N ещё думал, а S уже выложил 2♥»), or a bidding box
_AUCTION = cued(r"торг\w*|\bбокс\w*|bidding\s+box|auction|заявк\w*", re.IGNORECASE)
_TRICK = cued(r"взятк\w*|trick\w*|vzyatk\w*", re.IGNORECASE)
_PRONOUNS = frozenset(("я", "он", "она", "i", "he", "she"))
_PARTNER_OF = {"n": "s", "s": "n", "e": "w", "w": "e"}
_SEAT_WORDS = (("север", "n"), ("north", "n"), ("юг", "s"), ("south", "s"), ("восток", "e"), ("east", "e"),
               ("запад", "w"), ("west", "w"))


def partner_still_to_play(text: str) -> bool:
    """Whether the story tells a player playing a card while his partner was still to play to the trick."""
    if _NO_TRICK_YET.search(text) or (_AUCTION.search(text) and not _TRICK.search(text)):
        return False
    for told in _STILL_TO_PLAY.finditer(text):
        if _BIDDING.search(text, told.start(), told.end() + 30):  # «…а я уже положил карточку пас»: the auction
            continue
        if told.group("who") is not None and not (told.group("still") or told.group("already")):
            continue  # «партнёр думал, а я сыграл»: in what order is not said
        who = (told.group("who") or told.group("who_en")).lower()
        player = (told.group("player") or told.group("player_en")).lower()
        if _partners(who, player) and not _declaring(text, who):
            return True
    return False


def _partners(who: str, player: str) -> bool:
    """Whether the player still to play and the one who played are partners: «партнёр» and a pronoun («я», «он»), or
    two compass seats of one side."""
    if who.startswith(("партн", "partner")):
        return player in _PRONOUNS
    if player.startswith(("партн", "partner")):  # «я ещё думал, а мой партнёр уже выложил»
        return who in _PRONOUNS
    first, second = _letter(who), _letter(player)
    return first is not None and second is not None and _PARTNER_OF[first] == second


def _letter(word: str) -> str | None:
    """The compass letter of a seat word («восток», "north", ``e``), or None (a pronoun, «партнёр»)."""
    if len(word) == 1 and word in "nesw":
        return word
    return next((letter for stem, letter in _SEAT_WORDS if word.startswith(stem)), None)


def _declaring(text: str, who: str) -> bool:
    """Whether the two seats named are declarer's side (declarer and dummy: «Declarer South was still thinking when
    North put a card from dummy», Law 45), not defenders."""
    return not who.startswith(("партн", "partner")) and declares(text, who) is True


def section(text: str) -> str | None:
    """``57A1``, ``57A2``, ``57A3`` or ``57B`` for a premature lead or play and declarer's choice, or None."""
    if _NOT_57A.search(text):
        return None
    if not _PREMATURE.search(text):
        required = None if PENALTY_CARD_TOLD.search(text) else _RANK_REQUIRED.search(text)
        return "57B" if required and _CANNOT.search(text, required.end()) else None
    if _COMPLY.search(text):
        return "57B"
    found = [m for m in (_CHOOSES.search(text), _ORDERS.search(text), _OTHER_SUIT.search(text)) if m is not None]
    start = min(m.start() for m in found) if found else None
    if start is None:
        return None  # declarer's choice is not told (the offender's own card says nothing)
    told = text[start:]
    highest, lowest, forbids = _HIGHEST.search(told), _LOWEST.search(told), _OTHER_SUIT.search(told)
    chosen = [m for m in (highest, lowest, forbids) if m is not None]
    if not chosen:
        return None
    first = min(chosen, key=lambda m: m.start())
    if _CANNOT.search(told, first.end()):
        return "57B"
    if first is forbids:
        return "57A3"
    return "57A1" if first is highest else "57A2"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 57 concepts replaced by the section's (settled), when the lexicon read a premature
    play and the story says what declarer chose."""

    premature = reads_any(found, FAMILY, MIN_WEIGHT)
    which = section(text) if premature else None
    if which is None and (partner_still_to_play(text) or (premature and _asks_options(text))):
        # the defender's card is the story: declarer's lead that began the trick is none from the wrong hand (55)
        return settle(found, (*FAMILY, "declarer_wrong_hand"), PARTNER_TO_PLAY)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


def _asks_options(text: str) -> bool:
    """Whether a premature play is told with declarer's options asked about and none of them chosen (57A)."""
    return bool(_PREMATURE.search(text)) and not _NOT_57A.search(text) and bool(_OPTIONS.search(text))
