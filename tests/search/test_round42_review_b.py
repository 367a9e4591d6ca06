"""The forty-second round's director review (reviewer B) of the play-law changes: each confirmed wrong answer, as the
sentence that showed it, with the law a director wants first (or the wrong concept absent)."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _top
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import read


@pytest.mark.parametrize(("text", "law"), [
    ("пока разыгрывающий думал, болван уже положил карту — можно её вернуть?", "45D"),
    ("пока юг думал, север уже положил карту с болвана — вернуть?", "45D"),
])
def test_dummys_card_put_down_while_declarer_thinks_is_45d(text: str, law: str) -> None:
    """F1a, F1b, Law 45D: dummy put down a card declarer did not name; no irregular lead was being put right."""
    assert "play_after_illegal_play" not in _triggered(text)
    assert _top(text, 1) == [law]


@pytest.mark.parametrize("text", [
    "пока разыгрывающий думал, какой картой ходить с болвана, вистующий уже положил карту — можно ли её забрать?",
    "пока он думал, я по ошибке уже выложил карту из руки, можно забрать?",
    "я хотел вернуть заявку, пока он думал, а партнёр уже сказал пас",
    "пока север думал, я уже сказал пас вне очереди — можно вернуть?",
    "пока он думал, я успел сделать заявку вне очереди, можно её забрать?",
    "пока он думал над заявкой, я уже положил карту на стол до конца торговли — можно забрать?",
    "пока разыгрывающий думал, я уже положил карту в следующую взятку — партнёр ещё не сыграл, можно забрать?",
    "while declarer was thinking, my partner already played to the next trick before I played; can he take it back?",
    "while declarer was thinking, RHO played a card before he led; can he withdraw it?",
    "пока декларер думал, болван уже выложил карту без его указания, можно забрать?",
])
def test_a_card_or_call_wanted_back_while_another_thinks_is_no_play_after_an_illegal_play(text: str) -> None:
    """F1c-F1f: no irregular lead or play was being put right (or it is the auction): Law 60 is not the situation."""
    assert "play_after_illegal_play" not in _triggered(text)
    assert "60" not in _top(text, 3)


@pytest.mark.parametrize("text", [
    "за ренонс в ♥A — штрафные взятки две или одна?",
    "после ренонса ♦Q — штрафные взятки сколько?",
    "за ренонс ♠K — штрафных взяток сколько передаётся?",
    "ренонс в бК: штрафная взятка переходит?",
])
def test_penalty_tricks_beside_a_card_are_law_64(text: str) -> None:
    """F2a-F2c, Law 64: «♥A — штрафные взятки» are the revoke's tricks transferred, no penalty card."""
    assert "penalty_card_by_card" not in read(text).marks
    assert "penalty_card" not in _triggered(text)
    assert _top(text, 1) == ["64"]


@pytest.mark.parametrize("text", [
    "бК — штрафной балл за реплику партнёра?",
    "пК — штрафной балл за опоздание?",
])
def test_a_penalty_point_beside_a_card_is_law_90(text: str) -> None:
    """F2d, Law 90: «бК — штрафной балл» is a procedural penalty in points, no penalty card."""
    assert "penalty_card_by_card" not in read(text).marks
    assert "penalty_card" not in _triggered(text)
    assert _top(text, 1) == ["90"]
