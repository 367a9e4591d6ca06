"""A double of partner's own bid told as the auction is Law 36 (``bot/intake/partner_double.py``): partner bid, the
next player passed or said nothing, then the double; when the offender's LHO called over it, Law 35A instead."""

from __future__ import annotations

import pytest

from bot.intake import partner_double
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "Партнёр открыл 1♠, а я по привычке сказал «контра». Глупость, понимаю. Что дальше?",
    "Партнёр открыл 1♥, правый пас, а я по ошибке сказал контру на червы партнёра",
    # told by whose bid was doubled, not as the auction
    "партнёр законтрил мою же заявку 3 бубны",
    "парт открыл 1 бубну, правый пас, а я машинально контрировал бубну партнёра",
    "Игрок законтрировал 3♣ своего же партнёра, и его левый соперник сразу это заметил, ещё ничего не сказав.",
    "partner doubled my own bid",
])
def test_a_double_of_partners_bid_is_law_36(text: str) -> None:
    assert partner_double.section(text) == "36"
    assert "inadmissible_double_not_called_over" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Партнёр открыл 1♥, правый спасовал, я сдуру законтрил партнёра, а левый, не заметив, уже сказал 2♣",  # 35A
    "Партнёр открыл 1♥, правый сказал 2♣, а я сказал контра",  # a double of the opponent's bid: legal
    "Партнёр законтрил мою же заявку 3♦, а следующий оппонент, не заметив, сказал 3♥. Что делаем?",  # 35A
    "опп законтрил в очередь своего партнёра, не приняли, партнёр пасует до конца?",  # out of turn: 32A
    "Можно ли реконтрировать контру своего же партнёра?",  # a redouble: 19B1
])
def test_no_law_36_when_lho_called_over_it_or_an_opponent_bid_last(text: str) -> None:
    assert partner_double.section(text) is None
