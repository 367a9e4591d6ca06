"""Running a command or an action: the checks every transport must apply, in one place.

The Discord transport also has a real app-command check for director-only commands (so Discord refuses before the
handler is even scheduled); this module repeats it so the console and any future transport cannot skip it.
"""

from __future__ import annotations

from typing import Any

from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import REGISTRY, ActionSpec, CommandSpec, Registry
from bot.framework.reply import Action, Reply


def check_allowed(spec: CommandSpec | ActionSpec, ctx: Context) -> None:
    """Refuse director-only work for non-directors and server-only work in DMs (typed errors → ephemeral text)."""
    if getattr(spec, "guild_only", False) and ctx.guild_id is None:
        raise UserError("guild_only")
    if spec.director_only and not ctx.is_director:
        raise UserError("not_director")


def require_director(ctx: Context) -> int:
    """The server id, if this user is one of its directors: for handlers whose own work needs the check again
    (the runner checks director-only commands first; an action or a shared helper may be reached otherwise)."""
    if ctx.guild_id is None:
        raise UserError("guild_only")
    if not ctx.is_director:
        raise UserError("not_director")
    return ctx.guild_id


def with_defaults(spec: CommandSpec, options: dict[str, Any]) -> dict[str, Any]:
    """Options as the handler expects them: every declared option present (missing optional → its default)."""
    known = {o.name for o in spec.options}
    unknown = set(options) - known
    if unknown:
        raise UserError("unknown_option", option=sorted(unknown)[0], command=spec.qualified_name)
    for option in spec.options:
        if option.name not in options:
            if option.required:
                raise UserError("missing_option", option=option.name, command=spec.qualified_name)
            options[option.name] = option.default
    return options


async def run_command(spec: CommandSpec, ctx: Context, options: dict[str, Any]) -> Reply:
    """Check, fill defaults, call the handler. Errors propagate: the transport's one error handler words them."""
    check_allowed(spec, ctx)
    return await spec.handler(ctx, **with_defaults(spec, dict(options)))


async def run_action(action: Action, ctx: Context, registry: Registry = REGISTRY) -> Reply:
    """Run the registered handler of a clicked button/select option."""
    spec = registry.actions.get(action.name)
    if spec is None:
        raise UserError("action_expired")
    check_allowed(spec, ctx)
    return await spec.handler(ctx, *action.args)
