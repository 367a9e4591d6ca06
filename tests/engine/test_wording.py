"""Wording the QA found wrong (item 15 and the UX tester's Russian grammar): one card is worded in the singular,
counts never as "trick(s)" or "1 взяток", a disputed concession is not called a claim, Russian uses «Правило»."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import rule
from engine.ruling import Ruling

LOCALE = Path(__file__).resolve().parents[2] / "bot" / "locale"
MINE = ("ruling.json", "play.json", "engine_steps.json", "engine_errors.json")


def _keys(data: dict) -> list[str]:
    return [s["key"] for s in data["steps"]]


def _catalog(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in MINE:
        out.update(json.loads((LOCALE / lang / name).read_text("utf-8")))
    return out


def test_24_one_exposed_card_is_worded_in_the_singular() -> None:
    """24: "одну или более карт" — one card: "мог ее видеть", "карту … как штрафную" (not "их", "каждую из")."""
    data = rule({"dealer": "N", "vul": "none", "auction": ["1H"],
                 "irregularity": {"type": "card_exposed_during_auction", "by": "E", "cards": ["SK"]}}).to_dict()
    assert {"exposed.fact_one", "exposed.penalty_cards_one"} <= set(_keys(data))
    two = rule({"dealer": "N", "vul": "none", "auction": ["1H"],
                "irregularity": {"type": "card_exposed_during_auction", "by": "E", "cards": ["SK", "S2"]}}).to_dict()
    assert {"exposed.fact", "exposed.penalty_cards"} <= set(_keys(two))
    assert "exposed.face_up_one" in _keys(data) and "exposed.face_up" in _keys(two)  # «Показанная карта … остается»


def test_50_one_penalty_card_picked_up_singular() -> None:
    """50/51: a required or forbidden suit picks up the penalty card — one card, worded as one."""
    data = rule({"board": 1, "contract": "4S", "declarer": "S",
                 "irregularity": {"type": "penalty_card", "by": "W", "cards": ["HK"], "partner_has_lead": True},
                 "choices": {"declarer": "require_suit", "suit": "H"}}).to_dict()
    assert "play.pc.picked_up_one" in _keys(data) and "play.pc.is_penalty_card_one" in _keys(data)


def test_68_disputed_concession_is_not_called_a_claim() -> None:
    data = rule({"board": 1, "contract": "4S", "declarer": "S",
                 "irregularity": {"type": "claim", "by": "W", "kind": "concession", "tricks": 2}}).to_dict()
    assert "play.claim.call_director_concession" in _keys(data) and "play.claim.call_director" not in _keys(data)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_parenthesized_plurals_or_number_agreement_traps(lang: str) -> None:
    """No "trick(s)", "card(s)", "{tricks} взяток"-style agreement a number can break, in the engine's catalogs
    (``{count}`` of exposed cards is at least two, Law 24C)."""
    bad = {k: v for k, v in _catalog(lang).items()
           if re.search(r"\w\(s\)|\{(tricks|imps)\} (взят|IMP|trick)", v)}
    assert not bad, bad


def test_russian_says_pravilo_not_zakon() -> None:
    bad = {k: v for k, v in _catalog("ru").items() if re.search(r"\b[Зз]акон(а|у|ом|е|ы|ов)?\b", v)}
    assert not bad, bad


def test_russian_double_is_not_put_in_the_wrong_case() -> None:
    """UX: "Восток заявил контра" — a call named after a verb is quoted («контра»), and no step starts with a
    lower-case call word ("контра вистующего…")."""
    from bot.render.ruling import ruling_text

    out_of_turn = rule({"dealer": "N", "vul": "none", "auction": ["1H"],
                        "irregularity": {"type": "call", "by": "S", "call": "X"}})
    after_final = rule({"dealer": "N", "vul": "none", "auction": ["1H", "P", "P", "P"],
                        "irregularity": {"type": "call", "by": "E", "call": "X"}})
    for ruling in (out_of_turn, after_final):
        text = ruling_text(ruling, "ru")
        assert "заявил контра" not in text and not re.search(r"^\d+\. [а-я]", text, re.M), text


def test_russian_calls_after_a_verb_are_in_the_accusative_not_quoted() -> None:
    """32 (a double out of rotation): «Запад заявил контру в очередь Юга», not «заявил «контра»»; 21B1:
    «заменить пас на контру» (review finding 18)."""
    from bot.render.ruling import ruling_text
    from engine import rule as rule_case

    double = rule_case({"dealer": "N", "vul": "none", "auction": ["1C", "P"],
                        "irregularity": {"type": "call", "by": "W", "call": "X"}}).to_dict()
    text = ruling_text(Ruling.from_dict(double), "ru")
    assert "Запад заявил контру в очередь Юга" in text and "«контра»" not in text
    mi = rule_case({"dealer": "N", "vul": "none", "auction": ["1NT", "P", "2C", "P"],
                    "irregularity": {"type": "misexplanation", "by": "N", "what": "wrong_explanation", "call": "2C",
                                     "found": "auction", "finding": "misinformation", "misinformed": "W",
                                     "new_call": "X"}}).to_dict()
    assert "заменить пас на контру" in ruling_text(Ruling.from_dict(mi), "ru")
