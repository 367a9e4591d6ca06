"""Who is who in the play period: declarer, dummy, the defenders, and the checks every play-period ruler shares.

A play-period ruling needs a contract and a declarer (given in the case or derived from a finished auction);
without them there is no dummy and no defenders, so the case is refused with ``play_needs_contract``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.contract import Contract
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.seats import Seat

TRICKS_PER_BOARD = 13


@dataclass(frozen=True)
class PlayContext:
    """The declaring side and the defenders of a contract."""

    contract: Contract
    declarer: Seat

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Law 41A: the defender on declarer's left makes the opening lead."""
        return self.declarer.lho

    def is_defender(self, seat: Seat) -> bool:
        return seat.side != self.declarer.side

    def role(self, seat: Seat) -> str:
        """``declarer``, ``dummy`` or ``defender`` — the Laws treat the three differently."""
        if seat == self.declarer:
            return "declarer"
        if seat == self.dummy:
            return "dummy"
        return "defender"


def play_context(case: Any) -> PlayContext:
    """The play context of ``case``; refused when the case has no contract (a play period needs one)."""
    if case.contract is None or case.declarer is None:
        raise EngineError("play_needs_contract", type=case.irregularity.type)
    return PlayContext(case.contract, case.declarer)


def require_defender(ctx: PlayContext, seat: Seat, kind: str) -> None:
    """Refuse a case that names declarer or dummy where only a defender can commit the irregularity."""
    if not ctx.is_defender(seat):
        raise EngineError("not_a_defender", seat=seat.value, role=ctx.role(seat), type=kind)


def trick_number(irr: Any, name: str = "trick", default: int | None = None) -> int:
    """A trick number 1–13 (``missing_field`` when required and absent)."""
    value: int | None = irr.int(name, default=default, lo=1, hi=TRICKS_PER_BOARD)
    if value is None:
        raise EngineError("missing_field", field=name, where=irr.type)
    return value


def new_ruling(kind: str, offender: Seat | None, *refs: str) -> Ruling:
    """A ruling of ``kind`` against ``offender`` citing ``refs`` first."""
    ruling = Ruling(type=kind, offender=offender.value if offender else None)
    ruling.cite(*refs)
    return ruling


def _option_refs(ruling: Ruling) -> list[str]:
    refs: list[str] = []
    for option in ruling.options:
        refs += option.ruling.laws + _option_refs(option.ruling)
    return refs


def play_ruler(*kinds: str) -> Callable[[Callable[[Any], Ruling]], Callable[[Any], Ruling]]:
    """``@ruler`` for the play period: refuses a case without a contract before the ruler runs, and lifts the refs
    of every option into the top-level ``laws`` (the ruling as a whole rests on all of them)."""
    from engine.rulings import ruler

    def wrap(fn: Callable[[Any], Ruling]) -> Callable[[Any], Ruling]:
        @functools.wraps(fn)
        def checked(case: Any) -> Ruling:
            play_context(case)
            ruling = fn(case)
            ruling.cite(*_option_refs(ruling))
            return ruling

        return ruler(*kinds)(checked)

    return wrap
