"""A case: the facts of one irregularity, parsed from the JSON of ``shared/spec/cases.md`` and checked.

``parse_case`` checks what every case shares (board or dealer, a legal auction, contract and declarer, the
irregularity's type, choices, later calls). What each irregularity needs is checked by its ruler through the typed
accessors of ``Irregularity`` and ``Choices``, which refuse a missing or malformed field with a clear code — so a
new irregularity type never needs a change here.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, field
from typing import Any

from engine.auction import Auction
from engine.board import board_info, parse_vul
from engine.calls import Call, parse_call, parse_calls
from engine.cards import Card, parse_card, parse_cards, parse_suit
from engine.contract import Contract, parse_contract
from engine.errors import EngineError, shown
from engine.kinds import KINDS
from engine.kinds.tables import call_rows
from engine.seats import Seat, parse_seat

CASE_KEYS = frozenset({"board", "dealer", "vul", "auction", "contract", "declarer", "irregularity", "choices",
                       "after", "note", "notes", "id", "title"})
CHOICE_KEYS = frozenset({"accepted", "correction", "declarer", "suit", "suits", "offender_choice", "called_in_turn",
                         "rho", "repeats_denomination"})
# ``correction`` may name no call: "other_sufficient_bid" — some sufficient bid other than the lowest in the
# insufficient bid's denomination (27B2), not said which (the option the engine lists under that name).
OTHER_SUFFICIENT_BID = "other_sufficient_bid"
RHO_CHOICES = ("pass", "bid_double_or_redouble", "bid")  # 31A (pass / any other call), 32B (pass / bid)
DECLARER_CHOICES = ("accept", "spread", "refuse", "require_suit", "forbid_suit", "none", "highest", "lowest",
                    "other_suit")
_TRUE = {"true": True, "yes": True, "1": True, "да": True, "false": False, "no": False, "0": False, "нет": False}


def _bool(value: object, name: str) -> bool:
    """A JSON boolean (or an unambiguous spelling of one); anything else is refused, not guessed."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE:
        return _TRUE[value.strip().lower()]
    raise EngineError("bad_field", field=name, value=shown(value), expected="boolean")


def _seat_calls(value: object, name: str) -> dict[Seat, Call]:
    """``{"N": "1S"}``: who called what."""
    if not isinstance(value, dict) or not value:
        raise EngineError("bad_field", field=name, value=shown(value), expected="seat_call")
    return {parse_seat(k, name): parse_call(v) for k, v in value.items()}


class _Fields:
    """Typed access to a raw dict of facts; every refusal names the field."""

    def __init__(self, raw: dict[str, Any], where: str) -> None:
        self.raw = raw
        self.where = where

    def has(self, name: str) -> bool:
        return self.raw.get(name) is not None

    def _get(self, name: str, required: bool) -> Any:
        value = self.raw.get(name)
        if value is None and required:
            raise EngineError("missing_field", field=name, where=self.where)
        return value

    def only(self, *names: str) -> None:
        """Refuse fields this type does not know (a typo must not silently change a ruling)."""
        unknown = sorted(name for name in self.raw if name not in names and name != "type")
        if unknown:
            raise EngineError("unknown_field", field=", ".join(unknown), where=self.where)


@dataclass
class Irregularity(_Fields):
    """The irregularity: its ``type`` and raw ``fields``, read through typed accessors."""

    type: str
    fields: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _Fields.__init__(self, self.fields, self.type)

    def seat(self, name: str = "by", required: bool = True) -> Seat | None:
        value = self._get(name, required)
        return None if value is None else parse_seat(value, name)

    def call(self, name: str = "call", required: bool = True) -> Call | None:
        value = self._get(name, required)
        return None if value is None else parse_call(value)

    def card(self, name: str = "card", required: bool = True) -> Card | None:
        value = self._get(name, required)
        return None if value is None else parse_card(value)

    def cards(self, name: str = "cards", required: bool = True) -> list[Card]:
        value = self._get(name, required)
        return [] if value is None else parse_cards(value)

    def bool(self, name: str, default: bool = False) -> bool:
        value = self.raw.get(name)
        return default if value is None else _bool(value, name)

    def int(self, name: str, default: int | None = None, lo: int | None = None, hi: int | None = None) -> int | None:
        value = self.raw.get(name)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise EngineError("bad_field", field=name, value=shown(value), expected="integer")
        try:
            number = int(value)
        except ValueError:
            raise EngineError("bad_field", field=name, value=shown(value), expected="integer") from None
        if (lo is not None and number < lo) or (hi is not None and number > hi):
            raise EngineError("out_of_range", field=name, value=number, lo=lo, hi=hi)
        return number

    def str(self, name: str, allowed: tuple[str, ...] = (), default: str | None = None) -> str | None:
        value = self.raw.get(name)
        if value is None:
            return default
        text = str(value).strip()
        if allowed and text not in allowed:
            raise EngineError("bad_field", field=name, value=text, expected=" | ".join(allowed))
        return text

    def seat_calls(self, name: builtins.str, required: builtins.bool = True) -> dict[Seat, Call] | None:
        value = self._get(name, required)
        return None if value is None else _seat_calls(value, name)


class Choices(_Fields):
    """Decisions already taken where the Laws give a choice; every accessor returns ``None`` when absent."""

    def __init__(self, raw: dict[str, Any]) -> None:
        super().__init__(raw, "choices")

    @property
    def accepted(self) -> bool | None:
        value = self.raw.get("accepted")
        return None if value is None else _bool(value, "accepted")

    @property
    def correction(self) -> Call | None:
        """The offender's substituted call; ``None`` when absent or when only "another sufficient bid" is said."""
        value = self.raw.get("correction")
        if value is None or self.other_sufficient_bid:
            return None
        return parse_call(value)

    @property
    def other_sufficient_bid(self) -> bool:
        """``correction: "other_sufficient_bid"``: corrected to a sufficient bid, not the lowest in the
        denomination (27B2), not said which."""
        value = self.raw.get("correction")
        return isinstance(value, str) and value.strip().lower() == OTHER_SUFFICIENT_BID

    @property
    def rho(self) -> str | None:
        """What the offender's RHO did after a bid, double or redouble out of turn at his turn (31A, 32B):
        ``pass``, ``bid_double_or_redouble`` (31A: any other call) or ``bid`` (32B)."""
        value = self.raw.get("rho")
        if value is None:
            return None
        text = str(value).strip().lower()
        if text not in RHO_CHOICES:
            raise EngineError("bad_field", field="choices.rho", value=shown(value), expected=" | ".join(RHO_CHOICES))
        return text

    @property
    def repeats_denomination(self) -> bool | None:
        """31A2: whether the offender's legal call repeated the denomination of his bid out of turn."""
        value = self.raw.get("repeats_denomination")
        return None if value is None else _bool(value, "repeats_denomination")

    @property
    def declarer(self) -> str | None:
        value = self.raw.get("declarer")
        if value is None:
            return None
        if value not in DECLARER_CHOICES:
            raise EngineError("bad_field", field="choices.declarer", value=shown(value),
                              expected=" | ".join(DECLARER_CHOICES))
        return str(value)

    @property
    def suit(self) -> str | None:
        value = self.raw.get("suit")
        return None if value is None else parse_suit(value)

    @property
    def suits(self) -> list[str] | None:
        value = self.raw.get("suits")
        if value is None:
            return [self.suit] if self.suit else None
        items = value if isinstance(value, list) else str(value).replace(",", " ").split()
        return [parse_suit(s) for s in items]

    @property
    def offender_choice(self) -> str | None:
        value = self.raw.get("offender_choice")
        if value is None:
            return None
        if value not in ("let_stand", "change"):
            raise EngineError("bad_field", field="choices.offender_choice", value=shown(value),
                              expected="let_stand | change")
        return str(value)

    @property
    def called_in_turn(self) -> tuple[Seat, Call] | None:
        value = self.raw.get("called_in_turn")
        if value is None:
            return None
        calls = _seat_calls(value, "called_in_turn")
        if len(calls) != 1:
            raise EngineError("bad_field", field="called_in_turn", value=shown(value), expected="seat_call")
        return next(iter(calls.items()))


@dataclass
class Case:
    """The parsed facts of one case."""

    board: int | None
    dealer: Seat
    vul: str
    auction: Auction
    contract: Contract | None
    declarer: Seat | None
    irregularity: Irregularity
    choices: Choices
    after: list[Call]
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


def parse_case(data: object) -> Case:
    """Parse and check a case; a malformed or self-contradictory one is refused with ``EngineError``."""
    if not isinstance(data, dict):
        raise EngineError("bad_case", value=shown(data)[:40], json_type=_json_type(data))
    if not CASE_KEYS.issuperset(data):
        raise EngineError("unknown_field", field=", ".join(sorted(set(data) - CASE_KEYS)), where="case")
    board, dealer, vul = _board(data)
    auction = Auction(dealer, _list_of_calls(data.get("auction"), "auction"))
    contract, declarer = _contract(data, auction)
    return Case(
        board=board, dealer=dealer, vul=vul, auction=auction, contract=contract, declarer=declarer,
        irregularity=_irregularity(data.get("irregularity")),
        choices=Choices(_dict(data.get("choices"), "choices")),
        after=_list_of_calls(data.get("after"), "after"),
        raw=data,
    )


def _json_type(value: object) -> str:
    """The JSON kind of a value (``array``, ``string``…), for a message that says what was given instead."""
    for kind, types in (("boolean", bool), ("number", int | float), ("string", str), ("array", list | tuple),
                        ("object", dict)):
        if isinstance(value, types):
            return kind
    return "null" if value is None else "other"


def _board(data: dict[str, Any]) -> tuple[int | None, Seat, str]:
    board = data.get("board")
    if board is not None:
        info = board_info(board, data.get("dealer"), data.get("vul"))
        return info.board, info.dealer, info.vul
    if data.get("dealer") is None:
        raise EngineError("missing_field", field="board | dealer", where="case")
    return None, parse_seat(data["dealer"], "dealer"), parse_vul(data.get("vul", "none"))


def _list_of_calls(value: object, name: str) -> list[Call]:
    if value is None or value == "":
        return []
    if not isinstance(value, list | str):
        raise EngineError("bad_field", field=name, value=shown(value), expected="call_list")
    return parse_calls(value)


def _dict(value: object, name: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise EngineError("bad_field", field=name, value=shown(value), expected="object")
    if name == "choices" and not CHOICE_KEYS.issuperset(value):
        raise EngineError("unknown_field", field=", ".join(sorted(set(value) - CHOICE_KEYS)), where=name)
    return value


def _irregularity(value: object) -> Irregularity:
    raw = _dict(value, "irregularity")
    kind = raw.get("type")
    if not kind:
        raise EngineError("missing_field", field="type", where="irregularity")
    return Irregularity(str(kind).strip(), dict(raw))


def _contract(data: dict[str, Any], auction: Auction) -> tuple[Contract | None, Seat | None]:
    """The given contract and declarer, checked against a finished auction; or derived from it."""
    given = parse_contract(data["contract"]) if data.get("contract") is not None else None
    declarer = parse_seat(data["declarer"], "declarer") if data.get("declarer") is not None else None
    if auction.ended and not auction.passed_out:
        if given is not None and given != auction.contract:
            raise EngineError("contract_mismatch", given=str(given), auction=str(auction.contract))
        if declarer is not None and declarer != auction.declarer:
            raise EngineError("declarer_mismatch", given=str(declarer), auction=str(auction.declarer))
        return auction.contract, auction.declarer
    if auction.passed_out and (given is not None or declarer is not None):
        raise EngineError("contract_mismatch", given=str(given or declarer), auction="passed_out")
    if (given is None) != (declarer is None):
        raise EngineError("missing_field", field="declarer" if declarer is None else "contract", where="case")
    return given, declarer


# marks of ``table_calls``: how the auction table shows each call
TABLE_MARKS = ("legal", "irregular", "changed", "corrected", "in_turn", "after")


def table_calls(case: Case) -> list[tuple[str, str, str]]:
    """The calls an auction table of ``case`` shows, in time order, as ``(seat, call, mark)``.

    The legal calls of ``auction`` (``legal``); the call ruled on (``irregular``) — for a change of call the first
    call (``changed``, shown in the same cell) and then the substituted one (also for a call at the LHO's turn
    right after one's own, 25); a correction given in ``choices`` (``corrected``, same cell as the call ruled
    on); for simultaneous calls the in-turn call first (``legal``, 33: the other is deemed subsequent); the call
    in turn that followed a call out of rotation (``in_turn``, 28B); then the calls of ``after`` (``after``) from
    the turn they continue. A call out of rotation sits in its caller's column. Malformed fields are left out
    (the ruler refuses them with a code). How the call ruled on is shown is its type's ``Kind.table``
    (``engine.kinds.tables``)."""
    auction = case.auction
    out = [(auction.seat_of(i).value, str(call), "legal") for i, call in enumerate(auction.calls)]
    irr = case.irregularity
    try:
        by = irr.seat("by", required=False)
        call = irr.call("call", required=False)
    except EngineError:
        return out
    if by is None or call is None:  # no call ruled on (an exposed card, 24): the later calls follow the auction
        return out + _after_rows(case, auction.turn)
    declared = KINDS.get(irr.type)
    rows = declared.table if declared is not None and declared.table is not None else call_rows
    try:
        next_seat = rows(case, out, by, call)
    except EngineError:
        return out
    return out + _after_rows(case, next_seat)


def _after_rows(case: Case, seat: Seat | None) -> list[tuple[str, str, str]]:
    """The calls of ``after`` in rotation from ``seat`` (none once the auction has ended)."""
    out: list[tuple[str, str, str]] = []
    for later in case.after:
        if seat is None:
            break
        out.append((seat.value, str(later), "after"))
        seat = seat.lho
    return out
