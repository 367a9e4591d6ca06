"""Checks on what a director asks to store, shared by every backend so SQLite and PostgreSQL refuse the same input.

Bad input becomes a ``StoreError`` with code ``log_bad_field`` naming the field and the reason, so a typo in a
slash-command option is a clear message and never a constraint violation deep in a driver.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.i18n import LANGS
from bot.store.errors import bad_field
from bot.store.models import EDITABLE_FIELDS, NewEntry

MAX_TEXT = 200  # table, round, seats, adjusted score, names
MAX_NOTES = 4000
MAX_JSON = 100_000  # case / ruling as the engine gave them
MAX_LAWS = 50
MAX_BOARD = 9999
LANGUAGES = LANGS  # the languages the bot speaks (bot/locale/languages.json)


MAX_ID = 2**63 - 1  # Discord ids (snowflakes) are 64-bit and stay below 2^63; both databases store signed 64 bits


def discord_id(name: str, value: Any, *, allow_zero: bool = False) -> int:
    """A Discord id: a whole number 1 .. 2^63 - 1 (0 too when allowed: "no channel"); a larger number is refused
    as what it is, never passed on to overflow in the driver."""
    if isinstance(value, bool) or not isinstance(value, int) or value < (0 if allow_zero else 1):
        raise bad_field(name, "positive_int")
    if value > MAX_ID:
        raise bad_field(name, "discord_id")
    return value


def guild_id(value: Any) -> int:
    """Server ids are positive ints below 2^63; every query is scoped by one."""
    return discord_id("guild_id", value)


def _text(name: str, value: Any, limit: int, *, required: bool = False) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip() and not required):
        if required:
            raise bad_field(name, "required")
        return None
    if not isinstance(value, str):
        raise bad_field(name, "text")
    value = value.strip()
    if required and not value:
        raise bad_field(name, "required")
    if len(value) > limit:
        raise bad_field(name, "too_long")
    return value


def _board(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_BOARD:
        raise bad_field("board", "board_number")
    return value


def _json_obj(name: str, value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise bad_field(name, "json_object")
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        raise bad_field(name, "json_object") from None
    if len(text) > MAX_JSON:
        raise bad_field(name, "too_long")
    return json.loads(text)  # a detached copy: later mutation by the caller cannot change what was stored


def _laws(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list | tuple) or len(value) > MAX_LAWS:
        raise bad_field("laws", "law_list")
    laws = []
    for ref in value:
        if not isinstance(ref, str) or not ref.strip() or len(ref) > 40:
            raise bad_field("laws", "law_list")
        laws.append(ref.strip())
    return laws


def person_name(value: Any) -> str:
    """A director's display name as it was at the time (kept with the entry, since names change)."""
    return _text("director_name", value, MAX_TEXT, required=True)  # type: ignore[return-value]


def field_value(name: str, value: Any) -> Any:
    """One editable field, checked and normalised."""
    if name == "board":
        return _board(value)
    if name in ("table", "round", "seats", "adjusted_score"):
        return _text(name, value, MAX_TEXT)
    if name == "irregularity":
        return _text(name, value, 64, required=True)
    if name in ("case", "ruling"):
        return _json_obj(name, value)
    if name == "laws":
        return _laws(value)
    if name == "notes":
        return _text(name, value, MAX_NOTES) or ""
    raise bad_field(name, "not_editable")


def new_entry(entry: NewEntry) -> NewEntry:
    """A checked, normalised copy of ``entry``."""
    guild_id(entry.guild_id)
    for name in ("channel_id", "director_id"):
        discord_id(name, getattr(entry, name), allow_zero=True)
    name = person_name(entry.director_name)
    changes = {field: field_value(field, getattr(entry, field)) for field in EDITABLE_FIELDS}
    return replace(entry, director_name=name, **changes)


def changes(values: dict[str, Any]) -> dict[str, Any]:
    """Checked edits; unknown or identity fields are refused rather than silently ignored."""
    if not isinstance(values, dict) or not values:
        raise bad_field("changes", "required")
    return {name: field_value(name, value) for name, value in values.items()}


def settings_changes(values: dict[str, Any]) -> dict[str, Any]:
    """Checked settings updates: director_role_ids, language, log_public, and the relative role changes
    add_director_role_ids / remove_director_role_ids (applied inside the store's transaction, so two directors
    adding roles at once both get theirs)."""
    checked: dict[str, Any] = {}
    for name, value in values.items():
        if name in ("director_role_ids", "add_director_role_ids", "remove_director_role_ids"):
            if not isinstance(value, list | tuple) or any(
                isinstance(r, bool) or not isinstance(r, int) or not 0 < r <= MAX_ID for r in value
            ):
                raise bad_field(name, "role_list")
            checked[name] = sorted(set(value))
        elif name == "language":
            if value is not None and value not in LANGUAGES:
                raise bad_field(name, "language")
            checked[name] = value
        elif name == "editions":
            if value not in ("show", "hide"):
                raise bad_field(name, "editions")
            checked[name] = value
        elif name == "log_public":
            if not isinstance(value, bool):
                raise bad_field(name, "bool")
            checked[name] = value
        else:
            raise bad_field(name, "not_a_setting")
    return checked


def when(name: str, value: Any) -> str | None:
    """A date or datetime filter as an ISO UTC string comparable with ``created_at``."""
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise bad_field(name, "date") from None
    if not isinstance(value, datetime):
        raise bad_field(name, "date")
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return iso(value)


def iso(moment: datetime) -> str:
    """UTC timestamps as fixed-width ISO text, so text order is time order in both backends."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def paging(limit: Any, offset: Any) -> tuple[int, int]:
    """Limit 1..500, offset ≥ 0."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 500:
        raise bad_field("limit", "limit")
    if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
        raise bad_field("offset", "offset")
    return limit, offset
