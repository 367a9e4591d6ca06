"""sudya's ruling engine: a model of the auction and play, and rulings under the 1987 Laws.

Pure Python: no discord, no network, no clock, no printing. Everything returns plain data; law references are
canonical refs (``"27B2"``), never law text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.ruling import Ruling


def rule(data: dict[str, Any]) -> Ruling:
    """Rule on one case given as the JSON of ``shared/spec/cases.md``: parse, check, then rule."""
    from engine.cases import parse_case
    from engine.rulings import rule_parsed

    return rule_parsed(parse_case(data))


__all__ = ["rule"]
