"""What a text tells by its shape rather than its words, for the situation reader (besides whose turn it was,
:mod:`bot.intake.table_order`).

* A card named inside quoted speech by a defender — «у меня ещё туз бубен», "I've still got the ♠A" — is a card
  exposed by naming it (Law 49: a penalty card, 50). Declarer naming a card is designating dummy's (46), so only
  a defender's words count. Told, not quoted («сказал, что у него есть дама пик»), only as a card held: not played
  or clicked («у него мышка сама кликнула туз»), not the tricks claimed, not after the play, and «у меня» only when
  the teller is the one telling (else it is the teller's hand).
* Two different trick counts side by side — "он считает 10 взяток, мы 9", "they say 9 tricks, we say 8" — is a
  disagreement on the number of tricks (79).
* A misclick with a card and no call — "clicked the wrong card, meant the 3 of clubs" — is a card played, not a
  call (45, 47; 25A is for calls).
* A card told as the penalty card by its card — «штрафная бК», «штрафной ♠Q», «♥A — штрафная» — is a penalty card
  (50): the lexicon's phrases see the word, not the card beside it.

Each is a mark (for the lexicon's triggers) and the situation it proves (:data:`PROVES`). Never raises.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.intake.cues import cued
from bot.intake.textscan import Found

PROVES = {"card_named_by_defender": "defender_names_card", "trick_counts_differ": "trick_count_dispute",
          "card_misclicked": "card_played", "penalty_card_by_card": "penalty_card"}

_QUOTE = cued(r"«[^»]{1,200}»|\"[^\"]{1,200}\"|“[^”]{1,200}”|„[^“”]{1,200}[“”]|(?<!\w)'[^']{1,200}'(?!\w)")
_DEFENDER = cued(r"защитник|вистующ|противник|соперник|оппонент|defender|opponent|\bopp\b|\bLHO\b|\bRHO\b|"
                 r"слева|справа|левый|правый|левая|правая|на\s+висте|по\s+висту", re.IGNORECASE)
# a defender telling, not quoting, a card he holds: «объявил вслух, что у него есть дама пик», «написала в чат, что у
# меня король пик остался», "announced that he had the queen": the verb of telling, then whose the card is
_TELLS = cued(r"(?:сказал|объявил|написал|заявил|ляпнул|сообщил|признал|said|announced|wrote|typed|told)\w*"
              r"[^.!?]{0,50}?(?:(?P<mine>у\s+меня)\b|у\s+(?:него|не[её])\b|"
              r"\bI\s+(?:had|have|still\s+have|held|hold)\b(?!\s+to\b)|"  # not "I have to play": an order
              r"\b(?:he|she)\s+(?:had|has|held|holds|still\s+had)\b(?!\s+to\b)|I'?ve\s+got)", re.IGNORECASE)
TOLD_SPAN = 30  # characters between whose the card is and the card
# between whose the card is and the card: a card played or clicked («у него мышка сама кликнула туз», "he had played
# the queen": "had" an auxiliary), a void, or the tricks claimed («у него все остальные взятки: туз пик»): no card
# named as held
_NOT_HELD = cued(r"сыгр\w*|игра\w*|клик\w*|кликн\w*|ткнул\w*|нажал\w*|завис\w*|\bнет\b|взят\w*|"
                 r"\w+ed\b|\bplay\w*|\bled\b|\blead\w*|click\w*|trick\w*|\bno\b|n't\b|\bbeen\b", re.IGNORECASE)
# «у меня» in reported speech is the teller's hand («противник сказал, что у меня король»), a defender's own only
# when the teller is the one telling («я на висте написала в чат, что у меня король пик»)
_I_TELL = cued(r"\bя\b", re.IGNORECASE)
# what he held told after the play, or as past («у него был король»): talk about the hand, no card named as held
_HELD_BEFORE = cued(r"после\s+(?:сдачи|розыгрыша|игры|окончания|последней\s+взятки|13|тринадцат\w*)|"
                    r"в\s+конце\s+(?:сдачи|розыгрыша|игры)|"
                    r"(?:розыгрыш|игра|сдача)\w*\s+(?:\w+\s+)?(?:закончил|окончил|завершил|кончил)\w*|"
                    r"(?:закончил|окончил|завершил|кончил)\w*\s+(?:\w+\s+)?(?:розыгрыш|игр|сдач)\w*|"
                    r"after\s+the\s+(?:hand|play|deal|board|last\s+trick)|"
                    r"after\s+all\s+(?:the\s+)?(?:thirteen|13)\s+tricks|"
                    r"(?:play|hand)\s+(?:had\s+|was\s+)?(?:ended|finished|over)|"
                    r"у\s+(?:меня|него|не[её])\s+(?:был|была|было|были)\b",
                    re.IGNORECASE)
_NOT_DEFENDER = cued(r"разыгрывающ|declarer|болван|dummy|стол\b|дамми", re.IGNORECASE)
# the teller's partner is a defender when the story says the teller's side defends («защита против 2♠», «я на висте»)
_PARTNER = cued(r"партн[её]р|partner", re.IGNORECASE)
_WE_DEFEND = cued(r"\bзащита\s+против|\bмы\s+(?:защищал|вистовал)\w*|"
                  r"\b(?:я|мы)\s+(?:был\w*\s+)?(?:на\s+висте|вистующ\w*|защитник\w*)|\bмы\s+в\s+защите|\bwe\s+(?:were\s+)?defend\w*|\bI\s+was\s+(?:a\s+)?defend\w*|"
                  r"\bdefending\s+against|\bwe\s+were\s+on\s+defen[cs]e", re.IGNORECASE)
_TRICKS = cued(r"взят\w*|tricks?", re.IGNORECASE)
# «штрафн…» right before the card («штрафная бК», «штрафной картой ♠Q») or right after it («♥A — штрафная»,
# «♠Q стала штрафной»); not the points or tricks of a penalty, even beside a card («♥A — штрафные взятки»,
# «бК — штрафной балл»: a revoke's tricks, Law 64; a procedural penalty, Law 90)
_NOT_A_CARD = r"(?!\s+(?:взят|балл|очк|санкц|trick|point))"
_PENALTY_BEFORE = re.compile(r"\bштрафн\w*\s+(?:карт\w*\s+)?$", re.IGNORECASE)
_PENALTY_AFTER = re.compile(r"\s*(?:[-—–:]\s*)?(?:(?:стал[аои]?|теперь|уже|это)\s+)?штрафн\w*\b" + _NOT_A_CARD,
                            re.IGNORECASE)
_COUNT = cued(r"(?<![\w/.,:-])(1[0-3]|[0-9])(?![\w/.,:-]|\s?(?:-?(?:й|я|ю|ой|ая|ую|th|st|nd|rd)\b))")
_DIGIT = re.compile(r"[0-9]")  # every count holds one (a story's numbers are mostly its calls', blanked)
_MISCLICK = cued(r"mis-?click|мисклик|clicked|кликнул|нажал|ткнул|wrong (?:card|button)|не ту карт",
                 re.IGNORECASE)


def marks(text: str, calls: list[Found], cards: list[Found], taken: Sequence[Found] = ()) -> set[str]:
    """The facts above that the text tells (keys of :data:`PROVES`); ``calls``: the calls made (not the contract),
    ``taken``: every call and card found, whose numbers count no tricks ("4♠, взяли 10 взяток")."""
    found: set[str] = set()
    if cards and _card_named_by_defender(text, cards):
        found.add("card_named_by_defender")
    blanked = _blanked(text, [*taken, *calls, *cards]) if _TRICKS.search(text) and _DIGIT.search(text) else ""
    if _DIGIT.search(blanked) and _trick_counts_differ(blanked):  # (no count without a digit: not read then)
        found.add("trick_counts_differ")
    # a card told in words (a chat message sent to the wrong window) is no card clicked by mistake
    if cards and not calls and "card_named_by_defender" not in found and _MISCLICK.search(text):
        found.add("card_misclicked")
    if any(_PENALTY_BEFORE.search(text, max(0, c.start - 30), c.start) or _PENALTY_AFTER.match(text, c.end)
           for c in cards):
        found.add("penalty_card_by_card")
    return found


def _card_named_by_defender(text: str, cards: list[Found]) -> bool:
    """A card a defender named as his: quoted, or told as what he holds (:func:`_told_by_defender`); not one told
    after the play (what he had is no card named as held)."""
    if _HELD_BEFORE.search(text):
        return False
    return _quoted_by_defender(text, cards) or _told_by_defender(text, cards)


def _told_by_defender(text: str, cards: list[Found]) -> bool:
    """A defender told that he holds a card (Law 49: named as being in his hand), said or written, not quoted."""
    for told in _TELLS.finditer(text):
        if not any(told.end() <= c.start <= told.end() + TOLD_SPAN and not _NOT_HELD.search(text, told.end(), c.start)
                   for c in cards):
            continue
        clause = re.split(r"[.!?;]", text[max(0, told.start() - 80):told.start()])[-1]
        if told["mine"] and not _I_TELL.search(clause.split(",")[-1]):
            continue
        if _by_defender(text, clause):
            return True
    return False


def _by_defender(text: str, clause: str) -> bool:
    """Whether the clause names a defender as the speaker: by name, or the teller's partner in a story where the
    teller's side defends; declarer's side named there is not."""
    if _NOT_DEFENDER.search(clause):
        return False
    return _DEFENDER.search(clause) is not None or (_PARTNER.search(clause) is not None and
                                                   _WE_DEFEND.search(text) is not None)


def _quoted_by_defender(text: str, cards: list[Found]) -> bool:
    """A defender quoted naming a card as held, not asking about one («у тебя туз пик?»)."""
    for quote in _QUOTE.finditer(text):
        if not any(quote.start() <= c.start < quote.end() for c in cards) or "?" in quote.group():
            continue
        before = text[max(0, quote.start() - 80):quote.start()]
        clause = re.split(r"[.!?;]", before)[-1]
        if _by_defender(text, clause):
            return True
    return False


def _blanked(text: str, spans: list[Found]) -> str:
    """The text with the spans replaced by spaces (positions kept)."""
    chars = list(text)
    for span in spans:
        chars[span.start:span.end] = " " * (span.end - span.start)
    return "".join(chars)


def _trick_counts_differ(text: str) -> bool:
    """A count of 0–13 said of tricks ("10 взяток", "9 tricks"), and another, different count right around it
    ("…, мы 9", "we say 8")."""
    for trick in _TRICKS.finditer(text):
        attached = [m for m in _COUNT.finditer(text, max(0, trick.start() - 4), trick.start())
                    if not text[m.end():trick.start()].strip()]
        if not attached:
            continue
        around = text[max(0, attached[0].start() - 25):trick.end() + 25]
        if len({int(m[1]) for m in _COUNT.finditer(around)}) >= 2:
            return True
    return False
