"""Typed engine errors: a code and parameters, worded later by the renderer (``error.<code>``).

Some parameters are themselves codes (a field name, a reason, a seat, an expected kind of value): they are
``Worded`` strings, equal to the plain code everywhere (JSON, tests, ``str``), that a catalog message words in its
own language by naming the language as the format spec: ``"«{field:ru}»"`` in the Russian catalog gives the text
of ``engine.field.declarer`` (``разыгрывающий``), ``{field:en}`` the English one; a plain ``{field}`` gives the code.
A code with no catalog entry is shown as it is (a user's own typo, for instance). The catalog is looked up
lazily, only when a message is formatted — the engine itself never reads it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

# parameter name → catalog key prefixes tried in order (``<prefix>.<code>``)
WORDED_PARAMS: dict[str, tuple[str, ...]] = {
    "field": ("engine.field",),
    "other": ("engine.field",),
    "where": ("engine.field", "ruling.headline"),
    "reason": ("engine.reason",),
    "role": ("engine.role",),
    "type": ("ruling.headline",),
    "stated": ("ruling.headline",),
    "actual": ("engine.kind", "ruling.headline"),
    "expected": ("engine.expected", "ruling.seat"),
    "obligation": ("engine.obligation",),
    "json_type": ("engine.json",),
    "problem": ("engine.json_problem",),
    "suit": ("engine.suit",),
    "suits": ("engine.suit",),
    **{name: ("ruling.call",) for name in ("call", "made", "correction", "new_call", "lho_call")},
    **{name: ("ruling.seat",) for name in ("seat", "by", "turn", "lho", "dummy", "source", "declarer", "given")},
}


def _catalog(key: str, lang: str) -> str | None:
    try:
        from bot.i18n import has, t
    except ImportError:  # the engine without the bot: codes stay codes
        return None
    return t(key, lang) if has(key, lang) else None


# how a worded code finds its text; replaceable (tests, another front end)
lookup: Callable[[str, str], str | None] = _catalog


class Worded(str):
    """A code that a catalog message words: ``format(Worded("declarer", ("engine.field",)), "ru")``."""

    __slots__ = ("prefixes",)
    prefixes: tuple[str, ...]

    def __new__(cls, value: str, prefixes: tuple[str, ...]) -> Worded:
        obj = super().__new__(cls, value)
        obj.prefixes = prefixes
        return obj

    def __format__(self, spec: str) -> str:
        if spec in ("ru", "en"):
            return ", ".join(self._word(part, spec) for part in str(self).split(", "))  # a list: each worded
        return str.__format__(str(self), spec)

    def _word(self, code: str, lang: str) -> str:
        for prefix in self.prefixes:
            text = lookup(f"{prefix}.{code}", lang)
            if text is not None:
                return text
        return code

    def __reduce__(self) -> tuple[Any, ...]:
        return (Worded, (str(self), self.prefixes))


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
        for name, prefixes in WORDED_PARAMS.items():
            value = params.get(name)
            if value is not None and not isinstance(value, Worded):
                params[name] = Worded(str(value), prefixes)
        self.params = params
        super().__init__(f"{code}: {params}" if params else code)
