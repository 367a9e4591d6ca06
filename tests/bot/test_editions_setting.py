"""The server setting for the 2017 notes (issue 12): shown by default, ``/settings editions hide`` hides them in
/law, rulings and /search, ``show`` brings them back; only directors change it; the store keeps it per server and
an old database gets the default by migration. Also /search with 2017 words in the bot."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from harness import DIRECTOR, GUILD_ID, PLAYER_ID, dispatch, opt, slash, sub

from bot.config import Config
from bot.console import Console, Who
from bot.store import open_store
from bot.store.errors import StoreError
from lawbase import editions

PLAYER = {"user_id": PLAYER_ID, "role_ids": [78]}
NOTE_25A = editions.note("25A-unintended-call")


def text_of(out: Any) -> str:
    embed = out.last["embeds"][0]
    return "\n".join([embed.get("description", ""), *(f"{f['name']}\n{f['value']}" for f in embed.get("fields", []))])


async def test_shown_by_default_hidden_and_shown_again(log_bot: Any, log_store: Any) -> None:
    assert (await log_store.get_settings(GUILD_ID)).editions == "show"
    out = await dispatch(log_bot, slash("law", opt("ref", "25A"), locale="en-US"))
    assert NOTE_25A.note_en in text_of(out)
    await dispatch(log_bot, slash("settings", sub("editions", opt("value", "hide")), **DIRECTOR))
    assert (await log_store.get_settings(GUILD_ID)).editions == "hide"
    out = await dispatch(log_bot, slash("law", opt("ref", "25A"), locale="en-US"))
    assert NOTE_25A.note_en not in text_of(out) and "Under the 2017 Laws" not in text_of(out)
    out = await dispatch(log_bot, slash("settings", sub("editions", opt("value", "show")), **DIRECTOR))
    assert "shown" in text_of(out)
    out = await dispatch(log_bot, slash("law", opt("ref", "25A"), locale="en-US"))
    assert NOTE_25A.note_en in text_of(out)


async def test_players_cannot_change_it(log_bot: Any, log_store: Any) -> None:
    await dispatch(log_bot, slash("settings", sub("editions", opt("value", "hide")), **PLAYER))
    assert (await log_store.get_settings(GUILD_ID)).editions == "show"


async def test_the_store_refuses_other_values_and_keeps_it_per_server(log_store: Any) -> None:
    with pytest.raises(StoreError):
        await log_store.update_settings(GUILD_ID, editions="maybe")
    await log_store.update_settings(GUILD_ID, editions="hide")
    assert (await log_store.get_settings(GUILD_ID + 1)).editions == "show"
    assert (await log_store.get_settings(GUILD_ID)).editions == "hide"


async def test_hidden_in_rulings_and_search_through_the_console(tmp_path: Any) -> None:
    store = open_store(tmp_path / "log.db", strict=True)
    try:
        console = Console(Config(), store=store, who=Who(lang="en"))
        ruling = '/ruling insufficient-bid by:S call:1D board:5 auction:"1H P"'
        assert "Under the 2017 Laws" in await console.answer(ruling)
        search = await console.answer("/search comparable call")
        assert "The 1987 code has no such provision" in search and "27B1(A)" in search
        await console.answer("/settings editions hide")
        assert "Under the 2017 Laws" not in await console.answer(ruling)
        assert "2017" not in await console.answer("/search comparable call")
    finally:
        await store.aclose()


def test_an_existing_database_gets_the_default_by_migration(tmp_path: Any) -> None:
    """The column is added by a schema step: servers configured before it keep their settings and show the
    notes."""
    from bot.store.sqlite_schema import LATEST, MIGRATIONS, migrate

    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    conn.isolation_level = None
    from sqlite_utils import Database

    for version in range(LATEST - 1):
        MIGRATIONS[version](Database(conn))
        conn.execute(f"PRAGMA user_version = {version + 1}")
    conn.execute("INSERT INTO guild_settings (guild_id, director_role_ids, language, log_public, updated_at) "
                 "VALUES (7, '[]', 'ru', 1, 'x')")
    assert migrate(conn, str(path)) == LATEST
    row = conn.execute("SELECT language, log_public, editions FROM guild_settings WHERE guild_id = 7").fetchone()
    assert row == ("ru", 1, "show")
    conn.close()
