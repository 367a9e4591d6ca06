"""Round 43, quality helper A (auction, information, procedure, definitions): each new or changed lexicon entry with
the sentence it is for and a near-miss that must not be read that way."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- 75: the narrator's own wrong explanation («я неправильно объяснил»), not the opponents' misinformation ---------


@pytest.mark.parametrize("text", [
    "я неправильно объяснил соперникам заявку партнёра и понял это до того, как торговля закончилась",
    "я объяснила неправильно нашу 2♦ соперникам, что теперь будет?",
])
def test_one_s_own_wrong_explanation_is_75(text: str) -> None:
    assert "own_side_misexplanation" in _triggered(text)
    assert _refs(text, 1) == ["75"]


@pytest.mark.parametrize("text", [
    "мне неправильно объяснили заявку, я понял это до того, как торговля закончилась",  # the opponents': 21B1
    "я неправильно понял объяснение соперника и спасовал",  # one's own misunderstanding: 21A
])
def test_an_explanation_given_to_me_or_misread_by_me_is_no_own_misexplanation(text: str) -> None:
    assert "own_side_misexplanation" not in _triggered(text)
    assert _refs(text, 1)[0] != "75"


# --- 79: «ошибка в протоколе / в записи» is a score correction; «ошибка в объяснении … результат» is not ------------


@pytest.mark.parametrize("text", [
    "нашли ошибку в протоколе, результат записали не тот",
    "ошибка в подсчёте взяток, записали 9 а было 10",
])
def test_an_error_in_the_record_is_a_score_correction(text: str) -> None:
    assert "score_correction" in _triggered(text)
    assert _refs(text, 1) == ["79"]


def test_an_error_in_the_explanation_with_a_result_adjusted_is_no_score_correction() -> None:
    text = "судья: за ошибку в объяснении не наказываем, но результат скорректирую"
    assert "score_correction" not in _triggered(text)
    assert _refs(text, 1) == ["75"]


# --- 81: the director slow to rule («судья тянет с решением»): his duties, no call put off, no hesitation --------


@pytest.mark.parametrize("text", [
    "судья тянет с решением уже полчаса",
    "директор уже двадцать минут не выносит решение по нашему столу",
])
def test_the_director_slow_to_rule_is_his_duties(text: str) -> None:
    assert "director_duties" in _triggered(text)
    assert _refs(text, 1) == ["81"]


@pytest.mark.parametrize(("text", "law"), [
    ("партнёр тянул с решением и потом спасовал", "16A"),  # a player's pause before a call
    ("соперник тянет с решением, думает над заявкой уже минуту", "16A"),
    ("судья медлит с вызовом следующего раунда", "8B"),  # the movement
])
def test_a_player_slow_to_decide_or_a_slow_movement_is_no_director_s_duty(text: str, law: str) -> None:
    assert "director_duties" not in _triggered(text)
    assert _refs(text, 1) == [law]


# --- 5A: partners swapping their seats («поменяться с партнёром», «мы с партнёром поменялись … на север») ----------


@pytest.mark.parametrize("text", [
    "мы с партнёром после второго раунда хотим поменяться: я сяду на север, он на юг, так можно?",
    "можно ли мне поменяться местами с партнёром в середине турнира?",
    "my partner and I swapped seats, I am now north, is that allowed?",
])
def test_partners_swapping_seats_is_5a(text: str) -> None:
    assert "seats_chosen_by_players" in _triggered(text)
    assert _refs(text, 1) == ["5A"]


@pytest.mark.parametrize("text", [
    "мы с партнёром по указанию судьи перешли за другой стол на восток-запад",  # the movement: 5B / 8
    "север сказал 2 червы, потом хотел поменяться на 2 пики, партнёр на юге уже спасовал",  # a call changed
])
def test_a_movement_or_a_changed_call_is_no_seat_swap(text: str) -> None:
    assert "seats_chosen_by_players" not in _triggered(text)
    assert _refs(text, 1)[0] != "5A"


# --- 36: a double of one's own side («контра на свою пару», «контру на мой же 2♠») ----------------------------------


@pytest.mark.parametrize("text", [
    "дал контру на свою пару, что теперь будет?",
    "партнёр по ошибке положил контру на мой же 1♥",
])
def test_a_double_of_one_s_own_side_is_36(text: str) -> None:
    assert "inadmissible_double" in _triggered(text)
    assert _refs(text, 1) == ["36"]


@pytest.mark.parametrize("text", [
    "соперник дал контру на мой 2♠, партнёр сказал реконтра, это можно?",  # a legal redouble
    "контра на их 1♥ — это вызывная у нас, надо ли алертировать?",  # an alert question
])
def test_a_double_of_the_opponents_is_no_inadmissible_double(text: str) -> None:
    assert "inadmissible_double" not in _triggered(text)
    assert _refs(text, 1)[0] != "36"


# --- 17E: asked when the auction ends («торговля закончилась или нет», «сколько пасов надо») --------------------------


@pytest.mark.parametrize("text", [
    "1♥ и три паса — торговля закончилась или ещё нет?",
    "когда торговля считается законченной, после трёх пасов?",
    "сколько пасов надо, чтобы торговля закончилась?",
    "в какой момент торговля считается законченной?",
])
def test_asked_when_the_auction_ends_is_17e(text: str) -> None:
    assert "auction_end_asked" in _triggered(text)
    assert _refs(text, 1) == ["17E"]


@pytest.mark.parametrize(("text", "law"), [
    ("торговля закончилась, а левый сказал контра", "39B"),  # a call after the final pass, no question of the end
    ("три паса прошло, и тут левый сказал контра, а атаку ещё не положили", "39B"),
    ("after the auction was over, LHO said double", "39B"),
    ("в какой момент торговли партнёр спасовал не в очередь, это важно?", "30B2(A)"),  # a moment of the auction
])
def test_a_call_after_the_auction_is_no_question_of_its_end(text: str, law: str) -> None:
    assert "auction_end_asked" not in _triggered(text)
    assert _refs(text, 1) == [law]


# --- «что такое X», "what is a X": the definition whose whole title is the term asked right after goes first


@pytest.mark.parametrize(("text", "ref"), [
    ("что такое гейм и сколько очков за взятки для него нужно?", "DEF:Гейм"),
    ("chto takoe geim, skolko ochkov za vzyatki?", "DEF:Гейм"),
    ("what is an alert, and who decides how it is made?", "DEF:Алерт"),
])
def test_the_term_a_definition_question_asks_first_is_answered_first(text: str, ref: str) -> None:
    assert _refs(text, 1) == [ref]


@pytest.mark.parametrize(("text", "law"), [
    ("what is the penalty and who decides it when partner revoked?", "64"),  # a ruling asked, no word's meaning
    ("сколько очков за взятки надо для гейма в бескозырке?", "DEF:Гейм"),
    ("кто такой судья на турнире и что он обязан делать?", "81"),  # who the director is: his duties
    ("разыгрывающий хочет знать, что значит сброс защитника, можно спросить?", "20F2"),  # the term is not first
])
def test_a_ruling_or_a_value_asked_keeps_its_answer(text: str, law: str) -> None:
    assert law in _refs(text, 3)


# --- 36 told «законтрировал наш же / нашего же»; 82 told "applied an incorrect rectification" ----------------------


def test_a_double_of_our_own_bid_is_36() -> None:
    assert _refs("партнёр законтрировал наш же 1♥ — так можно?", 1) == ["36"]


def test_an_opponent_s_double_of_our_bid_is_no_inadmissible_double() -> None:
    text = "соперник законтрировал наш 1♥, а партнёр сказал реконтра — это можно?"
    assert "inadmissible_double" not in _triggered(text)
    assert _refs(text, 1)[0] != "36"


@pytest.mark.parametrize("text", [
    "The director applied an incorrect rectification at our table. Can the score be corrected?",
    "судья применил наказание, не предусмотренное правилами, что делать?",
])
def test_the_director_s_wrong_rectification_is_his_error(text: str) -> None:
    assert "director_error" in _triggered(text)
    assert "82" in _refs(text, 3)


def test_an_incorrect_explanation_the_director_ruled_on_is_no_director_s_error() -> None:
    text = "The director said the opponents gave an incorrect explanation and adjusted the score"
    assert "director_error" not in _triggered(text)
    assert "82" not in _refs(text, 3)
