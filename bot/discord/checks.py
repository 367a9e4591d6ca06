"""The director check: a real app-command check, so Discord-side permission settings are never the only guard."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord.context import member_is_director, settings_in_time


class DirectorRequired(app_commands.CheckFailure):
    """Raised for a non-director; carries ``code``/``params`` so the tree words it like any typed error."""

    def __init__(self) -> None:
        self.code = "not_director"
        self.params: dict[str, object] = {}
        super().__init__("not_director")


class GuildRequired(app_commands.CheckFailure):
    """A server-only command used in a DM."""

    def __init__(self) -> None:
        self.code = "guild_only"
        self.params: dict[str, object] = {}
        super().__init__("guild_only")


async def director_check(interaction: discord.Interaction) -> bool:
    """Allow directors (configured roles, default role names, or admin/manage-server); refuse others. When the
    server's settings are slow to come, the interaction is deferred first (the command's visibility), so waiting on
    the store never costs Discord's 3 s (``settings_in_time``)."""
    if interaction.guild_id is None:
        raise GuildRequired()
    client = interaction.client
    extras = getattr(interaction.command, "extras", None) or {}
    settings = await settings_in_time(interaction, bool(extras.get("defer_ephemeral", True)))
    if not member_is_director(interaction, settings, client.config.default_role_names):  # type: ignore[attr-defined]
        raise DirectorRequired()
    return True
