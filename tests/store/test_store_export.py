"""CSV/JSON export text: every value survives the round trip, whatever a director typed (quotes, commas, newlines)."""

from __future__ import annotations

import csv
import io
import json

from hypothesis import given
from hypothesis import strategies as st

from bot.store.export import to_csv, to_json
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
    assert got["notes"] == notes
    assert got["laws"].split() == laws
    assert (json.loads(got["case"]) if got["case"] else None) == case
    assert got["deleted"] == "false" and got["board"] == ""


@given(notes=TEXT)
def test_json_keeps_text_unescaped_and_exact(notes):
    text = to_json(1, [row(notes, ["27B2"], {"type": "x"})])
    data = json.loads(text)
    assert data["guild_id"] == 1 and data["entries"][0]["notes"] == notes
    assert "\\u04" not in text  # Cyrillic written as is, not ASCII-escaped
