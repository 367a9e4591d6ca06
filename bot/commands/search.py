"""/search query: ranked passages for free text (Russian, English, transliteration, typos); pick one to open it."""

from __future__ import annotations

from typing import Any

from bot.framework.context import Context
from bot.framework.registry import Option, command
from bot.framework.reply import COLOR_WARN, Action, Reply, Select, SelectOption
from bot.i18n import book_titles
from bot.render import limits
from bot.render.editions import SEARCH_NOTES, search_fields
from bot.render.editions import show as show_editions
from bot.render.errors import echo
from bot.render.law import OPEN_ACTION

LIMIT = 10
SNIPPET = 300


def run_search(query: str, limit: int = LIMIT) -> Any:
    """lawbase's search of what the words describe: the situation reader (``bot.intake.situation``) finds the
    calls, cards and situations in the text and passes its concepts to the ranking (issue 10)."""
    from bot.intake.situation import search

    return search(query, limit)


def hit_title(hit: Any, lang: str) -> str:
    """The hit's title as /law shows it (Russian: the book's or our Russian title; English: ours where we have one)."""
    import lawbase  # lazily, as /law does (not through bot.commands.law, which imports this module: a cycle)

    try:
        passage = lawbase.load().get(hit.ref)
    except Exception:
        return hit.title or ""
    if passage.kind == "definition":
        return passage.title or hit.title or ""
    english = passage.title_en if not book_titles(lang) and passage.kind == "law" else None
    return english or passage.title or hit.title or ""


def _line(ctx: Context, index: int, hit: Any) -> str:
    title = hit_title(hit, ctx.lang)
    snippet = f"\n{limits.cut(hit.snippet, SNIPPET)}" if hit.snippet else ""
    absent = " " + ctx.t("bot.search.absent") if not hit.in_corpus else ""
    return f"**{index}.** `{hit.ref}` {title}{absent}{snippet}"


@command("search", options=(Option("query", str, min_length=1, max_length=200),))
async def search(ctx: Context, query: str) -> Reply:
    """Best passages first; a select opens any of them (and the console numbers them)."""
    result = run_search(query)
    title = ctx.t("bot.search.title", query=echo(limits.cut(query, 100)))
    notes = edition_matches(ctx, query)
    if not result.hits:
        text = ctx.t("bot.search.none", query=echo(query))
        if result.suggestions:
            text += "\n" + ctx.t("bot.search.suggest", suggestions=", ".join(map(str, result.suggestions)))
        return Reply(title=title, description=text, color=COLOR_WARN, ephemeral=True,
                     fields=search_fields(notes, ctx.lang))
    lines = [_line(ctx, i, hit) for i, hit in enumerate(result.hits, 1)]
    if not result.confident:
        lines.insert(0, ctx.t("bot.search.unsure"))
    labels = [f"{hit.ref} — {hit_title(hit, ctx.lang)}".rstrip(" —") for hit in result.hits]
    options = tuple(SelectOption(limits.cut(label, limits.SELECT_LABEL), Action(OPEN_ACTION, (hit.ref,)))
                    for hit, label in zip(result.hits, labels, strict=True))
    options += tuple(SelectOption(limits.cut(ref, limits.SELECT_LABEL), Action(OPEN_ACTION, (ref,)))
                     for ref in _nearest(notes, [hit.ref for hit in result.hits]))
    return Reply(title=title, description="\n\n".join(lines), fields=search_fields(notes, ctx.lang),
                 components=[Select(ctx.t("bot.search.pick"), options)])


def edition_matches(ctx: Context, query: str) -> list[Any]:
    """The 2017 notes the query's 2017 words or law numbers point to (``comparable call``, ``2017 Law 23``), unless
    the server hides them; rendered after the hits, saying when the 1987 code has no such provision."""
    from lawbase.editions import for_query

    return for_query(query) if show_editions(ctx.settings) else []


def _nearest(notes: list[Any], shown: list[str]) -> list[str]:
    """Our passages nearest to the notes' 2017 rules that the hits do not already offer (openable from the select)."""
    refs = [ref for note, _ in notes[:SEARCH_NOTES] for ref in note.nearest_1987]
    return [ref for ref in dict.fromkeys(refs) if ref not in shown]
