"""Director calls and sessions in the store (issue 15), on SQLite and PostgreSQL: numbered per server, scoped by
server, one open session at a time, a call taken by one director refused to another."""

from __future__ import annotations

import pytest

from bot.store import desk_store as desk
from bot.store.errors import StoreError

G1, G2 = 111, 222


def test_calls_numbered_per_server_and_listed_oldest_first(store) -> None:
    a = desk.open_call(store, G1, 5, 30, "Anna", "4", 7, "revoke?")
    b = desk.open_call(store, G1, 5, 31, "Boris", "2", None, "")
    c = desk.open_call(store, G2, 6, 30, "Anna", "1", 1, "x")
    assert (a.number, b.number, c.number) == (1, 2, 1)
    assert [x.number for x in desk.list_calls(store, G1)] == [1, 2]
    assert a.status == "open" and a.board == 7 and a.table_no == "4" and a.text == "revoke?"
    with pytest.raises(StoreError) as err:
        desk.get_call(store, G2, 2)
    assert err.value.code == "call_not_found"


def test_take_then_done_with_a_log_entry(store) -> None:
    desk.open_call(store, G1, 5, 30, "Anna", "4", 7, "")
    taken = desk.take_call(store, G1, 1, 77, "Director Dan")
    assert taken.status == "taken" and taken.taken_by_name == "Director Dan" and taken.taken_at
    assert desk.take_call(store, G1, 1, 77, "Director Dan").status == "taken"  # again by him: no change
    with pytest.raises(StoreError) as err:
        desk.take_call(store, G1, 1, 78, "Eve")
    assert err.value.code == "call_taken" and err.value.params["name"] == "Director Dan"
    done = desk.close_call(store, G1, 1, 77, "Director Dan", entry_number=12)
    assert done.status == "done" and done.entry_number == 12 and done.closed_at
    assert desk.list_calls(store, G1) == []
    with pytest.raises(StoreError) as err:
        desk.take_call(store, G1, 1, 77, "Director Dan")
    assert err.value.code == "call_closed"
    assert desk.close_call(store, G1, 1, 77, "Dan", entry_number=13).entry_number == 13  # relinked later


def test_done_without_taking_records_who_took_it(store) -> None:
    desk.open_call(store, G1, 5, 30, "Anna", "4", None, "")
    done = desk.close_call(store, G1, 1, 77, "Dan")
    assert done.taken_by_id == 77 and done.status == "done"


def test_one_open_session_per_server_and_calls_belong_to_it(store) -> None:
    first = desk.start_session(store, G1, "Вторник, пары", 77, "Dan")
    assert first.number == 1 and first.is_open and desk.current_session(store, G1) == first
    with pytest.raises(StoreError) as err:
        desk.start_session(store, G1, "again", 77, "Dan")
    assert err.value.code == "session_already_open" and err.value.params["name"] == "Вторник, пары"
    assert desk.start_session(store, G2, "other club", 5, "X").number == 1  # servers are apart
    call = desk.open_call(store, G1, 5, 30, "Anna", "4", None, "")
    assert call.session_number == 1
    ended = desk.end_session(store, G1, 77, "Dan")
    assert not ended.is_open and ended.ended_by_name == "Dan" and ended.ended_at >= ended.started_at
    assert desk.current_session(store, G1) is None
    with pytest.raises(StoreError) as err:
        desk.end_session(store, G1, 77, "Dan")
    assert err.value.code == "session_none_open"
    assert desk.start_session(store, G1, "Четверг", 77, "Dan").number == 2
    assert [s.number for s in desk.list_sessions(store, G1)] == [2, 1]
    assert desk.open_call(store, G1, 5, 30, "Anna", "1", None, "").session_number == 2


def test_desk_settings(store) -> None:
    assert desk.get_desk(store, G1) == desk.DeskSettings(G1)
    desk.set_desk(store, G1, director_channel_id=999, ping_role_id=77)
    assert desk.get_desk(store, G1) == desk.DeskSettings(G1, 999, 77)
    assert desk.get_desk(store, G2).director_channel_id is None
    desk.set_desk(store, G1, ping_role_id=None)
    assert desk.get_desk(store, G1).ping_role_id is None


def test_counters_survive_a_second_connection(make_store) -> None:
    """Another process (its own connection) continues the numbering."""
    one, two = make_store(), make_store()
    desk.open_call(one, G1, 5, 30, "A", "1", None, "")
    assert desk.open_call(two, G1, 5, 30, "A", "2", None, "").number == 2


def test_two_directors_starting_at_once_get_one_session(make_store, backend) -> None:
    """Concurrent starts from two connections (two processes, each with its own): exactly one session opens, the
    other is refused with a worded error, and the numbering stays gapless."""
    import threading

    from bot.store.pg_store import PgRulingStore
    from bot.store.sqlite_store import SqliteRulingStore

    make_store()  # the schema, once
    results: list[object] = []
    barrier = threading.Barrier(2)

    def start(name: str) -> None:
        own = PgRulingStore(make_store.target) if backend == "postgres" else SqliteRulingStore(make_store.target)
        try:
            barrier.wait()
            results.append(desk.start_session(own, G1, name, 77, "Dan").number)
        except StoreError as exc:
            results.append(exc.code)
        finally:
            own.close()

    threads = [threading.Thread(target=start, args=(f"s{i}",)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(map(str, results)) == ["1", "session_already_open"]
    store = make_store()
    desk.end_session(store, G1, 77, "Dan")
    assert desk.start_session(store, G1, "next", 77, "Dan").number == 2


def test_deal_attached_to_a_log_entry_per_server(store) -> None:
    deal = {"board": 7, "hands": {"N": {"S": "AKQ2", "H": "", "D": "", "C": ""}}}
    desk.attach_deal(store, G1, 3, deal, 77, "Dan")
    assert desk.get_deal(store, G1, 3) == deal
    assert desk.get_deal(store, G2, 3) is None and desk.get_deal(store, G1, 4) is None
    desk.attach_deal(store, G1, 3, {**deal, "board": 8}, 77, "Dan")  # a new attach replaces the old one
    assert desk.get_deal(store, G1, 3)["board"] == 8
