"""Concepts changed in the sixteenth round (issue 10), from the misses of the spent sets blind41 / blind42, told as
players tell them: four passes typed as «пас пас пас пас» (22A); a board thrown on purpose to help friends (72); one's
own forgotten system (21A); what the non-offending pair gets beyond an average in a pairs event (88); two calls «разом»
(33); a choice of rectification made after whispering with partner (10C2); a result from another table posted in a
chat (16B); who counts as declarer (the definition); a card misclicked in the play (45C4(B), 47); a round over while a
table is still playing (8B, a concept of its own); what a revoke «полагается» (64); a discard noticed tricks later
(63); «велел … ходить в трефы, а у меня ни одной» (59); partner «пошла», though the trick was mine (53/56); who decides
the event's conditions, club or director (80); the first card face down (41A); «можно ли сказать 2♣ после 1БК» (18B);
a pass «в не очереди» (30)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import lexicon, match


def _sure(text: str) -> list[str]:
    """The concepts the lexicon reads by a trigger (not the weak hints of a few shared words)."""
    return [m.id for m in match(text, frozenset()) if m.weight >= 0.8]


@pytest.mark.parametrize(("text", "concept"), [
    ("у нас было пас пас пас пас, сдачу пересдают?", "passed_out"),  # 22A: no redeal after a pass-out
    ("можно нарочно слить доску, чтобы подыграть знакомой паре?", "intentional_infraction"),  # 72
    ("я сам забыл, что у нас значит 2♦, и заявил неправильно", "own_misunderstanding"),  # 21A
    ("в парах соперники не дали доиграть, что получает невиновная пара сверх среднего?", "indemnity_points"),  # 88
    ("двое соперников разом заговорили, кто первый?", "simultaneous_calls"),  # 33
    ("после нарушения он пошептался с партнёром и только тогда выбрал, что запретить", "advice_on_acceptance"),  # 10C2
    ("кто-то скинул в чат результат этой сдачи с соседнего стола", "outside_information"),  # 16B
    ("кто считается разыгрывающим, если сначала партнёр сказал пики, а потом я тоже", "who_is_declarer"),  # DEF
    ("I misclicked and played the wrong card, the two instead of the ten", "misclick_in_play"),  # 45C4(B), 47
    ("раунд уже закончился, а мы не доиграли последнюю сдачу", "round_ended_board_unfinished"),  # 8B
    ("у противника ренонс, что за это положено?", "revoke_penalty"),  # 64
    ("соперник скинул трефу, а обнаружили только через две взятки", "revoke_establishment"),  # 63
    ("мне велели выходить в пику, а у меня ни одной", "inability_to_play"),  # 59
    ("взятку выиграл разыгрывающий, а его партнёрша вдруг сама пошла", "lead_out_of_turn"),  # 53, 56
    ("кто решает формат и время раунда: клуб или судья?", "sponsoring_organization"),  # 80
    ("первую карту положила рубашкой вверх, её ещё можно сменить?", "commencement_of_play"),  # 41A
    ("пас в не очереди, что теперь?", "pass_out_of_turn"),  # 30
])
def test_players_tellings_find_their_concept(text: str, concept: str) -> None:
    assert concept in _sure(text)


def test_a_bid_asked_whether_it_may_follow_another_law_18b() -> None:
    """Law 18B: a bid supersedes the last if it names more tricks, or as many in a higher denomination."""
    assert "bid_rank_question" in read("можно ли сказать 2♥ после 1♠?").concept_ids


def test_the_round_over_with_a_table_still_playing_names_law_8b_first() -> None:
    """Law 8B: the round goes on at a table still playing until its last board is played and scored."""
    assert lexicon().concepts["round_ended_board_unfinished"].laws[0] == "8B"


@pytest.mark.parametrize("text", [
    "мы сыграли не ту сдачу в этом раунде, никто её раньше не видел",
    "следующий раунд уже начался, переходим за другой стол",
])
def test_a_round_named_without_an_unfinished_board_is_no_8b(text: str) -> None:
    assert "round_ended_board_unfinished" not in _sure(text)


def test_four_passes_need_four_in_a_row() -> None:
    """One «пас» repeated is not a pass-out: the phrase needs four passes side by side."""
    assert "passed_out" not in _sure("пас, пас, а потом я сказал 2♣")


def test_another_deal_at_the_other_table_is_a_fouled_board_law_87() -> None:
    """Law 87: a board whose cards differ between tables (fouled): the director scores it."""
    assert "fouled_board" in _sure("сверили протоколы: у них на седьмой доске была совсем другая раздача")
