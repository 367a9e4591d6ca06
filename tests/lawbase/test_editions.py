"""The 2017 edition notes (``lawbase/data/editions.json``, ``lawbase.editions``), issue 12.

Each note is checked on its own: its 1987 refs are refs of our law base (the text may be missing, the ref may
not), both languages are written and differ, it names the 2017 laws, it records where its fact was checked, and
it is found again from its own refs. Whether a note copies the 2017 text cannot be tested here: a second reader
checks that (docs/editions.md, "Review").
"""

from __future__ import annotations

import re

import pytest

import lawbase
from lawbase import editions

NOTES = editions.notes()
IDS = [note.id for note in NOTES]
REQUIRED_LAWS = {12, 16, 17, 20, 21, 23, 25, 26, 27, 30, 31, 32, 35, 39, 40, 45, 46, 50, 57, 61, 62, 63, 64, 69, 70, 75}
REF_2017 = re.compile(r"^\d{1,2}([A-H](\d(\([a-z]\)(\([ivx]+\))?)?)?)?$")


def test_ids_are_unique_and_the_notes_cover_the_laws_the_issue_names() -> None:
    assert len(IDS) == len(set(IDS))
    laws = {int(re.match(r"\d+", ref).group()) for note in NOTES for ref in note.refs_1987}
    assert laws >= REQUIRED_LAWS, REQUIRED_LAWS - laws


@pytest.mark.parametrize("note_id", IDS)
def test_each_note_pairs_1987_refs_of_our_law_base_with_2017_refs(note_id: str) -> None:
    note = editions.note(note_id)
    corpus = lawbase.load()
    assert note.refs_1987 and note.refs_2017
    for ref in (*note.refs_1987, *note.ruling_refs, *note.nearest_1987):
        assert lawbase.normalize_ref(ref) == ref  # canonical 1987 refs
        corpus.get(ref)  # raises for a ref the law base does not know
    assert all(REF_2017.match(ref) for ref in note.refs_2017), note.refs_2017


@pytest.mark.parametrize("note_id", IDS)
def test_each_note_is_written_in_both_languages(note_id: str) -> None:
    note = editions.note(note_id)
    assert len(note.note_ru) > 80 and len(note.note_en) > 80 and note.note_ru != note.note_en
    assert re.search("[а-яё]", note.note_ru) and not re.search("[а-яё]", note.note_en)
    assert "2017" in note.note_ru and "2017" in note.note_en  # it says which code rules differently
    assert len(note.note_ru) <= 1000 and len(note.note_en) <= 1000  # one Discord field (1024) with its refs line


@pytest.mark.parametrize("note_id", IDS)
def test_each_note_records_where_its_fact_was_checked(note_id: str) -> None:
    note = editions.note(note_id)
    sources = editions.sources()
    assert note.source and all(key in sources for key in note.source)
    assert note.verified in ("text", "secondary", "memory")
    if note.verified == "memory":
        assert "memory" in note.source  # "from memory, unverified" is said, not hidden
    else:
        assert any(sources[key]["url"] for key in note.source)


@pytest.mark.parametrize("note_id", IDS)
def test_each_note_is_found_from_its_own_refs(note_id: str) -> None:
    note = editions.note(note_id)
    for ref in note.refs_1987:
        assert note_id in [item["id"] for item in editions.for_ref(ref, "ru")]
        law = re.match(r"\d+", ref).group()
        assert note_id in [item["id"] for item in editions.for_ref(law, "en")]  # a law lists its sections' notes
    for ref in note.ruling_refs:
        assert note in editions.notes_for_ruling([ref])


def test_json_shape_of_a_note() -> None:
    """``{"edition": "2017", "refs": [...2017 refs], "note": "…"}`` (+ ``id``, ``refs_1987``), in the language asked."""
    item = editions.for_ref("27B2", "en")[0]
    assert item["edition"] == "2017" and item["refs"] == ["27B1(b)", "27B2"] and item["id"] == "27B2-comparable"
    assert item["refs_1987"] == ["27B2"] and item["note"] == editions.note("27B2-comparable").note_en
    assert editions.for_ref("27B2", "ru")[0]["note"] == editions.note("27B2-comparable").note_ru


def test_nothing_where_the_codes_agree_and_for_front_matter() -> None:
    assert editions.for_ref("18", "ru") == [] and editions.for_ref("2", "ru") == []
    assert editions.for_ref("DEF:Фальшренонс", "ru") == [] and editions.for_ref("SCOPE", "en") == []


def test_containment_is_by_law_number_not_by_prefix() -> None:
    assert editions.contains("27B", "27B1(A)") and editions.contains("25B", "25B2(B)(1)")
    assert not editions.contains("2", "27") and not editions.contains("27B1", "27B")


def test_a_ruling_citing_a_whole_law_does_not_get_its_sections_notes() -> None:
    """Law 25 cited alone (a pointer) is not the deliberate change of 25B; a cited part of 25B is."""
    assert editions.notes_for_ruling(["25"]) == []
    assert [note.id for note in editions.notes_for_ruling(["25B2(B)(1)"])] == ["25B-deliberate-change"]


def test_a_note_never_attached_to_a_ruling_is_still_shown_under_its_law() -> None:
    """64B7 (both sides revoked) has no engine branch: no ruling gets it, /law 64 shows it."""
    assert editions.note("64B7-both-sides-revoked").ruling_refs == ()
    assert "64B7-both-sides-revoked" in [item["id"] for item in editions.for_ref("64", "ru")]


@pytest.mark.parametrize(("query", "note_id"), [
    ("comparable call", "23-comparable-call"), ("Сопоставимая заявка", "23-comparable-call"),
    ("2017 Law 23", "23-comparable-call"), ("правило 23 Кодекса 2017", "23-comparable-call"),
    ("logical alternative after a hesitation", "16-ui-logical-alternative"),
    ("логическая альтернатива", "16-ui-logical-alternative"), ("weighted score", "12C2-assigned"),
    ("unintended call", "25A-unintended-call"), ("27B1(b) 2017", "27B2-comparable"),
    ("2017 law 64", "64A2-one-trick"),
])
def test_search_words_and_2017_numbers_find_the_note(query: str, note_id: str) -> None:
    assert editions.for_query(query)[0][0].id == note_id


def test_a_1987_number_without_2017_is_not_read_as_2017() -> None:
    """``закон 23`` is our Law 23 (the search's business); only a query that says 2017 is mapped."""
    assert editions.by_2017_ref("закон 23") == [] and editions.for_query("недостаточное назначение") == []


def test_the_1987_code_has_no_comparable_call_and_the_note_says_so() -> None:
    note = editions.note("23-comparable-call")
    assert note.absent_1987 and note.nearest_1987 and "нет" in note.note_ru and "no comparable call" in note.note_en


def test_team_play_clause_of_12c1_cites_2017_law_86b1_not_86a() -> None:
    """2017 Law 86A is the substitute-board rule (official text, 2026-12-02); the note's team-play clause is 86B1
    (the result at the other table), and it no longer claims where the 2017 Laws put the IMP value of average plus."""
    note = editions.note("12C1-artificial")
    assert "86B1" in note.refs_2017 and "86A" not in note.refs_2017
    assert "86B1" in note.note_en and "86B1" in note.note_ru and "86A" not in note.note_en + note.note_ru
    assert "IMP" not in note.note_en and note.verified == "text"


def test_law_39_note_concerns_a_defenders_action_only() -> None:
    """1987 Law 39B (a defender's bid, double or redouble after the final pass) differs in 2017 (39C, 26B only);
    39A (a defender's pass, any call by the declaring side) rules the same and gets no note."""
    assert "39-after-final-pass" in [n.id for n in editions.notes_for_ruling(["39", "39B", "26A2"])]
    assert "39-after-final-pass" not in [n.id for n in editions.notes_for_ruling(["39", "39A", "35D"])]
    assert editions.for_query("2017 Law 39")[0][0].id == "39-after-final-pass"


def test_law_62d2_note_concerns_the_defenders_twelfth_trick_revoke() -> None:
    """1987 Law 62D2 (declarer's choice of partner's card after a defender's trick-12 revoke) is gone in 2017 (62D2,
    16C); a trick-12 revoke ruled under 62D1 alone (declarer's revoke) gets no note."""
    assert "62-revoke-correction" in [n.id for n in editions.notes_for_ruling(["62D1", "62D2"])]
    assert "62-revoke-correction" not in [n.id for n in editions.notes_for_ruling(["62D1"])]
    assert editions.for_query("2017 law 62")[0][0].id == "62-revoke-correction"


def test_law_36_note_on_a_late_inadmissible_double_is_shown_under_law_36_only() -> None:
    """2017 Law 36C (an inadmissible double found after the opening lead is faced) has no 1987 counterpart and no
    engine branch: /law 36 shows it, no ruling gets it."""
    note = editions.note("36-inadmissible-double-found-late")
    assert note.ruling_refs == () and "36C" in note.refs_2017
    assert note.id in [item["id"] for item in editions.for_ref("36", "en")]


def test_law_47e_note_concerns_both_retractions_after_misinformation() -> None:
    """1987 Law 47E1 (a lead made after being told wrongly it was one's turn) and 47E2(A) (a card played after a
    mistaken explanation) both differ under 2017 Law 47E; 47E2(B) (too late to retract) does not get the note."""
    for ref in ("47E1", "47E2(A)"):
        assert "47E-retraction-after-misinformation" in [n.id for n in editions.notes_for_ruling([ref])]
    assert "47E-retraction-after-misinformation" not in [n.id for n in editions.notes_for_ruling(["47E2(B)", "40C"])]


def test_law_61b_note_on_revoke_inquiries_is_shown_under_laws_61_and_63() -> None:
    """2017 Law 61B3 lets defenders ask each other about a revoke and 2017 Law 63 drops the rule on a revoke brought
    to light illegally (1997 63B); our 1987 Laws 61 and 63 are not in the corpus. The note is shown under both laws
    (and their sections); an established revoke ruled under 63/64 alone is the same in both codes and never gets it."""
    note = editions.note("61B-revoke-inquiries")
    assert note.refs_1987 == ("61B", "63") and "61B3" in note.refs_2017
    assert note not in editions.notes_for_ruling(["63A", "63", "64A1", "64C"])
    for ref in ("61", "61B", "63", "63A", "63B"):
        assert note.id in [item["id"] for item in editions.for_ref(ref, "en")]
    assert note.id not in [item["id"] for item in editions.for_ref("62", "en")]
    assert editions.for_query("2017 law 61")[0][0].id == note.id
    assert "43B2(b)" in note.note_en and "43B2(b)" in note.note_ru and note.verified == "secondary"
