"""Typed engine errors: a code and parameters, worded later by the renderer (``error.<code>``)."""

from __future__ import annotations

from typing import Any


class EngineError(ValueError):
    """The input cannot be ruled on as given (malformed call, impossible auction, contradictory case)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)
