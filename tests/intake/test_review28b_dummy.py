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


def test_dummy_telling_the_director_what_happened_is_42a1_not_pointing_out() -> None:
    """The director told first, then dummy «рассказал, что произошло» with an irregularity in it: dummy giving the
    facts in the director's presence (42A1), not pointing the irregularity out (43A1(B))."""
    assert dummy_acts.section("Судья подошёл, болван рассказал, что произошло: вистующий сыграл вне очереди") == "42A1"


@pytest.mark.parametrize(("text", "which"), [
    # no director: dummy telling an irregularity is pointing it out
    ("болван рассказал, что вистующий сыграл вне очереди", "43A1(B)"),
    # the director told, but dummy's verb is not the one that gives the facts
    ("Судья подошёл, а болван ещё раньше заметил, что вистующий сыграл вне очереди", "43A1(B)"),
])
def test_dummy_pointing_out_without_giving_the_director_the_facts_is_still_43a1b(text: str, which: str) -> None:
    assert dummy_acts.section(text) == which
