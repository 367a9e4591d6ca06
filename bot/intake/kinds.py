"""The irregularity types the intake can ask, as ``engine.kinds`` declares them (the one home of each type).

The wizard, the prefill and the partial-case check read ``KINDS`` here: the declared types whose facts are
declared (``engine.kinds.asked()``); types ruled only from a whole case are not offered.
"""

from __future__ import annotations

from engine.kinds import CASE_TOP_KEYS, WIZARD_ORDER, Fact, FieldKind, Kind, Period, asked

__all__ = ["CASE_TOP_KEYS", "KINDS", "WIZARD_ORDER", "Fact", "FieldKind", "Kind", "Period", "fact", "kind"]

KINDS: dict[str, Kind] = asked()


def kind(type_: str) -> Kind:
    """The kind of ``type_``; ``KeyError`` for a type the intake does not know."""
    return KINDS[type_]


def fact(type_: str, name: str) -> Fact | None:
    """The fact or choice ``name`` of ``type_``, if it has one."""
    return KINDS[type_].fact(name)
