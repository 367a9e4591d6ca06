"""In whose turn a call out of rotation was made, and what the next player did, for the situation reader
(Laws 30, 31, 32).

The lexicon recognises a pass, a bid or a double out of turn; the section depends on facts the story states in
its own words, which this module reads:

* whose turn it was, relative to the offender — his RHO's, his partner's or his LHO's ("раньше соседа справа",
  "когда очередь была партнёра", "в очередь левого", "при его партнёре", "when it was RHO's turn"). The story's
  seats are the narrator's (``me``, ``lho``, ``partner``, ``rho``) or the compass; the relation is worked out
  from the offender's seat. "Его партнёра" after the offender is the offender's partner.
* for a pass: whether anyone had bid before (30A) or not (30B1 RHO's turn, 30B2 partner's, 30B3 LHO's);
* for a bid in RHO's turn: whether RHO then passed (31A1) or acted (31A2); in partner's or LHO's turn: 31B;
* for a double: in partner's turn 32A; in RHO's turn 32B, then 32B1 if RHO passed, 32B2 if RHO bid.

When the story does not say whose turn it was, nothing is decided here and the words rank as before. The general
concept is replaced by the section's (its first law the section). Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.textscan import Found

STRONG = 0.8  # the lexicon found the situation by a trigger (one term: 0.8), not by loose words
GENERAL = ("pass_out_of_turn", "bid_out_of_turn", "double_out_of_turn", "call_out_of_rotation")
SECTIONS = {
    "30A": "pass_out_of_turn_before_any_bid", "30B1": "pass_out_of_turn_rho", "30B2": "pass_out_of_turn_partner",
    "30B3": "pass_out_of_turn_lho", "31A": "bid_out_of_turn_rho", "31A1": "bid_out_of_turn_rho_passed",
    "31A2": "bid_out_of_turn_rho_acted", "31B": "bid_out_of_turn_partner_or_lho", "32A": "double_out_of_turn_partner",
    "32B": "double_out_of_turn_rho", "32B1": "double_out_of_turn_rho_passed", "32B2": "double_out_of_turn_rho_bid",
}
_RELATIVE = {"me": 0, "lho": 1, "partner": 2, "rho": 3}
_COMPASS = {"N": 0, "E": 1, "S": 2, "W": 3}

# the words just before a seat that make it the seat whose turn it was
_BEFORE_TURN = re.compile(
    r"(?:очередь\s+(?:была\s+|было\s+)?|в\s+очередь\s+|вместо\s+|раньше\s+|вперёд\s+|вперед\s+|прежде\s+|"
    r"говорить\s+(?:должен\s+был\s+|должна\s+была\s+)?|слово\s+было\s+(?:за\s+)?|за\s+|"
    r"не\s+дождавшись\s+|не\s+дожидаясь\s+|пока\s+|when\s+it\s+was\s+|at\s+|in\s+|before\s+|instead\s+of\s+|"
    r"ahead\s+of\s+|for\s+)(?:мо\w+\s+|my\s+)?(?P<own>(?:его|её|ее|своего|своей|his|her|their)\s+)?"
    r"(?:сосед\w*\s+)?$", re.IGNORECASE)
# the words just after a seat that make it the seat whose turn it was ("партнёр ещё думал", "RHO's turn")
_AFTER_TURN = re.compile(r"^\s*(?:'s\s+turn|turn\b|ещё\s+думал|еще\s+думал|думал|думала|размышлял\w*|решал\w*|"
                         r"ещё\s+не\s+\w+|еще\s+не\s+\w+|не\s+успел\w*|was\s+(?:still\s+)?thinking)", re.IGNORECASE)
_POSSESSIVE = re.compile(r"my|мо[йяюеи]|моей|моего|моих|моим|моему", re.IGNORECASE)
# a seat said as the one who acts (not "мою", "его", "раньше соседа")
_SUBJECT = re.compile(r"я|i|партн[её]р(?:ша)?|левый|правый|левая|правая|слева|справа|lho|rho|partner|pard|"
                      r"север|юг|восток|запад|north|south|east|west|сосед\w*|соперни\w*|оппонент\w*", re.IGNORECASE)
_OPENED = re.compile(r"открыл|opened", re.IGNORECASE)
_CALLING = re.compile(r"сказал\w*|заявил\w*|назвал\w*|спасовал\w*|пасанул\w*|пасовал\w*|открыл\w*|выпалил\w*|"
                      r"выложил\w*|положил\w*|контр\w*|законтр\w*|влез\w*|\bbid\b|\bbids\b|passed|doubled|"
                      r"redoubled|called|opened|said", re.IGNORECASE)
_BEFORE_ANY_BID = re.compile(r"никто\s+(?:ещё\s+|еще\s+)?(?:ничего\s+)?не\s+(?:открыл|назвал|сказал|говорил|заявлял|"
                             r"успел)|до\s+открытия|до\s+того,?\s+как\s+\w+\s+открыл|первым\s+(?:сказал|спасовал)|"
                             r"ещё\s+до\s+того|еще\s+до\s+того|before\s+any(?:one|body)?\s+(?:had\s+)?(?:bid|opened|"
                             r"called)|nobody\s+had\s+(?:bid|opened)|before\s+the\s+opening|первым\s+пас",
                             re.IGNORECASE)
_AFTER_A_BID = re.compile(r"открыл\w*|открылся|открыт\w*|opened|после\s+открытия|after\s+the\s+opening|"
                          r"торговля\s+(?:уже\s+)?(?:шла|идёт|идет)|уже\s+открыли", re.IGNORECASE)
_KIND_VERB = re.compile(r"(?P<pass>спасовал\w*|пасанул\w*|\bpassed\b)|(?P<double>законтр\w*|контрировал\w*|"
                        r"\bdoubled\b|\bredoubled\b)|(?P<bid>\bbid\b|\bbids\b|\bopened\b|открыл\w*|overcalled|заявк\w*|"
                        r"заявил\w*|назначени\w*)",
                        re.IGNORECASE)
_NEXT = re.compile(r"\b(?:он|она|сосед\w*|тот|he|she)\b", re.IGNORECASE)  # the owner of the turn, said again
_PASSED = re.compile(r"спасовал\w*|пасанул\w*|сказал\w*\s+пас|\bпас\b|passed|passes|pass(?:ed)?\s+then", re.IGNORECASE)
_ACTED = re.compile(r"сказал\w*|назвал\w*|заявил\w*|ответил\w*|перебил\w*|законтр\w*|контр\w*|\bbid\b|\bbids\b|"
                    r"doubled|doubles|called|overcalled", re.IGNORECASE)


def section(text: str, seats: list[Found], calls: list[Found], kind: str | None = None) -> str | None:
    """The section of Law 30 (a pass), 31 (a bid) or 32 (a double) the story tells, or None. The kind is the
    offender's own call (the first told after him), else ``kind`` (the lexicon's), else what the words say."""
    turn = _turn(text, seats)
    offender = _offender(text, seats, turn[0]) if turn else None
    start = seats[offender].start if offender is not None else 0
    kind = _first_act(text, calls, start) or kind or _kind(text, calls)
    if kind == "pass" and _BEFORE_ANY_BID.search(text):
        return "30A"  # a pass before anyone bid: whoever's turn it was
    if turn is None or kind is None:
        return None
    owner, own = turn
    if own:  # "его партнёра", "his LHO": said from the offender's seat
        relation = _RELATIVE.get(seats[owner].value)
    else:
        relation = _relation(seats[owner].value, seats[offender].value if offender is not None else "me")
    if not relation:
        return None
    if kind == "pass":
        return _pass(text, calls, seats[owner], relation)
    after = _next_words(text, seats, owner, calls, kind)
    if kind == "bid":
        if relation != 3:
            return "31B"
        return _next_action(after, "31A1", "31A2", "31A")
    if relation == 2:
        return "32A"
    return _next_action(after, "32B1", "32B2", "32B") if relation == 3 else None


def refine(text: str, seats: list[Found], calls: list[Found], found: list[Any]) -> list[Any]:
    """``found`` with the general out-of-turn concept replaced by its section's, when the lexicon found one (a
    trigger met) and the story says whose turn it was."""
    from lawbase.search.concepts import ConceptMatch

    general = next((m for m in found if m.id in GENERAL and m.weight >= STRONG), None)
    if general is None:
        return found
    kind = {"pass_out_of_turn": "pass", "bid_out_of_turn": "bid", "double_out_of_turn": "double"}.get(general.id)
    which = section(text, seats, calls, kind)
    if which is None:
        return found
    kept = [m for m in found if m.id not in GENERAL]
    kept.append(ConceptMatch(SECTIONS[which], max(1.0, general.weight), general.trigger))
    return sorted(kept, key=lambda m: (-m.weight, m.id))


def _first_act(text: str, calls: list[Found], start: int) -> str | None:
    """The kind of the first call the story tells from ``start`` on (the offender's): a call ("1♠", "контра") or
    a verb that says its kind ("passed", "законтрил", "opened"); a bare "сказал" waits for its call."""
    call = next((c for c in calls if c.start >= start), None)
    verb = _KIND_VERB.search(text, start)
    if verb is not None and (call is None or verb.start() < call.start):
        return next(kind for kind, word in verb.groupdict().items() if word)
    if call is None:
        return None
    if call.value in ("X", "XX"):
        return "double"
    return "pass" if call.value == "P" else "bid"


def _kind(text: str, calls: list[Found]) -> str | None:
    values = {c.value for c in calls}
    if values & {"X", "XX"} or re.search(r"контр|doubl", text, re.IGNORECASE):
        return "double"
    if any(v[:1].isdigit() for v in values):
        return "bid"
    if "P" in values or re.search(r"\bпас|спасовал|пасанул|\bpass", text, re.IGNORECASE):
        return "pass"
    return None


def _turn(text: str, seats: list[Found]) -> tuple[int, bool] | None:
    """(index in ``seats`` of the seat whose turn it was, whether it was said as the offender's own: "его
    партнёра"); the first seat the story marks so."""
    for index, seat in enumerate(seats):
        if _POSSESSIVE.fullmatch(text[seat.start:seat.end]):
            continue  # "my" in "my RHO's turn" is no seat of its own
        before = _BEFORE_TURN.search(text[max(0, seat.start - 40):seat.start])
        if before is not None or _AFTER_TURN.match(text[seat.end:seat.end + 25]):
            return index, bool(before is not None and before.group("own"))
    return None


def _offender(text: str, seats: list[Found], owner: int) -> int | None:
    """Which seat made the call: of the seats said as a subject ("я", "партнёр", "левый", "LHO") and followed by
    a calling word, the nearest to the seat whose turn it was; None: the narrator, unnamed."""
    turn = seats[owner]
    best: tuple[int, int] | None = None
    for index, seat in enumerate(seats):
        if index == owner or seat.value == turn.value or not _SUBJECT.fullmatch(text[seat.start:seat.end]):
            continue
        verb = _CALLING.search(text[seat.end:seat.end + 60])
        if verb is None:
            continue
        distance = turn.start - seat.end if seat.end <= turn.start else seat.start - turn.end
        if _OPENED.match(verb.group()):
            distance += 40  # "левый открыл 1♦, партнёр ещё думал, а я…": an opening is the auction so far
        if best is None or distance < best[0]:
            best = (distance, index)
    return best[1] if best else None


def _relation(owner: str, offender: str) -> int | None:
    """1, 2 or 3: the owner of the turn is the offender's LHO, partner or RHO (None: the seats do not say)."""
    for table in (_RELATIVE, _COMPASS):
        if owner in table and offender in table:
            relation = (table[owner] - table[offender]) % 4
            return relation or None
    return None


def _pass(text: str, calls: list[Found], owner: Found, relation: int) -> str | None:
    bid_before = any(c.value[:1].isdigit() and c.start < owner.start for c in calls)
    if not (bid_before or _AFTER_A_BID.search(text)):
        return None
    return {3: "30B1", 2: "30B2", 1: "30B3"}[relation]


def _next_words(text: str, seats: list[Found], owner: int, calls: list[Found], kind: str) -> str:
    """What the story says the owner of the turn did next: the words after his next mention ("RHO then passed",
    "сосед спасовал", "он потом назвал 2♦"), else everything after the call out of turn."""
    turn = seats[owner]
    later = [s for s in seats[owner + 1:] if s.value == turn.value]
    pronoun = _NEXT.search(text, turn.end)
    starts = [s.end for s in later] + ([pronoun.end()] if pronoun else [])
    if starts:
        return text[min(starts):min(starts) + 50]
    wanted = (lambda v: v in ("X", "XX")) if kind == "double" else (lambda v: v[:1].isdigit())
    first = next((c.end for c in calls if wanted(c.value)), 0)
    return text[max(first, turn.end):]


def _next_action(after: str, passed: str, acted: str, neither: str) -> str:
    """What RHO did next, from the words after the call out of turn: passed, acted, or not told."""
    if _PASSED.search(after):
        return passed
    return acted if _ACTED.search(after) else neither
