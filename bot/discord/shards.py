"""Sharding: which gateway shards this process runs, from the environment or ``[discord]`` of config.toml.

A bot in many servers runs as N processes, each with its own ``shard_ids`` of one total ``shard_count``, all on
one PostgreSQL database (``[storage] backend = "postgres"``). Discord sends each server's interactions to the shard
that owns it (``(guild_id >> 22) % shard_count``); everything a click needs is in the store (the log, settings,
interaction state: ``bot.framework.state``), so any process may be restarted, or the shards re-split, at any time.

- ``SUDYA_SHARD_COUNT`` / ``[discord] shard_count``: the total number of shards of the bot (all processes).
- ``SUDYA_SHARD_IDS`` / ``[discord] shard_ids``: this process's shards: ``0,1``, ``2-3``, or a TOML list.
  Omitted with a count: every shard in this process. Both omitted: one unsharded process (the default).
The environment wins over the file, so one config.toml serves every process of a Procfile or compose file.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.errors import UserError

MAX_SHARDS = 4096  # far beyond any bot this serves; a typo like 40000 is refused rather than tried


@dataclass(frozen=True)
class Shards:
    """This process's shards; ``count`` None means unsharded (discord.py's plain ``Bot``)."""

    ids: tuple[int, ...] | None = None
    count: int | None = None

    @property
    def sharded(self) -> bool:
        return self.count is not None

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process receives ``guild_id``'s interactions (DMs go to shard 0)."""
        if self.count is None:
            return True
        shard = shard_of(guild_id or 0, self.count)
        return self.ids is None or shard in self.ids

    def client_options(self) -> dict[str, Any]:
        """Keyword arguments for ``AutoShardedBot``."""
        if self.count is None:
            return {}
        return {"shard_count": self.count, "shard_ids": list(self.ids) if self.ids is not None else None}


def shard_of(guild_id: int, count: int) -> int:
    """Discord's rule: the shard that receives a server's events."""
    return (int(guild_id) >> 22) % count


def parse_ids(value: Any, key: str) -> tuple[int, ...]:
    """``"0,1"``, ``"2-3"``, ``"0, 4-5"`` or a list of ints → sorted unique ids; anything else is refused."""
    items: Iterable[Any] = value if isinstance(value, list | tuple) else str(value).split(",")
    ids: set[int] = set()
    try:
        for item in items:
            if isinstance(item, int) and not isinstance(item, bool):
                ids.add(item)
                continue
            text = str(item).strip()
            if not text:
                continue
            low, dash, high = text.partition("-")
            ids.update(range(int(low), int(high) + 1) if dash else (int(low),))
    except ValueError:
        raise UserError("config_invalid", key=key) from None
    if not ids:
        raise UserError("config_invalid", key=key)
    return tuple(sorted(ids))


def shards_from(raw: Mapping[str, Any] | None, environ: Mapping[str, str] | None = None) -> Shards:
    """The shards of this process: environment first, then ``[discord]`` of the parsed config."""
    env = os.environ if environ is None else environ
    section = (raw or {}).get("discord", {})
    if not isinstance(section, Mapping):
        raise UserError("config_invalid", key="discord")
    count_value = env.get("SUDYA_SHARD_COUNT") or section.get("shard_count")
    ids_value = env.get("SUDYA_SHARD_IDS") or section.get("shard_ids")
    count_key = "SUDYA_SHARD_COUNT" if env.get("SUDYA_SHARD_COUNT") else "discord.shard_count"
    ids_key = "SUDYA_SHARD_IDS" if env.get("SUDYA_SHARD_IDS") else "discord.shard_ids"
    if count_value in (None, "", 0) and ids_value in (None, "", []):
        return Shards()
    if count_value in (None, ""):
        raise UserError("config_invalid", key=count_key)  # ids without the total cannot be routed
    try:
        count = int(count_value)
    except (TypeError, ValueError):
        raise UserError("config_invalid", key=count_key) from None
    if isinstance(count_value, bool) or not 1 <= count <= MAX_SHARDS:
        raise UserError("config_invalid", key=count_key)
    ids = parse_ids(ids_value, ids_key) if ids_value not in (None, "", []) else None
    if ids is not None and (ids[0] < 0 or ids[-1] >= count):
        raise UserError("config_invalid", key=ids_key)
    return Shards(ids, count)
