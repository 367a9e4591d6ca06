"""Export rows as CSV or JSON text: one format for ``/log export`` attachments and ``sudya log export``.

CSV keeps one row per entry with the columns of ``EXPORT_COLUMNS``: the laws as space-separated refs (as a
director types them), the case and ruling as compact JSON text (spreadsheets cannot hold nested data, and JSON
text round-trips exactly). JSON keeps the nested values as they are.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from typing import Any

from bot.store.models import EXPORT_COLUMNS


def _cell(name: str, value: Any) -> str:
    if value is None:
        return ""
    if name == "laws":
        return " ".join(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def to_csv(rows: Iterable[dict[str, Any]]) -> str:
    """CSV text with a header row (RFC 4180 quoting, ``\\r\\n`` line ends as spreadsheets expect)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(EXPORT_COLUMNS)
    for row in rows:
        writer.writerow([_cell(name, row.get(name)) for name in EXPORT_COLUMNS])
    return out.getvalue()


def to_json(guild_id: int, rows: list[dict[str, Any]]) -> str:
    """``{"guild_id": …, "entries": [...]}`` — UTF-8, not ASCII-escaped."""
    return json.dumps({"guild_id": guild_id, "entries": rows}, ensure_ascii=False, indent=2)
