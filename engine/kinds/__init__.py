"""Every irregularity type, declared once: its facts, its choices, its ``/ruling`` subcommand, its auction table.

Adding a type (docs/engine.md, "Adding a type"): declare its :class:`Kind` in a module of this package that
holds a ``KINDS`` tuple (``auction.py``, ``play.py``, a new ``<area>.py`` of your own, or ``unguided.py`` while the
bot does not offer it), write its ruler (``@ruler("type")`` under ``engine/rulings``) and its catalog keys;
``tests/engine/test_kinds.py`` checks that each declared type is complete everywhere. Modules are found by
discovery (like the rulers), so an area adds its own file without editing a shared one; the wizard offers types in
the order ``auction``, ``play``, then the other modules by name.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.kinds.model import Fact, FieldKind, Kind, Known, KnownFacts, Period, TableRow, TableRows

__all__ = ["CASE_TOP_KEYS", "COMMANDS", "DECLARED_TWICE", "KINDS", "WIZARD_ORDER", "Fact", "FieldKind", "Kind", "Known",
           "KnownFacts", "Period", "TableRow", "TableRows", "asked", "fact", "kind"]

_FIRST = ("auction", "play")
_NOT_DECLARATIONS = frozenset({"model", "needs", "tables"})


def _declared() -> tuple[dict[str, Kind], list[str]]:
    """Every ``KINDS`` tuple of this package's modules, in wizard order, and the types declared twice (the first
    declaration is kept; ``tests/engine/test_kinds.py`` fails on any, import never does)."""
    names = sorted(info.name for info in pkgutil.iter_modules(__path__) if info.name not in _NOT_DECLARATIONS)
    ordered = [n for n in _FIRST if n in names] + [n for n in names if n not in _FIRST]
    out: dict[str, Kind] = {}
    twice: list[str] = []
    for name in ordered:
        for declared in getattr(importlib.import_module(f"{__name__}.{name}"), "KINDS", ()):
            if declared.type in out:
                twice.append(f"{declared.type} (again in engine/kinds/{name}.py)")
            else:
                out[declared.type] = declared
    return out, twice


KINDS, DECLARED_TWICE = _declared()
# The order the wizard offers "what happened" in: the common cases first (landscape §4: IB, COOR, LOOT, revoke).
WIZARD_ORDER: tuple[str, ...] = tuple(t for t, k in KINDS.items() if k.guided)
# (command, subcommand) → its type, in declaration order: ``("ruling", "revoke")``, ``("ruling-online", "misclick")``.
COMMANDS: dict[tuple[str, str], str] = {(k.group, k.command): t for t, k in KINDS.items() if k.command}
CASE_TOP_KEYS = ("board", "dealer", "vul", "auction", "contract", "declarer", "irregularity", "choices", "after")


def kind(type_: str) -> Kind:
    """The declaration of ``type_``; ``KeyError`` for an undeclared type."""
    return KINDS[type_]


def fact(type_: str, name: str) -> Fact | None:
    """The fact or choice ``name`` of ``type_``, if it has one."""
    return KINDS[type_].fact(name)


def asked() -> dict[str, Kind]:
    """The types whose facts are declared (the wizard, ``/ruling`` and the prefill can ask them)."""
    return {t: k for t, k in KINDS.items() if k.facts}
