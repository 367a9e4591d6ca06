"""/settings through the Discord harness and the console: director roles, language, log visibility (issue 6).

Only directors change settings; administrators (manage-server) always count, so a server cannot lock itself out;
once a server configures its own director roles, the default role names stop counting.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from harness import DIRECTOR, EPHEMERAL, GUILD_ID, PLAYER_ID, dispatch, opt, slash, sub
from mentions import ROLE, role_opt, with_role
from schemas import assert_valid_response

from bot.config import Config
from bot.console import Console, Who
from bot.store import open_store

MANAGE_GUILD = 0x20
PLAYER = {"user_id": PLAYER_ID, "role_ids": [78]}
ADMIN = {"user_id": 40, "role_ids": [], "permissions": MANAGE_GUILD}




async def settings(bot: Any, name: str, *options: dict[str, Any], who: dict[str, Any] = DIRECTOR,
                   resolve: bool = True, **kw: Any) -> Any:
    """Run ``/settings name``; a role option comes with its role in ``data.resolved`` as Discord sends it."""
    body = slash("settings", sub(name, *options), **who, **kw)
    for option in options:
        if option["type"] == ROLE and resolve:
            with_role(body, int(option["value"]))
    out = await dispatch(bot, body)
    for body in out.responses:
        assert_valid_response(body)
    return out


def flags(out: Any) -> int:
    return out.responses[0].get("data", {}).get("flags", 0) or 0


def fields(out: Any) -> dict[str, str]:
    return {f["name"]: f["value"] for f in out.last["embeds"][0]["fields"]}


async def test_show_defaults_privately(log_bot):
    out = await settings(log_bot, "show")
    assert flags(out) & EPHEMERAL
    assert fields(out) == {
        "Director roles": "none configured: roles named Director, Судья or TD, and administrators",
        "Language": "each user's Discord language",
        "Ruling log readable by": "directors only",
        "Differences under the 2017 Laws": "shown",
    }


@pytest.mark.parametrize("name,options", [
    ("show", []),
    ("director-role", [opt("action", "add"), role_opt("role", 78)]),
    ("language", [opt("value", "en")]),
    ("log-visibility", [opt("value", "everyone")]),
])
async def test_players_cannot_change_or_see_settings(log_bot, log_store, name, options):
    out = await settings(log_bot, name, *options, who=PLAYER)
    assert flags(out) & EPHEMERAL and "director" in json.dumps(out.last).lower()
    assert (await log_store.get_settings(GUILD_ID)).to_dict() == {
        "guild_id": GUILD_ID, "director_role_ids": [], "language": None, "log_public": False, "editions": "show"}


async def test_configured_roles_replace_the_default_role_names(log_bot, log_store):
    out = await settings(log_bot, "director-role", opt("action", "add"), role_opt("role", 88), who=ADMIN)
    assert out.last["embeds"][0]["title"] == "Settings saved" and fields(out)["Director roles"] == "<@&88>"
    assert (await log_store.get_settings(GUILD_ID)).director_role_ids == [88]
    out = await settings(log_bot, "show")  # role 77 "Director" no longer counts
    assert flags(out) & EPHEMERAL and "director" in out.last["embeds"][0]["description"].lower()
    out = await settings(log_bot, "show", who={"user_id": 50, "role_ids": [88]})
    assert fields(out)["Director roles"] == "<@&88>"
    await settings(log_bot, "director-role", opt("action", "remove"), role_opt("role", 88), who=ADMIN)
    assert (await log_store.get_settings(GUILD_ID)).director_role_ids == []


async def test_removing_an_unset_role_is_a_worded_error(log_bot):
    out = await settings(log_bot, "director-role", opt("action", "remove"), role_opt("role", 123), locale="ru")
    assert flags(out) & EPHEMERAL and "не является ролью судьи" in out.last["embeds"][0]["description"]


async def test_a_role_option_reaches_the_handler_as_its_id(log_bot, log_store):
    """Discord sends type 8 with the role in data.resolved.roles; the handler gets the plain int id."""
    body = slash("settings", sub("director-role", opt("action", "add"), role_opt("role", 4242)), **DIRECTOR)
    assert with_role(body, 4242, "Судьи")["data"]["resolved"]["roles"]["4242"]["name"] == "Судьи"
    out = await dispatch(log_bot, body)
    assert_valid_response(out.responses[0])
    assert fields(out)["Director roles"] == "<@&4242>"
    assert (await log_store.get_settings(GUILD_ID)).director_role_ids == [4242]
    # a role Discord did not resolve (discord.py gives an Object) still arrives as its id
    await settings(log_bot, "director-role", opt("action", "add"), role_opt("role", 4343), resolve=False,
                   who=ADMIN)  # role 77 stopped counting once 4242 was configured
    assert (await log_store.get_settings(GUILD_ID)).director_role_ids == [4242, 4343]


async def test_language_setting_overrides_the_users_locale(log_bot, log_store):
    out = await settings(log_bot, "language", opt("value", "ru"))
    assert out.last["embeds"][0]["title"] == "Настройки сохранены"
    out = await dispatch(log_bot, slash("board", opt("number", 1, 4), locale="en-US"))
    assert out.last["embeds"][0]["title"] == "Сдача 1"
    await settings(log_bot, "language", opt("value", "auto"))
    assert (await log_store.get_settings(GUILD_ID)).language is None


async def test_log_visibility_opens_reading_to_players(log_bot, log_store):
    await settings(log_bot, "log-visibility", opt("value", "everyone"))
    assert (await log_store.get_settings(GUILD_ID)).log_public is True
    out = await dispatch(log_bot, slash("log", sub("list"), **PLAYER))
    assert not flags(out) & EPHEMERAL
    await settings(log_bot, "log-visibility", opt("value", "directors"))
    out = await dispatch(log_bot, slash("log", sub("list"), **PLAYER))
    assert flags(out) & EPHEMERAL


async def test_settings_are_per_server(log_store):
    await log_store.update_settings(GUILD_ID, language="en", log_public=True)
    other = await log_store.get_settings(GUILD_ID + 1)
    assert (other.language, other.log_public) == (None, False)


async def test_settings_through_the_console(tmp_path):
    store = open_store(tmp_path / "log.db", strict=True)
    try:
        console = Console(Config(), store=store, who=Who(lang="en"))
        text = await console.answer("/settings director-role add role:<@&5>")
        assert "Director roles\n<@&5>" in text
        text = await console.answer("/settings director-role add role:6")  # a bare id
        assert "Director roles\n<@&5>, <@&6>" in text
        for wrong in ("Directors", "<@5>", "<@&x>", "0"):  # a name, a user mention: not a role
            text = await console.answer(f"/settings director-role remove role:{wrong}")
            assert "is not a role" in text, wrong
        text = await console.answer("/settings director-role remove role:<@&5>")
        assert (await store.get_settings(1)).director_role_ids == [6]
        text = await console.answer("/settings log-visibility everyone")
        assert "Ruling log readable by: everyone" in text
        player = Console(Config(), store=store, who=Who(lang="en", director=False, user_id=2))
        text = await player.answer("/settings language ru")
        assert "director" in text.lower() and (await store.get_settings(1)).language is None
    finally:
        await store.aclose()
