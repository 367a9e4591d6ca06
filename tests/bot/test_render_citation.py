"""How replies name a cited passage (``bot.render.law.citation``): one form per kind, in the reader's language."""

from __future__ import annotations

import pytest

import lawbase
from bot.render.law import citation


@pytest.mark.parametrize(("ref", "lang", "expected"), [
    ("27", "ru", "Правило 27. Недостаточное назначение"),  # the book says "Правило"
    ("27", "en", "Law 27 — Insufficient Bid (Недостаточное назначение)"),  # English title, then the book's
    ("DEF:Фальшренонс", "ru", "Определение «Фальшренонс»"),  # a definition is no "Закон DEF:…"
    ("DEF:Фальшренонс", "en", "Definition “Фальшренонс” (revoke)"),
    ("53", "ru", "Правило 53. Принятый ход вне очереди"),  # our Russian title, never the English one
    ("53", "en", "Law 53. Lead Out of Turn Accepted"),
    ("62D", "ru", "Правило 62D. Фальшренонс в 12-й взятке"),
    ("xx", "ru", "xx"),
])
def test_citation(ref: str, lang: str, expected: str) -> None:
    assert citation(lawbase.load(), ref, lang) == expected


def test_front_matter_is_named_not_numbered() -> None:
    assert citation(lawbase.load(), "PREFACE", "ru").startswith("Предисловие")
