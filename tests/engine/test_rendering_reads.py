"""Both renderings read as words (issue 11): every ruling of the citation case set, in Russian and English, as
``sudya rule`` prints it and as the Discord/console reply shows it, has no code left in it — no snake_case token,
no catalog key, no Python ``True``/``False``, no unfilled ``{param}`` (quoted law text aside)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.render.ruling import ruling_text
from bot.render.ruling_reply import ruling_reply
from engine import rule

CASES = json.loads((Path(__file__).parent / "data" / "citation_cases.json").read_text(encoding="utf-8"))
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(True|False)\b|\{\w+\}|\b(ruling|play|caveat|pc\.life|ui)\.[a-z_]+")


def _words(text: str) -> list[str]:
    """Lines a reader reads as the ruling's own words (the Russian law quotes are the book's)."""
    return [line for line in text.splitlines() if not line.strip().startswith(("«", ">"))]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_code_in_any_rendering(lang: str) -> None:
    found = []
    for case in CASES:
        ruling = rule(case)
        reply = ruling_reply(ruling, lang)
        texts = [ruling_text(ruling, lang), reply.description] + [f"{f.name}\n{f.value}" for f in reply.fields]
        for text in texts:
            found += [(case["irregularity"]["type"], line) for line in _words(text) if CODE.search(line)]
    assert found == []
