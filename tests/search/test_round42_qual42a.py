"""Round 42 (qual42a): the auction, procedure and definition laws.

Each entry is tested with the way players say it (positive) and a near-miss: a different law's story in similar
words that must not be read so.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import asking, condoned
from lawbase.search.cache import get_index
from lawbase.search.query import analyse


# 7B1: counting the cards face down before looking at them
@pytest.mark.parametrize("text", [
    "достал карты из коробки и сразу стал смотреть, не пересчитав их — так можно?",
    "must I count my cards before looking at them?",
    "партнёр взял карты и посмотрел, не посчитав, — что он должен был сделать?",
])
def test_cards_looked_at_without_counting_is_7b1(text: str) -> None:
    assert "cards_counted_before_looking" in _triggered(text)
    assert "7B1" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "после розыгрыша, не посчитав взятки, сразу записали результат в протокол",
    "у меня в руке оказалось 12 карт, одна осталась в кармане коробки",
])
def test_counting_tricks_or_a_short_hand_is_not_7b1_counting(text: str) -> None:
    assert "cards_counted_before_looking" not in _triggered(text)


# 9B2: calling or playing on after the director was called, before he comes
@pytest.mark.parametrize("text", [
    "судью позвали, а соперник продолжает торговлю до его прихода, так можно?",
    "Что нам делать, пока не подошёл судья?",
    "the director was called but LHO kept bidding until the director arrives",
])
def test_acting_before_the_director_arrives_is_9b2(text: str) -> None:
    assert "waiting_for_director" in _triggered(text)
    assert "9B2" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "партнёр сам исправил свою заявку до прихода судьи",
    "позвали судью, а партнёр, не дожидаясь его, сам исправил свою заявку",
])
def test_the_offender_correcting_himself_before_the_director_is_9c(text: str) -> None:
    assert _refs(text, 1) == ["9C"]


def test_playing_on_instead_of_calling_the_director_is_11a() -> None:
    assert _refs("мы не стали ждать судью и доиграли сдачу, а потом позвали", 1) == ["11A"]


# 10A: the opponents waive the penalty themselves
@pytest.mark.parametrize("text", [
    "соперники сами сказали: не штрафуем, забирай карту обратно",
    "оппоненты говорят: мы тебя не будем штрафовать, верни карту",
])
def test_opponents_waiving_the_penalty_themselves_is_10a(text: str) -> None:
    assert "players_rectify_themselves" in _triggered(text)
    assert _refs(text, 1)[0] in ("10A", "10B", "10")


def test_the_director_not_penalising_is_not_the_players_rectifying() -> None:
    text = "судья решил не штрафовать за медленную игру в первый раз"
    assert "players_rectify_themselves" not in _triggered(text)


# 10C2: consulting partner about the director's options
def test_conferring_with_partner_over_the_listed_options_is_10c2() -> None:
    text = "судья перечислил варианты, мы с партнёром хотели посовещаться, какой выбрать, а нам запретили"
    assert "advice_on_acceptance" in _triggered(text)
    assert _refs(text, 1) == ["10C2"]


def test_conferring_about_the_system_before_the_event_is_no_10c2_trigger() -> None:
    text = "перед турниром мы с партнёром совещались, какой вариант системы играть"
    assert "advice_on_acceptance" not in _triggered(text)


# 18A: a number said without its denomination in the auction
@pytest.mark.parametrize("text", [
    "в торговле соперник сказал «три» и не назвал масть — это заявка?",
    "in the auction he said 'two' and never named the suit: is that a bid?",
])
def test_a_number_without_a_denomination_is_18a(text: str) -> None:
    assert "incomplete_call" in _triggered(text)
    assert "18A" in _refs(text, 2)


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал со стола «даму», масть не назвал, какую карту играть?",
    "разыгрывающий назвал с болвана «две», а масть не назвал — какую карту класть?",
])
def test_a_card_from_dummy_without_its_suit_is_46b_not_18a(text: str) -> None:
    assert "incomplete_call" not in _triggered(text)
    assert _refs(text, 1)[0].startswith("46B")


# 20F1: asking what the opponents' call means before one's own call
def test_asking_the_meaning_before_calling_is_20f1() -> None:
    text = "хочу спросить, что значит их 2 трефы, прежде чем заявлять"
    assert asking.section(text) == "20F1"
    assert _refs(text, 1) == ["20F1"]


def test_asking_the_meaning_of_a_signal_before_leading_is_not_20f1() -> None:
    assert asking.section("хочу спросить, что значит их сигнал, прежде чем ходить") != "20F1"


# 35A, 35B: an inadmissible call the next player called over
def test_a_double_called_illegal_after_it_then_called_over_is_35a() -> None:
    text = "соперник законтрил заявку своего партнёра, контра недопустимая, а левый уже сказал пас"
    assert condoned.section(text) == "35A"


@pytest.mark.parametrize("text", [
    "Партнёр законтрил мою же заявку — контра нелегальная. Следующий ещё ничего не сказал, что теперь?",
    "соперник дал контру, а LHO уже сказал пас после неё",
])
def test_an_inadmissible_double_not_called_over_or_a_legal_double_is_not_35a(text: str) -> None:
    assert condoned.section(text) is None


def test_a_player_bound_to_silence_who_bid_and_was_called_over_is_35b() -> None:
    text = "игрок, который должен молчать до конца торговли, назначил 3 черви, а следующий не заметил и заявил дальше"
    assert "barred_call_condoned" in _triggered(text)
    assert _refs(text, 1) == ["35B"]


def test_a_player_bound_to_silence_who_bid_not_called_over_is_37() -> None:
    text = "партнёр должен пасовать до конца торговли, а он назначил 3 черви"
    assert "barred_call_condoned" not in _concepts(text)
    assert _refs(text, 1) == ["37"]


# Law 32: a double out of turn refused by LHO is not condoned (29B)
def test_a_double_out_of_turn_lho_refused_is_not_29b() -> None:
    text = "Игрок контрировал вне очереди в очередь партнёра. LHO не принял контру. Какие последствия?"
    assert "call_out_of_rotation_condoned" not in _concepts(text)
    assert "double_out_of_turn" in _triggered(text)


def test_a_double_out_of_turn_lho_called_over_is_29b() -> None:
    assert "call_out_of_rotation_condoned" in _triggered("соперник контрировал вне очереди, а LHO сказал пас")


def test_the_lead_to_come_is_no_lead_out_of_turn() -> None:
    text = "соперник контрировал вне очереди, LHO не принял контру; что будет для будущего первого хода?"
    assert "defender_lead_out_of_turn_refused" not in _concepts(text)


def test_a_refused_lead_out_of_turn_still_is_56_or_54() -> None:
    text = "соперник пошёл вне очереди, разыгрывающий не принял ход"
    assert "defender_lead_out_of_turn_refused" in _triggered(text)


# Law 25: a call corrected, told in English
def test_a_call_corrected_by_the_caller_in_english_is_a_change_of_call() -> None:
    text = "South said 2 clubs and then corrected himself to 2 diamonds"
    assert "change_of_call" in _triggered(text)
    assert _refs(text, 1)[0].startswith("25")


def test_a_card_corrected_in_the_play_is_no_change_of_call() -> None:
    text = "declarer played the queen of spades and then corrected himself, wanted the king instead"
    assert "change_of_call" not in _triggered(text)


# definitions: «что называется X» asks for the word
@pytest.mark.parametrize(("text", "ref"), [
    ("что называется конвенцией", "DEF:Конвенция"),
    ("кто называется разыгрывающим", "DEF:Разыгрывающий"),
])
def test_what_is_called_x_asks_for_the_definition(text: str, ref: str) -> None:
    assert analyse(get_index(), text).wants_definition
    assert _refs(text, 1) == [ref]


def test_called_without_what_asks_no_definition() -> None:
    assert not analyse(get_index(), "это называется ренонс или нет, если я не дал в масть").wants_definition
