"""The first answers to an interaction, below everything else of ``bot.discord``: defer in time, refuse a menu
that is not the user's, answer privately, and escape echoed input.

Context building, the click handlers, the pager and the tree all need these, and ``bot.discord.send`` (which lays
out a whole Reply) needs the pager and the views: kept here, they import nothing of ``bot.discord``, so the
package's imports run one way (send → pager → views → context → respond; tree → context, respond).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

import discord

from bot.i18n import normalize_lang, t
from bot.render.errors import ECHO_ESCAPE

DEFERRED_EPHEMERAL = "deferred_ephemeral"
ANSWERED = "answered"

T = TypeVar("T")


async def defer(interaction: discord.Interaction, ephemeral: bool) -> None:
    """Defer (Discord shows "thinking…"), remembering the visibility the follow-up will inherit. A click or a
    modal's submit is deferred as an update of its message (type 6): its answer edits that message or follows up.
    """
    if interaction.response.is_done():
        return
    if interaction.type in (discord.InteractionType.component, discord.InteractionType.modal_submit):
        interaction.extras[DEFERRED_EPHEMERAL] = None
        await interaction.response.defer()
        return
    interaction.extras[DEFERRED_EPHEMERAL] = ephemeral
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)


async def within_deadline(interaction: discord.Interaction, work: Awaitable[T], after: float, ephemeral: bool) -> T:
    """Await ``work``; if it takes longer than ``after`` seconds, defer first so Discord's 3 s window holds."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=after)
    if not done:
        await defer(interaction, ephemeral)
    return await task


async def refuse_not_owner(interaction: discord.Interaction) -> None:
    """Tell a user, privately and in their language, that the menu belongs to someone else."""
    lang = normalize_lang(str(interaction.locale.value))
    await interaction.response.send_message(t("bot.not_your_menu", lang), ephemeral=True)


async def drop_public_thinking(interaction: discord.Interaction, ephemeral: bool) -> None:
    """A public "thinking…" cannot turn private: remove it before a private first answer."""
    deferred_public = interaction.extras.get(DEFERRED_EPHEMERAL) is False
    if ephemeral and deferred_public and not interaction.extras.get(ANSWERED):
        await interaction.delete_original_response()


async def send_private(interaction: discord.Interaction, embeds: list[discord.Embed]) -> None:
    """A private message whatever the state (used for errors): response, or follow-up after a defer."""
    if not interaction.response.is_done():
        await interaction.response.send_message(embeds=embeds, ephemeral=True)
    else:
        await drop_public_thinking(interaction, True)
        await interaction.followup.send(embeds=embeds, ephemeral=True)
    interaction.extras[ANSWERED] = True


def discord_escape(text: str) -> str:
    """User input as plain text in a Discord message: markdown and mentions escaped."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def echo_escaped() -> None:
    """Errors worded while handling this interaction escape the input they echo (``bot.render.errors``)."""
    ECHO_ESCAPE.set(discord_escape)
