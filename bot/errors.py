"""Errors that carry a message key instead of a message.

lawbase and engine raise their own typed errors (``LawbaseError``, ``EngineError``); every one of them, and
``UserError`` here, has a ``code`` and ``params``. The renderer turns ``error.<code>`` into text in the user's
language, so the code that detects a problem never has to know who is reading.
"""

from __future__ import annotations

from typing import Any


class UserError(Exception):
    """Bad input or a refused action: shown to the user, never logged as a fault."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)


def is_user_error(exc: BaseException) -> bool:
    """True for any typed error that means "the input was wrong" (exit 2, an ephemeral reply)."""
    return isinstance(getattr(exc, "code", None), str) and isinstance(getattr(exc, "params", None), dict)
