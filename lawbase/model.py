"""The law base's plain data: passages, footnotes, glossary rows, catalog rows.

Everything here is a dataclass with ``to_dict()`` so the CLI, the bot and tests see the same shapes. Passages hold
refs, not object links, which keeps the corpus picklable and the JSON flat.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from lawbase.files import SEED_FILES


@dataclass(frozen=True)
class Footnote:
    """A footnote as printed at the bottom of its page, keyed there by (page, mark)."""

    mark: str  # "(*)" or "(**)", as printed
    text: str  # "" when the page that held the body is missing (001 p94)
    page: int | None = None
    source: str = ""  # seed file name

    def to_dict(self) -> dict[str, Any]:
        return {"mark": self.mark, "text": self.text, "page": self.page, "source": self.source}


@dataclass
class Passage:
    """One citable unit: a law, a section at any level, a definition, or a front-matter part."""

    ref: str
    law: str  # "27", "DEF", "PREFACE", "SCOPE"
    title: str | None
    text: str  # this unit's own text (a law's intro; a section's body), not its children's
    children: list[str] = field(default_factory=list)
    parent: str | None = None
    footnotes: list[Footnote] = field(default_factory=list)
    cross_refs: list[str] = field(default_factory=list)
    cross_refs_missing: list[str] = field(default_factory=list)  # targets whose text is not in the corpus
    in_corpus: bool = True
    sources: list[str] = field(default_factory=list)
    page: int | None = None
    pages: list[int] = field(default_factory=list)
    penalty: bool = False  # holds a "(НАКАЗАНИЕ)" clause
    path: list[str] = field(default_factory=list)  # chapter / part / section-group titles above it
    kind: str = "section"  # law | section | definition | front
    label: str = ""  # the marker as printed: "B.", "1.", "(A).", "(1)."
    title_en: str | None = None
    title_ours: bool = False  # ``title`` is our Russian short title, not the book's heading (no page prints it)
    cut_start: bool = False  # the seeds begin inside this unit (its beginning is on a missing page)
    cut_end: bool = False  # the seeds end inside this unit
    aliases: list[str] = field(default_factory=list)  # corrected spellings of source typos, for search
    notes: list[dict[str, str]] = field(default_factory=list)  # editorial flags: {"code", "printed", "probable"}
    _corpus: Any = field(default=None, repr=False, compare=False)

    def full_text(self) -> str:
        """The unit with all its descendants, each with its marker and title, as the printed book reads."""
        lines = [self._lead()] if self._lead() else []
        for child_ref in self.children:
            child = self._corpus.get(child_ref) if self._corpus else None
            if child is not None:
                lines.append(child.block())
        return "\n".join(lines)

    def block(self) -> str:
        """This unit as a block under its parent: ``B.Title`` on one line, body, then children.

        An untitled item reads ``(1).Болван не может…`` on one line, as printed; a section whose marker is on a
        missing page shows ``B.…``.
        """
        body = self.full_text()
        if self.kind == "definition":
            head = f"{self.title} ({self.title_en})"  # the chapter prints each term with its English equivalent
        elif self.title:
            head = f"{self.label}{self.title}"
        elif self.label and self.text:
            return f"{self.label}{body}"
        else:
            head = f"{self.label}…" if self.label and self.cut_start else self.label
        return "\n".join(part for part in (head, body) if part)

    def _lead(self) -> str:
        text = self.text
        if text and self.cut_start:
            text = "… " + text
        if text and self.cut_end:
            text = text + " …"
        return text

    def to_dict(self) -> dict[str, Any]:
        """Exactly the ``sudya law --json`` keys of cli.md, then extras."""
        return {
            "ref": self.ref,
            "law": self.law,
            "title": self.title,
            "text": self.text,
            "children": list(self.children),
            "footnotes": [note.to_dict() for note in self.footnotes],
            "cross_refs": list(self.cross_refs),
            "in_corpus": self.in_corpus,
            "sources": list(self.sources),
            "page": self.page,
            "parent": self.parent,
            "full_text": self.full_text(),
            "cross_refs_missing": list(self.cross_refs_missing),
            "penalty": self.penalty,
            "path": list(self.path),
            "kind": self.kind,
            "title_en": self.title_en,
            "title_ours": self.title_ours,
            "pages": list(self.pages),
            "cut_start": self.cut_start,
            "cut_end": self.cut_end,
            "aliases": list(self.aliases),
            "notes": [dict(note) for note in self.notes],
        }


@dataclass(frozen=True)
class GlossaryEntry:
    """One row of the definitions chapter: Russian headword, English term, definition, ``DEF:`` ref."""

    headword: str
    english: str
    definition: str
    ref: str
    printed: str = ""
    english_as_printed: str = ""
    kind: str = "definition"  # definition | inline (S.O., RHO, LHO glossed inside another entry)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class CatalogEntry:
    """One of the 93 laws: titles and how much of it the seeds hold."""

    number: int
    title_ru: str | None  # the heading as the seeds print it (None when no surviving page holds it)
    title_en: str
    state: str  # complete | partial | missing
    sections: tuple[str, ...] = ()  # lettered sections present (refs)
    sources: tuple[str, ...] = ()
    title_ru_ours: str | None = None  # our Russian short title where the seeds print none (not book text)

    @property
    def title_shown_ru(self) -> str:
        """The Russian title to show: the printed heading, else ours, else (never for 1-93) the English one."""
        return self.title_ru or self.title_ru_ours or self.title_en

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["sections"] = list(self.sections)
        data["sources"] = list(self.sources)
        return data


def source_file(seed: str) -> str:
    """Seed prefix → seed file name (what ``Passage.sources`` records)."""
    return SEED_FILES[seed]
