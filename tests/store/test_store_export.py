"""CSV/JSON export text: every value survives the round trip, whatever a director typed (quotes, commas, newlines)."""

from __future__ import annotations

import csv
import io
import json

from hypothesis import given
from hypothesis import strategies as st

from bot.store.export import csv_bytes, csv_cell_value, guard_formula, to_csv, to_json
from bot.store.models import EXPORT_COLUMNS

TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=60)


def row(notes: str, laws: list[str], case: dict | None) -> dict:
    base = {name: None for name in EXPORT_COLUMNS}
    base.update(number=1, created_at="2026-11-30T09:00:00.000000Z", updated_at="2026-11-30T09:00:00.000000Z",
                version=1, deleted=False, guild_id=1, channel_id=2, director_id=3, director_name="Анна",
                irregularity="revoke", laws=laws, notes=notes, case=case)
    return base


@given(notes=TEXT, laws=st.lists(st.from_regex(r"[0-9]{1,2}[A-H]?[0-9]?", fullmatch=True), max_size=4),
       case=st.none() | st.dictionaries(st.text(max_size=5), TEXT, max_size=3))
def test_csv_round_trips_every_value(notes, laws, case):
    parsed = list(csv.DictReader(io.StringIO(to_csv([row(notes, laws, case)]), newline="")))
    assert len(parsed) == 1
    got = parsed[0]
    assert list(got) == list(EXPORT_COLUMNS)
    assert csv_cell_value(got["notes"]) == notes
    assert got["laws"].split() == laws
    assert (json.loads(got["case"]) if got["case"] else None) == case
    assert got["notes"][:1] not in ("=", "+", "-", "@", "\t", "\r")  # never a formula in a spreadsheet
    assert got["deleted"] == "false" and got["board"] == ""


@given(notes=TEXT)
def test_json_keeps_text_unescaped_and_exact(notes):
    text = to_json(1, [row(notes, ["27B2"], {"type": "x"})])
    data = json.loads(text)
    assert data["guild_id"] == 1 and data["entries"][0]["notes"] == notes
    assert "\\u04" not in text  # Cyrillic written as is, not ASCII-escaped


def test_csv_cells_that_a_spreadsheet_would_run_get_an_apostrophe_json_stays_exact():
    """A note like ``=HYPERLINK(...)`` is text in the CSV (leading ') and exactly itself in the JSON."""
    attacks = ["=HYPERLINK(\"http://x\",\"y\")", "+1+2", "-2+3", "@SUM(A1)", "\tx", "\rx"]
    for text in attacks:
        base = row(text, [], None)
        base.update(director_name=text, table=text, seats=text, adjusted_score=text)
        got = next(csv.DictReader(io.StringIO(to_csv([base]), newline="")))
        for name in ("notes", "director_name", "table", "seats", "adjusted_score"):
            assert got[name] == "'" + text, (name, got[name])
        assert json.loads(to_json(1, [base]))["entries"][0]["notes"] == text
    plain = next(csv.DictReader(io.StringIO(to_csv([row("ok = fine", [], None)]), newline="")))
    assert plain["notes"] == "ok = fine" and plain["number"] == "1"


@given(text=TEXT)
def test_formula_guard_is_undone_exactly(text):
    assert csv_cell_value(guard_formula(text)) == text
    assert guard_formula("'=x") == "''=x" and csv_cell_value("'abc") == "'abc"


def test_csv_file_is_utf8_with_bom():
    data = csv_bytes([row("ё", [], None)])
    assert data.startswith(b"\xef\xbb\xbf") and data.decode("utf-8-sig") == to_csv([row("ё", [], None)])
