"""sudya's ruling engine: a model of the auction and play, and rulings under the 1987 Laws.

Pure Python: no discord, no network, no clock, no printing. Everything returns plain data; law references are
canonical refs (``"27B2"``), never law text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.ruling import Ruling


def rule(data: dict[str, Any]) -> Ruling:
    """Rule on one case given as the JSON of ``shared/spec/cases.md``: parse, check, then rule."""
    parse_case, rule_parsed = _PIPELINE or _load_pipeline()
    return rule_parsed(parse_case(data))


_PIPELINE: tuple[Callable[[Any], Any], Callable[[Any], Ruling]] | None = None


def _load_pipeline() -> tuple[Callable[[Any], Any], Callable[[Any], Ruling]]:
    """``parse_case`` and ``rule_parsed``, imported on the first ruling (``import engine`` stays light, and the
    import statement is not repeated for every ruling)."""
    global _PIPELINE
    from engine.cases import parse_case
    from engine.rulings import rule_parsed

    _PIPELINE = (parse_case, rule_parsed)
    return _PIPELINE


__all__ = ["rule"]
