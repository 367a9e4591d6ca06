"""Every step parameter that names a seat, a call or a card uses a name the renderer words (bot/render/ruling.py
SEAT_PARAMS, CALL_PARAMS, card/cards, suit/suits, denomination, obligation): no raw "S plays next", "N becomes
declarer", "penalty card HQ" in the text (QA item 8). Checked over every step of the QA case set."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.render.ruling import CALL_PARAMS, SEAT_PARAMS
from engine import rule

CASES: dict[str, dict[str, Any]] = json.loads((Path(__file__).parent / "data" / "qa_cases.json").read_text("utf-8"))
WORDED = SEAT_PARAMS | CALL_PARAMS | {"card", "cards", "suit", "suits", "denomination", "obligation"}
SEATS = {"N", "E", "S", "W"}


def _steps(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    out = list(ruling["steps"])
    for option in ruling["options"]:
        out += _steps(option["ruling"])
    return out


def test_seat_and_card_params_have_worded_names() -> None:
    raw = set()
    for name, data in CASES.items():
        for step in _steps(rule(data).to_dict()):
            for param, value in step["params"].items():
                looks_like_seat = value in SEATS
                looks_like_card = isinstance(value, str) and len(value) == 2 and value[0] in "SHDC" and value[1] in \
                    "AKQJT98765432"
                if (looks_like_seat or looks_like_card) and param not in WORDED:
                    raw.add((name, step["key"], param, value))
    assert not raw, sorted(raw)[:10]
