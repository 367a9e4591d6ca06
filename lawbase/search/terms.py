"""The curated term map (``lawbase/data/search_terms.json``): how people talk about the laws.

The 1987 translation's vocabulary is not the players' vocabulary (``назначение`` vs ``заявка``,
``фальшренонс`` vs ``ренонс``), English terms of art (``revoke``, ``BOOT``) appear nowhere in the Russian text,
and 36 laws have no text at all. This map is the bridge: search keys per law and per section, English short
titles, user-word → book-word synonyms, user-phrase → book-phrase rewrites (``не в масть`` → ``фальшренонс``),
an English → Russian lexicon for mixed queries, and abbreviations.
Everything here is a search alias; none of it is ever displayed as law text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class TermMap:
    """The parsed term map; plain dicts and lists so the index can be built from it deterministically."""

    titles_en: dict[str, str] = field(default_factory=dict)
    laws_ru: dict[str, list[str]] = field(default_factory=dict)
    laws_en: dict[str, list[str]] = field(default_factory=dict)
    refs: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    synonyms: list[list[str]] = field(default_factory=list)
    phrases: dict[str, list[str]] = field(default_factory=dict)  # user's phrase → the book's phrases for it
    en_ru: dict[str, str] = field(default_factory=dict)
    abbreviations: dict[str, str] = field(default_factory=dict)
    phases: dict[str, tuple[list[str], list[str]]] = field(default_factory=dict)  # name → (law numbers, words)

    def terms_for(self, ref: str, law: str, is_law: bool) -> tuple[list[str], list[str]]:
        """(Russian, English) search keys attached to one passage: law keys on the law, ref keys on the ref."""
        ru: list[str] = []
        en: list[str] = []
        if is_law:
            ru += self.laws_ru.get(law, [])
            en += self.laws_en.get(law, [])
            if law in self.titles_en:
                en.append(self.titles_en[law])
        extra = self.refs.get(ref, {})
        ru += extra.get("ru", [])
        en += extra.get("en", [])
        return ru + self.rewritten(ru), en

    def rewritten(self, texts: list[str]) -> list[str]:
        """Curated keys said the book's way too (``ход не в свою очередь`` → ``ход вне очереди``), as queries are."""
        out = []
        for text in texts:
            folded = text.lower().replace("ё", "е")
            for phrase, targets in self.phrases.items():
                if f" {phrase.replace('ё', 'е')} " in f" {folded} ":
                    out += [f" {folded} ".replace(f" {phrase.replace('ё', 'е')} ", f" {t} ").strip() for t in targets]
        return [t for t in dict.fromkeys(out) if t not in texts]


def parse(data: dict[str, Any]) -> TermMap:
    """A TermMap from the JSON document; unknown keys are ignored, missing ones are empty."""
    return TermMap(
        titles_en={str(k): str(v) for k, v in data.get("titles_en", {}).items()},
        laws_ru={str(k): [str(x) for x in v] for k, v in data.get("laws_ru", {}).items()},
        laws_en={str(k): [str(x) for x in v] for k, v in data.get("laws_en", {}).items()},
        refs={str(k): {lang: [str(x) for x in v.get(lang, [])] for lang in ("ru", "en")}
              for k, v in data.get("refs", {}).items()},
        synonyms=[[str(x) for x in group] for group in data.get("synonyms", [])],
        phrases={str(k).lower(): [str(x) for x in (v if isinstance(v, list) else [v])]
                 for k, v in data.get("phrases", {}).items()},
        en_ru={str(k).lower(): str(v) for k, v in data.get("en_ru", {}).items()},
        abbreviations={str(k).lower(): str(v) for k, v in data.get("abbreviations", {}).items()},
        phases={str(k): (_law_numbers(v["laws"]), [str(x) for x in v.get("words", [])])
                for k, v in data.get("phases", {}).items() if isinstance(v, dict) and "laws" in v},
    )


def _law_numbers(spans: list[Any]) -> list[str]:
    """``["17-23", "25"]`` → ``["17", …, "23", "25"]``."""
    out: list[str] = []
    for span in spans:
        first, _, last = str(span).partition("-")
        out += [str(n) for n in range(int(first), int(last or first) + 1)]
    return out


def data_bytes() -> bytes:
    """The raw term map, also hashed into the index cache key."""
    return (resources.files("lawbase") / "data" / "search_terms.json").read_bytes()


@cache
def load_terms() -> TermMap:
    """The shipped term map, parsed once per process."""
    return parse(json.loads(data_bytes().decode("utf-8")))
