"""Read the ``entries`` of a log export (``{"guild_id": …, "entries": [...]}``) one entry at a time.

``sudya log import`` restores files of hundreds of thousands of entries; ``json.load`` would hold the whole text and
every parsed entry at once (gigabytes). This reader keeps a window of about a megabyte: the standard decoder parses
each entry (``raw_decode``) and the window moves on. Anything that is not an export of this shape is refused with
a ``log_import_bad_file`` error saying where (line and column) and why.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from bot.store.errors import StoreError

CHUNK = 1 << 20
BAD_FILE = "log_import_bad_file"
_WS = " \t\n\r"


class ExportReader:
    """Iterate ``entries()`` of an export read from a text stream; ``header`` holds the other top-level keys."""

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream
        self._buf = ""
        self._pos = 0
        self._eof = False
        self._consumed_lines = 0  # lines dropped from the window, for error positions
        self._decoder = json.JSONDecoder()
        self.header: dict[str, Any] = {}

    # -- window --------------------------------------------------------------------------------------------------
    def _fill(self) -> bool:
        if self._eof:
            return False
        try:
            chunk = self._stream.read(CHUNK)
        except UnicodeDecodeError:
            self._fail("not_utf8")
        if not chunk:
            self._eof = True
            return False
        if self._pos > CHUNK:
            self._consumed_lines += self._buf.count("\n", 0, self._pos)
            self._buf, self._pos = self._buf[self._pos:], 0
        self._buf += chunk
        return True

    def _fail(self, reason: str, pos: int | None = None) -> None:
        at = self._pos if pos is None else pos
        line = self._consumed_lines + self._buf.count("\n", 0, at) + 1
        column = at - (self._buf.rfind("\n", 0, at) + 1) + 1
        from bot.i18n import LANGS, t

        words = {f"reason_{lang}": t(f"log.import.{reason}", lang) for lang in LANGS}
        raise StoreError(BAD_FILE, reason=reason, line=line, column=column, **words)

    def _peek(self) -> str:
        while True:
            while self._pos < len(self._buf) and self._buf[self._pos] in _WS:
                self._pos += 1
            if self._pos < len(self._buf):
                return self._buf[self._pos]
            if not self._fill():
                return ""

    def _expect(self, chars: str) -> str:
        found = self._peek()
        if not found or found not in chars:
            self._fail("syntax")
        self._pos += 1
        return found

    def _value(self) -> Any:
        self._peek()
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as exc:
                if self._fill():
                    continue
                self._fail("syntax", exc.pos)
            if end >= len(self._buf) and self._fill():  # a number may go on in the next chunk
                continue
            self._pos = end
            return value

    # -- structure -----------------------------------------------------------------------------------------------
    def entries(self) -> Iterator[Any]:
        """Each element of the top-level ``entries`` array, in file order."""
        if not self._peek():
            self._fail("empty")
        self._expect("{")
        seen = False
        if self._peek() == "}":
            self._fail("no_entries")
        while True:
            key = self._value()
            if not isinstance(key, str):
                self._fail("syntax")
            self._expect(":")
            if key == "entries":
                if seen:
                    self._fail("syntax")
                seen = True
                yield from self._array()
            else:
                self.header[key] = self._value()
            if self._expect(",}") == "}":
                break
        if self._peek():
            self._fail("trailing")
        if not seen:
            self._fail("no_entries")

    def _array(self) -> Iterator[Any]:
        self._expect("[")
        if self._peek() == "]":
            self._pos += 1
            return
        while True:
            yield self._value()
            if self._expect(",]") == "]":
                return
