"""A major penalty card's later life, stated by every ruling that leaves one (Laws 50, 51, 56; issue 11).

Corpus: Law 56 «карта неправильного хода становится старшей штрафной картой, и применяется правило 50E»; 51B1(A)
«разыгрывающий требует от его партнёра хода в эту масть, карты этой масти перестают быть штрафными и
поднимаются»; 51B1(B) «Если разыгрывающий запрещает ход в эту масть, вистующий может поднять все штрафные карты
этой масти»; 51B2(A) «разыгрывающий может потребовать(*) от его партнёра хода в любую масть, в которой имеются
штрафные карты (но тогда применяется раздел B1(A) данного правила)»; 51B2(B) «может запретить(*) его партнёру ход в
каждую из этих мастей». Law 50 itself (the first legal opportunity; 50E for one card) is on missing pages: the
1997 text (bridge-domain 50D) gives it, and the ruling flags it "not in our corpus" with a caveat.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import rule
from engine.ruling import Ruling

PLAY = {"board": 4, "contract": "3NT", "declarer": "S"}  # N dummy; E and W defend


def ruled(irregularity: dict[str, Any], choices: dict[str, Any] | None = None, **case: Any) -> dict[str, Any]:
    data = {**PLAY, **case, "irregularity": irregularity}
    if choices:
        data["choices"] = choices
    return rule(data).to_dict()


def keys(ruling: dict[str, Any]) -> list[str]:
    return [s["key"] for s in ruling["steps"]]


def step(ruling: dict[str, Any], key: str) -> dict[str, Any]:
    return next(s for s in ruling["steps"] if s["key"] == key)


def test_law50e_one_major_card_partner_not_on_lead_gets_declarers_choice_at_his_next_lead() -> None:
    """One honour exposed by East, West not on lead now: whenever West obtains the lead, declarer may require or
    forbid hearts (the card is picked up) or do neither (56 → 50E: the card stays a major penalty card)."""
    r = ruled({"type": "penalty_card", "by": "E", "cards": ["HK"]})
    assert r["lead_restrictions"] is True
    assert r["penalty_card_lead"] == {"leader": "W", "cards": ["HK"], "suits": ["H"], "law": "50E",
                                      "choices": ["require_suit", "forbid_suit", "none"]}
    life = step(r, "pc.life.partner_lead")
    assert life["ref"] == "50E" and life["params"] == {"partner": "W", "cards": "HK", "suit": "H"}
    assert r["corpus"]["50E"] is False and r["corpus"]["50"] is False  # the rule's sentence is on a missing page
    assert "caveat.50_1997" in [c["key"] for c in r["caveats"]]


def test_law51b1_two_cards_of_one_suit_require_or_forbid_picks_them_up() -> None:
    r = ruled({"type": "penalty_card", "by": "W", "cards": ["SK", "SQ"]})
    assert keys(r)[-3:] == ["pc.life.require_one_suit", "pc.life.forbid_one_suit", "pc.life.neither"]
    assert [s["ref"] for s in r["steps"][-3:]] == ["51B1(A)", "51B1(B)", "50E"]
    assert step(r, "pc.life.require_one_suit")["params"]["partner"] == "E"
    assert r["corpus"]["51B1(A)"] is True and r["corpus"]["51B1(B)"] is True
    assert any("карты этой масти перестают быть штрафными и поднимаются" in q for q in r["quotes"]["51B1(A)"])


def test_law51b2_cards_of_several_suits_require_one_suit_then_51b1a_or_forbid_them() -> None:
    """51B2(A) points to 51B1(A) for what happens to the required suit's cards: both are cited."""
    r = ruled({"type": "penalty_card", "by": "E", "cards": ["HQ", "S5"]})
    assert keys(r)[-4:] == ["pc.life.require_one_of_suits", "pc.life.then_51B1A", "pc.life.forbid_suits",
                            "pc.life.neither"]
    assert {"51B2(A)", "51B1(A)", "51B2(B)"} <= set(r["laws"])
    assert r["penalty_card_lead"]["suits"] == ["H", "S"] and r["penalty_card_lead"]["law"] == "51B2(A)"


def test_law51b2a_required_suit_cards_are_picked_up_as_51b1a_says() -> None:
    r = ruled({"type": "penalty_card", "by": "E", "cards": ["HQ", "HJ", "S5"], "partner_has_lead": True},
              {"declarer": "require_suit", "suit": "H"})
    assert step(r, "play.pc.require_suit")["ref"] == "51B2(A)" and step(r, "play.pc.picked_up")["ref"] == "51B1(A)"
    assert [p["card"] for p in r["penalty_cards"]] == ["S5"]
    # the spade stays: declarer has the same choice at West's later leads
    assert keys(r)[-1] == "pc.life.partner_lead_again" and r["penalty_card_lead"]["cards"] == ["S5"]


def test_law56_refused_lead_neither_leaves_the_card_and_its_later_life() -> None:
    r = ruled({"type": "lead_out_of_turn", "by": "E", "card": "HK"}, {"declarer": "none"})
    assert "pc.life.partner_lead_again" in keys(r) and r["lead_restrictions"]


def test_law56_refused_lead_required_suit_leaves_no_card_and_no_later_life() -> None:
    r = ruled({"type": "lead_out_of_turn", "by": "E", "card": "HK"}, {"declarer": "require_suit"})
    assert r["penalty_cards"] == [] and not any(k.startswith("pc.life.") for k in keys(r))


@pytest.mark.parametrize(("irregularity", "seat"), [
    ({"type": "premature_play", "by": "W", "card": "H5", "suit_led": "C"}, "W"),  # 57A: «становится штрафной»
    ({"type": "revoke", "by": "E", "trick": 5, "card": "D4"}, "E"),  # 62B1: «становится штрафной (правило 50)»
    ({"type": "lead_out_of_turn", "by": "E", "card": "C4", "trick": 5, "correct_leader": "S"}, "E"),  # 53C
])
def test_every_ruling_that_leaves_a_major_card_states_the_partners_later_lead(irregularity: dict[str, Any],
                                                                              seat: str) -> None:
    choices = {"lead_out_of_turn": {"accepted": False}, "premature_play": {"declarer": "highest"}}.get(
        irregularity["type"])
    r = ruled(irregularity, choices)
    assert [p["seat"] for p in r["penalty_cards"] if p["kind"] == "major"] == [seat]
    assert r["lead_restrictions"] and r["penalty_card_lead"]["leader"] in ("N", "E", "S", "W")
    assert r["penalty_card_lead"]["leader"] != seat and "pc.life.partner_lead" in keys(r)


def test_law52b2_card_played_in_error_becomes_major_and_has_a_later_life() -> None:
    r = ruled({"type": "penalty_card", "by": "E", "cards": ["HK"], "failed_to_play": "C2"}, {"accepted": False})
    assert ("E", "C2", "major") in [(p["seat"], p["card"], p["kind"]) for p in r["penalty_cards"]]
    assert "pc.life.partner_lead" in keys(r)


def test_law24_honour_exposed_in_the_auction_by_a_future_defender_has_the_same_later_life() -> None:
    """24: the card becomes a penalty card «(см. правило 50)» once the offender is a defender."""
    r = rule({"dealer": "N", "vul": "none", "auction": ["1H"], "after": ["P", "P", "P"],
              "irregularity": {"type": "card_exposed_during_auction", "by": "E", "cards": ["SK"]}}).to_dict()
    assert [p["kind"] for p in r["penalty_cards"]] == ["major"]
    assert step(r, "pc.life.partner_lead")["params"]["partner"] == "W"


def test_law50_minor_card_and_declarers_cards_have_no_lead_options() -> None:
    minor = ruled({"type": "penalty_card", "by": "E", "cards": ["H5"]})
    assert [p["kind"] for p in minor["penalty_cards"]] == ["minor"] and not minor["lead_restrictions"]
    assert not any(k.startswith("pc.life.") for k in keys(minor))
    declarer = ruled({"type": "penalty_card", "by": "S", "cards": ["HK"]})  # 48A: never a penalty card
    assert declarer["penalty_cards"] == [] and "penalty_card_lead" not in declarer


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_later_life_reads_in_both_languages(lang: str) -> None:
    from bot.render.ruling import ruling_text

    text = ruling_text(rule({**PLAY, "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HK"]}}), lang)
    assert ("Всякий раз, когда Запад получает ход" if lang == "ru" else "Whenever West obtains the lead") in text
    assert "pc.life" not in text and "{" not in text


def test_law24a_50_a_minor_penalty_card_from_the_auction_states_the_minor_cards_duty() -> None:
    """24: «разыгрывающий может рассматривать каждую такую карту, как штрафную (см.правило 50)»; 24A «одиночная
    карта младше онера … дальнейшего наказания нет». Law 50 (not in our corpus; 1997 text, caveat) gives a minor
    card's duty: no other card of its suit below honour rank until it is played, an honour instead allowed, no lead
    restriction on partner — stated as the ``penalty_card`` ruler states it, and with the 50 caveat."""
    import lawbase

    text = " ".join(lawbase.load().get("24").text.split())
    assert "разыгрывающий может рассматривать каждую такую карту, как штрафную (см.правило 50)" in text
    r = rule({"dealer": "N", "vul": "none", "auction": ["1H"], "after": ["P", "2H", "P", "P", "P"],
              "irregularity": {"type": "card_exposed_during_auction", "by": "E", "cards": ["S7"]}}).to_dict()
    assert r["penalty_cards"] == [{"seat": "E", "card": "S7", "kind": "minor"}]
    duty = step(r, "play.pc.minor_disposition")
    assert duty["params"] == {"seat": "E", "suit": "S", "card": "S7"} and duty["ref"] == "50"
    assert step(r, "play.pc.minor_partner_free")["params"] == {"partner": "W"}
    assert [c["key"] for c in r["caveats"]] == ["caveat.50_1997"] and r["corpus"]["50"] is False
    assert r["lead_restrictions"] is False
    # the penalty_card ruler states it itself: not twice
    pc = ruled({"type": "penalty_card", "by": "W", "cards": ["H5"]})
    assert keys(pc).count("play.pc.minor_disposition") == 1


def test_law50b_several_penalty_cards_are_worded_in_the_plural_and_suits_with_commas() -> None:
    """50B «Штрафная карта остаётся открытой…»: for ♥K and ♣3 the ruling says "the penalty cards stay" (ru
    «Штрафные карты остаются»), and a list of suits reads "♣, ♥" as the consequences list them."""
    from bot.render.ruling import ruling_text

    r = ruled({"type": "penalty_card", "by": "W", "cards": ["HK", "C3"], "partner_has_lead": True},
              {"declarer": "none"})
    assert "play.pc.stays_face_up_several" in keys(r) and "play.pc.stays_face_up" not in keys(r)
    ru, en = ruling_text(Ruling.from_dict(r), "ru"), ruling_text(Ruling.from_dict(r), "en")
    assert "Штрафные карты остаются открытыми" in ru and "The penalty cards stay face up" in en
    assert "(♣, ♥)" in en and "(♣ ♥)" not in en
