"""«ходил в следующую взятку» is a play to the next trick (Law 63A1), «никто не ходил» none; Polish-typed Russian."""
from __future__ import annotations

from bot.intake.situation import read


def test_led_to_the_next_trick_establishes() -> None:
    found = read("партнёр не дал в масть, а потом уже ходил в следующую взятку").concept_ids
    assert "revoke_established_by_play" in found


def test_nobody_led_yet_does_not() -> None:
    found = read("партнёр не дал в масть, но ещё никто не ходил в следующую взятку").concept_ids
    assert "revoke_established_by_play" not in found


def test_polish_letters_with_the_school_spellings() -> None:
    text = "ja ne dal w mast, a partnior uze pojszol w sledujuszczuju wziatku. mozno eszczo ispravit?"
    assert "revoke_established_by_play" in read(text).concept_ids


def test_dummy_told_as_the_one_who_lies_on_the_table_pointed_it_out() -> None:
    from bot.intake import revoke

    told = "Противник не дал в масть, и мой партнёр, который лежит на столе, тут же сказал ему: у тебя же были трефы!"
    assert revoke.section(told) is None  # dummy's act (43A1(B)), not how the revoke is put right
    card = "Я не дал в масть, карта лежит на столе, партнёр сказал, что я ренонс сделал, и я сразу исправил"
    assert revoke.section(card) == "62B1"  # a card lying on the table is no dummy
