"""Short-lived state for multi-step interactions (wizards) whose data does not fit a 100-character custom_id.

Store an object, put the returned key in an :class:`~bot.commands.reply.Action`'s args, and read it back in the
action handler. Entries expire (Discord interaction tokens live 15 minutes), and the cache is bounded so a busy
server cannot grow memory without limit. In-process only: after a restart an expired key yields ``action_expired``.
"""

from __future__ import annotations

import itertools
import time
from collections import OrderedDict
from typing import Any

from bot.errors import UserError


class StateCache:
    """A bounded TTL mapping from short string keys to objects."""

    def __init__(self, ttl: float = 15 * 60, max_items: int = 10_000) -> None:
        self.ttl = ttl
        self.max_items = max_items
        self._items: OrderedDict[str, tuple[float, Any]] = OrderedDict()
        self._counter = itertools.count(1)

    def put(self, value: Any) -> str:
        """Remember ``value``; return its key (base-36, short)."""
        key = _base36(next(self._counter)) + _base36(int(time.monotonic() * 1000) % 1_000_000)
        self._items[key] = (time.monotonic() + self.ttl, value)
        while len(self._items) > self.max_items:
            self._items.popitem(last=False)
        return key

    def get(self, key: str) -> Any:
        """The value stored under ``key``; ``UserError("action_expired")`` when gone."""
        entry = self._items.get(key)
        if entry is None or entry[0] < time.monotonic():
            self._items.pop(key, None)
            raise UserError("action_expired")
        return entry[1]

    def replace(self, key: str, value: Any) -> None:
        """Update the value under an existing key (keeps its expiry)."""
        expires, _ = self._items.get(key) or (time.monotonic() + self.ttl, None)
        self._items[key] = (expires, value)


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rem = divmod(number, 36)
        out = digits[rem] + out
        if not number:
            return out


STATE = StateCache()
