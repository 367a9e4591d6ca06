"""Round 38 (qual38a): refs typed with the German ref word («Regel 64», «Regel 27B», «nach Regel 16»), and the
idiom «in der Regel» ("as a rule") or «Regel» without a number that must not become a ref."""

import pytest

from bot.intake.situation import search
from lawbase.search.refs import find_refs


def _top(text: str, n: int = 1) -> list[str]:
    return [h.ref for h in search(text, 5).hits[:n]]


@pytest.mark.parametrize(("text", "ref"), [
    ("Regel 64 der Bridgeregeln", "64"),
    ("Was sagt Regel 27B?", "27B"),
    ("nach Regel 16 darf er das nicht", "16"),
    ("по Regel 40 что говорится", "40"),
    ("Regeln 12C1", "12C1"),
    ("§ 64", "64"),
])
def test_a_german_ref_word_names_the_law(text: str, ref: str) -> None:
    found = find_refs(text)
    assert [m.ref for m in found] == [ref]
    assert found[0].explicit
    assert _top(text) == [ref]


@pytest.mark.parametrize("text", [
    "in der Regel 3 Stiche",
    "In der Regel 2 Pik, dann Pass",
    "Regel ist Regel, судья",
    "какая Regel тут действует?",
])
def test_regel_as_an_ordinary_word_is_no_ref(text: str) -> None:
    assert find_refs(text) == []
