"""The play and auction readers changed in round 27 never fail and name only a section of the book: hypothesis feeds
salads of their own new vocabulary (dummy by where he lies and as "the dead", a card reached for or named, a played
card wished back, an acceptance said ahead or refused, a change after thinking better, a pass wished as a correction)
mixed with seats, calls, cards and awkward Unicode, through each reader and the whole situation reader."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.intake import changed_call, dummy_acts, insufficient, lead_out_of_turn, retract, revoke
from bot.intake.situation import read

WORDS = [
    "лежал столом", "Была на столе,", "я лежу на столе", "партнёр на столе", "партнёрша, которая лежит на столе",
    "Карта партнёра лежала на столе", "the dead", "the dead rubber", "The dead showed", "потянулся к тузу",
    "тыкал пальцем в карту", "которую я назвал", "declarer named the queen", "reached for the king", "назвал туза",
    "хочу взять обратно", "можно забрать?", "сыграл не ту карту", "Я положил", "показал карту", "can I take it back",
    "I'll accept it", "do you think he will accept it?", "did not want to accept", "happy to accept", "я разрешил",
    "разрешил ему исправить ход", "не принимает", "правый не принимает", "левый принял",
    "долго думал и решил, что лучше",
    "сказал 1♣", "хочу вместо этого спасовать", "пасовать", "недостаточно", "2♥", "1♠", "пас", "болван", "dummy",
    "разыгрывающий", "вистующий", "вышел не в свою очередь", "не дал в масть", "ренонс", "выглядел", "разглядел",
    "встал", "я заметил и сказал", "нестой руки", "требует валета", "со стола", "renege", "пошол", "узе", "маст",
    ".", ",", "?", "—", "ſ", "İ", "\u212a", "«", "»",
]
SALAD = st.lists(st.sampled_from(WORDS), min_size=1, max_size=16).map(" ".join)
TEXTS = st.one_of(SALAD, st.text(max_size=120))
REF = re.compile(r"\d{1,2}(?:[A-H](?:\d(?:\([A-C]\)(?:\(\d\))?)?)?)?")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXTS)
def test_the_readers_name_a_section_or_nothing(text: str) -> None:
    for reader in (dummy_acts, retract, lead_out_of_turn, revoke, changed_call, insufficient):
        found = reader.section(text)
        assert found is None or REF.fullmatch(found), (reader.__name__, found)
    read(text)
