"""What a *partial* case may hold: the shape of ``cases.md`` with any field left out.

The prefill and the wizard both produce partial cases; this check is their contract. A value is either absent or
in its canonical form (seats ``N E S W``, calls ``1D``/``P``/``X``/``XX``, cards ``HK``), so whatever a partial case
holds can go straight into the engine once the missing facts are asked.
"""

from __future__ import annotations

from typing import Any

from bot.intake.cues import cued
from bot.intake.kinds import CASE_TOP_KEYS, KINDS, Fact, fact
from engine.board import MAX_BOARD, VULNERABILITIES

SEAT_RE = cued(r"^[NESW]$")
CALL_RE = cued(r"^(P|X|XX|[1-7](C|D|H|S|NT))$")
BID_ABOVE_SEVEN_RE = cued(r"^[8-9](C|D|H|S|NT)$")
CARD_RE = cued(r"^[SHDC][2-9TJQKA]$")
CONTRACT_RE = cued(r"^[1-7](C|D|H|S|NT)X{0,2}$")


class PartialCaseError(ValueError):
    """A partial case that breaks the contract (a bug in whoever built it, not bad user input)."""


def check_partial(case: dict[str, Any]) -> None:
    """Raise ``PartialCaseError`` unless ``case`` is a valid partial case."""
    _require(isinstance(case, dict), "not a dict")
    _require(set(case) <= set(CASE_TOP_KEYS), f"unknown keys {sorted(set(case) - set(CASE_TOP_KEYS))}")
    if "board" in case:
        _require(isinstance(case["board"], int) and 1 <= case["board"] <= MAX_BOARD, "board")
    for key in ("dealer", "declarer"):
        if key in case:
            _require(_is_seat(case[key]), key)
    if "vul" in case:
        _require(case["vul"] in VULNERABILITIES, "vul")
    for key in ("auction", "after"):
        if key in case:
            _require(isinstance(case[key], list) and all(_is_call(c) for c in case[key]), key)
    if "contract" in case:
        _require(isinstance(case["contract"], str) and bool(CONTRACT_RE.match(case["contract"])), "contract")
    irregularity = case.get("irregularity", {})
    _require(isinstance(irregularity, dict), "irregularity")
    type_ = irregularity.get("type")
    _require(type_ in KINDS, f"type {type_!r}")
    for name, value in irregularity.items():
        if name != "type":
            _check_fact(type_, name, value)
    choices = case.get("choices", {})
    _require(isinstance(choices, dict), "choices")
    for name, value in choices.items():
        _check_fact(type_, name, value)


def is_valid_partial(case: dict[str, Any]) -> bool:
    """``check_partial`` as a predicate."""
    try:
        check_partial(case)
    except PartialCaseError:
        return False
    return True


def _check_fact(type_: str, name: str, value: Any) -> None:
    spec = fact(type_, name)
    _require(spec is not None, f"{type_} has no field {name!r}")
    assert spec is not None
    _require(value_ok(spec, value, type_), f"{name}={value!r}")


def value_ok(spec: Fact, value: Any, type_: str = "") -> bool:
    """Whether ``value`` is a canonical value for ``spec``."""
    checks = {
        "seat": lambda v: _is_seat(v),
        "call": lambda v: _is_call(v) or (type_ == "bid_above_seven" and isinstance(v, str)
                                          and bool(BID_ABOVE_SEVEN_RE.match(v))),
        "card": lambda v: isinstance(v, str) and bool(CARD_RE.match(v)),
        "cards": lambda v: isinstance(v, list) and bool(v) and len(set(v)) == len(v)
        and all(isinstance(c, str) and CARD_RE.match(c) for c in v),
        "bool": lambda v: isinstance(v, bool),
        "trick": lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 13,
        "count": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 13,
        "obligation": lambda v: v in spec.values,
        "choice": lambda v: v in spec.values,
        "seat_call": lambda v: isinstance(v, dict) and len(v) == 1
        and all(_is_seat(k) and _is_call(c) for k, c in v.items()),
        "score": _is_score,
        "scores": lambda v: isinstance(v, list) and bool(v) and all(_is_score(s) for s in v),
    }
    return bool(checks[spec.kind](value))


def _is_score(value: Any) -> bool:
    """Total points of one board (Law 77: at most 7,600 for a redoubled grand slam with overtricks' bonuses)."""
    return isinstance(value, int) and not isinstance(value, bool) and -10_000 <= value <= 10_000 and value % 10 == 0


def _is_seat(value: Any) -> bool:
    return isinstance(value, str) and bool(SEAT_RE.match(value))


def _is_call(value: Any) -> bool:
    return isinstance(value, str) and bool(CALL_RE.match(value))


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise PartialCaseError(what)
