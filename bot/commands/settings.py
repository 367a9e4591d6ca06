"""/settings …: a server's director roles, its language, whether players may read the ruling log (issue 6) and
whether replies show the notes on the 2017 Laws (issue 12).

Only directors change settings. Administrators and manage-server members always count as directors (see
``bot.framework.context.is_director``), so a server can never lock itself out by removing the last role. The role is a
role option: Discord offers the server's roles, the console takes ``<@&id>`` or a bare id; the handler gets the id.
"""

from __future__ import annotations

from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Choice, Option, Role, command
from bot.framework.reply import COLOR_OK, Field, Reply
from bot.framework.runner import require_director
from bot.i18n import LANGS

ROLE_ACTIONS = (Choice("add", "settings.role.add"), Choice("remove", "settings.role.remove"))
LANGUAGES = (*(Choice(code, f"settings.lang.{code}") for code in LANGS), Choice("auto", "settings.lang.auto"))
VISIBILITY = (Choice("directors", "settings.visibility.directors"),
              Choice("everyone", "settings.visibility.everyone"))
EDITIONS = (Choice("show", "settings.editions.show"), Choice("hide", "settings.editions.hide"))


def settings_reply(ctx: Context, settings: object, title_key: str = "settings.show.title") -> Reply:
    """The server's settings as fields."""
    roles = getattr(settings, "director_role_ids", []) or []
    role_text = ", ".join(f"<@&{r}>" for r in roles) if roles else ctx.t("settings.roles.default")
    language = getattr(settings, "language", None) or "auto"
    visibility = "everyone" if getattr(settings, "log_public", False) else "directors"
    editions = "hide" if getattr(settings, "editions", "show") == "hide" else "show"
    return Reply(
        title=ctx.t(title_key),
        fields=[
            Field(ctx.t("settings.field.roles"), role_text),
            Field(ctx.t("settings.field.language"), ctx.t(f"settings.lang.{language}"), True),
            Field(ctx.t("settings.field.visibility"), ctx.t(f"settings.visibility.{visibility}"), True),
            Field(ctx.t("settings.field.editions"), ctx.t(f"settings.editions.{editions}"), True),
        ],
        ephemeral=True,
    )




@command("settings", "show", director_only=True)
async def settings_show(ctx: Context) -> Reply:
    """What this server has configured."""
    return settings_reply(ctx, await ctx.store.get_settings(require_director(ctx)))


@command("settings", "director-role", director_only=True,
         options=(Option("action", str, choices=ROLE_ACTIONS), Option("role", Role)))
async def settings_director_role(ctx: Context, action: str, role: int) -> Reply:
    """Add or remove a director role. Once a server has one, the default role names no longer count."""
    guild_id = require_director(ctx)
    if action == "remove":
        if role not in (await ctx.store.get_settings(guild_id)).director_role_ids:
            raise UserError("settings_role_not_set", role=role)
        updated = await ctx.store.update_settings(guild_id, remove_director_role_ids=[role])
    else:
        updated = await ctx.store.update_settings(guild_id, add_director_role_ids=[role])
    reply = settings_reply(ctx, updated, "settings.updated.title")
    reply.color = COLOR_OK
    return reply


@command("settings", "language", director_only=True, options=(Option("value", str, choices=LANGUAGES),))
async def settings_language(ctx: Context, value: str) -> Reply:
    """The server's reply language; ``auto`` follows each user's Discord locale."""
    updated = await ctx.store.update_settings(require_director(ctx), language=None if value == "auto" else value)
    ctx.lang = updated.language or ctx.lang  # answer in the language just chosen
    reply = settings_reply(ctx, updated, "settings.updated.title")
    reply.color = COLOR_OK
    return reply


@command("settings", "log-visibility", director_only=True, options=(Option("value", str, choices=VISIBILITY),))
async def settings_log_visibility(ctx: Context, value: str) -> Reply:
    """Whether players may read the ruling log (list, show, stats); changes stay directors-only either way."""
    updated = await ctx.store.update_settings(require_director(ctx), log_public=value == "everyone")
    reply = settings_reply(ctx, updated, "settings.updated.title")
    reply.color = COLOR_OK
    return reply


@command("settings", "editions", director_only=True, options=(Option("value", str, choices=EDITIONS),))
async def settings_editions(ctx: Context, value: str) -> Reply:
    """Whether replies show where the 2017 Laws rule differently (under /law, at the end of rulings, in search).
    Shown by default: most clubs play the 2017 Laws, so a 1987 answer needs the warning."""
    updated = await ctx.store.update_settings(require_director(ctx), editions=value)
    reply = settings_reply(ctx, updated, "settings.updated.title")
    reply.color = COLOR_OK
    return reply
