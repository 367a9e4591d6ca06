"""Whose turn a call out of rotation was made in, said in words the rotation reader once missed
(``bot/intake/rotation_words.py``): «очередь заявки была моя» (the turn of a call, not only «очередь была»), the
1987 book's calling verb «назначил», and a spouse at the table (the teller's partner) as the one who called."""

from __future__ import annotations

import pytest

from bot.intake import forms, rotation
from bot.intake.situation import read


def _section(text: str) -> str | None:
    return rotation.section(text, forms.find_seats(text), forms.every_call(text))


@pytest.mark.parametrize("text", [
    "партнёр назначил 2♠, когда очередь заявки была моя",
    "партнёр сказал 1♥, хотя очередь торговаться была моя",
    "муж открыл одну черву, хотя первой говорить должна была я",
    "жена сказала 1♠, хотя очередь была моя",
])
def test_a_bid_in_the_narrators_turn_by_partner_is_31B(text: str) -> None:
    assert _section(text) == "31B"
    assert "bid_out_of_turn_partner_or_lho" in read(text).concept_ids


def test_a_spouse_who_is_an_opponents_is_no_offender_of_the_teller_side() -> None:
    """«муж соперницы» is no seat: the turn's owner and the offender stay unread."""
    assert _section("муж соперницы открыл одну черву") is None
