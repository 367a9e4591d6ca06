"""The words of the bridge table, in one place: seats, calls, cards, the notrump word and the auction table.

Every renderer (a ruling, the wizard, a deal, the numbers, the log) names a seat, a call or a card through this
module, so "North" has one catalog key (``bridge.seat.N``) and a call one way of being written. The words are
catalog data (``bot/locale/<lang>/bridge.json``), never a branch on the language.

Calls come in two forms: in running text (``bridge.call.*``: «пас», lower case in Russian, as the ruling's
sentences and the auction table of a ruling say it) and as a label or answer on its own (``bridge.call_label.*``:
«Пас», the wizard's buttons and bidding pad).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import bid_text, t  # bid_text: the catalog's own words a bid in a message
from engine.calls import parse_call
from engine.errors import EngineError

SEAT_CODES = ("N", "E", "S", "W")
COLUMNS = SEAT_CODES  # an auction table's columns, as on a bidding pad
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
CALL_WORDS = ("P", "X", "XX")


def seat_key(seat: Any) -> str:
    """The catalog key of a seat's name (a ``Choice`` label, an ``Answer`` key): ``bridge.seat.N``."""
    return f"bridge.seat.{getattr(seat, 'value', seat)}"


def seat_text(seat: Any, lang: str) -> str:
    """``N`` (or ``Seat.N``) → ``Север``/``North``; anything that is no seat is returned unchanged."""
    code = str(getattr(seat, "value", seat))
    return t(seat_key(code), lang) if code in SEAT_CODES else code


def seat_genitive(seat: Any, lang: str) -> str:
    """``S`` → ``Юга``/``South's``: the seat's name in the genitive, as after «очередь», «у» («в очередь Юга», «у
    Севера»: ``bridge.seat_gen.*``); anything that is no seat is returned unchanged."""
    code = str(getattr(seat, "value", seat))
    return t(f"bridge.seat_gen.{code}", lang) if code in SEAT_CODES else code


def seat_short(seat: Any, lang: str) -> str:
    """``N`` → ``С``/``N``: a column head or a hand diagram's label."""
    code = str(getattr(seat, "value", seat))
    return t(f"bridge.seat_short.{code}", lang) if code in SEAT_CODES else code


def side_text(side: str, lang: str, *, short: bool = False) -> str:
    """``NS`` (or ``ns``) → ``Север–Юг``/``North–South`` (``short``: ``С–Ю``/``NS``); anything else unchanged."""
    code = str(side).upper()
    return t(f"bridge.{'side_short' if short else 'side'}.{code}", lang) if code in ("NS", "EW") else str(side)


VULNERABILITIES = ("none", "NS", "EW", "both")  # a board's vulnerability, as the engine gives it (Law 2)


def vul_key(vul: str, *, label: bool = False) -> str:
    """The catalog key of a vulnerability (``label``: the capitalised form of a button or answer, «Обе стороны»)."""
    return f"bridge.{'vul_label' if label else 'vul'}.{vul}"


def vul_text(vul: str, lang: str, *, label: bool = False) -> str:
    """``both`` → ``обе стороны``/``both sides`` (``label``: «Обе стороны»/``Both``), ``NS`` → ``Север–Юг``; anything
    else unchanged."""
    return t(vul_key(vul, label=label), lang) if vul in VULNERABILITIES else str(vul)


def nt_word(lang: str) -> str:
    """The notrump word (``БК``/``NT``)."""
    return t("bridge.nt", lang)


def call_key(call: str, *, label: bool = False) -> str:
    """The catalog key of a pass, double or redouble (``label``: the capitalised form of a button or answer)."""
    return f"bridge.{'call_label' if label else 'call'}.{call}"


def call_text(call: str, lang: str, *, label: bool = False) -> str:
    """``1H`` → ``1♥``, ``3NT`` → ``3БК``, ``P`` → ``пас``/``Pass`` (``label``: «Пас»); a call written another way
    the engine reads (``pass``, ``1h``) is worded as its code; anything else is returned unchanged."""
    try:
        parsed = parse_call(call)
    except (EngineError, ValueError, TypeError, AttributeError):
        return call
    code = str(parsed)
    if code in CALL_WORDS:
        return t(call_key(code, label=label), lang)
    return bid_text(code, lang)


def call_object(calls: str, lang: str) -> str:
    """Calls as the object of a verb («повторить контру», «исправлено на реконтру»): a pass, double or redouble
    by ``bridge.call_acc.*`` (the form a language that declines it gives), any other call as :func:`call_text`
    words it (so does a language without that form); several calls (``"P X"``) each in turn."""
    out = []
    for call in calls.split():
        key = f"bridge.call_acc.{call}"
        text = t(key, lang) if call in CALL_WORDS else key
        out.append(call_text(call, lang) if text == key else text)
    return " ".join(out) or calls


def contract_text(contract: str, lang: str) -> str:
    """``4SX`` → ``4♠X``, ``3NT`` → ``3БК`` (doubles as the bidding pad writes them)."""
    bid = contract.rstrip("X")
    return call_text(bid, lang) + contract[len(bid):]


def card_text(card: str) -> str:
    """``HT`` → ``♥10``; anything that is no card is returned unchanged."""
    if len(card) >= 2 and card[0] in SUIT_SYMBOLS:
        rank = card[1:]
        return SUIT_SYMBOLS[card[0]] + ("10" if rank == "T" else rank)
    return card


def suits_text(suits: str) -> str:
    """``S H`` → ``♠, ♥`` (a list of suits reads with commas, as the consequences list them)."""
    return ", ".join(SUIT_SYMBOLS.get(s, s) for s in suits.split())


# one entry of an auction table: a legal call in rotation (``"1H"``), or ``(seat, call, mark)`` of
# ``engine.cases.table_calls`` (marks ``legal irregular changed corrected in_turn after``)
TableEntry = str | tuple[str, str, str]


def auction_table(dealer: str, entries: list[TableEntry], lang: str, irregular: tuple[str, str] | None = None, *,
                  star: bool = True, short: bool = False, label: bool = False, turn: bool = False) -> list[list[str]]:
    """The auction as rows of four columns N E S W (header first), from the dealer, each call in its caller's
    column in time order. ``entries`` is ``engine.cases.table_calls(case)`` (plain calls are legal calls in
    rotation; ``irregular`` (seat, call) is one more call ruled on): the call ruled on is starred (plain when
    ``star`` is false: the ruling found no irregularity), a changed call and its substitute share a cell
    (``1♥→1♠*``), as do the call ruled on and its correction (``1♦*→2♦``). ``short``: the header in seat letters;
    ``label``: calls as labels («Пас»); ``turn``: a ``?`` where the next call is due (the wizard's pad)."""
    triples: list[tuple[str, str, str]] = []
    for entry in entries:
        if isinstance(entry, str):
            seat = COLUMNS[(COLUMNS.index(dealer) + len(triples)) % 4]
            triples.append((seat, entry, "legal"))
        else:
            triples.append((str(entry[0]), str(entry[1]), str(entry[2])))
    if irregular is not None:
        triples.append((irregular[0], irregular[1], "irregular"))
    rows: list[list[str]] = [[(seat_short if short else seat_text)(s, lang) for s in COLUMNS]]
    cells: list[str] = [""] * COLUMNS.index(dealer)
    pending = ""
    previous: tuple[str, str] | None = None
    for seat, call, mark in triples:
        if mark == "irregular" and not star and previous == (seat, call):
            continue  # the same call said again: no irregularity, and nothing new at the table
        previous = (seat, call)
        worded = call_text(call, lang, label=label)
        text = t("ruling.auction.irregular", lang, call=worded) if star and mark == "irregular" else worded
        if mark == "changed":
            pending = text + "→"
            continue
        if mark == "corrected" and cells:
            cells[-1] += "→" + text
            continue
        while len(cells) % 4 != COLUMNS.index(seat):
            cells.append("")
        cells.append(pending + text)
        pending = ""
    if turn:
        cells.append("?")
    for i in range(0, len(cells), 4):
        rows.append((cells[i:i + 4] + [""] * 4)[:4])
    return rows


# a case's auction as data: its dealer and ``engine.cases.table_calls`` (taken once, when the case is parsed)
Table = tuple[str, list[TableEntry]]


def table_of(case: Any) -> Table | None:
    """The auction of a case (``engine.cases.Case``, or the case's dict, parsed here) as data, ``None`` when it
    has no call to show (a play-period case given by its contract) or cannot be read (the ruling, not the table,
    is what matters)."""
    from engine.cases import parse_case, table_calls
    from engine.errors import EngineError

    try:
        parsed = parse_case(case) if isinstance(case, dict) else case
        entries = table_calls(parsed)
    except (EngineError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return (parsed.dealer.value, list(entries)) if entries else None


def case_table(case: Any, lang: str, *, star: bool = True, table: Table | None = None) -> list[list[str]]:
    """The auction table (header + rows) of a case, or of its ``table`` when already taken: ``[]`` when there is
    no call to show."""
    table = table if table is not None else table_of(case) if case is not None else None
    if table is None:
        return []
    return auction_table(table[0], table[1], lang, star=star)


def has_calls(rows: list[list[str]]) -> bool:
    """Whether an auction table shows any call (a play-period case given by its contract has none)."""
    return any(any(cell for cell in row) for row in rows[1:])


def table_lines(rows: list[list[str]], column: int) -> list[str]:
    """The table's rows as monospace lines, ``column`` characters a cell."""
    return ["".join(cell.ljust(column) for cell in row).rstrip() for row in rows]


def code_block(lines: list[str]) -> str:
    """Lines in a monospace block (a code block on Discord; the console prints it as it is)."""
    body = "\n".join(lines)
    return f"```\n{body}\n```"
