"""Law 24 (card exposed or led during the auction) and Law 26 (lead restrictions after a withdrawn call), seed 000
pp. 53–56."""

from __future__ import annotations

import pytest
from auction_helpers import case, keys, ruled

from engine import rule
from engine.errors import EngineError


def exposed(cards: list[str], auction: list[str] | None = None, **kw: object) -> dict:
    return ruled(auction if auction is not None else ["1H"], kind="card_exposed_during_auction", by="E",
                 cards=cards, **kw)


def test_24_cards_face_up_and_penalty_cards_if_defender() -> None:
    """24: the cards stay face up until the auction ends; declarer may treat each as a penalty card (50)."""
    r = exposed(["S5"])
    assert "exposed.face_up_one" in keys(r) and {"24", "50"} <= set(r["laws"])
    assert r["penalty_cards"] == [{"seat": "E", "card": "S5", "kind": "minor"}]


def test_24a_single_small_card_no_further_penalty() -> None:
    """24A: a single card below an honour, not led prematurely: no further penalty."""
    r = exposed(["S5"])
    assert "24A" in r["laws"] and r["offender_partner_must_pass"] == "none"


@pytest.mark.parametrize("card", ["SA", "HK", "DQ", "CJ", "ST"])
def test_24b_single_honour_partner_passes_next_turn(card: str) -> None:
    """24B: a single honour (ace, king, queen, jack or ten) — partner passes at his next turn (23A)."""
    r = exposed([card])
    assert "24B" in r["laws"] and r["offender_partner_must_pass"] == "next_turn" and "23A" in r["laws"]
    assert r["penalty_cards"][0]["kind"] == "major"


def test_24b_premature_lead_partner_passes_next_turn() -> None:
    """24B: a card led prematurely, even a small one — partner passes at his next turn; major penalty card."""
    r = exposed(["C2"], led=True)
    assert "exposed.24B_led" in keys(r) and r["offender_partner_must_pass"] == "next_turn"
    assert r["penalty_cards"][0]["kind"] == "major"


def test_24c_two_or_more_cards() -> None:
    """24C: two or more cards — partner passes at his next turn; all become major penalty cards."""
    r = exposed(["C2", "D3"])
    assert "24C" in r["laws"] and r["offender_partner_must_pass"] == "next_turn"
    assert [p["kind"] for p in r["penalty_cards"]] == ["major", "major"]


def test_24_declaring_side_has_no_penalty_cards() -> None:
    r = ruled(["1H", "P", "4H", "P", "P", "P"], kind="card_exposed_during_auction", by="S", cards=["SA"])
    assert r["penalty_cards"] == [] and "exposed.declaring_side" in keys(r)
    assert "exposed.auction_over" in keys(r)


def test_24_single_card_field_and_refusals() -> None:
    r = ruled(["1H"], kind="card_exposed_during_auction", by="E", card="HK")
    assert r["penalty_cards"][0]["card"] == "HK"
    refusals = (({"cards": ["ZZ"]}, "bad_card"), ({"cards": ["SA", "SA"]}, "duplicate_card"), ({}, "missing_field"))
    for fields, code in refusals:
        with pytest.raises(EngineError) as err:
            rule(case(["1H"], kind="card_exposed_during_auction", by="E", **fields))
        assert err.value.code == code


# --- Law 26 ------------------------------------------------------------------------------------------------------
def test_26a2_suit_not_named_again_require_or_forbid() -> None:
    """26A2: the withdrawn call named a suit not named again — declarer may require or forbid that suit."""
    r = ruled(["1H"], "W", "1S", choices={"accepted": False})
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}
    assert {"26A", "26A1", "26A2"} <= set(r["laws"])  # pending: 26A1 if he names spades later


def test_26a1_suit_named_later_no_restriction() -> None:
    """26A1: the suit specified later by the same player: no lead restrictions."""
    r = ruled(["1H", "P"], "S", "1D", choices={"accepted": False, "correction": "3D"})
    assert "26A1" in r["laws"] and not r["lead_restrictions"]


def test_26b_other_withdrawn_calls_forbid_one_suit() -> None:
    """26B: other withdrawn calls (notrump, pass, double) — declarer may forbid the lead of any one suit."""
    for call in ("1NT", "X"):
        r = ruled(["1H"], "W", call, choices={"accepted": False})
        assert r["lead_restriction"] == {"law": "26B", "suits": []}


def test_26_same_final_call_no_restriction() -> None:
    """26 (intro): only when the offender chose *another* final call at that turn."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["P"])
    assert not r["lead_restrictions"]


def test_26a_conventional_call_relating_to_stated_suits() -> None:
    """26A: "Esli otmenennaya zayavka kasalas' opredelennoj masti ili mastej" — an artificial 2C showing the majors."""
    r = ruled(["1NT"], "W", "2C", conventional=True, suits=["H", "S"], choices={"accepted": False})
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["H", "S"]}


def test_26a1_one_of_two_suits_named_again() -> None:
    r = ruled(["1H", "P"], "S", "1D", conventional=True, suits="D C", choices={"accepted": False, "correction": "2D"})
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["C"]}


def test_30b1_pass_indicating_suits_may_bring_lead_restrictions() -> None:
    """30B1: "esli pas vne ocheredi konvencionno ukazyvaet opredelennuyu mast' ili masti" — Law 26 may apply."""
    r = ruled(["1H"], "S", "P", suits=["S"], choices={"accepted": False})
    assert "rotation.30B1_suits" in keys(r) and r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}
    assert r["offender_must_pass"] == "next_turn"


def test_32_double_out_of_rotation_is_26b_even_with_suits() -> None:
    """32: "mogut byt' nalozheny ogranicheniya na hod, predusmotrennye pravilom 26B"."""
    r = ruled(["1H"], "W", "X", suits=["S"], choices={"accepted": False})
    assert r["lead_restriction"]["law"] == "26B"


def test_26a1_suit_named_later_in_after() -> None:
    """26A1: "Esli eta mast' byla pozdnee specificirovana tem zhe igrokom" — 1D corrected to 1NT, later 3D."""
    # N, barred by 27B2, passes throughout (a bid by him would break his obligation: Law 37)
    r = ruled(["1H", "P"], "S", "1D", choices={"accepted": False, "correction": "1NT"}, after=["2H", "P", "P", "3D"])
    assert not r["lead_restrictions"] and "26A1" in r["laws"]
    # S names clubs, not diamonds, and W buys the contract: N defends, 26A2 applies to diamonds
    r2 = ruled(["1H", "P"], "S", "1D", choices={"accepted": False, "correction": "1NT"},
               after=["2H", "P", "P", "3C", "3H", "P", "P", "P"])
    assert r2["lead_restriction"] == {"law": "26A2", "suits": ["D"]}


def test_26a1_after_31a2b() -> None:
    """31A2(B) then 26A1: the offender names the withdrawn bid's suit again later in the auction."""
    r = ruled(["1H"], "S", "1S", choices={"accepted": False}, after=["2C", "2H", "P", "P", "3C", "3S"])
    assert r["offender_partner_must_pass"] == "rest_of_auction" and not r["lead_restrictions"]


def test_17e_card_led_after_the_final_pass_by_the_opening_leader_is_the_lead_e9() -> None:
    """17E "Период торговли заканчивается, когда … предъявлен первый ход": E (declarer N's LHO, 41A) faces ♠K
    after the final pass — that is the opening lead, not a Law 24 penalty card (QA e9)."""
    r = ruled(["1H", "P", "P", "P"], kind="card_exposed_during_auction", by="E", cards=["SK"], led=True)
    assert r["type"] == "none" and r["penalty_cards"] == [] and "24" not in r["laws"]
    assert keys(r)[0] == "exposed.opening_lead" and "17E" in r["laws"]


def test_17e_card_led_after_the_final_pass_by_the_wrong_defender_is_a_lead_out_of_turn_e10() -> None:
    """17E, 54: W (not the opening leader) faces ♠K after the final pass — an opening lead out of turn, ruled
    under 54 with declarer's options, not as a card exposed during the auction (QA e10)."""
    r = ruled(["1H", "P", "P", "P"], kind="card_exposed_during_auction", by="W", cards=["SK"], led=True)
    assert r["type"] == "lead_out_of_turn" and r["offender"] == "W" and "54" in r["laws"]
    assert keys(r)[0] == "exposed.opening_lead_out_of_turn" and "24" not in r["laws"]
    assert {o["choice"]["declarer"] for o in r["options"]} >= {"accept", "spread"}


def test_24_card_led_before_the_auction_ends_is_still_law_24() -> None:
    """24B: a card led while the auction goes on (only two passes after the bid) stays under Law 24."""
    r = ruled(["1H", "P", "P"], kind="card_exposed_during_auction", by="W", cards=["SK"], led=True)
    assert r["type"] == "card_exposed_during_auction" and "24B" in r["laws"]
