"""/log through the console (in-process and piped into ``sudya console``), and ``log_ruling`` for the ruling UI.

cli.md: ``/log add`` accepts at least ``board:N``, ``type:…``, ``laws:"27B2 26"`` and ``notes:"…"``, and
``/log list`` shows the server's entries with their numbers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.commands.log import log_export, log_ruling
from bot.config import Config
from bot.console import Console, Who
from bot.errors import UserError
from bot.framework.context import Context
from bot.store import NewEntry, open_store

ROOT = Path(__file__).resolve().parent.parent.parent
SUDYA = [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())"]


@pytest_asyncio.fixture
async def log_store(tmp_path) -> AsyncIterator[Any]:
    store = open_store(tmp_path / "log.db", strict=True)
    yield store
    await store.aclose()


def console(store: Any, **who: Any) -> Console:
    return Console(Config(), store=store, who=Who(lang=who.pop("lang", "en"), **who))


def context(store: Any, *, director: bool = True, guild_id: int | None = 1) -> Context:
    return Context(user_id=9, user_name="Вера", guild_id=guild_id, channel_id=3, lang="en", is_director=director,
                   store=store, config=Config(), transport="test", settings=None)


async def test_add_with_the_contract_options_then_list_shows_numbers(log_store):
    c = console(log_store)
    text = await c.answer('/log add board:5 type:lead_out_of_turn laws:"27B2 26" notes:"N led, E accepted"')
    assert text.startswith("Logged as #1")
    text = await c.answer("/log add type:revoke board:9")
    assert text.startswith("Logged as #2")
    text = await c.answer("/log list")
    assert "**#2**" in text and "**#1**" in text and "Law 27B2 26" in text and "N led, E accepted" in text
    entry = await log_store.get_entry(1, 1)
    assert (entry.board, entry.laws, entry.notes, entry.irregularity) == (5, ["27B2", "26"], "N led, E accepted",
                                                                          "lead_out_of_turn")


async def test_delete_then_the_numbered_undo_restores(log_store):
    c = console(log_store)
    await c.answer("/log add type:revoke")
    text = await c.answer("/log delete 1")
    assert "1. Undo" in text
    text = await c.answer("1")
    assert "restored" in text and (await log_store.get_entry(1, 1)).version == 3


async def test_delete_twice_and_restore_of_a_live_entry_say_what_is_wrong(log_store):
    c = console(log_store, lang="ru")
    await c.answer("/log add type:revoke")
    await c.answer("/log add type:revoke")
    assert "удалена" in await c.answer("/log delete 2")
    again = await c.answer("/log delete 2")
    assert "уже удалена" in again and "нет." not in again
    edit = await c.answer("/log edit 2 notes:x")
    assert "сначала восстановите" in edit
    live = await c.answer("/log restore 1")
    assert "№1 не удалена" in live and "нет." not in live
    assert "№7 в журнале этого сервера нет" in await c.answer("/log restore 7")
    assert [v.action for v in await log_store.history(1, 2)] == ["create", "delete"]


async def test_a_page_past_the_end_is_named_and_the_last_shown(log_store):
    c = console(log_store)
    for board in range(1, 13):
        await c.answer(f"/log add type:revoke board:{board}")
    text = await c.answer("/log list page:5")
    assert "There is no page 5 (pages: 2)" in text and "Page 2/2" in text and "**#1**" in text
    text = await c.answer("/log list page:2")
    assert "There is no page" not in text and "Page 2/2" in text


async def test_a_player_console_cannot_add(log_store):
    text = await console(log_store, director=False, user_id=2).answer("/log add type:revoke")
    assert "director" in text.lower() and await log_store.count_entries(1) == 0


async def test_bad_board_is_a_worded_error(log_store):
    text = await console(log_store, lang="ru").answer("/log add type:revoke board:abc")
    assert "abc" in text and "Traceback" not in text


async def test_log_ruling_stores_the_case_and_ruling_as_given(log_store):
    case = {"type": "lead_out_of_turn", "board": 7, "offender": "W", "leader": "W"}
    ruling = {"type": "lead_out_of_turn", "laws": ["54A", "56"], "adjusted_score": "none", "steps": []}
    entry = await log_ruling(context(log_store), case, ruling, notes="from the wizard")
    assert (entry.number, entry.board, entry.laws, entry.seats) == (1, 7, ["54A", "56"], "W")
    assert entry.case == case and entry.ruling == ruling and entry.adjusted_score is None
    assert (entry.director_name, entry.channel_id, entry.notes) == ("Вера", 3, "from the wizard")
    assert (await log_ruling(context(log_store), case, ruling, board=8)).board == 8


async def test_log_ruling_is_director_only_and_server_only(log_store):
    with pytest.raises(UserError) as excinfo:
        await log_ruling(context(log_store, director=False), {"type": "revoke"}, {"laws": []})
    assert excinfo.value.code == "not_director"
    with pytest.raises(UserError) as excinfo:
        await log_ruling(context(log_store, guild_id=None), {"type": "revoke"}, {"laws": []})
    assert excinfo.value.code == "guild_only"
    assert await log_store.count_entries(1) == 0


async def test_export_files_hold_only_this_servers_entries(log_store):
    await log_store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="a",
                                       irregularity="revoke", notes="ours, «ё»"))
    await log_store.add_entry(NewEntry(guild_id=2, channel_id=1, director_id=1, director_name="b",
                                       irregularity="revoke", notes="theirs"))
    reply = await log_export(context(log_store), "both")
    csv_file, json_file = reply.files
    assert csv_file.data.startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets read the Cyrillic right
    assert "ours, «ё»" in csv_file.data.decode("utf-8-sig") and b"theirs" not in csv_file.data
    data = json.loads(json_file.data)
    assert data["guild_id"] == 1 and [e["notes"] for e in data["entries"]] == ["ours, «ё»"]
    assert reply.ephemeral


def test_piped_console_adds_and_lists(tmp_path):
    db = tmp_path / "piped.db"
    lines = '/log add board:3 type:revoke laws:"64A1" notes:"два взятки"\n/log list\n'
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("SUDYA_DB", None)
    done = subprocess.run([*SUDYA, "console", "--db", str(db), "--lang", "en"], input=lines, capture_output=True,
                          text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "Logged as #1" in done.stdout and "**#1**" in done.stdout and "Law 64A1" in done.stdout
    assert db.exists()


async def test_type_may_be_typed_as_its_label_in_either_language(log_store):
    c = console(log_store)
    await c.answer('/log add type:"Ход не в очередь"')
    await c.answer('/log add type:"lead out of turn"')
    assert "is not an irregularity type" in await c.answer('/log add type:"Slow play"')  # not the engine's
    await c.answer('/log add type:"other: slow play"')
    kinds = [e.irregularity for e in await log_store.list_entries(1)]
    assert kinds == ["other", "lead_out_of_turn", "lead_out_of_turn"]
    assert (await log_store.stats(1)).by_irregularity == {"lead_out_of_turn": 2, "other": 1}


async def test_list_shows_the_first_line_of_long_notes_only(log_store):
    c = console(log_store)
    await c.answer(f'/log add type:revoke notes:"{"x" * 100}"')
    line = next(line for line in (await c.answer("/log list")).splitlines() if line.startswith("**#1**"))
    assert line.endswith("x" * 60 + "…")


async def test_type_words_and_typos_become_the_engine_type_so_stats_count_together(log_store):
    """``type:недостаточная``, ``Недостаточное назначение``, ``insuficient bid`` are one type: insufficient_bid."""
    c = console(log_store, lang="ru")
    for typed in ("недостаточная", '"Недостаточное назначение"', '"insuficient bid"', "insufficient_bid"):
        assert (await c.answer(f"/log add board:3 type:{typed}")).startswith("Записано")
    assert {e.irregularity for e in await log_store.list_entries(1)} == {"insufficient_bid"}
    assert "Недостаточное назначение: **4**" in await c.answer("/log stats")
    assert (await log_store.stats(1)).by_irregularity == {"insufficient_bid": 4}


async def test_an_unknown_type_is_refused_with_suggestions_and_nothing_is_written(log_store):
    c = console(log_store, lang="ru")
    text = await c.answer("/log add board:3 type:foo")
    assert "«foo» не распознан" in text and "«Ход вне очереди»" in text and "Traceback" not in text
    text = await console(log_store).answer("/log add type:dummy")
    assert "“dummy” is not an irregularity type" in text and "dummy" in text.lower()
    assert await log_store.count_entries(1) == 0


async def test_other_is_accepted_and_its_words_go_to_the_notes(log_store):
    c = console(log_store, lang="ru")
    await c.answer('/log add type:"другое: карты перепутаны" notes:"стол 4"')
    entry = await log_store.get_entry(1, 1)
    assert entry.irregularity == "other" and entry.notes == "карты перепутаны\nстол 4"
    await c.answer('/log edit 1 type:"other: и ещё"')
    assert (await log_store.get_entry(1, 1)).notes == "и ещё\nкарты перепутаны\nстол 4"
    assert "Другое: **1**" in await c.answer("/log stats")


async def test_laws_are_checked_against_the_code_and_stored_canonical(log_store):
    """Laws 1–93 only, sections the 1987 code has; each bad ref is named (lawbase errors)."""
    c = console(log_store, lang="ru")
    assert "Правила 999 нет" in await c.answer('/log add type:revoke laws:"999 abc"')
    assert "«abc»" in await c.answer('/log add type:revoke laws:"27B2 abc"')
    assert "«27B5»" in await c.answer('/log add type:revoke laws:"27B5"')
    assert await log_store.count_entries(1) == 0
    await c.answer('/log add type:revoke laws:"27b2, 64A1 27B2"')
    assert (await log_store.get_entry(1, 1)).laws == ["27B2", "64A1"]
    assert "Правила 0 нет" in await c.answer('/log edit 1 laws:"0"')
    assert (await log_store.get_entry(1, 1)).version == 1


async def test_type_autocomplete_offers_names_in_the_users_language():
    from bot.commands._log_options import type_suggestions

    ru = await type_suggestions(context(None, director=True), "")
    assert len(ru) == 25 and all(s.name != s.value for s in ru if s.value != "revoke")
    ctx = context(None)
    ctx.lang = "ru"
    found = await type_suggestions(ctx, "недост")
    assert (found[0].name, found[0].value) == ("Недостаточное назначение", "insufficient_bid")
    found = await type_suggestions(ctx, "реноньс")
    assert found[0].value == "revoke" and found[0].name == "Фальшренонс"  # players' word, typo → the book's term


async def test_russian_command_and_option_names_work_in_the_console(log_store):
    c = console(log_store, lang="ru")
    assert (await c.answer('/журнал записать нарушение:ренонс сдача:3 законы:"64a1"')).startswith("Записано под №1")
    assert "сдача 3 · Фальшренонс · правило 64A1" in await c.answer("/журнал список")
    assert "Роли судей" in await c.answer("/настройки показать")


INSUFFICIENT = {"auction": "1H P", "board": 1, "irregularity": {"by": "S", "call": "1D", "type": "insufficient_bid"}}


async def test_a_ruling_logged_from_the_bot_reads_like_a_directors_log(log_store):
    """Law 27 with West's choice open: the type, seat and laws in words, the options said to be open, no engine
    codes ("possible", insufficient_bid), and the history as field-by-field changes, not JSON."""
    import engine

    ruling = engine.rule(INSUFFICIENT).to_dict()
    await log_ruling(context(log_store), INSUFFICIENT, ruling)
    stored = await log_store.get_entry(1, 1)
    assert stored.ruling == ruling and stored.case == INSUFFICIENT  # the record, intact
    c = console(log_store, lang="ru")
    text = await c.answer("/log show 1")
    assert "Нарушение: Недостаточное назначение" in text and "Нарушитель: Юг" in text
    assert "Правила: 27 18D 27A 10C1 10C2\n" in text and "27B2" not in text
    assert "ещё не был сделан" in text and "• Запад может выбрать: не принимать" in text
    for raw in ("possible", "insufficient_bid", "adjusted_score", "Исправленный результат", "{", "```"):
        assert raw not in text, raw
    await c.answer('/log edit 1 board:2 notes:"Запад не принял" adjusted:"60%/40%"')
    await c.answer("/log delete 1")
    text = await c.answer("/log show 1")
    history = text[text.index("История"):]
    assert "Сдача: 1 → 2" in history and "Заметки: — → «Запад не принял»" in history
    assert "Исправленный результат: — → 60%/40%" in history and "запись скрыта из списков" in history
    assert "Решение: записано из решения sudya" in history and "{" not in history
    en = await console(log_store).answer("/log show 1")
    assert "Board: 1 → 2" in en and "Offender: South" in en and "Irregularity: Insufficient bid" in en


async def test_an_adjusted_score_shows_only_when_given_or_required(log_store):
    """Law 12: "required" is worded (the director must award one); "possible" is no score and is not shown."""
    base = {"type": "wrong_board", "offender": None, "laws": ["15"], "options": [], "steps": []}
    await log_ruling(context(log_store), {"type": "wrong_board"}, {**base, "adjusted_score": "required"})
    await log_ruling(context(log_store), {"type": "wrong_board"}, {**base, "adjusted_score": "possible"})
    assert [e.adjusted_score for e in await log_store.list_entries(1)] == [None, None]
    c = console(log_store, lang="ru")
    assert "Исправленный результат: судья должен назначить присуждённый результат" in await c.answer("/log show 1")
    assert "Исправленный результат" not in await c.answer("/log show 2")


async def test_an_entry_logged_by_an_older_sudya_is_shown_the_same_way(log_store):
    """Entries written before this fix hold every option's laws, "possible" and "S": shown worded, not changed."""
    import engine

    ruling = engine.rule(INSUFFICIENT).to_dict()
    await log_store.add_entry(NewEntry(guild_id=1, channel_id=3, director_id=9, director_name="Вера",
                                       irregularity="insufficient_bid", board=1, seats="S", case=INSUFFICIENT,
                                       ruling=ruling, laws=ruling["laws"], adjusted_score="possible"))
    text = await console(log_store, lang="ru").answer("/log show 1")
    assert "Правила: 27 18D 27A 10C1 10C2\n" in text and "possible" not in text and "Нарушитель: Юг" in text
    assert (await log_store.get_entry(1, 1)).laws == ruling["laws"]  # the stored record is untouched


async def test_stats_count_types_typed_freely_by_an_older_sudya_with_their_type(log_store):
    for kind in ("insufficient_bid", "insufficient_bid", "недостаточная", "slow_play"):
        await log_store.add_entry(NewEntry(guild_id=1, channel_id=3, director_id=9, director_name="Вера",
                                           irregularity=kind))
    text = await console(log_store, lang="ru").answer("/log stats")
    assert "Недостаточное назначение: **3**" in text and "недостаточная" not in text and "slow_play: **1**" in text


async def test_list_by_director_takes_a_user_mention_or_a_bare_id(log_store):
    """``director`` is a user option: ``<@id>``, ``<@!id>`` or the id; the page buttons keep the filter."""
    c = console(log_store)  # user 1
    for board in range(1, 12):
        await c.answer(f"/log add type:revoke board:{board}")
    await log_store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=7, director_name="Анна",
                                       irregularity="revoke", board=30))
    for given, total in (("<@7>", 1), ("<@!7>", 1), ("7", 1), ("<@1>", 11), ("8", 0)):
        text = await c.answer(f"/log list director:{given}")
        assert f"entries: {total}" in text.splitlines()[0], given
    text = await c.answer("/log list director:1")
    assert "Page 1/2" in text and "▶" in text
    text = await c.answer("1")  # ▶: page 2 of the same director's entries
    assert "Page 2/2" in text and "**#1**" in text and "**#12**" not in text
    for wrong in ("<@&7>", "Анна", "<@x>"):  # a role mention or a name is not a user
        assert "is not a user" in await c.answer(f"/log list director:{wrong}"), wrong
