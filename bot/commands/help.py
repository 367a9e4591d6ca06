"""/help: what the bot does and how to ask it, in the user's language (one field per area of commands)."""

from __future__ import annotations

from bot.commands.context import Context
from bot.commands.registry import command
from bot.commands.reply import Field, Reply

# Sections shown, each a catalog key pair (name, text); areas whose commands are not installed are skipped.
SECTIONS = (
    ("law", ("law",)),
    ("search", ("search", "ask")),
    ("ruling", ("ruling",)),
    ("numbers", ("board", "score", "imp", "mp", "adjusted")),
    ("log", ("log", "settings")),
)


@command("help")
async def help_(ctx: Context) -> Reply:
    """Overview of the commands actually installed, so help never advertises a missing feature."""
    from bot.commands.registry import REGISTRY

    installed = {path[0] for path in REGISTRY.commands}
    fields = [Field(ctx.t(f"bot.help.{name}.name"), ctx.t(f"bot.help.{name}.text"))
              for name, roots in SECTIONS if installed & set(roots)]
    footer = ctx.t("bot.help.footer_director" if ctx.is_director else "bot.help.footer")
    return Reply(title=ctx.t("bot.help.title"), description=ctx.t("bot.help.intro"), fields=fields, footer=footer,
                 ephemeral=True)
