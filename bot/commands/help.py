"""/help: what the bot does and how to ask it, in the user's language (one field per area of commands)."""

from __future__ import annotations

from bot.commands._help_detail import command_help, suggestions
from bot.framework.context import Context
from bot.framework.registry import Option, Suggestion, command
from bot.framework.reply import Field, Reply

# Sections shown, each a catalog key pair (name, text); areas whose commands are not installed are skipped.
SECTIONS = (
    ("law", ("law",)),
    ("search", ("search", "ask")),
    ("ruling", ("ruling", "ruling-online")),
    ("numbers", ("board", "score", "imp", "mp", "adjusted")),
    ("log", ("log", "settings")),
    ("desk", ("td", "session", "deal")),
)


async def _command_names(ctx: Context, current: str) -> list[Suggestion]:
    from bot.framework.registry import REGISTRY

    return suggestions(ctx, REGISTRY, current)


@command("help", options=(Option("command", str, required=False, max_length=60, autocomplete=_command_names),))
async def help_(ctx: Context, command: str | None = None) -> Reply:
    """Overview of the commands actually installed, so help never advertises a missing feature; with
    ``command``, that command's subcommands, options and an example."""
    from bot.framework.registry import REGISTRY

    if command and command.strip():
        return command_help(ctx, REGISTRY, command)
    installed = {path[0] for path in REGISTRY.commands}
    fields = [Field(ctx.t(f"bot.help.{name}.name"), ctx.t(f"bot.help.{name}.text"))
              for name, roots in SECTIONS if installed & set(roots)]
    footer = ctx.t("bot.help.footer_director" if ctx.is_director else "bot.help.footer")
    return Reply(title=ctx.t("bot.help.title"), description=ctx.t("bot.help.intro"), fields=fields, footer=footer,
                 ephemeral=True)
