"""What a story says about a double or redouble says which section of Law 19 governs, for the situation reader.

Law 19A is the double, 19B the redouble (read from the words: «реконтра», "redouble", «перeконтра»); within each:

* the doubler misperceived the bid (its level or denomination: "думал, там 3♠, а было 3♦"): 19A3 / 19B3 — he doubled
  the bid actually made;
* the doubler named the level or denomination ("контрирую ваши 4 черви", "double four spades"): 19A2 / 19B2 — the only
  proper form is the single word;
* a later legal call came after it ("я реконтрил, а левый сказал 4♣ — реконтра ещё считается?"): 19C — it is
  superseded;
* the score of a doubled contract ("сыграли с контрой, как это в записи"): 19D;
* a double or redouble not of the last bid by an opponent ("реконтра, хотя никто не контрил", "контра партнёру"):
  19A1 / 19B1, what a legal double or redouble is.

Nothing is decided when the story says none of these. The general concept is replaced by the section's, marked
settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from lawbase.search.concepts import settle

GENERAL = ("doubles_redoubles",)  # the lexicon's own readings of the situation
SECTIONS = {"19A1": "double_legality", "19A2": "double_named", "19A3": "double_misperceived",
            "19B1": "redouble_legality", "19B2": "redouble_named", "19B3": "redouble_misperceived",
            "19C": "double_superseded", "19D": "doubled_score"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces

_DOUBLE = cued(r"контр(?!акт|ол)\w*|кантр\w*|законтр\w*|\bdoubl(?:e[ds]?|ing)\b|\bdbl\b|kontr(?!akt|ol)\w*",
               re.IGNORECASE)
_REDOUBLE = cued(r"реконтр\w*|рекантр\w*|переконтр\w*|перекантр\w*|редабл\w*|ре-дабл\w*|redoubl\w*|rekontr\w*|"
                 r"perekontr\w*|\bxx\b",
                 re.IGNORECASE)
_BID = (r"(?:[1-7]|один|одн\w*|дв[ауе]\w*|три|тр[её]\w*|четыр\w*|пят\w*|шест\w*|сем\w*|one|two|three|four|five|six|"
        r"seven|chetyre|tri|dve|odn\w*)\s*"
        r"(?:♠|♥|♦|♣|пик\w*|черв\w*|бубн\w*|бубен|треф\w*|б/?к|бк|nt|spades?|hearts?|diamonds?|clubs?|no\s*trumps?|"
        r"piki|trefy|bubny|chervy|[чптб]\b)")  # «3ч», «3б»: the chat's one-letter suits
# the doubler took the bid for another: "думал, там 3♠", "a okazalos bylo 3♦", "не расслышав уровень" (not a
# hesitation: "долго думал, потом контрировал 3 пики" has no "that it was")
_MISPERCEIVED = cued(rf"(?:думал\w*|думая|полагая|thought|thinking|believ\w*|dumal\w*),?\s+(?:что|that|it\s+was|"
                     rf"there\s+was|we\s+(?:had\s+)?bid|это|там|мы|они|chto|tam)\W+(?:\w+\W+){{0,3}}?{_BID}|"
                     rf"(?:хотя|но)\s+(?:на\s+самом\s+деле\s+)?был[оа]?\W+(?:\w+\W+){{0,2}}?{_BID}|"
                     rf"(?:thinking|thought)\s+(?:\w+\s+){{0,3}}?had\s+bid|the\s+bid\s+was\s+actually|"
                     rf"(?:а\s+оказалось|оказалось,?\s+что|а\s+было|а\s+там\s+(?:уже\s+)?был[оаи]?|"
                     rf"а\s+на\s+самом\s+деле|okazalos\w*|a\s+bylo|"
                     rf"but\s+it\s+was|actually\s+was)\W+(?:\w+\W+){{0,3}}?{_BID}|не\s+р[ао]сслышав\w*|"
                     rf"не\s+расслышал\w*|misheard|mis-?heard|не\s+так\s+услышал\w*|неправильно\s+услышанн\w*|"
                     rf"misperceiv\w*", re.IGNORECASE)
_DBL_WORD = r"(?:(?:ре|пере|re)?(?:контр(?!акт|ол)\w*|кантр\w*|double\w*|kontr\w*|дабл\w*))"
# the doubler said the bid with it ("«контра 4 пики»", "контрирую ваши 4 черви"), or more than the single word
_NAMED = cued(rf"[«\"'“„]{_DBL_WORD}\s+(?:на\s+|ваш\w*\s+|your\s+|on\s+)?{_BID}|(?:контрирую|контрую|реконтрирую|"
              rf"(?<!can\s)(?<!may\s)I\s+(?:re)?double)\s+(?:ваш\w*\s+|your\s+)?{_BID}|(?:сказал\w*|сказать|говорит\w*|"
              rf"said|says|say|skazal\w*|skazat)\s*:?\s*(?:типа\s+)?(?:вслух\s+)?[«\"']?{_DBL_WORD}\s+(?:вслух\s+)?"
              rf"(?:на\s+)?{_BID}|(?:а\s+не|instead\s+of|rather\s+than|a\s+ne|вместо|vmesto|надо\s+было|нужно\s+было|"
              rf"(?:а\s+|или\s+|ili\s+)?(?:надо|нужно)|или|ili)\s+(?:просто|just|prosto|только|тока|tolko)\s*[«\"']?"
              rf"(?:контр|double|реконтр|redouble|kontr)|"
              # «кантра 4 пики сказала с уровнем»: the double told with its level, the story's own words saying so
              rf"{_DBL_WORD}\s+(?:\w+\s+){{0,4}}?(?:с\s+уровнем|с\s+указанием\s+уровня|назвав\s+уровень|"
              rf"(?:with|naming|stating)\s+the\s+level)",
              re.IGNORECASE)
_LATER_CALL = cued(r"(?:потом|затем|после\s+(?:этого|чего)|then|and\s+then|а\s+\w+\s+потом|potom)\s+"
                   r"(?:\w+\s+){0,2}?(?:сказал\w*|заявил\w*|назвал\w*|перебил\w*|bid|called|skazal\w*)"
                   r"(?!\s*[«\"']?\s*(?:пас|pass|pas)\b)|(?:пропал\w*|исчез\w*)\s+после|ещё\s+считается|еще\s+считается|"
                   r"ещё\s+жив\w*|еще\s+жив\w*|still\s+(?:stand|count|valid|alive|apply|on)\b|(?<!not\s)supersed\w*|"
                   r"вытесн\w*|ещё\s+(?:действует|висит)|еще\s+(?:действует|висит)|не\s+пропал\w*|переходит\s+на|"
                   r"перешл\w*|then\s+(?:they|\w+)\s+(?:ran|bid|went)|партн[её]р\w*\s+(?:\w+\s+){0,2}?перебил\w*|"
                   r"x\s*,?\s+потом\s+\d|x,?\s+then\s+\d", re.IGNORECASE)
# asked whether the contract is still doubled ("doubled or not?", «с контрой или без?», «контра осталась?»): with a bid
# told after the double, the later call is what asks it (19C); with none, the question is another («соперник не
# услышал контру — с контрой или нет?»)
_STILL_DOUBLED = cued(r"(?:re)?doubled\s+or\s+(?:not|undoubled)|(?:still|stays?|remains?)\s+(?:re)?doubled|"
                      r"(?:с\s+)?(?:ре)?контр(?!акт)\w*\s+или\s+(?:без|нет)|(?:ре)?контр[аы]\s+(?:ещё\s+|еще\s+|так\s+и\s+)?"
                      r"(?:остал\w*|оста[её]тся|сохран\w*)|остал\w*\s+(?:ли\s+)?(?:с\s+)?(?:ре)?контр(?!акт)\w*|"
                      r"s\s+kontroj\s+ili\s+(?:bez|net)", re.IGNORECASE)
_SCORE = cued(r"запис\w*|протокол\w*|сколько\s+(?:очков|стоит|это)|очк\w*|score\w*|scoring|how\s+much|"
              r"skolko\s+ochkov|zapis\w*|"
              r"выигрыш\w*|как\s+(?:теперь\s+)?считается|"
              r"как\s+(?:это\s+)?(?:влияет|считается)\s+(?:на\s+)?(?:запис|счёт|счет|очки)", re.IGNORECASE)
# a question whether a double or redouble may be made (not a story of one made: that is Law 36's rectification)
_ILLEGAL = cued(r"(?:можно\s+ли|могу\s+ли\s+я|разрешено\s+ли|имею\s+ли\s+я\s+право|can\s+I|may\s+I|"
                r"is\s+it\s+legal\s+to|mozhno\s+li)\s+(?:\w+\s+){0,2}?(?:(?:ре|пере|re)?(?:контр|кантр|double|kontr))\w*|"
                r"когда\s+можно\s+(?:ре)?контр\w*|when\s+(?:can|may)\s+(?:I|you)\s+(?:re)?double|"
                # «редабл можно сказать, если…?»: the call first, then whether it may be made, asked («ли», or a «?»
                # closing that clause; not "double is legal but partner hesitated": legality granted, not asked)
                r"(?:(?:ре|пере)?(?:контр|кантр|дабл)|редабл|(?:re)?double)\w*\s+(?:ли\s+|(?=\w+\b"
                r"(?:(?!,?\s*(?:но|а|однако|but|however|yet)\b)[^.;!?])*\?))(?:можно|разреш[её]н\w*|допустим\w*|"
                r"(?:is\s+)?(?:allowed|legal|permitted))\b", re.IGNORECASE)
_NEGATED_REDOUBLE = cued(r"(?:реконтр\w*|redoubl\w*)\s+(?:\w+\s+){0,2}?(?:не\s+было|нет)|"
                         r"(?:без|no)\s+(?:реконтр|redoubl)\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """``19A1``…``19D`` for what the story says of a double or redouble, or None."""
    return _read(text)[0]


def _read(text: str) -> tuple[str | None, bool]:
    """:func:`section`, and whether the story asks outright if the bid stays doubled (19C only): ``refine`` needs
    both, and the question is asked of the text once."""
    redouble = _REDOUBLE.search(_NEGATED_REDOUBLE.sub(" ", text))
    if not (redouble or _DOUBLE.search(text)):
        return None, False
    letter = "B" if redouble else "A"
    if _MISPERCEIVED.search(text):
        return f"19{letter}3", False
    if _NAMED.search(text):
        return f"19{letter}2", False
    still = _still_doubled(text)
    if still or _LATER_CALL.search(text):
        return "19C", still
    if _SCORE.search(text):
        return "19D", False
    if _ILLEGAL.search(text):
        return f"19{letter}1", False
    return None, False


# the bid doubled, told with the double («законтрили 4♠», «контра на 2♠», "doubled 4 spades"): no later call
_DOUBLED_BID = re.compile(rf"\s*(?:на\s+|ваш\w*\s+|their\s+|your\s+)?({_BID})", re.IGNORECASE)
# the double made of partner's own bid («партнёр сказал 1♠, я дал контру»): inadmissible (Law 35A/36), not superseded
_OF_PARTNER = cued(rf"партн[её]р\w*\s+(?:\w+\s+)?{_BID}\s*(?:\w+\s*)?,?\s+(?:а\s+|и\s+)?я\s+(?:\w+\s+){{0,2}}?$",
                   re.IGNORECASE)
# a sure reading of another story (a call out of turn or after the final pass, an inadmissible double, a lead out
# of turn, a revoke): a question whether it stays doubled does not make it Law 19C's
_ELSEWHERE = ("double_out_of_turn", "bid_out_of_turn", "inadmissible_double", "lead_out_of_turn", "revoke")
# the auction over before the double («1♠ пас пас пас, потом левый сказал контра»): a call after the final pass (Law
# 39, 35D), void, not superseded
_AUCTION_OVER = cued(r"(?:\bпас\w*[\s,]+){3}|(?:\bpass\w*[\s,]+){3}|торговл\w*\s+(?:уже\s+)?(?:законч(?:ил|ен)|"
                     r"окончен|завершил)\w*|после\s+(?:финального|последнего|тр[её]х|3)\s+пас|"
                     r"after\s+(?:the\s+)?(?:final|third|three)\s+pass|auction\s+(?:was\s+|had\s+)?(?:over|ended)",
                     re.IGNORECASE)


def _still_doubled(text: str) -> bool:
    """Whether the story asks if the contract stays doubled with a bid by another player told after the double (``1♥
    X 2♥ пас пас пас — с контрой или нет?``): not the bid doubled itself, nor the same bid told again (its score)."""
    asked = _STILL_DOUBLED.search(text)
    if asked is None:
        return False
    double = _DOUBLE.search(text, 0, asked.start())
    if double is None or _OF_PARTNER.search(text[:double.start()]) or _AUCTION_OVER.search(text, 0, double.start()):
        return False
    start, doubled = double.end(), _norm_bid(re.search(_BID, text[:double.start()][-12:], re.IGNORECASE))
    told = _DOUBLED_BID.match(text, start, asked.start())
    if told is not None:
        start, doubled = told.end(), _norm_bid(told) or doubled
    return any(_norm_bid(bid) != doubled for bid in re.finditer(_BID, text[start:asked.start()], re.IGNORECASE))


def _norm_bid(bid: re.Match[str] | None) -> str:
    """A bid as told, spaces and case aside (``4 ♠`` is ``4♠``); empty for none."""
    return "" if bid is None else re.sub(r"\s+", "", bid.group(bid.lastindex or 0)).lower()


_CORRECTION = "insufficient_bid_replaced_by_double"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 19 concepts replaced by the section's (settled), when the story tells a double or
    redouble and what about it."""

    if any(m.id == _CORRECTION and m.weight >= 1.0 for m in found):
        return found  # the double told is the correction of an insufficient bid (27B3), not a double of Law 19's
    which, asked = _read(text)  # asked outright whether it stays doubled: sure of itself
    if which is None:
        return found
    if asked and any(m.weight >= 1.0 and m.id.startswith(_ELSEWHERE) for m in found):
        return found  # another story told surely (a double out of turn, a revoke…): the question is its own
    if which[3:] in ("1", "") and not asked:  # 19A1, 19B1, 19C, 19D: a weaker reading, only when nothing else is sure
        others = [m for m in found if m.weight >= 1.0 and m.id not in FAMILY]
        if others and not any(m.id in FAMILY for m in found):
            return found  # the story is about something else (a double out of turn, an insufficient bid…)
    if which[3:] == "3":  # the two bids told are the one misperceived and the one made, not an auction
        found = [m for m in found if not m.id.startswith("insufficient_bid")]
    return settle(found, FAMILY, SECTIONS[which])
