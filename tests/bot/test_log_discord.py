"""/log and /settings through the real CommandTree (offline harness), with a real SQLite-backed store.

Covers issue 7's permission rules (a non-director cannot add, edit, delete or export; players read only a public
log), server scoping (another server's entry is unreachable by number, filter or export), paging, the export
attachments, autocomplete and both languages. Every recorded body is validated against Discord's schema.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest
from harness import (
    DIRECTOR,
    DIRECTOR_ID,
    EPHEMERAL,
    GUILD_ID,
    PLAYER,
    click,
    dispatch,
    find_component,
    make_bot,
    opt,
    slash,
    sub,
)
from mentions import user_opt, with_user
from schemas import assert_valid_message, assert_valid_response

from bot.store import NewEntry, open_store

OTHER_GUILD = 999


def _snowflake_ids(body: dict[str, Any]) -> dict[str, Any]:
    """discord.py numbers new attachments with int ids (0, 1, …), which Discord accepts; the vendored schema
    types every id as a snowflake string, so compare with the ids as strings."""
    attachments = [dict(a, id=str(a["id"])) for a in body.get("attachments") or []]
    return dict(body, attachments=attachments) if attachments else body


def valid(out: Any) -> Any:
    """Every recorded body valid for Discord; returns ``out`` for chaining."""
    for body in out.responses:
        assert_valid_response(body)
    for body in out.followups:
        assert_valid_message(_snowflake_ids(body))
    return out


def flags(out: Any) -> int:
    return out.responses[0].get("data", {}).get("flags", 0) or 0


def embed(out: Any) -> dict[str, Any]:
    return out.last["embeds"][0]


async def log(bot: Any, name: str, *options: dict[str, Any], who: dict[str, Any] = DIRECTOR, **kw: Any) -> Any:
    return valid(await dispatch(bot, slash("log", sub(name, *options), **who, **kw)))


async def add(bot: Any, board: int = 5, kind: str = "lead_out_of_turn", **kw: Any) -> Any:
    return await log(bot, "add", opt("type", kind), opt("board", board, 4), opt("laws", "27B2 26"),
                     opt("notes", "N led"), **kw)


def other_entry() -> NewEntry:
    return NewEntry(guild_id=OTHER_GUILD, channel_id=1, director_id=5, director_name="elsewhere",
                    irregularity="revoke", board=5, notes="secret of another club")


async def test_director_logs_a_ruling_by_hand(log_bot, log_store):
    out = await add(log_bot)
    assert out.responses[0]["type"] == 4 and not flags(out) & EPHEMERAL
    assert embed(out)["title"] == "Logged as #1"
    entry = await log_store.get_entry(GUILD_ID, 1)
    assert (entry.director_id, entry.board, entry.laws, entry.notes) == (DIRECTOR_ID, 5, ["27B2", "26"], "N led")
    assert (entry.guild_id, entry.irregularity) == (GUILD_ID, "lead_out_of_turn")


async def test_add_with_table_round_seats_and_adjusted_score(log_bot, log_store):
    await log(log_bot, "add", opt("type", "Revoke"), opt("table", "4"), opt("round", "2"), opt("seats", "NS 3"),
              opt("adjusted", "60/40"))
    entry = await log_store.get_entry(GUILD_ID, 1)
    assert (entry.irregularity, entry.table, entry.round, entry.seats, entry.adjusted_score) == (
        "revoke", "4", "2", "NS 3", "60/40")


@pytest.mark.parametrize("name,options", [
    ("add", [opt("type", "revoke")]),
    ("edit", [opt("number", 1, 4), opt("notes", "forged")]),
    ("delete", [opt("number", 1, 4)]),
    ("restore", [opt("number", 1, 4)]),
    ("export", []),
])
async def test_a_player_cannot_change_or_export_the_log(log_bot, log_store, name, options):
    await add(log_bot)
    await log_store.update_settings(GUILD_ID, log_public=True)  # even a public log is read-only for players
    out = await log(log_bot, name, *options, who=PLAYER)
    assert flags(out) & EPHEMERAL
    assert "director" in json.dumps(out.last).lower()
    assert "attachments" not in out.last or not out.last["attachments"]
    entry = await log_store.get_entry(GUILD_ID, 1)
    assert (entry.version, entry.notes, await log_store.count_entries(GUILD_ID)) == (1, "N led", 1)


async def test_players_read_only_when_the_server_allows_it(log_bot, log_store):
    await add(log_bot)
    for name, options in (("list", []), ("show", [opt("number", 1, 4)]), ("stats", [])):
        out = await log(log_bot, name, *options, who=PLAYER)
        assert flags(out) & EPHEMERAL and "directors only" in out.last["embeds"][0]["description"]
    await log_store.update_settings(GUILD_ID, log_public=True)
    out = await log(log_bot, "list", who=PLAYER)
    assert "#1" in embed(out)["description"] and not flags(out) & EPHEMERAL


async def test_another_servers_entry_is_unreachable(log_bot, log_store):
    await log_store.add_entry(other_entry())
    out = await log(log_bot, "show", opt("number", 1, 4))
    assert flags(out) & EPHEMERAL and "no entry #1" in embed(out)["description"]
    out = await log(log_bot, "list", opt("board", 5, 4))
    assert "secret" not in json.dumps(out.last) and "No entries." in embed(out)["description"]
    out = await log(log_bot, "edit", opt("number", 1, 4), opt("notes", "x"))
    assert flags(out) & EPHEMERAL
    out = await log(log_bot, "export", opt("format", "json"))
    assert [a["filename"] for a in out.last["attachments"]] == [f"sudya-log-{GUILD_ID}-{date.today()}.json"]
    assert "0 entries" in embed(out)["description"]
    assert (await log_store.get_entry(OTHER_GUILD, 1)).notes == "secret of another club"
    assert await log_store.export(GUILD_ID) == []


async def test_export_attaches_csv_and_json_privately_after_deferring(log_bot, log_store):
    await add(log_bot)
    out = await log(log_bot, "export")
    assert out.responses[0]["type"] == 5 and out.responses[0]["data"]["flags"] & EPHEMERAL
    names = [a["filename"] for a in out.last["attachments"]]
    assert len(names) == 2 and names[0].endswith(".csv") and names[1].endswith(".json")
    assert "1 entries" in out.last["embeds"][0]["description"]


async def test_show_has_the_history_and_edit_keeps_the_old_version(log_bot, log_store):
    await add(log_bot)
    out = await log(log_bot, "edit", opt("number", 1, 4), opt("notes", "E led, not N"))
    assert embed(out)["title"] == "Ruling #1 changed"
    out = await log(log_bot, "show", opt("number", 1, 4))
    text = json.dumps(out.last, ensure_ascii=False)
    assert "E led, not N" in text
    history = await log_store.history(GUILD_ID, 1)
    assert [v.content["notes"] for v in history] == ["N led", "E led, not N"]


async def test_edit_without_changes_is_refused(log_bot):
    await add(log_bot)
    out = await log(log_bot, "edit", opt("number", 1, 4))
    assert flags(out) & EPHEMERAL and "Nothing to change" in embed(out)["description"]


async def test_delete_then_undo_button_restores(log_bot, log_store):
    await add(log_bot)
    out = await log(log_bot, "delete", opt("number", 1, 4))
    assert embed(out)["title"] == "Ruling #1 deleted"
    assert await log_store.count_entries(GUILD_ID) == 0
    button = find_component(out.last, lambda c: c.get("label") == "Undo")
    out2 = valid(await dispatch(log_bot, click(out, button["custom_id"], **DIRECTOR)))
    assert "restored" in out2.last["embeds"][0]["title"]
    assert (await log_store.get_entry(GUILD_ID, 1)).deleted is False


async def test_list_filters_and_pages_with_buttons(log_bot, log_store):
    for board in range(1, 13):
        await add(log_bot, board=board, kind="revoke" if board % 2 else "lead_out_of_turn")
    out = await log(log_bot, "list")
    assert embed(out)["footer"]["text"] == "Page 1/2" and "#12" in embed(out)["description"]
    nxt = find_component(out.last, lambda c: c.get("label") == "▶")
    out2 = valid(await dispatch(log_bot, click(out, nxt["custom_id"], **DIRECTOR)))
    assert out2.responses[0]["type"] == 7
    page2 = out2.last["embeds"][0]
    assert page2["footer"]["text"] == "Page 2/2" and page2["description"].splitlines()[-1].startswith("**#1**")
    out = await log(log_bot, "list", opt("type", "revoke"))
    assert "— entries: 6" in embed(out)["title"]
    out = await log(log_bot, "list", opt("board", 4, 4))
    assert embed(out)["description"].startswith("**#4**")
    body = slash("log", sub("list", user_opt("director", DIRECTOR_ID), opt("since", "2000-01-01")), **DIRECTOR)
    out = valid(await dispatch(log_bot, with_user(body, DIRECTOR_ID)))  # type 6, the member in data.resolved
    assert "entries: 12" in embed(out)["title"]
    body = slash("log", sub("list", user_opt("director", 999)), **DIRECTOR)
    out = valid(await dispatch(log_bot, with_user(body, 999, member=False)))  # a user who left: no member data
    assert "entries: 0" in embed(out)["title"]
    out = await log(log_bot, "list", opt("until", "2000-01-01"))
    assert "entries: 0" in embed(out)["title"]
    out = await log(log_bot, "list", opt("since", "someday"))
    assert flags(out) & EPHEMERAL and "YYYY-MM-DD" in embed(out)["description"]


async def test_stats_counts_per_type_and_director(log_bot):
    await add(log_bot, kind="revoke")
    await add(log_bot, kind="revoke")
    await add(log_bot, kind="claim")
    out = await log(log_bot, "stats")
    fields = {f["name"]: f["value"] for f in embed(out)["fields"]}
    assert "Revoke: **2**" in fields["By irregularity"] and "**3**" in fields["By director"]


async def test_type_autocomplete_offers_engine_types(log_bot):
    body = slash("log", sub("add", opt("type", "revo", focused=True)), autocomplete=True, **DIRECTOR)
    out = await dispatch(log_bot, body)
    assert out.responses[0]["type"] == 8
    values = [c["value"] for c in out.responses[0]["data"]["choices"]]
    assert "revoke" in values and len(values) <= 25
    body = slash("log", sub("add", opt("type", "ход не", focused=True)), autocomplete=True, locale="ru", **DIRECTOR)
    choices = (await dispatch(log_bot, body)).responses[0]["data"]["choices"]
    assert choices[0] == {"name": "Ход вне очереди", "value": "lead_out_of_turn"}  # the name, not the code


async def test_log_in_russian(log_bot):
    out = await add(log_bot, locale="ru")
    assert embed(out)["title"] == "Записано под №1"
    out = await log(log_bot, "show", opt("number", 7, 4), locale="ru")
    assert "Записи №7" in embed(out)["description"]


async def test_store_failure_is_a_worded_private_error_not_a_crash(tmp_path):
    path = tmp_path / "log.db"
    path.write_bytes(b"not a database" * 100)
    store = open_store(path)
    bot = await make_bot(store)
    try:
        out = valid(await dispatch(bot, slash("log", sub("list"), **DIRECTOR)))
        assert flags(out) & EPHEMERAL and "damaged" in embed(out)["description"]
        out = valid(await dispatch(bot, slash("board", opt("number", 7, 4))))
        assert embed(out)["title"] == "Board 7"  # the rest of the bot works
    finally:
        await bot.close()
        await store.aclose()
    assert path.read_bytes() == b"not a database" * 100


async def test_the_log_this_ruling_button_writes_to_the_real_log(log_bot, log_store):
    from ruling_helpers import press, text_of

    ruling = valid(await dispatch(log_bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                               opt("board", 5, 4), opt("auction", "1H P")),
                                                 **DIRECTOR)))
    refused = await press(log_bot, ruling, "Log this ruling", **PLAYER)
    assert flags(refused) & EPHEMERAL and await log_store.count_entries(GUILD_ID) == 0
    done = await press(log_bot, ruling, "Log this ruling", **DIRECTOR)
    assert "#1" in text_of(done)
    entry = await log_store.get_entry(GUILD_ID, 1)
    assert (entry.irregularity, entry.board, entry.director_id) == ("insufficient_bid", 5, DIRECTOR_ID)
    assert entry.ruling["type"] == "insufficient_bid" and entry.case["irregularity"]["call"] == "1D"
    # Law 27 with West's choice still open: the ruling's own laws (18D, 27A, 10C), not every option's (27B…, 26A2)
    assert entry.laws == ["27", "18D", "27A", "10C1", "10C2"] and len(entry.ruling["laws"]) > len(entry.laws)
    assert entry.adjusted_score is None and entry.seats == "S"  # "possible" is no score; the record keeps "S"
    shown = await log(log_bot, "show", opt("number", 1, 4), locale="ru")
    fields = {f["name"]: f["value"] for f in embed(shown)["fields"]}
    assert fields["Нарушение"] == "Недостаточное назначение" and fields["Нарушитель"] == "Юг"
    assert fields["Правила"] == "27 18D 27A 10C1 10C2" and "Исправленный результат" not in fields
    assert "Запад может выбрать: принять" in fields["Выбор"] and "insufficient_bid" not in str(shown.last)
    assert "possible" not in str(shown.last) and "```json" not in str(shown.last)


async def test_log_and_settings_have_russian_names_and_descriptions_everywhere():
    """Like every other command: /журнал, /настройки and each subcommand and option named and described in Russian;
    no option description shows a code such as lead_out_of_turn."""
    from bot.config import Config
    from bot.discord.sync import dry_run

    payload = {c["name"]: c for c in await dry_run(Config())}
    assert payload["log"]["name_localizations"]["ru"] == "журнал"
    assert payload["settings"]["name_localizations"]["ru"] == "настройки"
    seen = 0
    for top in ("log", "settings"):
        for child in payload[top]["options"]:
            for item in (child, *child.get("options", [])):
                assert item.get("name_localizations", {}).get("ru"), (top, item["name"])
                assert item.get("description_localizations", {}).get("ru"), (top, item["name"])
                assert "_" not in item["description_localizations"]["ru"], item["description_localizations"]
                seen += 1
    assert seen > 40


async def test_show_echoes_notes_escaped_on_discord(log_bot):
    """Notes are typed by a person: /log show cannot be made to format or ping with them (#13)."""
    await add(log_bot)
    await log(log_bot, "edit", opt("number", 1, 4), opt("notes", "**bold** @everyone"))
    out = await log(log_bot, "show", opt("number", 1, 4))
    text = json.dumps(out.last, ensure_ascii=False)
    assert "\\\\*\\\\*bold\\\\*\\\\*" in text and "@everyone" not in text
