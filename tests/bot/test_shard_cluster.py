"""A sharded bot (issue 13): two bot processes on disjoint shards of one PostgreSQL database, driven offline.

Each process is built as ``sudya bot`` builds it (``tests/bot/shard_child.py``: config and environment →
``make_client`` → ``AutoShardedBot`` with its ``shard_ids``) and fed raw interactions through the real
CommandTree; nothing connects to Discord. Every interaction is offered to both processes: the one whose shards
own the server handles it, the other never does, so each is handled exactly once. A wizard started before a
process restarts is finished after it, and the ruling it ends in is logged once, in the right server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from harness import DIRECTOR, click, opt, slash, sub
from pg_fixture import pg_database

from bot.discord.shards import shard_of

pg_dsn = pg_database("sudya_shard_test")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
COUNT = 2
GUILD_ON_0 = 10 << 22  # (id >> 22) % 2 == 0
GUILD_ON_1 = 11 << 22


class Seen:
    """What one interaction produced, shaped like the harness's recorder for ``click``."""

    def __init__(self, answer: dict[str, Any]) -> None:
        self.messages = answer["messages"]
        self.last_message_id = answer["last_message_id"]
        self.pid = answer["pid"]

    @property
    def last(self) -> dict[str, Any]:
        return self.messages[-1]


class Process:
    """One ``shard_child`` process with its shard ids."""

    def __init__(self, config: Path, shard_ids: str) -> None:
        env = {**os.environ, "SUDYA_CONFIG": str(config), "SUDYA_SHARD_IDS": shard_ids,
               "SUDYA_SHARD_COUNT": str(COUNT), "SHARD_TEST_GUILDS": json.dumps([GUILD_ON_0, GUILD_ON_1]),
               "PYTHONPATH": str(ROOT)}
        env.pop("SUDYA_DB", None)
        env.pop("SUDYA_PG_DSN", None)
        self.proc = subprocess.Popen([sys.executable, str(HERE / "shard_child.py")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        self.hello = self._read()
        assert self.hello.get("ready"), self.hello

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line, f"bot process {self.proc.pid} died (exit {self.proc.poll()})"
        return json.loads(line)

    def send(self, number: int, payload: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"id": number, "payload": payload}) + "\n")
        self.proc.stdin.flush()
        answer = self._read()
        assert answer["id"] == number
        return answer

    def stop(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps({"quit": True}) + "\n")
            self.proc.stdin.close()
            self.proc.wait(timeout=30)


class Cluster:
    """Both processes; ``offer`` gives an interaction to each and checks exactly one handled it."""

    def __init__(self, config: Path) -> None:
        self.config = config
        self.processes = {"0": Process(config, "0"), "1": Process(config, "1")}
        self.counter = 0

    def offer(self, payload: dict[str, Any]) -> Seen:
        self.counter += 1
        answers = [p.send(self.counter, payload) for p in self.processes.values()]
        handled = [a for a in answers if a["handled"]]
        assert len(handled) == 1, answers  # each interaction handled once, by the shard that owns its server
        return Seen(handled[0])

    def restart(self, shard: str) -> int:
        old = self.processes[shard]
        old.stop()
        self.processes[shard] = Process(self.config, shard)
        return int(self.processes[shard].hello["pid"])

    def stop(self) -> None:
        for process in self.processes.values():
            process.stop()


@pytest.fixture
def cluster(pg_dsn: str, tmp_path: Path) -> Iterator[Cluster]:
    config = tmp_path / "config.toml"
    config.write_text(f'[storage]\nbackend = "postgres"\npostgres_dsn = "{pg_dsn}"\n', encoding="utf-8")
    running = Cluster(config)
    try:
        yield running
    finally:
        running.stop()


def press(cluster: Cluster, seen: Seen, label: str | None = None, value: str | None = None,
          guild_id: int = GUILD_ON_0) -> Seen:
    """Click a button by label, or the wizard answer ``value`` (button or select option)."""
    for row in seen.last.get("components", []):
        for comp in row["components"]:
            if comp["type"] == 2 and (comp.get("label") == label or
                                      (value and comp["custom_id"].endswith("|" + value))):
                return cluster.offer(click(seen, comp["custom_id"], guild_id=guild_id, **DIRECTOR))
            if comp["type"] == 3 and value:
                for option in comp["options"]:
                    if option["value"].endswith("|" + value):
                        return cluster.offer(click(seen, comp["custom_id"], values=[option["value"]],
                                                   guild_id=guild_id, **DIRECTOR))
    raise AssertionError(f"nothing to press for {label or value!r} in {seen.last.get('components')}")


def text(seen: Seen) -> str:
    embed = seen.last["embeds"][0]
    return "\n".join([embed.get("title", ""), embed.get("description", "")] +
                     [f"{f['name']}\n{f['value']}" for f in embed.get("fields", [])])


def test_guild_ids_fall_on_both_shards() -> None:
    assert shard_of(GUILD_ON_0, COUNT) == 0 and shard_of(GUILD_ON_1, COUNT) == 1


def test_two_processes_on_disjoint_shards_share_one_postgres_and_survive_a_restart(cluster: Cluster,
                                                                                    pg_dsn: str) -> None:
    shards = {name: p.hello["shard_ids"] for name, p in cluster.processes.items()}
    assert shards == {"0": [0], "1": [1]} and {p.hello["shard_count"] for p in cluster.processes.values()} == {2}
    pids = {name: p.hello["pid"] for name, p in cluster.processes.items()}

    # each server's commands are answered by its own shard's process
    for guild, owner in ((GUILD_ON_0, "0"), (GUILD_ON_1, "1")):
        seen = cluster.offer(slash("board", opt("number", 5, 4), guild_id=guild))
        assert seen.pid == pids[owner] and seen.last["embeds"][0]["title"] == "Board 5"

    # a wizard in each server, two answers each
    wizards = {}
    for guild in (GUILD_ON_0, GUILD_ON_1):
        seen = cluster.offer(slash("ruling", sub("wizard"), guild_id=guild, **DIRECTOR))
        for value in ("5", "1H"):
            seen = press(cluster, seen, value=value, guild_id=guild)
        wizards[guild] = seen

    new_pid = cluster.restart("0")  # a deploy of shard 0's process between two clicks
    assert new_pid != pids["0"]
    for guild in (GUILD_ON_0, GUILD_ON_1):
        seen = wizards[guild]
        for value in ("P", "!done", "insufficient_bid", "S", "1D", "no", "!skip"):
            seen = press(cluster, seen, value=value, guild_id=guild)
        assert "Law 27A" in text(seen) and "1♥" in text(seen)  # the auction from before the restart
        logged = press(cluster, seen, label="Log this ruling", guild_id=guild)
        assert "Logged as entry #1." in text(logged)  # numbered per server, though both logged at once
        wizards[guild] = seen
    assert cluster.offer(slash("board", opt("number", 1, 4), guild_id=GUILD_ON_0)).pid == new_pid

    # the log holds one entry per server, numbered 1 in each: each ruling was logged once
    with psycopg.connect(pg_dsn) as conn:
        rows = conn.execute("SELECT guild_id, number, irregularity FROM entries ORDER BY guild_id").fetchall()
        states = conn.execute("SELECT COUNT(DISTINCT guild_id) FROM interaction_state").fetchone()
    assert rows == [(GUILD_ON_0, 1, "insufficient_bid"), (GUILD_ON_1, 1, "insufficient_bid")]
    assert states == (2,)  # wizard and draft state of both servers lives in the shared store
