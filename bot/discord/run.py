"""Running the bot until SIGTERM/SIGINT, then closing cleanly (Procfile platforms send SIGTERM on deploy).

discord.py's ``Client.run`` only handles KeyboardInterrupt; here both signals set an event, the gateway is
closed, and the store is closed after it so no ruling write is cut off.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
from collections.abc import Awaitable, Callable
from typing import Any

from bot.config import Config
from bot.discord.client import make_client

log = logging.getLogger(__name__)


async def run_until_signal(start: Callable[[], Awaitable[Any]], close: Callable[[], Awaitable[Any]]) -> int:
    """Run ``start()`` until it returns or SIGTERM/SIGINT arrives; always ``close()``. Exit code 0 on a signal."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    runner = asyncio.ensure_future(start())
    waiter = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            log.info("signal received: closing")
    finally:
        await close()
        for task in (runner, waiter):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)
    if runner.done() and not runner.cancelled() and runner.exception() is not None:
        raise runner.exception()  # type: ignore[misc]
    return 0


async def run_bot(config: Config, store: Any, token: str) -> int:
    """Connect to Discord and serve until told to stop."""
    bot = make_client(config, store)

    async def close() -> None:
        await bot.close()
        await flush_state()
        closer = getattr(store, "aclose", None)
        if closer is not None:
            await closer()
        log.info("closed")

    async def start() -> None:
        await asyncio.to_thread(warm_up)  # inside the signal-handled run, so SIGTERM during warm-up still closes
        await bot.start(token)

    shards = bot.shards_config
    log.info("starting", extra={"commands": len(bot.registry.commands), "shard_ids": shards.ids,
                                "shard_count": shards.count})
    return await run_until_signal(start, close)


async def flush_state(limit: float = 5.0) -> None:
    """Let the last interaction state reach the store before it closes (bounded: a platform kills a stopping
    process after ~30 s, and a write lock held elsewhere may keep a write waiting)."""
    from bot.framework.state import STATE

    try:
        await asyncio.wait_for(STATE.flush(), limit)
    except TimeoutError:
        log.warning("interaction state not fully written at shutdown")


def warm_up() -> None:
    """Load the law base and the search index before connecting, so the first /law, /search or /ruling after a
    deploy answers in milliseconds instead of waiting for a cold build (up to ~2.5 s, too close to Discord's 3 s);
    and read one story, which prepares the situation reader's ~400 patterns and their cues (~0.5 s, paid once)."""
    import lawbase
    from bot.intake.situation import read
    from lawbase.search import warm

    lawbase.load()
    warm()
    read("партнёр заявил 1♥ после моего 1♠, потом сходил не в очередь")
    settle_heap()
    log.info("law base and search index ready")


def settle_heap() -> None:
    """Move what start-up loaded (the law base, the index, the phrasing bank, the reader's patterns: ~0.5 million
    objects kept for the process's life) out of the garbage collector's walks (``gc.freeze``).

    Why: a full collection otherwise walks all of them with the CPU held, and one falls inside some request every
    few tens of thousands; frozen, it walks only what was made since (the word caches requests fill).
    ``bench/search_latency.py`` times both: ~0.5 s walking them, ~0.16 s frozen after 80,000 queries' caches, on a
    busy machine. Idempotent: a later call freezes what is new since the last."""
    gc.collect()
    gc.freeze()
