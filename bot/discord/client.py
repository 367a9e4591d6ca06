"""The bot: a commands.Bot with our tree, the catalog translator and the action components; no sync on start.

``make_client`` picks the class: the plain ``SudyaBot`` for one unsharded process, ``ShardedSudyaBot`` (discord.py's
``AutoShardedBot``) with this process's ``shard_ids`` of ``shard_count`` when sharding is configured
(``bot.discord.shards``)."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from bot.config import Config
from bot.discord.build import install
from bot.discord.pager import PagerButton
from bot.discord.shards import Shards, shards_from
from bot.discord.translator import CatalogTranslator
from bot.discord.tree import SudyaTree
from bot.discord.views import ActionButton, ActionSelect, ActionTypeButton, run_submitted
from bot.framework.registry import Registry, load_commands


class SudyaBot(commands.Bot):
    """No privileged intents; only mention-prefixed text (none defined); slash commands from the registry."""

    def __init__(self, config: Config, store: Any = None, registry: Registry | None = None,
                 shards: Shards | None = None) -> None:
        self.shards_config = shards or Shards()
        # nothing a reply says pings anyone unless the reply itself allows it (``send.allowed_mentions``)
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         tree_cls=SudyaTree, help_command=None, allowed_mentions=discord.AllowedMentions.none(),
                         **self.shards_config.client_options())
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
        self.add_dynamic_items(ActionButton, ActionSelect, ActionTypeButton, PagerButton)
        self._installed = True

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A submitted "Type…" modal runs its action (routed by custom_id: discord.py keeps no such modal). Buttons
        and selects, the pager's included, are dynamic items: discord.py routes them by their custom_id."""
        if interaction.type is discord.InteractionType.modal_submit:
            await run_submitted(interaction)


class ShardedSudyaBot(SudyaBot, commands.AutoShardedBot):
    """The same bot on discord.py's ``AutoShardedBot``: this process connects only its ``shard_ids``."""

    async def close(self) -> None:
        """A process stopped before it started (SIGTERM during warm-up) has no shard queue yet (discord.py makes it
        on login): only the HTTP session is closed then, instead of an AttributeError on the way out."""
        if not hasattr(self, "_AutoShardedClient__queue"):
            await self.http.close()
            return
        await super().close()


def make_client(config: Config, store: Any = None, registry: Registry | None = None) -> SudyaBot:
    """The bot for this process: sharded when ``SUDYA_SHARD_COUNT``/``[discord] shard_count`` says so."""
    shards = shards_from(config.raw)
    if shards.sharded:
        return ShardedSudyaBot(config, store, registry, shards)
    return SudyaBot(config, store, registry)
