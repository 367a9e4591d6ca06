"""How a /log entry reads: its line in a list, its fields, its history version by version (issue 7).

Words and layout only (``bot/render/``: plain data in, a ``Reply`` or text out, no store call, no feature
imported), shared by the /log commands and /session's list of a session's entries; the commands that fetch the
entries are ``bot.commands.log``.
"""

from __future__ import annotations

from typing import Any

from bot.framework.context import Context
from bot.framework.reply import Field, Page, Reply
from bot.render.bridge_words import seat_text
from bot.render.errors import echo
from bot.store import vocab
from bot.store.models import LogEntry

MAX_HISTORY_FIELDS = 10
NOTE_EXCERPT = 60  # characters of the notes shown on a /log list line


def type_label(ctx: Context, kind: str) -> str:
    """The irregularity in words (the catalogs' name of the type), else its code (an entry from an older log)."""
    return vocab.type_label(kind, ctx.lang)


def entry_line(ctx: Context, entry: LogEntry) -> str:
    """One line of /log list: number, date, board, type, laws, director."""
    parts = [f"**#{entry.number}**", entry.created_at[:10]]
    if entry.board:
        parts.append(ctx.t("log.board_short", board=entry.board))
    parts.append(type_label(ctx, entry.irregularity))
    laws = vocab.shown_laws(entry)
    if laws:
        parts.append(ctx.t("log.laws_short", laws=" ".join(laws)))
    parts.append(entry.director_name)
    if entry.notes:
        first_line = entry.notes.splitlines()[0]
        parts.append(first_line[:NOTE_EXCERPT] + ("…" if len(entry.notes) > len(first_line[:NOTE_EXCERPT]) else ""))
    return " · ".join(parts)


ENGINE_ADJUSTED = ("none", "possible", "required")  # the engine's words for "whether", not a score itself
SEAT_CODES = {"N": ("N",), "E": ("E",), "S": ("S",), "W": ("W",), "NS": ("N", "S"), "EW": ("E", "W"),
              "С": ("N",), "В": ("E",), "Ю": ("S",), "З": ("W",), "СЮ": ("N", "S"), "ВЗ": ("E", "W")}
NOTE_IN_HISTORY = 200  # characters of a note shown in one history line


def seats_text(ctx: Context, seats: str | None) -> str | None:
    """``S`` → ``Юг``, ``NS`` → ``Север–Юг``; anything else (``пара 3``) as the director typed it."""
    if not seats:
        return None
    codes = SEAT_CODES.get(seats.strip().upper())
    if codes is None:
        return seats
    return "–".join(seat_text(code, ctx.lang) for code in codes)


def adjusted_text(ctx: Context, entry: LogEntry | dict[str, Any]) -> str | None:
    """The adjusted score as given (``3NT= +400 СЮ``, ``60%/40%``); for a ruling from the bot, only when the Laws
    require one ("the director must award…"); "possible" and "none" are no score at all."""
    value = entry.get("adjusted_score") if isinstance(entry, dict) else entry.adjusted_score
    ruling = (entry.get("ruling") if isinstance(entry, dict) else entry.ruling) or {}
    if value and value not in ENGINE_ADJUSTED:
        return value
    if value == "required" or (not value and ruling.get("adjusted_score") == "required"):
        return ctx.t("log.adjusted.required")
    return None


def ruling_summary(ctx: Context, ruling: dict[str, Any]) -> str | None:
    """The decision, when the ruling logged is an option someone chose (who chose what, and the rectification it
    brings: ``decision``, see ``bot.commands.ruling_draft.decision_of``), then what the ruling binds (pass
    obligations, lead restrictions, penalty cards, tricks); with neither, its last statement: the line a director
    writes in the log."""
    from bot.render.ruling_reply import logged_ruling, summary_text

    return summary_text(logged_ruling(ruling), ctx.lang)


def options_text(ctx: Context, ruling: dict[str, Any] | None) -> str | None:
    """The choices the Laws gave that were still open when the ruling was logged."""
    options = vocab.open_options(ruling)
    if not options:
        return None
    from bot.render.ruling_reply import logged_ruling, option_labels

    labels = option_labels(logged_ruling(ruling), ctx.lang)
    return "\n".join([ctx.t("log.options_open.text"), *(f"• {label}" for label in labels)])


def _offender(entry: LogEntry) -> bool:
    """Whether ``seats`` is the offender the engine named (a ruling logged from the bot)."""
    return bool(entry.ruling and entry.seats and entry.seats == entry.ruling.get("offender"))


def entry_fields(ctx: Context, entry: LogEntry) -> list[Field]:
    """The facts of an entry as embed fields (only those given), worded: types, seats, scores, laws."""
    seat_key = "log.field.offender" if _offender(entry) else "log.field.seats"
    facts = [
        ("log.field.board", entry.board), ("log.field.table", entry.table), ("log.field.round", entry.round),
        (seat_key, seats_text(ctx, entry.seats)), ("log.field.type", type_label(ctx, entry.irregularity)),
        ("log.field.laws", " ".join(vocab.shown_laws(entry)) or None),
        ("log.field.adjusted", adjusted_text(ctx, entry)),
        ("log.field.director", entry.director_name), ("log.field.when", entry.created_at[:16].replace("T", " ")),
    ]
    fields = [Field(ctx.t(key), str(value), True) for key, value in facts if value not in (None, "")]
    if entry.notes:  # typed by a person: shown escaped on Discord, as typed on the console (#13)
        fields.append(Field(ctx.t("log.field.notes"), echo(entry.notes)))
    if entry.ruling:
        summary = ruling_summary(ctx, entry.ruling)
        if summary:
            fields.append(Field(ctx.t("log.field.ruling"), summary))
        options = options_text(ctx, entry.ruling)
        if options:
            fields.append(Field(ctx.t("log.field.options_open"), options))
    return fields


def entry_reply(ctx: Context, entry: LogEntry, title_key: str = "log.show.title", **extra: Any) -> Reply:
    """A reply showing one entry."""
    title = ctx.t(title_key, number=entry.number)
    if entry.deleted:
        title += " " + ctx.t("log.deleted_mark")
    footer = ctx.t("log.footer.version", version=entry.version)
    return Reply(title=title, fields=entry_fields(ctx, entry), footer=footer, **extra)


HISTORY_FIELDS = ("irregularity", "board", "table", "round", "seats", "laws", "adjusted_score", "notes", "case",
                  "ruling")
FIELD_KEYS = {"irregularity": "log.field.type", "adjusted_score": "log.field.adjusted", "case": "log.field.case",
              "ruling": "log.field.ruling"}


def version_value(ctx: Context, name: str, content: dict[str, Any]) -> str:
    """One field of a version in words (``—`` when empty)."""
    value = content.get(name)
    if name == "irregularity" and value:
        text = type_label(ctx, value)
    elif name == "laws":
        text = " ".join(vocab.shown_laws(content))
    elif name == "adjusted_score":
        text = adjusted_text(ctx, content) or ""
    elif name == "seats":
        text = seats_text(ctx, value) or ""
    elif name in ("case", "ruling"):
        text = ctx.t("log.history.from_bot") if value else ""
    elif name == "notes" and value:
        flat = " ".join(str(value).split())
        text = "«" + flat[:NOTE_IN_HISTORY] + ("…" if len(flat) > NOTE_IN_HISTORY else "") + "»"
    else:
        text = "" if value is None else str(value)
    return text or "—"


def version_lines(ctx: Context, before: dict[str, Any] | None, after: dict[str, Any], action: str) -> list[str]:
    """What one version did, field by field: the facts it was logged with, or ``Field: old → new`` for a change."""
    lines = []
    for name in HISTORY_FIELDS:
        key = FIELD_KEYS.get(name, f"log.field.{name}")
        if name == "seats" and after.get("seats") and after.get("seats") == (after.get("ruling") or {}).get("offender"):
            key = "log.field.offender"
        label = ctx.t(key)
        new = version_value(ctx, name, after)
        if before is None:
            if new != "—" and name != "case":  # "case" and "ruling" say the same: logged from the bot
                lines.append(f"{label}: {new}")
        elif name in ("case", "ruling") and before.get(name) != after.get(name):
            lines.append(f"{label}: {ctx.t('log.history.changed')}")
        elif before.get(name) != after.get(name):
            lines.append(f"{label}: {version_value(ctx, name, before)} → {new}")
    if not lines:
        lines.append(ctx.t(f"log.history.{action}_text") if action in ("delete", "restore")
                     else ctx.t("log.history.no_change"))
    return lines


def history_page(ctx: Context, versions: list[Any]) -> Page:
    """The versions of an entry, newest first, each as what it changed (old versions are never overwritten: this
    is the audit trail)."""
    fields = []
    shown = versions[-MAX_HISTORY_FIELDS:]
    start = len(versions) - len(shown)
    for i in range(len(shown) - 1, -1, -1):
        v = shown[i]
        previous = versions[start + i - 1].content if start + i > 0 else None
        name = ctx.t("log.history.version", version=v.version, action=ctx.t(f"log.action.{v.action}"),
                     who=v.editor_name, at=v.at[:16].replace("T", " "))
        fields.append(Field(name, "\n".join(version_lines(ctx, previous, v.content, v.action))[:1000]))
    return Page(title=ctx.t("log.history.title", count=len(versions)), fields=tuple(fields))
