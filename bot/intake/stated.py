"""What a free text states around an irregularity: the auction (``торговля: 1♥ пас``, or a sequence of calls
said in order), the contract (``контракт 4♠``), the declarer (``разыгрывающий Юг``), and which call is the irregular
one and which it was made over (``1♦ после моей 1♥``, ``over my 1H``). Used by :mod:`bot.intake.prefill`; every
function takes the text and the calls the situation reader found, and never raises on any text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.intake import forms
from bot.intake.textscan import Found

PRIOR_CONNECTOR = r"\bover\b|\bafter\b|\bна\b|\bпосле\b|\bповерх\b"


def stated_contract(text: str, calls: list[Found]) -> Found | None:
    """The bid right after ``contract`` / ``контракт``, when it is one of levels 1–7."""
    label = re.search(r"(?:contract|контракт\w*)\s*:?\s*", text, re.IGNORECASE)
    if not label:
        return None
    first = next((c for c in calls if c.start >= label.end() and c.start - label.end() <= 3), None)
    return first if first and is_bid(first.value) and first.value[0] in "1234567" else None


DECLARER_LABEL = r"\b(?:declarer|разыгрывающ\w*|разыгрывает|разыгрывал\w*|играет|играл\w*)\s*(?:is|был\w*)?\s*:?\s*"
DECLARER_AFTER = r"\s*(?:is|was)?\s*(?:the\s+)?(?:declarer|declares|declared|разыгрывающ\w*|разыгрыва\w*)"


def stated_declarer(text: str) -> Found | None:
    """The seat named as declarer: right after ``declarer``/``разыгрывающий`` or right before ``is declarer``."""
    seats = [s for s in forms.find_seats(text) if s.value in "NESW"]
    for label in re.finditer(DECLARER_LABEL, text, re.IGNORECASE):
        seat = next((s for s in seats if s.start == label.end()), None)
        if seat is not None:
            return seat
    for seat in seats:
        if re.match(DECLARER_AFTER, text[seat.end:], re.IGNORECASE):
            return seat
    return None


def stated_auction(text: str, calls: list[Found]) -> list[Found]:
    """The calls after ``auction:`` / ``торговля:``, as long as they follow one another."""
    label = re.search(r"(?:auction|bidding|торговл\w*)\s*:\s*", text, re.IGNORECASE)
    if not label:
        return []
    return contiguous_run(text, [c for c in calls if c.start >= label.end()], label.end())


def contiguous_run(text: str, calls: list[Found], start: int) -> list[Found]:
    """Calls that follow one another separated only by spaces, commas or dashes, from ``start`` on."""
    run: list[Found] = []
    position = start
    for call in calls:
        if text[position:call.start].strip(" ,-–—;") != "":
            break
        run.append(call)
        position = call.end
    return run


def irregular_and_prior(text: str, calls: list[Found], auction: Sequence[Found] = ()
                         ) -> tuple[Found | None, Found | None]:
    """The irregular call and the call it was made over (``1♦ после 1♥``, ``after my 1H partner bid 1D``).

    Without a connector word, a stated sequence of calls (``North opened 1H, East bid 1D``) is the auction so far
    and its LAST call the irregular one, made over the last bid before it; else the prior call is the last bid of
    a stated auction, if any.
    """
    if not calls:
        return None, None
    prior = connected_prior(text, calls)
    if prior is None and is_sequence(text, calls):
        return calls[-1], next((c for c in reversed(sequence(calls)) if is_bid(c.value)), None)
    if prior is None:
        prior = next((c for c in reversed(auction) if is_bid(c.value)), None)
    irregular = next((c for c in calls if c is not prior), None)
    return irregular, prior


def connected_prior(text: str, calls: list[Found]) -> Found | None:
    """The bid right after ``over``/``after``/``после``/``на`` (not across a seat word), if any."""
    for connector in re.finditer(PRIOR_CONNECTOR, text, re.IGNORECASE):
        following = next((c for c in calls if c.start >= connector.end()), None)
        if (following and is_bid(following.value) and following.start - connector.end() <= 16
                and not seat_word_between(text, connector, following)):
            return following
    return None


def is_sequence(text: str, calls: Sequence[Found]) -> bool:
    """Whether the calls read as an auction stated in order, the irregular call last: two or more, with a bid
    before the last (``north doubled after the final pass`` names no sequence), and no connector word."""
    return (len(calls) >= 2 and any(is_bid(c.value) for c in calls[:-1])
            and connected_prior(text, list(calls)) is None)


def sequence(calls: list[Found]) -> list[Found]:
    """The calls stated before the last one, in the order said: the auction up to the irregular call."""
    return calls[:-1]


def sequence_dealer(text: str, calls: list[Found]) -> str | None:
    """The dealer a stated sequence implies from the seats named before its calls (``N 1H, E 1D``: North), ``""``
    when no seat is named, ``None`` when the seats do not follow one another in rotation. The last call is the
    irregular one, which may be out of rotation: its seat is the offender's, not a clue to the dealer."""
    from engine.seats import parse_seat

    dealer: str | None = ""
    previous_end = 0
    for index, call in enumerate(calls[:-1]):
        named = [s for s in forms.find_seats(text[previous_end:call.start]) if s.value in "NESW"]
        previous_end = call.end
        if not named:
            continue
        seat = parse_seat(named[-1].value)
        for _ in range(index):
            seat = seat.rho
        if dealer and dealer != seat.value:
            return None
        dealer = seat.value
    return dealer


def sequence_auction(text: str, calls: list[Found], board: int | None) -> list[Found]:
    """The calls before the irregular one as the auction so far, when the text states a sequence (no connector
    word) and it can be placed: a board gives the dealer, and the seats named before the calls are those whose
    turn it was from that dealer (a sequence that does not fit is left for the wizard to ask)."""
    if board is None or not is_sequence(text, calls):
        return []
    from engine.board import board_info

    dealer = sequence_dealer(text, calls)
    if dealer is None or (dealer and dealer != board_info(board).dealer.value):
        return []
    return sequence(calls)


def said_by_me(text: str, call: Found) -> bool:
    """``после моей 1♥``, ``over my 1H``: the prior call was the speaker's own (so "partner" can be placed)."""
    gap = text[max(0, call.start - 12):call.start]
    return any(s.value == "me" for s in forms.find_seats(gap))


def seat_word_between(text: str, connector: re.Match[str], call: Found) -> bool:
    """``after my 1H`` keeps 1H as the prior call; ``на что партнёр сказал 1♦`` does not."""
    gap = text[connector.end():call.start]
    return any(s.value in ("partner", "lho", "rho") or s.value in "NESW" for s in forms.find_seats(gap))



def is_bid(call: str) -> bool:
    return call[0].isdigit()


def rank(bid: str) -> int:
    """Bids in ascending order (Law 18E): level first, then C < D < H < S < NT."""
    return int(bid[0]) * 5 + ("C", "D", "H", "S", "NT").index(bid[1:])
