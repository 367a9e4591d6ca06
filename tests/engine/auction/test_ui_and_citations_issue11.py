"""Unauthorized information and the citations a director expects in the auction (issue 11).

16C2: «информация, вытекающая из отмененных акций ненарушившей стороны, нелегальна; поэтому, игрок нарушившей
стороны не может выбирать из логически альтернативных действий то, которое более обоснованно, чем остальные может
быть подсказано этой информацией»; 12C2: «для ненарушившей стороны этот результат есть наиболее выгодный
результат из тех, которые были бы возможны без нарушения, для нарушившей стороны - наименее выгодный»; 17B:
«Первую заявку делает игрок, обозначенный на дубликатной коробке сдававшим»; 26A «Если отмененная заявка касалась
определенной масти или мастей», 26B «В случае других отменённых заявок».
"""

from __future__ import annotations

from typing import Any

from bot.render.ruling import ruling_text
from engine import rule
from engine.ruling import Ruling


def ruled(case: dict[str, Any]) -> dict[str, Any]:
    return rule({"dealer": "N", "vul": "none", **case}).to_dict()


def keys(ruling: dict[str, Any]) -> list[str]:
    return [s["key"] for s in ruling["steps"]]


def test_law16c2_non_offenders_withdrawn_call_is_ui_with_the_12c2_adjustment() -> None:
    """25B1: the LHO withdraws the call he made over the first call; its information is unauthorized to the
    offenders, and the director adjusts (12C2) if an action it suggested damaged the other side."""
    ruling = ruled({"auction": ["1H"], "choices": {"accepted": True},
                    "irregularity": {"type": "change_of_call", "by": "E", "call": "1S", "new_call": "2S",
                                     "lho_called": "2H"}})
    k = keys(ruling)
    assert k[k.index("info.16C2_theirs") + 1] == "ui.adjust"
    assert "12C2" in ruling["laws"] and ruling["corpus"]["12C2"] is True and ruling["adjusted_score"] != "none"


def test_law16_a_defenders_question_states_the_restriction_and_the_adjustment() -> None:
    ruling = rule({"board": 1, "contract": "4S", "declarer": "S",
                   "irregularity": {"type": "auction_review", "by": "W", "when": "later",
                                    "request": "explanation"}}).to_dict()
    assert keys(ruling)[-2:] == ["ui.restriction", "ui.adjust"] and ruling["steps"][-2]["ref"] == "16A"


def test_law17b_first_call_by_the_wrong_seat_cites_17b_not_17c() -> None:
    first = ruled({"auction": [], "irregularity": {"type": "call", "by": "E", "call": "1S"}})
    assert first["steps"][0]["ref"] == "17B" and "17C" not in first["laws"]
    later = ruled({"auction": ["1H"], "irregularity": {"type": "call", "by": "S", "call": "1S"}})
    assert later["steps"][0]["ref"] == "17C"


def test_law26_conventional_call_with_no_suits_shows_both_readings() -> None:
    ruling = ruled({"auction": ["1H"], "choices": {"accepted": False},
                    "irregularity": {"type": "call", "by": "W", "call": "2C", "conventional": True}})
    assert ruling["lead_restriction"] == {"law": "26", "suits": [], "readings": ["26A", "26B"]}
    assert {"26A1", "26A2", "26B"} <= set(ruling["laws"]) and ruling["lead_restrictions"]
    for lang, words in (("ru", "Укажите масти"), ("en", "Give the suits")):
        assert words in ruling_text(rule({"dealer": "N", "vul": "none", "auction": ["1H"],
                                          "choices": {"accepted": False},
                                          "irregularity": {"type": "call", "by": "W", "call": "2C",
                                                           "conventional": True}}), lang)


def test_law26a_conventional_call_with_its_suits_given_is_ruled_on_them() -> None:
    ruling = ruled({"auction": ["1H"], "choices": {"accepted": False}, "after": ["P", "P", "P"],
                    "irregularity": {"type": "call", "by": "W", "call": "2C", "conventional": True,
                                     "suits": ["S"]}})
    assert ruling["lead_restriction"]["law"] in ("26A2", "26B") and ruling["lead_restriction"].get("readings") is None


def test_russian_says_povtorit_kontru() -> None:
    """32B1 «нарушитель должен повторить свою заявку»: «повторить контру», not «повторить контра»."""
    ruling = rule({"dealer": "N", "vul": "none", "auction": ["1H"], "after": ["P"], "choices": {"accepted": False},
                   "irregularity": {"type": "call", "by": "S", "call": "X"}})
    text = ruling_text(ruling, "ru")
    assert "повторить контру" in text and "повторить контра" not in text


def test_law31b_footnote_makes_a_later_call_at_the_lho_turn_a_change_of_call() -> None:
    """31B footnote (**): «Если он их делал, то последующие заявки в очередь LHO трактуются, как изменения заявок, и
    применяется правило 25» — cited, and quoted with the footnote."""
    ruling = ruled({"auction": ["1H"], "irregularity": {"type": "call", "by": "N", "call": "2H"}})
    assert ruling["type"] == "change_of_call" and [s["key"] for s in ruling["steps"][:2]] == [
        "change.at_lho_turn", "change.31B_footnote"]
    assert ruling["laws"][:2] == ["25", "31B"] and ruling["corpus"]["31B"] is True
    assert any("изменения заявок" in q for q in ruling["quotes"]["31B"])
    from bot.render.ruling import citations

    quoted = {c.ref: c.text for c in citations(Ruling.from_dict(ruling), "ru")}
    assert quoted["31B"].startswith("(**) Если он их делал")
    assert "партнер нарушителя должен пасовать" not in quoted["31B"]  # 31B's own rule is not the one cited


def test_law17b_the_dealers_legal_first_call_cites_17b() -> None:
    assert ruled({"auction": [], "irregularity": {"type": "call", "by": "N", "call": "1H"}})["steps"][0]["ref"] == "17B"
