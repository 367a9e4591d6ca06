"""/td and /session in the console (the same handlers as Discord), both languages, with a real SQLite store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio

from bot.config import Config
from bot.console import Console, Who
from bot.store import NewEntry, open_store


@pytest_asyncio.fixture
async def desk_store(tmp_path) -> AsyncIterator[Any]:
    store = open_store(tmp_path / "log.db", strict=True)
    yield store
    await store.aclose()


def console(store: Any, lang: str = "en", director: bool = True, user_id: int = 9) -> Console:
    return Console(Config(), store=store, who=Who(lang=lang, director=director, user_id=user_id))


async def test_call_take_list_done_in_english(desk_store) -> None:
    player = console(desk_store, director=False, user_id=5)
    text = await player.answer('/td call table:4 board:7 text:"revoke at trick 5"')
    assert "Director call №1 — table 4" in text and "waiting for a director" in text and "Take" in text
    assert "Director call" in await player.answer("/td call 2")  # the first option may be unnamed
    refused = await player.answer("/td list")
    assert "director" in refused.lower() and "№1" not in refused
    director = console(desk_store)
    listing = await director.answer("/td list")
    assert "**№1** · table 4 · board 7" in listing and "**№2** · table 2" in listing
    taken = await director.answer("/td take 1")
    assert "taken by" in taken
    done = await director.answer("/td done number:1")
    assert "done" in done
    assert "№1" not in await director.answer("/td list")


async def test_done_links_an_entry_and_refuses_a_missing_one(desk_store) -> None:
    director = console(desk_store)
    await director.answer("/td call table:1")
    missing = await director.answer("/td done number:1 entry:99")
    assert "99" in missing and "log entry #99" not in missing
    entry = await desk_store.add_entry(NewEntry(guild_id=Who().guild_id, channel_id=1, director_id=9,
                                                director_name="Вера", irregularity="revoke"))
    assert f"log entry #{entry.number}" in await director.answer(f"/td done number:1 entry:{entry.number}")


async def test_russian_names_and_words(desk_store) -> None:
    player = console(desk_store, lang="ru", director=False, user_id=5)
    text = await player.answer('/судья вызов стол:3 сдача:12 текст:"ход не в очередь"')
    assert "Вызов судьи №1 — стол 3" in text and "ждёт судью" in text and "Взять" in text
    director = console(desk_store, lang="ru")
    assert "взял" in await director.answer("/судья взять номер:1")
    started = await director.answer('/сессия начать название:"Вторник, пары"')
    assert "Сессия №1 открыта: Вторник, пары" in started
    assert "ещё открыта" in await director.answer("/сессия начать название:x")
    ended = await director.answer("/сессия закончить")
    assert "Сессия №1 закрыта" in ended and "Записей журнала за сессию: 0." in ended
    assert "Вторник, пары" in await director.answer("/сессия список")


async def test_session_filters_the_log(desk_store) -> None:
    director = console(desk_store)
    guild = Who().guild_id
    await desk_store.add_entry(NewEntry(guild_id=guild, channel_id=1, director_id=9, director_name="A",
                                        irregularity="claim"))
    await director.answer("/session start name:Thursday")
    await director.answer("/log add type:revoke board:4")
    await director.answer("/log add type:insufficient_bid board:5")
    shown = await director.answer("/session show")
    assert "**#2**" in shown and "**#3**" in shown and "**#1**" not in shown
    stats = await director.answer("/session stats")
    assert "Entries: 2" in stats
    await director.answer("/session end")
    await director.answer("/log add type:claim")
    assert "Entries: 2" in await director.answer("/session stats number:1")
    assert "no session №5" in (await director.answer("/session show number:5")).lower()


async def test_a_deal_attached_to_a_log_entry_shows_with_it(desk_store) -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desk"))
    from deal_samples import LIN

    director = console(desk_store)
    await director.answer("/log add type:revoke board:7")
    attached = await director.answer(f'/deal attach entry:1 record:"{LIN}"')
    assert "Deal attached to log entry #1" in attached and "♠ AKQ2" in attached
    shown = await director.answer("/log show 1")
    assert "Board 7" in shown and "♠ JT9" in shown and "```" in shown
    assert "Revoke at trick 4" in await director.answer("/deal entry 1")
    assert "No deal is attached to log entry #2" in await director.answer("/deal entry 2")
    assert "99" in await director.answer(f'/deal attach entry:99 record:"{LIN}"')
    player = console(desk_store, lang="ru", director=False, user_id=5)
    assert "только турнирный директор" in await player.answer(f"/расклад приложить номер:1 запись:'{LIN}'")
    ru_director = console(desk_store, lang="ru")  # the record is «запись» as in /расклад показать, the entry «номер»
    assert "Сдача приложена к записи журнала №1" in await ru_director.answer(
        f"/расклад приложить номер:1 запись:'{LIN}'")
    ru = await ru_director.answer("/расклад из-журнала номер:1")
    assert "Сдача записи журнала №1" in ru and "Ренонс во взятке 4" in ru


async def test_the_console_shows_call_text_and_session_name_as_typed(desk_store) -> None:
    """Escaping is for Discord only: on the console the player's words come back exactly as typed."""
    player = console(desk_store, lang="ru", director=False, user_id=5)
    text = await player.answer('/td call table:4 text:"**срочно** @everyone"')
    assert "**срочно** @everyone" in text and "\\*" not in text
    director = console(desk_store, lang="ru")
    assert "Сессия №1 открыта: Вторник, *пары*" in await director.answer('/session start name:"Вторник, *пары*"')


async def test_a_player_reading_a_public_log_sees_no_hands_while_a_session_is_open(desk_store) -> None:
    """The board may still be in play at other tables: during a session only directors see an entry's deal."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desk"))
    from deal_samples import LIN

    director = console(desk_store)
    player = console(desk_store, director=False, user_id=5)
    await director.answer("/settings log-visibility value:everyone")
    await director.answer("/session start name:Friday")
    await director.answer("/log add type:revoke board:7")
    await director.answer(f'/deal attach entry:1 record:"{LIN}"')
    during = await player.answer("/log show 1")
    assert "Revoke" in during and "♠ JT9" not in during
    assert "♠ JT9" in await director.answer("/log show 1")
    await director.answer("/session end")
    assert "♠ JT9" in await player.answer("/log show 1")
