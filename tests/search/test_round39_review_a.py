"""Round 39 review (findings_a of qual39a): each confirmed wrong answer, mended.

* F1 «спасовал от неожиданности / от страха»: a pass out of fright, no help to the offenders (30B2(A), not 23B).
* F2 «избежали штрафа?», «соперники избежали неприятностей»: a penalty asked about or the other side's luck, no help.
* F3 the next player's «хотел позвать судью, но передумал» is no correction of the insufficient bid (27A).
* F4 «сессия заканчивается… последний раунд»: the session's end (8C); «не успели проверить протокол»: the score (79).
* F5 a partner's grumble after each call is information to partner (16A / 73), not conduct (74).
* F6 a pause before the first call does not make a slip put right at once a later change (25A)."""

import pytest

from bot.commands.ask import _hits
from bot.intake import changed_call, insufficient
from bot.intake.prefill import prefill
from bot.intake.situation import read, search
from bot.intake.textscan import find_calls


def _top(text: str, n: int = 1) -> list[str]:
    return [h.ref for h in search(text, 5).hits[:n]]


def _asked(text: str, n: int = 1) -> list[str]:
    return [hit["ref"] for hit in _hits(text, prefill(text), read(text))][:n]


def _ids(text: str) -> list[str]:
    return [c.id for c in read(text).concepts]


# F1: «спасовал от …» is no «спас их от …»
@pytest.mark.parametrize("text", [
    "юг спасовал от неожиданности, хотя говорить должен был его партнёр — что теперь?",
    "партнёр спасовал от растерянности вместо меня, что делать?",
    "я спасовал от страха, когда очередь была партнёра",
])
def test_a_pass_out_of_fright_in_partners_turn_is_30b2a(text: str) -> None:
    assert "pass_in_partners_turn_damaging" not in _ids(text)
    assert _top(text) == ["30B2(A)"]
    assert _asked(text) != ["23B"]


def test_a_forced_pass_made_out_of_spite_is_no_23a() -> None:
    text = "после недостаточной заявки партнёр обязан был пасовать, и он спасовал от досады"
    assert "23A" not in _top(text, 3)


# F2: a penalty escaped (asked about), or the other side avoiding trouble
@pytest.mark.parametrize("text", [
    "юг спасовал вместо партнёра, и они избежали штрафа?",
    "юг спасовал раньше своего партнёра, они избежали наказания?",
    "юг спасовал вместо партнёра: ошибку заметили сразу, торговлю продолжили, штрафа избежали?",
    "юг спасовал вместо партнёра, соперники избежали неприятностей, торговля продолжилась — всё ли правильно?",
])
def test_a_penalty_escaped_is_no_help_to_the_offenders(text: str) -> None:
    assert "pass_in_partners_turn_damaging" not in _ids(text)
    assert "23B" not in _top(text)
    assert _asked(text) != ["23B"]


def test_the_other_side_avoiding_a_penalty_after_a_forced_pass_is_no_23a() -> None:
    text = "после недостаточной заявки партнёр был обязан пасовать, соперники избежали штрафа?"
    assert "forced_pass_damaging" not in _ids(text)
    assert _top(text) != ["23A"]


# F3: the next player changing his mind about the director or a double accepts the insufficient bid by his call
@pytest.mark.parametrize("text", [
    "правый сказал 1 пику на 2 бубны партнёра, я хотел позвать судью, но передумал и сказал 3 бубны",
    "правый сказал 2 трефы на 2 пики партнёра, я сначала хотел контрить, но передумал и сказал пас",
])
def test_the_next_players_change_of_mind_is_no_correction(text: str) -> None:
    assert _top(text) == ["27A"]


@pytest.mark.parametrize("text", [
    "правый сказал 1 бубну на 1 черву партнёра, я передумал звать судью и сказал 1 пику",
    "правый сказал 1 бубну на 1 черву моего партнёра; я хотел звать судью, но передумал и спасовал — можно теперь"
    " что-то сделать?",
])
def test_the_next_player_not_calling_the_director_is_no_27b2(text: str) -> None:
    assert "27B2" not in _top(text, 3)
    assert insufficient.insufficient(text, find_calls(text)) is not None


def test_the_offender_changing_his_mind_still_corrects_it() -> None:
    assert _top("он сказал 2 трефы на мои 2 пики, потом передумал и спасовал") == ["27B2"]


# F4: the session's end, the score's correction
@pytest.mark.parametrize("text", [
    "сессия заканчивается, а мы не доиграли последний раунд",
    "заканчивается последний раунд, а мы не успели доиграть, сессия для нас закончится когда?",
])
def test_the_last_round_and_the_session_ending_is_8c(text: str) -> None:
    assert _top(text) == ["8C"]
    assert _asked(text) == ["8C"]


def test_a_score_not_checked_as_the_round_ends_is_79() -> None:
    text = "раунд заканчивается, а соперники не успели проверить протокол — можно исправить счёт потом?"
    assert _top(text) == ["79"]
    assert _asked(text) == ["79"]


# F5: remarks to partner in the auction are information, not conduct
@pytest.mark.parametrize("text", [
    "партнёр бурчит что-то после каждой моей заявки, соперники говорят, что это подсказка",
    "партнёр постоянно комментирует мои заявки во время торговли, он так подсказывает?",
])
def test_a_partners_remarks_in_the_auction_are_no_conduct_first(text: str) -> None:
    assert _top(text)[0] != "74"
    assert _asked(text)[0] in {"16A", "16A2", "73"}


@pytest.mark.parametrize("text", [
    "разыгрывающий бурчит «одна трефа с болвана», а болван положил пику — какую карту считать сыгранной?",
    "болван ворчит после каждой взятки, можно ему что-то сказать?",
    "правый ворчит, что ему не объяснили нашу конвенцию",
])
def test_an_incidental_grumble_pulls_no_74(text: str) -> None:
    assert "74" not in _asked(text, 3)


# F6: the pause before the first call
@pytest.mark.parametrize("text", [
    "After several seconds of thought West bid 1♥ and at once changed it to 1♠, a mechanical slip",
    "After a short pause West said 1 heart, then immediately corrected himself to 1 spade, a slip of the tongue",
    "After a clear pause for thought West bid 1♥ and without any pause corrected it to 1♠,"
    " he had pulled the wrong card",
])
def test_a_pause_before_the_first_call_leaves_a_slip_put_right_at_once_25a(text: str) -> None:
    assert changed_call.section(text) == "25A"
    assert _top(text) == ["25A"]
    assert _asked(text) == ["25A"]
