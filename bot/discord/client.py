"""The bot: a commands.Bot with our tree, the catalog translator and the action components; no sync on start.

``make_client`` picks the class: the plain ``SudyaBot`` for one unsharded process, ``ShardedSudyaBot`` (discord.py's
``AutoShardedBot``) with this process's ``shard_ids`` of ``shard_count`` when sharding is configured
(``bot.discord.shards``)."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from bot.commands.registry import Registry, load_commands
from bot.config import Config
from bot.discord.build import install
from bot.discord.shards import Shards, shards_from
from bot.discord.translator import CatalogTranslator
from bot.discord.tree import SudyaTree
from bot.discord.views import ActionButton, ActionSelect, ActionTypeButton, run_submitted
from bot.errors import UserError
from bot.render.custom_ids import PAGER_PREFIX


class SudyaBot(commands.Bot):
    """No privileged intents; only mention-prefixed text (none defined); slash commands from the registry."""

    def __init__(self, config: Config, store: Any = None, registry: Registry | None = None,
                 shards: Shards | None = None) -> None:
        self.shards_config = shards or Shards()
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         tree_cls=SudyaTree, help_command=None, **self.shards_config.client_options())
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
        self.add_dynamic_items(ActionButton, ActionSelect, ActionTypeButton)
        self._installed = True

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A pager button whose view is gone (the bot restarted) gets "menu expired" instead of a silent failure;
        a submitted "Type…" modal runs its action (routed by custom_id: discord.py keeps no such modal)."""
        if interaction.type is discord.InteractionType.modal_submit:
            await run_submitted(interaction)
            return
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if custom_id.startswith(PAGER_PREFIX) and not self._has_view(interaction, custom_id):
            await self.tree.report_error(interaction, UserError("action_expired"))  # type: ignore[attr-defined]

    def _has_view(self, interaction: discord.Interaction, custom_id: str) -> bool:
        """Whether a live view holds this button (discord.py's view store; pinned version, like the harness)."""
        store = self._connection._view_store
        message_id = interaction.message.id if interaction.message else None
        key = (discord.ComponentType.button.value, custom_id)
        return key in store._views.get(message_id, {}) or key in store._views.get(None, {})


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
