"""The log at scale (issue 13), both backends: keyset pages, counts from maintained aggregates, bounded counts,
stats that follow every write, the v1 → v2 migration (backfill) and query plans that use the list indexes."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bot.store import NewEntry, StoreError
from bot.store.sqlite_store import SqliteRulingStore

G1, G2 = 111, 222


class Clock:
    """A clock that moves one minute per call, or stays put (equal times must still page in number order)."""

    def __init__(self, step: int = 60) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)
        self.step = step

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=self.step)
        return self.now


def entry(guild: int = G1, **changes) -> NewEntry:
    base = NewEntry(guild_id=guild, channel_id=5, director_id=7, director_name="Анна", irregularity="revoke",
                    board=3, laws=["64A1"])
    return replace(base, **changes)


def fill(store, n: int, guild: int = G1) -> None:
    for i in range(n):
        store.add_entry(entry(guild, board=1 + i % 4, irregularity=("revoke", "lead_out_of_turn")[i % 2],
                              director_id=1 + i % 3, director_name=f"TD{i % 3}"))


@pytest.mark.parametrize("step", [60, 0])
def test_keyset_pages_walk_the_whole_log_once_both_ways(make_store, step):
    store = make_store(clock=Clock(step))
    fill(store, 23)
    fill(store, 5, G2)
    pages, cursor = [], None
    while True:
        page = store.list_entries(G1, limit=10, after=cursor)
        if not page:
            break
        pages.append([e.number for e in page])
        cursor = page[-1].number
    assert pages == [list(range(23, 13, -1)), list(range(13, 3, -1)), [3, 2, 1]]
    back = store.list_entries(G1, limit=10, before=pages[2][0])
    assert [e.number for e in back] == pages[1]
    assert [e.number for e in store.list_entries(G1, limit=10, before=pages[1][0])] == pages[0]
    assert store.list_entries(G1, limit=10, before=23) == []


def test_keyset_keeps_filters_and_skips_deleted(make_store):
    store = make_store(clock=Clock())
    fill(store, 40)
    store.delete_entry(G1, 37, 1, "x")
    boards = store.list_entries(G1, board=1, limit=3)
    assert [e.number for e in boards] == [33, 29, 25]
    nxt = store.list_entries(G1, board=1, limit=3, after=25)
    assert [e.number for e in nxt] == [21, 17, 13]
    assert all(e.board == 1 for e in nxt)
    assert [e.number for e in store.list_entries(G1, board=1, limit=3, before=21)] == [33, 29, 25]


def test_cursor_of_another_server_is_not_found(make_store):
    store = make_store()
    fill(store, 3)
    with pytest.raises(StoreError) as caught:
        store.list_entries(G2, after=2)
    assert caught.value.code == "log_entry_not_found"


def test_older_entry_given_a_later_number_lists_by_its_time(make_store):
    """An entry restored by import keeps its date and gets a new number: newest first means by time."""
    clock = Clock()
    store = make_store(clock=clock)
    fill(store, 2)
    clock.now = datetime(2025, 1, 1, tzinfo=UTC)
    store.add_entry(entry())
    assert [e.number for e in store.list_entries(G1)] == [2, 1, 3]


def test_counts_follow_adds_edits_deletes_and_restores(make_store):
    store = make_store()
    fill(store, 12)
    fill(store, 4, G2)
    assert store.count_entries(G1) == 12
    assert store.count_entries(G1, irregularity="revoke") == 6
    assert store.count_entries(G1, director_id=1) == 4
    assert store.count_entries(G1, irregularity="revoke", director_id=1) == 2
    store.delete_entry(G1, 1, 9, "x")  # revoke, director 1
    store.edit_entry(G1, 2, {"irregularity": "revoke"}, 9, "x")  # lead_out_of_turn -> revoke, director 2
    store.edit_entry(G1, 3, {"notes": "n"}, 9, "x")
    assert store.count_entries(G1) == 11
    assert store.count_entries(G1, irregularity="revoke") == 6
    assert store.count_entries(G1, irregularity="lead_out_of_turn") == 5
    stats = store.stats(G1)
    assert stats.total == 11 and stats.by_irregularity == {"revoke": 6, "lead_out_of_turn": 5}
    assert {d["director_id"]: d["count"] for d in stats.by_director} == {1: 3, 2: 4, 3: 4}
    store.restore_entry(G1, 1, 9, "x")
    assert store.stats(G1).by_irregularity == {"revoke": 7, "lead_out_of_turn": 5}
    assert store.stats(G2).total == 4
    # the aggregate agrees with a count of the rows themselves
    assert store.count_entries(G1, board=1) == len(store.list_entries(G1, board=1, limit=500))
    assert store.count_entries(G1, include_deleted=True) == 12


def test_count_with_a_cap_stops_counting(make_store):
    store = make_store()
    fill(store, 30)
    assert store.count_entries(G1, board=1, cap=5) == 6  # more than 5
    assert store.count_entries(G1, board=1, cap=50) == 8
    assert store.count_entries(G1, since="2000-01-01", cap=10) == 11


def test_migration_from_v1_backfills_counts_and_replaces_indexes(tmp_path):
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    from sqlite_utils import Database

    from bot.store import sqlite_schema

    sqlite_schema.MIGRATIONS[0](Database(conn))
    conn.execute("PRAGMA user_version = 1")
    for i in range(5):
        conn.execute("INSERT INTO entries (guild_id, number, channel_id, director_id, director_name, created_at, "
                     "updated_at, irregularity, deleted) VALUES (?, ?, 1, ?, 'TD', ?, ?, ?, ?)",
                     (G1, i + 1, i % 2, f"2025-01-0{i + 1}T00:00:00.000000Z", "x", "revoke", int(i == 4)))
    conn.close()
    store = SqliteRulingStore(path)
    assert store.stats(G1).total == 4
    assert store.stats(G1).by_director == [{"director_id": 0, "director_name": "TD", "count": 2},
                                           {"director_id": 1, "director_name": "TD", "count": 2}]
    names = {r["name"] for r in store._rows("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "entries_live_board" in names and "idx_entries_guild_id_board" not in names
    store.close()


@pytest.mark.parametrize("filters", [{}, {"board": 3}, {"irregularity": "revoke"}, {"director_id": 2},
                                     {"board": 3, "irregularity": "revoke"}, {"director_id": 2, "since": "2020-01-01"}])
def test_list_page_ids_come_from_one_covering_index_in_order(make_store, backend, filters):
    """The page's ids are picked inside a list index, in its order (no sort of the matches, no table reads for
    rows that do not match, even with two filters); only the page's rows are then read by id."""
    store = make_store()
    fill(store, 5)
    where, params = store._where(G1, filters)
    sql = (f"SELECT id FROM entries WHERE {where} AND (created_at, number) < (?, ?) "
           "ORDER BY created_at DESC, number DESC LIMIT 11")
    params += ["9999", 10**9]
    with store._write():  # a transaction on both backends, so SET LOCAL holds for the EXPLAIN
        if backend == "sqlite":
            plan = " ".join(str(r["detail"]) for r in store._rows("EXPLAIN QUERY PLAN " + sql, tuple(params)))
            assert "USING COVERING INDEX entries_live" in plan and "TEMP B-TREE" not in plan, plan
        else:
            store._exec("SET LOCAL enable_seqscan = off")
            store._exec("SET LOCAL enable_bitmapscan = off")
            plan = " ".join(r["QUERY PLAN"] for r in store._rows("EXPLAIN " + sql, tuple(params)))
            assert "Index Only Scan" in plan and "entries_live" in plan and "Sort" not in plan, plan


def test_cursor_outside_the_date_window_still_pages_right(make_store):
    """◀ ▶ after changing nothing but the dates: a cursor newer (or older) than the window bounds nothing."""
    store = make_store(clock=Clock(3600))
    fill(store, 48)  # one an hour, 2026-01-01 01:00 … 2026-01-03 00:00
    window = {"since": "2026-01-01T05:00:00+00:00", "until": "2026-01-01T10:00:00+00:00"}
    inside = [e.number for e in store.list_entries(G1, **window)]
    assert inside == [9, 8, 7, 6, 5]
    assert [e.number for e in store.list_entries(G1, after=40, **window)] == inside
    assert [e.number for e in store.list_entries(G1, before=2, **window)] == inside
    assert [e.number for e in store.list_entries(G1, after=2, **window)] == []
    assert [e.number for e in store.list_entries(G1, after=7, limit=1, **window)] == [6]
    assert [e.number for e in store.list_entries(G1, before=7, limit=1, **window)] == [8]


def test_export_reads_one_snapshot_while_another_connection_writes(make_store):
    """An export started before others write shows the log as it was when it started (chunks of 1,000 are read
    in one snapshot: REPEATABLE READ on PostgreSQL, a WAL read transaction on SQLite)."""
    reader, writer = make_store(), make_store()
    fill(writer, 1500)
    rows = reader.export_rows(G1)
    first = next(rows)
    fill(writer, 700)
    writer.delete_entry(G1, 1400, 9, "x")
    rest = list(rows)
    assert first["number"] == 1 and len(rest) == 1499 and rest[-1]["number"] == 1500
    assert len(list(reader.export_rows(G1))) == 2199  # a new export sees the writes
    assert reader.count_entries(G1) == 2199
