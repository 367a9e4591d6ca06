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

Without whose turn it was nothing is decided; else the section's concept replaces the general one. Never raises.
"""

from __future__ import annotations

import re
from typing import Any, TypeGuard

from bot.intake import compass_auction, forms
from bot.intake import rotation_detail as detail
from bot.intake.rotation_words import (
    _ACTOR,
    _AFTER_TURN,
    _ALREADY,
    _ALTHOUGH,
    _AUCTION_BEFORE,
    _BEFORE_TURN,
    _CALLING,
    _COMPASS,
    _DIRECTOR,
    _EARLIER,
    _FIRST_WORD,
    _FORFEIT_NOT_DIRECTOR,
    _HYPOTHETICAL,
    _IN_TURN_OF,
    _KIND_VERB,
    _MY_TURN,
    _OPENED,
    _OUT_OF_TURN,
    _PASS_TOO,
    _PASSED,
    _POSSESSIVE,
    _PRONOUN,
    _PRONOUN_BEFORE,
    _RELATIVE,
    _REPEAT,
    _SEAT_AFTER,
    _SEAT_IN,
    _SPOKE_OF,
    _THINKING,
    _WHEN_TO_CALL,
    _WHOSE_TURN,
    is_subject,
    loose_turn,
    refused,
)
from bot.intake.textscan import Found, blank
from lawbase.search.concepts import settle

_last_turn: tuple[str, list[Found], tuple[int, bool] | None] = ("", [], None)  # the last story's turn
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
def section(text: str, seats: list[Found], calls: list[Found], kind: str | None = None) -> str | None:
    """The section of Laws 28-32 the story tells, or None. The kind is the offender's own call (the first told
    after him), else ``kind`` (the lexicon's), else what the words say; a conventional pass is a bid (30C)."""
    if _first_act(text, calls, 0) == "pass" and kind in (None, "pass") and detail.conventional(text):
        return "30C"  # a conventional pass out of turn: Law 31 deals with it, as with a bid
    turn = _turn(text, seats)
    skipped = detail.skipped_dealer(text, seats) if turn is None else None
    dealt = skipped is not None
    if skipped is not None:
        turn = (skipped, False)  # the dealer's turn: nobody had called before
    by_next = _told_by_next(text, seats) if turn is None else None
    if by_next is not None and by_next[1] == 3:
        turn = (by_next[0], False)  # "контранул раньше времени, а правый после этого заявил 2♠": it was RHO's turn
    offender = _offender(text, seats, turn[0], before_only=turn[1]) if turn else None
    start = seats[offender].start if offender is not None else 0
    kind = _first_act(text, calls, start) or kind or _kind(text, calls)
    if turn is not None and offender is not None:  # "RHO bid 2♣, then while I was still thinking he said pass"
        kind = _later_act(text, calls, seats, offender, seats[turn[0]]) or kind
    if _PASS_TOO.search(text):
        kind = "pass"  # "сказал 2♦ и тут же ещё и пас положил": the call out of turn is the pass after his own bid
    if turn is not None and not dealt and kind == "pass" and detail.is_dealer(text, seats, seats[turn[0]]):
        dealt = not any(c.value[:1].isdigit() and c.start < seats[turn[0]].start for c in calls)  # his first turn
    if kind == "pass" and (dealt or detail.before_any_bid(text, calls)):
        return "30A"  # a pass before anyone bid: whoever's turn it was
    if turn is None:
        if kind == "pass" and _PASS_TOO.search(text):
            return "30B3"  # a pass added to one's own call: the next player, his LHO, had not called yet
        return "29B" if by_next is not None and by_next[1] == 1 else detail.seatless_next(text)
    if kind is None:
        return None
    owner, own = turn
    if own:  # "его партнёра", "his LHO": said from the offender's seat
        relation = _RELATIVE.get(seats[owner].value)
    else:
        pair = (seats[owner].value, seats[offender].value if offender is not None else "me")
        relation = 3 if detail.partners_own_rho(text, pair, seats[owner]) else _relation(*pair)  # «за правого»
    if not relation:
        return None
    if relation == 3 and kind != "pass" and detail.obliged(text, seats, seats[owner]):
        return "28A"  # his RHO had to pass: the call counts as made in rotation
    by, act, ruled, (told, after) = _next_call(text, seats, owner, offender, relation, calls, kind, by_next is not None)
    if by is not None and act is not None and not ruled:
        if by == relation and relation != 2 and detail.called_over(text, detail.clause_start(text, told)):
            return "28B"  # the opponent whose turn it was called over it unnoticed: his call stands, no penalty
        if by == 1 and relation != 1:
            return "29B"  # the offender's LHO called over it: the right to a penalty is lost
    if kind == "pass":
        found = _pass(relation)
        return detail.pass_in_partners_turn(text, start) if found == "30B2" else found
    if kind == "bid":
        if relation != 3:
            return "31B"
        if by != 3 or act is None:
            return "31A"
        offenders = seats[offender].value if offender is not None else "me"
        if act == "pass":  # «партнёр открыл…, говорить должен был правый, тот спасовал»: my RHO's turn after all
            return "31B" if not own and detail.opened_at_my_rho(text, seats[owner], offenders, start) else "31A1"
        return detail.repeated(text, calls, told, after) or detail.no_bid_again(text, calls, seats, offenders, after)
    if relation == 2:
        return "32A"
    if relation != 3:
        return None  # Law 32 has no case of a double in LHO's turn
    return {"pass": "32B1", "act": "32B2"}.get(act or "", "32B") if by == 3 else "32B"


def refine(text: str, seats: list[Found], calls: list[Found], found: list[Any]) -> list[Any]:
    """``found`` with the general out-of-turn concept replaced by its section's, when the lexicon found one (a
    trigger met) and the story says whose turn it was."""
    general = next((m for m in found if m.id in GENERAL and m.weight >= STRONG), None)
    told = compass_auction.section(text, seats, calls)  # the auction told seat by seat says it, where it can
    misclick = any(m.id == "misclick" and m.weight >= STRONG for m in found) and not detail.turn_by_seat(text)
    if general is None and (not stated(text, seats, calls) or misclick):
        return found if told is None else settle(found, GENERAL, SECTIONS[told])
    if told is None and compass_auction.in_rotation(text, seats, calls):
        return [m for m in found if m.id not in GENERAL]  # every call came in its turn, whatever a player claims
    if told is None and (compass_auction.third_pass(text, seats, calls) or detail.three_passes(text)):
        return found  # a third pass out of rotation: whether the auction ended is Law 34's
    kind = {"pass_out_of_turn": "pass", "bid_out_of_turn": "bid", "double_out_of_turn": "double"}.get(
        general.id if general is not None else "")
    which = compass_auction.merged(section(text, seats, calls, kind), told)
    return found if which is None else settle(found, GENERAL, SECTIONS[which], max(1.0, getattr(general, "weight", 1)))


def stated(text: str, seats: list[Found], calls: list[Found]) -> bool:
    """Whether the story itself says a call came out of turn (a call or calling word, no card): a seat said as the
    turn's owner with a calling word in its sentence ("в мою очередь", "раньше соседа справа"; not a loose "за", "до",
    "at", "before"), or as still thinking when another already called ("правый ещё думал, а я уже сказал пас"); or
    the dealer named and another seat calling first; or the offender's RHO calling next after "вне очереди"."""
    if not (calls or _KIND_VERB.search(text)) or forms.every_card(text):
        return False
    if (detail.dealer_skipped(text, seats) or detail.called_in_his_turn(text, seats)  # «правый заявил в его очередь»
            or (_PASS_TOO.search(text) and _turn(text, seats) is not None)):
        return True  # "пока Запад думает, Юг ещё раз говорит пас": the pass added to his own call
    turn = _turn(text, seats)
    if turn is None:
        by_next = _told_by_next(text, seats)
        return by_next is not None and by_next[1] == 3
    seat = seats[turn[0]]
    before = _BEFORE_TURN.search(text[max(0, seat.start - 40):seat.start])
    if before is not None and detail.in_his_place(text, seat):
        return True  # «я спасовал за левого»: a call made in his place, at his turn
    mine = _POSSESSIVE.fullmatch(text[seat.start:seat.end]) and _MY_TURN.match(text[seat.end:seat.end + 12])
    loose = before is not None and loose_turn(text, before, seat, seats)
    if mine or (before is not None and not loose):
        begin = text.rfind(".", 0, seat.start) + 1
        sentence = text[begin:seat.start - len(before.group())] if before else text[begin:seat.start]
        sentence += text[seat.end:(text.find(".", seat.end) + 1 or len(text))]  # the turn's words are no call
        if mine and "слово" in mine.group().lower() and all(a["who"].lower() == "я" for a in _ACTOR.finditer(sentence)):
            return False  # «когда было моё слово, я долго думал и сказал пас»: only the teller called, in his turn
        return _CALLING.search(sentence) is not None
    after = _AFTER_TURN.match(text[seat.end:seat.end + 25])
    clause = _ALTHOUGH if after is None or after.group("to_call") is None else _WHEN_TO_CALL  # not «когда … думал»
    return after is not None and (_ALREADY.search(text, seat.end + after.end(), seat.end + after.end() + 80) is not None
                                  or clause.search(text, max(0, seat.start - 30), seat.start) is not None)


def _later_act(text: str, calls: list[Found], seats: list[Found], offender: int, owner: Found) -> str | None:
    """The offender's call told after the owner of the turn was said to be still thinking, when the offender's
    first call came before that ("RHO bid 2♣, then while I was still thinking he said pass"): the later one is
    the call out of turn, when no other seat is named before it."""
    start = seats[offender].end
    first = next((c.start for c in calls if c.start >= start
                  and not _AUCTION_BEFORE.search(text, max(0, c.start - 40), c.start)), len(text))
    verb = _KIND_VERB.search(text, start)
    if min(first, verb.start() if verb else len(text)) > owner.start or not _THINKING.match(text, owner.end):
        return None
    later = next((c for c in calls if c.start >= owner.end), None)
    if later is None or any(owner.end <= s.start < later.start and s.value != seats[offender].value for s in seats):
        return None
    return _call_kind(later.value)


def _told_by_next(text: str, seats: list[Found]) -> tuple[int, int] | None:
    """When no seat is said as the owner of the turn: (index in ``seats``, relation to the offender) of the first
    other seat told calling after the words "out of turn" ("вне очереди", "раньше времени"), before any ruling.
    The offender is the seat said as one who acts right before those words, else the narrator. His RHO calling
    next says it was RHO's turn; his LHO calling next accepted the call (29B)."""
    marker = detail.OUT_OF_TURN_SAID.search(text)
    if marker is None:
        return None
    subjects = [s for s in seats if s.end <= marker.start() and marker.start() - s.end <= 40
                and is_subject(text, s.start, s.end, s.value)]
    offenders = subjects[-1].value if subjects else "me"
    for match in _ACTOR.finditer(text, marker.end()):
        if _EARLIER.search(text[max(0, match.start() - 25):match.start()]):
            continue
        index = next((i for i, s in enumerate(seats) if s.start == match.start("who")), None)
        if index is None:  # "соперник слева тут же заявил", "тот, кто слева, сказал": the seat said after the word
            index = next((i for i, s in enumerate(seats) if match.end("who") <= s.start < match.end()
                          and _SEAT_AFTER.fullmatch(text, match.end("who"), s.start)), None)
        if _SPOKE_OF.match(text, match.end()) or refused(text, match):
            continue  # "я сказал об этом": words, no call; «LHO не принял контру»: a refusal, no call
        if index is None or seats[index].value == offenders:
            if index is None and _PRONOUN.fullmatch(match.group("who")):
                return None  # "он потом сказал…": whose call is not said
            continue
        between = _FORFEIT_NOT_DIRECTOR.sub(blank, text[marker.end():match.start()])
        relation = _relation(seats[index].value, offenders)
        return None if relation is None or _DIRECTOR.search(between) else (index, relation)
    return None


def _first_act(text: str, calls: list[Found], start: int) -> str | None:
    """The kind of the first call the story tells from ``start`` on (the offender's): a call ("1♠", "контра") or
    a verb that says its kind ("passed", "законтрил", "opened"); a bare "сказал" waits for its call."""
    call = next((c for c in calls if c.start >= start and not _before_out_of_turn(text, c)), None)
    verb = _KIND_VERB.search(text, start)
    if call is None and verb is None and start:  # "и тут спасовал вне очереди левый": the verb before him
        verb = _KIND_VERB.search(text, max(0, start - 40), start)
    if verb is not None and (call is None or verb.start() < call.start):
        return next(kind for kind, word in verb.groupdict().items() if word)
    return _call_kind(call.value) if call is not None else None


def _before_out_of_turn(text: str, call: Found) -> bool:
    """Whether a call is told as the auction before the call out of turn ("после открытия 1♣", "уже было 1♣"),
    not as that call ("после контры вне очереди")."""
    said_so = detail.OUT_OF_TURN_SAID.match(text[call.end:call.end + 25].lstrip())
    return bool(_AUCTION_BEFORE.search(text, max(0, call.start - 40), call.start)) and not said_so


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
    партнёра"); the first seat the story marks so. Kept for the last story: :func:`stated` and :func:`section`
    both ask."""
    global _last_turn
    last = _last_turn  # one tuple, swapped whole (a reader in another thread)
    if last[0] is not text or last[1] != seats:
        last = _last_turn = (text, list(seats), detail.find_turn(text, seats))
    return last[2]


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
        if index == owner or seat.value == turn.value or not is_subject(text, seat.start, seat.end, seat.value):
            continue
        if (before_only and seat.start > turn.start) or detail.after_owner_again(text, seats, owner, index):
            continue
        following = next((other.start for other in seats[index + 1:]  # the next seat said as one who acts (not
                          if other.start > seat.end and other is not turn  # "я не дождался RHO и сказал контра")
                          and is_subject(text, other.start, other.end, other.value)), len(text))
        floor = seats[index - 1].end if index else 0  # the verb before him: in his sentence, after the seat before
        verb = (_CALLING.search(text[seat.end:min(seat.end + 80, following)])  # his own verb, not the next one's
                or _CALLING.search(detail.same_sentence(text, seat.start, 30, floor)))  # "и тут спасовал левый"
        if verb is not None and verb.start() > 0 and _PRONOUN_BEFORE.search(text[max(0, seat.start - 50):seat.start]):
            continue  # "он дал контру, а я…": the verb before is his
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


def _pass(relation: int) -> str:
    """30B1/30B2/30B3 by whose turn it was (30A, no bid before, is told apart earlier); a story that says nothing of
    the auction before ("пас вне очереди в очередь партнёра") is read as after an opening, as players mean it."""
    return {3: "30B1", 2: "30B2", 1: "30B3"}[relation]


def _next_call(text: str, seats: list[Found], owner: int, offender: int | None, relation: int,
               calls: list[Found], kind: str, from_owner: bool = False,
               ) -> tuple[int | None, str | None, bool, tuple[int, int]]:
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
    if from_owner or _WHOSE_TURN.match(text, seats[owner].end):  # the owner called next («South, whose turn…, bid»)
        at = seats[owner].start
    elif first is None or (told is not None and told.start() < first.start):
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
        if refused(rest, match):
            continue  # "Правый пас не принял": he refused the pass, he did not pass
        before_director = ruled is None or (_by_director(ruled) and ruled.start() >= match.end("verb"))
        act = "pass" if _PASSED.search(match.group("verb") + rest[match.end():match.end() + 10]) else "act"
        return by, act, not before_director, (at + match.start(), _after_call(text, calls, at + match.end()))
    return None, None, ruled is not None, (len(text), len(text))


def _by_director(ruled: re.Match[str] | None) -> TypeGuard[re.Match[str]]:
    """Whether the director's words found the ruling, not "must I repeat?" (by pattern: not the cued wrapper)."""
    return ruled is not None and ruled.re.pattern == _DIRECTOR.pattern


def _after_call(text: str, calls: list[Found], end: int) -> int:
    """Where the story goes on after the next player's call whose verb ends at ``end``: after his call when one
    is written right after the verb, before the next seat acts ("он сказал 3♦, а я…"), else right after the verb
    ("север дал контру, и восток пошёл 2♦")."""
    following = _ACTOR.search(text, end)
    own = next((c for c in calls if 0 <= c.start - end <= 12 and (following is None or c.start < following.start())),
               None)
    return own.end if own is not None else end


def _call_kind(value: str) -> str:
    """A canonical call's kind: ``X``/``XX`` a double, ``P`` a pass, anything else a bid."""
    if value in ("X", "XX"):
        return "double"
    return "pass" if value == "P" else "bid"
