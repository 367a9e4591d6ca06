"""Review 31A2: sentences where round 31's lexicon named a wrong law, each with the law it follows or the concept
that must stay out (where the auction returns, the misclick, one's own misunderstanding, Laws 34, 81 and 21B)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# where the auction returns (29A) is asked of the auction, never of a turn, a lead or a word said


@pytest.mark.parametrize(("text", "law"), [
    ("партнёр сделал ход вне очереди, разыгрывающий отказался принять, ход возвращается к правильному игроку?", "56"),
    ("после недостаточной заявки к кому возвращается слово?", "27B"),
    ("can we go back to the auction? I want to change my call", "25B2(B)(2)"),
    ("пас вне очереди до открытия, к кому вернётся очередь?", "30A"),
])
def test_a_turn_or_a_lead_going_back_is_no_29a(text: str, law: str) -> None:
    assert _refs(text, 1) == [law]
    assert "cancelled_call_whose_turn" not in _triggered(text)


def test_play_going_on_after_a_claim_is_the_claim_s_law_not_29a() -> None:
    """Play that goes on after a claim is the claim's (68) or, since play goes on only when the claim is not
    accepted, the contested claim's (70A): either answers it (the phrasings of blind97 / blind98 tipped it from 68
    to 70A); never where a cancelled call's auction returns (29A)."""
    text = "after the claim the play goes back to declarer, whose turn is it to lead?"
    assert _refs(text, 1)[0] in {"68", "70A"}
    assert "cancelled_call_whose_turn" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "the lead out of turn was rejected, the turn goes back to the right player",
    "разыгрывающий пошёл не из той руки, очередь возвращается к болвану",
    "после хода вне очереди карта вернётся к вистующему",
    "can I revert my call? I said 2♥ instead of 2♠",
])
def test_the_play_or_a_call_changed_going_back_is_no_29a(text: str) -> None:
    assert "cancelled_call_whose_turn" not in _triggered(text)


# a misclick is the offender's own bid that slipped out: an opponent who "jumped out" bid out of rotation (31), and
# a mouse that played a card is the play's misclick (47G)


@pytest.mark.parametrize(("text", "law"), [
    ("хотел контрировать 1♠, но соперник вылетел вне очереди со своим 2♥", "31"),
    ("хотела ответить 2♥, но соперник слева выскочил с 2♠ вне очереди", "31"),
    ("курсор дёрнулся и карта ушла не та — можно вернуть?", "47G"),
    ("мышь поехала, и я походил не той картой", "47G"),
])
def test_an_opponent_jumping_out_or_a_card_slipping_is_no_auction_misclick(text: str, law: str) -> None:
    assert _refs(text, 1) == [law]
    assert "misclick" not in _triggered(text)


@pytest.mark.parametrize("text", ["соперник хотел сыграть 4♠, но после нашей контры выскочил 5♣",
                                  "moved his mouse around the bidding box for a long time"])
def test_a_legal_bid_or_a_mouse_moved_is_no_misclick(text: str) -> None:
    assert "misclick" not in _triggered(text)


def test_a_card_played_by_a_slipped_mouse_keeps_the_card_taken_back() -> None:
    found = _ids("the mouse slipped and I played the wrong card")
    assert found[0] == "misclick_in_play" and "retract_played_card" in found


# one's own misunderstanding (21A) is of a call; a missing alert is the opponents' misinformation (21B1)


@pytest.mark.parametrize(("text", "law"), [
    ("I didn't ask, they did not alert and I assumed 2♣ was natural", "21B1"),
    ("соперники не алертировали 2♣, я сам не спросил что значит, думал натурал", "21B1"),
    ("разыгрывающий понял по-своему, что означает сигнал вистующих, и проиграл контракт", "20F2"),
    ("судья понял по-своему моё объяснение того, что произошло за столом", "84"),
])
def test_a_missing_alert_a_signal_or_the_director_misreading_is_no_21a(text: str, law: str) -> None:
    assert "own_misunderstanding" not in _triggered(text)
    assert law in _refs(text, 3)


@pytest.mark.parametrize("text", ["I didn't ask, they did not alert and I assumed 2♣ was natural",
                                  "соперники не алертировали 2♣, я сам не спросил что значит, думал натурал"])
def test_a_missing_alert_keeps_the_opponents_misinformation(text: str) -> None:
    assert "missing_alert" in _triggered(text)


# Law 34 needs a pass out of rotation (or the table thinking the auction over), not any call after the end


@pytest.mark.parametrize(("text", "law"), [
    ("соперник ни разу не говорил, торговля окончена, а он вдруг сказал контра", "39B"),
    ("я ни разу не говорил за всю торговлю, а после окончания торговли соперник объяснил свою заявку неправильно",
     "21B1"),
    ("Юг ни разу не заявлял, торговля закончилась, и Юг сделал первый ход вне очереди", "54"),
])
def test_a_player_who_never_called_with_no_pass_out_of_rotation_is_no_law_34(text: str, law: str) -> None:
    assert "retention_of_right_to_call" not in _triggered(text)
    assert law in _refs(text, 2)


# Law 81's director noticing on his own is the director's, not a player's or a spectator's


@pytest.mark.parametrize(("text", "law"), [
    ("разыгрывающий сам заметил свой ренонс и вмешался, потом пришёл судья", "63"),
    ("зритель сам заметил ренонс и вмешался, судья пришёл позже", "11C2"),
    ("партнёр сам заметил, что я заявил недостаточно, и вмешался", "27"),
])
def test_a_player_noticing_and_intervening_before_the_director_is_no_law_81(text: str, law: str) -> None:
    assert "director_duties" not in _triggered(text)
    assert _refs(text, 1) == [law]


def test_the_director_noticing_slow_play_keeps_the_procedural_penalty() -> None:
    assert "90" in _refs("TD noticed slow play at our table and intervened on his own initiative", 2)


# partner correcting the score, a revoke or a designation is no misinformation (21B)


@pytest.mark.parametrize("text", ["partner corrected the score, it was actually 420 not 450",
                                  "partner corrected the revoke, it was before the trick was quitted",
                                  "разыгрывающий сыграл не ту карту со стола, партнёр поправил, это было ошибочное "
                                  "обозначение"])
def test_partner_correcting_anything_but_an_explanation_is_no_misinformation(text: str) -> None:
    assert "misinformation" not in _triggered(text)
