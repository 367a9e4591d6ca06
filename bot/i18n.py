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

from engine.contract import DENOMINATION_SYMBOLS


@cache
def _languages() -> dict[str, Any]:
    """``bot/locale/languages.json``: the languages, their Discord locales, fallbacks and title source."""
    return json.loads((resources.files("bot") / "locale" / "languages.json").read_text(encoding="utf-8"))


LANGUAGES: dict[str, dict[str, Any]] = _languages()["languages"]
LANGS: tuple[str, ...] = tuple(LANGUAGES)
DEFAULT_LANG: str = _languages()["default"]
FOREIGN_LANG: str = _languages()["foreign"]


def normalize_lang(value: str | None, default: str = DEFAULT_LANG) -> str:
    """Map a Discord locale (``ru``, ``en-US``, ``uk``…) or a user's choice to one of :data:`LANGS`: the language
    whose code (or one of whose Discord locales) it starts with; a locale we have no catalog for gets
    :data:`FOREIGN_LANG`."""
    if not value:
        return default
    value = str(value).lower()
    for lang in LANGS:
        if value.startswith(lang) or any(value == loc.lower() for loc in LANGUAGES[lang].get("discord", ())):
            return lang
    return FOREIGN_LANG


def is_lang(value: object) -> bool:
    """Whether ``value`` is the code of a language we have a catalog for."""
    return value in LANGUAGES


def fallback(lang: str | None) -> str:
    """The language a key missing from ``lang``'s catalog is taken from."""
    return str(LANGUAGES.get(normalize_lang(lang), {}).get("fallback", FOREIGN_LANG))


def book_titles(lang: str | None) -> bool:
    """Whether ``lang`` shows the 1987 book's own (Russian) titles; otherwise our English titles where we have them."""
    return bool(LANGUAGES.get(normalize_lang(lang), {}).get("book_titles", False))


def discord_lang(locale: str) -> str | None:
    """The language that serves a Discord client locale (``ru``, ``en-US``), or ``None`` when none does."""
    for lang in LANGS:
        if locale in LANGUAGES[lang].get("discord", ()):
            return lang
    return None


def quoted(text: str, lang: str) -> str:
    """``text`` in the quotation marks of ``lang`` («…», “…”)."""
    return t("i18n.quoted", lang, text=text)


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


# Parameters that are codes, and where their words are: ``{field:ru}`` in a Russian message is the text of the
# first ``<prefix>.<code>`` key that exists (a code with none is shown as it is, e.g. a user's own typo); a plain
# ``{field}`` stays the code. Used by engine errors, whose parameters are codes by design.
WORDED_PARAMS: dict[str, tuple[str, ...]] = {
    "field": ("engine.field",),
    "other": ("engine.field",),
    "where": ("engine.field", "ruling.headline"),
    "reason": ("engine.reason",),
    "role": ("engine.role",),
    "type": ("ruling.headline",),
    "stated": ("ruling.headline",),
    "actual": ("engine.kind", "ruling.headline"),
    "expected": ("engine.expected", "bridge.seat"),
    "obligation": ("engine.obligation",),
    "json_type": ("engine.json",),
    "problem": ("engine.json_problem",),
    "suit": ("engine.suit",),
    "suits": ("engine.suit",),
    "choice": ("ruling.choice.declarer",),
    **{name: ("bridge.call",) for name in ("call", "made", "correction", "new_call", "lho_call")},
    **{name: ("bridge.seat",) for name in ("seat", "by", "turn", "lho", "dummy", "source", "declarer", "given")},
}


class Worded(str):
    """A code that a message words when its format spec names a language: ``format(Worded(…), "ru")``."""

    __slots__ = ("prefixes",)
    prefixes: tuple[str, ...]

    def __new__(cls, value: str, prefixes: tuple[str, ...]) -> Worded:
        obj = super().__new__(cls, value)
        obj.prefixes = prefixes
        return obj

    def __format__(self, spec: str) -> str:
        lang, _, case = spec.partition("_")  # "ru", or "ru_gen": the genitive («у Юга»), where the catalog has it
        if lang in LANGS and case in ("", "gen"):
            return ", ".join(self._word(part, lang, case) for part in str(self).split(", "))  # a list: each worded
        return str.__format__(str(self), spec)

    def _word(self, code: str, lang: str, case: str = "") -> str:
        for prefix in self.prefixes:
            text = catalog(lang).get(f"{prefix}_{case}.{code}") if case else None
            if text is None:
                text = catalog(lang).get(f"{prefix}.{code}")
            if text is not None:
                return text
        if "bridge.call" in self.prefixes:  # a bid has no key of its own: "1D" is shown "1♦", "3NT" "3БК"
            return bid_text(code, lang)
        return code


def bid_text(code: str, lang: str) -> str:
    """A bid in symbols (``1D`` → ``1♦``, ``3NT`` → ``3БК``: the notrump word is the catalog's ``bridge.nt``);
    anything that is no bid is returned unchanged."""
    split = 2 if code.endswith("NT") else 1
    level, denomination = code[:-split], code[-split:]
    if not level.isdigit() or denomination not in DENOMINATION_SYMBOLS:
        return code
    if denomination == "NT":
        return f"{level}{t('bridge.nt', lang)}"
    return f"{level}{DENOMINATION_SYMBOLS[denomination]}"


def _worded(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with the code-valued ones made ``Worded`` (a no-op for messages that never name a language)."""
    out = dict(params)
    for name, prefixes in WORDED_PARAMS.items():
        value = out.get(name)
        if value is not None and not isinstance(value, Worded):
            out[name] = Worded(str(value), prefixes)
    return out


class _Keep(dict):
    """format_map mapping that leaves unknown ``{names}`` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with ``params`` filled in; falls back to the other language, then the key."""
    lang = normalize_lang(lang)
    text = catalog(lang).get(key)
    if text is None:
        text = catalog(fallback(lang)).get(key, key)
    if ":" in text:
        params = _worded(params)
    try:
        return text.format_map(_Keep(params))
    except (ValueError, IndexError):
        return text


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether ``key`` is in the catalog of ``lang`` (used by tests that check coverage)."""
    return key in catalog(normalize_lang(lang))
