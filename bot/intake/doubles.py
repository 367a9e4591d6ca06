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

FAMILY = ("doubles_redoubles", "double_misperceived", "double_named", "double_superseded", "doubled_score",
          "double_legality", "redouble_misperceived", "redouble_named", "redouble_legality")
SECTIONS = {"19A1": "double_legality", "19A2": "double_named", "19A3": "double_misperceived",
            "19B1": "redouble_legality", "19B2": "redouble_named", "19B3": "redouble_misperceived",
            "19C": "double_superseded", "19D": "doubled_score"}

_DOUBLE = re.compile(r"контр(?!акт)\w*|кантр\w*|законтр\w*|\bdoubl\w*|\bdbl\b|kontr(?!akt)\w*|\bx\b", re.IGNORECASE)
_REDOUBLE = re.compile(r"реконтр\w*|рекантр\w*|переконтр\w*|перекантр\w*|redoubl\w*|rekontr\w*|perekontr\w*|\bxx\b",
                       re.IGNORECASE)
_BID = (r"(?:[1-7]|одн\w*|дв\w*|тр[её]\w*|четыр\w*|пят\w*|шест\w*|сем\w*|one|two|three|four|five|six|seven)\s*"
        r"(?:♠|♥|♦|♣|пик\w*|черв\w*|бубн\w*|бубен|треф\w*|б/?к|бк|nt|spades?|hearts?|diamonds?|clubs?|no\s*trumps?|"
        r"piki|trefy|bubny|chervy)")
# the doubler took the bid for another: "думал, там 3♠", "a okazalos bylo 3♦", "не расслышав уровень"
_MISPERCEIVED = re.compile(rf"(?:думал\w*|думая|полагая|thought|thinking|believ\w*|dumal\w*)\W+(?:\w+\W+){{0,4}}?"
                           rf"{_BID}|"
                           rf"(?:а\s+оказалось|оказалось,?\s+что|а\s+было|а\s+на\s+самом\s+деле|okazalos\w*|a\s+bylo|"
                           rf"but\s+it\s+was|actually\s+was)\W+(?:\w+\W+){{0,3}}?{_BID}|не\s+р[ао]сслышав\w*|"
                           rf"не\s+расслышал\w*|misheard|mis-?heard|не\s+так\s+услышал\w*|неправильно\s+услышанн\w*|"
                           rf"misperceiv\w*", re.IGNORECASE)
_DBL_WORD = r"(?:контр\w*|кантр\w*|double\w*|kontr\w*)"
# the doubler said the bid with it ("«контра 4 пики»", "контрирую ваши 4 черви"), or more than the single word
_NAMED = re.compile(rf"[«\"'“„]{_DBL_WORD}\s+(?:ваш\w*\s+|your\s+)?{_BID}|(?:контрирую|контрую|реконтрирую|"
                    rf"I\s+(?:re)?double)\s+(?:ваш\w*\s+|your\s+)?{_BID}|(?:сказал\w*|говорит|said|says)\s+(?:вслух\s+)?"
                    rf"[«\"']?{_DBL_WORD}\s+(?:вслух\s+)?{_BID}|(?:а\s+не|instead\s+of|rather\s+than)\s+(?:просто\s+|"
                    rf"just\s+)?[«\"']?(?:контр|double|реконтр|redouble)", re.IGNORECASE)
_LATER_CALL = re.compile(r"(?:потом|затем|после\s+(?:этого|чего)|then|and\s+then|а\s+\w+\s+потом)\s+(?:\w+\s+){0,2}?"
                         r"(?:сказал\w*|заявил\w*|назвал\w*|перебил\w*|bid|called)|ещё\s+считается|еще\s+считается|"
                         r"ещё\s+жив\w*|еще\s+жив\w*|still\s+(?:stand|count|valid|alive|apply|on)\b|(?<!not\s)supersed\w*|"
                         r"вытесн\w*|ещё\s+(?:действует|висит)|еще\s+(?:действует|висит)|не\s+пропал\w*|переходит|"
                         r"перешл\w*|then\s+(?:they|\w+)\s+(?:ran|bid|went)|партн[её]р\w*\s+(?:\w+\s+){0,2}?перебил\w*|"
                         r"x\s*,?\s+потом\s+\d|x,?\s+then\s+\d", re.IGNORECASE)
_SCORE = re.compile(r"запис\w*|протокол\w*|сколько\s+(?:очков|стоит|это)|очк\w*|score\w*|scoring|how\s+much|"
                    r"выигрыш\w*|как\s+(?:теперь\s+)?считается|"
                    r"как\s+(?:это\s+)?(?:влияет|считается)\s+(?:на\s+)?(?:запис|счёт|счет|очки)", re.IGNORECASE)
_ILLEGAL = re.compile(r"никто\s+(?:не\s+|ещё\s+не\s+)?контр\w*|nikto\s+ne\s+kontril|без\s+контры|no\s*(?:one|body)\s+"
                      r"(?:had\s+)?doubled|no\s+double|(?:заявк\w*|назначени\w*)\s+(?:сво\w+\s+|моего\s+)?партн\w*|"
                      r"partner'?s\s+(?:bid|call)|после\s+(?:моего|своего)\s+паса|можно\s+ли\s+контр\w*\s+(?:после|"
                      r"пас)|нельзя\s+контр\w*|can\s+I\s+(?:still\s+)?(?:re)?double|могу\s+ли\s+я\s+(?:теперь\s+|ещё\s+|"
                      r"еще\s+)?(?:ре)?контр\w*|можно\s+ли\s+(?:ещё\s+|еще\s+)?(?:ре)?контр\w*|(?:хотя|although)\s+"
                      r"(?:последн\w*|the\s+last)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``19A1``…``19D`` for what the story says of a double or redouble, or None."""
    redouble = _REDOUBLE.search(text)
    if not (redouble or _DOUBLE.search(text)):
        return None
    letter = "B" if redouble else "A"
    if _MISPERCEIVED.search(text):
        return f"19{letter}3"
    if _NAMED.search(text):
        return f"19{letter}2"
    if _LATER_CALL.search(text):
        return "19C"
    if _SCORE.search(text):
        return "19D"
    if _ILLEGAL.search(text):
        return f"19{letter}1"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 19 concepts replaced by the section's (settled), when the story tells a double or
    redouble and what about it."""
    from lawbase.search.concepts import replaced, settled

    which = section(text)
    if which is None:
        return found
    if which[2:] in ("1", "") or which in ("19C", "19D"):  # a weaker reading: only when nothing else is sure
        others = [m for m in found if m.weight >= 1.0 and m.id not in FAMILY]
        if others and not any(m.id in FAMILY for m in found):
            return found  # the story is about something else (a double out of turn, an insufficient bid…)
    if which[2:] == "3":  # the two bids told are the one misperceived and the one made, not an auction
        found = [m for m in found if not m.id.startswith("insufficient_bid")]
    return replaced(found, FAMILY, settled(SECTIONS[which]))
