"""Typed engine errors: a code and parameters, worded later by the renderer (``error.<code>``).

Some parameters are themselves codes (a field name, a reason, a seat, an expected kind of value). They stay plain
codes here; the message catalogs word them (``bot.i18n``: ``{field:ru}`` in a Russian message gives the text of
``engine.field.<code>``). The engine never reads a catalog.
"""

from __future__ import annotations

import json
from typing import Any


def shown(value: object) -> str:
    """A value from the user's input as the user wrote it in JSON (``true``, ``["H5", "H5"]``), not as Python
    prints it (``True``, ``['H5', 'H5']``)."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


class EngineError(ValueError):
    """The input cannot be ruled on as given (malformed call, impossible auction, contradictory case)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        if code == "bad_field":  # a list of allowed input tokens is shown as typed, after a worded "one of"
            expected = str(params.get("expected", ""))
            params["allowed"] = f": {expected}" if " | " in expected else ""
            if " | " in expected:
                params["expected"] = "one_of"
        for name, value in params.items():
            if isinstance(value, str) and type(value) is not str:
                params[name] = str(value)  # enums (Seat) become their plain codes
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)
