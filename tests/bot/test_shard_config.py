"""Shard settings (issue 13): ``SUDYA_SHARD_IDS``/``SUDYA_SHARD_COUNT`` or ``[discord] shard_ids/shard_count``;
bad values refused with the key named (exit 2 from the CLI), never a traceback at connect time."""

from __future__ import annotations

import pytest

from bot.config import from_dict
from bot.discord.client import ShardedSudyaBot, SudyaBot, make_client
from bot.discord.shards import Shards, shard_of, shards_from
from bot.errors import UserError


def test_unsharded_by_default() -> None:
    assert shards_from({}, {}) == Shards() and not Shards().sharded and Shards().owns(123)


@pytest.mark.parametrize("raw,env,expected", [
    ({"discord": {"shard_count": 4, "shard_ids": [1, 3]}}, {}, Shards((1, 3), 4)),
    ({}, {"SUDYA_SHARD_COUNT": "4", "SUDYA_SHARD_IDS": "0-1"}, Shards((0, 1), 4)),
    ({}, {"SUDYA_SHARD_COUNT": "6", "SUDYA_SHARD_IDS": "0, 4-5"}, Shards((0, 4, 5), 6)),
    ({"discord": {"shard_count": 4, "shard_ids": [0]}}, {"SUDYA_SHARD_IDS": "2,3"}, Shards((2, 3), 4)),  # env wins
    ({"discord": {"shard_count": 3}}, {}, Shards(None, 3)),  # every shard in one process
])
def test_shards_from_config_and_environment(raw: dict, env: dict, expected: Shards) -> None:
    assert shards_from(raw, env) == expected


@pytest.mark.parametrize("raw,env,key", [
    ({}, {"SUDYA_SHARD_IDS": "0"}, "discord.shard_count"),  # ids without the total cannot be routed
    ({}, {"SUDYA_SHARD_COUNT": "2", "SUDYA_SHARD_IDS": "2"}, "SUDYA_SHARD_IDS"),  # out of range
    ({}, {"SUDYA_SHARD_COUNT": "two"}, "SUDYA_SHARD_COUNT"),
    ({}, {"SUDYA_SHARD_COUNT": "0", "SUDYA_SHARD_IDS": "0"}, "SUDYA_SHARD_COUNT"),
    ({"discord": {"shard_count": 2, "shard_ids": "a-b"}}, {}, "discord.shard_ids"),
    ({"discord": "x"}, {}, "discord"),
])
def test_bad_shard_settings_are_refused_naming_the_key(raw: dict, env: dict, key: str) -> None:
    with pytest.raises(UserError) as err:
        shards_from(raw, env)
    assert err.value.code == "config_invalid" and err.value.params["key"] == key


def test_a_guild_belongs_to_one_shard_discords_rule() -> None:
    guild = 81384788765712384  # a real-looking snowflake
    assert shard_of(guild, 4) == (guild >> 22) % 4
    owners = [i for i in range(4) if Shards((i,), 4).owns(guild)]
    assert owners == [shard_of(guild, 4)]
    assert Shards((0,), 4).owns(None)  # DMs go to shard 0


async def test_make_client_builds_an_auto_sharded_bot_for_its_shards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SUDYA_SHARD_IDS", raising=False)
    monkeypatch.delenv("SUDYA_SHARD_COUNT", raising=False)
    plain = make_client(from_dict({}))
    sharded = make_client(from_dict({"discord": {"shard_count": 4, "shard_ids": [1, 3]}}))
    try:
        assert type(plain) is SudyaBot
        assert isinstance(sharded, ShardedSudyaBot) and sharded.shard_ids == [1, 3] and sharded.shard_count == 4
    finally:
        await plain.close()
        await sharded.close()
