"""A director's review of round 28's dummy reader (``bot.intake.dummy_acts``): «вистующий ошибся» is a misplay told,
not an irregularity; dummy saying so comments on the play (43A1(C)), not pointing out an irregularity (43A1(B)).
Only after dummy broke a limit (looked at the hands) is his pointing it out 43B2(A), as round 28 meant."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts


@pytest.mark.parametrize("text", [
    "болван сказал, что вистующий ошибся, надо было ходить в пику",
    "Болван заметил, что вистующий ошибся и отдал лишнюю взятку, можно ему так говорить?",
])
def test_dummy_saying_a_defender_erred_comments_on_the_play_43a1c(text: str) -> None:
    assert dummy_acts.section(text) == "43A1(C)"


def test_dummy_who_looked_and_then_pointed_out_that_a_defender_erred_is_still_43b2a() -> None:
    text = "Болван встал посмотреть мои карты, а потом первым указал, что вистующий ошибся; что теряет разыгрывающий?"
    assert dummy_acts.section(text) == "43B2(A)"
