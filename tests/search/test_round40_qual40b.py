"""Readers changed in the fortieth round by the second quality helper (issue 10), for the play period: sentences of
our own, each naming the law passage it follows, and near misses that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import premature


@pytest.mark.parametrize("text", [
    "разыгрывающий сыграл валета, упала дама, а потом разыгрывающий передумал и поменял карту на столе",
    "защитник сыграл короля, потом передумал и поменял карту на туза",
])
def test_a_played_card_changed_on_a_change_of_mind_is_law_47g(text: str) -> None:
    """Law 47G: a card once played may not be withdrawn; the general reading stays beside the settled section, so the
    neighbours are stories of a card taken back, not of dummy's card only touched (45C3)."""
    assert "retract_not_allowed" in _ids(text)
    assert _refs(text)[0] == "47G"


def test_dummys_card_touched_and_then_changed_stays_law_45c3() -> None:
    """Near miss: declarer touched dummy's card (45C3: a card deliberately touched is played), then changed his mind."""
    text = "разыгрывающий взялся за короля на столе, потом передумал и сказал даму"
    assert "retract_not_allowed" not in _ids(text)
    assert _refs(text)[0] == "45C3"


@pytest.mark.parametrize("text", [
    "Defender played before his partner; declarer demands the highest card of the suit led, but partner is void",
    "after a premature play declarer chose a suit for partner, and partner cannot comply",
    "premature play by a defender: declarer demands the lowest card, and his partner has no cards in that suit",
])
def test_a_partner_who_cannot_do_what_declarer_chose_is_law_57b(text: str) -> None:
    """Law 57B: the offender's partner unable to comply with declarer's choice may play any card."""
    assert premature.section(text) == "57B"
    assert _refs(text)[0] == "57B"


@pytest.mark.parametrize(("text", "section"), [
    ("Defender played before his partner; declarer demands the lowest card of the suit led. Partner has two left",
     "57A2"),
    ("defender played before his partner, declarer demands the highest card; is a void partner allowed to ruff "
     "later?", "57A1"),
])
def test_a_partner_who_can_comply_keeps_declarers_choice(text: str, section: str) -> None:
    """Near misses: the partner holds the suit, or his void is asked about another trick (57A1 / 57A2)."""
    assert premature.section(text) == section


@pytest.mark.parametrize("text", [
    "разыгрывающий назвал со стола «короля» и тут же «нет, даму», без всякой паузы",
    "назвал со стола маленькую трефу и сразу поправился — бубну",
    "declarer called for the jack from dummy and immediately: no, wait, I mean the ten",
])
def test_a_card_named_from_dummy_and_corrected_at_once_is_law_45c4b(text: str) -> None:
    """Law 45C4(B): a slip in naming a card may be corrected without pause; the correction, not which card the first
    word designated (46B), is the story."""
    assert "designation_corrected" in _ids(text)
    assert _refs(text)[0] == "45C4(B)"


@pytest.mark.parametrize(("text", "ref"), [
    ("разыгрывающий назвал со стола даму, а её там нет", "46B4"),
    ("разыгрывающий назвал со стола «даму», а там их две — какая играется?", "46B3(B)"),
])
def test_a_card_named_from_dummy_with_no_correction_stays_law_46b(text: str, ref: str) -> None:
    """Near misses: the card named is absent (46B4), or a rank alone named with two of it in dummy (46B3(B))."""
    assert _refs(text)[0] == ref
