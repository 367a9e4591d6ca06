"""Interaction state in the store (issues 13, 15): a wizard and a ruling draft continue after a restart, on SQLite
and PostgreSQL; keys are random and bound to the user and server that got them; state expires after a day.

Driven through the real CommandTree (harness). A "restart" is a new bot with a new store on the same database
and an empty hot cache (``STATE.forget()``), which is all a new process has.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import pytest_asyncio
from harness import GUILD_ID, click, dispatch, make_bot, opt, slash, sub
from pg_fixture import pg_database
from ruling_helpers import answer, button, labels, press, text_of, valid

from bot.config import Config
from bot.errors import UserError
from bot.framework import state as state_module
from bot.framework.context import Context
from bot.framework.state import STATE
from bot.store import open_store

pg_dsn = pg_database("sudya_state_test")


@pytest.fixture(params=["sqlite", "postgres"])
def target(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[tuple[str, str]]:
    """Where the store lives: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield ("sqlite", str(tmp_path / "state.db"))
    else:
        yield ("postgres", request.getfixturevalue("pg_dsn"))


def opener(target: tuple[str, str]) -> Any:
    backend, where = target
    if backend == "postgres":
        return lambda: open_store({"storage": {"backend": "postgres", "postgres_dsn": where}}, strict=True)
    return lambda: open_store(where, strict=True)


@pytest_asyncio.fixture
async def restartable(target: tuple[str, str]) -> AsyncIterator[Any]:
    """``await start()`` gives a bot on the target; each call is a fresh process's bot (earlier ones closed)."""
    opened: list[tuple[Any, Any]] = []

    async def start() -> Any:
        await STATE.flush()
        STATE.forget()
        for bot, store in opened:
            await bot.close()
            await store.aclose()
        opened.clear()
        store = opener(target)()
        bot = await make_bot(store)
        opened.append((bot, store))
        return bot

    yield start
    await STATE.flush()
    for bot, store in opened:
        await bot.close()
        await store.aclose()


async def test_a_wizard_continues_after_a_restart(restartable: Any) -> None:
    bot = await restartable()
    out = valid(await dispatch(bot, slash("ruling", sub("wizard"))))
    out = await answer(bot, out, "5")
    out = await answer(bot, out, "1H")
    bot = await restartable()  # a deploy between two clicks
    out = await answer(bot, out, "P")
    assert "1♥       Pass     ?" in text_of(out)  # the auction so far came back from the store
    for value in ("!done", "insufficient_bid", "S", "1D", "no", "!skip"):
        out = await answer(bot, out, value)
    assert "Law 27A" in text_of(out)
    bot = await restartable()  # the draft's buttons too
    accepted = await press(bot, out, "West may choose: accept")
    assert "stands" in text_of(accepted)


async def test_a_typed_wizard_answer_after_a_restart(restartable: Any) -> None:
    from harness import modal_submit

    bot = await restartable()
    out = valid(await dispatch(bot, slash("ruling", sub("wizard"))))
    typing = button(out, "Type…")["custom_id"]
    bot = await restartable()
    opened = await dispatch(bot, click(out, typing))
    assert opened.responses[0]["type"] == 9  # the modal opens (its words fall back to generic ones)
    modal_id = opened.responses[0]["data"]["custom_id"]
    typed = valid(await dispatch(bot, modal_submit(out, modal_id, "board 25")))
    assert "Board 25" in text_of(typed)


async def test_another_user_or_server_cannot_reach_a_key_even_with_a_forged_custom_id(restartable: Any) -> None:
    """The custom_id's owner check can be bypassed by forging ``sb:0:…``; the key itself is still refused."""
    bot = await restartable()
    out = valid(await dispatch(bot, slash("ruling", sub("wizard"))))
    real = next(c["custom_id"] for row in out.last["components"] for c in row["components"]
                if c["type"] == 2 and c["custom_id"].endswith("|!cancel"))
    forged = re.sub(r"^sb:\d+:", "sb:0:", real)
    for row in out.last["components"]:  # the forged id as the message's own (Discord routes only those)
        for comp in row["components"]:
            if comp.get("custom_id") == real:
                comp["custom_id"] = forged
    await STATE.flush()
    for who in ({"user_id": 99}, {"guild_id": GUILD_ID + 1}):
        stolen = await dispatch(bot, click(out, forged, **who))
        assert "expired" in str(stolen.last["embeds"][0].get("description", ""))
    bot = await restartable()  # from the store as well as from the hot cache
    for who in ({"user_id": 99}, {"guild_id": GUILD_ID + 1}):
        stolen = await dispatch(bot, click(out, forged, **who))
        assert "expired" in str(stolen.last["embeds"][0].get("description", ""))
    mine = await dispatch(bot, click(out, forged))  # the owner still may
    assert "cancelled" in str(mine.last["embeds"][0].get("description", "")).lower()


def ctx(store: Any, user_id: int = 1, guild_id: int | None = 5) -> Context:
    return Context(user_id=user_id, user_name="u", guild_id=guild_id, channel_id=1, lang="en", is_director=False,
                   store=store, config=Config())


async def test_keys_are_random_and_bound_to_server_and_user(target: tuple[str, str]) -> None:
    store = opener(target)()
    try:
        keys = {STATE.put(ctx(store), {"n": i}) for i in range(200)}
        assert len(keys) == 200 and all(re.fullmatch(r"[A-Za-z0-9_-]{16}", k) for k in keys)
        key = STATE.put(ctx(store), {"case": {"board": 1}})
        shared = STATE.put(ctx(store), {"x": 1}, anyone=True)
        await STATE.flush()
        STATE.forget()
        assert await STATE.get(ctx(store), key) == {"case": {"board": 1}}
        assert await STATE.get(ctx(store, user_id=2), shared) == {"x": 1}  # anyone of that server
        for other in (ctx(store, user_id=2), ctx(store, guild_id=6), ctx(store, guild_id=None)):
            with pytest.raises(UserError) as err:
                await STATE.get(other, key)
            assert err.value.code == "action_expired"
        with pytest.raises(UserError):
            await STATE.get(ctx(store, guild_id=6), shared)
        STATE.replace(ctx(store, user_id=2), key, {"stolen": True})  # not in the hot cache: the store refuses it
        await STATE.flush()
        STATE.forget()
        assert await STATE.get(ctx(store), key) == {"case": {"board": 1}}
    finally:
        await STATE.flush()
        await store.aclose()


async def test_state_expires_after_a_day_and_is_purged(target: tuple[str, str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.store import state_store

    store = opener(target)()
    try:
        key = STATE.put(ctx(store), [1, 2, 3])
        await STATE.flush()
        STATE.forget()
        assert await STATE.get(ctx(store), key) == [1, 2, 3]
        later = time.time() + state_module.DAY + 1
        monkeypatch.setattr(state_module.time, "time", lambda: later)
        with pytest.raises(UserError):
            await STATE.get(ctx(store), key)
        assert await store.run_read(state_store.purge, later) >= 1
    finally:
        monkeypatch.undo()
        await STATE.flush()
        await store.aclose()


async def test_without_a_durable_store_state_lives_in_memory_for_this_process() -> None:
    from harness import FakeStore

    key = STATE.put(ctx(FakeStore()), {"a": 1})
    assert await STATE.get(ctx(FakeStore()), key) == {"a": 1}
    with pytest.raises(UserError):
        await STATE.get(ctx(FakeStore(), user_id=7), key)


async def test_the_hot_cache_is_bounded(target: tuple[str, str]) -> None:
    store = opener(target)()
    cache = state_module.StateCache(hot_items=50)
    try:
        keys = [cache.put(ctx(store), {"i": i}) for i in range(300)]
        await cache.flush()
        assert len(cache._hot) == 50
        assert await cache.get(ctx(store), keys[0]) == {"i": 0}  # fell out of memory, read from the store
    finally:
        await cache.flush()
        await store.aclose()


async def test_ask_offer_survives_a_restart(restartable: Any) -> None:
    bot = await restartable()
    out = valid(await dispatch(bot, slash("ask", opt("text", "he led out of turn"))))
    assert labels(out) == ["Rule on it: Lead out of turn"]
    bot = await restartable()
    wizard = await press(bot, out, "Rule on it: Lead out of turn")
    assert wizard.responses[0]["type"] == 7 and "Which board?" in text_of(wizard)


async def test_a_state_write_refused_by_a_held_lock_lands_once_the_lock_is_gone(tmp_path: Any) -> None:
    """Another process holds SQLite's write lock: the click is served from memory at once, and the value reaches
    the store when the lock is released (retried), so a restart after that still finds it."""
    import asyncio
    import sqlite3

    path = tmp_path / "state.db"
    store = open_store(path, strict=True, busy_timeout=0.2)
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN IMMEDIATE")
    try:
        key = STATE.put(ctx(store), {"wizard": "step 2"})
        assert await STATE.get(ctx(store), key) == {"wizard": "step 2"}  # the hot cache, no wait
        await asyncio.sleep(0.5)
        lock.execute("ROLLBACK")
        await STATE.flush()
        STATE.forget()
        assert await STATE.get(ctx(store), key) == {"wizard": "step 2"}
    finally:
        lock.close()
        await STATE.flush()
        await store.aclose()


async def test_the_hot_cache_is_bounded_by_size_too(target: tuple[str, str]) -> None:
    """Big values (a long law's pages) count by their size: memory stays flat whatever the replies hold."""
    store = opener(target)()
    cache = state_module.StateCache(hot_items=1000, hot_chars=10_000)
    try:
        keys = [cache.put(ctx(store), {"page": "x" * 1000, "i": i}) for i in range(100)]
        await cache.flush()
        assert cache._hot_size <= 10_000 and len(cache._hot) < 11
        assert cache._hot_size == sum(len(h.text) for h in cache._hot.values())
        assert (await cache.get(ctx(store), keys[0]))["i"] == 0  # fell out of memory, read from the store
    finally:
        await cache.flush()
        await store.aclose()
