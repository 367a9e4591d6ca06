"""State of multi-step interactions (wizards, ruling drafts, the ``/ask`` prefill) that does not fit a custom_id.

A handler stores a value with ``STATE.put(ctx, value)`` and puts the returned key in an
:class:`~bot.framework.reply.Action`'s args; the action handler reads it back with ``await STATE.get(ctx, key)``.

- **Keys** are random (96 bits from :mod:`secrets`, 16 URL-safe characters), never a counter, so nobody can guess
  another user's key.
- **Bound to server and user**: a key made for one user of one server (``anyone=True``: any user of that server)
  reads as missing (``action_expired``) for anyone else, exactly like an expired key: a copied custom_id reveals
  nothing.
- **Durable**: with the real store (``AsyncRulingStore``) every value is written to the ``interaction_state``
  table (``bot.store.state_store``) on a reader connection, in the background (the reply never waits on the
  disk), and read from it on a miss: a click works after a restart and in any process of a sharded bot. Values
  expire after a day.
- **Memory stays flat**: a bounded hot cache of the latest values (as JSON text) serves the clicks that follow
  at once; what falls out of it is read from the store.

Values are stored as JSON through a codec per kind (:func:`register`): plain JSON data, the wizard's state, the
prefill. A value of an unregistered type can only be parked for this process (``park``), as the words of a modal
or an over-long action are: those degrade gracefully when gone.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from bot.errors import UserError

log = logging.getLogger(__name__)
DAY = 24 * 60 * 60
PURGE_EVERY = 10 * 60
KEY_BYTES = 12  # 96 random bits → 16 characters of [A-Za-z0-9_-]
RETRY_LOCKED = (1.0, 4.0, 15.0, 60.0)  # seconds between tries of a state write refused by a held write lock


@dataclasses.dataclass(frozen=True)
class _Codec:
    kind: str
    cls: type | None
    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]


_CODECS: dict[str, _Codec] = {}


def register(kind: str, cls: type | None, encode: Callable[[Any], Any], decode: Callable[[Any], Any]) -> None:
    """Store values of ``cls`` as ``encode(value)`` (JSON data) under ``kind``; ``decode`` rebuilds them."""
    _CODECS[kind] = _Codec(kind, cls, encode, decode)


def _codec_of(value: Any) -> _Codec:
    for codec in _CODECS.values():
        if codec.cls is not None and isinstance(value, codec.cls):
            return codec
    return _CODECS["json"]


def dumps(value: Any) -> tuple[str, str]:
    """``(kind, json_text)`` of a value (a value JSON cannot hold is a bug: TypeError, never silently lost)."""
    codec = _codec_of(value)
    return codec.kind, json.dumps(codec.encode(value), ensure_ascii=False, separators=(",", ":"))


def loads(kind: str, text: str) -> Any:
    """Inverse of :func:`dumps`; an unknown kind (a newer or older sudya wrote it) reads as expired."""
    codec = _CODECS.get(kind)
    if codec is None:
        raise UserError("action_expired")
    return codec.decode(json.loads(text))


@dataclasses.dataclass
class _Hot:
    expires: float
    guild_id: int
    user_id: int
    kind: str
    text: str

    def allows(self, guild_id: int, user_id: int) -> bool:
        return self.guild_id == guild_id and self.user_id in (0, user_id) and self.expires > time.time()


class StateCache:
    """Random keys → values bound to a server and user: a bounded hot cache in front of the durable store."""

    def __init__(self, ttl: float = DAY, hot_items: int = 4000, hot_chars: int = 8_000_000) -> None:
        self.ttl = ttl
        self.hot_items = hot_items
        self.hot_chars = hot_chars  # the JSON kept in memory, at most (a paged law is ~10 k, a wizard ~1 k)
        self._hot: OrderedDict[str, _Hot] = OrderedDict()
        self._hot_size = 0
        self._local: OrderedDict[str, tuple[float, int, Any]] = OrderedDict()
        self._pending: set[asyncio.Future[Any]] = set()
        self._writing: dict[str, asyncio.Future[Any]] = {}
        self._next_purge = 0.0

    # -- durable values ------------------------------------------------------------------------------------------
    def put(self, ctx: Any, value: Any, *, anyone: bool = False) -> str:
        """Remember ``value`` for the user of ``ctx`` in its server (``anyone``: every user there); its key."""
        key = secrets.token_urlsafe(KEY_BYTES)
        self._save(ctx, key, value, 0 if anyone else int(ctx.user_id))
        return key

    def replace(self, ctx: Any, key: str, value: Any) -> None:
        """A new value under an existing key of this user (a new day of life). Someone else's key is refused."""
        hot = self._hot.get(key)
        guild_id = int(ctx.guild_id or 0)
        if hot is not None and not hot.allows(guild_id, int(ctx.user_id)):
            raise UserError("action_expired")
        self._save(ctx, key, value, hot.user_id if hot is not None else int(ctx.user_id))

    async def get(self, ctx: Any, key: str) -> Any:
        """The value under ``key`` if it is this user's (or anyone's) in this server; ``action_expired`` else."""
        guild_id, user_id = int(ctx.guild_id or 0), int(ctx.user_id)
        hot = self._hot.get(key)
        if hot is not None:
            if not hot.allows(guild_id, user_id):
                raise UserError("action_expired")
            self._hot.move_to_end(key)
            return loads(hot.kind, hot.text)
        store = _durable(ctx)
        if store is None:
            raise UserError("action_expired")
        from bot.store import state_store

        row = await store.run_read(state_store.get, key, guild_id, user_id, time.time())
        if row is None:
            raise UserError("action_expired")
        return loads(row.kind, row.value_json)

    async def flush(self) -> None:
        """Wait for every background write of this event loop (tests; a clean shutdown); writes of a loop that is
        gone are forgotten."""
        loop = asyncio.get_running_loop()
        while True:
            for task in [t for t in self._pending if t.get_loop() is not loop or t.get_loop().is_closed()]:
                self._pending.discard(task)
            mine = [t for t in self._pending if t.get_loop() is loop]
            if not mine:
                return
            await asyncio.gather(*mine, return_exceptions=True)

    def forget(self) -> None:
        """Drop the hot cache and local parkings (what a restart does; tests)."""
        self._hot.clear()
        self._hot_size = 0
        self._local.clear()

    def _save(self, ctx: Any, key: str, value: Any, user_id: int) -> None:
        kind, text = dumps(value)
        guild_id = int(ctx.guild_id or 0)
        expires = time.time() + self.ttl
        old = self._hot.pop(key, None)
        self._hot_size += len(text) - (len(old.text) if old else 0)
        self._hot[key] = _Hot(expires, guild_id, user_id, kind, text)
        while len(self._hot) > self.hot_items or (self._hot_size > self.hot_chars and len(self._hot) > 1):
            _, dropped = self._hot.popitem(last=False)
            self._hot_size -= len(dropped.text)
        store = _durable(ctx)
        if store is not None:
            self._background(store, key, guild_id, user_id, kind, text, expires)

    def _background(self, store: Any, key: str, guild_id: int, user_id: int, kind: str, text: str,
                    expires: float) -> None:
        """Write the row (and now and then purge expired rows) without making the reply wait for it."""
        from bot.store import state_store

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a synchronous caller): the hot cache is all there is
        previous = self._writing.get(key)

        async def write() -> None:
            if previous is not None:  # writes of one key land in order
                await asyncio.gather(previous, return_exceptions=True)
            for delay in RETRY_LOCKED:
                try:
                    await _aside(store)(state_store.put, key, guild_id, user_id, kind, text, expires)
                    return
                except UserError as err:  # a write lock held elsewhere: the hot cache serves meanwhile
                    if err.code != "store_locked":
                        raise
                    current = self._hot.get(key)
                    if current is not None and current.text != text:
                        return  # a newer value of this key is queued behind this write
                    await asyncio.sleep(delay)
            raise UserError("store_locked")

        task = asyncio.ensure_future(write())
        self._writing[key] = task
        task.add_done_callback(lambda done: self._writing.pop(key, None) if self._writing.get(key) is done else None)
        self._track(task, "state write failed")
        if time.time() >= self._next_purge:
            self._next_purge = time.time() + PURGE_EVERY
            self._track(asyncio.ensure_future(_aside(store)(state_store.purge, time.time())), "state purge failed")

    def _track(self, task: asyncio.Future[Any], what: str) -> None:
        self._pending.add(task)

        def done(finished: asyncio.Future[Any]) -> None:
            self._pending.discard(finished)
            if not finished.cancelled() and finished.exception() is not None:
                log.warning("%s: %s", what, finished.exception())

        task.add_done_callback(done)

    # -- process-local parking (render-time: no context, graceful when gone) ------------------------------------
    def park(self, value: Any, owner: int = 0, ttl: float = 15 * 60) -> str:
        """Keep ``value`` in this process only (bounded, ``ttl`` seconds); for things that degrade when gone."""
        key = secrets.token_urlsafe(KEY_BYTES)
        self._local[key] = (time.time() + ttl, owner, value)
        while len(self._local) > self.hot_items:
            self._local.popitem(last=False)
        return key

    def unpark(self, key: str, user_id: int | None = None) -> Any:
        """A parked value (``action_expired`` when gone, expired, or ``owner`` is another user)."""
        entry = self._local.get(key)
        if entry is None or entry[0] < time.time() or (entry[1] and user_id is not None and entry[1] != user_id):
            raise UserError("action_expired")
        return entry[2]


def _aside(store: Any) -> Any:
    """The store's runner for background writes (its own connection), or its reader runner."""
    return getattr(store, "run_aside", None) or store.run_read


def _durable(ctx: Any) -> Any:
    """The context's store when it can hold state rows (the real ``AsyncRulingStore``), else None."""
    store = getattr(ctx, "store", None)
    if store is None or getattr(store, "available", True) is False:
        return None
    try:
        return store if callable(getattr(store, "run_read", None)) else None
    except Exception:  # a console store that failed to open: memory only
        return None


def _identity(value: Any) -> Any:
    return value


register("json", None, _identity, _identity)
STATE = StateCache()
