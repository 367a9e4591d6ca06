"""Dummy named by where he lies or as "the dead", a card he reached for or pointed at (45F), a renege pointed out."""
from __future__ import annotations

import pytest

from bot.intake import dummy_acts


@pytest.mark.parametrize(("text", "law"), [
    ("Лежал столом, заметил, что вистующий не положил в масть, и сказал об этом вслух", "43A1(B)"),
    ("Была на столе, партнёр не дал в черву, я спросила «черв нет?»", "42B1"),
    ("я лежу на столе и сказала партнёру: «ты с руки ходишь, а не со стола»", "42B2"),
    ("болван подсказал разыгрывающему, что ход нестой руки", "42B2"),
    ("болван подсказал, с какой руки ходит разыгрывающий", "42B2"),
    ("Наш партнёр на столе потянулся к тузу раньше, чем разыгрывающий его назвал", "45F"),
    ("The dead showed with his finger which card to play", "45F"),
    ("dummy подсказал карту со стола жестом", "45F"),
    ("dummy reached for the king before declarer named a card", "45F"),
    ("dummy was first to point out a defender's renege; does declarer lose his penalty?", "43B2(A)"),
])
def test_sections(text: str, law: str) -> None:
    assert dummy_acts.section(text) == law


@pytest.mark.parametrize("text", [
    # a card, not dummy, lies on the table; a partner sits at the table
    "Карта была на столе, когда разыгрывающий сказал «пас»",
    "дама лежала на столе открытой, вистующий её не заметил",
    "the dead card stayed on the table and nobody noticed",
    "in the dead of night we finished the last round",
    # a gesture that is not at a card, a reach that is not for a card
    "болван показал пальцем на дверь и вышел покурить",
    "dummy reached for his coffee while declarer thought",
])
def test_no_dummy_act_read(text: str) -> None:
    assert dummy_acts.section(text) not in ("45F", "42B1", "42B2", "43A1(B)")


@pytest.mark.parametrize(("text", "law"), [
    ("мой партнёр лежал на столе и вслух сказал, что соперник не положил в масть", "43A1(B)"),
    ("болван сам тычет пальцем в карты стола, типа подсказывает", "45F"),
    ("болван вставал, глядел, как играет разыгрывающий, а потом сказал ему: ты не с той руки ходишь", "43B2(B)"),
])
def test_more_ways_of_telling_it(text: str, law: str) -> None:
    assert dummy_acts.section(text) == law


@pytest.mark.parametrize(("text", "law"), [
    ("болван встал размяться и сказал, что соперник не дал в масть", "43A1(B)"),  # no look: no 43A2(B) breach
    ("болван тыкал в телефон, пока разыгрывающий думал, и ничего не сказал", None),
])
def test_getting_up_or_poking_at_other_things(text: str, law: str | None) -> None:
    assert dummy_acts.section(text) == law
