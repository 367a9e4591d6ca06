"""``sudya law REF [--json]``: print a law, section or definition as the printed book has it (cli.md)."""

from __future__ import annotations

import argparse

import lawbase
from bot.cli import emit
from bot.i18n import book_titles, t
from bot.render import editions as edition_words
from lawbase import editions
from lawbase.model import Passage


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add ``law`` to the ``sudya`` parser; REF may be typed in several words (``27 B 1``)."""
    parser = subparsers.add_parser(
        "law", parents=[common], help="print a law, section or definition by reference",
        description="Print a law, section or definition: 27, 27B1, 45C4(B), DEF:Фальшренонс (also '27 B 1', 27b1).",
    )
    parser.add_argument("ref", nargs="+", help="the reference, e.g. 27B1 (several whole refs: each is printed)")
    parser.set_defaults(func=handle_law)


def handle_law(args: argparse.Namespace) -> int:
    """Look the ref up (bad or unknown refs raise a typed error: the dispatcher exits 2) and print it.

    The words form one ref when they can (``27 B 1``); otherwise, when each word is a ref of its own
    (``57A 50``), each passage is printed in turn (``--json``: a list of passage objects).
    """
    corpus = lawbase.load()
    passages = [corpus.get(ref) for ref in split_refs(args.ref)]
    if len(passages) == 1:
        return emit(args, passage_json(passages[0], args.lang), render_passage(passages[0], corpus, args.lang))
    texts = [render_passage(passage, corpus, args.lang) for passage in passages]
    return emit(args, [passage_json(passage, args.lang) for passage in passages], "\n\n".join(texts))


def passage_json(passage: Passage, lang: str) -> dict:
    """The cli.md passage object plus ``editions``: where the 2017 Laws rule differently ([] where they agree; a
    law lists the notes of its sections), each note in ``lang``."""
    data = passage.to_dict()
    data["editions"] = editions.for_ref(passage.ref, lang)
    return data


def split_refs(words: list[str]) -> list[str]:
    """``["27", "B", "1"]`` → ``["27 B 1"]`` (one ref); ``["57A", "50"]`` → ``["57A", "50"]`` (two)."""
    joined = " ".join(words)
    try:
        lawbase.normalize_ref(joined)
        return [joined]
    except lawbase.LawbaseError:
        if len(words) > 1 and all(_is_ref(word) for word in words):
            return list(words)
        return [joined]  # the error for what was typed, as typed


def _is_ref(word: str) -> bool:
    try:
        lawbase.normalize_ref(word)
    except lawbase.LawbaseError:
        return False
    return True


def render_passage(passage: Passage, corpus: lawbase.Corpus, lang: str) -> str:
    """Plain text that reads like the book: heading, the unit with its subsections, footnotes, see-also, source."""
    lines = [_heading(passage, corpus, lang)]
    if passage.title_ours and book_titles(lang):
        lines.append(t("law.title_ours", lang))
    if not passage.in_corpus:
        lines.append(t("law.not_in_corpus", lang, ref=passage.ref))
        block = edition_words.text_block(editions.for_ref(passage.ref, lang), lang)
        return "\n".join([*lines, "", block] if block else lines)  # 2017 notes exist for laws we lack (64, 75)
    body = passage.block() if passage.kind == "section" else passage.full_text()
    if body:
        lines.append(body)
    units = _subtree(passage, corpus)
    for unit in units:
        lines.extend(t(f"law.note.{note['code']}", lang, ref=unit.ref, **{k: v for k, v in note.items() if k != "code"})
                     for note in unit.notes)
    notes = list(dict.fromkeys(note for unit in units for note in unit.footnotes))
    if notes:
        lines.append("")
        lines.extend(t("law.footnote", lang, mark=note.mark, text=note.text or t("law.footnote_lost", lang),
                       page=note.page) for note in notes)
    refs = list(dict.fromkeys(ref for unit in units for ref in unit.cross_refs))
    if refs:
        missing = {ref for unit in units for ref in unit.cross_refs_missing}
        lines.append("")
        lines.append(t("law.see_also", lang, refs=_see_also(refs, missing, lang)))
    block = edition_words.text_block(editions.for_ref(passage.ref, lang), lang)
    if block:  # after the book's own apparatus, before the citation that closes the passage
        lines += ["", block, ""]
    lines.append(_source_line(units, lang))
    return "\n".join(lines)


def _heading(passage: Passage, corpus: lawbase.Corpus, lang: str) -> str:
    """``Правило 27. Недостаточное назначение`` (a section shows its law's heading above itself)."""
    if passage.kind == "definition":
        return t("law.definition_heading", lang, headword=passage.title or "", english=passage.title_en or "")
    if not passage.law.isdigit():
        return passage.title or t(f"law.front.{passage.ref}", lang)
    law = corpus.law(int(passage.law))
    title = law.title or ""
    if not book_titles(lang) and law.title_en and law.title_en != title:
        title = f"{title} ({law.title_en})"
    heading = t("law.heading", lang, number=passage.law, title=title)
    return heading if passage.ref == passage.law else f"{heading} · {passage.ref}"


def _subtree(passage: Passage, corpus: lawbase.Corpus) -> list[Passage]:
    """The unit and everything printed under it, in book order (their footnotes and refs are shown too)."""
    units = [passage]
    for child in passage.children:
        if child in corpus.by_ref:
            units.extend(_subtree(corpus.by_ref[child], corpus))
    return units


def _see_also(refs: list[str], missing: set[str], lang: str) -> str:
    return ", ".join(f"{ref} {t('law.ref_missing', lang)}" if ref in missing else ref for ref in refs)


def _source_line(units: list[Passage], lang: str) -> str:
    """The book and the pages the printed units come from, as a citation (the seed files stay in ``--json``)."""
    pages = sorted({page for unit in units for page in unit.pages})
    return t("law.source", lang, book=t("bot.book", lang), pages=_page_ranges(pages) or "—")


def _page_ranges(pages: list[int]) -> str:
    """``[49, 50, 51, 66]`` → ``49–51, 66`` (001/002 pages step by 4, so runs are rare there)."""
    runs: list[list[int]] = []
    for page in pages:
        if runs and page == runs[-1][-1] + 1:
            runs[-1].append(page)
        else:
            runs.append([page])
    return ", ".join(f"{run[0]}–{run[-1]}" if len(run) > 1 else str(run[0]) for run in runs)
