"""Discord's own JSON schemas (vendored copy in tests/bot/data, from discord/discord-api-spec; see SOURCE.md).

Every payload a test records can be checked against what Discord accepts, plus the documented rules the schema
does not encode (total embed size, unique custom_ids, action-row shape). Import: ``from schemas import ...``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

DATA = Path(__file__).parent / "data"


@cache
def _validator(name: str) -> jsonschema.protocols.Validator:
    schema = json.loads((DATA / name).read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema)


def _embed_total(embed: dict[str, Any]) -> int:
    fields = sum(len(f["name"].strip()) + len(f["value"].strip()) for f in embed.get("fields", []))
    return (len(embed.get("title", "").strip()) + len(embed.get("description", "").strip()) + fields
            + len(embed.get("footer", {}).get("text", "").strip()) + len(embed.get("author", {}).get("name", "")))


def check_message_rules(data: dict[str, Any]) -> None:
    """Documented rules beyond the schema: ≤ 6000 chars across embeds, ≤ 5 rows, unique custom_ids, content."""
    assert sum(_embed_total(e) for e in data.get("embeds") or []) <= 6000
    rows = data.get("components") or []
    assert len(rows) <= 5
    ids = [c["custom_id"] for row in rows for c in row["components"] if "custom_id" in c]
    assert len(ids) == len(set(ids)), ids
    for row in rows:
        kinds = [c["type"] for c in row["components"]]
        assert kinds == [2] * len(kinds) or kinds in ([3],), kinds
    assert data.get("content") or data.get("embeds") or rows or data.get("attachments") is not None


def check_modal_rules(data: dict[str, Any]) -> None:
    """Documented modal rules beyond the schema: 1-5 top-level components (receiving-and-responding: Modal);
    custom_ids unique within it."""
    assert 1 <= len(data["components"]) <= 5
    inner = [c.get("component") or c for c in data["components"]]
    inner += [x for c in data["components"] for x in c.get("components", [])]
    ids = [c["custom_id"] for c in inner if "custom_id" in c]
    assert len(ids) == len(set(ids)), ids


def assert_valid_response(body: dict[str, Any]) -> None:
    """An interaction callback body (types 4, 5, 7, 8, 9) as Discord would accept it."""
    _validator("interaction-callback.schema.json").validate(_strip_nulls(body))
    if body.get("type") in (4, 7) and body.get("data"):
        check_message_rules(body["data"])
    if body.get("type") == 9:
        check_modal_rules(body["data"])


def assert_valid_message(data: dict[str, Any]) -> None:
    """A follow-up/edit message body: the same message schema as a type-4 callback's data."""
    assert_valid_response({"type": 4, "data": data})


def assert_valid_commands(payload: list[dict[str, Any]]) -> None:
    """A bulk application-command sync body."""
    _validator("commands.schema.json").validate(payload)


def _strip_nulls(value: Any) -> Any:
    """discord.py sends ``"content": null``; Discord accepts null for absent optional fields."""
    if isinstance(value, dict):
        return {k: _strip_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_strip_nulls(v) for v in value]
    return value
