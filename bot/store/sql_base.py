"""``SqlBase``: what the SQL store's parts share — the dialect hooks a backend supplies, and a row read back as a
``LogEntry``.

The store's logic is written once in SQL for both backends (``sql_store``); it is split by idea into the settings
(``sql_settings``), the reads of the log (``sql_reads``) and its writes (``sql_store``), which all stand on this
class, so none of them imports another's module for a helper.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from bot.store import validate
from bot.store.errors import NOT_FOUND, StoreError
from bot.store.models import LogEntry

Clock = Callable[[], datetime]

# LogEntry field -> column, for the editable fields whose column name differs.
COLUMN_OF = {"table": "table_no", "case": "case_json", "ruling": "ruling_json"}
JSON_FIELDS = ("case", "ruling", "laws")


def utcnow() -> datetime:
    return datetime.now(UTC)


class SqlBase(ABC):
    """The dialect hooks (a backend's connection and transactions) and the helpers every part of the store uses."""

    for_update = ""  # PostgreSQL locks the row being edited; SQLite's write transaction already excludes others
    _clock: Clock

    # -- dialect hooks -------------------------------------------------------------------------------------------
    @abstractmethod
    def _write(self) -> Any:
        """Context manager: one write transaction (the caller's statements commit together or not at all)."""

    @abstractmethod
    def _read(self) -> Any:
        """Context manager around reads: maps driver errors, gives a consistent snapshot where the driver can."""

    @abstractmethod
    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]: ...

    @abstractmethod
    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> None: ...

    @abstractmethod
    def _many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """One statement for many parameter rows (bulk import)."""

    def _snapshot(self) -> None:  # noqa: B027 (a hook with a default: SQLite has nothing to do)
        """First statement of a long read: make every query of the transaction see one snapshot (PostgreSQL reads
        in READ COMMITTED otherwise; a SQLite read transaction already is one)."""

    # -- helpers -------------------------------------------------------------------------------------------------
    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

    def _now(self) -> str:
        return validate.iso(self._clock())

    @staticmethod
    def _entry(row: dict[str, Any]) -> LogEntry:
        return LogEntry(
            id=row["id"],
            guild_id=row["guild_id"],
            number=row["number"],
            channel_id=row["channel_id"],
            director_id=row["director_id"],
            director_name=row["director_name"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            version=row["version"],
            deleted=bool(row["deleted"]),
            irregularity=row["irregularity"],
            board=row["board"],
            table=row["table_no"],
            round=row["round"],
            seats=row["seats"],
            case=json.loads(row["case_json"]) if row["case_json"] is not None else None,
            ruling=json.loads(row["ruling_json"]) if row["ruling_json"] is not None else None,
            laws=json.loads(row["laws"] or "[]"),
            adjusted_score=row["adjusted_score"],
            notes=row["notes"] or "",
        )

    @staticmethod
    def _column_value(field: str, value: Any) -> Any:
        if field in JSON_FIELDS:
            return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)
        return value

    @staticmethod
    def _number(number: Any) -> int:
        if isinstance(number, bool) or not isinstance(number, int) or not 0 < number <= validate.MAX_ID:
            raise StoreError(NOT_FOUND, number=number)
        return number
