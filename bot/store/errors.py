"""Typed store errors: each has a code worded in the ru/en catalogs (``error.<code>``), never a traceback.

``StoreError`` is a ``UserError`` so the CLI exits 2 and the bot answers ephemerally with the worded message: a
locked, read-only or full database is a condition the operator fixes, not a bug. ``writes_only`` tells the bot
whether reads still work (read-only disk, full disk, lock) or the store is unusable (corrupt file).
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from bot.errors import UserError

# Codes (each has error.<code> in bot/locale/{ru,en}/log.json).
NOT_FOUND = "log_entry_not_found"
ALREADY_DELETED = "log_entry_already_deleted"  # delete of a deleted entry
DELETED = "log_entry_deleted"  # edit of a deleted entry (restore it first)
NOT_DELETED = "log_entry_not_deleted"  # restore of a live entry
BAD_FIELD = "log_bad_field"
READ_ONLY = "store_read_only"
DISK_FULL = "store_disk_full"
LOCKED = "store_locked"
CORRUPT = "store_corrupt"
UNAVAILABLE = "store_unavailable"
TOO_NEW = "store_schema_too_new"
BAD_CONFIG = "store_bad_config"


class StoreError(UserError):
    """A store operation that could not be done, with a code and parameters for the message catalogs."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, **params)


# Store field -> the catalog key of the label a director sees for it (the command's option, the embed's field).
_FIELD_LABELS = {"irregularity": "type", "adjusted_score": "adjusted", "director_name": "director",
                 "director_id": "director"}


def bad_field(field: str, reason: str) -> StoreError:
    """An entry field that cannot be stored (wrong type, too long, empty), worded in both languages.

    The store does not know the reader's language, so the field's label and the reason are looked up in both
    catalogs here (``log.field.*``, ``log.reason.*``) and the ru/en message templates pick their own.
    """
    from bot.i18n import LANGS, has, t

    label = f"log.field.{_FIELD_LABELS.get(field, field)}"
    words: dict[str, str] = {}
    for lang in LANGS:
        words[f"field_{lang}"] = t(label, lang) if has(label, lang) else field
        reason_key = f"log.reason.{reason}"
        words[f"reason_{lang}"] = t(reason_key, lang) if has(reason_key, lang) else reason
    return StoreError(BAD_FIELD, field=field, reason=reason, **words)


REPORT_EVERY = 60.0  # seconds: a store that stays down is logged once a minute, not on every interaction
_reported: dict[str, float] = {}
_reported_lock = threading.Lock()


def report_failure(logger: logging.Logger, err: StoreError, what: str, *, every: float = REPORT_EVERY) -> bool:
    """Log a store failure as one warning line (code and parameters, no traceback: it is a condition, not a bug),
    at most once per ``every`` seconds per code; returns whether it was logged. The skipped ones are counted into
    the next line, so the log still says how often it happened."""
    now = time.monotonic()
    with _reported_lock:
        key = f"{err.code}"
        last = _reported.get(key)
        skipped = _reported.get(key + "#skipped", 0)
        if last is not None and now - last < every:
            _reported[key + "#skipped"] = skipped + 1
            return False
        _reported[key] = now
        _reported[key + "#skipped"] = 0
    logger.warning("ruling log failure (%s): %s %s; %d more since the last report", what, err.code,
                   {k: v for k, v in err.params.items() if not k.startswith(("field_", "reason_"))}, int(skipped))
    return True
