"""``sudya search QUERY... [--limit N] [--json] [--batch FILE]``: ranked passages for free text (cli.md).

Text mode prints a ranked list a director can read at a glance (ref, title, score, the snippet with the matched
words marked, whether the text is in the corpus). ``--json`` prints the contract's document. ``--batch FILE``
runs one query per line and prints one JSON object per line (JSON Lines), for evaluation scripts.

The ranking is the one ``/search`` uses: the situation reader (``bot.intake.situation.search``: calls, cards and
the lexicon's concepts) in front of ``lawbase.search``, so the CLI and the bot give the same answer to the same
words.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from bot.cli import emit
from bot.errors import UserError
from bot.i18n import t
from bot.intake.situation import search
from bot.render import editions as edition_words
from lawbase import editions
from lawbase.markdown import unescape
from lawbase.search import SearchResult

MAX_LIMIT = 100


def _limit(text: str) -> int:
    """``--limit``: an integer 1..100 (argparse turns the ValueError into a usage error, exit 2)."""
    value = int(text)
    if not 1 <= value <= MAX_LIMIT:
        raise ValueError(text)
    return value


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add ``search`` to the ``sudya`` parser."""
    parser = subparsers.add_parser(
        "search", parents=[common], help="ranked passages for a free-text query (ru, translit, en, typos)",
        description="Find the laws about anything: Russian (any inflection, typos), Russian in Latin letters, "
        "English terms of art, law references, or a mix.",
    )
    parser.add_argument("query", nargs="*", help="the query, e.g. недостаточное назначение, revoke, 27b2")
    parser.add_argument("--limit", type=_limit, default=10, help="how many hits (1-100, default 10)")
    parser.add_argument("--batch", metavar="FILE", help="one query per line ('-' for stdin); prints JSON Lines")
    parser.set_defaults(func=handle_search)


def handle_search(args: argparse.Namespace) -> int:
    """One query (text or JSON), or a batch file (JSON Lines)."""
    if args.batch:
        return _batch(args.batch, args.limit)
    query = " ".join(args.query)
    if not query.strip():
        raise UserError("search_empty_query")
    result = _as_typed(search(query, args.limit))
    data = result.to_dict()
    # 2017 words and law numbers (``comparable call``, ``2017 Law 23``): the notes they point to, and whether the
    # 1987 code has such a provision at all (lawbase.editions; the ranking itself is the search engine's)
    matches = editions.for_query(query)
    data["editions"] = [{**note.to_dict(args.lang), "matched": matched, "absent_1987": note.absent_1987,
                         "nearest_1987": list(note.nearest_1987)} for note, matched in matches]
    block = edition_words.search_text(matches, args.lang)
    return emit(args, data, render_result(result, args.lang) + (f"\n\n{block}" if block else ""))


def _batch(path: str, limit: int) -> int:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UserError("search_batch_unreadable", path=path, reason=type(exc).__name__) from exc
    for line in text.splitlines():
        print(json.dumps(_as_typed(search(line, limit)).to_dict(), ensure_ascii=False))
    return 0


def _as_typed(result: SearchResult) -> SearchResult:
    """The result with the book's own asterisks in each snippet as typed: search escapes them for Discord's
    markdown (``lawbase.markdown``), the CLI prints plain text and JSON (the snippet's ``**`` marks stay)."""
    hits = [dataclasses.replace(hit, snippet=unescape(hit.snippet)) for hit in result.hits]
    return dataclasses.replace(result, hits=hits)


def render_result(result: SearchResult, lang: str) -> str:
    """The ranked list as plain text: numbered hits, each with its snippet; an honest note when unsure."""
    lines = [t("search.cli.header", lang, query=result.query)]
    if not result.hits:
        lines.append(t("search.cli.none", lang))
    elif not result.confident:
        lines.append(t("search.cli.unsure", lang))
    for number, hit in enumerate(result.hits, 1):
        absent = " " + t("search.cli.not_in_corpus", lang) if not hit.in_corpus else ""
        lines.append(t("search.cli.hit", lang, n=number, ref=hit.ref, title=hit.title, score=f"{hit.score:.2f}")
                     + absent)
        if hit.snippet:
            lines.append(f"    {hit.snippet}")
    if result.suggestions:
        labels = ", ".join(f"{s.label} ({s.ref})" for s in result.suggestions)
        lines.append(t("search.cli.suggest", lang, suggestions=labels))
    return "\n".join(lines)
