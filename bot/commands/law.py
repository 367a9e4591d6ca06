"""/law ref: quote a law, section or definition, with autocomplete over refs and titles.

The corpus is loaded once per process (lawbase caches it); autocomplete keeps a prepared list of
``(ref, label, folded label)`` so each keystroke is a scan of a few hundred short strings, far under Discord's 3 s.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.framework.context import Context
from bot.framework.registry import Option, Suggestion, action, command
from bot.framework.reply import Action, Button, Reply, error_reply
from bot.i18n import book_titles
from bot.render import limits
from bot.render.editions import show as show_editions
from bot.render.errors import error_text
from bot.render.law import OPEN_ACTION, passage_reply, ref_label

MAX_SUGGESTIONS = 25
MAX_BUTTONS = 5  # one row of "did you mean" buttons
BUTTON_LABEL = 80  # Discord's limit on a button's label


def corpus() -> Any:
    """The law corpus (imported lazily so console start-up does not pay for it before the first lookup)."""
    import lawbase

    return lawbase.load()


@cache
def _index(lang: str) -> tuple[tuple[str, str, str], ...]:
    """Every citable passage as (ref, label shown, label folded for matching)."""
    rows = []
    for passage in corpus().passages():
        if passage.ref in ("PREFACE", "SCOPE", "DEF"):
            continue
        title = passage.title_en if not book_titles(lang) and passage.title_en and passage.kind != "definition" else \
            passage.title
        label = passage.ref if passage.kind == "definition" else f"{passage.ref} · {title or ''}".strip(" ·")
        rows.append((passage.ref, label, f"{label} {passage.title or ''} {passage.title_en or ''}".casefold()))
    return tuple(rows)


def suggestions_for(text: str, lang: str) -> list[Suggestion]:
    """Refs starting with what was typed first (``27b`` → 27B, 27B1…), then titles containing it."""
    import lawbase

    rows = _index(lang)
    typed = text.strip()
    if not typed:
        return [Suggestion(label, ref) for ref, label, _ in rows if "." not in ref and ":" not in ref][:25]
    try:
        prefix = lawbase.normalize_ref(typed)
    except Exception:
        prefix = typed.upper()
    by_ref = [r for r in rows if r[0].startswith(prefix) or r[0].casefold().startswith(typed.casefold())]
    words = typed.casefold().split()
    by_title = [r for r in rows if r not in by_ref and all(w in r[2] for w in words)]
    found = by_ref + by_title
    if not by_ref and is_words(typed):  # words: the search's best passages first, then titles holding the words
        labels = {ref: (ref, label, folded) for ref, label, folded in rows}
        best = [labels.get(hit.ref) or _row(hit.ref, lang) for hit in _search_hits(typed)[:MAX_BUTTONS]]
        found = best + [row for row in found if row not in best]
    return [Suggestion(label, ref) for ref, label, _ in found[:MAX_SUGGESTIONS]]


def _row(ref: str, lang: str) -> tuple[str, str, str]:
    """A suggestion row for a ref outside the prepared index (a law whose text the corpus lacks)."""
    label = ref_label(corpus(), ref, lang).replace(" — ", " · ", 1)
    return ref, label, label.casefold()


def is_words(text: str) -> bool:
    """Whether ``text`` is words to look for (``ренонс``), not a ref typed with a slip (``27Z``): 3+ letters running."""
    import re

    return bool(re.search(r"[^\W\d_]{3,}", text)) and not text.casefold().startswith(("def", "опр"))


def _search_hits(text: str) -> list[Any]:
    """The search engine's best passages for ``text`` ([] when the search cannot answer)."""
    from bot.commands.search import run_search

    try:
        return list(run_search(text, MAX_SUGGESTIONS).hits)
    except Exception:  # the search belongs to another module: a failure there must not break /law
        return []


async def complete_ref(ctx: Context, current: str) -> list[Suggestion]:
    """Autocomplete of ``ref``: titles in the user's language."""
    return suggestions_for(current, ctx.lang)


@command("law", options=(Option("ref", str, max_length=100, autocomplete=complete_ref),))
async def law(ctx: Context, ref: str) -> Reply:
    """Quote the passage; an unknown ref is a private error whose suggestions are buttons that open them."""
    from lawbase import LawbaseError

    try:
        passage = corpus().get(ref)
    except LawbaseError as exc:
        if exc.code == "bad_ref" and is_words(ref):
            hits = _search_hits(ref)[:MAX_BUTTONS]
            if hits:
                return words_reply(ctx, ref, hits)
        suggestions = [str(s) for s in exc.params.get("suggestions") or []]
        if not suggestions:
            raise
        reply = error_reply(error_text(exc, ctx.lang))
        reply.components = [Button(s, Action(OPEN_ACTION, (s,))) for s in suggestions[:MAX_BUTTONS]]
        return reply
    return passage_reply(corpus(), passage, ctx.lang, editions=show_editions(ctx.settings))


def words_reply(ctx: Context, typed: str, hits: list[Any]) -> Reply:
    """A word typed instead of a ref (the option invites it): the passages that speak of it, each a button."""
    labels = [ref_label(corpus(), hit.ref, ctx.lang) for hit in hits]  # titles in the reader's language
    return Reply(title=ctx.t("bot.law.search_intro", ref=limits.cut(typed, 60)), description="\n".join(labels),
                 components=[Button(limits.cut(label, BUTTON_LABEL), Action(OPEN_ACTION, (hit.ref,)))
                             for hit, label in zip(hits, labels, strict=True)], ephemeral=True)


@action(OPEN_ACTION)
async def open_passage(ctx: Context, ref: str) -> Reply:
    """A cross-reference or part clicked: the passage, privately to whoever clicked (no channel spam)."""
    reply = passage_reply(corpus(), corpus().get(ref), ctx.lang, editions=show_editions(ctx.settings))
    reply.ephemeral = True
    return reply
