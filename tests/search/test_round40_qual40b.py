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


@pytest.mark.parametrize("text", [
    "болван во время розыгрыша сказал защитнику, что тот ошибся с мастью — так можно?",
    "мой партнёр был болваном и посреди игры сказал соседу, что тот ошибся мастью",
])
def test_dummy_telling_a_defender_he_erred_with_the_suit_is_law_43a1b(text: str) -> None:
    """Law 43A1(B): dummy may not call attention to an irregularity during the play; «ошибся с мастью» is a card of
    another suit played, a failure to follow."""
    assert "dummy_points_out_during_play" in _ids(text)
    assert _refs(text)[0] == "43A1(B)"


@pytest.mark.parametrize("text", [
    "болван сказал, что вистующий ошибся с мастью атаки, надо было ходить в пику",
    "болван сказал, что вистующий ошибся с мастью, надо было ходить в пику, а не в черву",
])
def test_dummy_saying_a_defender_chose_the_wrong_suit_to_lead_is_a_comment_law_43a1c(text: str) -> None:
    """Near miss: a suit badly chosen for a lead is a misplay; dummy saying so takes part in the play (43A1(C))."""
    assert "dummy_points_out_during_play" not in _ids(text)
    assert _refs(text)[0] == "43A1(C)"


@pytest.mark.parametrize("text", [
    "приняли клейм, а потом поняли шо одна взятка была бы наша при любой игре",
    "согласились с претензией, потом пересчитали — одну взятку отдали зря, можно вернуть?",
    "my prinyali kleim, a potom ponyali shcho kozyrnuyu vzyatku ne mogli poteryat'",
])
def test_an_agreed_claim_with_a_trick_found_ours_later_is_law_69b(text: str) -> None:
    """Law 69B: an agreement to a claim may be withdrawn for a trick the side would win by any normal play; «шо»,
    «що» are the Ukrainian-flavoured «что», «отдали зря» a trick given away that was theirs."""
    assert "claim_agreement_withdrawn" in _ids(text)
    assert _refs(text)[0] == "69B"


@pytest.mark.parametrize("text", [
    "согласились с претензией, потом по записи видим, что всё верно, взятки их",
    "согласились с претензией, а партнёр шо-то ворчит, шо зря согласились",
])
def test_an_agreed_claim_checked_or_regretted_without_a_trick_ours_stays_law_69a(text: str) -> None:
    """Near misses: a later look that confirms the claim, or a grumble with no trick found, leaves the agreement
    standing (69A)."""
    assert "claim_agreement_withdrawn" not in _ids(text)
    assert _refs(text)[0] == "69A"


@pytest.mark.parametrize(("text", "ref"), [
    ("защитник пошёл в следующую взятку, пока партнёр не сыграл в эту; разыгрывающий требует старшую", "57A1"),
    ("вистующий пошёл в следующую взятку, пока партнёр не сыграл в эту; разыгрывающий требует, чтобы партнёр "
     "положил младшую", "57A2"),
])
def test_a_lead_to_the_next_trick_while_partner_had_not_played_is_premature_law_57a(text: str, ref: str) -> None:
    """Law 57A: «пока партнёр не сыграл» (no «ещё») tells a premature play too; declarer's choice names the section."""
    assert _refs(text)[0] == ref


def test_a_revoke_question_while_partner_had_not_played_stays_law_61() -> None:
    """Near miss: asking partner who failed to follow whether he has none of the suit is Law 61, not 57A."""
    text = "партнёр не дал в масть, и пока он не сыграл в следующую взятку, я спросил, нет ли у него пик"
    assert _refs(text)[0] == "61"
