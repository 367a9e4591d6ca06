"""``sudya sync``: the exact application-command payload, offline (--dry-run) or uploaded with the token.

The payload is computed by discord.py itself (``get_translated_payload``) from the same tree the bot serves, so
what tests validate against Discord's schema is byte for byte what a sync sends.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.config import Config
from bot.discord.client import SudyaBot


async def tree_payload(bot: SudyaBot) -> list[dict[str, Any]]:
    """The JSON array a global bulk sync would PUT (translations included)."""
    translator = bot.tree.translator
    commands = bot.tree.get_commands()
    if translator is None:
        return [cmd.to_dict(bot.tree) for cmd in commands]
    return [await cmd.get_translated_payload(bot.tree, translator) for cmd in commands]


async def dry_run(config: Config) -> list[dict[str, Any]]:
    """The payload without a token or a connection."""
    bot = SudyaBot(config)
    try:
        await bot.setup_hook()
        return await tree_payload(bot)
    finally:
        await bot.close()


async def sync(config: Config, token: str, guild_id: int | None) -> list[dict[str, Any]]:
    """Upload the commands globally, or to one server (instant: for development). Returns what Discord stored."""
    bot = SudyaBot(config)
    async with bot:
        await bot.login(token)  # login runs setup_hook, which builds the tree; no gateway connection is opened
        if guild_id:
            guild = discord.Object(id=guild_id)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
        else:
            synced = await bot.tree.sync()
        return [cmd.to_dict() for cmd in synced]
