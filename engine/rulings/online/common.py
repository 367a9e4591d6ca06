"""Helpers the online rulers share: tri-state facts (true, false, not yet established), open questions, sides in
words, and a scored result as step parameters."""

from __future__ import annotations

from typing import Any

from engine.cases import _bool
from engine.ruling import Ruling

SIDES = ("NS", "EW")
SIDE_SEATS = {"NS": ("N", "S"), "EW": ("E", "W")}


def fact(irr: Any, name: str) -> bool | None:
    """A boolean fact the director establishes: ``None`` while it is not established (absent or null)."""
    value = irr.raw.get(name)
    return None if value is None else _bool(value, name)


def open_question(ruling: Ruling, name: str, ref: str | None, key: str | None = None, adjust: bool = True,
                  **params: Any) -> Ruling:
    """The ruling stops at a fact still to be established: it says which, and what each answer leads to (the step
    ``online.open.<name>`` unless ``key`` says another); where an answer may lead to an adjusted score (``adjust``),
    one stays possible until the question is settled."""
    ruling.extra.setdefault("open_questions", []).append(name)
    ruling.say(key or f"online.open.{name}", ref, **params)
    if adjust and ruling.adjusted_score == "none":
        ruling.adjusted_score = "possible"
    return ruling


def side_params(side: str) -> dict[str, str]:
    """A side as two seats the renderer words (``{seat}–{partner}`` → «Север–Юг»)."""
    first, second = SIDE_SEATS[side]
    return {"seat": first, "partner": second}


def result_key(base: str, result: Any) -> str:
    """The step key for a scored result: ``base`` (undoubled), ``base_x``, ``base_xx`` or ``base_passed``."""
    if result.contract is None:
        return base + "_passed"
    return base + ("", "_x", "_xx")[result.contract.doubled]


def result_params(result: Any, points: int) -> dict[str, Any]:
    """A scored result as step parameters: the bid (``call``, worded with suit symbols), declarer, tricks and the
    points from the side's own view, signed."""
    params: dict[str, Any] = {"points": f"{points:+d}" if points else "0"}
    if result.contract is not None:
        contract = result.contract
        params.update(call=f"{contract.level}{contract.denomination}", declarer=result.declarer.value,
                      tricks=result.tricks)
    return params
