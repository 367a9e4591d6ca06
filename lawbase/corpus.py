"""The corpus object everyone codes against: lookup by ref, the tree, the glossary and the catalog."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lawbase.errors import LawbaseError, RefList
from lawbase.model import CatalogEntry, GlossaryEntry, Passage
from lawbase.refs import CANONICAL, alphabet_reading, bad_ref, fold, normalize_ref, ref_chain, ref_sort_key


@dataclass
class Corpus:
    """All passages by canonical ref, in document order, plus the glossary and the 93-law catalog."""

    by_ref: dict[str, Passage]
    order: list[str]
    glossary: list[GlossaryEntry]
    catalog: list[CatalogEntry]
    aliases: dict[str, str] = field(default_factory=dict)  # source typo as printed → corrected form
    unresolved_refs: list[str] = field(default_factory=list)  # cited targets whose text is not in the corpus
    ref_phrases: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)  # (where, phrase, targets)
    intra_phrases: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)
    headings: list[dict[str, Any]] = field(default_factory=list)
    stats: dict[str, object] = field(default_factory=dict)

    # -- lookup ---------------------------------------------------------------------------------------------
    def get(self, ref: str) -> Passage:
        """The passage for ``ref`` (any accepted spelling); a law 1–93 without text gives an empty passage."""
        try:
            canonical = normalize_ref(ref)
        except LawbaseError as error:
            raise self._closer(error) from None
        if canonical.startswith("DEF:"):
            return self._definition(canonical)
        passage = self.by_ref.get(canonical) or self.by_ref.get(alphabet_reading(ref, canonical) or "")
        if passage is not None:
            return passage  # (a Cyrillic section letter by its place in the alphabet when the other reading is none)
        absent = self._absent(canonical)
        if absent is not None:
            return absent
        raise LawbaseError("unknown_ref", ref=ref, suggestions=RefList(self.suggest(canonical)))

    def law(self, number: int) -> Passage:
        """Law ``number`` (1–93) as a passage, with or without text."""
        return self.get(str(number))

    def in_corpus(self, ref: str) -> bool:
        """Whether the text of ``ref`` is in the corpus; never raises."""
        try:
            return self.get(ref).in_corpus
        except (LawbaseError, TypeError, ValueError):
            return False

    def passages(self) -> list[Passage]:
        """Every citable unit in document order: front matter, definitions, then laws with their sections."""
        return [self.by_ref[ref] for ref in self.order]

    def title(self, ref: str) -> str | None:
        """The title of ``ref`` (a law's heading, a section's title, a headword), or None."""
        try:
            return self.get(ref).title
        except LawbaseError:
            return None

    def catalog_entry(self, number: int) -> CatalogEntry:
        """The catalog row of law ``number``."""
        return self.catalog[number - 1]

    def suggest(self, ref: str, limit: int = 3) -> list[str]:
        """The nearest existing refs: same law first, then by string likeness."""
        import difflib  # only on a miss: keeps start-up fast

        match = CANONICAL.match(ref)
        law = match.group("law") if match else None
        pool = [r for r in self.order if law and self.by_ref[r].law == law] or list(self.order)
        ranked = difflib.get_close_matches(ref, pool, n=limit, cutoff=0.0)
        return ranked or pool[:limit]

    # -- helpers --------------------------------------------------------------------------------------------
    def _closer(self, error: LawbaseError) -> LawbaseError:
        """A malformed ref that starts with a law number (``27Z``) gets that law's refs as suggestions."""
        if error.code != "bad_ref":
            return error
        typed = str(error.params.get("ref", ""))
        match = re.match(r"\s*(?:\D{0,12}?)(\d{1,2})", typed)
        if match and match.group(1) in self.by_ref:
            return bad_ref(typed, self.suggest(typed.strip().upper().replace(" ", "")))
        return error

    def _definition(self, canonical: str) -> Passage:
        word = fold(canonical[4:])
        for entry in self.glossary:
            if word in _names(entry):
                return self.by_ref[entry.ref]
        import difflib

        heads = [e.headword for e in self.glossary]
        near = difflib.get_close_matches(canonical[4:], heads, n=3, cutoff=0.0)
        raise LawbaseError("unknown_ref", ref=canonical, suggestions=RefList("DEF:" + h for h in near))

    def _absent(self, canonical: str) -> Passage | None:
        """A ref inside a law whose text the seeds lack (wholly, or on missing pages): say so, do not fail."""
        match = CANONICAL.match(canonical)
        if not match:
            return None
        number = int(match.group("law"))
        if not 1 <= number <= len(self.catalog):
            return None
        entry = self.catalog_entry(number)
        if entry.state == "complete":
            return None
        chain = ref_chain(canonical)
        return Passage(
            ref=canonical, law=str(number), title=entry.title_shown_ru,
            text="", parent=chain[-2] if len(chain) > 1 else None, in_corpus=False,
            kind="law" if len(chain) == 1 else "section", title_en=entry.title_en, title_ours=not entry.title_ru,
            _corpus=self,
        )


def _names(entry: GlossaryEntry) -> set[str]:
    """Spellings a ``DEF:`` ref may use: the headword, each comma part, without the parenthesis, the English."""
    bare = entry.headword.split("(")[0].strip()
    names = {entry.headword, bare, entry.english, entry.printed, *(part.strip() for part in bare.split(","))}
    return {fold(" ".join(name.split())) for name in names if name}


def document_order(refs: list[str]) -> list[str]:
    """Front matter, the definitions chapter and its entries, then laws by number and section path."""
    front = [r for r in ("PREFACE", "SCOPE", "DEF") if r in refs]
    definitions = [r for r in refs if r.startswith("DEF:")]
    laws = sorted((r for r in refs if CANONICAL.match(r)), key=_tree_key)
    return front[:2] + front[2:] + definitions + laws


def _tree_key(ref: str) -> tuple[Any, ...]:
    """``27B1(A)`` → (27, "B", 1, "A"): a parent sorts right before its children."""
    key = ref_sort_key(ref)
    parts = [key[0]]
    for piece in ref_chain(ref)[1:]:
        parts.append(piece[-2] if piece.endswith(")") else piece[-1])
    return tuple((0, p) if isinstance(p, int) else (1, p) for p in parts)
