"""/td and /session through the real CommandTree (offline harness) with a real SQLite store, both languages.

A player calls the director; the call pings only the director role (the role mention is the message's only
mention, the player's words sit in the embed); Take and Done change the message in place; /td list shows the
open calls with age and who took them; Done links a log entry typed after it. Sessions: log entries made while one
is open belong to it; show/export/stats filter by it. Director-only parts are refused to players, like the log.
"""

from __future__ import annotations

import json
import re
from typing import Any

from harness import (
    CHANNEL_ID,
    DIRECTOR,
    DIRECTOR_ID,
    DIRECTOR_ROLE,
    EPHEMERAL,
    GUILD_ID,
    PLAYER,
    click,
    dispatch,
    find_component,
    modal_submit,
    opt,
    slash,
    sub,
)
from mentions import role_opt, with_role
from schemas import assert_valid_response

from bot.store import NewEntry


def in_channel(body: dict[str, Any]) -> dict[str, Any]:
    """Discord sends the channel object with every interaction (discord.py reads the channel id from it)."""
    body["channel"] = {"id": str(CHANNEL_ID), "type": 0, "name": "director-calls", "guild_id": str(GUILD_ID),
                       "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None}
    return body


def _snowflakes(body: dict[str, Any]) -> dict[str, Any]:
    """discord.py sends allowed_mentions.roles as int ids, which Discord accepts; the vendored schema types every
    id as a snowflake string, so validate with the ids as strings."""
    data = body.get("data")
    if isinstance(data, dict) and "allowed_mentions" in data:
        mentions = dict(data["allowed_mentions"], roles=[str(r) for r in data["allowed_mentions"].get("roles", [])])
        return dict(body, data=dict(data, allowed_mentions=mentions))
    return body


def valid(out: Any) -> Any:
    for body in out.responses:
        assert_valid_response(_snowflakes(body))
    return out


def flags(out: Any) -> int:
    return out.responses[0].get("data", {}).get("flags", 0) or 0


async def call(bot: Any, locale: str = "en-US", **who: Any) -> Any:
    who = who or PLAYER
    return valid(await dispatch(bot, slash("td", sub("call", opt("table", "4"), opt("board", 7, 4),
                                                    opt("text", "revoke? @everyone")), locale=locale, **who)))


async def test_call_pings_only_the_director_role_and_shows_the_call(log_bot, log_store) -> None:
    await log_store.update_settings(GUILD_ID, director_role_ids=[DIRECTOR_ROLE])
    out = await call(log_bot)
    body = out.last
    assert out.responses[0]["type"] == 4 and not flags(out) & EPHEMERAL
    assert body["content"] == f"<@&{DIRECTOR_ROLE}>"  # the only mention: the role
    assert body["allowed_mentions"] == {"parse": [], "roles": [DIRECTOR_ROLE]}  # nothing else can ping
    embed = body["embeds"][0]
    assert embed["title"] == "Director call №1 — table 4"
    assert "@\u200beveryone" in embed["description"] and "@everyone" not in body["content"]  # echoed, escaped
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["Board"] == "7" and fields["Status"] == "waiting for a director"
    labels = [c["label"] for row in body["components"] for c in row["components"]]
    assert labels == ["Take", "Done"]


async def test_take_and_done_by_a_director_players_refused(log_bot, log_store) -> None:
    out = await call(log_bot)
    take = find_component(out.last, lambda c: c.get("label") == "Take")
    refused = valid(await dispatch(log_bot, click(out, take["custom_id"], **PLAYER)))
    assert flags(refused) & EPHEMERAL
    taken = valid(await dispatch(log_bot, click(out, take["custom_id"], **DIRECTOR)))
    assert taken.responses[0]["type"] == 7
    status = {f["name"]: f["value"] for f in taken.last["embeds"][0]["fields"]}["Status"]
    assert status == f"taken by user{DIRECTOR_ID}"
    assert [c["label"] for row in taken.last["components"] for c in row["components"]][:1] == ["Done"]
    listing = valid(await dispatch(log_bot, slash("td", sub("list"), **DIRECTOR)))
    assert flags(listing) & EPHEMERAL
    assert re.search(r"\*\*№1\*\* · table 4 · board 7 · \d+ min · taken by user31",
                     listing.last["embeds"][0]["description"])
    done_button = find_component(taken.last, lambda c: c.get("label") == "Done")
    done = valid(await dispatch(log_bot, click(taken, done_button["custom_id"], **DIRECTOR)))
    assert {f["name"]: f["value"] for f in done.last["embeds"][0]["fields"]}["Status"].startswith("done")
    empty = valid(await dispatch(log_bot, slash("td", sub("list"), **DIRECTOR)))
    assert empty.last["embeds"][0]["description"] == "No open calls."


async def test_done_links_the_log_entry_typed_after_it(log_bot, log_store) -> None:
    entry = await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                               director_name="Dan", irregularity="revoke", board=7))
    out = await call(log_bot)
    done_button = find_component(out.last, lambda c: c.get("label") == "Done")
    done = valid(await dispatch(log_bot, click(out, done_button["custom_id"], **DIRECTOR)))
    link = find_component(done.last, lambda c: c.get("label") == "Link log entry…")
    opened = valid(await dispatch(log_bot, click(done, link["custom_id"], **DIRECTOR)))
    assert opened.responses[0]["type"] == 9
    wrong = valid(await dispatch(log_bot, modal_submit(done, opened.responses[0]["data"]["custom_id"], "abc",
                                                       **DIRECTOR)))
    assert flags(wrong) & EPHEMERAL
    linked = valid(await dispatch(log_bot, modal_submit(done, opened.responses[0]["data"]["custom_id"],
                                                        f"#{entry.number}", **DIRECTOR)))
    status = {f["name"]: f["value"] for f in linked.last["embeds"][0]["fields"]}["Status"]
    assert f"log entry #{entry.number}" in status


async def test_players_cannot_list_take_or_set_the_channel(log_bot) -> None:
    for body in (slash("td", sub("list"), **PLAYER), slash("td", sub("take", opt("number", 1, 4)), **PLAYER),
                 slash("td", sub("here"), **PLAYER), slash("session", sub("start", opt("name", "x")), **PLAYER)):
        out = valid(await dispatch(log_bot, body))
        assert flags(out) & EPHEMERAL and "director" in json.dumps(out.last).lower()


async def test_russian_call_and_here_with_a_role(log_bot, log_store) -> None:
    here = valid(await dispatch(log_bot, in_channel(with_role(slash("td", sub("here", role_opt("role", 555)),
                                                                    locale="ru", **DIRECTOR), 555))))
    assert here.last["embeds"][0]["title"] == "Судейский канал задан"
    assert f"<#{CHANNEL_ID}>" in here.last["embeds"][0]["description"] and "<@&555>" in \
        here.last["embeds"][0]["description"]
    out = await call(log_bot, locale="ru")
    assert out.last["content"] == "<@&555>"
    embed = out.last["embeds"][0]
    assert embed["title"] == "Вызов судьи №1 — стол 4"
    assert {f["name"]: f["value"] for f in embed["fields"]}["Состояние"] == "ждёт судью"
    assert [c["label"] for row in out.last["components"] for c in row["components"]] == ["Взять", "Готово"]


async def test_call_without_a_director_role_says_how_to_set_one(log_bot) -> None:
    out = await call(log_bot)
    assert out.last.get("content") in (None, "") and "/td here" in out.last["embeds"][0]["footer"]["text"]


async def test_another_servers_call_is_not_found(log_bot) -> None:
    await call(log_bot)
    other = valid(await dispatch(log_bot, slash("td", sub("take", opt("number", 2, 4)), **DIRECTOR)))
    assert flags(other) & EPHEMERAL and "no call №2" in json.dumps(other.last, ensure_ascii=False)


async def test_session_entries_show_export_and_stats(log_bot, log_store, monkeypatch) -> None:
    before = await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                                director_name="Dan", irregularity="claim"))
    started = valid(await dispatch(log_bot, slash("session", sub("start", opt("name", "Tuesday pairs")),
                                                  **DIRECTOR)))
    assert started.last["embeds"][0]["title"] == "Session №1 opened: Tuesday pairs"
    again = valid(await dispatch(log_bot, slash("session", sub("start", opt("name", "x")), **DIRECTOR)))
    assert flags(again) & EPHEMERAL and "still open" in json.dumps(again.last)
    during = await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                                director_name="Dan", irregularity="revoke", board=3))
    ended = valid(await dispatch(log_bot, slash("session", sub("end"), **DIRECTOR)))
    assert "Log entries in this session: 1." in ended.last["embeds"][0]["description"]
    after = await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                               director_name="Dan", irregularity="claim"))
    show = valid(await dispatch(log_bot, slash("session", sub("show", opt("number", 1, 4)), **DIRECTOR)))
    text = show.last["embeds"][0]["description"]
    assert f"#{during.number}" in text and f"#{before.number}**" not in text and f"#{after.number}**" not in text
    def whole_log(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a session's export streams its time range, it never reads the whole log")

    monkeypatch.setattr(log_store, "export", whole_log)
    export = valid(await dispatch(log_bot, slash("session", sub("export", opt("format", "json")), **DIRECTOR)))
    assert export.last["embeds"][0]["description"] == "1 entries attached."
    assert export.last["embeds"][0]["title"] == "Log export of session №1: Tuesday pairs"
    assert [a["filename"] for a in export.last["attachments"]] == [f"sudya-log-{GUILD_ID}-session-1.json"]
    stats = valid(await dispatch(log_bot, slash("session", sub("stats"), **DIRECTOR)))
    assert stats.last["embeds"][0]["description"] == "Entries: 1"
    assert "Dan: **1**" in json.dumps(stats.last["embeds"][0]["fields"], ensure_ascii=False)
    listing = valid(await dispatch(log_bot, slash("session", sub("list"), locale="ru", **DIRECTOR)))
    assert "Tuesday pairs" in listing.last["embeds"][0]["description"]


def add_text_channel(bot: Any, channel_id: int) -> None:
    """A text channel of the server in the client's cache (what GUILD_CREATE would give)."""
    import discord

    guild = bot.get_guild(GUILD_ID)
    guild._add_channel(discord.TextChannel(state=bot._connection, guild=guild, data={
        "id": str(channel_id), "type": 0, "name": "director", "guild_id": str(GUILD_ID), "position": 1,
        "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None, "last_message_id": None,
        "rate_limit_per_user": 0}))


async def test_call_typed_elsewhere_is_posted_in_the_director_channel(log_bot, log_store, monkeypatch) -> None:
    """The call goes to the director channel, pinging only the director role; the player is told where."""
    from harness import message_payload

    await log_store.update_settings(GUILD_ID, director_role_ids=[DIRECTOR_ROLE])
    add_text_channel(log_bot, 555)
    here = in_channel(slash("td", sub("here"), **DIRECTOR))
    here["channel"]["id"] = here["channel_id"] = "555"
    valid(await dispatch(log_bot, here))
    posted: list[tuple[str, str, dict[str, Any]]] = []

    async def bot_http(route: Any, **kwargs: Any) -> Any:
        posted.append((route.method, route.url, kwargs.get("json") or {}))
        return message_payload(9999, channel_id="555")

    monkeypatch.setattr(log_bot.http, "request", bot_http)
    out = await call(log_bot)
    assert flags(out) & EPHEMERAL and "<#555>" in out.last["embeds"][0]["description"]
    [(method, url, body)] = posted
    assert method == "POST" and url.endswith("/channels/555/messages")
    assert body["content"] == f"<@&{DIRECTOR_ROLE}>" and body["allowed_mentions"] == {
        "parse": [], "roles": [DIRECTOR_ROLE]}
    assert body["embeds"][0]["title"] == "Director call №1 — table 4"
    assert [c["label"] for row in body["components"] for c in row["components"]] == ["Take", "Done"]


async def test_a_post_that_fails_is_answered_in_place(log_bot, log_store, monkeypatch) -> None:
    """The director channel deleted or forbidden: the call is not lost, it is answered where it was typed."""
    import discord

    here = in_channel(slash("td", sub("here"), **DIRECTOR))
    here["channel"]["id"] = here["channel_id"] = "556"
    valid(await dispatch(log_bot, here))
    add_text_channel(log_bot, 556)

    async def forbidden(route: Any, **kwargs: Any) -> Any:
        raise discord.Forbidden(type("R", (), {"status": 403, "reason": "Forbidden"})(), "Missing Access")

    monkeypatch.setattr(log_bot.http, "request", forbidden)
    out = await call(log_bot)
    assert not flags(out) & EPHEMERAL and out.last["embeds"][0]["title"] == "Director call №1 — table 4"


async def test_what_players_and_directors_typed_is_escaped(log_bot, log_store) -> None:
    """Call text, table and session name come back as typed: no bold, no mention-looking text in the embed."""
    typed = "**urgent** <@123456789012345678> @here"
    out = valid(await dispatch(log_bot, slash("td", sub("call", opt("table", "4_b_"), opt("text", typed)), **PLAYER)))
    embed = out.last["embeds"][0]
    assert embed["description"] == "\\*\\*urgent\\*\\* <@\u200b123456789012345678> @\u200bhere"
    assert {f["name"]: f["value"] for f in embed["fields"]}["Table"] == "4\\_b\\_"
    listing = valid(await dispatch(log_bot, slash("td", sub("list"), **DIRECTOR)))
    assert "\\*\\*urgent\\*\\*" in listing.last["embeds"][0]["description"]
    started = valid(await dispatch(log_bot, slash("session", sub("start", opt("name", "*Tue* @everyone")),
                                                  **DIRECTOR)))
    assert started.last["embeds"][0]["title"] == "Session №1 opened: \\*Tue\\* @\u200beveryone"
    listed = valid(await dispatch(log_bot, slash("session", sub("list"), **DIRECTOR)))
    assert "\\*Tue\\* @\u200beveryone" in listed.last["embeds"][0]["description"]


async def test_session_stats_count_a_freely_typed_type_with_its_own_and_list_in_utc(log_bot, log_store) -> None:
    """As /log stats: an entry whose type was typed freely ('Ренонс') counts with 'revoke', not on a line of its
    own; the session list says its times are UTC; /td list cuts a long text with an ellipsis."""
    valid(await dispatch(log_bot, slash("session", sub("start", opt("name", "Tuesday pairs")), **DIRECTOR)))
    for kind in ("revoke", "Ренонс"):
        await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                           director_name="Dan", irregularity=kind))
    stats = valid(await dispatch(log_bot, slash("session", sub("stats"), **DIRECTOR)))
    by_type = stats.last["embeds"][0]["fields"][0]["value"]
    assert by_type == "Revoke: **2**"
    listing = valid(await dispatch(log_bot, slash("session", sub("list"), **DIRECTOR)))
    assert re.search(r"\d\d:\d\d–open UTC", listing.last["embeds"][0]["description"])
    valid(await dispatch(log_bot, slash("td", sub("call", opt("table", "4"), opt("text", "x" * 80)), **PLAYER)))
    calls = valid(await dispatch(log_bot, slash("td", sub("list"), **DIRECTOR)))
    assert "x" * 59 + "…" in calls.last["embeds"][0]["description"]


async def test_log_list_and_stats_filter_by_session(log_bot, log_store) -> None:
    """/log list session:N and /log stats session:N keep the entries made while that session was open; the list's
    ▶ button keeps the session filter on the next page."""
    from bot.commands.log import PAGE_SIZE

    async def add(kind: str) -> Any:
        return await log_store.add_entry(NewEntry(guild_id=GUILD_ID, channel_id=CHANNEL_ID, director_id=DIRECTOR_ID,
                                                  director_name="Dan", irregularity=kind))

    before = await add("claim")
    valid(await dispatch(log_bot, slash("session", sub("start", opt("name", "Tuesday pairs")), **DIRECTOR)))
    during = [await add("revoke") for _ in range(PAGE_SIZE + 1)]
    valid(await dispatch(log_bot, slash("session", sub("end"), **DIRECTOR)))
    after = await add("claim")
    listed = valid(await dispatch(log_bot, slash("log", sub("list", opt("session", 1, 4)), **DIRECTOR)))
    embed = listed.last["embeds"][0]
    assert str(PAGE_SIZE + 1) in embed["title"]
    text = embed["description"]
    assert f"**#{during[-1].number}**" in text and f"**#{after.number}**" not in text
    nxt = find_component(listed.last, lambda c: c.get("label") == "▶")
    page2 = valid(await dispatch(log_bot, click(listed, nxt["custom_id"], **DIRECTOR)))
    text2 = page2.last["embeds"][0]["description"]
    assert f"**#{during[0].number}**" in text2 and f"**#{before.number}**" not in text2
    stats = valid(await dispatch(log_bot, slash("log", sub("stats", opt("session", 1, 4)), **DIRECTOR)))
    assert stats.last["embeds"][0]["description"] == f"Entries: {PAGE_SIZE + 1}"
    missing = valid(await dispatch(log_bot, slash("log", sub("list", opt("session", 9, 4)), **DIRECTOR)))
    assert flags(missing) & EPHEMERAL and "no session №9" in json.dumps(missing.last, ensure_ascii=False)
