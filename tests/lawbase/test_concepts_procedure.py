"""Procedure and conduct questions whose laws have little or no text, read by the concept lexicon
(``lawbase/data/concepts.json``) from the meaning players tell in many words: Law 91 (a player put out of the event,
slang included), Law 83 (must the director tell us we may appeal), Law 72 (must I call the director on my own
infraction), Law 4 (partners changed within a session), Law 3 (how the tables are arranged, where North is),
Law 40D (who may ban or allow conventions), Law 90 / 74 (slow play told as a habit or as the round not finished)."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import lexicon


@pytest.mark.parametrize(("text", "cid"), [
    ("забанить игрока за хамство на турнире можно?", "suspension"),  # Law 91
    ("нас кикнули с турнира за ругань в чате кто вообще так может", "suspension"),  # Law 91
    ("игрок устроил скандал, может ли судья снять его с турнира?", "suspension"),  # Law 91
    ("Can the director throw him out of the event?", "suspension"),  # Law 91
    ("судья обязан сказать что можно подать протест или нет", "appeal_notification"),  # Law 83
    ("The TD gave his ruling and walked away without telling us we could appeal.", "appeal_notification"),  # Law 83
    ("obyazan li ja zvat sudju na svoju sobstvennuju oshibku ili mozhno promolchat", "own_infraction_disclosure"),
    ("можно ли посреди сессии сменить партнёра?", "substitute_player"),  # Law 4
    ("can we swap partners between rounds in a pairs event", "substitute_player"),  # Law 4
    ("как судья расставляет столы и где у нас север, мы каждый раз путаемся", "tables_seats"),  # Law 3
    ("в клубе запретили играть мульти на турнире для новичков, кто вообще такое решает", "convention_regulation"),
    ("who decides which conventions are allowed at our club tournament", "convention_regulation"),  # Law 40D
    ("партнёр на каждую сдачу думает минут по пять, мы не успеваем раунд", "slow_play"),  # Law 90
    ("opponents play really slowly every board and we keep running out of time", "slow_play"),  # Law 90
])
def test_a_procedure_or_conduct_question_reads_as_its_law(text: str, cid: str) -> None:
    found = {m.id: m.weight for m in read(text).concepts}
    assert found.get(cid, 0) == 1.0, found


@pytest.mark.parametrize(("text", "cid"), [
    ("Перед раздачей соперник потребовал, чтобы я дала ему снять колоду. Обязана ли я?", "suspension"),  # 6A: a cut
    ("протокол матча пересчитали через сутки и нам сняли 12 импов", "suspension"),  # 79: a score corrected
    ("player barred from bidding makes a bid anyway", "suspension"),  # 37: a barred player
    ("Dealer threw out the cards three at a time instead of one by one", "suspension"),  # 6B: the deal
    ("Левый повторил торговлю с ошибкой, а болван промолчал. Он должен был поправить?",
     "own_infraction_disclosure"),  # 20E: another's error
    ("партнёр долго думал перед пасом, а потом его партнёр рискнул гейм", "slow_play"),  # 16: one hesitation
])
def test_other_laws_stories_with_the_same_words_do_not(text: str, cid: str) -> None:
    assert cid not in read(text).concept_ids


def test_the_director_called_on_my_own_mistake_is_law_72_not_a_call_or_his_error() -> None:
    """Law 72 (own infraction) suppresses the director's call (9) and the director's error (82) it is worded with."""
    ids = read("обязан ли я звать судью на свою собственную ошибку или можно промолчать").concept_ids
    assert ids[0] == "own_infraction_disclosure" and not {"call_director", "director_error"} & set(ids)


def test_slow_play_as_a_habit_is_no_hesitation() -> None:
    """Law 90 / 74: a partner who thinks five minutes on every board is slow play, not one hesitation (16A)."""
    ids = read("партнёр на каждую сдачу думает минут по пять, мы не успеваем раунд").concept_ids
    assert "slow_play" in ids and "hesitation" not in ids


def test_the_new_concepts_govern_by_their_passage() -> None:
    table = lexicon().concepts
    assert table["convention_regulation"].laws[0] == "40D"
    assert table["slow_play"].laws[:2] == ("90", "74")
