"""/log …: the club's ruling log (issue 7) — add, list, show, edit, delete, restore, export, stats.

Who may do what is decided here and in the runner, never in the store: directors (the server's configured roles,
see /settings) add, edit, delete, restore and export; everyone else may read (list, show, stats) only when the
server made its log public (``/settings log-visibility``). Every call passes ``ctx.guild_id`` to the store, which
scopes every query by it, so one server's entries are never reachable from another.

``log_ruling`` is the entry point of the "log this ruling" button on every ruling (docs/store.md).

This module holds the subcommands (what each does with the store); what they take and the reader/director checks
are ``bot.commands._log_options``, and how an entry reads (list line, fields, history) is ``bot.render.log_view``.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from bot.commands._log_options import (
    ENTRY_OPTIONS,
    FORMATS,
    LIST_OPTIONS,
    entry_changes,
    list_filters,
    parse_day,
    require_reader,
    type_suggestions,
)
from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Option, action, command
from bot.framework.reply import COLOR_OK, COLOR_WARN, Action, Attachment, Button, Field, Reply
from bot.framework.runner import require_director
from bot.render.errors import echo
from bot.render.log_view import ENGINE_ADJUSTED, entry_line, entry_reply, history_page, type_label
from bot.store import vocab
from bot.store.models import LogEntry, NewEntry
from bot.store.validate import MAX_LAWS, when
from bot.store.vocab import log_types

PAGE_SIZE = 10


# -- commands ----------------------------------------------------------------------------------------------------
@command("log", "add", director_only=True, options=(
    Option("type", str, max_length=64, autocomplete=type_suggestions), *ENTRY_OPTIONS))
async def log_add(ctx: Context, type: str, board: int | None, laws: str | None, notes: str | None,
                  table: str | None, round: str | None, seats: str | None, adjusted: str | None) -> Reply:
    """Log a ruling by hand (for rulings made away from the bot, or before it was used)."""
    guild_id = require_director(ctx)
    values = await entry_changes(ctx, type=type, board=board, laws=laws, notes=notes, table=table, round=round,
                           seats=seats, adjusted=adjusted)
    entry = await ctx.store.add_entry(NewEntry(
        guild_id=guild_id, channel_id=ctx.channel_id or 0, director_id=ctx.user_id, director_name=ctx.user_name,
        **values))
    return entry_reply(ctx, entry, "log.added.title", color=COLOR_OK)


async def session_window(ctx: Context, guild_id: int, session: int, since: Any, until: Any
                         ) -> tuple[str | None, str | None]:
    """``since``/``until`` narrowed to the time the desk's session ``session`` was open (a session is a time range
    of the log: its entries are those created while it was open); a missing session is refused by its own error."""
    from bot.commands._desk import read_desk
    from bot.store import desk_store

    found = await read_desk(ctx, desk_store.get_session, guild_id, session)
    low = max(filter(None, (when("since", since), when("since", found.started_at))))
    high = min(filter(None, (when("until", until), when("until", found.ended_at))), default=None)
    return low, high


@command("log", "list", guild_only=True, options=LIST_OPTIONS)
async def log_list(ctx: Context, board: int | None, type: str | None, director: int | None, since: str | None,
                   until: str | None, page: int | None, session: int | None = None) -> Reply:
    """The server's entries, newest first, with filters and paging (◀ ▶ buttons keep the filters); ``session:N``
    keeps the entries made while that session of the director's desk was open."""
    require_reader(ctx)
    raw = [board or "", type or "", director or "", since or "", until or ""]
    return await _list_page(ctx, [str(x) for x in raw], page or 1, session=str(session or ""))


LIST_COUNT_CAP = 200  # a list's total is counted up to here ("200+" beyond): no count of every match per page


async def _list_page(ctx: Context, raw: list[str], page: int, cursor: str = "", session: str = "") -> Reply:
    """One page, newest first. ◀ ▶ carry the entry next to the page (``<N`` newer than #N, ``>N`` older), so a page
    deep in a long log is one index range read (keyset), not an OFFSET walk; ``page:`` jumps by offset."""
    guild_id = require_reader(ctx)
    board = int(raw[0]) if raw[0] else None
    filters = list_filters(board, raw[1] or None, raw[2] or None, raw[3] or None, raw[4] or None)
    if session.isdigit():
        filters["since"], filters["until"] = await session_window(ctx, guild_id, int(session), filters["since"],
                                                                  filters["until"])
    total = await ctx.store.count_entries(guild_id, cap=LIST_COUNT_CAP, **filters)
    exact = total <= LIST_COUNT_CAP
    pages = max(1, -(-total // PAGE_SIZE))
    asked = page
    entries: list[LogEntry] = []
    if cursor[:1] in ("<", ">") and cursor[1:].isdigit():
        side = "before" if cursor[0] == "<" else "after"
        entries = await ctx.store.list_entries(guild_id, **filters, limit=PAGE_SIZE + 1, **{side: int(cursor[1:])})
        more = len(entries) > PAGE_SIZE
        entries = (entries[1:] if side == "before" else entries[:PAGE_SIZE]) if more else entries
        has_next = more or side == "before"
    if not entries:  # no cursor, or nothing left beside it (entries deleted meanwhile): by page number
        if not exact and page > 1:
            total, exact = await ctx.store.count_entries(guild_id, **filters), True
            pages = max(1, -(-total // PAGE_SIZE))
        page = min(max(page, 1), pages) if exact else max(page, 1)
        entries = await ctx.store.list_entries(guild_id, **filters, limit=PAGE_SIZE + 1, offset=(page - 1) * PAGE_SIZE)
        has_next = len(entries) > PAGE_SIZE
        entries = entries[:PAGE_SIZE]
    lines = [entry_line(ctx, e) for e in entries] or [ctx.t("log.list.empty")]
    if exact and asked > pages:  # a page past the end: say so, and show the last one rather than nothing
        lines.insert(0, ctx.t("log.list.no_such_page", asked=asked, pages=pages))
    buttons = []
    extra = (session,) if session else ()  # the session filter, when one (buttons of older versions lack it)
    if page > 1 and entries:
        buttons.append(Button("◀", Action("log.page", (*raw, str(page - 1), f"<{entries[0].number}", *extra),
                                          owner_only=True)))
    if has_next and entries:
        buttons.append(Button("▶", Action("log.page", (*raw, str(page + 1), f">{entries[-1].number}", *extra),
                                          owner_only=True)))
    footer = ctx.t("log.list.footer", page=page, pages=pages) if exact else ctx.t("log.list.footer_open", page=page)
    return Reply(title=ctx.t("log.list.title", total=total if exact else f"{LIST_COUNT_CAP}+"),
                 description="\n".join(lines), footer=footer, components=buttons)


@action("log.page")
async def log_page(ctx: Context, board: str, type: str, director: str, since: str, until: str, page: str,
                   cursor: str = "", session: str = "") -> Reply:
    """Another page of the same /log list (the reader check runs again: settings may have changed)."""
    reply = await _list_page(ctx, [board, type, director, since, until], int(page), cursor, session)
    reply.update = True
    return reply


@command("log", "show", guild_only=True, options=(Option("number", int, min_value=1),))
async def log_show(ctx: Context, number: int) -> Reply:
    """One entry with its full history (deleted entries only for directors, so they can restore them)."""
    guild_id = require_reader(ctx)
    entry = await ctx.store.get_entry(guild_id, number, include_deleted=ctx.is_director)
    versions = await ctx.store.history(guild_id, number)
    reply = entry_reply(ctx, entry)
    reply.fields += await deal_fields(ctx, guild_id, number)
    reply.pages.append(history_page(ctx, versions))
    return reply


async def deal_fields(ctx: Context, guild_id: int, number: int) -> list[Field]:
    """The hand diagram of the deal attached to the entry (``/deal attach``), if any (the desk's table).

    A player reading a public log sees no hands while a session is open: the board may still be in play at
    other tables. Directors always see them.
    """
    from bot.commands._desk import read_desk
    from bot.render.hand import diagram
    from bot.store import desk_store
    from bot.store.errors import StoreError

    try:
        if not ctx.is_director and await read_desk(ctx, desk_store.current_session, guild_id) is not None:
            return []
        deal = await read_desk(ctx, desk_store.get_deal, guild_id, number)
    except StoreError:  # a store without the desk (tests' fakes): the entry shows as before
        return []
    if not deal:
        return []
    name = ctx.t("desk.deal.title", board=deal["board"]) if deal.get("board") else ctx.t("desk.deal.title_no_board")
    return [Field(name, f"```\n{diagram(deal, ctx.lang)}\n```")]


@command("log", "edit", director_only=True, options=(
    Option("number", int, min_value=1),
    Option("type", str, required=False, max_length=64, autocomplete=type_suggestions), *ENTRY_OPTIONS))
async def log_edit(ctx: Context, number: int, type: str | None, board: int | None, laws: str | None,
                   notes: str | None, table: str | None, round: str | None, seats: str | None,
                   adjusted: str | None) -> Reply:
    """Change an entry; the previous version stays in its history."""
    guild_id = require_director(ctx)
    if type and notes is None and vocab.parse_type_words(type):  # "other: words" goes before the notes kept
        notes = (await ctx.store.get_entry(guild_id, number)).notes or None
    changes = await entry_changes(ctx, type=type, board=board, laws=laws, notes=notes, table=table, round=round,
                            seats=seats, adjusted=adjusted)
    if not changes:
        raise UserError("log_nothing_to_change")
    entry = await ctx.store.edit_entry(guild_id, number, changes, ctx.user_id, ctx.user_name)
    return entry_reply(ctx, entry, "log.edited.title", color=COLOR_OK)


@command("log", "delete", director_only=True, options=(Option("number", int, min_value=1),))
async def log_delete(ctx: Context, number: int) -> Reply:
    """Soft delete: hidden from lists, kept with its history; /log restore brings it back."""
    guild_id = require_director(ctx)
    entry = await ctx.store.delete_entry(guild_id, number, ctx.user_id, ctx.user_name)
    undo = Button(ctx.t("log.restore_button"), Action("log.restore", (str(number),), owner_only=True))
    return Reply(title=ctx.t("log.deleted.title", number=entry.number), description=ctx.t("log.deleted.text"),
                 color=COLOR_WARN, components=[undo])


@command("log", "restore", director_only=True, options=(Option("number", int, min_value=1),))
async def log_restore(ctx: Context, number: int) -> Reply:
    """Undo a delete."""
    guild_id = require_director(ctx)
    entry = await ctx.store.restore_entry(guild_id, number, ctx.user_id, ctx.user_name)
    return entry_reply(ctx, entry, "log.restored.title", color=COLOR_OK)


@action("log.restore", director_only=True)
async def log_restore_button(ctx: Context, number: str) -> Reply:
    """The undo button under a delete."""
    return await log_restore(ctx, int(number))


@command("log", "export", director_only=True, defer=True, defer_ephemeral=True, options=(
    Option("format", str, required=False, choices=FORMATS, default="both"),
    Option("since", str, required=False, max_length=10),
    Option("until", str, required=False, max_length=10),
    Option("session", int, required=False, min_value=1)))
async def log_export(ctx: Context, format: str | None, since: str | None = None, until: str | None = None,
                     session: int | None = None) -> Reply:
    """The log (or the days asked) as CSV (spreadsheets; with a BOM so Excel reads Cyrillic) and/or JSON files.

    Written as read on a worker thread (``bot.store.export_file``); gzipped when the plain files exceed Discord's
    attachment limit; past the limit even compressed, no file and a message saying how to narrow it or use the CLI.
    ``session:N`` keeps the entries made while that session of the director's desk was open."""
    from bot.store.export_file import export_attachments

    guild_id = require_director(ctx)
    end = parse_day("until", until)
    low, high = when("since", parse_day("since", since)), when("until", end + timedelta(days=1) if end else None)
    stem = f"sudya-log-{guild_id}-{date.today().isoformat()}"
    if session is not None:  # the entries made while that session was open (desk: a session is a time range)
        from bot.commands._desk import read_desk
        from bot.store import desk_store

        found = await read_desk(ctx, desk_store.get_session, guild_id, session)
        low = max(filter(None, (low, when("since", found.started_at))))
        high = min(filter(None, (high, when("until", found.ended_at)))) if (high or found.ended_at) else None
        stem = f"sudya-log-{guild_id}-session-{session}"
    formats = ("csv", "json") if format in ("both", None) else (format,)
    result = await export_attachments(ctx.store, guild_id, formats=formats, stem=stem, limit=ctx.attachment_limit,
                                      since=low, until=high)
    mb = {"size": f"{result.size / 1048576:.1f}", "limit": f"{result.limit / 1048576:.0f}"}
    if result.too_big:
        return Reply(title=ctx.t("log.export.title"), color=COLOR_WARN, ephemeral=True,
                     description=ctx.t("log.export.too_big", count=result.count, guild_id=guild_id, **mb))
    text = ctx.t("log.export.text", count=result.count)
    if result.compressed:
        text += "\n" + ctx.t("log.export.compressed", **mb)
    return Reply(title=ctx.t("log.export.title"), description=text, ephemeral=True,
                 files=[Attachment(name, data) for name, data in result.files])


SESSION_ENTRIES = 500  # a session of a club evening holds a few dozen rulings


async def session_stats_reply(ctx: Context, guild_id: int, session: Any) -> Reply:
    """Counts per irregularity type (a type typed freely joins its own, as /log stats) and per director, of the
    live entries made while the desk's ``session`` (``desk_store.Session``) was open."""
    low, high = when("since", session.started_at), when("until", session.ended_at)
    entries = await ctx.store.list_entries(guild_id, since=low, until=high, limit=SESSION_ENTRIES)
    kinds: dict[str, int] = {}
    people: dict[str, int] = {}
    for entry in entries:
        kind = entry.irregularity if entry.irregularity in log_types() else vocab.lenient_type(entry.irregularity)
        kinds[kind] = kinds.get(kind, 0) + 1
        people[entry.director_name] = people.get(entry.director_name, 0) + 1
    fields = [Field(ctx.t("log.stats.by_type"), "\n".join(
                  f"{type_label(ctx, k)}: **{n}**" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]))),
              Field(ctx.t("log.stats.by_director"), "\n".join(
                  f"{echo(name)}: **{n}**" for name, n in sorted(people.items(), key=lambda kv: -kv[1])))]
    return Reply(title=ctx.t("desk.session.stats_title", number=session.number, name=echo(session.name)),
                 description=ctx.t("log.stats.total", total=len(entries)), fields=fields if entries else [])


@command("log", "stats", guild_only=True, options=(Option("session", int, required=False, min_value=1),))
async def log_stats(ctx: Context, session: int | None = None) -> Reply:
    """Counts per irregularity type and per director (live entries); ``session:N``: of that desk session's
    entries (``/session stats``)."""
    if session is not None:
        from bot.commands._desk import read_desk
        from bot.store import desk_store

        guild_id = require_reader(ctx)
        return await session_stats_reply(ctx, guild_id, await read_desk(ctx, desk_store.get_session, guild_id,
                                                                         session))
    guild_id = require_reader(ctx)
    stats = await ctx.store.stats(guild_id)
    merged: dict[str, int] = {}
    for kind, count in stats.by_irregularity.items():  # types typed freely before they were checked count together
        key = kind if kind in log_types() else vocab.lenient_type(kind)
        merged[key] = merged.get(key, 0) + count
    ranked = sorted(merged.items(), key=lambda item: (-item[1], type_label(ctx, item[0])))
    kinds = "\n".join(f"{type_label(ctx, k)}: **{n}**" for k, n in ranked)
    people = "\n".join(f"{d['director_name']}: **{d['count']}**" for d in stats.by_director)
    fields = [Field(ctx.t("log.stats.by_type"), kinds), Field(ctx.t("log.stats.by_director"), people)]
    return Reply(title=ctx.t("log.stats.title"), description=ctx.t("log.stats.total", total=stats.total),
                 fields=fields if stats.total else [])


# -- the "log this ruling" button ------------------------------------------------------------------------------------
async def log_ruling(ctx: Context, case: dict[str, Any], ruling: dict[str, Any], *, board: int | None = None,
                     notes: str = "") -> LogEntry:
    """Log a ruling the engine gave, as it gave it: the case, the ruling and its laws (director-only).

    The ruling UI calls this from the "log this ruling" button; the type comes from the case (or the ruling), the
    board from ``board`` or the case, the seats are the offender. The case and ruling are stored unchanged (they
    are the record); what is derived for the log's columns reads like a director's log: the laws are the ruling's
    own (``vocab.main_laws``: while options are open, not every option's laws — ``/log show`` says the options were
    open), and an adjusted score only when the ruling gives one (not the engine's "possible"). Raises
    ``UserError`` (worded) for a non-director or a DM, and the store's typed errors when it cannot write; never
    refuses a ruling for its content (the type is mapped leniently, the laws capped at the store's limit).
    """
    guild_id = require_director(ctx)
    return await ctx.store.add_entry(NewEntry(
        guild_id=guild_id, channel_id=ctx.channel_id or 0, director_id=ctx.user_id, director_name=ctx.user_name,
        irregularity=vocab.lenient_type(_case_type(case, ruling)),
        board=board if board is not None else _int_or_none(case.get("board")),
        seats=_text_or_none(ruling.get("offender")) or _text_or_none(case.get("offender")), case=case,
        ruling=ruling, laws=vocab.main_laws(ruling)[:MAX_LAWS], adjusted_score=_adjusted(ruling),
        notes=notes))


def _case_type(case: dict[str, Any], ruling: dict[str, Any]) -> str:
    """The irregularity: the ruling's own type, else the case's (flat ``type`` or ``irregularity.type``)."""
    nested = case.get("irregularity")
    nested_type = nested.get("type") if isinstance(nested, dict) else None
    for value in (ruling.get("type"), case.get("type"), nested_type):
        if isinstance(value, str) and value.strip():
            return value
    return "unknown"


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _adjusted(ruling: dict[str, Any]) -> str | None:
    """A score the ruling actually gives; the engine's ``none``/``possible``/``required`` say whether one may or must
    be awarded, which is not a score (``/log show`` words "required" from the stored ruling)."""
    value = ruling.get("adjusted_score")
    return None if value in (None, "", *ENGINE_ADJUSTED) else str(value)
