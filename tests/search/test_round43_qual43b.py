"""Forty-third round, play (issue 10): each new or changed reading with the sentence it is for and a near miss that
shares its words but tells another law's situation."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _top
from reading_probe import triggered_ids as _triggered

# --- 7B1: having to count one's cards is the count of Law 7B1 ------------------------------------------------------


def test_having_to_count_ones_cards_is_7b1() -> None:
    assert "cards_counted_before_looking" in _triggered("нужно ли пересчитать карты перед тем как смотреть")
    assert _top("нужно ли пересчитать карты перед тем как смотреть", 1) == ["7B1"]


def test_cards_counted_after_play_and_found_wrong_stay_13() -> None:
    text = "после игры пришлось пересчитать карты в коробке, у соседа оказалось 14"
    assert _top(text, 1) != ["7B1"]
    assert _top(text, 1)[0].startswith("13")


# --- 45D: dummy's card put down while declarer thinks ---------------------------------------------------------------

def test_dummy_putting_a_card_down_while_declarer_thinks_is_45d() -> None:
    text = "пока декларер думал, стол уже положил карту — это считается?"
    assert "dummy_played_unnamed" in _triggered(text)
    assert _top(text, 1) == ["45D"]


def test_a_defenders_card_put_down_while_declarer_thinks_of_dummys_card_is_no_45d() -> None:
    text = "пока разыгрывающий думал, какой картой ходить с болвана, вистующий уже положил карту — можно ли её забрать?"
    assert "dummy_played_unnamed" not in _triggered(text)
    assert _top(text, 1) != ["45D"]


# --- 47E1 needs its deciding fact: an opponent's word that it was the player's lead --------------------------------

@pytest.mark.parametrize("text", ["оппонент сходил не в очередь", "правый сходил не в очередь, что делать"])
def test_a_bare_lead_out_of_turn_is_no_47e1(text: str) -> None:
    assert _top(text, 1)[0] in ("53", "54", "56")


@pytest.mark.parametrize("text", ["сходил вне очереди, потому что соперник сказал, что мой ход",
                                  "соперник уверил меня, что ход мой, и я пошёл, хотя очередь была не моя"])
def test_a_lead_made_because_an_opponent_said_it_was_ones_turn_stays_47e1(text: str) -> None:
    assert _top(text, 1) == ["47E1"]


def test_a_lead_out_of_turn_on_ones_own_mistake_is_no_47e1() -> None:
    assert _top("я думал, что мой ход, и пошёл не в очередь", 1) != ["47E1"]


# --- 60: a card played after (following) a card played out of turn -------------------------------------------------

def test_a_card_played_following_a_card_played_out_of_turn_is_60() -> None:
    text = "соперник сыграл не в свою очередь, а я следом положил свою карту, не заметив"
    assert "play_after_illegal_play" in _triggered(text)
    assert "60" in _top(text, 2)


@pytest.mark.parametrize("text", ["сказал пас не в очередь, а следом партнёр сказал 2 пики",
                                  "вистующий сыграл не в свою очередь, раньше партнёра"])
def test_a_call_out_of_turn_followed_or_a_premature_play_is_no_60(text: str) -> None:
    assert "play_after_illegal_play" not in _triggered(text)
    assert _top(text, 1) != ["60"]


# --- 69B: an agreement to the other side's claim withdrawn takes the votes of one's own concession (71) -----------

def test_agreeing_to_the_opponents_claim_then_finding_the_trick_could_not_be_lost_is_69b() -> None:
    text = ("оппоненты заявили претензию, мы согласились, а потом поняли, "
            "что последнюю взятку никак нельзя было проиграть")
    assert _top(text, 1) == ["69B"]


def test_ones_own_trick_given_away_that_could_not_be_lost_stays_71() -> None:
    assert _top("я разыгрывающий, отдал одну взятку противникам, а потом понял, что не мог её проиграть никак",
                1) == ["71"]


# --- 43B2(B): dummy who looked at declarer's hand, then warned him of the wrong hand --------------------------------

@pytest.mark.parametrize("text", [
    "болван заглянул в руку разыгрывающего и предупредил его, что ход не с той руки",
    "dummy went behind declarer, saw his hand and told him he was in the wrong hand",
])
def test_dummy_who_looked_at_declarers_hand_then_warned_is_43b2b(text: str) -> None:
    assert _top(text, 1) == ["43B2(B)"]


@pytest.mark.parametrize("text", [
    "болван подсказал, что ход не с той руки — так можно?",
    "разыгрывающий заглянул в карты болвана и пошёл не с той руки",
])
def test_dummys_warning_alone_or_declarer_looking_is_no_43b2b(text: str) -> None:
    assert _top(text, 1) != ["43B2(B)"]


# --- 53: declarer who wants to accept a later lead out of turn -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "защитник в середине розыгрыша пошёл не в очередь, а разыгрывающий хочет принять этот ход",
    "the defender led out of turn in the middle of the hand and declarer wants to accept it",
])
def test_declarer_who_wants_to_accept_a_later_lead_out_of_turn_is_53(text: str) -> None:
    assert "lead_out_of_turn_accepted" in _triggered(text)
    assert _top(text, 1) == ["53"]


@pytest.mark.parametrize("text", [
    "вистующий пошёл не в очередь посреди игры, хочет ли разыгрывающий принять ход?",
    "в середине розыгрыша вистующий пошёл не в очередь, а я не хочу принимать этот ход",
])
def test_asking_whether_to_accept_or_not_wanting_to_is_no_acceptance(text: str) -> None:
    assert "lead_out_of_turn_accepted" not in _triggered(text)


# --- 44C: whether a player who did not follow was bound to play the suit ------------------------------------------

def test_whether_one_was_bound_to_play_the_suit_one_did_not_follow_is_44c() -> None:
    text = "партнёр не дал в масть, сбросил пику, хотя черва была — он обязан был положить черву?"
    assert "follow_suit_duty" in _triggered(text)
    assert _top(text, 1) == ["44C"]


def test_the_tricks_a_revoke_transfers_are_no_44c() -> None:
    text = "ренонс: не дала черву, сбросила пику. Сколько взяток передаётся?"
    assert "follow_suit_duty" not in _triggered(text)
    assert _top(text, 1) == ["64"]


@pytest.mark.parametrize("text", [
    "судья спросил разыгрывающего, хочет ли он принять ход вне очереди, тот сказал нет",
    "the director asked declarer whether he wants to accept the lead out of turn; declarer said no",
])
def test_the_director_asking_whether_declarer_wants_to_accept_is_no_acceptance(text: str) -> None:
    assert "lead_out_of_turn_accepted" not in _triggered(text)
