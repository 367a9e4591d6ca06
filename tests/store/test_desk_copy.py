"""``sudya log copy`` (and the PostgreSQL backup, which is a copy) carries the director's desk too: calls with who
took and closed them, sessions, the desk settings, the per-server numbers (the next call and session go on where
they stopped) and the deals attached to log entries. Both directions, SQLite ⇄ PostgreSQL."""

from __future__ import annotations

import pytest
from test_store_copy import other_side  # noqa: F401  (fixture: an empty store of the other backend)

from bot.store import NewEntry, StoreError
from bot.store import desk_store as desk
from bot.store.copy import DESK_TABLES, copy_log

DEAL = {"board": 7, "dealer": "S", "vul": "both", "hands": {"N": None, "E": None, "S": None, "W": None},
        "auction": ["1S", "P", "P", "P"], "play": [], "contract": "1S", "declarer": "S", "analysis": None}


def fill_desk(store) -> None:
    entry = store.add_entry(NewEntry(guild_id=1, channel_id=4, director_id=5, director_name="Анна",
                                     irregularity="revoke", board=7))
    desk.set_desk(store, 1, director_channel_id=40, ping_role_id=50)
    session = desk.start_session(store, 1, "Вторник, пары", 5, "Анна")
    desk.open_call(store, 1, 4, 8, "Глеб", "4", 7, "ренонс")
    desk.open_call(store, 1, 4, 9, "Вера", "2", None, "")
    desk.take_call(store, 1, 1, 5, "Анна")
    desk.close_call(store, 1, 1, 5, "Анна", entry.number)
    desk.end_session(store, 1, 5, "Анна")
    desk.open_call(store, 2, 6, 8, "Kate", "1", 3, "claim")
    desk.attach_deal(store, 1, entry.number, DEAL, 5, "Анна")
    assert session.number == 1


def desk_view(store) -> dict:
    return {guild: {"settings": desk.get_desk(store, guild), "calls": desk.list_calls(store, guild, ("open", "taken",
                                                                                                       "done")),
                    "sessions": desk.list_sessions(store, guild, 10), "deal": desk.get_deal(store, guild, 1)}
            for guild in (1, 2)}


def test_copy_carries_the_desk(make_store, other_side) -> None:  # noqa: F811
    source = make_store()
    fill_desk(source)
    counts = copy_log(source, other_side)
    assert {t: counts[t] for t in DESK_TABLES} == {"desk_settings": 1, "desk_counters": 3, "director_calls": 3,
                                                   "desk_sessions": 1, "entry_deals": 1}
    assert desk_view(other_side) == desk_view(source)
    assert desk_view(other_side)[1]["calls"][0].entry_number == 1  # the link to the ruling's entry survives
    assert desk.open_call(other_side, 1, 4, 8, "Глеб", "5", None, "").number == 3  # numbering goes on
    assert desk.start_session(other_side, 1, "Четверг", 5, "Анна").number == 2


def test_a_target_holding_only_desk_rows_is_refused(make_store, other_side) -> None:  # noqa: F811
    source = make_store()
    fill_desk(source)
    desk.open_call(other_side, 9, 1, 1, "x", "1", None, "")
    with pytest.raises(StoreError, match="store_copy_target_not_empty"):
        copy_log(source, other_side)
