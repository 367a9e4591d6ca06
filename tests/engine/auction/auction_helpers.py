"""Helpers for the auction-ruling tests: build a case, rule on it, look into the ruling's JSON."""

from __future__ import annotations

from typing import Any

from engine import rule


def case(auction: list[str] | str, by: str | None = None, call: str | None = None, *, dealer: str = "N",
         kind: str = "call", choices: dict[str, Any] | None = None, after: list[str] | None = None,
         **fields: Any) -> dict[str, Any]:
    """A case dict as cases.md has it (dealer N, vulnerability none unless told)."""
    irregularity: dict[str, Any] = {"type": kind, **fields}
    if by is not None:
        irregularity["by"] = by
    if call is not None:
        irregularity["call"] = call
    data: dict[str, Any] = {"dealer": dealer, "vul": "none", "auction": auction, "irregularity": irregularity}
    if choices is not None:
        data["choices"] = choices
    if after is not None:
        data["after"] = after
    return data


def ruled(*args: Any, **kwargs: Any) -> dict[str, Any]:
    """The Ruling JSON for ``case(*args, **kwargs)``."""
    return rule(case(*args, **kwargs)).to_dict()


def keys(ruling: dict[str, Any]) -> list[str]:
    """The step keys of a ruling, in order."""
    return [s["key"] for s in ruling["steps"]]


def refs(ruling: dict[str, Any]) -> list[str]:
    """The refs of a ruling's steps, in order."""
    return [s["ref"] for s in ruling["steps"]]


def option(ruling: dict[str, Any], **choice: Any) -> dict[str, Any]:
    """The ruling of the option whose choice is exactly ``choice``."""
    for item in ruling["options"]:
        if item["choice"] == choice:
            return item["ruling"]
    raise AssertionError(f"no option {choice} among {[o['choice'] for o in ruling['options']]}")


def step(ruling: dict[str, Any], key: str) -> dict[str, Any]:
    """The first step with ``key``."""
    for item in ruling["steps"]:
        if item["key"] == key:
            return item
    raise AssertionError(f"no step {key} in {keys(ruling)}")
