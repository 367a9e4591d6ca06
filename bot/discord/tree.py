"""The command tree with the bot's ONE error handler (Red's pattern): every failure becomes a private message.

Typed errors (anything with ``code``/``params``) are worded via ``error.<code>`` in the user's language;
library errors map to typed codes; anything else is logged with its traceback and answered with an apology.
Nothing is ever re-raised, so the handler runs once and the bot never crashes on input.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.discord.respond import discord_escape, echo_escaped, send_private
from bot.errors import UserError, is_user_error
from bot.framework.context import resolve_lang
from bot.framework.reply import Reply
from bot.render.embeds import to_discord
from bot.render.errors import reply_for_error

log = logging.getLogger(__name__)

__all__ = ["SudyaTree", "discord_escape", "echo_escaped", "typed"]


def typed(error: BaseException) -> BaseException:
    """The typed error behind ``error`` (unwrapping CommandInvokeError), or library errors mapped to codes."""
    original = getattr(error, "original", None)
    if isinstance(error, app_commands.CommandInvokeError) and original is not None:
        error = original
    if is_user_error(error):
        return error
    if isinstance(error, app_commands.TransformerError):
        return UserError("bad_option", value=str(error.value)[:100])
    if isinstance(error, app_commands.NoPrivateMessage):
        return UserError("guild_only")
    if isinstance(error, app_commands.CommandNotFound):
        log.warning("command unknown to this bot: the tree needs `sudya sync`", extra={"command": error.name})
        return UserError("command_unknown")
    if isinstance(error, app_commands.CommandSignatureMismatch):
        log.warning("command options differ from Discord's: the tree needs `sudya sync`",
                    extra={"command": error.command.qualified_name})
        return UserError("command_out_of_sync")
    if isinstance(error, app_commands.CommandOnCooldown):
        return UserError("cooldown", seconds=round(error.retry_after, 1))
    if isinstance(error, app_commands.CheckFailure):
        return UserError("not_allowed")
    return error


class SudyaTree(app_commands.CommandTree):
    """CommandTree whose ``on_error`` is the single place errors are reported to users."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await self.report_error(interaction, error)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Word ``error`` for the user (ephemeral), logging faults; also used by component clicks."""
        exc = typed(error)
        if not is_user_error(exc):
            command = interaction.command.qualified_name if interaction.command else None
            log.error("command failed", exc_info=exc, extra={"command": command, "guild_id": interaction.guild_id})
        lang = await self._lang(interaction)
        echo_escaped()
        await self._send(interaction, reply_for_error(exc, lang))

    async def _lang(self, interaction: discord.Interaction) -> str:
        from bot.discord.context import known_settings, settings_for

        client: Any = interaction.client
        settings = known_settings(client, interaction.guild_id)  # an error is worded without waiting on the store
        if settings is None:
            settings = await settings_for(client, interaction.guild_id)
        return resolve_lang(str(interaction.locale.value), getattr(settings, "language", None),
                            client.config.default_language)

    @staticmethod
    async def _send(interaction: discord.Interaction, reply: Reply) -> None:
        """Send privately whatever the interaction's state; an autocomplete can only get (no) choices."""
        if interaction.type is discord.InteractionType.autocomplete:
            if not interaction.response.is_done():
                await interaction.response.autocomplete([])
            return
        message = to_discord(reply, interaction.user.id)
        embeds = [discord.Embed.from_dict(p) for p in message.pages[:1]]
        try:
            await send_private(interaction, embeds)
        except discord.HTTPException:
            log.warning("could not deliver an error message", extra={"guild_id": interaction.guild_id})
