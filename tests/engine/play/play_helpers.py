"""Helpers for the play-period tests: build a case (4♠ by South, dealer N unless told), rule, read the JSON."""

from __future__ import annotations

from typing import Any

import pytest

from engine import rule
from engine.errors import EngineError


def case(type_: str, /, *, contract: str = "4S", declarer: str = "S", choices: dict[str, Any] | None = None,
         **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"dealer": "N", "vul": "none", "contract": contract, "declarer": declarer,
                            "irregularity": {"type": type_, **fields}}
    if choices is not None:
        data["choices"] = choices
    return data


def ruled(type_: str, /, **kwargs: Any) -> dict[str, Any]:
    """The Ruling JSON of ``case(type_, **kwargs)``."""
    return rule(case(type_, **kwargs)).to_dict()


def refused(type_: str, /, **kwargs: Any) -> str:
    """The error code with which the engine refuses ``case(type_, **kwargs)``."""
    with pytest.raises(EngineError) as err:
        rule(case(type_, **kwargs))
    return err.value.code


def keys(ruling: dict[str, Any]) -> list[str]:
    return [s["key"] for s in ruling["steps"]]


def refs(ruling: dict[str, Any]) -> list[str]:
    return [s["ref"] for s in ruling["steps"]]


def option(ruling: dict[str, Any], **choice: Any) -> dict[str, Any]:
    """The ruling of the option whose choice matches ``choice`` exactly on the given keys."""
    for item in ruling["options"]:
        if all(item["choice"].get(k) == v for k, v in choice.items()):
            return item["ruling"]
    raise AssertionError(f"no option {choice} in {[o['choice'] for o in ruling['options']]}")


def pcs(ruling: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(p["seat"], p["card"], p["kind"]) for p in ruling["penalty_cards"]]
