"""Triggers added or narrowed in the twenty-first round (issue 10), from the misses of the spent sets blind51 /
blind52: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from lawbase.search.concepts import match


def _ids(text: str) -> set[str]:
    return {m.id for m in match(text)}


@pytest.mark.parametrize("text", [
    "я заявил не в очередь, позвали судью, а пока он шёл, я сам всё исправил",
    "до прихода судьи нарушитель сама поправила свою заявку",
    "the offender fixed it himself before the director came",
])
def test_a_correction_made_while_the_director_was_coming_is_premature(text: str) -> None:
    """Law 9C: a premature correction of an irregularity by the offender, before the director has come."""
    assert "premature_correction_by_offender" in _ids(text)


def test_the_director_correcting_it_himself_is_no_premature_correction() -> None:
    assert "premature_correction_by_offender" not in _ids("судья пришёл и сам всё исправил")


@pytest.mark.parametrize(("text", "inadmissible"), [
    ("партнёр дал контру после контры соперника", True),  # Law 36: a double of a double
    ("он дал реконтру после реконтры", True),
    ("если после контры соперник перебил, контра ещё считается", False),  # Law 19C, not 36
])
def test_a_double_of_a_double_is_told_side_by_side(text: str, inadmissible: bool) -> None:
    assert ("inadmissible_double" in _ids(text)) is inadmissible


@pytest.mark.parametrize("text", [
    "стол сам тронул карту, как бы показывая, какой играть",
    "болван указывает пальцем, какой картой ходить",
])
def test_dummy_showing_which_card_to_play_is_45f(text: str) -> None:
    """Law 45F: dummy may not touch or indicate a card without declarer's instruction."""
    assert "dummy_points_card" in _ids(text)


def test_declarer_touching_dummys_card_is_still_45c3() -> None:
    assert "dummy_card_touched" in _ids("разыгрывающий коснулся карты на столе и потом хотел сыграть другую")


@pytest.mark.parametrize("text", [
    "мы с партнёром оба называли черви, кто из нас в итоге будет играть",
    "я первым назвал пики, партнёр закончил в 4♠ — кто из нас будет играть",
])
def test_who_of_a_pair_that_both_named_the_suit_plays_it(text: str) -> None:
    """Definitions, «Разыгрывающий»: the player of the pair who first named the final denomination."""
    assert "who_is_declarer" in _ids(text)


@pytest.mark.parametrize("text", [
    "левый сыграл в след взятку, а его партнёр ещё свою карту не положил",
    "защитник пошёл в следующую взятку, а партнёр ещё не успел сыграть",
])
def test_a_play_to_the_next_trick_before_partner_played_to_this_one_is_premature(text: str) -> None:
    """Law 57A: a defender who plays to the next trick before his partner has played to the current one."""
    assert "premature_play" in _ids(text)


def test_a_card_missing_found_later_is_no_premature_play() -> None:
    assert "premature_play" not in _ids("защитник не положил карту в третью взятку, это нашли потом")
