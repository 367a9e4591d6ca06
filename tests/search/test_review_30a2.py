"""Review 30A2's findings on round 30a's information and procedure readers: each sentence with the right law first
(or the wrong concept absent): misinformation found before the auction ended, or the narrator's own side's
explanation, or a card or a score question is no 21B3; an explanation not given in full by partner or the director
is no 40C; a chat message to the opponents or the director is no communication between partners (73); shouting at
the director is no call of him; a review asked once tricks were played is 41C, not 20B."""

from __future__ import annotations

import pytest

from bot.intake.situation import read, search


def _first(text: str) -> str:
    return search(text, 5).hits[0].ref


def _ids(text: str) -> list[str]:
    return [m.id for m in read(text).concepts]


@pytest.mark.parametrize(("text", "law"), [
    # F1: found before the auction was over: in time (21B), never "too late"
    ("Соперники неправильно объяснили 2♦, я понял это ещё до того, как торговля закончилась. Что делать?", "21B"),
    # F2: the narrator's own side explained (Law 75)
    ("Я как разыгрывающий неправильно объяснил соперникам заявку партнёра, после розыгрыша позвали судью", "75"),
    ("Я неправильно объяснил соперникам мою заявку... нет, заявку партнёра; после розыгрыша они позвали судью", "75"),
    ("После игры выяснилось, что я неправильно объяснил соперникам заявку партнёра. Должен ли я был сказать об этом "
     "раньше?", "75"),
    ("Объяснение моего партнёра соперникам было ошибочным, заметил я это только после розыгрыша. Что я должен был "
     "сделать?", "75"),
    ("Я был болваном; партнёр-разыгрывающий неправильно объяснил соперникам мою 2♦, после игры они позвали судью",
     "75"),
    ("I gave a wrong explanation and we got a bad result after the play", "75"),
    # F3: a card played on the misinformation, a later card played since (47E2(B))
    ("Соперники неправильно объяснили свою заявку; я сыграл карту, и, когда уже разыграли следующую взятку, понял "
     "ошибку. Могу ли забрать карту?", "47E2(B)"),
    # F4: the score written wrong (79)
    ("Соперники неправильно объяснили заявку; мы доиграли, а потом они пересчитали взятки и записали не тот "
     "результат", "79"),
    # F5: partner's explanation to be corrected before the opening lead (75)
    ("Партнёр нормально не объяснил соперникам мою заявку — должен ли я исправить объяснение до атаки?", "75"),
    ("My partner didn't fully explain my 2♦ bid to the opponents. As declarer, must I correct it before the opening "
     "lead?", "75"),
    # F9: the explanation corrected in the chat to the opponents (75), a revoke reported to the director (61-64)
    ("Партнёр написал в чат соперникам «извините, я ошибся в объяснении 2♦»", "75"),
    ("Партнёр написал в чат судье, что соперник сделал ренонс", "6"),
    # F10: shouting at the director who is thought wrong: an appeal (92)
    ("Можно ли кричать на судью, если он неправ?", "92"),
    # F11: too late to review the auction once play began (41C)
    ("Two tricks were played, then declarer asked for a review of the auction. Too late?", "41C"),
])
def test_the_right_law_first(text: str, law: str) -> None:
    assert _first(text).startswith(law), [h.ref for h in search(text, 5).hits]


@pytest.mark.parametrize("text", [
    "Соперники неправильно объяснили 2♦, я понял это ещё до того, как торговля закончилась. Что делать?",
    "Соперники не объяснили толком 2♣, я спасовал; до того как торговля закончилась, я это понял",
    "Я как разыгрывающий неправильно объяснил соперникам заявку партнёра, после розыгрыша позвали судью",
    "I gave a wrong explanation and we got a bad result after the play",
    "Соперники неправильно объяснили заявку; мы доиграли, а потом они пересчитали взятки и записали не тот результат",
])
def test_no_misinformed_too_late(text: str) -> None:
    assert "misinformed_too_late" not in _ids(text)
    assert _first(text) != "21B3"


@pytest.mark.parametrize("text", [
    "Партнёр нормально не объяснил соперникам мою заявку — должен ли я исправить объяснение до атаки?",
    "My partner didn't fully explain my 2♦ bid to the opponents. As declarer, must I correct it before the opening "
    "lead?",
    "Судья не объяснил толком, что значит присуждённый результат. Можно ли подать апелляцию?",
])
def test_an_explanation_not_the_opponents_is_no_40C(text: str) -> None:
    assert "incomplete_explanation" not in _ids(text)
    assert _first(text) != "40C"


@pytest.mark.parametrize("text", [
    "Партнёр написал в чат соперникам «извините, я ошибся в объяснении 2♦»",
    "Партнёр написал в чат судье, что соперник сделал ренонс",
])
def test_a_chat_message_to_the_opponents_or_the_director_is_no_communication(text: str) -> None:
    assert "partner_communication" not in _ids(text)
    assert _first(text) != "73"


@pytest.mark.parametrize("text", ["Можно ли кричать на судью, если он неправ?",
                                  "Соперник начал кричать на судью. Что с ним будет?"])
def test_shouting_at_the_director_is_no_call_of_him(text: str) -> None:
    assert not {"call_director", "director_call_when"} & set(_ids(text))
    assert not _first(text).startswith("9B1")


@pytest.mark.parametrize("text", ["крикнули судью, он пришёл и разобрался", "я крикнул судью, когда увидел ренонс"])
def test_shouting_for_the_director_is_still_a_call(text: str) -> None:
    assert {"call_director", "director_call_when"} & set(_ids(text))


def test_an_explanation_the_opponents_did_not_give_in_full_stays_40C() -> None:
    text = "я спросил соперников, а они толком не объяснили свою заявку, и мы из-за этого ошиблись"
    assert "incomplete_explanation" in _ids(text)
