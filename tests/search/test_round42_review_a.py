"""Round 42, review A: the sentences the director found read wrong after qual42a's lexicon changes.

Each is a near-miss of a new trigger: a legal double beside another player's call out of turn (not 32), «не считая»
meaning "apart from" and a claim made "without counting" (not 7B1), an explanation or a revoke that "did not say the
suit" (not 18A), a player (not the director) coming (not 9B2), the director not penalising (not 10A), partner
explaining his play's options (not 10C2).
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


# 32: the out-of-turn words belong to another player's call, the double was in turn
@pytest.mark.parametrize(("text", "law"), [
    ("соперник контрировал мою заявку, а потом партнёр сказал пас вне очереди", "30"),
    ("я контрировал 1 пику, после этого LHO сказал 2 трефы не в свою очередь", "31"),
])
def test_a_legal_double_then_another_call_out_of_turn_is_not_32(text: str, law: str) -> None:
    assert "double_out_of_turn" not in _triggered(text)
    assert _refs(text, 1)[0].startswith(law)


@pytest.mark.parametrize("text", [
    "партнёр контрировал, а соперник заявил раньше своей очереди",
    "LHO контрирует, а RHO после этого заявил вне очереди 2 пики",
])
def test_a_double_beside_a_bid_out_of_turn_is_no_double_out_of_turn(text: str) -> None:
    assert "double_out_of_turn" not in _triggered(text)
    assert not _refs(text, 1)[0].startswith("32")


# 7B1: «не считая» is "apart from"; a claim made "without counting" is a claim
@pytest.mark.parametrize(("text", "law"), [
    ("не считая карт болвана, у меня 8 козырей — можно ли претендовать?", "70"),
    ("у меня в руке 12 карт, не считая карт в коробке", "13"),
    ("declarer claimed without counting cards, he forgot a trump", "70"),
    ("разыгрывающий заявил претензию, не считая карт, и забыл козырь", "70"),
])
def test_not_counting_as_apart_from_or_in_a_claim_is_not_7b1(text: str, law: str) -> None:
    assert "cards_counted_before_looking" not in _triggered(text)
    assert _refs(text, 1)[0].startswith(law)


@pytest.mark.parametrize("text", [
    "у меня 14 карт, не считая той, что упала на пол",
    "не считая карт на столе, у меня осталось 3 козыря",
    "without counting the cards on the table, how many tricks do I need?",
])
def test_a_count_apart_from_some_cards_is_no_7b1_trigger(text: str) -> None:
    assert "cards_counted_before_looking" not in _triggered(text)
    assert _refs(text, 1) != ["7B1"]


# 18A: an explanation or a revoke that "did not say the suit" is no incomplete call
@pytest.mark.parametrize("text", [
    "при ответе на вопрос о заявке 2 бубны он не сказал, какая масть — мажор",
    "при объяснении заявки он не назвал масть, которую она показывает",
    "партнёр назвал заявку 2 трефы искусственной, но не сказал, какую масть она обещает",
    "the opponent did not say which suit his bid showed in the auction, no alert",
    "партнёр не предупредил, что заявка 2 трефы не про масть — не сказал, что она искусственная",
    "в торговле показал пики, а в игре не сказал, что нет масти — ренонс",
])
def test_an_explanation_or_a_revoke_without_the_suit_is_not_18a(text: str) -> None:
    assert "incomplete_call" not in _triggered(text)
    assert _refs(text, 1) != ["18A"]


def test_an_answer_that_did_not_name_the_suit_is_20f() -> None:
    assert _refs("при ответе на вопрос о заявке 2 бубны он не сказал, какая масть — мажор", 1) == ["20F"]


def test_a_revoke_after_showing_the_suit_in_the_auction_is_the_revoke() -> None:
    text = "в торговле показал пики, а в игре не сказал, что нет масти — ренонс"
    assert _refs(text, 1)[0].startswith(("61", "62", "64"))


# 9B2: «до его прихода», «пока не подошёл» with no director named
@pytest.mark.parametrize("text", [
    "пока он идёт с другого стола, мы начали торговлю без него",
    "партнёр отошёл, до его прихода мы доиграли сдачу",
    "пока не подошёл соперник, я посмотрел его карты в доске",
    "до его прихода мы начали играть, партнёр опоздал на 10 минут",
])
def test_a_player_coming_is_not_waiting_for_the_director(text: str) -> None:
    assert "waiting_for_director" not in _triggered(text)
    assert "9B2" not in _refs(text, 2)


# 10A: the director not penalising is his decision, not the players rectifying
@pytest.mark.parametrize("text", [
    "судья: за ошибку в объяснении не наказываем, но результат скорректирую",
    "director said we won't penalize the revoke",
    "судья: ладно, за ренонс не наказываем, первый раз",
])
def test_the_director_saying_no_penalty_is_no_10a_trigger(text: str) -> None:
    assert "players_rectify_themselves" not in _triggered(text)


def test_the_director_waiving_a_misexplanation_penalty_is_75() -> None:
    assert _refs("судья: за ошибку в объяснении не наказываем, но результат скорректирую", 1) == ["75"]


# 10C2: partner explaining his play's options is not the director's options
def test_partner_explaining_options_of_play_is_not_10c2() -> None:
    text = "партнёр объяснил варианты розыгрыша, можно совещаться с ним во время игры?"
    assert "advice_on_acceptance" not in _triggered(text)
    assert "10C2" not in _refs(text, 3)
