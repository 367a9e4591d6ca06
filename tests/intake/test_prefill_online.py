"""/ask prefill of the online rulings (issue 11): a misclick (25A) with the call made and the call meant, a hesitation
(16A), a wrong explanation or a missing alert (20F, 21B1), a claim the opponents dispute (70) — each offered as its
own wizard type, in Russian and English, and a prefilled wizard that asks only what the text did not say."""

from __future__ import annotations

import pytest

from bot.intake import wizard as W
from bot.intake.partial import is_valid_partial
from bot.intake.prefill import prefill


@pytest.mark.parametrize(
    ("text", "type_", "irregularity"),
    [
        # 25A: the call clicked and the call meant, whichever order they are said in
        ("it was a misclick on BBO, I meant 2H", "misclick", {"intended": "2H"}),
        ("мисклик: нажал 2♥ вместо 2♠", "misclick", {"call": "2H", "intended": "2S"}),
        ("Запад хотел 2♠, а нажал 2♥", "misclick", {"call": "2H", "intended": "2S"}),
        ("North clicked 1NT by mistake, meant 1S", "misclick", {"call": "1NT", "intended": "1S"}),
        # 16A: information from partner's hesitation (who hesitated is asked: the seat may be either partner's)
        ("партнёр долго думал, а потом спасовал", "hesitation", {}),
        ("partner hesitated for ages, then North bid 4S", "hesitation", {}),
        # 20F1 / 21B1: a wrong explanation, a missing alert ("отсутствие немедленного алертирования")
        ("оппоненты неправильно объяснили свою заявку", "misexplanation", {"what": "wrong_explanation"}),
        ("East explained 2C as natural but it was Stayman", "misexplanation", {"what": "wrong_explanation",
                                                                              "call": "2C"}),
        ("восток не алертировал 2♣", "misexplanation", {"what": "missing_alert", "call": "2C"}),
        ("they failed to alert an artificial 2C", "misexplanation", {"what": "missing_alert", "call": "2C"}),
        # 70: a claim disputed — the director decides the tricks
        ("разыгрывающий заклеймил остальные, а мы не согласны", "claim_decision", {}),
        ("претензия оспорена, Юг заявил остальные", "claim_decision", {}),
        ("Declarer claimed, we did not agree", "claim_decision", {}),
        ("we didn't accept declarer's claim", "claim_decision", {}),
        ("мы не согласились с претензией разыгрывающего", "claim_decision", {}),
    ],
)
def test_prefill_names_the_online_type_and_its_stated_facts(text: str, type_: str, irregularity: dict) -> None:
    result = prefill(text)
    assert result is not None and result.type == type_
    got = {k: v for k, v in result.case["irregularity"].items() if k not in ("type", "by")}
    assert got == irregularity
    assert is_valid_partial(result.case)


def test_a_plain_claim_stays_a_claim_and_a_plain_change_of_call_stays_one() -> None:
    assert prefill("claim by south").type == "claim"
    assert prefill("Юг изменил 1♥ на 1♠").type == "change_of_call"


def test_a_misclick_names_no_auction_of_its_two_calls() -> None:
    """"нажал 2♥ вместо 2♠" are two calls of one player, not the auction so far."""
    result = prefill("мисклик: нажал 2♥ вместо 2♠")
    assert "auction" not in result.hints and "auction" not in result.case


def test_the_wizard_started_from_a_misclick_text_asks_only_what_is_missing_law_25a() -> None:
    """The board and auction, then who (the seat said is only suggested), then whether it was a slip and
    corrected without pause; the calls are not asked again."""
    state = W.start(prefill("Запад хотел 2♠, а нажал 2♥"))
    assert state.type == "misclick" and state.hints["by"] == "W"
    for value in ("1", "1H", "P", "P", "!done"):
        state = W.answer(state, value)
    q = W.question(state)
    assert q.step == "fact:by" and next(a for a in q.answers if a.value == "W").suggested
    state = W.answer(state, "W")
    assert W.question(state).step == "fact:inadvertent"
    assert state.irregularity == {"call": "2H", "intended": "2S", "by": "W"}


def test_the_wizard_started_from_a_disputed_claim_asks_the_claim_facts_law_70() -> None:
    state = W.start(prefill("South claimed the rest but we disagree"))
    assert state.type == "claim_decision"
    for value in ("3", "1S", "P", "4S", "P", "P", "P"):
        state = W.answer(state, value)
    assert W.question(state).step == "fact:by"


@pytest.mark.parametrize(("text", "by"), [
    ("Я неправильно объяснил заявку партнёра: сказал, что 2 трефы это Стейман, а у нас натурально. Что мне делать?",
     "me"),
    ("I misexplained partner's bid. Partner's 2C was natural but I said it was Stayman.", "me"),
    ("партнёр неправильно объяснил мою заявку 2 трефы", "partner"),
    ("LHO opened 2D, RHO explained it as weak but it was strong", "rho"),
])
def test_the_misexplanation_s_offender_is_who_explained(text: str, by: str) -> None:
    """One's own wrong explanation of partner's call is a misexplanation (not a bare call: /ask named 17B first), and
    its "by" is the explainer, the seat before the explain verb, not the call's maker."""
    result = prefill(text)
    assert result is not None and result.type == "misexplanation"
    assert result.hints.get("by_relative") == by


def test_a_compass_explainer_is_written_as_the_seat() -> None:
    result = prefill("Север открыл 2 бубны, Юг объяснил как слабые, а это неправильно")
    assert result is not None and result.case["irregularity"].get("by") == "S"
