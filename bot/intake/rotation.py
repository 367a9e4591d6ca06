"""In whose turn a call out of rotation was made, and what the next player did, for the situation reader
(Laws 28B, 29B, 30, 31, 32).

The lexicon recognises a pass, a bid or a double out of turn; the section depends on facts the story states in
its own words, which this module reads:

* whose turn it was, relative to the offender — his RHO's, his partner's or his LHO's ("раньше соседа справа",
  "когда очередь была партнёра", "в очередь левого", "за его партнёром", "when it was RHO's turn"). The story's
  seats are the narrator's (``me``, ``lho``, ``partner``, ``rho``) or the compass; the relation is worked out
  from the offender's seat. "Его партнёра" after the offender is the offender's partner.
* for a pass: whether anyone had bid before (30A) or not (30B1 RHO's turn, 30B2 partner's, 30B3 LHO's);
* for a bid in RHO's turn: whether RHO then passed (31A1) or acted (31A2); in partner's or LHO's turn: 31B;
* for a double: in partner's turn 32A; in RHO's turn 32B, then 32B1 if RHO passed, 32B2 if RHO bid;
* but when the next call came before the director had ruled: by the opponent whose turn it was, 28B (his call
  stands, no penalty); by the offender's LHO, 29B (the right to a penalty is lost). The RHO's pass or bid of
  31A1/31A2/32B1/32B2 is the one made after the director cancelled the call.

When the story does not say whose turn it was, nothing is decided here and the words rank as before. The general
concept is replaced by the section's (its first law the section). Never raises.
"""

from __future__ import annotations

import re
from typing import Any, TypeGuard

from bot.intake import rotation_detail as detail
from bot.intake.cues import cued
from bot.intake.textscan import Found, blank

STRONG = 0.8  # the lexicon found the situation by a trigger (one term: 0.8), not by loose words
GENERAL = ("pass_out_of_turn", "bid_out_of_turn", "double_out_of_turn", "call_out_of_rotation")
SECTIONS = {
    "28B": "call_in_turn_after_call_out_of_rotation", "29B": "call_out_of_rotation_condoned",
    "30A": "pass_out_of_turn_before_any_bid", "30B1": "pass_out_of_turn_rho",
    "30B2(A)": "pass_out_of_turn_partner_offender", "30B2(B)": "pass_out_of_turn_partner_partner_may",
    "30B3": "pass_out_of_turn_lho", "31A": "bid_out_of_turn_rho", "31A1": "bid_out_of_turn_rho_passed",
    "31A2": "bid_out_of_turn_rho_acted", "31A2(A)": "bid_out_of_turn_rho_acted_repeated",
    "31A2(B)": "bid_out_of_turn_rho_acted_changed", "31B": "bid_out_of_turn_partner_or_lho",
    "32A": "double_out_of_turn_partner", "28A": "call_at_turn_of_player_obliged_to_pass",
    "30C": "conventional_pass_out_of_turn",
    "32B": "double_out_of_turn_rho", "32B1": "double_out_of_turn_rho_passed", "32B2": "double_out_of_turn_rho_bid",
}
_RELATIVE = {"me": 0, "lho": 1, "partner": 2, "rho": 3}
_COMPASS = {"N": 0, "E": 1, "S": 2, "W": 3}

# the words just before a seat that make it the seat whose turn it was
_BEFORE_TURN = cued(
    r"(?:очередь\s+(?:была\s+|было\s+)?|в\s+очередь\s+|вместо\s+|раньше\s+|вперёд\s+|вперед\s+|прежде\s+|"
    r"говорить\s+(?:должен\s+был\s+|должна\s+была\s+)?|слово\s+было\s+(?:за\s+)?|за\s+|"
    r"не\s+дождавшись\s+|не\s+дожидаясь\s+|опередив\s+|пока\s+(?:не\s+)?(?:выскаж\w+\s+|скаж\w+\s+|заяв\w+\s+|"
    r"подума\w+\s+|решит\s+)?|до\s+|when\s+it\s+was\s+|at\s+|in\s+|before\s+|instead\s+of\s+|"
    r"ahead\s+of\s+|for\s+)(?:мо\w+\s+|my\s+)?(?P<own>(?:его|её|ее|своего|своей|his|her|their)\s+)?"
    r"(?:(?:сосед|соперник|оппонент|противник)\w*\s+)?$", re.IGNORECASE)
# "соперник справа от него": the offender's own neighbour
_HIS_OWN = cued(r"\s+от\s+(?:него|неё|нее)\b|\s+of\s+(?:him|her)\b", re.IGNORECASE)
# the words just after a seat that make it the seat whose turn it was ("партнёр ещё думал", "RHO's turn")
_AFTER_TURN = cued(r"^\s*(?:'s\s+turn|turn\b|ещё\s+думал|еще\s+думал|думал|думала|размышлял\w*|решал\w*|"
                   r"ещё\s+не\s+\w+|еще\s+не\s+\w+|не\s+успел\w*|was\s+(?:still\s+)?thinking|"
                   r"(?:ещё\s+|еще\s+)?раздумывал\w*|(?:ещё\s+|еще\s+)?задумал\w*)", re.IGNORECASE)
_POSSESSIVE = cued(r"my|мо[йяюеи]|моей|моего|моих|моим|моему", re.IGNORECASE)
# a seat said as the one who acts (not "мою", "его", "раньше соседа")
_SUBJECT = cued(r"я|i|партн[её]р(?:ша)?|левый|правый|левая|правая|слева|справа|lho|rho|partner|pard|"
                r"север|юг|восток|запад|north|south|east|west|сосед\w*|соперни\w*|оппонент\w*", re.IGNORECASE)
_PRONOUNS = r"он|она|тот|he|she"
_OPENED = cued(r"открыл|opened", re.IGNORECASE)
# a pass added to one's own call before the next player called: the pass is the call out of rotation (30B3)
_PASS_TOO = cued(r"(?:ещё|еще)\s+и\s+[«\"]?пас|"
                 r"(?:и|а)\s+(?:\w+\s+){0,3}?(?:ещё|еще)\s+(?:и\s+)?(?:[«\"]?пас\b|спасовал)|"
                 r"сверху\s+(?:ещё\s+и\s+)?пас|(?:ещё|еще)\s+раз\s+(?:сказал\w*\s+)?[«\"]?пас\b|"
                 r"and\s+then\s+(?:also\s+)?(?:said\s+)?['\"]?pass|pass(?:ed)?\s+again\s+before", re.IGNORECASE)
_FIRST_WORD = cued(r"первым|первой|\bfirst\b", re.IGNORECASE)  # "первым 1♣ открыл Юг": out of turn
_IN_TURN_OF = cued(r"в\s+очередь|when\s+it\s+was|at\s+\w+(?:'s)?\s+turn", re.IGNORECASE)
_CALLING = cued(r"сделал\w*|сказал\w*|заявил\w*|назвал\w*|спасовал\w*|пасанул\w*|пасовал\w*|открыл\w*|выпалил\w*|"
                r"выложил\w*|положил\w*|контр\w*|законтр\w*|влез\w*|\bbid\b|\bbids\b|passed|doubled|"
                r"redoubled|called|opened|said", re.IGNORECASE)
_BEFORE_ANY_BID = cued(r"никто\s+(?:ещё\s+|еще\s+)?(?:ничего\s+)?не\s+(?:открыл|назвал|сказал|говорил|заявлял|"
                       r"успел)|до\s+открытия|до\s+того,?\s+как\s+\w+\s+открыл|"
                       r"ещё\s+до\s+того|еще\s+до\s+того|before\s+any(?:one|body)?\s+(?:had\s+)?(?:bid|opened|"
                       r"called)|nobody\s+had\s+(?:bid|opened)|before\s+the\s+opening|"
                       r"торговл\w+\s+(?:ещё\s+|еще\s+)?не\s+(?:была\s+)?(?:открыт\w*|начал\w*)|"
                       r"(?:ещё|еще)\s+никто\s+не\s+(?:открыл|назначал|говорил)|before\s+the\s+auction\s+(?:was\s+)?"
                       r"opened|no\s*one\s+had\s+(?:bid|opened)", re.IGNORECASE)
# the player whose turn it was had to pass by a penalty: a call in his turn counts as made in rotation (28A)
_OBLIGED = cued(r"обязан\w*\s+(?:был\w*\s+)?пас\w*|должен\s+был\s+пас\w*|должн\w+\s+пасовать|"
                r"по\s+наказанию|по\s+штрафу|из-за\s+штраф\w*|лишён\w*\s+права|лишен\w*\s+права|"
                r"запрет\w*\s+торговаться|barred|had\s+to\s+pass|must\s+pass|obliged\s+to\s+pass|"
                r"required\s+to\s+pass|silenced", re.IGNORECASE)
# "в его очередь", "at his turn": the turn of a seat named before
_HIS_TURN = cued(r"(?:в|во)\s+(?:его|её|ее)\s+очеред\w*|(?:at|in)\s+(?:his|her)\s+turn", re.IGNORECASE)
_AFTER_A_BID = cued(r"открыл\w*|открылся|открыт\w*|opened|после\s+открытия|after\s+the\s+opening|"
                    r"торговля\s+(?:уже\s+)?(?:шла|идёт|идет)|уже\s+открыли", re.IGNORECASE)
_KIND_VERB = cued(r"(?P<pass>спасовал\w*|пасанул\w*|\bpassed\b)|(?P<double>законтр\w*|контрировал\w*|"
                  r"\bdoubled\b|\bredoubled\b)|(?P<bid>\bbid\b|\bbids\b|\bopened\b|открыл\w*|overcalled|заявк\w*|"
                  r"заявил\w*|назначени\w*)",
                  re.IGNORECASE)
_PRONOUN = cued(rf"{_PRONOUNS}|сосед\w*", re.IGNORECASE)  # the owner of the turn, said again
_SEAT_WORD = rf"{_PRONOUNS}|партн[её]р\w*|{_SUBJECT.pattern}"  # a subject, or a pronoun for one
# a seat, then within a few words a call: the next call of the story
_ACTOR = cued(rf"\b(?P<who>{_SEAT_WORD})\b(?P<verb>[^.;!?]{{0,40}}?(?:спасовал\w*|пасанул\w*|сказал\w*|"
              r"назвал\w*|заявил\w*|ответил\w*|перебил\w*|законтр\w*|контр(?:а|у|ой)\b|\bbid\b|\bbids\b|"
              r"назначил\w*|открыл\w*|вмешал\w*|пасует|\bпас\b|opens|opened|overcall\w*|выскочил\w*|влез\w*|"
              r"вылез\w*|выпалил\w*|выложил\w*|ляпнул\w*|"
              r"passed|passes|doubled|doubles|called|overcalled))", re.IGNORECASE)
_DIRECTOR = cued(r"судь[яиюе]|директор\w*|арбитр\w*|\bTD\b|\bтд\b|director|отменил\w*|убрал\w*|аннулир\w*|"
                 r"cancel\w*|withdr\w*|штраф\w*|penalt\w*", re.IGNORECASE)
# the director named only as not called yet: no ruling came first
_FORFEIT_NOT_DIRECTOR = cued(r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судь\w*|"
                             r"судь\w*\s+не\s+звали|не\s+звали\s+судь\w*|не\s+(?:позва|вызва)\w*\s+судь\w*|"
                             r"before\s+(?:\w+\s+){0,3}(?:director|td)\b(?:\s+\w+)?|"
                             r"до\s+(?:того,?\s+как\s+)?(?:\w+\s+){0,2}судь\w*|"
                             r"without\s+calling\s+the\s+(?:director|td)", re.IGNORECASE)
# a clause that tells the auction before the call out of turn ("после того, как левый открыл 1♣")
_EARLIER = cued(r"(?:после\s+того,?\s+как|after)\s+(?:\w+\s+)?$", re.IGNORECASE)
_SEAT_IN = cued(rf"\b(?:{_SEAT_WORD})\b", re.IGNORECASE)
_HYPOTHETICAL = cued(r"\b(?:если|if|would|бы)\b[^.;!?]*", re.IGNORECASE)
_CONVENTIONAL = cued(r"конвенц\w*|искусствен\w*|conventional|artificial", re.IGNORECASE)
_OUT_OF_TURN = cued(r"вне\s+очеред\w*|не\s+в\s+свою\s+очередь|не\s+в\s+очередь|out\s+of\s+(?:turn|rotation)|"
                    r"раньше|вперёд|вперед|вместо|instead\s+of|ahead\s+of|за\s+(?:него|неё|нее|партн\w*)",
                    re.IGNORECASE)
_FIRST = cued(r"первым\s+(?:сказал\w*|спасовал\w*)|первым\s+пас|first\s+to\s+(?:call|pass)", re.IGNORECASE)
_REPEAT = cued(r"повтор\w*|\brepeat\w*", re.IGNORECASE)
_MY_TURN = cued(r"\s*(?:очеред\w*|turn)", re.IGNORECASE)
_PASSED = cued(r"спасовал\w*|пасанул\w*|пасует|сказал\w*\s+пас|\bпас\b|passed|passes|pass(?:ed)?\s+then",
               re.IGNORECASE)


def section(text: str, seats: list[Found], calls: list[Found], kind: str | None = None) -> str | None:
    """The section of Laws 28-32 the story tells, or None. The kind is the offender's own call (the first told
    after him), else ``kind`` (the lexicon's), else what the words say; a conventional pass is a bid (30C)."""
    if _first_act(text, calls, 0) == "pass" and kind in (None, "pass") and _CONVENTIONAL.search(text):
        return "30C"  # a conventional pass out of turn: Law 31 deals with it, as with a bid
    turn = _turn(text, seats)
    skipped = _skipped_dealer(text, seats) if turn is None else None
    dealt = skipped is not None
    if skipped is not None:
        turn = (skipped, False)  # the dealer's turn: nobody had called before
    offender = _offender(text, seats, turn[0], before_only=turn[1]) if turn else None
    start = seats[offender].start if offender is not None else 0
    kind = _first_act(text, calls, start) or kind or _kind(text, calls)
    if _PASS_TOO.search(text):
        kind = "pass"  # "сказал 2♦ и тут же ещё и пас положил": the call out of turn is the pass after his own bid
    if kind == "pass" and (dealt or _before_any_bid(text, calls)):
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
    if relation == 3 and kind != "pass" and _OBLIGED.search(text):
        return "28A"  # his RHO had to pass: the call counts as made in rotation
    by, act, ruled, (told, after) = _next_call(text, seats, owner, offender, relation, calls, kind)
    if by is not None and act is not None and not ruled:
        if by == relation and relation != 2 and detail.called_over(text):
            return "28B"  # the opponent whose turn it was called over it unnoticed: his call stands, no penalty
        if by == 1 and relation != 1:
            return "29B"  # the offender's LHO called over it: the right to a penalty is lost
    if kind == "pass":
        found = _pass(text, calls, seats[owner], relation)
        return detail.pass_in_partners_turn(text, start) if found == "30B2" else found
    if kind == "bid":
        if relation != 3:
            return "31B"
        if by != 3 or act is None:
            return "31A"
        return "31A1" if act == "pass" else detail.repeated(text, calls, told, after) or "31A2"
    if relation == 2:
        return "32A"
    if relation != 3:
        return None  # Law 32 has no case of a double in LHO's turn
    return {"pass": "32B1", "act": "32B2"}.get(act or "", "32B") if by == 3 else "32B"


def refine(text: str, seats: list[Found], calls: list[Found], found: list[Any]) -> list[Any]:
    """``found`` with the general out-of-turn concept replaced by its section's, when the lexicon found one (a
    trigger met) and the story says whose turn it was."""
    from lawbase.search.concepts import settle

    general = next((m for m in found if m.id in GENERAL and m.weight >= STRONG), None)
    if general is None:
        return found
    kind = {"pass_out_of_turn": "pass", "bid_out_of_turn": "bid", "double_out_of_turn": "double"}.get(general.id)
    which = section(text, seats, calls, kind)
    if which is None:
        return found
    return settle(found, GENERAL, SECTIONS[which], max(1.0, general.weight))


def _first_act(text: str, calls: list[Found], start: int) -> str | None:
    """The kind of the first call the story tells from ``start`` on (the offender's): a call ("1♠", "контра") or
    a verb that says its kind ("passed", "законтрил", "opened"); a bare "сказал" waits for its call."""
    call = next((c for c in calls if c.start >= start), None)
    verb = _KIND_VERB.search(text, start)
    if call is None and verb is None and start:  # "и тут спасовал вне очереди левый": the verb before him
        verb = _KIND_VERB.search(text, max(0, start - 40), start)
    if verb is not None and (call is None or verb.start() < call.start):
        return next(kind for kind, word in verb.groupdict().items() if word)
    return _call_kind(call.value) if call is not None else None


def _kind(text: str, calls: list[Found]) -> str | None:
    kinds = {_call_kind(c.value) for c in calls}
    if "double" in kinds or re.search(r"контр|doubl", text, re.IGNORECASE):
        return "double"
    if "bid" in kinds:
        return "bid"
    if "pass" in kinds or re.search(r"\bпас|спасовал|пасанул|\bpass", text, re.IGNORECASE):
        return "pass"
    return None


def _turn(text: str, seats: list[Found]) -> tuple[int, bool] | None:
    """(index in ``seats`` of the seat whose turn it was, whether it was said as the offender's own: "его
    партнёра"); the first seat the story marks so."""
    for index, seat in enumerate(seats):
        before = _BEFORE_TURN.search(text[max(0, seat.start - 40):seat.start])
        if _POSSESSIVE.fullmatch(text[seat.start:seat.end]):
            modifies = index + 1 < len(seats) and seats[index + 1].start - seat.end <= 2  # "моей партнёрши"
            said_turn = before is not None and "очеред" in before.group().lower() and not modifies
            if said_turn or _MY_TURN.match(text[seat.end:seat.end + 12]):
                return index, False  # "в мою очередь", "очередь была моя", "when it was my turn"
            continue  # "my" in "my RHO's turn" is no seat of its own
        if before is not None or _AFTER_TURN.match(text[seat.end:seat.end + 25]):
            own = bool(before is not None and before.group("own")) or bool(_HIS_OWN.match(text, seat.end))
            return index, own
    his = _HIS_TURN.search(text)
    named = [i for i, seat in enumerate(seats) if his and seat.end <= his.start() and seat.value != "me"]
    return (named[-1], False) if named else None  # "сосед справа обязан пасовать, и я заявил в его очередь"


def _offender(text: str, seats: list[Found], owner: int, before_only: bool = False) -> int | None:
    """Which seat made the call: of the seats said as a subject ("я", "партнёр", "левый", "LHO") with a calling
    word, the nearest to the words that say "out of turn" ("вне очереди", "раньше…", "instead of…"), else to
    the seat whose turn it was; None: the narrator, unnamed. ``before_only``: the turn was said as the offender's
    own ("когда очередь была его партнёра"): "его" is a seat named before."""
    turn = seats[owner]
    marker = _OUT_OF_TURN.search(text)
    anchor = (marker.start(), marker.end()) if marker else (turn.start, turn.end)
    best: tuple[int, int] | None = None
    for index, seat in enumerate(seats):
        if index == owner or seat.value == turn.value or not _SUBJECT.fullmatch(text[seat.start:seat.end]):
            continue
        if before_only and seat.start > turn.start:
            continue
        following = next((other.start for other in seats[index + 1:]  # the next seat said as one who acts
                          if other.start > seat.end and _SUBJECT.fullmatch(text[other.start:other.end])), len(text))
        verb = (_CALLING.search(text[seat.end:min(seat.end + 60, following)])  # his own verb, not the next one's
                or _CALLING.search(text[max(0, seat.start - 30):seat.start]))  # "и тут спасовал левый"
        if verb is None:
            continue
        distance = anchor[0] - seat.end if seat.end <= anchor[0] else max(0, seat.start - anchor[1])
        said_out_of_turn = (_OUT_OF_TURN.search(text[seat.end:seat.end + 40]) or _IN_TURN_OF.search(
            text[seat.end:seat.end + 40]) or _FIRST_WORD.search(text[max(0, seat.start - 30):seat.start]))
        if _OPENED.match(verb.group()) and not said_out_of_turn:
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
    may_double = relation == 2 and detail.pass_in_partners_turn(text, owner.start) == "30B2(B)"  # a bid to double
    if not (bid_before or may_double or _AFTER_A_BID.search(text)):
        return None
    return {3: "30B1", 2: "30B2", 1: "30B3"}[relation]


def _next_call(text: str, seats: list[Found], owner: int, offender: int | None, relation: int,
               calls: list[Found], kind: str) -> tuple[int | None, str | None, bool, tuple[int, int]]:
    """Who called next after the call out of turn (1, 2 or 3: the offender's LHO, partner, RHO; None: not told),
    what he did ("pass", "act"), whether the director had ruled before ("позвали судью", "TD cancelled it"), and
    where that call's words start and where the story goes on after it (what the offender called before and
    after it, for 31A2(A)/(B)).

    The call out of turn ends at its first call of its kind after the offender (or after the turn's owner was
    named, when that is later). A pronoun ("он потом спасовал") is the owner of the turn unless the director
    was named in between; a clause of "если" / "if" tells what would happen, not what did."""
    start = seats[offender].end if offender is not None else 0
    offenders = seats[offender].value if offender is not None else "me"
    first = next((c for c in calls if c.start >= start and _call_kind(c.value) == kind), None)
    told = _ACTOR.search(text, seats[owner].end)
    if first is None or (told is not None and told.start() < first.start):
        at = seats[owner].end  # the call out of turn has no call written ("bid out of turn at RHO's turn")
    else:
        at = max(first.end, seats[owner].end)
    rest = _FORFEIT_NOT_DIRECTOR.sub(blank, _HYPOTHETICAL.sub(blank, text[at:]))
    ruled = _DIRECTOR.search(rest) or _REPEAT.search(text)  # "must I repeat?" asks after the ruling (31A1)
    for match in _ACTOR.finditer(rest):
        inner = [m for m in _SEAT_IN.finditer(rest, match.end("who"), match.end("verb")) if m.end() < match.end("verb")]
        # "Восток заявку не принял, Запад дал контру": Запад doubled
        word, start = (inner[-1].group(), inner[-1].start()) if inner else (match.group("who"), match.start("who"))
        where = at + start  # a seat, or a noun right after one ("правого соперника")
        if _EARLIER.search(rest[max(0, start - 25):start]):
            continue  # "после того, как левый открыл": the auction before it, not the next call
        seat = next((s for s in seats if s.start == where), None) or next(
            (s for s in seats if 0 <= where - s.end <= 1), None)
        if seat is not None and seat.value != offenders:
            by = relation if seat.value == seats[owner].value else _relation(seat.value, offenders)
        elif seat is None and _PRONOUN.fullmatch(word):
            if _by_director(ruled) and ruled.start() < match.start() and word.lower() in ("он", "она", "he", "she"):
                continue  # "позвали судью, она сказала…": the director, not the owner of the turn
            by = relation
        else:
            continue
        before_director = ruled is None or (_by_director(ruled) and ruled.start() > match.start())
        act = "pass" if _PASSED.search(match.group("verb") + rest[match.end():match.end() + 10]) else "act"
        return by, act, not before_director, (at + match.start(), _after_call(text, calls, at + match.end()))
    return None, None, ruled is not None, (len(text), len(text))


def _by_director(ruled: re.Match[str] | None) -> TypeGuard[re.Match[str]]:
    """Whether the ruling was found by the director's words (not by "must I repeat?"); compared by pattern, since
    a match names the compiled pattern, not its cued wrapper."""
    return ruled is not None and ruled.re.pattern == _DIRECTOR.pattern


def _after_call(text: str, calls: list[Found], end: int) -> int:
    """Where the story goes on after the next player's call whose verb ends at ``end``: after his call when one
    is written right after the verb, before the next seat acts ("он сказал 3♦, а я…"), else right after the verb
    ("север дал контру, и восток пошёл 2♦")."""
    following = _ACTOR.search(text, end)
    own = next((c for c in calls if 0 <= c.start - end <= 12 and (following is None or c.start < following.start())),
               None)
    return own.end if own is not None else end


def _skipped_dealer(text: str, seats: list[Found]) -> int | None:
    """The index of the dealer the story names ("сдавал север") when the next seat it names is another one: the call
    out of rotation came before the dealer's first call; else None."""
    index = detail.dealer(text, seats)
    skipped = index is not None and index + 1 < len(seats) and seats[index + 1].value != seats[index].value
    return index if skipped else None


def _call_kind(value: str) -> str:
    """A canonical call's kind: ``X``/``XX`` a double, ``P`` a pass, anything else a bid."""
    if value in ("X", "XX"):
        return "double"
    return "pass" if value == "P" else "bid"


def _before_any_bid(text: str, calls: list[Found]) -> bool:
    """Whether the story puts the pass before anyone bid: said so outright, or "первым" with no bid named."""
    if _BEFORE_ANY_BID.search(text):
        return True
    named = any(c.value[:1].isdigit() for c in calls) or _AFTER_A_BID.search(text)
    return bool(_FIRST.search(text)) and not named
