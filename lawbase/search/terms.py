"""The curated term map (``lawbase/data/search_terms.json``): how people talk about the laws.

The 1987 translation's vocabulary is not the players' vocabulary (``назначение`` vs ``заявка``,
``фальшренонс`` vs ``ренонс``), English terms of art (``revoke``, ``BOOT``) appear nowhere in the Russian text,
and 36 laws have no text at all. This map is the bridge: search keys per law and per section, English short
titles, user-word → book-word synonyms, an English → Russian lexicon for mixed queries, and abbreviations.
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
    en_ru: dict[str, str] = field(default_factory=dict)
    abbreviations: dict[str, str] = field(default_factory=dict)

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
        return ru, en


def parse(data: dict[str, Any]) -> TermMap:
    """A TermMap from the JSON document; unknown keys are ignored, missing ones are empty."""
    return TermMap(
        titles_en={str(k): str(v) for k, v in data.get("titles_en", {}).items()},
        laws_ru={str(k): [str(x) for x in v] for k, v in data.get("laws_ru", {}).items()},
        laws_en={str(k): [str(x) for x in v] for k, v in data.get("laws_en", {}).items()},
        refs={str(k): {lang: [str(x) for x in v.get(lang, [])] for lang in ("ru", "en")}
              for k, v in data.get("refs", {}).items()},
        synonyms=[[str(x) for x in group] for group in data.get("synonyms", [])],
        en_ru={str(k).lower(): str(v) for k, v in data.get("en_ru", {}).items()},
        abbreviations={str(k).lower(): str(v) for k, v in data.get("abbreviations", {}).items()},
    )


def data_bytes() -> bytes:
    """The raw term map, also hashed into the index cache key."""
    return (resources.files("lawbase") / "data" / "search_terms.json").read_bytes()


@cache
def load_terms() -> TermMap:
    """The shipped term map, parsed once per process."""
    return parse(json.loads(data_bytes().decode("utf-8")))
