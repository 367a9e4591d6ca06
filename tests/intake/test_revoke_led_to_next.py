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
