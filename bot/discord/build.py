"""Command specs → discord.py app commands (with localized names, typed options, choices and autocomplete).

The callback of each app command is generated with a real signature, so discord.py's own option parsing,
transformers and ``Range`` checks run exactly as for hand-written commands; the body only hands the parsed
options to the transport-neutral runner.
"""

from __future__ import annotations

import inspect
import logging
import time
from typing import Any

import discord
from discord import app_commands

from bot.discord.checks import director_check
from bot.discord.context import build_context, settings_in_time
from bot.discord.send import defer, send_reply, within_deadline
from bot.discord.translator import localized
from bot.framework.registry import MENTION_TYPES, CommandSpec, Option, Registry, Role, User
from bot.framework.runner import run_command
from bot.render import limits

log = logging.getLogger(__name__)


def annotation(option: Option) -> Any:
    """The parameter annotation discord.py turns into the option type (with min/max as ``Range``).

    :class:`Role` → ``discord.Role`` (option type 8), :class:`User` → ``discord.Member | discord.User`` (type 6);
    the callback hands the handler only their ids (see :func:`plain_ids`).
    """
    if option.type is Role:
        return discord.Role
    if option.type is User:
        return discord.Member | discord.User
    if option.type in (int, float) and (option.min_value is not None or option.max_value is not None):
        return app_commands.Range[option.type, option.min_value, option.max_value]  # type: ignore[misc]
    if option.type is str and (option.min_length is not None or option.max_length is not None):
        return app_commands.Range[str, option.min_length, option.max_length]
    return option.type


def plain_ids(spec: CommandSpec, options: dict[str, Any]) -> dict[str, Any]:
    """Role and user options as plain int ids (handlers stay transport-neutral; an unresolved one is an Object)."""
    mentions = {o.name for o in spec.options if o.type in MENTION_TYPES}
    return {name: value.id if name in mentions and value is not None else value for name, value in options.items()}


def _autocomplete(spec: CommandSpec, option: Option) -> Any:
    """An autocomplete callback: context (for the language), the spec's function, Discord's 25 × 100 limits."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[Any]]:
        try:
            ctx = await build_context(interaction, wait=False)  # an autocomplete cannot be deferred
            found = await option.autocomplete(ctx, current)  # type: ignore[misc]
        except Exception:
            log.exception("autocomplete failed", extra={"command": spec.qualified_name, "option": option.name})
            return []
        return [app_commands.Choice(name=limits.cut(s.name, limits.CHOICE_NAME) or str(s.value),
                                    value=s.value if not isinstance(s.value, str) else s.value[: limits.CHOICE_VALUE])
                for s in list(found)[: limits.AUTOCOMPLETE_CHOICES]]

    complete.__qualname__ = complete.__name__ = f"complete_{option.name}"
    return complete


def _callback(spec: CommandSpec) -> Any:
    """The coroutine discord.py calls, with a signature declaring the spec's options."""

    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        started = time.perf_counter()
        if spec.defer:
            await defer(interaction, spec.defer_ephemeral)
        settings = await settings_in_time(interaction, spec.defer_ephemeral)  # deferred if the store is slow
        ctx = await build_context(interaction, settings=settings)
        work = run_command(spec, ctx, plain_ids(spec, options))
        reply = await within_deadline(interaction, work, ctx.config.defer_after, spec.defer_ephemeral)
        await send_reply(interaction, reply, ctx)
        log.info("command", extra={"command": spec.qualified_name, "guild_id": ctx.guild_id, "user_id": ctx.user_id,
                                   "lang": ctx.lang, "ms": round((time.perf_counter() - started) * 1000, 1)})

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for option in spec.options:
        default = inspect.Parameter.empty if option.required else option.default
        params.append(inspect.Parameter(option.name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                        annotation=annotation(option)))
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__qualname__ = callback.__name__ = "_".join(spec.path)
    prefix = spec.key + ".opt."
    callback.__discord_app_commands_param_description__ = {  # type: ignore[attr-defined]
        o.name: localized(f"{prefix}{o.name}.desc", o.name) for o in spec.options}
    callback.__discord_app_commands_param_rename__ = {  # type: ignore[attr-defined]
        o.name: app_commands.locale_str(o.name, key=f"{prefix}{o.name}.name") for o in spec.options}
    callback.__discord_app_commands_param_choices__ = {  # type: ignore[attr-defined]
        o.name: [app_commands.Choice(name=localized(c.key, str(c.value)), value=c.value) for c in o.choices]
        for o in spec.options if o.choices}
    callback.__discord_app_commands_param_autocomplete__ = {  # type: ignore[attr-defined]
        o.name: _autocomplete(spec, o) for o in spec.options if o.autocomplete}
    return callback


def build_command(spec: CommandSpec, parent: app_commands.Group | None = None) -> app_commands.Command[Any, ..., Any]:
    """One app command for ``spec``, attached to ``parent`` when it is a subcommand."""
    cmd: app_commands.Command[Any, ..., Any] = app_commands.Command(
        name=app_commands.locale_str(spec.path[-1], key=spec.key + ".name"),
        description=localized(spec.key + ".desc", spec.qualified_name),
        callback=_callback(spec),
        parent=parent,
    )
    if spec.guild_only and parent is None:
        cmd.guild_only = True
    cmd.extras["defer_ephemeral"] = spec.defer_ephemeral  # the director check defers with it
    if spec.director_only:
        cmd.add_check(director_check)
    return cmd


def install(tree: app_commands.CommandTree[Any], registry: Registry) -> None:
    """Add every registered command (groups created on demand) to ``tree``; nothing is synced."""
    groups: dict[str, app_commands.Group] = {}
    for name in registry.groups():
        specs = [s for p, s in registry.commands.items() if p[0] == name]
        groups[name] = app_commands.Group(
            name=app_commands.locale_str(name, key=f"cmd.{name}.name"),
            description=localized(f"cmd.{name}.desc", name),
            guild_only=any(s.guild_only for s in specs),
        )
        tree.add_command(groups[name])
    for path, spec in sorted(registry.commands.items()):
        command = build_command(spec, groups.get(path[0]) if len(path) == 2 else None)
        if len(path) == 2:
            groups[path[0]].add_command(command)
        else:
            tree.add_command(command)
