"""A director's review of round 30's play-period branch (review_30B): each sentence where the branch named a wrong
law, with the law it names again (the right law first of the five the review ranked, or the wrong concept absent)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids, triggered_ids
from reading_probe import top_refs as _refs


@pytest.mark.parametrize("text", [
    "соперник пошёл с руки, хотя взятку взял стол",
    "противник пошёл из руки, хотя взятку выиграл болван; мы с партнёром не знаем, принимать ли",
    "разыгрывающий взял взятку в руке, но пошёл со стола, а вистующий тут же сходил в черву",
    "взятку взял стол, а разыгрывающий сыграл с руки, защитник вышел следом своей картой",
    "разыгрывающий взял взятку рукой, а сыграл со стола; левый противник не заметил и сходил в пику",
    "взятку выиграл стол, но разыгрывающий сыграл из руки, а вистующий пошёл маленькой в ответ",
    "разыгрывающий выиграл взятку на столе, а потом сыграл с руки, защитник слева пошёл своей картой, потом заметили",
])
def test_declarers_lead_from_the_wrong_hand_followed_by_a_defender_is_55(text: str) -> None:
    """«с руки», «из руки», «со стола»: declarer's lead (55); the defender who played after it only followed."""
    assert "defender_lead_out_of_turn_later" not in triggered_ids(text)
    assert _refs(text, 5)[0] == "55"


def test_a_defender_who_won_the_trick_leads_in_turn() -> None:
    """He won the trick, so his lead was in turn: the forbidden suit after a penalty card is Law 50/51, not 56."""
    text = "вистующий взял взятку и пошёл в черву, хотя разыгрывающий запретил ходить в черву из-за штрафной карты"
    assert "defender_lead_out_of_turn_later" not in triggered_ids(text)
    assert _refs(text, 5)[0].startswith(("50", "51"))


@pytest.mark.parametrize(("text", "first"), [
    ("вистующий не дал масть, но тут же заметил и исправил; потом следующую взятку сыграли, и разыгрывающий "
     "спрашивает про штраф", "62B1"),
    ("ренонс исправили сразу, а когда следующую взятку сыграли, разыгрывающий потребовал штрафную карту", "62B1"),
    ("ренонс у меня был, я сам заметил, когда следующую взятку разыграли — обязан ли я сказать?", "72"),
])
def test_a_revoke_put_right_or_owned_up_to_is_not_established_by_the_next_trick(text: str, first: str) -> None:
    assert "revoke_established_by_play" not in triggered_ids(text)
    assert _refs(text, 5)[0] == first


@pytest.mark.parametrize(("text", "first"), [
    ("атака была не с той руки, разыгрывающий должен выложить свои карты как болван?", "54"),
    ("после атаки вне очереди разыгрывающий может выложить карты как болван — как правильно?", "54"),
    ("разыгрывающий с руки пошёл козырем, хотя взятку взял стол; противник слева положил маленькую", "55"),
    ("разыгрывающий пошёл козырем не с той стороны — со стола, а взятку взял в руке; противник справа положил "
     "карту", "55"),
    ("разыгрывающий пошёл со стола, хотя взятку взял в руке; карты козырей у болвана лежали справа", "55"),
    ("разыгрывающий сказал со стола «козырь», болван положил козыря слева — старшего, а он хотел маленького", "46B2"),
    ("стол пошёл в пику, противник справа положил козыря, а потом нашёл у себя пику", "62"),
    ("разыгрывающий перебил козырем на столе, а противник справа положил две карты сразу", "58"),
    ("защитник выложил карты на стол не по порядку, сказав что остальные его", "68"),
    ("должен ли болван выкладывать карты сразу после атаки или можно подождать?", "41D"),
])
def test_trick_stories_with_trumps_and_seats_are_no_dummys_arrangement(text: str, first: str) -> None:
    """Law 41D is how dummy spreads his hand: not a ruff told with «слева», «справа», nor «как болван»."""
    assert "dummy_hand_arrangement" not in triggered_ids(text)
    assert _refs(text, 5)[0].startswith(first)


def test_a_card_that_fell_under_declarers_is_no_declarers_exposed_card() -> None:
    """«у левого упал король»: the king fell under declarer's ace (played), nothing of declarer's was exposed."""
    text = "разыгрывающий сыграл туза, и у левого упал король; а потом левый заявил ренонс"
    assert "declarer_exposed_card" not in concept_ids(text)
    assert _refs(text, 5)[0] == "61"


@pytest.mark.parametrize("text", [
    "у Севера оказалось 14 карт, у Юга 12; Север видел карты Юга, хотя никто их специально не показывал",
    "у Севера 14 карт, у Юга 12; торговли ещё не было, но Север успел подсмотреть карту Юга",
    "у Севера 14, у Юга 12, торговли ещё не было; когда пересчитывали, Юг показал свои карты всем",
])
def test_a_wrong_count_with_a_card_seen_is_13b_whatever_was_not_shown(text: str) -> None:
    assert _refs(text, 5)[0].startswith("13B")


def test_the_session_going_on_is_no_play_of_the_board() -> None:
    """«идёт игра» is the session; «торговля ещё не началась»: the short hand found before the play (14A)."""
    assert _refs("идёт игра, у меня 12 карт, торговля ещё не началась", 5)[0].startswith("14A")
