"""Sending a Reply on Discord: first response, deferred follow-up, or in-place update, chosen from the state.

One function decides, so no handler ever hits ``InteractionResponded`` or answers a deferred interaction wrongly.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.commands.context import Context
from bot.commands.reply import Reply
from bot.discord.pager import message_view, park_pages
from bot.discord.views import set_sender
from bot.i18n import t
from bot.render.embeds import to_discord

log = logging.getLogger(__name__)

DEFERRED_EPHEMERAL = "deferred_ephemeral"
ANSWERED = "answered"


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


async def within_deadline(interaction: discord.Interaction, work: Awaitable[Reply], after: float,
                          ephemeral: bool) -> Reply:
    """Await ``work``; if it takes longer than ``after`` seconds, defer first so Discord's 3 s window holds."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=after)
    if not done:
        await defer(interaction, ephemeral)
    return await task


def _files(reply: Reply) -> list[discord.File]:
    return [discord.File(io.BytesIO(a.data), filename=a.filename) for a in reply.files]


def allowed_mentions(reply: Reply) -> discord.AllowedMentions:
    """Only the roles the reply names may be pinged: never @everyone/@here, users or the replied-to user."""
    return discord.AllowedMentions(everyone=False, users=False, replied_user=False,
                                   roles=[discord.Object(role) for role in reply.mention_role_ids])


async def post_reply(interaction: discord.Interaction, reply: Reply, ctx: Context) -> bool:
    """Post ``reply`` in ``reply.post_channel_id``; False (logged) when the channel cannot be reached."""
    client = interaction.client
    channel_id = reply.post_channel_id or 0
    try:
        channel = client.get_channel(channel_id) or await client.fetch_channel(channel_id)
        message = to_discord(reply, interaction.user.id, ctx.lang)
        view = message_view(message, interaction.user.id, ctx.lang, await park_pages(ctx, message))
        embeds = [discord.Embed.from_dict(message.pages[0])] if message.pages else []
        await channel.send(content=message.content, embeds=embeds, allowed_mentions=allowed_mentions(reply),
                           files=_files(reply), **({"view": view} if view is not None else {}))
    except (discord.HTTPException, discord.InvalidData, AttributeError, TypeError) as exc:
        log.warning("post to channel failed", extra={"channel_id": channel_id, "error": type(exc).__name__})
        return False
    return True


async def send_reply(interaction: discord.Interaction, reply: Reply, ctx: Context, *, from_component: bool = False,
                     ) -> None:
    """Answer ``interaction`` with ``reply`` in whatever way its state allows (or post it in another channel)."""
    if reply.post_channel_id and not (from_component and reply.update) and await post_reply(interaction, reply, ctx):
        reply = Reply(description=t("desk.posted", ctx.lang, channel=f"<#{reply.post_channel_id}>"), ephemeral=True)
    message = to_discord(reply, interaction.user.id, ctx.lang)
    view = message_view(message, interaction.user.id, ctx.lang, await park_pages(ctx, message))
    embeds = [discord.Embed.from_dict(message.pages[0])] if message.pages else []
    kwargs: dict[str, Any] = {"content": message.content, "embeds": embeds,
                              "allowed_mentions": allowed_mentions(reply)}
    response = interaction.response
    if from_component and reply.update:
        if view is not None:
            kwargs["view"] = view
        if not response.is_done():
            await response.edit_message(**kwargs, attachments=_files(reply), **({} if view else {"view": None}))
        else:
            await interaction.edit_original_response(**kwargs, attachments=_files(reply))
    elif not response.is_done():
        if view is not None:
            kwargs["view"] = view
        await response.send_message(**kwargs, ephemeral=reply.ephemeral, files=_files(reply))
    else:
        await _drop_public_thinking(interaction, reply.ephemeral)
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(**kwargs, ephemeral=reply.ephemeral, files=_files(reply), wait=True)
    interaction.extras[ANSWERED] = True


async def _drop_public_thinking(interaction: discord.Interaction, ephemeral: bool) -> None:
    """A public "thinking…" cannot turn private: remove it before a private first answer."""
    deferred_public = interaction.extras.get(DEFERRED_EPHEMERAL) is False
    if ephemeral and deferred_public and not interaction.extras.get(ANSWERED):
        await interaction.delete_original_response()


async def send_private(interaction: discord.Interaction, embeds: list[discord.Embed]) -> None:
    """A private message whatever the state (used for errors): response, or follow-up after a defer."""
    if not interaction.response.is_done():
        await interaction.response.send_message(embeds=embeds, ephemeral=True)
    else:
        await _drop_public_thinking(interaction, True)
        await interaction.followup.send(embeds=embeds, ephemeral=True)
    interaction.extras[ANSWERED] = True


set_sender(send_reply)
