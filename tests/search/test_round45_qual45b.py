"""Round 45 (qual45b, the play): a play to an irregular lead told as a play after an illegal play is Law 60, not the
lead accepted (53); an opponent's irregular play answered by the other side's card before the director is Law 60.

The spent sets' misses showed two faults. The lead reader read «после неправильного хода следующий игрок уже положил
свою карту» as the lead accepted by the next hand playing to it (53, settled) and so silenced the lexicon's play after
an illegal play, which the story names and asks about (the right to a penalty lost: 60). Now a lead «accepted» only by
a play to it, when the lexicon read a play after an illegal play by a trigger and nobody accepted it by word, is
settled as Law 60's story (53 stays its second law). And the lexicon missed the story told the other way round: an
opponent played out of turn, too early or the wrong card, and the other side played its card too, without waiting
for the director or without noticing («соперник сыграл не той картой, а его партнёр, не дожидаясь судьи, тоже положил
свою»): a trigger of the three together.
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "после неправильного хода следующий игрок уже положил свою карту, что теперь делать",
    "posle nelegalnogo hoda sopernika ya uzhe sygral svoyu kartu, teper nakazat nelzya?",
    "после нелегального хода противника я уже положил на него свою карту — штрафовать поздно?",
])
def test_a_play_to_an_illegal_lead_not_accepted_by_word_is_law_60(text: str) -> None:
    assert "lead_out_of_turn_accepted" not in _triggered(text)
    assert _refs(text, 1) == ["60"]


@pytest.mark.parametrize("text", [
    "вистующий пошёл не в свою очередь, разыгрывающий принял ход и сыграл со стола",
    "в середине игры защитник зашёл вне очереди, а разыгрывающий сыграл на это со стола",
    # told out of turn, not illegal: the narrator's play to it accepted the lead (the leave-one-file-out's lesson)
    "соперник зашел не в свою очередь а я положила карту сверху не заметив",
    "противник пошёл не в свою очередь, а я не глядя сыграла на это свою карту",
])
def test_a_lead_out_of_turn_accepted_stays_law_53(text: str) -> None:
    """Near misses: accepted by word, or played to with no illegal play told: the lead stands (53)."""
    assert "lead_out_of_turn_accepted" in _triggered(text)
    assert _refs(text, 1) == ["53"]


@pytest.mark.parametrize("text", [
    "соперник сыграл не той картой, а его партнёр, не дожидаясь судьи, тоже положил свою",
    "vistuyushiy sprava sygral ran'she vremeni, a ya ne pozval sudyu i polozhil svoyu kartu, pravo na nakazanie "
    "propalo?",
    "правый сыграл раньше времени, и я, не дожидаясь судьи, положил свою карту",
])
def test_an_irregular_play_answered_before_the_director_is_law_60(text: str) -> None:
    assert "play_after_illegal_play" in _triggered(text)
    assert _refs(text, 1) == ["60"]


def test_an_irregular_play_answered_unnoticed_names_law_60() -> None:
    text = "противник сыграл вне очереди, а я не заметил и тоже положил свою карту"
    assert "play_after_illegal_play" in _triggered(text)
    assert "60" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "партнёр сыграл не в свою очередь, что теперь",  # no play after it: not 60's story
    "я сыграл не той картой и хочу её забрать",  # a played card taken back (47)
    "соперник сыграл раньше времени, я сразу позвал судью",  # the director called at once
    "мой партнёр положил карту раньше меня, хотя моя очередь была играть",  # a premature play (57)
])
def test_an_irregular_play_alone_is_no_play_after_it(text: str) -> None:
    assert "play_after_illegal_play" not in _triggered(text)


# The review of the auction asked once the opening lead is faced («открыли первую карту», «первый ход уже открыт»,
# «болван разложился», «после выхода»): the play has begun, too late for a review (41C), and the card opened is the
# opening lead, not a card shown during the auction (24). The asking reader knew «после атаки» only.
@pytest.mark.parametrize("text", [
    "можно ли переспросить торговлю после того как открыли первую карту",
    "первую карту уже открыли, а я только тогда попросил напомнить как шла торговля",
    "я вистую тиммейт уже открыл первый ход и болван разложился а я хотел попросить повторить торговлю мне говорят "
    "поздно реально?",
    "партнёр уже открыл первую карту, можно мне теперь повторить торговлю",
    "болван уже выложил карты, а я хочу ещё раз услышать торговлю",
])
def test_a_review_asked_after_the_opening_lead_is_faced_is_41c(text: str) -> None:
    found = _triggered(text)
    assert "review_auction_during_play" in found
    assert "card_exposed_in_auction" not in found
    assert _refs(text, 1) == ["41C"]


@pytest.mark.parametrize("text", [
    "первая карта ещё лежит рубашкой вверх, можно ли попросить повторить торговлю?",  # face down: 41B
    "атака открыта, я ещё не сыграл со стола, могу попросить повторить торговлю?",  # his first turn to play
])
def test_a_review_before_the_lead_is_faced_or_at_the_first_turn_is_no_41c(text: str) -> None:
    assert "review_auction_during_play" not in _triggered(text)


# Two cards put into a trick told «во взятку» («положила во взятку две карты, слиплись») is the defective trick (67A:
# «положил в неё слишком много карт»), as «в одну взятку» was; two cards played at once told without a trick stay
# simultaneous play (58), and two players' cards laid out at once («одновременно выложили») are 58 too. (A suppression
# of 58 by the defective trick passed the leave-one-file-out but lost an /ask line, and was dropped.)
@pytest.mark.parametrize("text", [
    "положил 2 карты в одну взятку по ошибке",
    "положила во взятку две карты слиплись",
    "вистующий случайно положил во взятку две карты",
])
def test_two_cards_to_one_trick_are_a_defective_trick(text: str) -> None:
    assert "defective_trick" in _triggered(text)
    assert _refs(text, 1) == ["67A"]


@pytest.mark.parametrize("text", ["вистующий положил две карты сразу", "оба защитника вышли одновременно",
                                  "мы с соперником одновременно выложили карты"])
def test_cards_played_at_once_without_a_trick_stay_simultaneous(text: str) -> None:
    found = _triggered(text)
    assert "simultaneous_play" in found
    assert "defective_trick" not in found
    assert "58" in _refs(text, 2)
