"""Passage → Reply: the quoted law text with its title, footnotes and clickable cross-references.

The text is the Russian 1987 edition (the only text we have); titles follow the reader's language where the
catalog knows an English title. Long laws are split into pages by the generic renderer, so nothing here counts
characters except the select labels.
"""

from __future__ import annotations

from typing import Any

from bot.framework.reply import COLOR_INFO, COLOR_WARN, Action, Button, Field, Reply, Select, SelectOption
from bot.i18n import book_titles, t
from bot.render import limits
from lawbase.markdown import literal

OPEN_ACTION = "law.open"


def heading(passage: Any, lang: str) -> str:
    """``Правило 27B1. Title`` / ``Law 27B1. Title``; a definition is just its headword."""
    if passage.kind == "definition":
        return passage.title or passage.ref
    title = passage.title_en if not book_titles(lang) and passage.title_en else passage.title
    if passage.kind == "front" or passage.ref in ("PREFACE", "SCOPE", "DEF"):
        return title or passage.ref
    key = "bot.law.title" if title else "bot.law.title_untitled"
    return t(key, lang, ref=passage.ref, title=title)


def citation(corpus: Any, ref: str, lang: str) -> str:
    """How a reply names a cited passage, one way for every command (search lists, /ask, rulings):

    ``Правило 27. Недостаточное назначение`` · ``Law 27 — Insufficient Bid (Недостаточное назначение)`` (the English
    title where we have one, then the book's Russian one) · ``Определение «Фальшренонс»`` · the front matter by
    its name. An unknown ref is returned as typed.
    """
    try:
        passage = corpus.get(ref)
    except Exception:
        return ref
    if passage.kind == "definition":
        return t("bot.cite.definition", lang, headword=passage.title or ref[4:], english=passage.title_en or "")
    if passage.kind == "front" or not passage.law.isdigit():
        return passage.title or t(f"law.front.{passage.ref}", lang)
    title = passage.title or ""
    if not book_titles(lang) and passage.title_en and passage.title_ours:
        return t("bot.cite.law", lang, ref=passage.ref, title=passage.title_en)  # our Russian adds nothing
    if not book_titles(lang) and passage.title_en and passage.title_en != title:
        return t("bot.cite.law_en", lang, ref=passage.ref, title=passage.title_en, russian=title)
    if not book_titles(lang) and title and not passage.title_en:  # no English title: its law's, then its own
        law_title = _law_title_en(corpus, passage)
        if law_title:
            return t("bot.cite.law_en", lang, ref=passage.ref, title=law_title, russian=title)
    return t("bot.cite.law", lang, ref=passage.ref, title=title) if title else t("bot.law.title_untitled", lang,
                                                                                   ref=passage.ref)


def _law_title_en(corpus: Any, passage: Any) -> str:
    """The English title of the nearest ancestor that has one (``50B`` → Law 50's "Disposition of a Penalty
    Card"); "" when none has."""
    seen = {passage.ref}
    ref = passage.parent or (passage.law if passage.law != passage.ref else None)
    while ref and ref not in seen:
        seen.add(ref)
        try:
            ancestor = corpus.get(ref)
        except Exception:  # a parent the law base does not hold: no English title to borrow
            return ""
        if ancestor.title_en:
            return ancestor.title_en
        ref = ancestor.parent or (ancestor.law if ancestor.law != ancestor.ref else None)
    return ""


def ref_label(corpus: Any, ref: str, lang: str) -> str:
    """``27B — Title`` for a select option (≤ 100 characters)."""
    try:
        passage = corpus.get(ref)
    except Exception:
        return ref
    title = passage.title_en if not book_titles(lang) and passage.title_en else passage.title
    return limits.cut(f"{ref} — {title}" if title and passage.kind != "definition" else ref, limits.SELECT_LABEL)


def _select(corpus: Any, placeholder: str, refs: list[str], lang: str) -> Select:
    options = tuple(SelectOption(ref_label(corpus, ref, lang), Action(OPEN_ACTION, (ref,))) for ref in refs[:25])
    return Select(placeholder, options)


def passage_reply(corpus: Any, passage: Any, lang: str, *, editions: bool = True) -> Reply:
    """The whole reply for one passage (in or out of the corpus); ``editions``: add the 2017 notes under it."""
    reply = _passage_reply(corpus, passage, lang)
    if editions:
        from bot.render.editions import fields as edition_fields
        from lawbase.editions import for_ref

        reply.fields = [*reply.fields, *edition_fields(for_ref(passage.ref, lang), lang)]
    return reply


def _passage_reply(corpus: Any, passage: Any, lang: str) -> Reply:
    title = heading(passage, lang)
    ours = t("bot.law.title_ours", lang) if getattr(passage, "title_ours", False) and book_titles(lang) else ""
    components: list[Any] = []
    if passage.parent and passage.parent not in ("DEF",):
        components.append(Button(t("bot.law.parent", lang, ref=passage.parent), Action(OPEN_ACTION, (passage.parent,))))
    if not passage.in_corpus:
        text = "\n".join(x for x in (t("bot.law.not_in_corpus", lang, ref=passage.ref), ours) if x)
        return Reply(title=title, description=text, color=COLOR_WARN,
                     footer=t("bot.law.footer_nopage", lang), components=components)
    fields = []
    if passage.footnotes:
        notes = "\n".join(literal(f"{note.mark} {note.text}".strip()) for note in passage.footnotes)
        fields.append(Field(t("bot.law.footnotes", lang), notes))
    refs = list(dict.fromkeys([*passage.cross_refs, *passage.cross_refs_missing]))
    if refs:
        fields.append(Field(t("bot.law.cross_refs", lang), ", ".join(refs)))
        components.append(_select(corpus, t("bot.law.open", lang), refs, lang))
    if passage.children:
        components.append(_select(corpus, t("bot.law.open_child", lang), list(passage.children), lang))
    footer = t("bot.law.footer", lang, page=passage.page) if passage.page else t("bot.law.footer_nopage", lang)
    if ours:
        fields.append(Field(t("bot.law.title_note", lang), ours))
    text = literal(passage.full_text() or passage.text or "—")  # the book's "(*)" renders as typed
    return Reply(title=title, description=text, fields=fields, footer=footer, color=COLOR_INFO,
                 components=components)
