"""How /ask chooses the laws it names (``bot.commands.ask._hits``, issue 10): three signals — the irregularity the
prefill typed, the situations the reader recognised, the search of the words — each name their best passage in
turn, so that one wrong signal does not hide the law another one found; one passage per law, at most six; and
nothing at all for a text about nothing at the table."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.commands import ask
from bot.intake.prefill import prefill
from bot.intake.situation import read
from lawbase.search.concepts import ConceptMatch
from lawbase.search.result import Hit, SearchResult


def _hit(ref: str, score: float = 0.5) -> Hit:
    law = "DEF" if ref.startswith("DEF:") else ref[:len(ref) - len(ref.lstrip("0123456789"))]
    return Hit(ref=ref, law=law, title=ref, score=score, snippet=ref)


def _result(refs: list[str], confident: bool = True, score: float = 0.5) -> SearchResult:
    return SearchResult(query="q", hits=[_hit(ref, score) for ref in refs], confident=confident)


@pytest.fixture
def signals(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Fix the three signals: the type's laws, the reader's situations, the search's hits."""

    def set_signals(type_laws: list[str], concepts: list[tuple[str, float]], result: SearchResult) -> None:
        monkeypatch.setattr(ask, "law_refs", lambda found: list(type_laws))
        monkeypatch.setattr("bot.intake.situation.search", lambda text, limit=10, *a, **k: result)
        monkeypatch.setattr(ask, "_by_ref", lambda ref: _hit(ref))
        situation = replace(read("x"), concepts=[ConceptMatch(cid, w, "t") for cid, w in concepts])
        return situation

    return set_signals


_FOUND = object()  # a prefill: its laws are the fixture's


def _named(situation: Any, found: Any = _FOUND) -> list[str]:
    return [hit["ref"] for hit in ask._hits("x", found, situation)]


def test_each_signal_names_its_best_in_turn_then_the_rest_one_per_law(signals: Any) -> None:
    """The type's first law, the two situations' governing laws (16A for a hesitation, 70 for a disputed claim),
    the search's three best, then the rest in that order; a law already named (27B after 27) is not repeated."""
    situation = signals(["27", "27B"], [("hesitation", 1.0), ("contested_claim", 1.0)],
                        _result(["25A", "28", "45C", "46B"]))
    assert _named(situation) == ["27", "16A", "70", "25A", "28", "45C"]


def test_a_law_named_whole_shows_the_section_the_search_found_in_it(signals: Any) -> None:
    """Law 27 named by the irregularity, 27B1 found by the words: the passage shown is 27B1 (the section the
    text speaks of), once; a law the search did not reach is shown whole."""
    situation = signals(["27", "16"], [], _result(["25A", "27B1"]))
    assert _named(situation) == ["27B1", "25A", "16"]


def test_a_wrong_irregularity_does_not_hide_what_the_search_found(signals: Any) -> None:
    """A text the prefill types wrongly (a stated contract read as a call out of turn: five laws 28–32) still
    names the search's law (54: the lead out of turn it describes), where the type's laws used to fill the list."""
    situation = signals(["28", "29", "30", "31", "32"], [], _result(["54", "56"]))
    named = _named(situation)
    assert named[:3] == ["28", "54", "56"] and len(named) == ask.PASSAGES


def test_a_half_recognised_situation_only_fills_the_list(signals: Any) -> None:
    """A situation found by its words alone (weight 0.5) names its governing law after the others; below 0.5
    (a stray word) none."""
    situation = signals([], [("hesitation", 0.5), ("revoke", 0.3)], _result(["73"]))
    assert _named(situation, None) == ["73", "16A"]


def test_no_signal_no_passage(signals: Any) -> None:
    situation = signals([], [], _result([], confident=False))
    assert _named(situation, None) == []


def test_the_search_speaks_only_when_sure_or_the_text_is_about_the_table(signals: Any) -> None:
    """An unsure, weak hit for a text the reader found nothing in ("привет" → 14B3 by "привести") is no answer;
    the same hit for a text with a seat, an act or a situation is one the director may want."""
    weak = _result(["14B3"], confident=False, score=0.3)
    assert _named(signals([], [], weak), None) == []
    table = replace(read("у соперников странная система"), concepts=[])
    signals([], [], weak)
    assert [h["ref"] for h in ask._hits("x", None, table)] == ["14B3"]
    strong = _result(["92"], confident=False, score=0.9)  # a near-certain hit speaks for itself
    assert _named(signals([], [], strong), None) == ["92"]


@pytest.mark.parametrize(("text", "law"), [
    # the prefill's type (a lead out of turn) and the words (the declarer spreads his hand, 48/54) both speak
    ("вистующий вышел не в очередь, и разыгрывающий сразу выложил все свои карты", "54"),
    ("hesitation, then partner bid 4S; and by the way they never alerted their 2C", "16"),
])
def test_real_texts_name_the_law_of_each_signal(text: str, law: str) -> None:
    named = [hit["law"] for hit in ask._hits(text, prefill(text), read(text))]
    assert law in named and len(named) <= ask.PASSAGES and len(set(named)) == len(named)


def test_nothing_for_small_talk() -> None:
    for text in ("привет", "hello there", "погода хорошая", "I like pizza"):
        assert ask._hits(text, prefill(text), read(text)) == []


def test_a_double_over_no_stated_auction_is_not_called_inadmissible() -> None:
    """Law 36 is for a double of nothing or of one's own side: with no auction stated the engine would place the
    double first from North and call it inadmissible, which the text never said."""
    from bot.commands.ask import law_refs

    found = prefill("оппонент сказал контру, когда говорить должен был его партнёр")
    assert found is not None and "36" not in law_refs(found)
    stated = prefill("партнёр сказал контру на мои 2♠")  # over a stated bid the engine still classifies it
    assert stated is not None and law_refs(stated)


@pytest.mark.parametrize(("text", "first"), [("what is dummy", "DEF:Болван"), ("что такое фальшренонс", "DEF:Фальш"),
                                             ("что такое партскор", "DEF:Частичная")])
def test_a_question_what_a_word_means_names_the_definition_first(text: str, first: str) -> None:
    """'What is dummy' asks for the word: its definition comes before the laws of dummy's rights."""
    assert ask._hits(text, prefill(text))[0]["ref"].startswith(first)
