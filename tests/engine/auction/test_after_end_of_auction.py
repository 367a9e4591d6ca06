"""QA round 2, items 1 and 2: the end of the auction shown by ``after``.

Item 1 — Law 26 (seed 000 p. 55): "Когда заявка нарушителя отменена … то в случае, если он становится вистующим"
and Law 24 (p. 53): "если нарушитель впоследствие становится вистующим, то разыгрывающий может рассматривать
каждую такую карту, как штрафную" — once ``after`` ends the auction (17E), the offending side declaring (or a
passed-out board, 22A) means no lead restriction and no penalty card, said in a step; the other side declaring
makes the penalty certain (no "if he becomes a defender").

Item 2 — cases.md: "A case that contradicts itself … is refused with exit code 2": ``after`` must be a legal
continuation (18C/18D sufficiency, 19A1/19B1 admissibility, 17E end), besides the pass obligations (37).
"""

from __future__ import annotations

import pytest
from auction_helpers import keys, ruled

from bot.i18n import has, t
from engine import rule
from engine.errors import EngineError


def _board1(**case: object) -> dict:
    return rule({"board": 1, **case}).to_dict()


# --- item 1: Law 26 ------------------------------------------------------------------------------------------------
def test_26_no_restriction_when_offender_declares_qa_a() -> None:
    """26 "если он становится вистующим": E's 1♦ corrected to 3♣, then P P P — E declares 3♣, W is dummy."""
    r = _board1(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                choices={"accepted": False, "correction": "3C"}, after=["P", "P", "P"])
    assert r["lead_restrictions"] is False and "lead_restriction" not in r
    assert "after.offenders_declare" in keys(r) and not any(k.startswith("lead.26A") for k in keys(r))
    step = next(s for s in r["steps"] if s["key"] == "after.offenders_declare")
    assert step["params"] == {"by": "E", "declarer": "E", "call": "3C"} and step["ref"] == "26"


def test_26_no_pending_restriction_when_offender_declares_later_qa_b() -> None:
    """26: W's 1♠ out of rotation cancelled (31B), W later declares 2♥, E is dummy — no lead.26A_pending."""
    r = _board1(auction=[], irregularity={"type": "call", "by": "W", "call": "1S"}, choices={"accepted": False},
                after=["P", "P", "P", "2H", "P", "P", "P"])
    assert r["lead_restrictions"] is False
    assert "lead.26A_pending" not in keys(r) and "after.offenders_declare" in keys(r)
    assert r["offender_partner_must_pass"] == "rest_of_auction"  # 31B itself still holds


def test_26_no_restriction_after_31a2b_when_offender_declares() -> None:
    """31A2(B) + 26: E's 1♠ at N's turn; N 1♥, E 2♣ (W barred), S P, W P, N P — E declares 2♣, no restriction."""
    r = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "2C", "P", "P", "P"])
    assert r["lead_restrictions"] is False and "after.offenders_declare" in keys(r)
    pending = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "2C", "P", "P"])
    assert "lead.26A_pending" in keys(pending)


def test_26a2_final_without_if_when_other_side_declares() -> None:
    """26A2: E's 1♦ → 3♣ (27B2), N bids 3♥ and the auction ends: N declares, W is a defender — the restriction is
    stated as certain, naming the declarer."""
    r = _board1(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                choices={"accepted": False, "correction": "3C"}, after=["P", "P", "3H", "P", "P", "P"])
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["D"]}
    step = next(s for s in r["steps"] if s["key"] == "lead.26A2_defender")
    assert step["params"]["declarer"] == "N" and step["params"]["partner"] == "W"


def test_26b_final_when_other_side_declares() -> None:
    """26B after 32A: W's double at E's turn, cancelled; E passes throughout, N's 1♥ stands — W's side defends."""
    r = ruled(["1H"], "W", "X", choices={"accepted": False}, after=["P", "P", "P"])
    assert r["lead_restriction"] == {"law": "26B", "suits": []} and "lead.26B_defender" in keys(r)


def test_26_passed_out_no_restriction() -> None:
    """22A + 26: the later calls pass the board out — no play, so no lead restriction."""
    r = ruled([], "W", "1S", choices={"accepted": False}, after=["P", "P", "P", "P"])  # 31B
    assert r["lead_restrictions"] is False and "after.passed_out" in keys(r)


def test_26_pending_kept_while_auction_unfinished() -> None:
    """26A1: while the auction goes on, the restriction stays conditional."""
    r = _board1(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                choices={"accepted": False, "correction": "3C"}, after=["P", "P"])
    assert "lead.26A_pending" in keys(r) and r["lead_restrictions"] is True


# --- item 1: Law 24 ------------------------------------------------------------------------------------------------
def test_24_no_penalty_card_when_offender_declares_qa_c() -> None:
    """24: "если нарушитель впоследствие становится вистующим" — N's ♠Q exposed, then P P P: N declares 1♥."""
    r = _board1(auction=["1H"], irregularity={"type": "card_exposed_during_auction", "by": "N", "cards": ["SQ"]},
                after=["P", "P", "P"])
    assert r["penalty_cards"] == [] and "50" not in r["laws"]
    assert "after.offenders_declare_cards" in keys(r)
    assert not any(k.startswith("exposed.penalty_cards") for k in keys(r))


def test_24_penalty_card_certain_when_offender_defends() -> None:
    """24: E's ♠Q exposed after N's 1♥; P P P — N declares, E defends: the card is a penalty card, said without
    "if he becomes a defender"."""
    r = _board1(auction=["1H"], irregularity={"type": "card_exposed_during_auction", "by": "E", "cards": ["SQ"]},
                after=["P", "P", "P"])
    assert r["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert "exposed.penalty_cards_defender_one" in keys(r)


def test_24_conditional_while_auction_unfinished() -> None:
    r = _board1(auction=["1H"], irregularity={"type": "card_exposed_during_auction", "by": "E", "cards": ["SQ"]},
                after=["P"])
    assert "exposed.penalty_cards_one" in keys(r)


def test_24_passed_out_no_penalty_card() -> None:
    """22A: a board passed out is not played — no penalty card."""
    r = _board1(auction=[], irregularity={"type": "card_exposed_during_auction", "by": "E", "cards": ["S5"]},
                after=["P", "P", "P", "P"])
    assert r["penalty_cards"] == [] and "after.passed_out" in keys(r)


# --- item 2: after must be a legal continuation --------------------------------------------------------------------
def _refused(**case: object) -> EngineError:
    with pytest.raises(EngineError) as err:
        rule({"board": 1, **case})
    return err.value


def test_after_insufficient_bid_refused_after_correction() -> None:
    """18D: after E's 1♦ corrected to 2♦, S's 1♠ is insufficient — the case contradicts itself."""
    err = _refused(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                   choices={"accepted": False, "correction": "2D"}, after=["1S"])
    assert err.code == "after_irregular" and err.params["reason"] == "insufficient" and err.params["index"] == 1


def test_after_insufficient_bid_refused_after_27b1a_lowest_correction() -> None:
    """18D: no obligation after a 27B1(A) correction, but ``after`` is still checked."""
    err = _refused(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                   choices={"accepted": False, "correction": "2D"}, after=["P", "P", "1S"])
    assert err.code == "after_irregular"


@pytest.mark.parametrize(("after", "reason", "index"), [
    (["1H", "2S", "1C"], "insufficient", 3),            # 18D: 1♣ over 2♠
    (["1H", "2S", "XX"], "inadmissible_redouble", 3),   # 19B1: nothing doubled
])
def test_after_illegal_call_refused_after_31a(after: list[str], reason: str, index: int) -> None:
    err = _refused(auction=[], irregularity={"type": "call", "by": "E", "call": "1S"},
                   choices={"accepted": False}, after=after)
    assert err.code == "after_irregular" and err.params["reason"] == reason and err.params["index"] == index


def test_after_barred_partner_bid_refused_31a2a() -> None:
    """31A2(A) + 37: W must pass at his next turn — his 1NT (also insufficient) is refused, Law 37 first."""
    err = _refused(auction=[], irregularity={"type": "call", "by": "E", "call": "1S"},
                   choices={"accepted": False}, after=["1H", "2S", "P", "1NT"])
    assert err.code == "after_breaks_obligation" and err.params["seat"] == "W" and err.params["index"] == 4


def test_after_surplus_passes_refused_17e() -> None:
    """17E: three passes after 2♦ end the auction — a fourth and fifth pass cannot follow."""
    err = _refused(auction=["1H"], irregularity={"type": "call", "by": "E", "call": "1D"},
                   choices={"accepted": False, "correction": "2D"}, after=["P", "P", "P", "P", "P"])
    assert err.code == "after_beyond_end" and err.params["index"] == 4 and err.params["law"] == "17E"


def test_after_illegal_call_refused_after_exposed_card() -> None:
    err = _refused(auction=["1H"], irregularity={"type": "card_exposed_during_auction", "by": "E", "cards": ["S5"]},
                   after=["P", "P", "P", "P"])
    assert err.code == "after_beyond_end"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_new_codes_and_steps_are_worded(lang: str) -> None:
    for key in ("error.after_beyond_end", "after.offenders_declare", "after.offenders_declare_cards",
                "after.passed_out", "lead.26A2_defender", "lead.26B_defender", "exposed.penalty_cards_defender",
                "exposed.penalty_cards_defender_one"):
        assert has(key, lang), key
    text = t("error.after_beyond_end", lang, index=4, call="P", law="17E")
    assert "17E" in text and "{" not in text


def test_after_checked_after_28b_call_in_turn() -> None:
    """28B: N's in-turn 1♥ stands and the auction goes on from it — E's 1♦ after it is insufficient (18D)."""
    err = _refused(auction=[], irregularity={"type": "call", "by": "E", "call": "1S"},
                   choices={"called_in_turn": {"N": "1H"}}, after=["1D"])
    assert err.code == "after_irregular" and err.params["reason"] == "insufficient"


def test_after_checked_after_25a_immediate_change() -> None:
    """25A: the substituted 1♦ stands — a later 1♣ is insufficient (18D)."""
    err = _refused(auction=[], irregularity={"type": "change_of_call", "by": "N", "call": "1C", "new_call": "1D",
                                             "inadvertent": True, "without_pause": True}, after=["1C"])
    assert err.code == "after_irregular"


def test_after_checked_after_25b1_accepted_change() -> None:
    """25B1: the LHO accepts the substituted 1♦; 1♦ P P P ends the auction (17E) — a fourth pass cannot follow."""
    err = _refused(auction=[], irregularity={"type": "change_of_call", "by": "N", "call": "1C", "new_call": "1D"},
                   choices={"accepted": True}, after=["P", "P", "P", "P"])
    assert err.code == "after_beyond_end"
    ok = rule({"board": 1, "auction": [], "irregularity": {"type": "change_of_call", "by": "N", "call": "1C",
                                                           "new_call": "1D"},
               "choices": {"accepted": True}, "after": ["P", "P", "P"]})
    assert ok.type == "change_of_call"


@pytest.mark.parametrize("code", ["after_beyond_end", "after_irregular", "after_breaks_obligation",
                                  "after_forbidden_double"])
def test_refusals_of_later_calls_speak_russian_without_the_field_name(code: str) -> None:
    """24C «партнер нарушителя должен пасовать в свою следующую очередь заявки» and 37: West's 1♠ is refused;
    the message names the call by its number among the later calls, never the JSON key "after"."""
    from bot.render.errors import error_text

    err = EngineError(code, index=3, call="1S", seat="W", law="37", reason="insufficient", field="after")
    ru, en = error_text(err, "ru"), error_text(err, "en")
    assert "after" not in ru and "«" not in ru.split("(")[0] and "№ 3" in ru and "1♠" in ru
    assert "“after”" not in en and "no. 3" in en
    real = _refused(auction=["1H"], irregularity={"type": "card_exposed_during_auction", "by": "E",
                                                  "cards": ["S7", "D3"]}, after=["P", "P", "1S", "P", "P", "P"])
    assert error_text(real, "ru").startswith("Последующая заявка № 3 (1♠, Запад) нарушает")
