"""Whose turn it was, from what the situation reader found: facts that words alone do not say.

A player rarely writes "out of rotation"; he writes who did what: "Север открыл 1♥, а Запад сразу дал контру"
(West called before East: out of rotation, Law 29), "Взятку взял Восток, а следующую карту выложил Запад" (the
winner of a trick leads to the next, 44G: West led out of turn, 53), "Сказал 2♥, нет, 3♥" (one player's second
call in one breath: a change of call, 25). The reader (:mod:`bot.intake.situation`) asks this module for those
facts: each is a *mark* (for the lexicon's triggers) and the situation it proves (for ``/ask`` and the search).
It also tells which bids are not calls at all: the contract played ("играю 4♥", "playing 4S") and a holding
("открыл 1♠ с двумя пиками", "holding five spades").

Every function takes the text and the things the reader found, and never raises.
"""

from __future__ import annotations

import bisect
import itertools
import re

from bot.intake import forms
from bot.intake.cues import cued
from bot.intake.textscan import Found

# mark → the lexicon situation it proves (laws in lawbase/data/concepts.json)
PROVES = {"corrected_call": "change_of_call", "called_before_turn": "call_out_of_rotation",
          "led_after_other_won": "lead_out_of_turn", "wrong_opening_leader": "opening_lead_out_of_turn"}

_CONTRACT_BEFORE = cued(
    r"(?:контракт\w*|играю|играем|играет|играли|играл\w*|сыграл\w*|разыгрыва\w*|заказал\w*|"
    r"playing|played|plays|declaring|declared|contract(?:\s+(?:of|is|was))?|(?:we|they|he|she|were|was|are|is)\s+in)"
    r"\s*:?\s*$", re.IGNORECASE)
_WITH_BEFORE = cued(r"(?<![\w])(?:с|со)\s+$", re.IGNORECASE)
# "влез с 2 трефами": the bid itself, said with the verb of entering the auction
_ENTERED_WITH = cued(r"(?:влез\w*|вылез\w*|вмешал\w*|выскочил\w*|вош[её]л|вошла|вступил\w*)\s+(?:с|со)\s+$",
                     re.IGNORECASE)
_HOLDING_BEFORE = cued(r"(?<![\w])(?:имея|holding|having|with only|with just)\s+$", re.IGNORECASE)
_INSTRUMENTAL = cued(r"(?:ами|ями)$", re.IGNORECASE)  # "с пятью пиками": a holding, never a bid
_CORRECTION = cued(r"(?<![\w])(?:нет|ой|упс|то есть|вернее|точнее|извини\w*|пардон|sorry|no|oops|i mean|"
                   r"rather|make (?:that|it))(?![\w])", re.IGNORECASE)
_WON = cued(r"(?<![\w])(?:взял\w*\s+взятк\w*|взятк\w*\s+взял\w*|выиграл\w*\s+взятк\w*|взятк\w*\s+выиграл\w*|"
            r"won the trick|took the trick|won (?:it|that trick)|won with)(?![\w])", re.IGNORECASE)
_LED = cued(r"(?<![\w])(?:вышел|вышла|вышли|сходил\w*|зашёл|зашел|зашла|пош[её]л|пошла|выложил\w*|"
            r"положил\w*|пошли|led|leads|lead|played|put down)(?![\w])", re.IGNORECASE)
_CLAUSE = cued(r"[,;.!?—–]|(?<![\w])(?:а|и|но|потом|затем|and|but|then)(?![\w])", re.IGNORECASE)
_NEXT = {"N": "E", "E": "S", "S": "W", "W": "N"}


def contract(text: str, calls: list[Found]) -> Found | None:
    """The contract played, when a bid follows words that say so ("играю 4♥", "контракт 3БК", "we were in 4S")."""
    return next((c for c in calls if c.value[:1] in "1234567" and c.value[1:2] != ""
                 and _CONTRACT_BEFORE.search(text[max(0, c.start - 30):c.start])), None)


def holdings(text: str, calls: list[Found]) -> list[Found]:
    """Bids that are cards held, not calls: "открыл 1♠ с двумя пиками", "holding five spades"."""
    out = []
    for call in calls:
        before = text[max(0, call.start - 30):call.start]
        if call.value[:1].isdigit() and (_HOLDING_BEFORE.search(before) or (
                _WITH_BEFORE.search(before, _last_word(before)) and _INSTRUMENTAL.search(text[call.start:call.end])
                and not _ENTERED_WITH.search(before))):
            out.append(call)
    return out


def _last_word(text: str) -> int:
    """Where a match of ``_WITH_BEFORE`` («с» or «со», then only spaces to the end) may begin: at the last two
    characters before the text's trailing spaces (a search from there finds what a search from 0 finds; its
    look-behind still sees the letter before)."""
    return max(0, len(text.rstrip()) - 2)


def marks(text: str, calls: list[Found], seats: list[Found]) -> set[str]:
    """The turn facts the text states (keys of :data:`PROVES`)."""
    found: set[str] = set()
    if len(calls) >= 2 and _corrected(text, calls, seats):
        found.add("corrected_call")
    if len(calls) >= 2 and _called_before_turn(text, calls, seats):
        found.add("called_before_turn")
    if len(seats) >= 2 and _led_after_other_won(text, seats):
        found.add("led_after_other_won")
    return found


def leads(text: str) -> bool:
    """Whether the text says anyone led or played (cheap: the opening leader is looked for only then)."""
    return _LED.search(text) is not None


def _corrected(text: str, calls: list[Found], seats: list[Found]) -> bool:
    """Two calls with a correction word between them and no other player named between: "2♥… нет, 3♥"."""
    for first, second in itertools.pairwise(calls):
        between = text[first.end:second.start]
        others = [s for s in seats if first.end <= s.start < second.start and s.value != "me"]
        if len(between) <= 60 and _CORRECTION.search(between) and not others:
            return True
    return False


def _actor(text: str, position: int, seats: list[Found], ends: list[int] | None = None,
           starts: list[int] | None = None) -> str | None:
    """The compass seat named in the clause around ``position`` (before it, else right after it). ``ends``, ``starts``:
    where the text's clause marks end and start, when many positions are asked about (see :func:`_clause_start`; the
    next mark from a position is the first of the whole text's there: a mark never starts inside another)."""
    clause_start = _clause_start(text, position, ends)
    if starts is not None:
        after = bisect.bisect_left(starts, position)
        clause_end = starts[after] if after < len(starts) else len(text)
    else:
        following = _CLAUSE.search(text, position)
        clause_end = following.start() if following else len(text)
    inside = [s for s in seats if clause_start <= s.start < clause_end and s.value in _NEXT]
    before = [s for s in inside if s.start < position]
    return before[-1].value if before else (inside[0].value if inside else None)


def _compass(seats: list[Found]) -> bool:
    """Whether a compass seat is named: :func:`_actor` finds none else."""
    return any(s.value in _NEXT for s in seats)


def _clause_start(text: str, position: int, ends: list[int] | None) -> int:
    """Where the clause around ``position`` starts: after the last clause mark of the text up to ``position``
    (cut there: "но" of "ночью" ends a clause right before a call glued to it). With ``ends``, the ends of the
    marks of the whole text, only the stretch after the last one before ``position`` is read again: the marks
    before it are the same either way, and a long auction is not read from its start for every call."""
    start = 0
    if ends is not None:
        before = bisect.bisect_left(ends, position)
        start = ends[before - 1] if before else 0
    return max((m.end() for m in _CLAUSE.finditer(text, start, position)), default=start)


def _called_before_turn(text: str, calls: list[Found], seats: list[Found]) -> bool:
    """A call by the seat that sits right before the previous caller (West right after North): three seats
    skipped is no narrative shortcut but a call out of rotation (Law 29)."""
    if not _compass(seats):
        return False  # no actor without a compass seat: the clauses need not be read
    clause_marks = list(_CLAUSE.finditer(text))
    ends, starts = [m.end() for m in clause_marks], [m.start() for m in clause_marks]
    actors = [_actor(text, call.start, seats, ends, starts) for call in calls]
    return any(a and b and _NEXT[b] == a for a, b in itertools.pairwise(actors))


def _led_after_other_won(text: str, seats: list[Found]) -> bool:
    """"Взятку взял Восток, а следующую карту выложил Запад": the winner of a trick leads to the next (44G)."""
    if not _compass(seats):
        return False  # no winner without a compass seat
    for won in _WON.finditer(text):
        winner = _actor(text, won.start(), seats)
        lead = _LED.search(text, won.end())
        if winner is None or lead is None:
            continue
        leader = _actor(text, lead.start(), seats)
        if leader is not None and leader != winner and lead.start() - won.end() <= 80:
            return True
    return False


def wrong_opening_leader(text: str, declarer: str | None, seats: list[Found]) -> bool:
    """The opening lead made by declarer's RHO (or partner), where declarer's LHO leads (41A)."""
    if declarer not in _NEXT or not _compass(seats):
        return False  # no leader without a compass seat
    for lead in _LED.finditer(text):
        leader = _actor(text, lead.start(), seats)
        if leader is not None and leader != _NEXT[declarer]:
            return leader != declarer
    return False


def contract_declarer(text: str, contract: Found | None) -> Found | None:
    """The seat that plays the contract, when named right after it ("играю 4♥ с Юга", "4S by South")."""
    if contract is None:
        return None
    after = re.match(r"\s*(?:с|со|by|from|за)\s+", text[contract.end:], re.IGNORECASE)
    if not after:
        return None
    start = contract.end + after.end()
    seat = next((s for s in forms.find_seats(text[start:]) if s.start == 0), None)
    return Found(seat.value, start, start + seat.end) if seat is not None and seat.value in _NEXT else None
