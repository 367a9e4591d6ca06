"""47A/47B (``card_retraction_rectification``) and 59 (``inability_to_comply``); Laws 58, 60, 65 are in neither our
corpus nor bridge-domain.md, so no type rules on them (47B's simultaneous branch only points to 58)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_helpers import keys, pcs, refused, ruled

from engine.rulings import supported_types
from engine.rulings.play import retraction_ab
from tests.engine.ruling_checks import assert_ruled_or_refused_in_words

R = "card_retraction_rectification"


def k(ruling: dict[str, Any]) -> list[str]:
    return [key.split(".", 2)[2] for key in keys(ruling)]


def test_law47g_no_section_allows_it_card_stands() -> None:
    r = ruled(R, by="W", card="HK", basis="other")
    assert k(r) == ["not_allowed"] and r["card_stands"] is True and r["corpus"]["47G"] is True


def test_law47b_defender_illegal_play_withdrawn_is_penalty_card_per_47_and_49() -> None:
    """Corpus 47: "для вистующих - см. правило 49, штрафная карта"; 50B (bridge-domain): deliberate play → major."""
    r = ruled(R, by="W", card="HK", basis="illegal_play", illegal="revoke")
    assert k(r) == ["47b", "revoke_see_62", "defender_49", "defender_major", "47g_only_a_to_e", "first_opportunity",
                    "partner_lead"]
    assert pcs(r) == [("W", "HK", "major")] and r["corpus"]["47B"] is False and r["corpus"]["47"] is True


def test_law47b_major_kind_is_the_bridge_domain_50b_reading_constant() -> None:
    """M: 1997 50B ("deliberate play … revoke later corrected" → major) believed equal to 1987; the constant says so."""
    assert retraction_ab.WITHDRAWN_PLAYED_CARD_IS_MAJOR is True


def test_law48_declarer_card_withdrawn_never_a_penalty_card() -> None:
    r = ruled(R, by="S", card="HK", basis="illegal_play")
    assert pcs(r) == [] and "declarer_no_pc_b" in k(r) and "48" in r["laws"]


def test_law47b_simultaneous_points_to_law58_not_in_sources() -> None:
    r = ruled(R, by="W", card="HK", basis="illegal_play", illegal="simultaneous")
    assert "58_see" in k(r) and r["corpus"]["58"] is False and pcs(r) == []


def test_law47a_56_defender_lead_not_accepted_major() -> None:
    r = ruled(R, by="E", card="D5", basis="rectification", rectification="lead_not_accepted")
    assert k(r)[:2] == ["47a", "56_major"] and pcs(r) == [("E", "D5", "major")] and r["corpus"]["47A"] is False


def test_law47a_55b_declarer_lead_returned_no_penalty() -> None:
    r = ruled(R, by="N", card="D5", basis="rectification", rectification="lead_not_accepted")
    assert "55b_returned" in k(r) and pcs(r) == []


def test_law47a_52b2_card_played_instead_of_penalty_card_becomes_major() -> None:
    r = ruled(R, by="W", card="C3", basis="rectification", rectification="penalty_card_substitution")
    assert "52b2_major" in k(r) and pcs(r) == [("W", "C3", "major")]


def test_law47a_62b_revoke_card_unfaced_major_faced_no_penalty() -> None:
    hidden = ruled(R, by="W", card="C3", basis="rectification", rectification="revoke_correction")
    faced = ruled(R, by="W", card="C3", basis="rectification", rectification="revoke_correction", faced=True)
    assert pcs(hidden) == [("W", "C3", "major")] and pcs(faced) == [] and "62b_faced_no_penalty" in k(faced)


def test_law47a_62c_nonoffender_replaces_without_penalty() -> None:
    r = ruled(R, by="S", card="C3", basis="rectification", rectification="nonoffender_replay")
    assert r["offender"] is None and "62c_replace" in k(r) and pcs(r) == []


def test_law47a_53c_card_withdrawn_penalty_status_left_to_director() -> None:
    r = ruled(R, by="W", card="C3", basis="rectification", rectification="played_to_irregular_lead")
    assert k(r)[1:3] == ["53c_withdrawn", "53c_pc_not_in_sources"] and pcs(r) == []


@pytest.mark.parametrize("fields, code", [
    ({"by": "W"}, "missing_field"),
    ({"by": "W", "basis": "rectification"}, "missing_field"),
    ({"by": "W", "basis": "other", "illegal": "revoke"}, "contradictory_fields"),
    ({"by": "W", "basis": "illegal_play", "rectification": "revoke_correction"}, "contradictory_fields"),
    ({"by": "S", "basis": "illegal_play", "faced": True}, "not_a_defender"),
    ({"by": "W", "basis": "bogus"}, "bad_field"),
    ({"by": "W", "basis": "other", "faced": True}, "contradictory_fields"),
    ({"by": "W", "basis": "rectification", "rectification": "lead_not_accepted", "faced": True},
     "contradictory_fields"),
])
def test_law47ab_refusals_are_typed(fields: dict[str, Any], code: str) -> None:
    assert refused(R, **fields) == code


def test_law57b_partner_unable_to_comply_plays_any_card_as_law59_provides() -> None:
    r = ruled("inability_to_comply", by="E", card="D2")
    assert r["type"] == "none" and k(r) == ["57b_any_card", "card_stands"]
    assert r["corpus"] == {"59": False, "57B": True}


def test_law59_other_requirements_not_in_our_sources() -> None:
    r = ruled("inability_to_comply", by="S", requirement="other")
    assert k(r) == ["not_in_sources"] and r["laws"] == ["59"]


def test_law57b_inability_is_a_defenders() -> None:
    assert refused("inability_to_comply", by="N") == "not_a_defender"


def test_laws_58_60_65_have_no_type_sources_silent() -> None:
    """bridge-domain §3g has no rows for 58, 60, 65 and the corpus lacks them: no ruler guesses their content."""
    assert not {"simultaneous_play", "play_after_illegal_play", "arrangement_of_tricks"} & set(supported_types())


TYPES = {
    R: {"by": st.sampled_from("NESW"), "card": st.sampled_from(["HK", "D2", "zz"]),
        "basis": st.sampled_from(["rectification", "illegal_play", "other", "x"]),
        "rectification": st.sampled_from(list(retraction_ab.RECTIFICATIONS)),
        "illegal": st.sampled_from(list(retraction_ab.ILLEGAL)), "faced": st.booleans()},
    "inability_to_comply": {"by": st.sampled_from("NESW"), "requirement": st.sampled_from(["premature_play_penalty",
                                                                                           "other"]),
                            "card": st.sampled_from(["HK", "D2"])},
}


@st.composite
def cases(draw: Any) -> dict[str, Any]:
    kind = draw(st.sampled_from(sorted(TYPES)))
    irr = {name: draw(s) for name, s in TYPES[kind].items() if draw(st.integers(0, 9)) < 7}
    data: dict[str, Any] = {"dealer": "N", "vul": "none", "irregularity": {"type": kind, **irr}}
    if draw(st.integers(0, 9)):
        data.update(contract=draw(st.sampled_from(["4S", "3NT"])), declarer=draw(st.sampled_from("NESW")))
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_random_47ab_59_cases_are_ruled_or_refused_with_a_worded_code(data: dict[str, Any]) -> None:
    assert_ruled_or_refused_in_words(data)
