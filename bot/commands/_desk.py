"""Helpers shared by ``/td`` and ``/session``: running the desk's store functions, ages, who may do what.

The desk's store functions (``bot.store.desk_store``) are plain functions over a backend; they must run on the
store's own thread like every store call: ``AsyncRulingStore.run_write`` (queued with the log's writes on its
writer thread) and ``run_read`` (a reader connection of its own).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from bot.errors import UserError
from bot.framework.context import Context
from bot.store.errors import UNAVAILABLE, StoreError

T = TypeVar("T")


async def run_desk(ctx: Context, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(backend, *args, **kwargs)`` on the store's writer thread."""
    runner = getattr(ctx.store, "run_write", None)
    if runner is None:  # a store without the desk's thread API (a test double of the log only)
        raise StoreError(UNAVAILABLE, path="?", detail="no store")
    return await runner(lambda backend: fn(backend, *args, **kwargs))


async def read_desk(ctx: Context, fn: Callable[..., T], *args: Any) -> T:
    """A read on a reader connection of its own (``run_read``), never queued behind a log write."""
    reader = getattr(ctx.store, "run_read", None)
    if reader is not None:
        return await reader(lambda backend: fn(backend, *args))
    return await run_desk(ctx, fn, *args)


def guild_of(ctx: Context) -> int:
    if ctx.guild_id is None:
        raise UserError("guild_only")
    return ctx.guild_id


def director_guild(ctx: Context) -> int:
    """The server id, if this user is one of its directors (the runner checks director commands too)."""
    guild_id = guild_of(ctx)
    if not ctx.is_director:
        raise UserError("not_director")
    return guild_id


def parse_time(text: str) -> datetime:
    """The store's ``…Z`` ISO text as an aware UTC datetime."""
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def age_text(ctx: Context, since: str, now: datetime | None = None) -> str:
    """``5 мин`` / ``1 ч 20 мин`` / ``2 д``: how long ago ``since`` was."""
    seconds = max(0, int(((now or datetime.now(UTC)) - parse_time(since)).total_seconds()))
    minutes, hours, days = seconds // 60, seconds // 3600, seconds // 86400
    if days:
        return ctx.t("desk.age.days", n=days)
    if hours:
        return ctx.t("desk.age.hours", h=hours, m=minutes % 60)
    return ctx.t("desk.age.minutes", n=minutes)


def name_of(ctx: Context) -> str:
    return (ctx.user_name or str(ctx.user_id))[:100]
