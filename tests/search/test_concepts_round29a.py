"""Round 29 (auction): which of two suits or notrump ranks higher, asked with words between «старше» and the suits
(pack_rank, 18E); an insufficient bid called over, told with the call first («левый спасовал после моей заявки ниже
предыдущей»: 27A). Positive sentences in several phrasings, and near misses that belong to another law."""

from __future__ import annotations

import pytest

from bot.intake.situation import read


def _triggered(text: str, concept: str) -> bool:
    """Whether a trigger of ``concept`` fired (not only the weak hint of its words)."""
    return any(m.id == concept and m.trigger != "~words" for m in read(text).concepts)


@pytest.mark.parametrize("text", [
    "что старше при торговле: пики или без козыря",
    "что старше при заказе — черви или пики?",
    "кто старше, бубны или трефы",
    "что выше в торговле: трефы или бк",
    "which ranks higher in the auction, spades or notrump?",
    "what ranks higher hearts or spades",
])
def test_which_of_two_denominations_ranks_higher(text: str) -> None:
    assert _triggered(text, "pack_rank") or _triggered(text, "denomination_rank")  # a suit or notrump: 18E


@pytest.mark.parametrize("text", [
    "пас или контра, что сильнее",  # calls, not denominations
    "что выше по приоритету: ренонс или пас вне очереди",
    "партнёр заявил пики, а я хотел сказать что-то старше",
    "что старше в торговле",  # no two denominations compared
    "я контрировал думал у них две червы а там было уже три червы",  # suits named, no ranking asked
    "Как называется, когда у игрока была черва, а он на червовый заход положил пику?",
])
def test_no_two_denominations_compared(text: str) -> None:
    assert not _triggered(text, "pack_rank")


@pytest.mark.parametrize("text", [
    "левый просто спасовал после моего заказа ниже предыдущего",
    "соперник слева спасовал на мою заявку ниже предыдущей",
    "партнёр ответил после заявки соперника ниже предыдущей, что теперь",
    "LHO passed over my insufficient bid, what now",
    "следующий игрок законтрил после недостаточной заявки соперника",
])
def test_a_call_told_before_the_insufficient_bid_it_was_made_over(text: str) -> None:
    assert "insufficient_bid_accepted" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "левый спасовал после моей заявки ниже предыдущей, но судья сказал исправить",  # corrected after all
    "правый сказал после моей заявки ниже предыдущей, что так нельзя",  # words said, no call
    "левый спасовал после моей заявки ниже предыдущей? нет, он не принял её",  # refused
    "я сделал заявку ниже предыдущей, левый ещё не заявил",  # nobody called yet
    "левый спасовал, а потом партнёр сделал заявку ниже предыдущей",  # the pass came before the bid
])
def test_no_call_over_the_insufficient_bid(text: str) -> None:
    assert "insufficient_bid_accepted" not in read(text).concept_ids


@pytest.mark.parametrize(("text", "concept"), [
    ("соперник сказал не в свой черёд, а я спокойно сделал свою заявку", "call_out_of_rotation_condoned"),
    ("оппонент заявил вне очереди, я просто спасовал", "call_out_of_rotation_condoned"),
    ("противник сказал вне очереди, а я сразу заявил", "call_out_of_rotation_condoned"),
    ("the opponent bid out of turn and I just passed", "call_out_of_rotation_condoned"),
])
def test_the_narrator_called_over_an_opponents_call_out_of_turn(text: str, concept: str) -> None:
    assert concept in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "соперник сказал не в свой черёд, я позвал судью",  # no call over it
    "партнёр сказал не в свой черёд, а я сделал свою заявку",  # partner's call: Laws 30-32, not 28B / 29B
    "соперник сказал не в свой черёд, а я хотел сделать свою заявку, но судья остановил",  # wanted, not made
])
def test_no_call_of_the_narrator_over_an_opponents_call_out_of_turn(text: str) -> None:
    ids = read(text).concept_ids
    assert "call_out_of_rotation_condoned" not in ids and "call_in_turn_after_call_out_of_rotation" not in ids


@pytest.mark.parametrize(("text", "concept"), [
    ("торгуемся, и я спасовал за левого противника, он ещё рот не открыл", "pass_out_of_turn_lho"),
    ("я спасовал за левого, он ещё не говорил", "pass_out_of_turn_lho"),
    ("я сказал пас за партнёра, он ещё думал", "pass_out_of_turn_partner_offender"),
])
def test_a_call_made_in_another_seats_place_is_made_at_his_turn(text: str, concept: str) -> None:
    assert concept in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я спасовал за левым, как положено",  # after him: the order of the table
    "левый спасовал за мной, всё по очереди",
    "я заступился за левого перед судьёй",  # no call
])
def test_za_with_no_call_in_his_place(text: str) -> None:
    ids = read(text).concept_ids
    assert "pass_out_of_turn_lho" not in ids and "pass_out_of_turn_partner_offender" not in ids
