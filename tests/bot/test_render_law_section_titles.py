"""In English a section that has no English title of its own is named by its law's English title, then its own
Russian one (``bot.render.law.citation``): never the Russian title alone after "Law 50B."."""

from __future__ import annotations

import pytest

import lawbase
from bot.render.law import citation
from bot.render.ruling_reply import citation_fields
from engine import rule


@pytest.mark.parametrize(("ref", "expected"), [
    ("50B", "Law 50B — Disposition of a Penalty Card (Штрафная карта остаётся открытой)"),  # Law 50's title
    ("27B1(A)", "Law 27B1(A) — Insufficient Bid (Без наказания)"),  # two levels up: Law 27
    ("16C1", "Law 16C1 — Unauthorized Information (Ненарушившая сторона)"),
])
def test_a_section_borrows_its_laws_english_title(ref: str, expected: str) -> None:
    assert citation(lawbase.load(), ref, "en") == expected


def test_russian_and_titled_sections_are_unchanged() -> None:
    corpus = lawbase.load()
    assert citation(corpus, "50B", "ru") == "Правило 50B. Штрафная карта остаётся открытой"
    assert citation(corpus, "64A1", "en") == "Law 64A1. Procedure after Establishment of a Revoke"  # its own title


def test_penalty_card_ruling_heads_law_50b_in_english() -> None:
    case = {"board": 4, "contract": "3NT", "declarer": "S",
            "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HQ"]}}
    names = [f.name for f in citation_fields(rule(case), "en")]
    assert "Law 50B — Disposition of a Penalty Card (Штрафная карта остаётся открытой)" in names
    assert not any(name.startswith("Law 50B. ") for name in names)
