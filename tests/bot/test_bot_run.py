"""Running the bot: SIGTERM closes cleanly; logs are one JSON object per line on stdout."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import os
import signal
from typing import Any

from bot.discord.logs import setup_logging
from bot.discord.run import run_until_signal


async def test_sigterm_closes_cleanly() -> None:
    events: list[str] = []

    async def start() -> None:
        events.append("started")
        await asyncio.sleep(3600)

    async def close() -> None:
        events.append("closed")

    async def send_sigterm() -> None:
        await asyncio.sleep(0.05)
        os.kill(os.getpid(), signal.SIGTERM)

    sender = asyncio.create_task(send_sigterm())
    code = await asyncio.wait_for(run_until_signal(start, close), timeout=5)
    await sender
    assert code == 0 and events == ["started", "closed"]


async def test_a_crashing_start_still_closes_and_raises() -> None:
    closed: list[bool] = []

    async def start() -> None:
        raise ConnectionError("gateway")

    async def close() -> None:
        closed.append(True)

    try:
        await run_until_signal(start, close)
    except ConnectionError:
        pass
    else:
        raise AssertionError("the start error must propagate")
    assert closed == [True]


def test_logs_are_json_lines() -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        setup_logging("INFO", stream)
        logging.getLogger("sudya.test").info("hello", extra={"guild_id": 10})
        try:
            raise ValueError("x")
        except ValueError:
            logging.getLogger("sudya.test").exception("failed")
    finally:
        root.handlers[:], _ = saved
        root.setLevel(saved[1])
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    assert first["msg"] == "hello" and first["guild_id"] == 10 and first["level"] == "INFO"
    assert second["level"] == "ERROR" and "ValueError" in second["exc"]


async def test_run_bot_closes_the_gateway_then_the_store_on_sigterm(monkeypatch: Any) -> None:
    from bot.config import Config
    from bot.discord import run as run_module
    from bot.discord.client import SudyaBot

    order: list[str] = []

    async def fake_start(self: SudyaBot, token: str) -> None:
        order.append(f"start {token}")
        await asyncio.sleep(3600)

    async def fake_close(self: SudyaBot) -> None:
        order.append("bot closed")

    class Store:
        async def aclose(self) -> None:
            order.append("store closed")

    monkeypatch.setattr(SudyaBot, "start", fake_start)
    monkeypatch.setattr(SudyaBot, "close", fake_close)
    monkeypatch.setattr(run_module, "warm_up", lambda: order.append("warmed"))
    loop = asyncio.get_running_loop()
    loop.call_later(0.2, os.kill, os.getpid(), signal.SIGTERM)
    code = await asyncio.wait_for(run_module.run_bot(Config(), Store(), "tok"), timeout=5)
    assert code == 0 and order == ["warmed", "start tok", "bot closed", "store closed"]


def test_warm_up_loads_the_law_base_and_the_search_index() -> None:
    """The first /search after a deploy must not wait for a cold index build (Discord allows 3 s)."""
    from bot.discord.run import warm_up
    from lawbase.search import cache

    cache.forget()
    warm_up()
    assert cache._MEMORY  # the in-process index that the next search uses


def test_warm_up_reads_one_story(monkeypatch: Any) -> None:
    """The situation reader prepares its ~400 patterns' cues at its first text (~0.5 s): warm-up pays it, not the
    first /search or /ask after a deploy."""
    from bot.discord.run import warm_up
    from bot.intake import situation

    read: list[str] = []
    monkeypatch.setattr(situation, "read", lambda text, examples=None: read.append(text))
    warm_up()
    assert len(read) == 1 and read[0].strip()


def test_warm_up_leaves_what_it_loaded_out_of_the_collector_s_walks() -> None:
    """A full collection must not walk the half-million objects start-up loaded (~0.4 s with the CPU held)."""
    import gc

    from bot.discord.run import warm_up

    gc.unfreeze()
    warm_up()
    try:
        assert gc.get_freeze_count() > 100_000  # the index, the bank and the patterns, not a handful
    finally:
        gc.unfreeze()  # the rest of the test process collects as usual
