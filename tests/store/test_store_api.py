"""The RulingStore contract (issue 7), run against both backends: SQLite and a real PostgreSQL server."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bot.store import NewEntry, StoreError
from bot.store.sql_store import SqlRulingStore

G1, G2 = 111, 222


def entry(guild: int = G1, **changes) -> NewEntry:
    base = NewEntry(
        guild_id=guild, channel_id=5, director_id=7, director_name="Анна", irregularity="lead_out_of_turn",
        board=3, table="4", round="2", seats="NS 3 / EW 5", case={"type": "lead_out_of_turn", "leader": "W"},
        ruling={"headline": "54"}, laws=["54A", "56"], adjusted_score=None, notes="первый",
    )
    return replace(base, **changes)


def codes(excinfo: pytest.ExceptionInfo[StoreError]) -> str:
    return excinfo.value.code


def test_add_numbers_each_server_from_one_without_gaps(store):
    numbers = [store.add_entry(entry(G1)).number for _ in range(3)]
    other = store.add_entry(entry(G2)).number
    numbers.append(store.add_entry(entry(G1)).number)
    assert numbers == [1, 2, 3, 4]
    assert other == 1


def test_entry_round_trips_every_field(store):
    added = store.add_entry(entry(table="7", seats="N/S", adjusted_score="60/40"))
    got = store.get_entry(G1, added.number)
    assert got == added
    assert got.case == {"type": "lead_out_of_turn", "leader": "W"}
    assert got.ruling == {"headline": "54"}
    assert got.laws == ["54A", "56"]
    assert (got.table, got.round, got.seats, got.adjusted_score) == ("7", "2", "N/S", "60/40")
    assert got.director_name == "Анна" and got.version == 1 and got.deleted is False


def test_created_at_is_utc_iso(store):
    added = store.add_entry(entry())
    moment = datetime.fromisoformat(added.created_at.replace("Z", "+00:00"))
    assert moment.utcoffset() == timedelta(0)
    assert abs(datetime.now(UTC) - moment) < timedelta(minutes=1)


def test_laws_may_be_given_as_text(store):
    assert store.add_entry(entry(laws="27B2 26, 16")).laws == ["27B2", "26", "16"]


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"board": 0}, "board"),
        ({"board": "7"}, "board"),
        ({"irregularity": "  "}, "irregularity"),
        ({"case": ["not", "a", "dict"]}, "case"),
        ({"laws": [1, 2]}, "laws"),
        ({"notes": "x" * 5000}, "notes"),
        ({"guild_id": -1}, "guild_id"),
        ({"director_name": ""}, "director_name"),
    ],
)
def test_bad_input_is_a_typed_error_and_stores_nothing(store, changes, field):
    with pytest.raises(StoreError) as excinfo:
        store.add_entry(entry(**changes))
    assert codes(excinfo) == "log_bad_field" and excinfo.value.params["field"] == field
    assert store.count_entries(G1) == 0


def test_another_servers_entry_is_not_reachable_by_number(store):
    store.add_entry(entry(G1))
    with pytest.raises(StoreError) as excinfo:
        store.get_entry(G2, 1)
    assert codes(excinfo) == "log_entry_not_found"
    for call in (
        lambda: store.edit_entry(G2, 1, {"notes": "x"}, 9, "Eve"),
        lambda: store.delete_entry(G2, 1, 9, "Eve"),
        lambda: store.history(G2, 1),
    ):
        with pytest.raises(StoreError, match="log_entry_not_found"):
            call()
    assert store.get_entry(G1, 1).notes == "первый" and store.get_entry(G1, 1).version == 1


def test_filters_and_export_never_cross_servers(store):
    store.add_entry(entry(G1, board=1, irregularity="revoke", director_id=1))
    store.add_entry(entry(G2, board=1, irregularity="revoke", director_id=1))
    for filters in ({}, {"board": 1}, {"irregularity": "revoke"}, {"director_id": 1}, {"include_deleted": True}):
        assert {e.guild_id for e in store.list_entries(G2, **filters)} == {G2}
    assert [row["guild_id"] for row in store.export(G2)] == [G2]
    assert store.stats(G2).total == 1


def test_list_filters_paging_and_order(store):
    store.add_entry(entry(board=1, irregularity="revoke", director_id=1))
    store.add_entry(entry(board=2, irregularity="revoke", director_id=2))
    store.add_entry(entry(board=1, irregularity="insufficient_bid", director_id=2))
    assert [e.number for e in store.list_entries(G1)] == [3, 2, 1]
    assert [e.number for e in store.list_entries(G1, board=1)] == [3, 1]
    assert [e.number for e in store.list_entries(G1, irregularity="revoke")] == [2, 1]
    assert [e.number for e in store.list_entries(G1, director_id=2)] == [3, 2]
    assert [e.number for e in store.list_entries(G1, limit=2)] == [3, 2]
    assert [e.number for e in store.list_entries(G1, limit=2, offset=2)] == [1]
    assert store.count_entries(G1, irregularity="revoke") == 2


def test_date_filters_since_inclusive_until_exclusive(make_store):
    days = iter([datetime(2026, 1, d, 12, tzinfo=UTC) for d in (1, 2, 3)])
    store = make_store(clock=lambda: next(days))
    for _ in range(3):
        store.add_entry(entry())
    assert [e.number for e in store.list_entries(G1, since="2026-01-02")] == [3, 2]
    assert [e.number for e in store.list_entries(G1, until="2026-01-02")] == [1]
    assert [e.number for e in store.list_entries(G1, since="2026-01-02", until="2026-01-03")] == [2]
    with pytest.raises(StoreError, match="log_bad_field"):
        store.list_entries(G1, since="yesterday-ish")


def test_edit_keeps_every_old_version(store):
    store.add_entry(entry(notes="v1", board=3))
    store.edit_entry(G1, 1, {"notes": "v2"}, 8, "Борис")
    edited = store.edit_entry(G1, 1, {"board": 4, "laws": ["16B"]}, 9, "Вера")
    assert (edited.version, edited.board, edited.notes, edited.laws) == (3, 4, "v2", ["16B"])
    versions = store.history(G1, 1)
    assert [(v.version, v.action, v.editor_name) for v in versions] == [
        (1, "create", "Анна"), (2, "edit", "Борис"), (3, "edit", "Вера"),
    ]
    assert [v.content["notes"] for v in versions] == ["v1", "v2", "v2"]
    assert [v.content["board"] for v in versions] == [3, 3, 4]
    assert edited.director_name == "Анна"  # who logged it does not change with edits


def test_edit_refuses_identity_and_unknown_fields(store):
    store.add_entry(entry())
    for bad in ({"number": 5}, {"guild_id": G2}, {"director_id": 1}, {}, {"colour": "red"}):
        with pytest.raises(StoreError, match="log_bad_field"):
            store.edit_entry(G1, 1, bad, 8, "Борис")
    assert store.get_entry(G1, 1).version == 1


def test_soft_delete_hides_and_restore_brings_back(store):
    store.add_entry(entry(irregularity="revoke"))
    store.add_entry(entry())
    store.delete_entry(G1, 1, 8, "Борис")
    with pytest.raises(StoreError, match="log_entry_not_found"):
        store.get_entry(G1, 1)
    assert store.get_entry(G1, 1, include_deleted=True).deleted is True
    assert [e.number for e in store.list_entries(G1)] == [2]
    assert [e.number for e in store.list_entries(G1, include_deleted=True)] == [2, 1]
    assert store.stats(G1).by_irregularity == {"lead_out_of_turn": 1}
    assert [r["number"] for r in store.export(G1)] == [2]
    assert [r["number"] for r in store.export(G1, include_deleted=True)] == [1, 2]
    with pytest.raises(StoreError, match="log_entry_deleted"):
        store.edit_entry(G1, 1, {"notes": "x"}, 8, "Борис")
    with pytest.raises(StoreError, match="log_entry_already_deleted"):
        store.delete_entry(G1, 1, 8, "Борис")
    restored = store.restore_entry(G1, 1, 9, "Вера")
    assert restored.deleted is False and restored.irregularity == "revoke"
    with pytest.raises(StoreError, match="log_entry_not_deleted"):
        store.restore_entry(G1, 1, 9, "Вера")
    with pytest.raises(StoreError, match="log_entry_not_found"):
        store.restore_entry(G1, 99, 9, "Вера")
    assert [v.action for v in store.history(G1, 1)] == ["create", "delete", "restore"]
    assert store.add_entry(entry()).number == 3  # a deleted number is never reused


def test_stats_counts_per_type_and_director(store):
    store.add_entry(entry(irregularity="revoke", director_id=1, director_name="A"))
    store.add_entry(entry(irregularity="revoke", director_id=2, director_name="B"))
    store.add_entry(entry(irregularity="insufficient_bid", director_id=2, director_name="B"))
    stats = store.stats(G1)
    assert stats.total == 3
    assert stats.by_irregularity == {"revoke": 2, "insufficient_bid": 1}
    assert stats.by_director == [
        {"director_id": 2, "director_name": "B", "count": 2},
        {"director_id": 1, "director_name": "A", "count": 1},
    ]
    assert store.stats(G2).total == 0


def test_export_rows_have_every_column_in_order(store):
    from bot.store import EXPORT_COLUMNS

    store.add_entry(entry())
    rows = store.export(G1)
    assert list(rows[0]) == list(EXPORT_COLUMNS)
    assert rows[0]["case"] == {"type": "lead_out_of_turn", "leader": "W"}


def test_settings_default_update_and_scope(store):
    assert store.get_settings(G1).to_dict() == {
        "guild_id": G1, "director_role_ids": [], "language": None, "log_public": False, "editions": "show",
    }
    store.update_settings(G1, director_role_ids=[30, 10, 30], language="en")
    updated = store.update_settings(G1, log_public=True)
    assert (updated.director_role_ids, updated.language, updated.log_public) == ([10, 30], "en", True)
    assert store.get_settings(G1) == updated
    assert store.get_settings(G2).director_role_ids == []
    assert store.update_settings(G1, add_director_role_ids=[20, 10]).director_role_ids == [10, 20, 30]
    assert store.update_settings(G1, remove_director_role_ids=[10, 99]).director_role_ids == [20, 30]
    updated = store.update_settings(G1, director_role_ids=[10, 30])
    for bad in ({"language": "de"}, {"log_public": "yes"}, {"director_role_ids": [0]}, {"prefix": "!"}):
        with pytest.raises(StoreError, match="log_bad_field"):
            store.update_settings(G1, **bad)
    assert store.get_settings(G1) == updated


def test_a_failed_insert_leaves_no_gap(store, monkeypatch):
    store.add_entry(entry())

    def broken(*args, **kwargs):
        raise RuntimeError("disk vanished mid-transaction")

    monkeypatch.setattr(store, "_append_version", broken)
    with pytest.raises(RuntimeError):
        store.add_entry(entry())
    monkeypatch.undo()
    assert store.count_entries(G1) == 1
    assert store.add_entry(entry()).number == 2


def test_history_rows_are_append_only(store, backend):
    store.add_entry(entry())
    assert isinstance(store, SqlRulingStore)
    with pytest.raises(StoreError), store._write():
        store._exec("UPDATE entry_versions SET editor_name = ?", ("forger",))
    with pytest.raises(StoreError), store._write():
        store._exec("DELETE FROM entries")
    assert store.history(G1, 1)[0].editor_name == "Анна"


def test_reopening_keeps_data_and_schema(make_store):
    first = make_store()
    first.add_entry(entry())
    first.close()
    again = make_store()
    assert again.get_entry(G1, 1).notes == "первый"
    assert again.add_entry(entry()).number == 2
    assert again.integrity_check() == "ok"


def test_two_connections_share_numbering(make_store):
    a, b = make_store(), make_store()
    assert [a.add_entry(entry()).number, b.add_entry(entry()).number, a.add_entry(entry()).number] == [1, 2, 3]


@pytest.mark.parametrize(
    ("call", "reason"),
    [
        (lambda s: s.add_entry(entry(board=0)), "board_number"),
        (lambda s: s.add_entry(entry(notes="x" * 5000)), "too_long"),
        (lambda s: s.add_entry(entry(laws=[3])), "law_list"),
        (lambda s: s.add_entry(entry(case=[1])), "json_object"),
        (lambda s: s.add_entry(entry(irregularity="")), "required"),
        (lambda s: s.update_settings(G1, language="de"), "language"),
        (lambda s: s.update_settings(G1, log_public=1), "bool"),
        (lambda s: s.update_settings(G1, director_role_ids="5"), "role_list"),
        (lambda s: s.update_settings(G1, prefix="!"), "not_a_setting"),
        (lambda s: s.list_entries(G1, colour="red"), "not_a_filter"),
        (lambda s: s.list_entries(G1, since="soon"), "date"),
        (lambda s: s.list_entries(G1, limit=9999), "limit"),
        (lambda s: s.list_entries(G1, offset=-1), "offset"),
        (lambda s: s.list_entries(G1, director_id="me"), "positive_int"),
    ],
)
def test_every_refusal_is_worded_in_both_languages(store, call, reason):
    from bot.i18n import has, t
    from bot.render.errors import error_text

    with pytest.raises(StoreError) as excinfo:
        call(store)
    assert excinfo.value.params["reason"] == reason
    for lang in ("ru", "en"):
        assert has(f"log.reason.{reason}", lang)
        text = error_text(excinfo.value, lang)
        assert t(f"log.reason.{reason}", lang) in text and "{" not in text, text
