"""Helpers for the online rulings' tests: the law text a rule rests on, a case, its ruling and step keys."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

import lawbase
from engine import rule
from engine.errors import EngineError


@cache
def _base() -> Any:
    return lawbase.load()


def law_text(ref: str) -> str:
    """Every word our corpus prints of ``ref`` (title, text, footnotes, its parts), whitespace normalized."""
    base, out, todo = _base(), [], [ref]
    while todo:
        unit = base.get(todo.pop())
        out += [unit.title or "", unit.text or ""] + [f.text for f in unit.footnotes]
        todo += unit.children
    return " ".join(" ".join(out).split())


def states(ref: str, phrase: str) -> bool:
    """Whether our corpus's text of ``ref`` holds ``phrase`` (the sentence a rule rests on)."""
    return " ".join(phrase.split()) in law_text(ref)


def case(type_: str, /, *, board: int = 1, auction: list[str] | None = None, contract: str | None = None,
         declarer: str | None = None, **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"board": board, "irregularity": {"type": type_, **fields}}
    if auction is not None:
        data["auction"] = auction
    if contract is not None:
        data["contract"], data["declarer"] = contract, declarer
    return data


def ruled(type_: str, /, **kwargs: Any) -> dict[str, Any]:
    return rule(case(type_, **kwargs)).to_dict()


def refused(type_: str, /, **kwargs: Any) -> EngineError:
    with pytest.raises(EngineError) as err:
        rule(case(type_, **kwargs))
    return err.value


def keys(ruling: dict[str, Any]) -> list[str]:
    return [s["key"] for s in ruling["steps"]]


def step(ruling: dict[str, Any], key: str) -> dict[str, Any]:
    found = [s for s in ruling["steps"] if s["key"] == key]
    assert found, f"{key} not in {keys(ruling)}"
    return found[0]
