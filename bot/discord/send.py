"""Sending a Reply on Discord: first response, deferred follow-up, or in-place update, chosen from the state.

One function decides, so no handler ever hits ``InteractionResponded`` or answers a deferred interaction wrongly.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

from bot.discord.pager import message_view, park_pages
from bot.discord.respond import ANSWERED, defer, drop_public_thinking, send_private, within_deadline
from bot.discord.views import set_sender
from bot.framework.context import Context
from bot.framework.reply import Reply
from bot.i18n import t
from bot.render.embeds import to_discord

log = logging.getLogger(__name__)

__all__ = ["ANSWERED", "allowed_mentions", "defer", "post_reply", "send_private", "send_reply", "within_deadline"]

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
        await drop_public_thinking(interaction, reply.ephemeral)
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(**kwargs, ephemeral=reply.ephemeral, files=_files(reply), wait=True)
    interaction.extras[ANSWERED] = True


set_sender(send_reply)
