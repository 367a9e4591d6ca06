"""The message catalogs: every user-visible string, in Russian and English.

Catalogs live in ``bot/locale/<lang>/<domain>.json`` (flat ``{"key": "text with {params}"}``); the domains of a
language are merged into one catalog, so areas of the code can own their own file without stepping on each
other. Code holds keys; ``t()`` turns a key into text.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGS = ("ru", "en")
DEFAULT_LANG = "ru"


def normalize_lang(value: str | None, default: str = DEFAULT_LANG) -> str:
    """Map a Discord locale (``ru``, ``en-US``, ``uk``…) or a user's choice to ``ru`` or ``en``."""
    if not value:
        return default
    value = str(value).lower()
    if value.startswith("ru"):
        return "ru"
    return "en"


@cache
def catalog(lang: str) -> dict[str, str]:
    """All keys of one language, merged from every domain file."""
    merged: dict[str, str] = {}
    root = resources.files("bot") / "locale" / lang
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".json"):
            data = json.loads(entry.read_text(encoding="utf-8"))
            for key, text in data.items():
                if key in merged:
                    raise ValueError(f"duplicate message key {key!r} in {lang}/{entry.name}")
                merged[key] = text
    return merged


class _Keep(dict):
    """format_map mapping that leaves unknown ``{names}`` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with ``params`` filled in; falls back to the other language, then the key."""
    lang = normalize_lang(lang)
    text = catalog(lang).get(key)
    if text is None:
        other = "en" if lang == "ru" else "ru"
        text = catalog(other).get(key, key)
    try:
        return text.format_map(_Keep(params))
    except (ValueError, IndexError):
        return text


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether ``key`` is in the catalog of ``lang`` (used by tests that check coverage)."""
    return key in catalog(normalize_lang(lang))
