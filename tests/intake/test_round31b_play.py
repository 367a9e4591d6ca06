"""Play-period tellings the readers learned in round 31 (issue 10), each with near-miss sentences that belong to
another law or say too little.

Law 13C (``card_count``): «сыграли, записали», «сдачу сыграли», "played and scored". Law 43A2(C) (``dummy_acts``): a
defender's cards named by the compass letter; dummy's warning quoting the wrong hand is no lead from it (55), and
cards laid out «не с той стороны» are no warning (41D). Law 46B3(B) (``dummy_call``): another player's suit lead, two
cards of the rank told by their symbols. Law 45E1/45E2 (``fifth_card``) and 62B1/62B2 (``revoke``): the player named
by his seat (``seat_side``). Law 44E (``trick_winner``): a card of the contract's trump suit. Law 57A (``premature``):
a defender playing while his partner was still to play."""

from __future__ import annotations

import pytest

from bot.intake import card_count, dummy_acts, dummy_call, fifth_card, premature, revoke, trick_winner
from bot.intake.seat_side import declares, last_seat
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "Сыграли, записали — и тут выясняется, что у N было 14 карт, а у S 12.",
    "сыграли и записали результат, потом оказалось что у востока 14 карт а у запада 12",
    "когда доиграли, у меня осталась лишняя карта: 14 карт",
    "сдачу сыграли, а у юга было 14 карт",
    "we played and scored the board, then found North had 14 cards",
])
def test_a_wrong_count_found_once_the_board_was_played_is_13c(text: str) -> None:
    assert card_count.section(text) == "13C"


@pytest.mark.parametrize("text", [
    "сыграли две взятки, и тут выясняется, что у N было 14 карт, а у S 12",  # during the play
    "сыграли первую взятку и заметили у себя 14 карт",
])
def test_a_wrong_count_found_during_the_play_is_no_13c(text: str) -> None:
    assert card_count.section(text) != "13C"


@pytest.mark.parametrize("text", [
    "Болван встал и заглянул в карты E.",
    "болван встал и посмотрел в карты W",
    "dummy got up and looked at W's hand",
])
def test_dummy_looking_at_a_defender_named_by_his_seat_is_43a2c(text: str) -> None:
    assert dummy_acts.section(text) == "43A2(C)"


@pytest.mark.parametrize(("text", "which"), [
    ("болван встал и пошёл смотреть карты разыгрывающего", "43A2(B)"),  # declarer's cards: watching him play
    ("болван встал и заглянул в карты S", "43A2(B)"),  # South plays the contract as the usual telling has it
    ("болван встал и заглянул в карты в поисках ошибки", "43A2(B)"),  # a lower-case «в» is no seat
])
def test_other_looks_are_no_look_at_a_defender(text: str, which: str | None) -> None:
    assert dummy_acts.section(text) == which


def test_dummys_warning_quoting_the_wrong_hand_is_no_lead_from_it() -> None:
    ids = read("Болван говорит: «ты ходишь с руки, а взятку выиграл стол». Ему можно так?").concept_ids
    assert ids[0] == "dummy_warns_wrong_hand" and "declarer_wrong_hand" not in ids
    hinted = read("Партнёр с выложенной рукой подсказал мне: с руки ходи, не со стола").concept_ids
    assert "unauthorized_information" not in hinted and "partner_communication" not in hinted
    # no warning told: declarer's lead from the wrong hand stays Law 55's
    assert read("разыгрывающий пошёл с руки, хотя взятку выиграл стол").concept_ids[0] == "declarer_wrong_hand"


@pytest.mark.parametrize("text", [
    "dummy выложил козыри не с той стороны, это нарушение?",
    "болван разложил карты не с той стороны",
])
def test_cards_laid_out_on_the_wrong_side_are_no_warning(text: str) -> None:
    assert dummy_acts.section(text) != "42B2"


@pytest.mark.parametrize("text", [
    "W ходит бубной, на столе бубен нет; разыгрывающий говорит «даму», а на столе ♥Q и ♣Q.",
    "разыгрывающий сказал со стола «короля», а на столе ♠K и ♦K",
    "вистующий ходит в пику, разыгрывающий со стола говорит «валета»",
])
def test_a_rank_called_while_dummy_follows_is_46b3b(text: str) -> None:
    assert dummy_call.section(text) == "46B3(B)"


@pytest.mark.parametrize("text", [
    "стол ходит, разыгрывающий говорит «даму»",  # dummy leads: not following
    "разыгрывающий сказал со стола «даму»",  # who leads not told
])
def test_a_rank_called_with_no_lead_by_another_is_no_46b3b(text: str) -> None:
    assert dummy_call.section(text) != "46B3(B)"


@pytest.mark.parametrize(("text", "which"), [
    ("E, уже сыграв во взятку, положил поверх ещё одну карту.", "45E1"),
    ("разыгрывающий S, E положил во взятку ещё одну карту", "45E1"),
    ("N положил во взятку ещё одну карту", "45E2"),
    ("разыгрывающий E, W положил во взятку ещё одну карту", "45E2"),  # W is dummy
    ("разыгрывающий W. E положил во взятку ещё одну карту", "45E2"),  # E is dummy
    ("в этой взятке пять карт, кто положил ещё одну карту — непонятно", None),
])
def test_whose_fifth_card_by_the_seat(text: str, which: str | None) -> None:
    assert fifth_card.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("W не дал в черву, сыграл трефой; через секунду сам заметил, пока никто не пошёл в следующую взятку", "62B1"),
    ("разыгрывающий S. E не дал в пику, сразу заметил и исправил", "62B1"),
    ("N не дал в черву, сыграл трефой; тут же заметил", "62B2"),
    ("разыгрывающий W. E не дал в пику, сразу заметил и исправил", "62B2"),  # E is dummy
    ("E не дал в пику, через три взятки заметили", None),  # established: Law 63
])
def test_whose_revoke_by_the_seat(text: str, which: str | None) -> None:
    assert revoke.section(text) == which


def test_the_side_of_a_seat() -> None:
    assert declares("x", "E") is False and declares("x", "N") is True
    assert declares("разыгрывающий Запад", "E") is True  # declarer's partner
    assert last_seat("В этой взятке С руки", 0, 20) is None  # Cyrillic capitals are prepositions here


@pytest.mark.parametrize("text", [
    "Контракт 4♥. N ходит ♠A, у E пик нет, он кладёт ♥2. Чья взятка?",
    "играем 4♠, я хожу ♦K, правый дал ♠2, левый ♦A. кто взял взятку?",
    "contract 3♦, West led ♠A, East played ♦2 - whose trick?",
])
def test_a_card_of_the_trump_suit_in_the_trick_is_44e(text: str) -> None:
    assert trick_winner.section(text) == "44E"


@pytest.mark.parametrize("text", [
    "играем 4♠, я хожу ♦K, правый сбросил ♣3, кто взял взятку?",  # no trump told in the trick
    "Контракт 4♥. N ходит ♠A, у E пик нет, хотя у него были пики, он кладёт ♥2. Чья взятка?",  # a revoke
])
def test_no_trump_card_or_a_revoke_is_no_44e(text: str) -> None:
    assert trick_winner.section(text) is None


@pytest.mark.parametrize("text", [
    "Разыгрывающий (S) пошёл с руки, W ещё думает, а E уже бросил карту в эту взятку.",
    "разыгрывающий пошёл, мой партнёр ещё думал, а я уже положила свою карту",
    "declarer led, my partner was still thinking when I played my card",
    "партнёр ещё не сыграл, а я уже положил карту",
])
def test_a_card_played_while_partner_was_still_to_play_is_57a(text: str) -> None:
    assert premature.partner_still_to_play(text)
    assert read(text).concept_ids[0] == premature.PARTNER_TO_PLAY


@pytest.mark.parametrize("text", [
    "мой партнёр ещё думал, а правый уже положил карту",  # not his partner who played
    "партнёр ещё думал, а я уже положил карточку пас",  # the bidding box
    "W ещё думает, а N уже положил карту",  # not partners
    "разыгрывающий ещё думал, а я уже сбросил карту",
    "партнёр долго думал, а потом сыграл маленькую",  # a hesitation
    "партнёр думал, а я сыграл",  # the order not said
])
def test_other_plays_while_someone_thinks_are_no_57a(text: str) -> None:
    assert not premature.partner_still_to_play(text)
