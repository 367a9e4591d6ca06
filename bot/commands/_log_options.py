"""What /log takes and who may use it: the options of its subcommands, how the values a director typed become
the store's fields and filters (checked, worded errors), and the reader/director checks.

Kept apart from the subcommands (``bot.commands.log``) so that what a command accepts can be read in one place;
``/deal`` and ``/session`` use the same checks. A helper module (``_``: not a command module of its own).
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Any

from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Choice, Option, Suggestion, User
from bot.store import vocab
from bot.store.vocab import log_types

FORMATS = (Choice("both", "log.format.both"), Choice("csv", "log.format.csv"), Choice("json", "log.format.json"))


async def type_suggestions(ctx: Context, current: str) -> list[Suggestion]:
    """Autocomplete for ``type``: the irregularity types by their names in the user's language (value: the code);
    what was typed narrows them, best fits first."""
    kinds = log_types()
    if current.strip():
        exact = [k for k in kinds if current.strip().casefold() in vocab.type_label(k, ctx.lang).casefold()]
        kinds = exact + [k for k, score in vocab.ranked(current) if score >= 60 and k not in exact]
    else:
        kinds = sorted(kinds, key=lambda k: vocab.type_label(k, ctx.lang).casefold())
    return [Suggestion(vocab.type_label(kind, ctx.lang)[:100], kind) for kind in kinds[:25]]


ENTRY_OPTIONS = (
    Option("board", int, required=False, min_value=1, max_value=9999),
    Option("laws", str, required=False, max_length=300),
    Option("notes", str, required=False, max_length=1500),
    Option("table", str, required=False, max_length=50),
    Option("round", str, required=False, max_length=50),
    Option("seats", str, required=False, max_length=100),
    Option("adjusted", str, required=False, max_length=100),
)


LIST_OPTIONS = (
    Option("board", int, required=False, min_value=1, max_value=9999),
    Option("type", str, required=False, max_length=64, autocomplete=type_suggestions),
    Option("director", User, required=False),
    Option("since", str, required=False, max_length=10),
    Option("until", str, required=False, max_length=10),
    Option("page", int, required=False, min_value=1, default=1),
    Option("session", int, required=False, min_value=1),
)



# -- permission --------------------------------------------------------------------------------------------------
def require_reader(ctx: Context) -> int:
    """The server id, if this user may read its log: directors always, players when the log is public."""
    if ctx.guild_id is None:
        raise UserError("guild_only")
    if not (ctx.is_director or getattr(ctx.settings, "log_public", False)):
        raise UserError("log_private")
    return ctx.guild_id




# -- parsing -----------------------------------------------------------------------------------------------------
async def entry_changes(ctx: Context, **values: Any) -> dict[str, Any]:
    """Options given by the director → store fields, checked: ``type`` one of the irregularity types (names and
    typos mapped, ``other: words`` keeps the words in the notes), ``laws`` refs the code has (canonical spelling);
    anything else is refused with a worded error naming what was wrong (``bot.store.vocab``)."""
    renames = {"type": "irregularity", "adjusted": "adjusted_score"}
    changes = {renames.get(name, name): value for name, value in values.items() if value is not None}
    if "irregularity" in changes:
        changes["irregularity"], words = vocab.parse_type(changes["irregularity"])
        if words:
            changes["notes"] = "\n".join(part for part in (words, changes.get("notes") or "") if part)
    if "laws" in changes:
        changes["laws"] = await asyncio.to_thread(vocab.parse_laws, changes["laws"])  # may load the law base
    return changes


def parse_day(name: str, value: str | None) -> datetime | None:
    """``2026-11-30`` (or ``30.11.2026``) as midnight UTC; a typed error otherwise."""
    if not value:
        return None
    text = value.strip()
    for fmt in ("%Y-%m-%d", "%d.%m.%Y", "%d.%m.%y"):
        try:
            day = datetime.strptime(text, fmt).date()
            return datetime(day.year, day.month, day.day)
        except ValueError:
            continue
    raise UserError("log_bad_date", option=name, value=value)


def parse_user(value: str | None) -> int | None:
    """A director id carried in a page button's args (the option itself is a user option: an int)."""
    if not value:
        return None
    digits = value.strip().removeprefix("<@").removeprefix("!").removesuffix(">")
    if not digits.isdigit():
        raise UserError("log_bad_user", value=value)
    return int(digits)


def list_filters(board: int | None, type: str | None, director: str | None, since: str | None,
                 until: str | None) -> dict[str, Any]:
    """Options of /log list as store filters (``until`` names a day and includes it)."""
    end = parse_day("until", until)
    return {
        "board": board,
        "irregularity": vocab.lenient_type(type) if type else None,
        "director_id": parse_user(director),
        "since": parse_day("since", since),
        "until": end + timedelta(days=1) if end else None,
    }
