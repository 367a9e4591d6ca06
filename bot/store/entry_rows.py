"""The entry row shape shared by the store and the bulk export/import: the columns read and the export row.

Kept apart from ``sql_store`` so that ``bulk`` (which ``sql_store`` calls for streamed exports and imports) can
use them without importing ``sql_store`` back: no import cycle (issue 14).
"""

from __future__ import annotations

from typing import Any

from bot.store.models import EXPORT_COLUMNS, LogEntry

ENTRY_COLUMNS = (
    "id, guild_id, number, channel_id, director_id, director_name, created_at, updated_at, version, deleted, "
    "irregularity, board, table_no, round, seats, case_json, ruling_json, laws, adjusted_score, notes"
)


def export_row(entry: LogEntry) -> dict[str, Any]:
    """One entry as an export row: the columns of ``EXPORT_COLUMNS`` in order (the entry's own values: the store
    built them from the row just read, so no deep copy is needed)."""
    return {name: getattr(entry, name) for name in EXPORT_COLUMNS}
