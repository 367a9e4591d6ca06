"""Who called after the final pass, and what (``bot/intake/final_pass.py``, Law 39): the call is cancelled; a pass
by a defender or any call by the future declarer or dummy is 39A (no penalty), a bid, double or redouble by a
defender is 39B (lead restrictions of Law 26 may follow)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import condoned, final_pass
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    # 39A: declarer's side, any call
    ("Торговля уже кончилась, а партнёр разыгрывающего зачем-то сказал 3БК после трёх пасов", "39A"),
    ("dummy doubled after the final pass", "39A"),
    ("после трёх пасов разыгрывающий вдруг сказал 4♥", "39A"),
    ("after the final pass, declarer's partner bid 4♥ by mistake", "39A"),
    ("Мы доторговались до 3БК, три паса, и тут мой партнёр, который будет выкладываться, достал карточку 4♣", "39A"),
    # 39A: a defender's pass
    ("после трёх пасов защитник спасовал ещё раз", "39A"),
    ("after three passes a defender passed again", "39A"),
    # 39B: a defender's bid, double or redouble
    ("после трёх пасов вистующий сказал контра", "39B"),
    ("after the final pass a defender bid 4♠", "39B"),
    ("after the final pass declarer's LHO doubled", "39B"),
    ("после финального паса сосед слева от разыгрывающего сказал контра", "39B"),
    ("Соперники сели в 4♠, прошло три паса, и тут мой партнёр (мы вистуем) ещё сказал 5♦", "39B"),
    ("торговля закончилась, разыгрывающий спросил, а вистующий сказал контра", "39B"),
])
def test_the_caller_after_the_final_pass_and_the_call_decide_the_section(text: str, ref: str) -> None:
    assert final_pass.section(text) == ref
    assert final_pass.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "после трёх пасов левый сказал контру",  # a seat says nothing of which side declares
    "after the final pass RHO bid 5♣",
    "торговля закончилась, что дальше?",  # no call after it
])
def test_no_section_without_the_callers_role_or_a_call(text: str) -> None:
    assert final_pass.section(text) is None
    assert not set(final_pass.SECTIONS.values()) & set(read(text).concept_ids)


@pytest.mark.parametrize(("text", "ref"), [
    # the director's probes: a neighbour or opponent of declarer or dummy is a defender
    ("After the final pass, dummy's LHO bid 3 clubs.", "39B"),
    ("После финального паса соперник болвана сказал 3♣.", "39B"),
    ("После финального паса левый от болвана контрировал.", "39B"),
    ("After the auction ended, the player to declarer's left bid 2 hearts.", "39B"),
    ("После финального паса сидящий за разыгрывающим сказал контра.", "39B"),
    # the first call after the end counts, not one made during the auction
    ("Вистующий в торговле контрировал 3♠, а после трёх пасов разыгрывающий сказал 4♠.", "39A"),
    ("Defender doubled 3S during the auction; after the final pass declarer bid 4S.", "39A"),
    ("Разыгрывающий открыл 1♠, а после финального паса вистующий сказал 2♥.", "39B"),
    # the narrator's own side: he declares, so his partner is dummy and his right-hand opponent a defender
    ("Я разыгрывал 4♠, а правый от меня после финального паса сказал 5♣.", "39B"),
    ("Я разыгрывал 4♠, а мой партнёр после финального паса сказал 5♣.", "39A"),
    # a call told before the end, in its own clause
    ("Declarer's partner bid 4NT after the final pass.", "39A"),
    ("A defender passed again after the auction was over.", "39A"),
])
def test_the_caller_is_read_as_a_director_reads_him(text: str, ref: str) -> None:
    assert final_pass.section(text) == ref


@pytest.mark.parametrize("text", [
    "После финального паса вистующий назначил 4♥, а левый сосед сразу спасовал.",  # called over it: 35D
    "After the final pass a defender bid 2 spades, and the next player passed.",
    "После финального паса вистующий объяснил, что 2♣ было искусственным.",  # talked about, not made
    "After the final pass the defender asked what 2C meant.",
    "После финального паса болван сказал, что вистующий в торговле забыл алертировать 2♣.",
])
def test_a_call_called_over_or_only_talked_about_settles_nothing(text: str) -> None:
    assert final_pass.section(text) is None


def test_the_end_of_the_auction_is_not_the_call_made_after_it() -> None:
    """«после трёх пасов» holds a pass word: it is the end, not a defender's pass (which would be 39A)."""
    assert final_pass.section("вистующий после трёх пасов сказал 4♠") == "39B"
    assert final_pass.section("вистующий после трёх пасов") is None


def test_the_reader_waits_for_the_lexicon_to_read_a_call_after_the_final_pass() -> None:
    """Without the situation (a defender's double in the middle of the auction) nothing is settled."""
    assert not set(final_pass.SECTIONS.values()) & set(read("вистующий сказал контра на 2♥").concept_ids)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("после трёх пасов вистующий разыгрывающий болван сказал контра пас 4♠."
                                             "dummy declarer defender doubled passed after the final pass")),
               max_size=120))
def test_the_reader_never_raises(text: str) -> None:
    assert final_pass.section(text) in (None, "39A", "39B")
    final_pass.refine(text, [])


@pytest.mark.parametrize("text", [
    "После финального паса вистующий назначил 4♥, а следующий игрок тут же сказал пас.",
    "Разыгрывающий после финального паса сказал 5♦, а его левый сосед сразу контрировал.",
    "После финального паса вистующий сказал 3♠, и его левый сосед сразу назначил 4♠.",
    "After the final pass declarer's right-hand opponent bid 2 spades, and the next player passed over it.",
    "После финального паса вистующий назначил 4♥, а левый сосед сразу спасовал.",
])
def test_a_call_after_the_final_pass_called_over_is_law_35d(text: str) -> None:
    """The director's review: the next player's call over it (any call, a pass too) is Law 35D, whatever the verb."""
    assert condoned.section(text) == "35D"
    assert condoned.SECTIONS["35D"] in read(text).concept_ids
    assert not set(final_pass.SECTIONS.values()) & set(read(text).concept_ids)


@pytest.mark.parametrize(("text", "ref"), [
    ("все спасовали, три паса, и тут левый который будет вистовать говорит ой подождите я хотел 4♥", "39B"),
    ("После трёх пасов правый — он будет вистовать — назначил 5♣", "39B"),
    ("торговля уже закончилась и после этого мой партнёр (он будет на столе) сказал ещё 4♠", "39A"),
    ("После трёх пасов партнёр разыгрывающего говорит: ой, я же хотел ещё 4♥ сказать", "39A"),
])
def test_the_caller_told_by_what_he_will_be_and_a_call_said_with_govorit_law_39(text: str, ref: str) -> None:
    """Law 39B: «который будет вистовать» is a defender; 39A: «он будет на столе» is dummy; «говорит» makes the call."""
    assert final_pass.section(text) == ref


@pytest.mark.parametrize(("text", "ref"), [
    ("Контракт 3БК у Запада, прошло три паса, и тут Восток ещё сказал 4♠", "39A"),  # declarer's partner: dummy
    ("Контракт 3БК у Запада, прошло три паса, и тут Север ещё сказал контру", "39B"),  # a defender's double
    ("Контракт 3БК у Запада, прошло три паса, и тут Запад ещё сказал 4БК", "39A"),  # declarer himself
    ("North declared 4♥; after three passes South bid 5♥", "39A"),
])
def test_the_caller_named_by_his_seat_against_declarers_seat(text: str, ref: str) -> None:
    """Law 39: with declarer's seat told («контракт у Запада»), a seat says the caller's side: his partner is dummy
    (39A), an opponent a defender (39B for a bid or double)."""
    assert final_pass.section(text) == ref


def test_a_seat_without_declarers_seat_settles_nothing() -> None:
    assert final_pass.section("прошло три паса, и тут Восток ещё сказал 4♠") is None


@pytest.mark.parametrize("text", [
    "после трёх пасов мой партнёр (он будет играть контракт) ещё сказал 4♥",
    "after the final pass my partner, who will play the contract, doubled",
])
def test_the_future_declarer_told_by_what_he_will_do_is_declarer(text: str) -> None:
    """Law 39A: «он будет играть контракт» is the future declarer; any call of his after the final pass is 39A."""
    assert final_pass.section(text) == "39A"


@pytest.mark.parametrize(("text", "ref"), [
    ("call after final pass by defender", "39B"),
    ("zayavka posle finalnogo pasa ot vistuyushchego", "39B"),
    ("контра после трёх пасов от вистующего", "39B"),
    ("заявка после финального паса от разыгрывающего", "39A"),
    ("double after the final pass by dummy", "39A"),
    ("pass after the final pass by a defender", "39A"),
])
def test_a_call_put_as_the_laws_title_puts_it_names_its_caller_after_the_end(text: str, ref: str) -> None:
    """"Call after the final pass by a defender": the call is a noun before the end, the caller follows it."""
    assert final_pass.section(text) == ref
    assert final_pass.SECTIONS[ref] in read(text).concept_ids


def test_a_call_after_the_end_without_its_caller_settles_no_section() -> None:
    assert final_pass.section("заявка после финального паса") is None
    assert final_pass.section("call after the final pass by mistake") is None
