"""Readers and lexicon entries changed in the forty-first round by the second quality helper (issue 10), for the play
period: sentences of our own, each naming the law passage it follows, and near misses that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import triggered_ids as _triggered

from bot.intake import dummy_acts, retract, revoke


@pytest.mark.parametrize("text", [
    "declarer took hold of the king in dummy, then changed his mind",
    "declarer pulled the queen from dummy and then changed his mind",
])
def test_a_mind_changed_over_dummys_card_is_no_change_of_call(text: str) -> None:
    """Law 45C3: declarer's hand on dummy's card is the play, so «changed his mind» is about that card, not a call."""
    assert "dummy_card_touched" in _triggered(text)
    assert "change_of_call" not in _ids(text)


def test_a_mind_changed_over_a_call_stays_a_change_of_call() -> None:
    """Near miss: no card of dummy's touched; a call changed is Law 25."""
    assert "change_of_call" in _triggered("partner bid two hearts and then changed his mind")


@pytest.mark.parametrize(("text", "section"), [
    ("болван подсмотрел в карты защиты, а потом первым указал на ренонс", "43B2(A)"),
    ("dummy looked at the defence hands, then pointed out the revoke", "43B2(A)"),
    ("стол заглянул в карты защиты и сказал разыгрывающему, что тот ходит не с той руки", "43B2(B)"),
])
def test_the_defences_cards_are_a_defenders_hand(text: str, section: str) -> None:
    """Law 43B2: dummy who looked at «карты защиты» (the defence's cards) broke Law 43A2(C) before he spoke."""
    assert dummy_acts.section(text) == section


@pytest.mark.parametrize("text", ["болван указал на ренонс защитника", "стол в защите сразу указал на ренонс"])
def test_dummy_pointing_out_without_a_look_stays_43a1b(text: str) -> None:
    """Near miss: no look at the defence's cards told: dummy pointing out an irregularity during the play, 43A1(B)."""
    assert dummy_acts.section(text) == "43A1(B)"


@pytest.mark.parametrize("text", [
    "сосед слева поменял свою карту, и я тоже хочу поменять свою",
    "сосед справа заменил карту с разрешения судьи; и мне можно переиграть?",
])
def test_the_neighbour_at_the_table_is_an_opponent_who_changed_his_play(text: str) -> None:
    """Law 47D: after an opponent's change of play the player may withdraw his card; «сосед» is the opponent."""
    assert retract.section(text) == "47D"


def test_a_neighbour_who_changed_his_mind_is_still_47g() -> None:
    """Near miss: the neighbour took his own card back because he changed his mind (47G), no change answered."""
    assert retract.section("сосед справа сыграл карту, потом передумал и поменял свою карту") == "47G"


@pytest.mark.parametrize("text", [
    "defender played a card then picked it back up because he changed his mind, there was no misinformation",
    "защитник сыграл карту и забрал её обратно, никакого неверного объяснения не было, просто передумал",
])
def test_a_misexplanation_denied_is_no_reason_to_withdraw(text: str) -> None:
    """Law 47G: the story denies the misinformation (47E2); the card was taken back on a change of mind."""
    assert retract.section(text) == "47G"


def test_a_card_picked_back_up_after_misinformation_is_47e2() -> None:
    """Near miss: the misinformation is the reason told (47E2(A))."""
    assert retract.section("defender played a card, then picked it back up because of misinformation from "
                           "declarer") == "47E2(A)"


@pytest.mark.parametrize("text", [
    "защитник не дал в масть, его партнёр уже пошёл в следующую, можно исправить?",
    "вистующий не ответил в масть, заметили, когда его партнёр уже сходил в следующую",
])
def test_the_next_trick_left_unsaid_after_a_play_establishes_the_revoke(text: str) -> None:
    """Law 63A1: «сходил в следующую» is the offending side's play to the next trick, «взятку» left unsaid."""
    assert revoke.established_by_play(text)
    assert "revoke_established_by_play" in _ids(text)


@pytest.mark.parametrize("text", [
    "защитник не дал в масть, разыгрывающий уже пошёл в следующую, можно исправить?",
    "вистующий не дал в масть, сразу заметил, а потом пошли в следующую масть",
])
def test_the_next_trick_by_the_other_side_or_the_next_suit_is_no_establishment(text: str) -> None:
    """Near misses: declarer played to the next trick (no establishment by the offending side), or «следующую» is
    a suit, not a trick."""
    assert "revoke_established_by_play" not in _ids(text)


@pytest.mark.parametrize("text", [
    "болван сказал разыгрывающему не ходи с руки, теперь защитники хотят выбрать, откуда ход",
    "bolvan skazal razygryvayuschemu ne s toi ruki, zashchitniki vybirayut s kakoj ruki hodit",
])
def test_defenders_choosing_the_hand_after_dummys_warning_is_43b2b(text: str) -> None:
    """Law 43B2(B): after dummy's warning against leading from the wrong hand, either defender chooses the hand."""
    assert dummy_acts.section(text) == "43B2(B)"


def test_dummys_warning_alone_is_his_right_42b2() -> None:
    """Near miss: the warning without the defenders' choice is dummy's right (42B2)."""
    assert dummy_acts.section("bolvan skazal razygryvayuschemu chto tot hodit ne s toi ruki, eto mozhno?") == "42B2"


@pytest.mark.parametrize("text", [
    "у вистующего лежит штрафная дама пик, а в пику он положил тройку из руки, не даму",
    "у партнёра штрафной король, но он сыграл маленькую, а не штрафную",
])
def test_a_penalty_card_left_lying_when_it_had_to_be_played_is_law_52(text: str) -> None:
    """Law 52: a defender who does not play a penalty card as Law 50 requires; a defender's play from his hand is no
    lead from declarer's wrong hand."""
    ids = _triggered(text)
    assert "penalty_card_not_played" in ids
    assert "declarer_wrong_hand" not in ids


def test_a_penalty_card_played_as_required_is_no_law_52() -> None:
    """Near miss: the penalty card was played at the first legal turn (Law 50)."""
    text = "у вистующего штрафная дама, он её и сыграл в первую же пику"
    assert "penalty_card" in _triggered(text)
    assert "penalty_card_not_played" not in _ids(text)
