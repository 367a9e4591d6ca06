"""Round 45 (fix45): three pinned review sentences the round's new phrasings had pulled elsewhere, mended at the
reader and in the lexicon.

* A delayed director's call (9B1) told with «медлят»: the phrasings spell slow play «медлено», which Snowball cuts to
  «медл», the verb's stem, so their votes agreed on Law 90. A procedural penalty (Law 90, the lexicon's
  ``slow_play`` and ``procedural_penalty``) now needs its fact told (``needs_fact``: a penalty, slowness, lateness…)
  before its votes count, as the gated special cases do.
* «После паузы, подумав, партнёр сказал 4 пики»: the insufficient bid's trigger «после … партнёр … @bid» met by a
  pause's «после» (``bot.intake.pause_after``); one call told, nothing can be insufficient.
* «Нарушил порядок заявок»: the order of the calls is their rotation («очередь»), not Law 93's «порядок рассмотрения
  апелляций»: the searched words say it the book's way.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake.situation import read
from lawbase.search.concepts import lexicon
from lawbase.search.fact_gate import unfacted

# --- 9B1: a call put off is no slow play ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "они медлят с вызовом директора, пока не доиграют",
    "он медлит с вызовом судьи, ждёт конца сдачи",
    "соперники медлят с вызовом директора до конца сдачи",
])
def test_a_director_s_call_put_off_with_medlit_is_9b1(text: str) -> None:
    assert "delayed_director_call" in _ids(text)
    assert _refs(text)[0].startswith("9B1")
    assert "90" not in _refs(text, 3)


def test_law_90_needs_a_penalty_slowness_or_lateness_told() -> None:
    gates = lexicon().gated
    assert "90" in unfacted(gates, {"delayed_director_call": 1.0}, "они медлят с вызовом директора")
    assert "90" not in unfacted(gates, {"delayed_director_call": 1.0}, "соперники медлено играют")
    assert "90" not in unfacted(gates, {"slow_play": 1.0}, "каждую сдачу думает минут по пять")


@pytest.mark.parametrize("text", [
    "соперники слишком медлено играют, можно их наказать",
    "декларер тянет с розыгрышем, медленная игра",
    "пара опоздала на 15 минут, что делать",
])
def test_slow_play_and_lateness_stay_90(text: str) -> None:
    assert _refs(text, 1) == ["90"]


# --- 16A: «после паузы» is no bid after another -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "после паузы, подумав, партнёр сказал 4 пики — я понял, что у него есть туз",
    "после долгой паузы партнёр сказал 3 пики, я понял что у него сила",
])
def test_a_pause_s_posle_is_no_insufficient_bid(text: str) -> None:
    assert "insufficient_bid" not in read(text).concept_ids
    assert _refs(text, 1) == ["16A"]


def test_a_thought_before_one_bid_reads_no_insufficient_bid() -> None:
    text = "партнёр после раздумья сказал 2 черви"
    assert "insufficient_bid" not in read(text).concept_ids
    assert "27A" not in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "оппонент сказал одну бубну после моей одной червы",
    "после паузы оппонент сказал 1 бубну после моей 1 червы",  # a «после» of a call beside the pause's
    "после моей 1♥ партнёр сказал 1♦",
])
def test_a_bid_after_another_stays_insufficient(text: str) -> None:
    assert "insufficient_bid" in read(text).concept_ids
    assert _refs(text, 1)[0].startswith("27")


# --- 92: «порядок заявок» is the rotation, not the appeal's procedure -------------------------------------------------


@pytest.mark.parametrize("text", [
    "Соперник нарушил порядок заявок, судья решил неправильно, мы подаём апелляцию",
    "Соперники нарушили порядок заявок, судья решил неправильно, подаём апелляцию",
    "Оппоненты нарушили порядок ходов, судья решил неверно, мы подали апелляцию",
])
def test_an_appeal_after_a_broken_order_of_calls_is_92(text: str) -> None:
    assert "очередь" in read(text).query
    assert _refs(text, 1) == ["92"]


@pytest.mark.parametrize(("text", "ref"), [
    ("закон 93 порядок апелляции", "93"),
    ("судья неправильно решил, какой порядок рассмотрения апелляции", "93"),
    ("порядок старшинства мастей в торговле", "1"),
])
def test_another_order_keeps_its_word(text: str, ref: str) -> None:
    assert "порядок" in read(text).query
    assert _refs(text, 1) == [ref]
