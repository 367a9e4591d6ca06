"""The bot: a commands.Bot with our tree, the catalog translator and the action components; no sync on start."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from bot.commands.registry import Registry, load_commands
from bot.config import Config
from bot.discord.build import install
from bot.discord.translator import CatalogTranslator
from bot.discord.tree import SudyaTree
from bot.discord.views import ActionButton, ActionSelect


class SudyaBot(commands.Bot):
    """No privileged intents; only mention-prefixed text (none defined); slash commands from the registry."""

    def __init__(self, config: Config, store: Any = None, registry: Registry | None = None) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         tree_cls=SudyaTree, help_command=None)
        self.config = config
        self.store = store
        self.registry = registry or load_commands()
        self._installed = False

    async def setup_hook(self) -> None:
        """Build the tree (idempotent) and register dynamic items. Deliberately does NOT sync (see ``sudya sync``)."""
        if self._installed:
            return
        install(self.tree, self.registry)
        await self.tree.set_translator(CatalogTranslator())
        self.add_dynamic_items(ActionButton, ActionSelect)
        self._installed = True
