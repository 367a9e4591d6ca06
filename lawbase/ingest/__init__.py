"""Building the corpus from the seeds: repair → parse → merge → link → glossary, catalog, cross-references."""

from __future__ import annotations

from typing import Any

from lawbase.corpus import Corpus, document_order
from lawbase.ingest import tokens
from lawbase.ingest.build import label_of, merge
from lawbase.ingest.catalog import build_catalog
from lawbase.ingest.glossary import build_glossary
from lawbase.ingest.repair import restore_suits
from lawbase.ingest.streams import Repaired, repair_all
from lawbase.ingest.typos import TYPOS, aliases_for, notes_for
from lawbase.ingest.xrefs import intra_phrases, law_phrases
from lawbase.model import Passage
from lawbase.refs import ref_chain


def build_corpus() -> Corpus:
    """The whole ingest, from the shipped seed files to a linked ``Corpus``."""
    repaired = repair_all()
    merged = merge(repaired)
    passages = merged.passages
    _add_missing_ancestors(passages)
    definitions = _definitions(passages, repaired)
    catalog = build_catalog(passages, merged.complete_laws, merged.headed_laws)
    _title_laws(passages, catalog)
    order = document_order(list(passages))
    corpus = Corpus(passages, order, definitions, catalog, {k: v[0] for k, v in TYPOS.items()})
    corpus.headings = [dict(vars(h)) for r in merged.results.values() for h in r.headings]
    _link(corpus)
    _cross_reference(corpus)
    corpus.stats = {
        "page_markers_removed": sum(s.markers_removed for s in repaired.raw.values()),
        "suit_sites_repaired": repaired.suit_sites,
        "footnotes_unattached": [(n.seed, n.page, n.mark) for n in merged.unattached],
        "pages": {name: stream.pages for name, stream in repaired.raw.items()},
    }
    return corpus


def _add_missing_ancestors(passages: dict[str, Passage]) -> None:
    """A headless page starts inside 62B or Law 51: their parents get a passage with no own text."""
    for ref in list(passages):
        child = passages[ref]
        if child.kind == "front":
            continue
        for ancestor in ref_chain(ref)[:-1]:
            if ancestor not in passages:
                passages[ancestor] = Passage(
                    ref=ancestor, law=ref_chain(ancestor)[0], title=None, text="",
                    parent=ref_chain(ancestor)[-2] if len(ref_chain(ancestor)) > 1 else None,
                    sources=list(child.sources), page=child.page, pages=[child.page] if child.page else [],
                    path=list(child.path), kind="law" if ancestor.isdigit() else "section",
                    label=label_of(ancestor), cut_start=True,
                )


def _definitions(passages: dict[str, Passage], repaired: Repaired) -> list[Any]:
    """The glossary, cut from 003's chapter text before de-hyphenation (a gloss can sit inside a split word)."""
    chapter = _raw_definitions_chapter(repaired)
    entries = build_glossary(restore_suits(tokens.strip(chapter))[0])
    chapter_passage = passages["DEF"]
    chapter_passage.text = ""
    for entry, page in zip(entries, _term_pages(chapter, entries), strict=True):
        passages[entry.ref] = Passage(
            ref=entry.ref, law="DEF", title=entry.headword, text=entry.definition, parent="DEF",
            sources=list(chapter_passage.sources), page=page, pages=[page] if page else [], kind="definition",
            title_en=entry.english, path=[(chapter_passage.title or "").removesuffix(" (*)")],
        )
    return entries


def _raw_definitions_chapter(repaired: Repaired) -> str:
    """The chapter as 003 prints it (page markers still in as sentinels), suits restored."""
    raw = repaired.raw["003"].text
    start = raw.index("Глава I - ОПРЕДЕЛЕНИЯ")
    start = raw.index(tokens.HRULE, start) + 1
    end = raw.index("Глава II -", start)
    return raw[start:end]


def _term_pages(chapter: str, entries: list[Any]) -> list[int | None]:
    """The page each term is printed on: the last page sentinel before the term, searched in order."""
    pages: list[int | None] = []
    cursor, page = 0, 23
    for entry in entries:
        first = entry.printed.split("…")[0].strip()
        at = chapter.find(first, cursor)
        if at < 0:
            pages.append(None)
            continue
        found = tokens.PAGE_RE.findall(chapter, 0, at)
        page = int(found[-1]) if found else page
        pages.append(page)
        cursor = at
    return pages


def _title_laws(passages: dict[str, Passage], catalog: list[Any]) -> None:
    """Every law passage carries our English title; a law without a printed Russian heading shows ours."""
    for entry in catalog:
        passage = passages.get(str(entry.number))
        if passage is not None:
            passage.title_en = entry.title_en
            if not passage.title:
                passage.title = entry.title_shown_ru
                passage.title_ours = not entry.title_ru


def _link(corpus: Corpus) -> None:
    """Children lists in document order, the back-reference used by ``full_text``, typo aliases."""
    printed_english = {entry.ref: entry.english_as_printed for entry in corpus.glossary}
    for ref in corpus.order:
        passage = corpus.by_ref[ref]
        passage._corpus = corpus
        passage.aliases = aliases_for(ref, f"{passage.title or ''} {passage.text} {printed_english.get(ref, '')}")
        passage.notes = notes_for(ref, passage.text)
        if passage.parent and passage.parent in corpus.by_ref:
            corpus.by_ref[passage.parent].children.append(ref)


def _cross_reference(corpus: Corpus) -> None:
    """Find every reference phrase; resolve, and flag targets whose text is not in the corpus."""
    seen_notes: set[tuple[str, int | None, str]] = set()
    missing: set[str] = set()
    for passage in corpus.passages():
        texts = [passage.title or "", passage.text]
        for note in passage.footnotes:
            key = (note.source, note.page, note.mark)
            texts.append(note.text)
            if key in seen_notes:
                texts.pop()
                passage.cross_refs.extend(t for p in law_phrases(note.text) for t in p.targets)
            seen_notes.add(key)
        targets: list[str] = []
        for text in texts:
            for phrase in law_phrases(text):
                corpus.ref_phrases.append((passage.ref, phrase.phrase, phrase.targets))
                targets.extend(phrase.targets)
            for phrase in intra_phrases(text, passage.ref):
                corpus.intra_phrases.append((passage.ref, phrase.phrase, phrase.targets))
                targets.extend(phrase.targets)
        for target in dict.fromkeys(passage.cross_refs + targets):
            if target not in passage.cross_refs:
                passage.cross_refs.append(target)
        passage.cross_refs_missing = [t for t in passage.cross_refs if not corpus.in_corpus(t)]
        missing.update(passage.cross_refs_missing)
    corpus.unresolved_refs = sorted(missing, key=lambda r: (int("".join(c for c in r[:2] if c.isdigit())), r))
