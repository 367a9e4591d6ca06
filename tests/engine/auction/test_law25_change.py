"""Law 25, legal and illegal changes of call (seed 000, pp. 54–55)."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, option, ruled, step

from engine import rule
from engine.errors import EngineError


def change(auction: list[str], by: str, call: str, new_call: str, **kw: object) -> dict:
    return ruled(auction, by, call, kind="change_of_call", new_call=new_call, **kw)


def test_25a_inadvertent_without_pause_stands_without_penalty() -> None:
    """25A: "Igrok mozhet zamenit' svoyu nechayannuyu zayavku ... bez pauzy ... bez nakazaniya"."""
    r = change(["1H"], "E", "1S", "1NT", inadvertent=True, without_pause=True)
    assert r["type"] == "change_of_call" and "25A" in r["laws"] and r["options"] == []
    assert r["offender_partner_must_pass"] == "none" and not r["lead_restrictions"]


def test_25a_irregular_new_call_subject_to_its_law() -> None:
    """25A: "v protivnom sluchae on stanovitsya sub®ektom primeneniya pravila" — an insufficient new call: 27."""
    r = change(["1H"], "E", "1S", "1D", inadvertent=True, without_pause=True)
    assert r["type"] == "insufficient_bid" and {"25", "25A", "27"} <= set(r["laws"])
    assert keys(r)[:2] == ["change.fact", "change.25A_irregular"]


def test_25a_needs_both_conditions() -> None:
    """Inadvertent but after a pause (or deliberate without pause): Law 25B."""
    for flags in ({"inadvertent": True}, {"without_pause": True}, {}):
        r = change(["1H"], "E", "1S", "1NT", **flags)
        assert "25B" in r["laws"] and "change.not_25A" in keys(r)


def test_25b1_lho_may_accept_substitution() -> None:
    """25B1: «LHO нарушителя может принять (трактовать как легальную) замену заявки; тогда утверждается вторая
    заявка и торговля продолжается без наказания» — the forfeit is 25B1's own "без наказания"."""
    r = change(["1H"], "E", "1S", "2S", choices={"accepted": True})
    assert "25B1" in r["laws"] and r["offender_partner_must_pass"] == "none"
    assert [s["ref"] for s in r["steps"] if s["key"] == "accept.forfeit"] == ["25B1"]


def test_25b1_lho_had_called_may_withdraw() -> None:
    """25B1, second sentence: the LHO had called meaning it over the original call — he may withdraw it."""
    r = change(["1H"], "E", "1S", "2S", lho_called="2H", choices={"accepted": True})
    assert step(r, "change.25B1_lho_called")["params"]["lho_call"] == "2H" and "16C1" in r["laws"]


def test_25b_undecided_lists_lho_options() -> None:
    r = change(["1H"], "E", "1S", "2S")
    assert [(o["who"], o["choice"]) for o in r["options"]] == [("S", {"accepted": True}), ("S", {"accepted": False})]
    not_accepted = option(r, accepted=False)
    assert [o["choice"] for o in not_accepted["options"]] == [{"offender_choice": "let_stand"},
                                                            {"offender_choice": "change"}]


def test_25b2a_first_call_illegal_its_own_law() -> None:
    """25B2(A): the first call illegal — the offender is subject to its law (27), and 26 for the second call."""
    r = change(["1H"], "E", "1D", "2D", choices={"accepted": False})
    assert {"25B2", "25B2(A)", "27"} <= set(r["laws"]) and r["inner_type"] == "insufficient_bid"
    assert r["lead_restrictions"]


def test_25b2b1_let_first_call_stand_partner_passes_once() -> None:
    """25B2(B)(1): the first call stands; partner must pass at his next turn (23A); 25B2(C): Law 26."""
    r = change(["1H"], "E", "1S", "2S", choices={"accepted": False, "offender_choice": "let_stand"})
    assert r["offender_partner_must_pass"] == "next_turn" and {"25B2(B)(1)", "25B2(C)", "23A"} <= set(r["laws"])
    assert "26A1" in r["laws"] and not r["lead_restrictions"]  # 2S withdrawn, 1S stands: spades named again


def test_25b2b1_lead_restriction_for_other_suit() -> None:
    r = change(["1H"], "E", "1S", "2D", choices={"accepted": False, "offender_choice": "let_stand"})
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["D"]}


def test_25b2b2_other_call_partner_passes_rest() -> None:
    """25B2(B)(2): any other legal call — partner must pass for the rest of the auction (23A)."""
    r = change(["1H"], "E", "1S", "2S", choices={"accepted": False, "offender_choice": "change", "correction": "2C"})
    assert r["offender_partner_must_pass"] == "rest_of_auction" and "25B2(B)(2)" in r["laws"]
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}
    assert step(r, "change.25B2B2_made")["params"]["correction"] == "2C"


@pytest.mark.parametrize("correction", ["1S", "1C"])
def test_25b2b2_correction_must_be_another_legal_call(correction: str) -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "1S", kind="change_of_call", new_call="2S",
                  choices={"accepted": False, "offender_choice": "change", "correction": correction}))
    assert err.value.code == "bad_correction"


def test_original_call_may_be_given_in_the_auction() -> None:
    r = change(["1H", "1S"], "E", "1S", "2S", inadvertent=True, without_pause=True)
    assert "25A" in r["laws"]


@pytest.mark.parametrize(("auction", "call", "new_call", "code"), [
    (["1H", "P"], "1S", "2S", "not_in_turn"),
    (["1H"], "1S", "1S", "no_change"),
])
def test_change_refusals(auction: list[str], call: str, new_call: str, code: str) -> None:
    with pytest.raises(EngineError) as err:
        rule(case(auction, "E", call, kind="change_of_call", new_call=new_call))
    assert err.value.code == code


def test_call_at_lho_turn_after_own_call_is_change() -> None:
    """A second call at the LHO's turn replaces the player's own call: Law 25 (30B3, 31 footnote **)."""
    r = ruled(["1H", "1S"], "E", "2S", choices={"accepted": False, "offender_choice": "let_stand"})
    assert r["type"] == "change_of_call" and r["offender_partner_must_pass"] == "next_turn"
    assert keys(r)[0] == "change.at_lho_turn"


def test_unknown_fields_refused() -> None:
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "1S", kind="change_of_call", new_call="2S", inadvertant=True))
    assert err.value.code == "unknown_field"


def test_same_call_said_again_at_lho_turn_changes_nothing() -> None:
    """Law 25 is about substituting a call; repeating one's own call substitutes nothing."""
    r = ruled(["1H"], "N", "1H")
    assert r["type"] == "none" and keys(r) == ["call.repeated"] and r["offender"] is None


def test_25b1_lho_called_means_the_substitute_stands() -> None:
    """25B1: the LHO called before attention was drawn — the substituted call stands without penalty either way."""
    r = change(["1H"], "E", "1S", "2S", lho_called="3H")
    assert r["options"] == [] and "change.25B1_lho_called" in keys(r) and r["offender_partner_must_pass"] == "none"
    with pytest.raises(EngineError) as err:
        rule(case(["1H"], "E", "1S", kind="change_of_call", new_call="2S", lho_called="3H",
                  choices={"accepted": False}))
    assert err.value.code == "lho_called_not_accepted"


def test_25b2b2_both_cancelled_calls_bring_law_26_b9() -> None:
    """25B2 "замененная заявка … аннулируется" and 25B2(C) "В обоих случаях (B1) и (B2) … ограничения на ход
    (см. правило 26)": E passed, then substituted 1♠ (not accepted) and chose (B)(2), another legal call. Both the
    first call (Pass → 26B) and the cancelled 1♠ (→ 26A, spades) were withdrawn at that turn (QA b9)."""
    r = ruled(["P", "P"], kind="change_of_call", by="E", call="P", new_call="1S",
              choices={"accepted": False, "offender_choice": "change"})
    lead = [s for s in r["steps"] if s["key"].startswith("lead.")]
    assert [s["key"] for s in lead] == ["lead.26B", "lead.26A_pending"]
    assert lead[1]["params"]["call"] == "1S"
    assert r["lead_restriction"] == {"law": "26B", "suits": []}
    assert r["lead_restriction_also"] == [{"law": "26A2", "suits": ["S"], "call": "1S"}]
    assert [c["key"] for c in r["caveats"]] == ["caveat.25B2C_both_calls"]  # the engine's reading, said


def test_25b2b2_final_call_the_same_as_the_cancelled_substitute() -> None:
    """26 "избрал другую финальную заявку": the offender's final call is the substitute itself (1♠) — no
    restriction for 1♠; the first call (Pass) was withdrawn: 26B."""
    r = ruled(["P", "P"], kind="change_of_call", by="E", call="P", new_call="1S",
              choices={"accepted": False, "offender_choice": "change", "correction": "1S"})
    assert [s["key"] for s in r["steps"] if s["key"].startswith("lead.")] == ["lead.26B", "lead.same_call"]


def test_25a_lho_call_meanwhile_is_not_dropped_c8() -> None:
    """25A "его последняя заявка утверждается без наказания" says nothing of a call the LHO made meanwhile: the
    ruling states the fact and points to 25B1 (the LHO may withdraw a call meant over the first call) for the
    director — the fact is never dropped (QA c8)."""
    r = ruled(["1H", "1S"], kind="change_of_call", by="E", call="1S", new_call="2C", inadvertent=True,
              without_pause=True, lho_called="P")
    s = step(r, "change.25A_lho_called")
    assert s["ref"] == "25B1" and s["params"]["lho_call"] == "P" and "25B1" in r["laws"]
