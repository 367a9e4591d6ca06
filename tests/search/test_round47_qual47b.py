"""Readers and lexicon entries changed in the forty-seventh round by the second quality helper (issue 10), for the
play period: the sentences mended, fresh variants of our own, each naming the law passage it follows, and near misses
that belong to another law (or to none)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import changed_call, lead_out_of_turn

# --- Law 54: a defender's lead out of turn told as the first lead of the play ----------------------------------------


@pytest.mark.parametrize("text", [
    "vistuyushchij poshel pervym ne v svoyu ochered",
    "Торговля закончилась, и первую карту открыл противник справа от разыгрывающего, хотя выходить должен был его "
    "партнёр",
    # fresh variants
    "после торговли вистующий пошёл первым не в свою очередь",
    "защитник вышел первым вне очереди, что теперь",
    "zashchitnik poshel pervym vne ocheredi",
])
def test_a_lead_out_of_turn_told_as_the_first_lead_is_54(text: str) -> None:
    """The lexicon reads a lead out of turn in general (53 first); the story tells it as the first lead of the
    play: the opening lead out of turn, Law 54."""
    assert lead_out_of_turn.SECTIONS["54"] in _ids(text)
    assert _refs(text, 1) == ["54"]


@pytest.mark.parametrize("text", [
    "мой партнёр сделал самый первый выход, хотя выходить должен был я",
    "мой партнёр первым вышел в пику, хотя ход был мой",
])
def test_the_first_lead_made_by_the_wrong_defender_reads_as_an_opening_lead_out_of_turn(text: str) -> None:
    assert "opening_lead_out_of_turn" in _ids(text)
    assert _refs(text, 1) == ["54"]


@pytest.mark.parametrize("text", [
    "на третьей взятке вистующий пошёл не в свою очередь",  # later in the play: not the opening lead
    "вистующий пошёл вне очереди посреди розыгрыша, разыгрывающий отказался принять",  # refused later: 56
    "Разыгрывающий сделал первый ход вместо вистующего.",  # declarer led: no defender's opening lead decided
    "первую карту рубашкой вверх положил не тот защитник, её ещё не перевернули",  # face down: not yet a lead (41A)
])
def test_a_lead_out_of_turn_not_at_the_first_lead_by_a_defender_is_not_settled_54(text: str) -> None:
    assert lead_out_of_turn.SECTIONS["54"] not in _ids(text)


def test_a_refused_first_lead_out_of_turn_stays_56() -> None:
    text = "правый пошёл первым, хотя атаковать должен был левый; разыгрывающий сказал: не принимаю"
    assert _refs(text, 1) == ["56"]


# --- Law 45C4(B): a card misclicked from dummy and put right at once -------------------------------------------------


@pytest.mark.parametrize("text", [
    "declarer misclicked a card from dummy and immediately asked for undo",
    # fresh variants
    "on BBO I misclicked the jack from dummy, wanted the queen, asked for undo at once",
    "разыгрывающий со стола кликнул не ту карту и сразу попросил undo",
])
def test_a_card_misclicked_from_dummy_and_put_right_at_once_is_45c4b(text: str) -> None:
    """The lexicon's reading of a misclick from dummy is a card misclicked in the play too: put right at once, it is
    an inadvertent designation (45C4(B)), and the stories of a call misclicked (25A) give it their votes."""
    assert changed_call.PLAYED in _ids(text)
    assert _refs(text, 1) == ["45C4(B)"]


@pytest.mark.parametrize("text", [
    "Misclicked 2♥ instead of 2♠ on BBO and immediately asked for an undo",  # a call: 25A
    "мисклик в торговле: нажал 2♥ вместо 2♠ и сразу исправил",
])
def test_a_call_misclicked_and_put_right_at_once_stays_25a(text: str) -> None:
    assert changed_call.PLAYED not in _ids(text)
    assert _refs(text, 1) == ["25A"]


@pytest.mark.parametrize("text", [
    "declarer misclicked a card from dummy, can he take it back?",  # asks, no undo told: a played card stays
    "misclick в розыгрыше, положил не ту карту, можно undo?",
])
def test_a_card_misclicked_not_told_put_right_is_not_settled(text: str) -> None:
    assert changed_call.PLAYED not in _ids(text)
