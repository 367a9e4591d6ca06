"""The pager of a long reply, without a live view: ◀ ▶ are dynamic items and the pages live in the state store.

A reply of several pages keeps its pages (and its other component rows) under a state key bound to the invoking
user and server (``bot.framework.state``, a day long, restart-safe). The key and the page shown travel in the
counter button's custom_id (``sp:c:<owner>:<key>:<page>``), so ◀ and ▶ keep their plain ids (``sp:prev``,
``sp:next``) and a click finds everything in the message it was made on. Nothing is kept per reply in memory
beyond the bounded hot cache: memory stays flat however many replies are sent, and a click works in any process.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import discord

from bot.discord.respond import refuse_not_owner
from bot.framework.state import STATE
from bot.i18n import t
from bot.render.custom_ids import PAGER_PREFIX
from bot.render.embeds import DiscordMessage, pager_row

COUNTER_RE = re.compile(PAGER_PREFIX + r"c:(?P<owner>\d+):(?P<key>[A-Za-z0-9_-]+):(?P<page>\d+)")
TURN_TEMPLATE = PAGER_PREFIX + r"(?P<step>prev|next)"


def pager_components(page: int, total: int, owner: int, key: str, lang: str) -> list[dict[str, Any]]:
    """◀ counter ▶ for ``page`` of ``total``; the counter carries the owner, the state key and the page."""
    row = pager_row(page, total, (t("bot.page_prev", lang), t("bot.page_next", lang)))
    for data in row:
        if data["custom_id"] == PAGER_PREFIX + "count":
            data["custom_id"] = f"{PAGER_PREFIX}c:{owner}:{key}:{page}"
    return row


def message_view(message: DiscordMessage, owner: int, lang: str, key: str | None, page: int = 0,
                 ) -> discord.ui.View | None:
    """The components of ``message`` as a finished view: sent with the message, never stored by discord.py
    (every item is routed by its custom_id), so no view lives on after the send."""
    from bot.discord.views import item_from_dict

    if not message.rows and not (message.paged and key):
        return None
    view = discord.ui.View(timeout=None)
    first_row = 0
    if message.paged and key:
        for data in pager_components(page, len(message.pages), owner, key, lang):
            button = discord.ui.Button(style=discord.ButtonStyle.secondary, label=data["label"],
                                       custom_id=data["custom_id"], disabled=data["disabled"], row=0)
            view.add_item(button)
        first_row = 1
    for i, row in enumerate(message.rows):
        for data in row:
            view.add_item(item_from_dict(data, first_row + i))
    view.stop()
    return view


async def park_pages(ctx: Any, message: DiscordMessage) -> str | None:
    """Keep a paged message's pages and rows for its pager (None when it has one page)."""
    if not message.paged:
        return None
    return STATE.put(ctx, {"pages": message.pages, "rows": message.rows, "lang": ctx.lang})


def _counter(interaction: discord.Interaction) -> Any:
    """The counter button's custom_id match on the clicked message, or None."""
    message = interaction.message
    for row in getattr(message, "components", None) or []:
        for child in getattr(row, "children", []):
            match = COUNTER_RE.fullmatch(str(getattr(child, "custom_id", "") or ""))
            if match:
                return match
    return None


class PagerButton(discord.ui.DynamicItem[discord.ui.Button], template=TURN_TEMPLATE):
    """◀ or ▶: shows the previous or next page, read from the state store."""

    def __init__(self, button: discord.ui.Button, step: str = "next") -> None:
        super().__init__(button)
        self.step = step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Any:
        return cls(item, match["step"])  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        client: Any = interaction.client
        try:
            counter = _counter(interaction)
            if counter is None:
                from bot.errors import UserError

                raise UserError("action_expired")
            owner = int(counter["owner"])
            if owner and interaction.user.id != owner:
                await refuse_not_owner(interaction)
                return
            who = SimpleNamespace(guild_id=interaction.guild_id, user_id=interaction.user.id,
                                  store=getattr(client, "store", None))
            stored = await STATE.get(who, counter["key"])
            pages = stored["pages"]
            page = min(max(int(counter["page"]) + (1 if self.step == "next" else -1), 0), len(pages) - 1)
            message = DiscordMessage(None, pages, stored["rows"])
            view = message_view(message, owner, stored["lang"], counter["key"], page)
            await interaction.response.edit_message(embed=discord.Embed.from_dict(pages[page]), view=view)
        except Exception as exc:
            await client.tree.report_error(interaction, exc)
