"""Readers extended in the twenty-eighth round (issue 10), from the causes behind the auction misses of the spent
sets blind65 / blind66: each case a sentence of our own naming the law passage it follows, and for each new word the
everyday sentences with it that mean something else."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids

from bot.intake import card_count, changed_call, partner_double, rotation_detail
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "у соперников 2♣ по Стэйману, а он сказал 2♣ после 2БК и переправил на 3♣",
    "на 2БК партнёр ответил 2♣ стэймэн, хотя надо было выше, и исправил на 3♣",
])
def test_stayman_spelt_with_e_or_eh_is_a_conventional_bid_corrected_27b2(text: str) -> None:
    """Law 27B2: an insufficient bid that may be conventional is corrected how it may, partner passes throughout."""
    assert "ib_other" in read(text).marks
    assert "insufficient_bid_corrected_otherwise" in _ids(text)


def test_an_insufficient_bid_said_natural_is_still_the_lowest_sufficient_bid() -> None:
    text = "на 2БК партнёр сказал 2♣, натуральные, ниже чем надо, и исправил на 3♣"
    assert "ib_other" not in read(text).marks


@pytest.mark.parametrize("text", [
    "мой партнёр спросонья перепутал и контранул мою же заявку 3♦",
    "партнёр по ошибке законтрил мою заявку 2♥",
])
def test_partner_doubling_my_own_bid_a_few_words_on_is_law_36(text: str) -> None:
    """Law 36: a double of partner's own bid is inadmissible."""
    assert partner_double.section(text) == "36"


@pytest.mark.parametrize("text", [
    "партнёр сказал 2♠, а соперник законтрил мою заявку",
    "партнёр открыл 1♠, левый тут же законтрил мою заявку 2♥",
    "партнёр промолчал, и оппонент контранул мою заявку",
    "партнёр потом сказал, что сосед законтрил мою заявку",  # partner reports another's double
    "partner told me that West doubled my bid",
])
def test_an_opponent_doubling_my_bid_is_no_double_of_partners_bid(text: str) -> None:
    assert partner_double.section(text) is None


def test_may_in_the_clause_after_partner_asks_about_the_passer_30b2a() -> None:
    """Law 30B2(A): the offender must pass throughout; «ему» in the next clause is the passer, not his partner."""
    text = "после 1♠ восток сказал пас, хотя говорить должен был его партнёр, что ему теперь можно"
    assert rotation_detail.pass_in_partners_turn(text, 0) == "30B2(A)"


@pytest.mark.parametrize("text", ["после 1♠ я спасовал за партнёра; партнёр теперь может контрить?",
                                  "я сказал пас в очередь партнёра — партнёру можно что угодно?"])
def test_what_partner_may_do_in_one_clause_is_still_30b2b(text: str) -> None:
    assert rotation_detail.pass_in_partners_turn(text, 0) == "30B2(B)"


def test_a_pocket_of_twelve_cards_and_hands_seen_is_law_13b2() -> None:
    """Law 13B2: a pocket with the wrong number of cards, a player saw others' cards, normal play impossible."""
    text = ("в кармане коробки у Юга оказалось 12 карт, пока искали, все насмотрелись на чужие руки, "
            "нормально не сыграть")
    assert card_count.section(text) == "13B2"
    assert "wrong_count_seen_material" in _ids(text)


@pytest.mark.parametrize("text", [
    "в кармане коробки у Юга оказалось 12 карт, тринадцатую нашли под столом",  # nothing seen
    "в коробке у Юга оказалось 3 карты, я насмотрелся на пейзаж за окном",  # seen, but no cards
    "в коробке у Севера было 12 карт, недостающую нашли на полу, я увидел эту карту",  # the missing card: Law 14
])
def test_a_pocket_count_without_others_cards_seen_is_no_law_13(text: str) -> None:
    """The reader itself (the lexicon's weight for these stories is too low for refine() to ask it)."""
    assert not card_count._wrong_count(text)
    assert card_count._wrong_count(text + ", и все насмотрелись на чужие руки")


def test_normal_play_impossible_said_plainly_is_material() -> None:
    assert card_count.section("в коробке было 14 карт у Севера, я увидел чужие карты, нормально не выйдет") == "13B2"


@pytest.mark.parametrize("text", [
    "через минуту я заменил свою заявку 1♠ на 2♠, а левый возражать не стал",
    "сказал 1♣, подумал и заменил на 1♦; соперник слева возражать не будет, говорит",
])
def test_lho_not_objecting_said_the_other_way_round_accepts_the_change_25b1(text: str) -> None:
    """Law 25B1: LHO may accept a delayed change of call; «возражать не стал» accepts it as «не возражал» does."""
    assert changed_call.section(text) == "25B1"


@pytest.mark.parametrize("text", [
    "левый не согласен, что мы через минуту заменили игрока в паре",
    "партнёр заболел, мы его заменили, и левый не принимает замену партнёра",
    "через минуту поменяли партнёра, левый возражать не стал",
])
def test_a_player_replaced_is_no_change_of_call(text: str) -> None:
    """Law 4 (a substitute), not Law 25: what was replaced is a player."""
    assert changed_call.section(text) is None


def test_a_call_replaced_by_its_pronoun_is_still_a_change_of_call() -> None:
    assert changed_call.section("сказал 1♠ и через минуту его заменил на 2♠, левый не согласен") == "25B2(B)"


@pytest.mark.parametrize("text", [
    "справа открыли 1♥, была моя очередь, а мой Зураб напротив выдал контру раньше меня",
    "справа открыли 1♥, очередь была моя, а сидящий напротив меня партнёр сказал контра",
    "Справа открыли 1♥, была моя очередь. Мой Зураб напротив выдал контру раньше меня",  # a sentence's start
])
def test_the_one_sitting_opposite_is_partner_doubling_at_my_turn_law_32(text: str) -> None:
    """Law 32: a double out of rotation by the partner of the player whose turn it was (the one opposite)."""
    from bot.intake import forms

    assert "partner" in [seat.value for seat in forms.find_seats(text)]
    assert "double_out_of_turn_partner" in _ids(text)


@pytest.mark.parametrize("text", [
    "напротив, я считаю, что пас был правильный",  # "on the contrary"
    "дом напротив закрыт, играем в клубе",
    "Напротив, я считаю, что пас был правильный",  # a capital does not make it a seat
    "Мой дом напротив клуба, прихожу рано",  # a small word after «мой» is no name
])
def test_opposite_as_on_the_contrary_or_across_the_street_is_no_seat(text: str) -> None:
    from bot.intake import forms

    assert "partner" not in [seat.value for seat in forms.find_seats(text)]


def test_a_call_not_heard_said_as_one_word_is_law_20a() -> None:
    """Law 20A: «недослышал» is «не расслышал» (the asking reader's 20A)."""
    from bot.intake import asking

    assert asking.section("недослышал, сказал оппонент 3♦ или 4♦; можно попросить повторить?") == "20A"


@pytest.mark.parametrize("text", [
    "сдающим был оппонент справа, а мой партнёр первым делом выпалил «пас»",
    "сдающей была соперница справа, а партнёр первым сказал пас",
])
def test_the_dealer_named_after_was_is_the_dealer_a_pass_before_him_is_30a(text: str) -> None:
    """Law 30A: a pass out of rotation before any player has bid; «сдающим был X» names the dealer as «сдавал X»."""
    seats = read(text).seats
    assert rotation_detail.dealer(text, seats) is not None
    assert "pass_out_of_turn_before_any_bid" in _ids(text)


def test_the_dealer_who_passed_first_is_no_pass_out_of_turn() -> None:
    assert "pass_out_of_turn_before_any_bid" not in _ids("сдающим был Юг, он сказал пас, потом Запад пас")
