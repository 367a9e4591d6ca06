"""An auction told seat by seat says whose turn a call out of rotation was made in (Laws 28-32): each seat calls
after the one on its right, N, E, S, W (``bot/intake/compass_auction.py``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import compass_auction, rotation
from bot.intake.situation import read


def _section(text: str) -> str | None:
    found = read(text)
    return compass_auction.section(found.text, found.seats, found.calls)


@pytest.mark.parametrize(("text", "ruling"), [
    # 30B2(A): after a bid, a pass in partner's turn (South's partner is North)
    ("Запад открыл 1♣, мой партнёр Север сидит думает, а я, Юг, на автомате положил пас за него.", "30B2(A)"),
    # 30B1: after a bid, a pass in RHO's turn (East's RHO is North)
    ("Сдавал Запад. Запад 1♦, Север 1♠, и Юг спасовал раньше, чем успел заявить Восток; Север позвал судью.",
     "30B1"),
    # 30A: a pass out of rotation before anyone has bid
    ("Сдавал Север. Север пас, Восток пас, и Север снова сказал «пас» — за Юга; судью вызвали сразу.", "30A"),
    # 31A2: a bid in RHO's turn, then, after the director, RHO bid
    ("Сдавал Восток, я, Юг, влез раньше него с 1♥. Судья вернул торговлю, Восток открыл 1♠, и я сказал контру.",
     "31A2"),
    # 28B: the opponent whose turn it was called before anyone called the director
    ("Запад 1♥, Север пас, и тут Юг, не заметив, что сейчас говорит Восток, громко сказал контра. Восток после "
     "этого поднял до 2♥.", "28B"),
    # 29B: the offender's LHO called over it, the director not called
    ("Сдавал Север. Север 1♣, Юг, не дождавшись Востока, сказал 1♥, и Запад, не зовя судью, заявил 1♠.", "29B"),
    ("Dealer North. North 1♠, and West, instead of East, passed; North at once bid 2♠ without calling the director.",
     "29B"),
    # a call asked about is no call made: North's double is a question, South's pass stays 30B2(A)
    ("Запад открыл 1♦, а Юг спасовал вне очереди вместо Севера. Что теперь может заявить Север — можно ли ему дать "
     "контру?", "30B2(A)"),
    # 32A: a double in partner's turn
    ("Dealer South. South 1♠, and East doubled before West had called; North called the director.", "32A"),
])
def test_the_rotation_says_whose_turn_it_was(text: str, ruling: str) -> None:
    assert _section(text) == ruling


@pytest.mark.parametrize("text", [
    "Север 1♥, Юг 2♥, Север 4♥",  # the opponents' passes left out of the telling: no call out of rotation
    "I'm West. North opened 1♠, my partner East passed, South bid 3♣, then I passed.",  # all in rotation
    # a third pass after a bid, out of rotation: whether the auction ended is Law 34's
    "Север открыл 1♦, Восток пас, Юг пас, и тут Север снова сказал «пас», хотя слово было за Западом.",
    "Я (Запад) назначил 3♣, посидел секунд тридцать, передумал и положил вместо этого 3БК.",  # a changed call
])
def test_no_call_out_of_rotation_or_not_ours_decides_nothing(text: str) -> None:
    assert _section(text) is None


def test_a_third_pass_out_of_rotation_is_left_to_law_34() -> None:
    text = "Север открыл 1♦, Восток пас, Юг пас, и тут Север снова сказал «пас», хотя слово было за Западом."
    found = read(text)
    assert compass_auction.third_pass(found.text, found.seats, found.calls)
    assert not {"pass_out_of_turn_rho", "pass_out_of_turn_partner_offender", "pass_out_of_turn_lho"} & set(
        found.concept_ids)


def test_an_auction_told_in_rotation_vetoes_a_players_claim() -> None:
    text = ("Сдавал Юг; я (Юг) открыл 1♣, Запад сказал 1♦, а Север ответил 1♥ «сразу после Запада» — Восток "
            "считает, что Север влез вне очереди.")
    found = read(text)
    assert compass_auction.in_rotation(found.text, found.seats, found.calls)
    assert not {"bid_out_of_turn", "call_out_of_rotation", "bid_out_of_turn_partner_or_lho"} & set(found.concept_ids)


@pytest.mark.parametrize(("words", "told", "merged"), [
    ("31A1", "31A", "31A1"),  # the same turn: the more specific
    ("30B2(B)", "30B2(A)", "30B2(B)"),
    ("30B1", "30B2(A)", "30B2(A)"),  # whose turn it was: the auction's
    ("31A", "28B", "28B"),  # a next call before any ruling, which the words did not read
    ("31A1", "28B", "31A1"),  # ... unless the words read it as RHO's call after the ruling
    ("29B", "31B", "29B"),
    (None, "32A", "32A"),
    ("32B", None, "32B"),
])
def test_the_words_and_the_auction_merge(words: str | None, told: str | None, merged: str | None) -> None:
    assert compass_auction.merged(words, told) == merged


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["Север", "Юг", "Восток", "Запад", "North", "East", "1♥", "2♠", "пас", "контра",
                                 "сдавал", "за", "вне очереди", "судья", ",", ".", "?", "можно ли", "I'm", "я",
                                 "before", "doubled", "спасовал"]), max_size=16))
def test_never_raises(words: list[str]) -> None:
    text = " ".join(words)
    found = read(text)
    assert compass_auction.section(found.text, found.seats, found.calls) in (None, *rotation.SECTIONS)


@pytest.mark.parametrize(("word", "seat"), [("Югом", "S"), ("на Юге", "S"), ("Востоком", "E"), ("Западе", "W"),
                                            ("Севером", "N"), ("sever", "N"), ("yuga", "S"), ("vostok", "E"),
                                            ("zapadu", "W")])
def test_compass_seats_in_every_case_and_in_latin_letters(word: str, seat: str) -> None:
    assert [s.value for s in read(f"и тут {word} сказал").seats][-1] == seat
