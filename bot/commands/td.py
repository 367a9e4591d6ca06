"""/td (/судья): calling the director to a table, and the director's view of the calls (issue 15).

A player types ``/td call table:4 board:7 text:"revoke?"``; the call is stored per server, numbered, and shown
with **Take** and **Done** buttons, pinging only the server's director role (the role mention is the message's
only mention: the player's words are in the embed, where Discord never pings). ``/td list`` shows the open calls
with their age and who took each. *Done* can link the log entry of the ruling (typed after the click, or
``/td done number: entry:``). ``/td here`` makes the current channel the server's director channel and sets the
role to ping. Everything but the call itself is director-only, checked like the log.
"""

from __future__ import annotations

from typing import Any

from bot.commands._desk import age_text, director_guild, guild_of, name_of, read_desk, run_desk
from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Option, Role, action, command
from bot.framework.reply import COLOR_INFO, COLOR_OK, COLOR_WARN, Action, Button, Field, Reply
from bot.render import limits
from bot.render.errors import echo
from bot.store import desk_store as desk
from bot.store.desk_store import DeskSettings, DirectorCall

STATUS_COLOR = {"open": COLOR_WARN, "taken": COLOR_INFO, "done": COLOR_OK, "cancelled": COLOR_OK}


def ping_roles(ctx: Context, settings: DeskSettings) -> list[int]:
    """The role a call pings: the desk's role, else the server's configured director roles."""
    if settings.ping_role_id:
        return [settings.ping_role_id]
    return list(getattr(ctx.settings, "director_role_ids", None) or [])


def status_text(ctx: Context, call: DirectorCall) -> str:
    if call.status == "open":
        return ctx.t("desk.call.status.open")
    if call.status == "taken":
        return ctx.t("desk.call.status.taken", name=echo(call.taken_by_name or "?"))
    text = ctx.t("desk.call.status.done", name=echo(call.closed_by_name or "?"))
    if call.entry_number:
        text += " · " + ctx.t("desk.call.entry", number=call.entry_number)
    return text


def call_reply(ctx: Context, call: DirectorCall, *, update: bool = False, content: str | None = None) -> Reply:
    """The call as the channel sees it, with the buttons its status allows. What players typed (table, words) and
    their names are echoed: on Discord they cannot format the embed or look like a mention."""
    fields_ = [Field(ctx.t("desk.call.field.table"), echo(call.table_no), True)]
    if call.board:
        fields_.append(Field(ctx.t("desk.call.field.board"), str(call.board), True))
    fields_ += [Field(ctx.t("desk.call.field.caller"), echo(call.caller_name), True),
                Field(ctx.t("desk.call.field.status"), status_text(ctx, call), False)]
    args = (str(call.number),)
    buttons: list[Any] = []
    if call.status == "open":
        buttons.append(Button(ctx.t("desk.call.take"), Action("td.take", args), style="success"))
    if call.status in ("open", "taken"):
        buttons.append(Button(ctx.t("desk.call.done"), Action("td.done", args), style="primary"))
    reply = Reply(title=ctx.t("desk.call.title", number=call.number, table=echo(call.table_no)),
                  description=echo(call.text), fields=fields_, components=buttons, color=STATUS_COLOR[call.status],
                  content=content, update=update)
    if call.status == "done" and not call.entry_number:
        reply.free_action = Action("td.link", args)
        reply.free_prompt = ctx.t("desk.call.link.prompt")
        reply.free_placeholder = ctx.t("desk.call.link.example")
        reply.free_label = ctx.t("desk.call.link.button")
        reply.free_max_length = 10
    return reply


@command("td", "call", guild_only=True, options=(
    Option("table", str, max_length=desk.MAX_TABLE), Option("board", int, required=False, min_value=1, max_value=10000),
    Option("text", str, required=False, max_length=desk.MAX_TEXT)))
async def td_call(ctx: Context, table: str, board: int | None, text: str | None) -> Reply:
    """Anyone at the table may call; the call pings the director role and waits for a director to take it."""
    guild_id = guild_of(ctx)
    if not table.strip():
        raise UserError("missing_option", option="table", command="td call")
    call = await run_desk(ctx, desk.open_call, guild_id, ctx.channel_id or 0, ctx.user_id, name_of(ctx),
                          table.strip(), board, text or "")
    settings = await read_desk(ctx, desk.get_desk, guild_id)
    roles = ping_roles(ctx, settings)
    ping = " ".join(f"<@&{r}>" for r in roles) or None
    reply = call_reply(ctx, call, content=ping)
    reply.mention_role_ids = tuple(roles)  # the only mention that pings: the player's words cannot
    if not roles:
        reply.footer = ctx.t("desk.call.no_role")
    channel = settings.director_channel_id
    if channel and channel != ctx.channel_id:  # typed elsewhere: the call goes to the director channel
        reply.post_channel_id = channel
    return reply


@command("td", "list", director_only=True)
async def td_list(ctx: Context) -> Reply:
    """Open calls, the longest waiting first, with their age and who took them."""
    guild_id = director_guild(ctx)
    calls = await read_desk(ctx, desk.list_calls, guild_id)
    if not calls:
        return Reply(title=ctx.t("desk.list.title"), description=ctx.t("desk.list.none"), ephemeral=True)
    lines = []
    for call in calls:
        parts = [f"**№{call.number}**", ctx.t("desk.list.table", table=echo(call.table_no))]
        if call.board:
            parts.append(ctx.t("desk.list.board", board=call.board))
        parts += [age_text(ctx, call.created_at), status_text(ctx, call)]
        if call.text:
            parts.append(echo(limits.cut(call.text, 60)))
        lines.append(" · ".join(parts))
    buttons = [Button(ctx.t("desk.list.take", number=c.number), Action("td.take", (str(c.number),)))
               for c in calls if c.status == "open"][:10]
    return Reply(title=ctx.t("desk.list.title"), description="\n".join(lines), components=buttons, ephemeral=True)


@command("td", "take", director_only=True, options=(Option("number", int, min_value=1),))
async def td_take(ctx: Context, number: int) -> Reply:
    guild_id = director_guild(ctx)
    call = await run_desk(ctx, desk.take_call, guild_id, number, ctx.user_id, name_of(ctx))
    return call_reply(ctx, call)


@command("td", "done", director_only=True, options=(
    Option("number", int, min_value=1), Option("entry", int, required=False, min_value=1)))
async def td_done(ctx: Context, number: int, entry: int | None) -> Reply:
    """Closes the call; ``entry`` links the log entry that records the ruling (it must exist)."""
    guild_id = director_guild(ctx)
    if entry is not None:
        await ctx.store.get_entry(guild_id, entry)  # a wrong number is refused by the log's own error
    call = await run_desk(ctx, desk.close_call, guild_id, number, ctx.user_id, name_of(ctx), entry)
    return call_reply(ctx, call)


@command("td", "here", director_only=True, options=(Option("role", Role, required=False),))
async def td_here(ctx: Context, role: int | None) -> Reply:
    """This channel becomes the director channel; ``role`` is the role calls ping (default: director roles)."""
    guild_id = director_guild(ctx)
    changes: dict[str, Any] = {"director_channel_id": ctx.channel_id}
    if role is not None:
        changes["ping_role_id"] = role
    settings = await run_desk(ctx, desk.set_desk, guild_id, **changes)
    roles = ping_roles(ctx, settings)
    return Reply(title=ctx.t("desk.here.title"), color=COLOR_OK, ephemeral=True,
                 description=ctx.t("desk.here.text", channel=f"<#{settings.director_channel_id}>",
                                   roles=", ".join(f"<@&{r}>" for r in roles) or ctx.t("desk.here.no_role")))


@action("td.take", director_only=True)
async def take_button(ctx: Context, number: str) -> Reply:
    guild_id = director_guild(ctx)
    call = await run_desk(ctx, desk.take_call, guild_id, int(number), ctx.user_id, name_of(ctx))
    return call_reply(ctx, call, update=True)


@action("td.done", director_only=True)
async def done_button(ctx: Context, number: str) -> Reply:
    guild_id = director_guild(ctx)
    call = await run_desk(ctx, desk.close_call, guild_id, int(number), ctx.user_id, name_of(ctx))
    return call_reply(ctx, call, update=True)


@action("td.link", director_only=True)
async def link_typed(ctx: Context, number: str, text: str) -> Reply:
    """The log entry number typed after *Done* (``12`` or ``#12``)."""
    guild_id = director_guild(ctx)
    digits = text.strip().lstrip("#№").strip()
    if not digits.isascii() or not digits.isdigit():
        raise UserError("desk_bad_entry", value=text[:20])
    await ctx.store.get_entry(guild_id, int(digits))
    call = await run_desk(ctx, desk.close_call, guild_id, int(number), ctx.user_id, name_of(ctx), int(digits))
    return call_reply(ctx, call, update=True)
