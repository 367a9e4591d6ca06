"""A call out of rotation read from the auction itself, when the story tells it with compass seats (Laws 28-32).

Directors and many players tell an auction as it went, seat by seat: «Сдавал Север. Север пас, Восток 1♥, Юг
сказал 2♣ …», "I'm West. North opened 1♠, my partner East passed …". Then the rotation says what the words may
not: each seat calls after the one on its right (N, E, S, W), so the first call made by another seat than the one
whose turn it was is the call out of rotation; whose turn it was (the offender's RHO, partner or LHO) and what
came next decide the section, as :mod:`bot.intake.rotation` decides it from words:

* a pass: 30A before anyone had bid; after a bid, 30B1 (RHO's turn), 30B2(A) (partner's), 30B3 (LHO's);
* a bid: 31A in RHO's turn (31A1 when RHO then passed, 31A2 when he called otherwise), 31B in partner's or LHO's;
* a double or redouble: 32A in partner's turn, 32B in RHO's (32B1, 32B2 as RHO then passed or bid);
* the next call, made before the director was called: by the offender's LHO, 29B (he accepted it); by the opponent
  whose turn it was, 28B (his call is in turn and the one out of rotation is as if unmade) when that was the
  offender's LHO, or his RHO told calling over it unnoticed («не заметив», «машинально» said of that call, "before
  the director came"); RHO's call told without those words, or after the director was called, is the one Law 31A2
  / 32B2 rules (31A1 or 32B1 for a pass).

A call is the nearest seat's named before it in its clause that is not named as the seat whose turn it was («Юг,
не дождавшись Востока, сказал 1♥» is South's); a call with no seat of its own is the next seat's in rotation («Юг
1♠ — пас — пас»), or the previous caller's when its clause says it was out of turn («и тут же, не дожидаясь Запада,
добавил пас»). The narrator's own seat («я, Юг», "I'm West") turns "я", "партнёр", "левый", "правый" into compass
seats. The rotation starts at the dealer when he is named («сдавал Север», "East dealt"), else at the seat whose turn
the first call was made in when its clause names it («Запад открыл 1♣ в очередь Юга»), else at the first call's seat.
Nothing is decided when fewer than two calls have seats, when the story tells calls out of their order («после того
как…»), or when the offending call's own clause does not say it was out of turn (a telling that leaves out the
opponents' passes). With no next call told, or one after the director was called, the section is the turn's (and,
for a bid or double in RHO's turn, what RHO then did); a next call asked about («можно ли ему дать контру?») is no
call. Never raises.
"""

from __future__ import annotations

import itertools
import re

from bot.intake.cues import cued
from bot.intake.rotation_detail import called_over
from bot.intake.rotation_words import _COMPASS, _DIRECTOR, _FORFEIT_NOT_DIRECTOR, _RELATIVE
from bot.intake.textscan import Found, blank

ORDER = ("N", "E", "S", "W")
_NEXT_CALL = ("28B", "29B")  # decided by the next call, made before any ruling
_AFTER_RULING = re.compile(r"3[12][AB][12]")  # what RHO did after the ruling: 31A1, 31A2…, 32B1, 32B2
MAX_GAP = 70  # a seat names the call this many characters after it at most, in one clause
_BREAK = re.compile(r"[.!?;\n]")
_CLAUSE_END = re.compile(r"[.!?;\n]|\s[—–]\s")  # a question after a dash is its own («сказал пас — обязана ли я…?»)
_DEALER_BEFORE = cued(r"(?:сдавал\w*(?:-то)?|сдающ\w*|раздавал\w*|дилер\w*|dealer|на\s+раздаче|sdaval\w*)\s*"
                      r"(?:был\w*\s+|is\s+|was\s+|[:—-]\s*)?$", re.IGNORECASE)
_DEALER_AFTER = cued(r"^\s*(?:dealt|сдавал\w*|раздавал\w*|sdaval\w*)", re.IGNORECASE)
# a pass or a double told by its verb, with no call written («спасовал», "doubled")
_CALL_VERB = cued(r"(?<!\w)(?:(?P<pass>спасовал\w*|пасанул\w*|пасовал\w*|passed|spasoval\w*)|законтр\w*|контрировал\w*|"
                  r"doubled|zakontr\w*)(?!\w)", re.IGNORECASE)
# a story that tells calls out of their order ("после того как Запад спасовал, Север открыл")
_REORDERED = cued(r"после\s+того,?\s+как|after\s+(?:\w+\s+)?(?:had|has)\b", re.IGNORECASE)
# words right before a seat that make it the seat whose turn it was, not the one who called ("за Востока", "before
# West could call", "не дождавшись Востока", "хотя очередь была Запада", "что сейчас говорит Восток")
_TURN_OF = cued(r"(?:\bза|вместо|раньше|прежде|вперёд|вперед|в\s+очередь|очередь(?:\s+была)?|не\s+дождавшись|"
                r"не\s+дожидаясь|перепрыгнув\s+через|через|говорит|говорить|говорил\w*|должен\s+был|должна\s+была|before|instead\s+of|in\s+(?:\w+\s+)?turn\s+of|"
                r"turn(?:\s+was)?(?:\s+of)?|skipping|ahead\s+of)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_OWN_RELATIVE = ("lho", "rho")  # «своего партнёра E» leaves the compass seat to say it
_OWN = re.compile(r"\b(?:сво(?:его|ей|ему|им)|his\s+own|her\s+own)\s+(?:\w+\s+)?$", re.IGNORECASE)
_TURN_AFTER = re.compile(r"\s*['’]s\s+turn", re.IGNORECASE)
# a call asked about, not made ("можно ли ему дать контру?", "may North double now?")
_HYPOTHETICAL = cued(r"можно\s+ли|может\s+ли|можно|может|могу|разрешено|\bли\b|если|could|can|may|should|if\b|would",
                     re.IGNORECASE)
# the call is said to be out of turn, near it
_OUT_OF_TURN = cued(r"не\s+в\s+свою\s+очередь|вне\s+очереди|не\s+дождавшись|не\s+дожидаясь|раньше|вперёд|вперед|прежде|"
                    r"очередь\s+(?:была\s+|было\s+)?(?:за\s+|у\s+)?(?:Север|Юг|Восток|Запад|[СЮВЗ](?!\w))|(?:\bза|вместо)\s+"
                    r"(?:Север|Юг|Восток|Запад|него|неё|нее|партн[её]р|левого|правого)\w*|в\s+очередь|очередь\s+была|"
                    r"перепрыгнув|out\s+of\s+(?:turn|rotation)|instead\s+of|before\s+\w+\s+(?:could|had|has)|ahead\s+of|skipp\w*|"
                    r"(?:it\s+was|whose)\s+\w+'?s?\s+turn|сейчас\s+говорит|vne\s+ocheredi|ne\s+v\s+svoyu",
                    re.IGNORECASE)


def section(text: str, seats: list[Found], calls: list[Found]) -> str | None:
    """The Law 28-32 section of the first call out of rotation in an auction told with compass seats, or None
    (also when the words near that call do not say it was out of turn: a story that skips the opponents' passes,
    «Север 1♥, Юг 2♥», is no call out of rotation)."""
    auction = _auction(text, seats, calls)
    if auction is None or auction[2] is None:
        return None
    told, _, (position, offender, owner) = auction
    call = told[position][0]
    floor = max(told[position - 1][0].end if position else 0,
                max((m.end() for m in _BREAK.finditer(text, 0, call.start)), default=0))
    end = next((m.start() for m in _BREAK.finditer(text, call.end)), len(text))
    if not _OUT_OF_TURN.search(text, floor, end):
        return None  # the words of its own clause must say it was out of turn
    return _ruling(text, told, position, offender, owner)


def merged(words: str | None, told: str | None) -> str | None:
    """The words' section and the auction's together: whose turn it was is the auction's when the two differ (30B1
    or 30B2, 31A or 31B, 32A or 32B); a next call before any ruling (28B, 29B) is the auction's unless the words read
    it as RHO's call after the ruling (31A1, 32B2…), and the words' 28B or 29B stands; of two readings of the same
    turn, the more specific."""
    if words is None or told is None:
        return words or told
    if words in _NEXT_CALL:
        return words
    if told in _NEXT_CALL:  # the next call came before any ruling, unless the words read it as after one (31A1…)
        return words if _AFTER_RULING.match(words) else told
    if _turn_part(words) != _turn_part(told):
        return told
    return told if len(told) > len(words) else words


def _turn_part(ref: str) -> str:
    return ref[:4] if ref.startswith("30B") else ref[:3]


def third_pass(text: str, seats: list[Found], calls: list[Found]) -> bool:
    """Whether the first call out of rotation is a third pass after a bid: whether the auction ended is Law 34's,
    and no section of Laws 30-32 is read from the words either."""
    auction = _auction(text, seats, calls)
    if auction is None or auction[2] is None:
        return False
    told, _, (position, _, _) = auction
    before = [call.value for call, _ in told[:position]]
    return (told[position][0].value == "P" and before[-2:] == ["P", "P"]
            and any(value[:1].isdigit() for value in before))


def in_rotation(text: str, seats: list[Found], calls: list[Found]) -> bool:
    """Whether the auction is told seat by seat from a named dealer, three calls or more with their seats, and every
    call came in its turn: then no call was out of rotation, whatever a player claims."""
    auction = _auction(text, seats, calls)
    return (auction is not None and auction[1] is not None and auction[2] is None
            and sum(seat is not None for _, seat in auction[0]) >= 3)


_Told = list[tuple[Found, str | None]]  # each call with its seat (None: none said), in the text's order
_Auction = tuple[_Told, str | None, tuple[int, str, str] | None]  # the calls, the dealer, the first offence
_last: tuple[str, list[Found], list[Found], _Auction | None] = ("", [], [], None)


def _auction(text: str, seats: list[Found], calls: list[Found]) -> _Auction | None:
    """The calls with their seats, the dealer and the first call out of rotation (None: no auction told seat by
    seat); the last story's is kept, since the rotation reader asks :func:`section`, :func:`in_rotation` and
    :func:`third_pass` of the same story."""
    global _last
    last = _last  # one tuple, swapped whole (a reader in another thread)
    if last[0] is not text or last[1] != seats or last[2] != calls:
        last = _last = (text, list(seats), list(calls), _read_auction(text, seats, calls))
    return last[3]


def _read_auction(text: str, seats: list[Found], calls: list[Found]) -> _Auction | None:
    if not any(seat.value in _COMPASS for seat in seats):
        return None  # no compass seat: nothing to follow (most stories; a cheap test first)
    if any(seat.value in _OWN_RELATIVE and _OWN.search(text, max(0, seat.start - 20), seat.start)
           and _turn_of(text, seat) for seat in seats):
        return None  # «Запад открыл раньше своего соседа справа»: the turn told from the offender's seat, the words'
    dealer = _dealer_seat(text, seats)
    told = _seated_calls(text, seats, calls, dealer)
    if told is None or _REORDERED.search(text):
        return None
    start = dealer.value if dealer is not None else None
    return told, start, _first_out_of_turn(text, seats, told, start)


def _first_out_of_turn(text: str, seats: list[Found], told: _Told, dealer: str | None) -> tuple[int, str, str] | None:
    """(position, offender, the seat whose turn it was) of the first call made by another seat than the one whose
    turn it was; the rotation starts at the dealer, else at the first call's seat."""
    expected = dealer or _first_turn(text, seats, told) or told[0][1]
    if expected is None:
        return None
    for position, (_, seat) in enumerate(told):
        seat = seat or expected
        if seat != expected:
            return position, seat, expected
        expected = _after(seat)
    return None


def _first_turn(text: str, seats: list[Found], told: _Told) -> str | None:
    """The seat whose turn the first call was made in, when its clause names it («Запад открыл 1♣ в очередь Юга»)."""
    first = told[0][0]
    end = told[1][0].start if len(told) > 1 else len(text)
    for seat in seats:
        if (seat.value in ORDER and seat.start < end and not _BREAK.search(text, min(first.end, seat.start),
                                                                           max(first.start, seat.end))
                and _turn_of(text, seat) and _OUT_OF_TURN.search(text, min(first.end, seat.start), seat.end)):
            return seat.value  # (its clause says the call was out of turn: «говорить должен был Север» may be the next)
    return None


def _ruling(text: str, told: _Told, position: int, offender: str, owner: str) -> str | None:
    """The section of the call out of rotation at ``position``, made by ``offender`` in ``owner``'s turn."""
    call = told[position][0]
    relation = (_COMPASS[owner] - _COMPASS[offender]) % 4  # 1: LHO's turn, 2: partner's, 3: RHO's
    kind = "pass" if call.value == "P" else "double" if call.value in ("X", "XX") else "bid"
    following = told[position + 1] if position + 1 < len(told) else None
    if following is not None and _asked(text, following[0]):
        following = None  # "можно ли ему дать контру?": a call asked about, not made
    ruled = following is None or _DIRECTOR.search(
        _FORFEIT_NOT_DIRECTOR.sub(blank, text[call.end:following[0].start])) is not None
    if not ruled and following is not None:
        by = following[1]
        if by == owner and relation != 2 and (relation == 1 or called_over(text, call.end)):  # as rotation reads it
            return "28B"  # the opponent whose turn it was called over it unnoticed: his call is in turn
        if by != owner:
            return "29B" if by == _after(offender) else None  # the offender's LHO called: accepted
    after = following[0].value if following is not None and following[1] == owner else None
    if kind == "pass":
        if not any(c.value[:1].isdigit() for c, _ in told[:position]):
            return "30A"
        if position >= 2 and all(c.value == "P" for c, _ in told[position - 2:position]):
            return None  # a third pass after a bid, out of rotation: whether the auction ended is Law 34's
        return {3: "30B1", 2: "30B2(A)", 1: "30B3"}[relation]
    if kind == "bid":
        if relation != 3:
            return "31B"
        return "31A" if after is None else "31A1" if after == "P" else "31A2"
    if relation == 2:
        return "32A"
    if relation == 3:
        return "32B" if after is None else "32B1" if after == "P" else "32B2"
    return None  # a double in LHO's turn: not Law 32's


def _seated_calls(text: str, seats: list[Found], calls: list[Found], dealer: Found | None) -> _Told | None:
    """Each call with its seat (None: none said), in the text's order; None unless two calls have compass seats.

    A call's seat is the nearest one named after the call before it, in its clause, that is not marked as the seat
    whose turn it was («Юг, не дождавшись Востока, сказал 1♥» is South's) nor named as the dealer. A call with no
    such seat whose clause says it was out of turn is the previous caller's («Юг 1♥ и тут же, не дожидаясь Запада,
    добавил пас»); another is the next seat's in rotation («Юг 1♠ — пас — пас»)."""
    narrator = _narrator(text, seats)
    turns: dict[int, bool] = {}  # whether a seat is named as the turn's owner: asked only of seats right before a call
    out: _Told = []
    every = _with_verbs(text, calls)
    for number, call in enumerate(every):
        floor = every[number - 1].end if number else 0
        seat = None
        for index in range(len(seats) - 1, -1, -1):  # the nearest actor before the call (the dealer is none)
            s = seats[index]
            if s is dealer or not (floor <= s.start and s.end <= call.start and call.start - s.end <= MAX_GAP):
                continue
            turn = turns.get(index)
            if turn is None:
                turn = turns[index] = _turn_of(text, s)
            if not turn and not _BREAK.search(text, s.end, call.start):
                seat = s
                break
        label = _compass(seat.value, narrator) if seat is not None else None
        if (seat is None and out and not _BREAK.search(text, floor, call.start)
                and _OUT_OF_TURN.search(text, floor, call.start)):
            label = out[-1][1]  # "и тут же, не дожидаясь Запада, добавил пас": the same player went on
        out.append((call, label))
    return out if sum(label is not None for _, label in out) >= 2 else None


def _turn_of(text: str, seat: Found) -> bool:
    """Whether the seat is named as the one whose turn it was ("за Востока", "at West's turn")."""
    return bool(_TURN_OF.search(text, max(0, seat.start - 30), seat.start) or _TURN_AFTER.match(text, seat.end))


def _with_verbs(text: str, calls: list[Found]) -> list[Found]:
    """The calls, and a pass or double said by its verb alone («и Восток опять спасовал», "East doubled")."""
    found = [Found("P" if m.group("pass") else "X", m.start(), m.end()) for m in _CALL_VERB.finditer(text)
             if not any(c.start < m.end() and m.start() < c.end for c in calls)]
    return sorted([*calls, *found], key=lambda c: c.start) if found else calls


def _asked(text: str, call: Found) -> bool:
    """Whether the call is in a question or a supposition (its clause asks or supposes), not a call made."""
    start = max((m.end() for m in _BREAK.finditer(text, 0, call.start)), default=0)
    end = next((m.start() for m in _CLAUSE_END.finditer(text, call.end)), len(text))
    return "?" in text[call.end:end + 1] or _HYPOTHETICAL.search(text, start, call.start) is not None


def _compass(value: str, narrator: str | None) -> str | None:
    """The compass seat of a seat said either way ("Север"; "я", "партнёр", "левый" once the narrator's is known)."""
    if value in _COMPASS:
        return value
    shift = _RELATIVE.get(value)
    return None if narrator is None or shift is None else ORDER[(_COMPASS[narrator] + shift) % 4]


def _narrator(text: str, seats: list[Found]) -> str | None:
    """The narrator's compass seat, said right after "я" / "I" («я, Юг», «я (Восток)», "I'm West", «Я Запад»)."""
    for seat, following in itertools.pairwise(seats):
        if (seat.value == "me" and following.value in _COMPASS and following.start - seat.end <= 6
                and not _BREAK.search(text, seat.end, following.start)):
            return following.value
    return None


def _dealer_seat(text: str, seats: list[Found]) -> Found | None:
    """The seat named as the dealer («сдавал Север», "East dealt")."""
    for seat in seats:
        if seat.value in ORDER and (_DEALER_BEFORE.search(text[max(0, seat.start - 20):seat.start])
                                    or _DEALER_AFTER.search(text[seat.end:seat.end + 12])):
            return seat
    return None


def _after(seat: str) -> str:
    return ORDER[(_COMPASS[seat] + 1) % 4]
