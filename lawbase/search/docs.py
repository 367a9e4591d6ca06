"""What gets indexed: one search document per citable passage, plus one per law the seeds do not hold.

A document keeps its text in separate fields because a word in a title says far more about a passage than the
same word deep in its body, and the curated keys (``ренонс``, ``BOOT``) say more still. Only the stated lawbase
API is used (``passages()``, ``glossary``, ``catalog``), read defensively: fields that may be absent are read
with ``getattr`` so an older or newer corpus still indexes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lawbase.search.terms import TermMap

ANCESTOR_TERMS = True
USE_TITLE_OURS = True


@dataclass
class SourceDoc:
    """One search document before tokenisation."""

    ref: str
    law: str
    title: str
    in_corpus: bool
    kind: str  # law | section | definition | front | catalog
    body: str = ""  # own text: also the source of snippets
    fields: dict[str, list[str]] = field(default_factory=dict)  # field name → texts
    children: list[str] = field(default_factory=list)


def _passage_kind(passage: Any) -> str:
    kind = getattr(passage, "kind", None)
    if kind:
        return str(kind)
    if passage.law == "DEF":
        return "definition"
    return "law" if passage.parent is None else "section"


def _ancestor_titles(passage: Any, by_ref: dict[str, Any]) -> list[str]:
    titles = []
    parent = passage.parent
    while parent and parent in by_ref:
        node = by_ref[parent]
        if node.title:
            titles.append(node.title)
        parent = node.parent
    return titles


def _ancestor_terms(passage: Any, terms: TermMap) -> list[str]:
    """The curated Russian keys of a section's law: what players call the law is context for each section."""
    if passage.law == "DEF" or passage.parent is None:
        return []
    return terms.terms_for(str(passage.law), str(passage.law), True)[0]


def _descendant_text(passage: Any, by_ref: dict[str, Any]) -> list[str]:
    texts = []
    stack = list(passage.children or [])
    while stack:
        node = by_ref.get(stack.pop())
        if node is None:
            continue
        texts += [node.title or "", node.text or ""]
        stack += list(node.children or [])
    return texts


def _snippet_source(passage: Any, by_ref: dict[str, Any], limit: int = 1500) -> str:
    """Text to quote for a unit with no text of its own (a law or section that is all subsections)."""
    parts: list[str] = []
    size = 0
    stack = list(passage.children or [])
    while stack and size < limit:
        node = by_ref.get(stack.pop(0))
        if node is None:
            continue
        part = " ".join(x for x in (node.title, node.text) if x)
        parts.append(part)
        size += len(part) + 1
        stack[0:0] = list(node.children or [])
    return " ".join(parts)[:limit]


def from_passage(passage: Any, by_ref: dict[str, Any], terms: TermMap, english: dict[str, str]) -> SourceDoc:
    """A document for one corpus passage: title, own text, ancestors' titles, descendants, curated keys."""
    kind = _passage_kind(passage)
    law = str(passage.law)
    ru_terms, en_terms = terms.terms_for(passage.ref, law, kind == "law")
    en_terms = list(en_terms)
    if getattr(passage, "title_en", None) and kind == "law":
        en_terms.append(passage.title_en)
    if passage.ref in english:
        en_terms.append(english[passage.ref])
    aliases = [str(a) for a in getattr(passage, "aliases", None) or []]
    return SourceDoc(
        ref=passage.ref,
        law=law,
        title=passage.title or "",
        in_corpus=bool(getattr(passage, "in_corpus", True)),
        kind=kind,
        body=passage.text or _snippet_source(passage, by_ref),
        fields={
            "title": [passage.title or ""],
            "text": [passage.text or "", *aliases],
            "ctx": _ancestor_titles(passage, by_ref) + (_ancestor_terms(passage, terms) if ANCESTOR_TERMS else []),
            "sub": _descendant_text(passage, by_ref),
            "terms": ru_terms,
            "en": en_terms,
        },
        children=[str(c) for c in passage.children or []],
    )


def from_catalog_row(row: Any, terms: TermMap) -> SourceDoc:
    """A document for a law with no passage in the corpus: found by its titles and curated keys only."""
    law = str(row.number)
    ru_terms, en_terms = terms.terms_for(law, law, True)
    ours = getattr(row, "title_ru_ours", None)  # the law base's own Russian short title: a name to search by
    if ours and USE_TITLE_OURS:
        ru_terms = [*ru_terms, *terms.rewritten([str(ours)]), str(ours)]
    if row.title_en:
        en_terms = [*en_terms, row.title_en]
    title = getattr(row, "title_shown_ru", None) or row.title_ru or row.title_en or ""  # Russian, ours if need be
    return SourceDoc(
        ref=law,
        law=law,
        title=title,
        in_corpus=False,
        kind="catalog",
        body="",
        fields={"title": [row.title_ru or ""], "terms": ru_terms, "en": en_terms},
    )


def collect(corpus: Any, terms: TermMap) -> list[SourceDoc]:
    """Every document of the corpus: passages (laws, sections, definitions) and catalog-only laws."""
    passages = list(corpus.passages())
    by_ref = {p.ref: p for p in passages}
    english = {entry.ref: entry.english for entry in getattr(corpus, "glossary", []) or [] if entry.english}
    docs = [from_passage(p, by_ref, terms, english) for p in passages]
    have_law = {p.law for p in passages if p.ref == p.law}
    for row in getattr(corpus, "catalog", []) or []:
        if str(row.number) not in have_law:
            docs.append(from_catalog_row(row, terms))
    for entry in getattr(corpus, "glossary", []) or []:
        if entry.ref not in by_ref:  # inline glosses (S.O., RHO, LHO) may have no passage of their own
            docs.append(_glossary_doc(entry))
    return docs


def _glossary_doc(entry: Any) -> SourceDoc:
    return SourceDoc(
        ref=entry.ref,
        law="DEF",
        title=entry.headword,
        in_corpus=True,
        kind="definition",
        body=entry.definition or "",
        fields={"title": [entry.headword], "text": [entry.definition or ""], "en": [entry.english or ""]},
    )
