"""What an irregularity type is: its facts (name, kind of value, question order, when each matters), its choices,
its ``/ruling`` subcommand and how the auction table shows it.

Plain data: the engine declares each type once (``engine.kinds.auction``, ``engine.kinds.play``,
``engine.kinds.unguided``); the intake wizard, the ``/ruling`` subcommands, the ``/ask`` prefill and
``sudya rule`` all read the declaration instead of keeping their own lists. The field names and value forms are
those of the case contract (``cases.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from engine.auction import Auction
    from engine.calls import Call
    from engine.cases import Case
    from engine.seats import Seat

# ``score``: total points, signed (North–South's view: ``-620``); ``scores``: several (the board's other results)
FieldKind = Literal["seat", "call", "card", "cards", "bool", "trick", "count", "obligation", "choice", "seat_call",
                    "score", "scores"]
Period = Literal["auction", "play"]
# A row of the auction table: (seat, call, mark) — see ``engine.cases.table_calls``.
TableRow = tuple[str, str, str]


class Known(Protocol):
    """What is known of a case while its facts are still being gathered (the wizard's state, read by the rules
    of a type that say which facts matter). Methods, not fields, so a caller computes only what a rule asks."""

    @property
    def irregularity(self) -> Mapping[str, Any]: ...

    @property
    def choices(self) -> Mapping[str, Any]: ...

    def auction(self) -> Auction | None:
        """The auction so far (legal calls only)."""
        ...

    def declarer(self) -> Seat | None:
        """The declarer, once the auction (or the stated contract) says who."""
        ...

    def turns_on(self, name: str) -> bool | None:
        """Whether the ruling differs with the yes/no fact ``name`` true and false (``None``: cannot rule yet)."""
        ...


@dataclass(frozen=True)
class KnownFacts:
    """A plain :class:`Known`: the facts as given, nothing ruled (tests, tools)."""

    irregularity: Mapping[str, Any] = field(default_factory=dict)
    choices: Mapping[str, Any] = field(default_factory=dict)
    auction_so_far: Auction | None = None
    declarer_seat: Seat | None = None

    def auction(self) -> Auction | None:
        return self.auction_so_far

    def declarer(self) -> Seat | None:
        return self.declarer_seat

    def turns_on(self, name: str) -> bool | None:
        return None


Needed = Callable[[Known], bool]
Narrow = Callable[[Known, tuple[str, ...]], tuple[str, ...]]
TableRows = Callable[["Case", list[TableRow], "Seat", "Call"], "Seat | None"]


@dataclass(frozen=True)
class Fact:
    """One fact (or choice) of a type: its case field, the kind of value, and when it matters.

    ``required``: the ruling cannot do without it (the wizard asks it unless ``needed`` says it does not matter
    on the facts so far). ``values``: the closed set of a ``choice``/``obligation``; ``narrow`` removes those the
    Laws rule out on the facts so far. ``prompt``: the wizard's question when it is not
    ``intake.q.<fact|choice>.<name>``. ``label``: the catalog key of the fact in the wizard's summary when it is
    not ``intake.field.<name>`` (``by`` is "Offender", but a misclick's player or a claimer is none).
    ``option``/``option_required``/``default``: the ``/ruling`` option, when its name, requiredness or default
    differ from the fact's.
    """

    name: str
    kind: FieldKind
    required: bool = True
    values: tuple[str, ...] = ()
    prompt: str = ""
    label: str = ""
    needed: Needed | None = None
    narrow: Narrow | None = None
    option: str = ""
    option_required: bool | None = None
    default: Any = None

    def matters(self, known: Known) -> bool:
        """Whether the fact can change the ruling given the others (asked only then)."""
        return self.needed is None or self.needed(known)

    def offered(self, known: Known) -> tuple[str, ...]:
        """The values of a closed set the Laws allow on the facts so far."""
        return self.values if self.narrow is None else self.narrow(known, self.values)

    @property
    def label_key(self) -> str:
        return self.label or f"intake.field.{self.name}"

    @property
    def option_name(self) -> str:
        return self.option or self.name

    @property
    def in_command_required(self) -> bool:
        return self.required if self.option_required is None else self.option_required


@dataclass(frozen=True)
class Kind:
    """An irregularity type: everything the bot needs to ask for it, offer it and draw it.

    ``facts`` are in the wizard's question order; ``choices`` are the decisions the Laws give. ``command``: its
    ``/ruling`` subcommand (``None``: ruled from a case only — ``sudya rule``, a stored case). ``guided``: offered
    by the wizard's "what happened". ``table``: how the auction table shows the call ruled on (``None``: the
    plain call, ``engine.kinds.tables.call_rows``). ``contract_apart``: the contract may be stated apart from the
    auction (a play irregularity whose auction was not clicked through). ``group``: the command the subcommand
    belongs to (``/ruling``, or ``/ruling-online``: one Discord command holds at most 8000 characters).
    ``periods``: where the wizard offers it (``auction``: the auction not over; ``play``: it ended in a contract;
    ``passed_out``) when that is not the default (see :attr:`offered_in`).
    """

    type: str
    period: Period
    facts: tuple[Fact, ...] = ()
    choices: tuple[Fact, ...] = ()
    command: str | None = None
    guided: bool = True
    table: TableRows | None = None
    contract_apart: bool | None = None
    group: str = "ruling"
    periods: tuple[str, ...] = ()

    @property
    def offered_in(self) -> tuple[str, ...]:
        """The wizard periods it is offered in: ``periods`` if declared; else an auction type while the auction
        lasts, a play type also after the auction (its contract then asked)."""
        if self.periods:
            return self.periods
        return ("auction", "play") if self.period == "play" else ("auction",)

    def fact(self, name: str) -> Fact | None:
        """The fact or choice ``name``, if this type has one."""
        return next((f for f in (*self.facts, *self.choices) if f.name == name), None)

    @property
    def field_names(self) -> frozenset[str]:
        return frozenset(f.name for f in (*self.facts, *self.choices))

    @property
    def states_contract(self) -> bool:
        return self.period == "play" if self.contract_apart is None else self.contract_apart


def unguided(type_: str, period: Period) -> Kind:
    """A type the engine rules on from a case (``sudya rule``, ``/ask`` with a case) but that the wizard and
    ``/ruling`` do not offer yet: its facts are still only in its ruler's ``irr.only(...)``."""
    return Kind(type_, period, guided=False)
