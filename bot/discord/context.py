"""Interaction → Context: language and director status decided exactly as the console decides them.

Settings come from the store's cache. When they are not cached yet (a server's first interaction since start),
reading them waits on the store: :func:`settings_in_time` gives the store :data:`SETTINGS_GRACE` seconds, then
defers the interaction before waiting on, so Discord's 3 s hold whatever the store is doing (a lock held by
another process, a slow query) and an idle store costs no "thinking…" flash. Interactions that cannot be deferred
(autocomplete, opening a modal, wording an error) never wait: they use what is known, or the defaults, and warm
the cache in the background.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.discord.respond import defer, echo_escaped
from bot.framework.context import Context, DefaultSettings, is_director, load_settings, resolve_lang
from bot.store.errors import StoreError, report_failure

log = logging.getLogger(__name__)


_warming: set[asyncio.Future[Any]] = set()
SETTINGS_GRACE = 0.1  # seconds the store may take before the interaction is deferred


async def settings_in_time(interaction: discord.Interaction, ephemeral: bool) -> Any:
    """The server's settings; when the store takes longer than :data:`SETTINGS_GRACE`, the interaction is
    deferred (``ephemeral``: the visibility the answer will have) before waiting on."""
    client = interaction.client
    if settings_ready(client, interaction.guild_id):
        return await settings_for(client, interaction.guild_id)
    task = asyncio.ensure_future(settings_for(client, interaction.guild_id))
    done, _ = await asyncio.wait({task}, timeout=SETTINGS_GRACE)
    if not done:
        await defer(interaction, ephemeral)
    return await task


def settings_ready(client: Any, guild_id: int | None) -> bool:
    """Whether the server's settings can be had without waiting on the store (cached, or nothing to read)."""
    store = getattr(client, "store", None)
    cached = getattr(store, "cached_settings", None) if store is not None and guild_id is not None else None
    if cached is None:
        return True  # no store, a DM, or a store that answers from memory
    try:
        return cached(guild_id) is not None
    except Exception:
        return True


def known_settings(client: Any, guild_id: int | None) -> Any:
    """The settings without any wait: the cached ones; defaults when they would have to be read (the cache is
    warmed in the background); None for a store without a cache (reading it does not wait)."""
    store = getattr(client, "store", None)
    if guild_id is None or store is None:
        return DefaultSettings(guild_id=guild_id or 0)
    cached = getattr(store, "cached_settings", None)
    if cached is None:
        return None
    try:
        found = cached(guild_id)
    except Exception:
        found = None
    if found is not None:
        return found
    task = asyncio.ensure_future(settings_for(client, guild_id))
    _warming.add(task)
    task.add_done_callback(_warming.discard)
    return DefaultSettings(guild_id=guild_id)


async def settings_for(client: Any, guild_id: int | None) -> Any:
    """The server's settings; a store failure is logged and treated as "nothing configured"."""
    try:
        return await load_settings(getattr(client, "store", None), guild_id)
    except StoreError as err:  # a condition (store down, locked…), logged once a minute, not a traceback each time
        report_failure(log, err, "settings")
        return DefaultSettings(guild_id=guild_id or 0)
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


async def build_context(interaction: discord.Interaction, *, wait: bool = True, settings: Any = None) -> Context:
    """The Context of an interaction (commands, autocomplete and component clicks alike); ``wait=False``: never
    wait on the store (an interaction that cannot be deferred); ``settings``: already read."""
    echo_escaped()  # input echoed in an error worded by a handler is escaped for Discord
    client = interaction.client
    config = client.config  # type: ignore[attr-defined]
    if settings is None and not wait:
        settings = known_settings(client, interaction.guild_id)
    if settings is None:
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
        attachment_limit=getattr(interaction, "filesize_limit", 0) or 10 * 1024 * 1024,
    )
