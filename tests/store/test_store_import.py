"""``sudya log import`` and the streamed export (issue 13), both backends: a JSON export restores into a server with
new numbers and its history; a malformed file or entry is refused with a clear error and nothing is written."""

from __future__ import annotations

import io
import json

import pytest

from bot.cli import main
from bot.store import NewEntry, StoreError
from bot.store.export import csv_bytes, to_json, write_csv, write_json
from bot.store.jsonstream import ExportReader

G1, G2 = 111, 222


def add(store, guild: int = G1, **fields) -> None:
    base = {"channel_id": 5, "director_id": 7, "director_name": "Анна", "irregularity": "revoke", "board": 3,
            "laws": ["64A1"], "notes": "«ё»", "case": {"type": "revoke"}}
    store.add_entry(NewEntry(guild_id=guild, **{**base, **fields}))


def exported(store, guild: int = G1) -> str:
    out = io.BytesIO()
    write_json(guild, store.export_rows(guild, include_deleted=True, history=True), out)
    return out.getvalue().decode("utf-8")


def test_export_restores_with_new_numbers_and_history(store):
    for i in range(4):
        add(store, notes=f"n{i}")
    store.edit_entry(G1, 2, {"notes": "changed", "irregularity": "lead_out_of_turn"}, 9, "Борис")
    store.delete_entry(G1, 3, 9, "Борис")
    add(store, G2)  # the target already has an entry: imported ones come after it
    result = store.import_entries(G2, ExportReader(io.StringIO(exported(store))).entries())
    assert result == {"entries": 4, "versions": 6, "first_number": 2, "last_number": 5}
    restored = {e.number: e for e in store.list_entries(G2, include_deleted=True)}
    assert (restored[3].notes, restored[3].version, restored[3].irregularity) == ("changed", 2, "lead_out_of_turn")
    assert restored[4].deleted and not restored[2].deleted
    original = store.get_entry(G1, 2)
    assert (restored[3].created_at, restored[3].updated_at) == (original.created_at, original.updated_at)
    history = store.history(G2, 3)
    assert [(v.action, v.editor_name) for v in history] == [("create", "Анна"), ("edit", "Борис")]
    assert history[0].content["notes"] == "n1"
    assert store.stats(G2).by_irregularity == {"revoke": 3, "lead_out_of_turn": 1}
    assert store.integrity_check() == "ok"
    add(store, G2)  # numbering continues after the imported ones
    assert store.get_entry(G2, 6).number == 6


def test_export_without_history_restores_one_create_version(store):
    add(store, notes="old")
    data = json.loads(exported(store))
    for row in data["entries"]:
        del row["history"]
    store.import_entries(G2, data["entries"])
    assert [v.action for v in store.history(G2, 1)] == ["create"]
    assert store.get_entry(G2, 1).version == 1


BAD_FILES = [
    ("", "empty", 1),
    ("\n\n  {\"entries\": [,]}", "syntax", 3),
    ("[1, 2]", "syntax", 1),
    ('{"guild_id": 1}', "no_entries", 1),
    ('{"guild_id": 1, "entries": [', "syntax", 1),
    ('{"entries": []} x', "trailing", 1),
    ('{"entries": [], "entries": []}', "syntax", 1),
]


@pytest.mark.parametrize(("text", "reason", "line"), BAD_FILES)
def test_malformed_files_are_refused_with_where_and_why(store, text, reason, line):
    with pytest.raises(StoreError) as caught:
        store.import_entries(G2, ExportReader(io.StringIO(text)).entries())
    assert caught.value.code == "log_import_bad_file"
    assert caught.value.params["reason"] == reason and caught.value.params["line"] == line
    assert store.count_entries(G2) == 0


@pytest.mark.parametrize(("change", "field"), [
    ({"director_id": 2**63}, "director_id"), ({"director_id": "7"}, "director_id"), ({"created_at": "yesterday"},
     "created_at"), ({"board": 0}, "board"), ({"history": [{"version": 2}]}, "history"), ({"deleted": "no"}, "deleted"),
    ({"director_name": ""}, "director_name"), ({"irregularity": None}, "irregularity"),
])
def test_a_bad_entry_anywhere_writes_nothing(store, change, field):
    for i in range(1500):  # more than one batch is inserted before the bad entry is read
        add(store, notes=f"n{i}")
    data = json.loads(exported(store))
    data["entries"][1400].update(change)
    add(store, G2)
    with pytest.raises(StoreError) as caught:
        store.import_entries(G2, ExportReader(io.StringIO(json.dumps(data))).entries())
    err = caught.value
    assert err.code == "log_import_bad_entry" and err.params["position"] == 1401 and err.params["number"] == 1401
    assert err.params["field"] == field
    assert store.count_entries(G2, include_deleted=True) == 1 and store.stats(G2).total == 1
    add(store, G2)
    assert store.get_entry(G2, 2).number == 2  # the counter was rolled back too: no gap


def test_streamed_writers_give_the_same_bytes_as_the_whole_documents(store):
    for i in range(3):
        add(store, notes=f"=cmd|{i}")
    rows = store.export(G1)
    out = io.BytesIO()
    assert write_csv(iter(rows), out) == 3 and out.getvalue() == csv_bytes(rows)
    out = io.BytesIO()
    assert write_json(G1, iter(rows), out) == 3 and out.getvalue().decode() == to_json(G1, rows)
    assert list(store.export_rows(G1)) == rows


def test_reader_handles_entries_larger_than_its_window(monkeypatch):
    from bot.store import jsonstream

    monkeypatch.setattr(jsonstream, "CHUNK", 7)
    text = json.dumps({"entries": [{"notes": "x" * 50, "n": 12345}, {"n": 6}], "guild_id": 123456789})
    reader = ExportReader(io.StringIO(text))
    assert [e["n"] for e in reader.entries()] == [12345, 6] and reader.header == {"guild_id": 123456789}


def test_cli_import_round_trip_and_refusals(tmp_path, capsys):
    db, copy = tmp_path / "log.db", tmp_path / "copy.db"
    from bot.store.sqlite_store import SqliteRulingStore

    source = SqliteRulingStore(db)
    add(source, notes="first")
    add(source, notes="second")
    source.close()
    assert main(["log", "export", "--guild", str(G1), "--format", "json", "--db", str(db)]) == 0
    dump = tmp_path / "dump.json"
    dump.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["log", "import", str(dump), "--guild", str(G2), "--db", str(copy), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["entries"] == 2
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"entries": [\xff]}')
    fresh = tmp_path / "fresh.db"
    assert main(["log", "import", str(bad), "--guild", str(G2), "--db", str(fresh), "--lang", "en"]) == 2
    assert "not UTF-8" in capsys.readouterr().err and not fresh.exists()
    assert main(["log", "import", str(tmp_path / "missing.json"), "--guild", "1", "--db", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "missing.json" not in err and str(tmp_path) not in err
    assert main(["log", "list", "--guild", str(2**63), "--db", str(copy), "--lang", "en"]) == 2
    assert "below 2^63" in capsys.readouterr().err
