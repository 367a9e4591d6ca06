"""Ruling on a call again, whatever it turns out to be, from a ruler that the classification itself dispatches to.

``engine.rulings.auction.call.rule_call`` classifies a call (17E, 38, 28–32, 25, 37, 27, 36) and hands it to the
ruler of its law; a change of call whose new or first call is itself irregular (25A, 25B2(A)) must rule on that
call the same way. The classification registers itself here when it loads, so ``change`` and ``call`` do not
import each other (no import cycle).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ruling import Ruling
from engine.rulings.auction.common import Facts

# ``engine.rulings.auction.call.rule_call``, set when that module loads.
_CALL_RULER: list[Callable[[Facts], Ruling]] = []


def set_call_ruler(fn: Callable[[Facts], Ruling]) -> None:
    """Register the classification ruler (once, by ``engine.rulings.auction.call``)."""
    _CALL_RULER[:] = [fn]


def rule_any_call(facts: Facts) -> Ruling:
    """Rule on ``facts.call`` as the classification of ``engine.rulings.auction.call`` would (17E, 38, 28–32, 25,
    37, 27, 36)."""
    if not _CALL_RULER:  # a ruler module used on its own: load every ruler (the registry imports them by name)
        from engine.rulings import supported_types

        supported_types()
    return _CALL_RULER[0](facts)
