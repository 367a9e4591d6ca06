"""Review 29A2's findings on round 29a's auction readers: each sentence with the right law first (or the wrong
concept absent): partner or a question is no call over an insufficient bid (27A), «ответил за партнёра» on a
question is an explanation (20F1), «правила / правильно / правда» are no seat, «заявил, что / об этом» no call."""

from __future__ import annotations

import pytest

from bot.intake.situation import read, search


@pytest.mark.parametrize(("text", "law"), [
    ("партнёр спасовал после моей недостаточной заявки", "27B"),
    ("партнер пасанул на мою недостаточную заявку", "27B"),
    ("партнёр законтрил после моей недостаточной заявки", "27B"),
    ("я ответил на вопрос про недостаточную заявку", "27"),
    ("соперник спросил, и я ответил на вопрос о недостаточной заявке", "27"),
    ("соперник спросил партнёра, что значит моя заявка, а я ответил за партнёра", "20F1"),
    ("по правилам партнёр спасовал вне очереди, и я тут же спасовал", "30"),
    ("правильно ли судья решил: партнёр спасовал не в свою очередь, а я спасовал", "30"),
    ("правда, что если партнёр пасанул вне очереди и я спасовал, то он пасует до конца?", "30"),
    ("противник пасанул вне очереди, и я заявил, что нарушение", "30"),
    ("соперник спасовал вне очереди, а я заявил об этом судье", "30"),
    ("оппонент заявил вне очереди, и я заявил: «стоп, не ваша очередь»", "31"),
])
def test_the_right_law_first(text: str, law: str) -> None:
    hits = search(text, 5).hits
    assert hits[0].ref.startswith(law) and not hits[0].ref.startswith(("27A", "29B", "31B")), [h.ref for h in hits]


@pytest.mark.parametrize("text", [
    "партнёр спасовал после моей недостаточной заявки",
    "partner passed after my insufficient bid",
    "я ответил на вопрос про недостаточную заявку",
    "TD was called after an insufficient bid",
])
def test_no_acceptance_of_the_insufficient_bid(text: str) -> None:
    assert "insufficient_bid_accepted" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "левый спасовал после моей заявки ниже предыдущей",
    "он перебил поверх моей недостаточной заявки",
    "партнёр ответил после заявки соперника ниже предыдущей",  # partner is the opponent's LHO
])
def test_the_lhos_call_over_it_still_accepts(text: str) -> None:
    assert "insufficient_bid_accepted" in read(text).concept_ids


@pytest.mark.parametrize(("text", "law"), [
    ("я спасовал за левого, он ещё рот не открыл", "30B3"),
    ("я заявил за правого 2 пики", "31A"),
    ("сказал пас за партнёра", "30B2"),
])
def test_a_call_in_his_place_still_read(text: str, law: str) -> None:
    assert search(text, 5).hits[0].ref.startswith(law)


@pytest.mark.parametrize(("text", "laws"), [
    ("что старше: 3 бубны или 3 черви?", ("18E", "18B")),  # two bids: not the pack's Law 1
    ("что старше 2 пики или 2 черви?", ("18E", "18B")),
    ("что выше: 2 пики или 2 бк", ("18B", "18E")),
    ("which is higher 2 spades or 2 notrump", ("18B", "18E")),
    ("what ranks higher 1 heart or 1 spade", ("18B", "18E")),
    ("what ranks higher: 4 hearts or 4 spades", ("18B", "18E")),
    ("what ranks higher spades or notrump", ("18E",)),  # Law 1 has no notrump
    ("which ranks higher spades or no trump", ("18E",)),
])
def test_bids_or_notrump_compared_are_law_18(text: str, laws: tuple[str, ...]) -> None:
    assert search(text, 5).hits[0].ref in laws
