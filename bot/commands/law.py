"""/law ref: quote a law, section or definition, with autocomplete over refs and titles.

The corpus is loaded once per process (lawbase caches it); autocomplete keeps a prepared list of
``(ref, label, folded label)`` so each keystroke is a scan of a few hundred short strings, far under Discord's 3 s.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.commands.context import Context
from bot.commands.registry import Option, Suggestion, action, command
from bot.commands.reply import Action, Button, Reply, error_reply
from bot.render.errors import error_text
from bot.render.law import OPEN_ACTION, passage_reply

MAX_SUGGESTIONS = 25
MAX_BUTTONS = 5  # one row of "did you mean" buttons


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
        title = passage.title_en if lang == "en" and passage.title_en and passage.kind != "definition" else \
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
    return [Suggestion(label, ref) for ref, label, _ in (by_ref + by_title)[:MAX_SUGGESTIONS]]


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
        suggestions = [str(s) for s in exc.params.get("suggestions") or []]
        if not suggestions:
            raise
        reply = error_reply(error_text(exc, ctx.lang))
        reply.components = [Button(s, Action(OPEN_ACTION, (s,))) for s in suggestions[:MAX_BUTTONS]]
        return reply
    return passage_reply(corpus(), passage, ctx.lang)


@action(OPEN_ACTION)
async def open_passage(ctx: Context, ref: str) -> Reply:
    """A cross-reference or part clicked: the passage, privately to whoever clicked (no channel spam)."""
    reply = passage_reply(corpus(), corpus().get(ref), ctx.lang)
    reply.ephemeral = True
    return reply
