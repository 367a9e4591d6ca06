"""Law 37 (seed 000 p. 63): "Назначение, контра или реконтра со стороны игрока, которого правила обязывают
пасовать, аннулируется…" — a later call in ``after`` that breaks a pass obligation the ruling imposes is itself
an irregularity: refused (``after_breaks_obligation``), never accepted silently. QA cases p10, ib18, b11."""

from __future__ import annotations

import pytest
from auction_helpers import case, ruled

from bot.i18n import has
from engine import rule
from engine.errors import EngineError


def _refused(*args: object, **kwargs: object) -> EngineError:
    with pytest.raises(EngineError) as err:
        rule(case(*args, **kwargs))
    return err.value


def test_30b1_offender_bids_at_his_next_turn_p10() -> None:
    """30B1 + 37: S passed out of turn at E's turn; E passes, S bids 2♥ at the turn he had to pass."""
    err = _refused(["1H"], "S", "P", choices={"accepted": False}, after=["P", "2H"])
    assert err.code == "after_breaks_obligation"
    assert err.params["seat"] == "S" and err.params["index"] == 2 and err.params["law"] == "37"


def test_30b1_a_pass_at_the_next_turn_is_accepted() -> None:
    """30B1: the offender passes at his next turn and may call freely afterwards."""
    r = ruled(["1H"], "S", "P", choices={"accepted": False}, after=["P", "P", "2S", "3H"])
    assert r["offender_must_pass"] == "next_turn"


def test_27b2_partner_barred_for_the_rest_bids_ib18() -> None:
    """27B2 + 37: E's insufficient 1♠ corrected to Pass; W (barred for the rest of the auction) bids 3♠."""
    err = _refused(["1NT"], "E", "1S", choices={"accepted": False, "correction": "P"}, after=["2H", "3S"])
    assert err.code == "after_breaks_obligation" and err.params["seat"] == "W"


def test_31a2a_partner_bids_at_his_next_turn_b11() -> None:
    """31A2(A) + 37: E repeated the denomination (2♠), W had to pass at his next turn but bid 3♠."""
    err = _refused([], "E", "1S", choices={"accepted": False}, after=["1H", "2S", "P", "3S"])
    assert err.code == "after_breaks_obligation" and err.params["index"] == 4


def test_31a2a_partner_may_bid_after_his_next_turn() -> None:
    """31A2(A): the bar is for one turn only — W's later bid is legal."""
    r = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "2S", "P", "P", "3H", "P", "P", "3S"])
    assert r["offender_partner_must_pass"] == "next_turn"


def test_25b2b1_partner_bids_at_next_turn() -> None:
    """25B2(B)(1) + 37: 1♥ stands, partner must pass at his next turn."""
    err = _refused(["1H"], kind="change_of_call", by="N", call="1H", new_call="1S",
                   choices={"accepted": False, "offender_choice": "let_stand"}, after=["P", "2H"])
    assert err.code == "after_breaks_obligation" and err.params["seat"] == "S"


def test_after_breaks_obligation_is_worded() -> None:
    assert has("error.after_breaks_obligation", "ru") and has("error.after_breaks_obligation", "en")


def test_30b2b_partner_may_not_double_this_round() -> None:
    """30B2(B) "не может на этом круге контрировать или реконтрировать": N passed out of turn at S's turn
    (partner's); S doubles at his turn — refused (after_forbidden_double); a bid is allowed."""
    err = _refused(["1H", "1S"], "N", "P", choices={"accepted": False}, after=["X"])
    assert err.code == "after_forbidden_double" and err.params["law"] == "30B2(B)"
    assert has("error.after_forbidden_double", "ru") and has("error.after_forbidden_double", "en")
    r = ruled(["1H", "1S"], "N", "P", choices={"accepted": False}, after=["2S"])
    assert r["partner_may_not_double_this_round"]
