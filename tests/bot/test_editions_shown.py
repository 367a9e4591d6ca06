"""Where the 2017 edition notes are shown (issue 12): under the passage in ``/law`` and ``sudya law``, at the end of
every ruling that cites a law the 2017 Laws rule on differently (Discord reply and ``sudya rule``), and in search
for 2017 words. Each note is followed to a real case of the engine that cites it.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

import lawbase
from bot.cli import main
from bot.i18n import t
from bot.render.law import passage_reply
from bot.render.pages import discord_pages
from bot.render.ruling_reply import ruling_reply
from engine import rule
from lawbase import editions

QA = json.loads((Path(__file__).parents[1] / "engine" / "data" / "qa_cases.json").read_text("utf-8"))
REVIEW = {"dealer": "N", "vul": "none", "auction": ["1H", "P"]}
PLAY = {"dealer": "N", "vul": "none", "contract": "4S", "declarer": "S"}
# note id → a case whose ruling cites the law the note is about (the QA set's name, or a case of our own)
CASES: dict[str, dict[str, Any]] = {
    **{note_id: QA[name] for note_id, name in {
        "16C2-withdrawn-actions": "b10", "23-comparable-call": "b10", "26-lead-restrictions": "b10",
        "31A2-rho-acts": "b10", "31B-partner-or-lho-turn": "b6", "25B-deliberate-change": "b9",
        "25A-unintended-call": "c1", "27B1A-lowest-sufficient": "c5", "27B1B-adjusted": "c5",
        "27B2-comparable": "c5", "27B3-double": "c5", "12C2-assigned": "c6", "70-contested-claims": "cl1",
        "69B-acquiescence": "cl4", "32-double-out-of-rotation": "d1", "50-penalty-card-information": "e1",
        "50E-renumbered": "e10", "35-inadmissible-calls": "f1", "27-premature-replacement": "ib21",
        "21B-misinformation": "mi1", "30-pass-out-of-rotation": "p1", "57A-premature-play": "pp1",
        "64A2-one-trick": "rv10", "16-ui-logical-alternative": "ui1", "15-wrong-board": "wb1",
        "39-after-final-pass": "f1", "62-revoke-correction": "rv7"}.items()},
    "12C1-artificial": {**REVIEW, "irregularity": {"type": "review_request", "by": "S", "when": "auction",
                                                   "what": "review", "review_error": True, "damage": True}},
    "20F-explanations": {**REVIEW, "irregularity": {"type": "review_request", "by": "S", "when": "auction",
                                                    "what": "explanation", "answered_by": "caller_partner"}},
    "40-partnership-understandings": {**REVIEW, "irregularity": {
        "type": "review_request", "by": "S", "when": "auction", "what": "explanation", "misexplained": True,
        "call_made_on_it": True}},
    "75-mistaken-explanation": {**REVIEW, "irregularity": {"type": "review_request", "by": "S", "when": "auction",
                                                           "what": "explanation", "partner_corrected": True}},
    "17D-cards-from-wrong-board": {"dealer": "N", "vul": "none", "auction": ["1H"], "irregularity": {
        "type": "cards_from_wrong_board", "by": "E", "cancel_requested": True}},
    "45C4B-unintended-designation": {**PLAY, "irregularity": {
        "type": "designation_changed", "by": "S", "card": "H2", "new_card": "H3", "inadvertent": True,
        "without_pause": False}},
    "46B1-dummy-designation": {**PLAY, "irregularity": {"type": "dummy_card_designation", "designation": "high",
                                                        "suit": "H", "rank": "Q"}},
    "47E-retraction-after-misinformation": {**PLAY, "irregularity": {
        "type": "card_retraction", "by": "W", "card": "H2", "reason": "misexplanation"}},
}
RULED = [note.id for note in editions.notes() if note.ruling_refs]


def run(argv: list[str], capsys: Any, monkeypatch: Any, stdin: str = "") -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, _ = capsys.readouterr()
    return code, out


def _shows(fields: list[Any], note: editions.EditionNote, lang: str) -> bool:
    """A note is shown in full, cut (its opening, with the pointer to /law), or named in the compact field."""
    heading = t("editions.heading", lang)
    for field in fields:
        if not field.name.startswith(heading):
            continue
        if field.value.startswith(note.text(lang)[:40]):
            return True
        if field.name == heading and any(ref in field.value for ref in note.refs_1987):
            return True
    return False


def test_every_note_that_rulings_can_cite_has_a_case() -> None:
    assert set(RULED) == set(CASES)


@pytest.mark.parametrize("note_id", [note.id for note in editions.notes()])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_law_shows_each_note_under_the_passage_it_concerns(note_id: str, lang: str) -> None:
    """/law REF: one field per note, named for the 1987 passage, the note in the reader's language."""
    note = editions.note(note_id)
    corpus = lawbase.load()
    for ref in note.refs_1987:
        reply = passage_reply(corpus, corpus.get(ref), lang)
        assert _shows(reply.fields, note, lang), (ref, [f.name for f in reply.fields])
        hidden = passage_reply(corpus, corpus.get(ref), lang, editions=False)
        assert not _shows(hidden.fields, note, lang)


@pytest.mark.parametrize("note_id", RULED)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_each_note_ends_the_rulings_it_concerns(note_id: str, lang: str) -> None:
    """The engine's ruling on a case citing the note's law ends with the 2017 part; hidden when the server says so."""
    note = editions.note(note_id)
    data = rule(CASES[note_id])  # ruling_reply takes the Ruling itself
    assert note in editions.notes_for_ruling(data.to_dict()["laws"])
    reply = ruling_reply(data, lang)
    assert _shows(reply.fields, note, lang)
    first = next(i for i, f in enumerate(reply.fields) if f.name.startswith(t("editions.heading", lang)))
    assert all(f.name.startswith(t("editions.heading", lang)) for f in reply.fields[first:])  # the last part
    assert not _shows(ruling_reply(data, lang, editions=False).fields, note, lang)


@pytest.mark.parametrize("note_id", RULED)
def test_sudya_rule_json_has_edition_notes(note_id: str, capsys: Any, monkeypatch: Any) -> None:
    code, out = run(["rule", "-", "--json", "--lang", "en"], capsys, monkeypatch, json.dumps(CASES[note_id]))
    data = json.loads(out)
    assert code == 0
    item = next(n for n in data["edition_notes"] if n["id"] == note_id)
    assert item == {"edition": "2017", "refs": list(editions.note(note_id).refs_2017),
                    "note": editions.note(note_id).note_en, "id": note_id,
                    "refs_1987": list(editions.note(note_id).refs_1987)}


def test_a_ruling_where_the_codes_agree_has_no_2017_part(capsys: Any, monkeypatch: Any) -> None:
    """A legal call (no irregularity; Laws 17, 18) rules the same under both codes."""
    case = {"board": 1, "auction": ["1H"], "irregularity": {"type": "call", "by": "E", "call": "1S"}}
    code, out = run(["rule", "-", "--json"], capsys, monkeypatch, json.dumps(case))
    assert code == 0 and json.loads(out)["edition_notes"] == []
    code, out = run(["rule", "-"], capsys, monkeypatch, json.dumps(case))
    assert t("editions.heading", "ru") not in out
    assert not _shows(ruling_reply(rule(case), "ru").fields, editions.notes()[0], "ru")


def test_sudya_rule_text_ends_with_the_separated_part(capsys: Any, monkeypatch: Any) -> None:
    code, out = run(["rule", "-", "--lang", "en"], capsys, monkeypatch, json.dumps(CASES["64A2-one-trick"]))
    tail = out[out.index("— Under the 2017 Laws —"):]
    assert code == 0 and editions.note("64A2-one-trick").note_en in tail


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_one_page_ruling_stays_one_page_with_the_notes(lang: str) -> None:
    """Published rulings have no buttons: the notes are cut or compacted rather than add a pager page."""
    for case in CASES.values():
        data = rule(case)
        plain = discord_pages(ruling_reply(data, lang, editions=False))
        noted = discord_pages(ruling_reply(data, lang))
        if len(plain) == 1:
            assert len(noted) == 1
        for page in noted:
            assert all(len(f.value) <= 1024 and len(f.name) <= 256 for f in page.fields)


def test_sudya_law_json_editions(capsys: Any, monkeypatch: Any) -> None:
    code, out = run(["law", "27", "--json", "--lang", "en"], capsys, monkeypatch)
    data = json.loads(out)
    assert code == 0 and [n["id"] for n in data["editions"]] == [n.id for n in editions.notes_for("27")]
    assert {"ref", "law", "title", "text", "children", "footnotes", "cross_refs", "in_corpus", "sources",
            "page"} <= set(data)  # cli.md keys kept
    code, out = run(["law", "18", "--json"], capsys, monkeypatch)
    assert json.loads(out)["editions"] == []
    code, out = run(["law", "57A", "50", "--json"], capsys, monkeypatch)
    assert [bool(item["editions"]) for item in json.loads(out)] == [True, True]


def test_sudya_law_text_has_the_part_before_the_citation(capsys: Any, monkeypatch: Any) -> None:
    code, out = run(["law", "25A", "--lang", "en"], capsys, monkeypatch)
    assert code == 0 and "— Under the 2017 Laws —" in out
    assert out.index("— Under the 2017 Laws —") < out.index("Source:")


def test_a_law_whose_text_we_lack_still_shows_its_2017_notes(capsys: Any, monkeypatch: Any) -> None:
    """Law 64 is not in our corpus; the revoke differences are still worth knowing."""
    code, out = run(["law", "64", "--lang", "en"], capsys, monkeypatch)
    assert code == 0 and editions.note("64A2-one-trick").note_en in out


@pytest.mark.parametrize(("query", "absent"), [("comparable call", True), ("сопоставимая заявка", True),
                                               ("2017 Law 25", False)])
def test_search_with_2017_words(query: str, absent: bool, capsys: Any, monkeypatch: Any) -> None:
    code, out = run(["search", query, "--json"], capsys, monkeypatch)
    data = json.loads(out)
    assert code == 0 and data["editions"] and data["editions"][0]["absent_1987"] is absent
    code, out = run(["search", query, "--lang", "en"], capsys, monkeypatch)
    assert ("The 1987 code has no such provision" in out) is absent
