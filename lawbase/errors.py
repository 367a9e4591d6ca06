"""The one error type of the law base.

Callers (the CLI, the bot, the engine) never parse messages: they read ``code`` and ``params`` and let
``bot.i18n`` word them as ``error.<code>`` in the reader's language.
"""

from __future__ import annotations

from typing import Any


class RefList(list[str]):
    """A list of refs that formats as ``27A, 27B`` inside a message (``str.format`` would show the repr)."""

    def __str__(self) -> str:
        return ", ".join(str(item) for item in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class LawbaseError(Exception):
    """Bad input to the law base (a malformed or unknown reference); never raised for a bug in the seeds."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)
