"""Every option's ``choice`` is input the case schema accepts back (cases.md "Choices", extended compatibly with
``correction: "other_sufficient_bid"``, ``rho`` and ``repeats_denomination``), and feeding it back gives that
option's outcome. The cases are the QA set of 2026-11-30 (``data/qa_cases.json``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import rule
from engine.errors import EngineError
from engine.ruling import Ruling

CASES: dict[str, dict[str, Any]] = json.loads((Path(__file__).parent / "data" / "qa_cases.json").read_text("utf-8"))
FIELDS = ("offender_partner_must_pass", "offender_must_pass", "adjusted_score", "lead_restrictions",
          "penalty_cards", "tricks_transferred")


def _paths(ruling: Ruling, chosen: dict[str, Any]) -> Iterator[tuple[dict[str, Any], Ruling]]:
    for option in ruling.options:
        choice = {**chosen, **option.choice}
        yield choice, option.ruling
        yield from _paths(option.ruling, choice)


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_option_choice_rules_back_to_its_outcome(name: str) -> None:
    data = CASES[name]
    for choice, expected in _paths(rule(data), dict(data.get("choices") or {})):
        again = rule({**data, "choices": choice})
        for field in FIELDS:
            assert getattr(again, field) == getattr(expected, field), (name, choice, field)
        assert bool(again.options) <= bool(expected.options), (name, choice)


def test_the_qa_set_covers_every_kind_of_choice() -> None:
    seen: set[str] = set()
    for data in CASES.values():
        for choice, _ in _paths(rule(data), {}):
            seen.update(f"{k}={v}" if k in ("rho", "correction") and not str(v)[0].isdigit() else k
                        for k, v in choice.items())
    assert {"correction=other_sufficient_bid", "correction=P", "rho=pass", "rho=bid_double_or_redouble",
            "rho=bid", "repeats_denomination", "offender_choice", "accepted", "declarer"} <= seen


def test_27b2_no_other_sufficient_bid_over_7nt_ib19() -> None:
    """27B2: over 7NT nothing is sufficient — only Pass is offered (QA ib19), and "other_sufficient_bid" given
    back is refused."""
    data = {"dealer": "N", "vul": "none", "auction": ["7NT"],
            "irregularity": {"type": "call", "by": "E", "call": "6NT"}, "choices": {"accepted": False}}
    assert [o.choice for o in rule(data).options] == [{"correction": "P"}]
    with pytest.raises(EngineError) as err:
        rule({**data, "choices": {"accepted": False, "correction": "other_sufficient_bid"}})
    assert err.value.code == "bad_correction"


def test_27b2_over_7s_6nt_lowest_is_the_only_sufficient_bid() -> None:
    """27B1(A) 7NT is the lowest (and only) sufficient bid over 7♠: no "other sufficient bid" option."""
    data = {"dealer": "N", "vul": "none", "auction": ["7S"],
            "irregularity": {"type": "call", "by": "E", "call": "6NT"}, "choices": {"accepted": False}}
    assert [o.choice for o in rule(data).options] == [{"correction": "7NT"}, {"correction": "P"}]


def test_31a_rho_choice_contradicting_after_is_refused() -> None:
    data = {"dealer": "N", "vul": "none", "auction": [], "irregularity": {"type": "call", "by": "E", "call": "1S"},
            "choices": {"accepted": False, "rho": "pass"}, "after": ["1H"]}
    with pytest.raises(EngineError) as err:
        rule(data)
    assert err.value.code == "contradictory_fields"
