"""``/ask text``: a question in words → the best passages of the Laws, and, when the words describe an
irregularity, an offer to start the ruling intake with what they already say.

The passages come from ``lawbase.search``. The prefill (``bot.intake.prefill``) decides whether the text describes
an irregularity; when it does, the passages of that irregularity's law are searched too and put first (a player
who writes "партнёр сказал 1♦ после моей 1♥" wants Law 27, whatever words he used), and a button starts
``/ruling wizard`` prefilled. The prefill travels in the state cache, not in the button.
"""

from __future__ import annotations

import asyncio
from typing import Any

from bot.commands.context import Context
from bot.commands.registry import Option, action, command
from bot.commands.reply import Action, Button, Field, Reply
from bot.commands.ruling_wizard import start_reply
from bot.commands.state import STATE
from bot.intake import wizard as W
from bot.intake.prefill import Prefill, prefill

PASSAGES = 5
SNIPPET = 300


@command("ask", options=(Option("text", str, min_length=2, max_length=500),), defer_ephemeral=True)
async def ask(ctx: Context, text: str) -> Reply:
    """Passages for the question; plus the ruling offer when it describes an irregularity."""
    found = prefill(text)
    hits = await asyncio.to_thread(_hits, text, found)  # the search index may load: keep the event loop free
    fields = [Field(_cite(h["ref"], ctx.lang), _snippet(h["snippet"]) or
                    ctx.t("ruling.not_in_corpus" if not h.get("in_corpus", True) else "ask.no_snippet")) for h in hits]
    reply = Reply(title=ctx.t("ask.title"), description=ctx.t("ask.intro" if hits else "ask.nothing", text=text),
                  fields=fields, footer=ctx.t("ask.footer"), ephemeral=True)
    if found is not None:
        key = STATE.put(found)
        kind = ctx.t(f"intake.type.{found.type}")
        reply.description += "\n\n" + ctx.t("ask.offer_text", type=kind)
        reply.components = [Button(ctx.t("ask.offer", type=kind)[:80], Action("ask.start", (key,), owner_only=True),
                                   style="primary")]
    return reply


def _cite(ref: str, lang: str) -> str:
    """Name a passage the way every reply does (``Правило 27. …``, ``Определение «…»``)."""
    import lawbase
    from bot.render.law import citation

    return citation(lawbase.load(), ref, lang)


@action("ask.start")
async def start_intake(ctx: Context, key: str) -> Reply:
    """Open the wizard prefilled with what the question said."""
    found: Prefill = STATE.get(key)
    reply = start_reply(ctx, W.start(found))
    reply.update = True
    return reply


def _hits(text: str, found: Prefill | None) -> list[dict[str, Any]]:
    """The best passages: the irregularity's own law first (when there is one), then the text's, no repeats."""
    from lawbase.search import search  # not ``lawbase.search``: importing the subpackage shadows that function

    queries = [text]
    if found is not None:
        from bot.i18n import t

        queries.insert(0, t(f"intake.type.{found.type}", "ru"))
    seen: set[str] = set()
    hits: list[dict[str, Any]] = []
    for query in queries:
        for hit in search(query, PASSAGES).hits:
            if hit.ref not in seen:
                seen.add(hit.ref)
                hits.append(hit.to_dict())
    return hits[:PASSAGES]


def _snippet(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET else text[:SNIPPET].rsplit(" ", 1)[0] + " …"
