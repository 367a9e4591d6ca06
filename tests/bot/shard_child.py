"""One bot process of a sharded cluster, driven offline (no Discord): the test's stand-in for ``sudya bot``.

Built exactly as ``sudya bot`` builds it (``load_config`` → ``open_store`` → ``make_client``: its shards from
``SUDYA_SHARD_IDS``/``SUDYA_SHARD_COUNT``, its store from ``SUDYA_CONFIG``), then fed raw INTERACTION_CREATE
payloads through the real CommandTree by the harness. Reads one JSON request per line on stdin
(``{"id", "payload"}``), answers one JSON line on stdout: ``handled`` false for a server another shard owns (the
gateway would never have sent it here), else the messages the bot sent. ``{"quit": true}`` closes cleanly.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import DIRECTOR_ROLE, add_guild, dispatch, fake_login

from bot.config import load_config
from bot.discord.client import make_client
from bot.framework.state import STATE
from bot.store import open_store, storage_config


async def serve() -> None:
    config = load_config()
    store = open_store(storage_config(config.raw), strict=True)
    bot = make_client(config, store)
    await bot._async_setup_hook()
    await bot.setup_hook()
    fake_login(bot)
    for guild_id in json.loads(os.environ["SHARD_TEST_GUILDS"]):
        add_guild(bot, guild_id, {DIRECTOR_ROLE: "Director"})
    print(json.dumps({"ready": True, "pid": os.getpid(), "shard_ids": bot.shard_ids,
                      "shard_count": bot.shard_count}), flush=True)
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        request = json.loads(line)
        if request.get("quit"):
            break
        payload = request["payload"]
        guild_id = int(payload["guild_id"]) if payload.get("guild_id") else None
        if not bot.shards_config.owns(guild_id):
            print(json.dumps({"id": request["id"], "pid": os.getpid(), "handled": False}), flush=True)
            continue
        out = await dispatch(bot, payload)
        await STATE.flush()  # what the next process will need is in the store before we answer
        print(json.dumps({"id": request["id"], "pid": os.getpid(), "handled": True, "messages": out.messages,
                          "responses": out.responses, "last_message_id": out.last_message_id},
                         ensure_ascii=False), flush=True)
    await STATE.flush()
    await bot.close()
    await store.aclose()


if __name__ == "__main__":
    asyncio.run(serve())
