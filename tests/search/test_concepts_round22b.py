"""Lexicon data changed in the twenty-second round by the second quality helper (issue 10), from the older misses
of the seen spent sets: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from lawbase.search import search


def _refs(text: str, limit: int = 3) -> list[str]:
    return [hit.ref for hit in search(text, limit).hits]


@pytest.mark.parametrize("text", [
    "соперник нарушил, а мы не позвали судью и продолжили играть, можно ли ещё наказать",
    "the opponents bid out of turn and we bid on before calling the director, have we lost the right to rectification",
])
def test_acting_before_the_director_is_called_is_11a_first(text: str) -> None:
    """Law 11A: the right to rectify is lost when the non-offending side acts before summoning the director; 11 is
    only the heading over 11A and 11B, so 11A is the passage that answers."""
    assert _refs(text)[0] == "11A"


@pytest.mark.parametrize("text", [
    "как называется партнёр разыгрывающего, чьи карты лежат открытыми",
    "а как называют того, кто выкладывает карты на стол после первого хода?",
])
def test_dummy_described_without_his_name_is_his_definition(text: str) -> None:
    """Definitions, «Болван, стол»: declarer's partner, whose cards are spread on the table after the opening lead;
    asked by a beginner who describes him, the definition goes first, not «Разыгрывающий»."""
    assert _refs(text)[0].startswith("DEF:Болван")


def test_a_story_about_declarers_partner_is_no_question_of_his_name() -> None:
    from lawbase.search.concepts import match

    assert "dummy_described" not in {m.id for m in match("партнёр разыгрывающего позвал судью посреди розыгрыша")}
