"""A settled section quiets the situations of other laws the words alone suggested (``bot.intake.rivals``)."""

from __future__ import annotations

from bot.intake import rivals
from bot.intake.situation import read
from lawbase.search.concepts import ConceptMatch, is_settled, settled


def _weights(found: list[ConceptMatch]) -> dict[str, float]:
    return {m.id: m.weight for m in found}


def test_a_defenders_call_after_the_final_pass_quiets_the_auctions_end_law_39b_over_17e() -> None:
    """Law 39B: «прошло три паса» is the end of the auction (17E) in a story of a defender's bid after it."""
    found = read("Соперники сели в 4♠, прошло три паса, и тут мой партнёр (мы вистуем) ещё сказал 5♦").concepts
    weights = _weights(found)
    assert weights["call_after_final_pass_by_defender"] == 1.0
    assert weights["auction_duration"] < 0.5
    assert found[0].id == "call_after_final_pass_by_defender" and is_settled(found[0])


def test_a_refused_lead_out_of_turn_quiets_the_opening_lead_face_down_law_56_over_41a() -> None:
    """Law 56: «первую карту» reads as the opening lead (41A) in a story of a defender's lead out of turn refused."""
    found = read("Защитник выложил на стол первую карту, а ходить должен был его партнёр. "
                 "Разыгрывающий такой ход принимать не хочет").concepts
    assert found[0].id == "defender_lead_out_of_turn_refused"
    assert _weights(found)["commencement_of_play"] < 0.5


def test_situations_of_the_settled_law_and_other_settled_sections_keep_their_weight_law_62() -> None:
    """Law 62B1 settled: a situation governed by Law 62 the words read, and a second settled section, keep theirs;
    situations of other laws (63, when a revoke is established; 44, who won the trick) are quieted."""
    found = [settled("revoke_corrected_defender"), ConceptMatch("revoke_correction", 0.9, "x"),
             ConceptMatch("revoke_establishment", 0.8, "z"),
             ConceptMatch("play_procedure", 1.0, "y"), settled("claim_disputed")]
    weights = _weights(rivals.refine("", found))
    assert weights["revoke_corrected_defender"] == weights["claim_disputed"] == 1.0
    assert weights["play_procedure"] == rivals.QUIET
    assert weights["revoke_correction"] == 0.9
    assert weights["revoke_establishment"] == 0.8 * rivals.QUIET


def test_nothing_settled_nothing_changes_law_16() -> None:
    """No reader settled a section (a hesitation, Law 16, told in loose words): the lexicon's reading stands."""
    found = [ConceptMatch("hesitation", 1.0, "x"), ConceptMatch("play_procedure", 0.5, "y")]
    assert rivals.refine("", found) == found
