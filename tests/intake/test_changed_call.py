"""How a call was changed says which section of Law 25 governs (``bot/intake/changed_call.py``): a slip replaced at
once stands without penalty (25A); a change after a pause or on second thoughts is 25B — accepted by LHO (25B1), or
not: the first call illegal (25B2(A)), the first call legal and kept (25B2(B)(1)), another call (25B2(B)(2)), the
lead restrictions (25B2(C))."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import changed_call
from bot.intake.situation import read, search


@pytest.mark.parametrize(("text", "ref"), [
    ("вытащил из бокса 1♣ вместо 1♠, тут же заменил на нужную", "25A"),
    ("хотел вытащить из бокса 2♥, а достал 2♠ и сразу же заменил на 2♥", "25A"),
    ("на бэбэо промахнулся мышкой и вместо паса нажал 7бк", "25A"),  # an online misclick
    ("мисклик на бибио нажал пас вместо 1ч сразу хотел исправить можна", "25A"),
    ("он подумал секунд десять и поменял 2♥ на 3♥, мы сказали ну ладно, пусть будет", "25B1"),
    ("Игрок сказал 2♦, секунд через десять произнёс «нет, лучше 3БК», но его левый соперник такую замену не принял. "
     "Первоначальные 2♦ были законной ставкой, и игрок решил на них остаться. Что будет с его партнёром?",
     "25B2(B)(1)"),
    ("changed call not accepted, first call was legal and he keeps it — what happens to partner?", "25B2(B)(1)"),
    ("Partner changed his 2♥ bid after thinking, the substitution wasn't accepted — will I have lead restrictions?",
     "25B2(C)"),
])
def test_how_the_call_was_changed_says_the_section_of_law_25(text: str, ref: str) -> None:
    assert changed_call.section(text) == ref
    assert changed_call.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнёр передумал и поменял заявку",  # how: not told
    "хотел вытащить 2♥, а достал 2♠, заметил только через круг",  # a slip, but not replaced at once: not 25A
])
def test_a_change_the_story_does_not_tell_enough_of_settles_nothing(text: str) -> None:
    assert changed_call.section(text) is None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["хотел", "вытащил", "вместо", "сразу", "через минуту", "передумал", "не принял",
                                 "принял", "остался", "мисклик", "misclick", "immediately", "атака", "2♥", "3♥", ",",
                                 "и", "поменял", "заявку"]), max_size=14))
def test_any_salad_of_its_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    assert changed_call.section(text) in (None, *changed_call.SECTIONS)
    read(text)


@pytest.mark.parametrize("text", [
    "левый сказал 2♦, секунд через двадцать передумал и поменял на 2♥; мы не против, так можно оставить?",
    "he changed 2D to 2H after a pause, we had no objection",
])
def test_a_change_after_a_pause_the_next_player_did_not_object_to_is_25b1(text: str) -> None:
    """«мы не против», "no objection": the next player accepted the changed call (25B1)."""
    assert changed_call.section(text) == "25B1"


def test_a_card_misclicked_in_the_play_is_no_change_of_call() -> None:
    """Law 25 is about calls: a card misclicked from dummy is the play's business (45C4(B), 47), not 25A."""
    assert changed_call.section("declarer misclicked a card from dummy and immediately asked for undo") is None
    assert changed_call.section("мисклик: нажал 2♥ вместо 2♠, сразу позвал судью") == "25A"


def test_a_misclicked_call_stays_25a_when_the_story_goes_on_to_the_tricks() -> None:
    assert changed_call.section("мисклик: нажал 4♠ вместо 3♠, сразу исправил, потом взяли 10 взяток") == "25A"


@pytest.mark.parametrize(("text", "ref"), [
    ("партнёр подумал и через полминуты заменил 1♥ на 2♥, левый говорит: меня устраивает, принимаю", "25B1"),
    ("соперник секунд через двадцать поменял пас на 1♠, а я против такой замены", "25B2(B)"),
    ("соперник секунд через двадцать поменял пас на 1♠, меня это не устраивает", "25B2(B)"),
    ("он поменял заявку, прошло секунд десять, левый согласился", "25B1"),
])
def test_lho_accepting_or_refusing_a_delayed_change_in_his_own_words(text: str, ref: str) -> None:
    """Law 25B: «принимаю», «меня устраивает» accept the change (25B1); «против такой замены», «не устраивает»
    refuse it (25B2); «прошло секунд десять» is a pause as «через десять секунд» is."""
    assert changed_call.section(text) == ref


@pytest.mark.parametrize("text", [
    "на BBO ткнула не в ту карту в розыгрыше и сразу попросила undo",
    "misclick в розыгрыше: положил не ту карту, сразу попросил undo",
    "I misclicked a card during the play and asked for the undo at once; the opponents refused",
    "хотела кликнуть десятку, а попала по королю, тут же попросила отмену",
])
def test_a_card_misclicked_in_the_play_and_put_right_at_once_is_45C4B(text: str) -> None:
    """A card misclicked in the play (Latin and Cyrillic mixed, a rank named) is no call changed: settled as an
    inadvertent designation put right at once (45C4(B)), before 25A, which the word "misclick" alone suggests."""
    ids = read(text).concept_ids
    assert changed_call.PLAYED in ids
    assert not any(cid in ids for cid in changed_call.SECTIONS.values())
    refs = [hit.ref for hit in search(text, 3).hits]
    assert "45C4(B)" in refs[:2]  # beside 47G, which the stored phrasings often name with it
    assert refs[0] != "25A"


@pytest.mark.parametrize("text", [
    "в розыгрыше кликнул не ту карту, а через минуту попросил undo",  # a pause
    "misclick в розыгрыше, положил не ту карту, можно undo?",  # not said to be at once: a played card stays (47G)
])
def test_a_card_misclicked_in_the_play_not_put_right_at_once_is_no_law_25_and_not_45C4B(text: str) -> None:
    ids = read(text).concept_ids
    assert changed_call.PLAYED not in ids
    assert not any(cid in ids for cid in changed_call.SECTIONS.values())


@pytest.mark.parametrize("text", [
    "мисклик в торговле: нажал 2♥ вместо 2♠ и сразу исправил",
    "вытащил не ту карточку из бокса и тут же заменил",
])
def test_a_call_misclicked_in_the_auction_stays_25A(text: str) -> None:
    ids = read(text).concept_ids
    assert changed_call.SECTIONS["25A"] in ids
    assert changed_call.PLAYED not in ids
