"""Law 26A1/26A2 (seed 000 p. 55): "Если эта масть была позднее специфицирована тем же игроком, ограничений на ход
нет" — while the auction goes on, the offender may still name the suit, so the 26A2 restriction is conditional
(``lead.26A_pending``) until the auction has ended. QA cases b4, y3, ib1, c2 (pending), b10, ib17 (26A1)."""

from __future__ import annotations

from auction_helpers import keys, option, ruled


def _lead_keys(r: dict) -> list[str]:
    return [k for k in keys(r) if k.startswith("lead.")]


def test_26a1_pending_while_auction_goes_on_bid_out_of_turn_b4() -> None:
    """26A1: E's 1♠ out of turn cancelled, N 1♥, E passes — the auction goes on, E may still bid spades."""
    r = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "P"])
    assert _lead_keys(r) == ["lead.26A_pending"]
    assert {"26A1", "26A2"} <= set(r["laws"])


def test_26a1_pending_y3() -> None:
    """26A1: S's 2♥ out of turn at E's turn, E 2♠, S 2NT — the auction has not ended."""
    r = ruled(["1H"], "S", "2H", choices={"accepted": False}, after=["2S", "2NT"])
    assert _lead_keys(r) == ["lead.26A_pending"]


def test_26a2_final_once_auction_ended_without_the_suit() -> None:
    """26A2: the auction ended and E never named spades again — declarer may require or forbid a spade lead."""
    r = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "P", "P", "P"])
    assert _lead_keys(r) == ["lead.26A2_defender"]  # N declares: W is known to defend, no "if"
    assert r["lead_restriction"] == {"law": "26A2", "suits": ["S"]}


def test_26a1_suit_named_later_b10() -> None:
    """26A1: E named spades later (2♠): no restriction, even before the auction ends."""
    r = ruled([], "E", "1S", choices={"accepted": False}, after=["1H", "P", "2H", "P", "P", "2S"])
    assert _lead_keys(r) == ["lead.26A1"]


def test_26a_pending_in_the_pass_correction_of_an_insufficient_bid_ib1() -> None:
    """27B2 → 26A: "correct to Pass" with no later calls known — the offender may still bid diamonds later."""
    r = ruled(["1H"], "E", "1D")
    sub = option(option(r, accepted=False), correction="P")
    assert _lead_keys(sub) == ["lead.26A_pending"]


def test_26a2_pass_correction_that_ends_the_auction() -> None:
    """27B2 → 26A2: the correction to Pass is the third pass after a bid — the auction is over, 26A2 is final."""
    r = ruled(["1H", "P", "P"], "W", "1D", choices={"accepted": False, "correction": "P"})
    assert _lead_keys(r) == ["lead.26A2_defender"]


def test_25b2c_let_stand_pending_c2() -> None:
    """25B2(B)(1), 25B2(C) → 26A: the substituted 1♠ cancelled, 1♥ stands; N may still bid spades later."""
    r = ruled(["1H"], kind="change_of_call", by="N", call="1H", new_call="1S", inadvertent=True,
              without_pause=False)
    sub = option(option(r, accepted=False), offender_choice="let_stand")
    assert "lead.26A_pending" in _lead_keys(sub) and "lead.26A2" not in _lead_keys(sub)
