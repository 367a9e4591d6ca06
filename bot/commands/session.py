"""/session (/сессия): a playing session opened and closed by a director; the log entries made while it is open
belong to it (issue 15).

A session is a time range of the server's log: an entry belongs to the session that was open when the entry was
created (one session at a time per server). ``/session show`` lists its entries, ``/session export`` and
``/session stats`` give the log's export and counts for that session only. Director-only to open and close;
reading follows the log's visibility (``/settings log-visibility``), as ``/log list`` does.
"""

from __future__ import annotations

from typing import Any

from bot.commands._desk import director_guild, name_of, parse_time, read_desk, run_desk
from bot.commands.log import FORMATS, entry_line, log_export, require_reader, session_stats_reply
from bot.framework.context import Context
from bot.framework.registry import Option, command
from bot.framework.reply import COLOR_OK, Reply
from bot.render.errors import echo
from bot.store import desk_store as desk
from bot.store.desk_store import Session
from bot.store.errors import StoreError

MAX_ENTRIES = 500  # a session of a club evening holds a few dozen rulings


def session_line(ctx: Context, session: Session) -> str:
    when = session.started_at[:16].replace("T", " ")
    end = session.ended_at[11:16] if session.ended_at else ctx.t("desk.session.open_now")
    return f"**№{session.number}** · {echo(session.name)} · {when}–{end} UTC · {echo(session.started_by_name)}"


async def _session(ctx: Context, guild_id: int, number: int | None) -> Session:
    """Session ``number``, or the open one, or the last one."""
    if number is not None:
        return await read_desk(ctx, desk.get_session, guild_id, number)
    current = await read_desk(ctx, desk.current_session, guild_id)
    if current is not None:
        return current
    last = await read_desk(ctx, desk.list_sessions, guild_id, 1)
    if not last:
        raise StoreError("session_none")
    return last[0]


async def session_entries(ctx: Context, guild_id: int, session: Session) -> list[Any]:
    """The live log entries created while ``session`` was open, newest first."""
    until = parse_time(session.ended_at) if session.ended_at else None
    return await ctx.store.list_entries(guild_id, since=parse_time(session.started_at), until=until,
                                        limit=MAX_ENTRIES)


@command("session", "start", director_only=True, options=(Option("name", str, max_length=desk.MAX_NAME),))
async def session_start(ctx: Context, name: str) -> Reply:
    guild_id = director_guild(ctx)
    session = await run_desk(ctx, desk.start_session, guild_id, name, ctx.user_id, name_of(ctx))
    return Reply(title=ctx.t("desk.session.started", number=session.number, name=echo(session.name)), color=COLOR_OK,
                 description=ctx.t("desk.session.started_text"))


@command("session", "end", director_only=True)
async def session_end(ctx: Context) -> Reply:
    guild_id = director_guild(ctx)
    session = await run_desk(ctx, desk.end_session, guild_id, ctx.user_id, name_of(ctx))
    entries = await session_entries(ctx, guild_id, session)
    return Reply(title=ctx.t("desk.session.ended", number=session.number, name=echo(session.name)), color=COLOR_OK,
                 description=ctx.t("desk.session.count", count=len(entries)))


@command("session", "list", guild_only=True)
async def session_list(ctx: Context) -> Reply:
    guild_id = require_reader(ctx)
    sessions = await read_desk(ctx, desk.list_sessions, guild_id, 20)
    text = "\n".join(session_line(ctx, s) for s in sessions) or ctx.t("desk.session.none")
    return Reply(title=ctx.t("desk.session.list_title"), description=text)


@command("session", "show", guild_only=True, options=(Option("number", int, required=False, min_value=1),))
async def session_show(ctx: Context, number: int | None) -> Reply:
    """The session's log entries (``/log list`` lines), newest first."""
    guild_id = require_reader(ctx)
    session = await _session(ctx, guild_id, number)
    entries = await session_entries(ctx, guild_id, session)
    lines = [entry_line(ctx, e) for e in entries] or [ctx.t("desk.session.no_entries")]
    return Reply(title=ctx.t("desk.session.show_title", number=session.number, name=echo(session.name)),
                 description=session_line(ctx, session) + "\n\n" + "\n".join(lines))


@command("session", "export", director_only=True, defer=True, defer_ephemeral=True, options=(
    Option("number", int, required=False, min_value=1),
    Option("format", str, required=False, choices=FORMATS, default="both")))
async def session_export(ctx: Context, number: int | None, format: str | None) -> Reply:
    """``/log export session:N`` under the session's title: the same CSV and JSON, streamed from the store's time
    index (a session is a time range of the log) and compressed past Discord's limit, never the whole log read."""
    guild_id = director_guild(ctx)
    session = await _session(ctx, guild_id, number)
    reply = await log_export(ctx, format, session=session.number)
    reply.title = ctx.t("desk.session.export_title", number=session.number, name=echo(session.name))
    return reply


@command("session", "stats", guild_only=True, options=(Option("number", int, required=False, min_value=1),))
async def session_stats(ctx: Context, number: int | None) -> Reply:
    """Counts per irregularity type and per director, for the session's entries."""
    guild_id = require_reader(ctx)
    session = await _session(ctx, guild_id, number)
    return await session_stats_reply(ctx, guild_id, session)
