"""A defender's lead out of turn (``bot/intake/lead_out_of_turn.py``): Laws 53, 54 and 56 (no text in the corpus;
bridge-domain.md "Laws 53–56"). A refused lead is Law 56 (the opening lead too, which Law 54 sends there, unless
declarer could see dummy: 54C); an opening lead out of turn accepted, faced or answered by declarer spreading his hand
is Law 54; a later one accepted, by word or by the next hand playing to it, is Law 53; a story that says no more
than that is left to the lexicon."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import lead_out_of_turn
from bot.intake.situation import read, search


@pytest.mark.parametrize(("text", "law"), [
    # Law 56: declarer does not accept (a penalty card; the opening lead too)
    ("Вистующий зашёл не в свою очередь, а разыгрывающий сказал, что такой ход не принимает", "56"),
    ("Мой левый атаковал вместо своего партнёра, я этот ход не принял", "56"),
    ("The wrong defender led to trick five and declarer refused to accept the lead", "56"),
    ("Opening lead out of turn by LHO; I did not accept it", "56"),
    # Law 54: the opening lead faced out of turn, not refused
    ("Первым ходом не тот защитник выложил даму пик лицом вверх — что может сделать разыгрывающий?", "54"),
    ("After the auction my RHO made the opening lead face up instead of my LHO", "54"),
    ("Атаку сделал не тот вистующий, а разыгрывающий принял и выложил стол", "54"),
    # Law 53: a later lead out of turn accepted, by word or by the next hand playing to it
    ("В середине розыгрыша защитник пошёл не в свою очередь, и разыгрывающий сказал: принимаю", "53"),
    ("Защитник сходил в следующей взятке вне очереди, а я с руки сразу положил на него свою карту", "53"),
    ("Mid-hand a defender led out of turn and declarer simply followed to it", "53"),
])
def test_the_law_a_defenders_lead_out_of_turn_falls_under(text: str, law: str) -> None:
    assert lead_out_of_turn.section(text) == law
    assert lead_out_of_turn.SECTIONS[law] in read(text).concept_ids
    assert search(text, 3).hits[0].law == law


@pytest.mark.parametrize("text", [
    "В середине розыгрыша защитник пошёл не в свою очередь. Что теперь?",  # neither accepted nor refused
    "Разыгрывающий пошёл не с той руки, а мы не приняли этот ход",  # declarer's lead: Law 55
    "Пошёл с руки, потому что правый сказал, что ход мой, а ход был не мой",  # on an opponent's word: 47E1
    "Не тот защитник положил первую карту рубашкой вверх, а потом передумал",  # face down: not yet a lead (41A)
])
def test_what_the_reader_leaves_to_the_lexicon(text: str) -> None:
    settled = set(read(text).concept_ids) & {"lead_out_of_turn_accepted", "defender_lead_out_of_turn_refused"}
    assert not settled


def test_a_bare_opening_lead_out_of_turn_is_the_lexicons_own_reading() -> None:
    """Nothing more told than "the wrong defender led first": the general concept stays (its law, 54, first)."""
    text = "Первым ходом пошёл не тот защитник — что может сделать разыгрывающий?"
    assert lead_out_of_turn.section(text) is None
    assert "opening_lead_out_of_turn" in read(text).concept_ids
    assert search(text, 3).hits[0].law == "54"


def test_declarers_lead_from_the_wrong_hand_stays_law_55() -> None:
    assert search("Разыгрывающий пошёл не с той руки, а мы не приняли этот ход", 3).hits[0].law == "55"


_WORDS = st.sampled_from(["вистующий", "защитник", "пошёл", "не в свою очередь", "первым ходом", "атака", "принял",
                          "не принял", "положил свою карту", "declarer", "refused", "accepted", "opening lead",
                          "mid-hand", "LOOT", "followed", "ſ", "İ", "."])


@settings(max_examples=200, deadline=None)
@given(st.lists(_WORDS | st.text(max_size=5), max_size=20).map(" ".join))
def test_any_salad_is_read_without_an_exception(text: str) -> None:
    assert lead_out_of_turn.section(text) in (None, "53", "54", "56")
    read(text)


@pytest.mark.parametrize("text", [
    "Защитник сходил не в свою очередь на первом ходе, что может разыгрывающий",
    "вистующий пошёл вне очереди, а стол ещё не выложен",
    "A defender led out of turn before dummy was faced, what are my options",
])
def test_a_lead_out_of_turn_told_at_trick_one_is_law_54(text: str) -> None:
    """The time of the lead told as trick one, or before dummy came down (only the opening lead comes before it):
    the opening lead out of turn, Law 54, though nobody accepted or faced anything yet."""
    assert lead_out_of_turn.section(text) == "54"
    assert search(text, 3).hits[0].law == "54"


@pytest.mark.parametrize("text", [
    "Партнёр неправильно объяснил нашу заявку, а вистующий сходил не в свою очередь до атаки",  # «до атаки»: no time
    "в первой сдаче вистующий пошёл не в свою очередь в середине розыгрыша",  # the first board, not trick one
])
def test_the_opening_lead_only_mentioned_is_not_trick_one(text: str) -> None:
    assert lead_out_of_turn.section(text) is None


def test_a_latin_typed_lead_out_of_turn_is_read_in_its_cyrillic_rendering_at_full_strength() -> None:
    """«hod ne v svoyu ochered» meets only a word hint of a lead out of turn in Latin letters, a whole trigger in its
    Cyrillic rendering: the stronger reading wins, so the lead is not taken for a call out of rotation."""
    weights = {match.id: match.weight for match in read("hod ne v svoyu ochered vistuyushchim").concepts}
    assert weights.get("lead_out_of_turn", 0.0) >= 0.8


@pytest.mark.parametrize("text", [
    "The defender led out of turn at trick 7, can declarer accept it?",
    "LHO led out of turn at trick 5 and I can just accept it, right?",
])
def test_a_later_lead_out_of_turn_declarer_may_accept_is_law_53(text: str) -> None:
    """Law 53: a lead out of turn after trick one ("at trick 5": a trick told by its number) that declarer may
    accept, asked as "can I accept": the lead stands once accepted."""
    assert lead_out_of_turn.section(text) == "53"
    assert search(text, 3).hits[0].law == "53"


def test_a_trick_told_by_its_number_is_later_than_the_opening_lead() -> None:
    """«в 5-й взятке» is no opening lead, though «атаковал» says lead: a refused lead there is Law 56, not the
    opening lead declarer had to accept once he saw dummy (54C)."""
    text = "В 5-й взятке защитник атаковал не в свою очередь; стол уже выложен, я этот ход не принял"
    assert lead_out_of_turn.section(text) == "56"
