"""Interaction → Context: language and director status decided exactly as the console decides them."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.commands.context import Context, DefaultSettings, is_director, load_settings, resolve_lang

log = logging.getLogger(__name__)


async def settings_for(client: Any, guild_id: int | None) -> Any:
    """The server's settings; a store failure is logged and treated as "nothing configured"."""
    try:
        return await load_settings(getattr(client, "store", None), guild_id)
    except Exception:
        log.exception("store.get_settings failed", extra={"guild_id": guild_id})
        return DefaultSettings(guild_id=guild_id or 0)


def member_is_director(interaction: discord.Interaction, settings: Any, default_role_names: tuple[str, ...]) -> bool:
    """Director roles by id (no cache needed), default role names via the cached guild, or admin/manage-server."""
    user = interaction.user
    if interaction.guild_id is None or not isinstance(user, discord.Member):
        return False
    role_ids = list(getattr(user, "_roles", ()))
    role_names = [role.name for role in user.roles if not role.is_default()]
    perms = interaction.permissions
    return is_director(settings, role_ids, role_names, administrator=perms.administrator or perms.manage_guild,
                       default_role_names=default_role_names)


async def build_context(interaction: discord.Interaction) -> Context:
    """The Context of an interaction (commands, autocomplete and component clicks alike)."""
    client = interaction.client
    config = client.config  # type: ignore[attr-defined]
    settings = await settings_for(client, interaction.guild_id)
    lang = resolve_lang(str(interaction.locale.value), getattr(settings, "language", None), config.default_language)
    user = interaction.user
    return Context(
        user_id=user.id,
        user_name=user.display_name,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        lang=lang,
        is_director=member_is_director(interaction, settings, config.default_role_names),
        store=getattr(client, "store", None),
        config=config,
        transport="discord",
        settings=settings,
    )
