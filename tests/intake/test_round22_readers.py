"""Readers extended in the twenty-second round (issue 10), from the misses of the spent sets blind53 / blind54, each
case a sentence of our own that names the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake import lead_out_of_turn, lead_restriction, missing_card, revoke, rotation_detail
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "правый не дал в масть, я успел положить даму после него, он исправился: можно мне забрать даму?",
    "соперник сделал ренонс, мне пришлось сыграть после него, потом он поправился — забираю свою карту?",
])
def test_a_card_the_teller_managed_to_play_after_a_corrected_revoke_is_62c1(text: str) -> None:
    """Law 62C1: each member of the non-offending side may withdraw a card played after the revoke; the infinitive
    («успел положить», «пришлось сыграть») tells the play as well as «положил»."""
    assert revoke.section(text) == "62C1"
    assert "revoke_later_card_withdrawn" in [found.id for found in read(text).concepts]


def test_no_later_card_is_read_from_an_infinitive_without_after() -> None:
    assert revoke.section("правый не дал в масть и сразу исправил, я хотел положить туза") != "62C1"


@pytest.mark.parametrize("text", [
    "после отменённой заявки, которая указывала пики, он пики больше не назвал: что с ходом его партнёра?",
    "his withdrawn bid indicated spades and he never bid spades again",
])
def test_a_withdrawn_call_that_indicated_a_suit_names_it(text: str) -> None:
    """Law 26A: a withdrawn call that specified a suit; «указывала масть» / «indicated» tell it as «показывала»."""
    assert lead_restriction.section(text) == "26A2"


@pytest.mark.parametrize("text", [
    "после открытия слева партнёр спасовал в мою очередь; что мне теперь позволено заявлять?",
    "партнёр сказал пас вместо меня после 1♣ соперника, разрешено ли мне теперь контрить?",
])
def test_asking_what_the_offenders_partner_is_allowed_to_call_is_30b2b(text: str) -> None:
    """Law 30B2(B): after a pass out of rotation in partner's turn, the story asks what that partner may call
    («позволено», «разрешено» as well as «можно», «вправе»)."""
    assert rotation_detail.pass_in_partners_turn(text, 0) == "30B2(B)"


def test_a_pass_in_partners_turn_with_no_question_of_permission_is_30b2a() -> None:
    text = "после 1♣ слева партнёр спасовал в мою очередь, что теперь"
    assert rotation_detail.pass_in_partners_turn(text, 0) == "30B2(A)"


@pytest.mark.parametrize("text", [
    "защитник пошёл не в свой ход, а разыгрывающий сказал: пусть будет",
    "вистующий зашёл не с той руки, разыгрывающий: да пофиг, играем",
    "the defender led out of turn and declarer said let it stand",
])
def test_declarer_letting_a_lead_out_of_turn_stand_in_chat_words_accepts_it(text: str) -> None:
    """Law 53: a lead out of turn accepted; «пусть будет», «пофиг», «let it stand» accept it as «принял» does."""
    assert lead_out_of_turn.section(text) == "53"


@pytest.mark.parametrize("text", [
    "во время розыгрыша у защитника не хватает карты, потом её нашли среди отыгранных взяток",
    "посреди розыгрыша у разыгрывающего на одну карту меньше, её нашли в одной из сыгранных взяток",
])
def test_a_missing_card_found_among_the_quitted_tricks_is_14b1a(text: str) -> None:
    """Law 14B1(A): a card found among the quitted tricks (Law 67); «взяток», the genitive plural, has no «взятк»."""
    assert missing_card.section(text) == "14B1(A)"


def test_a_missing_card_found_on_the_floor_is_still_14b1b() -> None:
    assert missing_card.section("во время розыгрыша у защитника не хватает карты, её нашли на полу") == "14B1(B)"


@pytest.mark.parametrize("text", [
    "разыгрывающий не дал в масть и исправил ренонс, но только через пару взяток",
    "разыгрывающий не дал в масть, через пять взяток исправил",
])
def test_a_revoke_put_right_tricks_later_told_in_the_genitive_plural_is_no_correction(text: str) -> None:
    """Law 63A: a revoke becomes established once the offending side plays to the next trick; «через пару / пять
    взяток» (the genitive plural, with no «взятк») tells it found later as «через две взятки» does."""
    assert revoke.section(text) is None
    assert revoke.section("разыгрывающий не дал в масть и тут же исправил ренонс") == "62B2"


def test_the_genitive_plural_of_trick_counts_as_a_table_word_and_the_play() -> None:
    """«взяток» names the play as «взятка» does: a story of how many tricks is about the table, and a question
    asked after some tricks were played is too late for the auction's explanation (misinformed)."""
    from bot.intake import misinformed
    from bot.intake.situation import _TABLE_WORDS

    assert _TABLE_WORDS.search("сколько взяток у нас") is not None
    assert misinformed._TOO_LATE.search("после нескольких взяток") is not None
    assert misinformed._TOO_LATE.search("взяткам") is not None  # the singular's forms still match
