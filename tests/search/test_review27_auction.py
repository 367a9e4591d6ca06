"""A director's review of round 27's auction triggers and readers: everyday sentences they misread.

Each sentence has every part of the trigger or pattern it guards (so each test can fail): a hesitation told as
«думал и решил, что лучше пас» is no change of call, RHO's refusal does not undo LHO's acceptance (only LHO may
accept, 25B), a substitute player is no change of call, a defender speaking is no dummy «подаёт голос», players
passing while «все четверо» watch is no pass-out.
"""
from __future__ import annotations

import pytest

from bot.intake.situation import read, search


@pytest.mark.parametrize("text", [
    "Соперник долго думал и решил, что лучше пас, а его партнёр потом сказал 3♠. Мы не согласны, позвали судью",
    "RHO долго думал и решил, что лучше 3♠; его партнёр поднял до 4♠, а мы согласились играть дальше",
])
def test_a_hesitation_is_no_change_of_call(text: str) -> None:
    ids = read(text).concept_ids
    assert "hesitation" in ids and not any(c.startswith("change_of_call_") for c in ids)  # no section settled
    assert search(text, 3).hits[0].ref == "16A"


def test_a_change_of_call_after_thinking_better_still_reads() -> None:
    text = "Сказал одну трефу, потом секунд двадцать думал и решил, что лучше без козыря. Сосед слева замену не " \
           "принимает. Какие у меня варианты?"
    assert search(text, 3).hits[0].ref == "25B2(B)"


def test_rhos_refusal_does_not_undo_lhos_acceptance() -> None:
    text = "сказал 1♣, через минуту передумал на 1♦; левый принял замену, а правый не принимает — как быть?"
    assert "change_of_call_accepted" in read(text).concept_ids
    assert search(text, 3).hits[0].ref == "25B1"


@pytest.mark.parametrize("text", [
    "после 3БК партнёр решил уйти домой, ему нашли замену — можно менять игрока посреди сессии?",
    "после торговли 4♠ капитан решил сделать замену: вместо меня сел запасной, можно?",
])
def test_a_substitute_player_is_no_change_of_call(text: str) -> None:
    assert search(text, 3).hits[0].ref == "4"


def test_a_defender_speaking_is_no_dummy_limitation() -> None:
    text = "партнёр по защите подал голос, когда я думал, а болван всё слышал — можно ли так?"
    assert "dummy_limitations" not in read(text).concept_ids
    assert search(text, 3).hits[0].ref == "16A"


@pytest.mark.parametrize("text", [
    "Мы вчетвером сидели, соперники пасовали, а партнёр долго думал перед пасом",
    "все четверо видели, что партнёр долго думал перед тем как спасовали соперники",
])
def test_four_at_the_table_is_no_pass_out(text: str) -> None:
    assert "passed_out" not in read(text).concept_ids


def test_all_four_passed_still_reads() -> None:
    assert search("Все четверо сказали пас, никто ничего не назначил. Перераздавать?", 3).hits[0].ref == "22A"
