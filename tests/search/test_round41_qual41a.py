"""The forty-first round's auction, information and procedure changes (qual41a), each with the sentence it is for and
a near miss that shares its words but tells another law's situation.

* ``habitual_psych`` (new, Law 40B): psychs made "every time", that partner knows or expects, or a "concealed
  agreement" about them, are a concealed partnership understanding, not the one-off bluff of 40A.
* ``substitute_player`` (Law 4): changing to "another partner" in the middle of a session.
* ``denomination_rank`` (18E): "the ranking of denominations" asked in those words.
* ``own_infraction_disclosure`` (Law 72): "are we obliged to call the TD" on our own infraction.
* ``withdrawn_call_lead_demanded`` (26A2): the lead declarer demands told «вышел / зайти / сходить».
* slang: «контрнул», «контранул» are «законтрил» (a double of partner's own bid is then read as Law 36).
* ``bot.intake.withdrawn``: «опираться на то, что знаю» asks what may be used of a withdrawn call (16C).
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "партнёр психует каждый раз в третьей руке, и его партнёр это знает — так можно?",
    "he psychs every time at favourable vulnerability and his partner knows it",
    "у них скрытая договорённость о блефе: партнёр всегда ждёт психа",
])
def test_habitual_psych_is_a_concealed_understanding(text: str) -> None:
    assert "habitual_psych" in _triggered(text)
    assert "40B" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "партнёр один раз психанул 1♠ с пустой рукой, так можно?",
    "соперник открылся 1♠ с шестью очками — можно ли так?",
])
def test_a_single_psych_stays_law_40a(text: str) -> None:
    assert "habitual_psych" not in _triggered(text)
    assert _refs(text, 1) == ["40A"]


def test_another_partner_mid_session_is_law_4() -> None:
    text = "can a player change to another partner in the middle of the session?"
    assert "substitute_player" in _triggered(text)
    assert _refs(text, 1) == ["4"]


def test_seats_swapped_with_another_pair_is_no_substitute() -> None:
    text = "we switched seats with another pair in the middle of the session"
    assert "substitute_player" not in _triggered(text)
    assert _refs(text, 1) == ["5A"]


def test_ranking_of_denominations_is_18e() -> None:
    text = "what is the ranking of denominations for bids?"
    assert "denomination_rank" in _triggered(text)
    assert _refs(text, 1) == ["18E"]


def test_ranking_of_cards_is_no_denomination_rank() -> None:
    assert "denomination_rank" not in _ids("what is the ranking of the cards in a suit?")


def test_obliged_to_call_the_td_on_our_own_infraction_is_law_72() -> None:
    text = "we noticed our own infraction, are we obliged to call the TD?"
    assert "own_infraction_disclosure" in _triggered(text)
    assert "72" in _refs(text, 3)


def test_obliged_to_call_the_td_on_theirs_is_no_law_72_trigger() -> None:
    text = "opponents made an infraction, are we obliged to call the TD?"
    assert "own_infraction_disclosure" not in _triggered(text)


def test_a_lead_demanded_in_a_withdrawn_calls_suit_told_vyshel() -> None:
    text = "заявку сняли, а теперь разыгрывающий требует, чтобы я вышел в эту масть"
    assert "withdrawn_call_lead_demanded" in _triggered(text)
    assert _refs(text, 1) == ["26A2"]


def test_a_lead_demanded_for_a_penalty_card_is_no_withdrawn_call() -> None:
    text = "у партнёра штрафная карта пика, разыгрывающий требует, чтобы я вышел в пики"
    assert "withdrawn_call_lead_demanded" not in _triggered(text)
    assert "26A2" not in _refs(text, 3)


def test_kontrnul_partners_own_bid_is_law_36() -> None:
    assert _refs("партнёр контрнул мою собственную заявку", 1) == ["36"]


def test_kontrnul_out_of_turn_is_a_double_out_of_turn() -> None:
    text = "соперник контрнул 4 пики вне очереди"
    assert "double_out_of_turn" in _ids(text)
    assert _refs(text, 1) == ["32"]


def test_relying_on_a_withdrawn_call_after_their_infraction_is_16c1() -> None:
    text = "соперник не заалертил, я поменял свою заявку — могу ли я опираться на то, что знаю из своей первой заявки?"
    assert "withdrawn_action_information_non_offending" in _ids(text)
    assert "16C1" in _refs(text, 3)


def test_relying_on_a_withdrawn_call_after_partners_infraction_is_16c2() -> None:
    text = "партнёр сказал вне очереди, его заявку отменили — могу я опираться на то, что знаю из неё?"
    assert "withdrawn_action_information_offending" in _ids(text)
    assert _refs(text, 1) == ["16C2"]


@pytest.mark.parametrize("text", [
    "соперник сделал недостаточную заявку, да ещё и не в свою очередь — какое правило?",
    "an insufficient bid made out of turn: which law applies?",
    "левый сказал 1♣ после моих 1♠, хотя очередь была не его",
])
def test_an_insufficient_bid_out_of_turn_is_27c(text: str) -> None:
    assert "insufficient_bid_out_of_turn" in _triggered(text)
    assert _refs(text, 1) == ["27C"]


def test_an_insufficient_bid_in_turn_is_no_27c_reading() -> None:
    # «в свою очередь» is no «не в свою»: an insufficient bid made in turn and accepted is 27A
    text = "левый сделал недостаточную заявку в свою очередь, я хочу её принять"
    assert "insufficient_bid_out_of_turn" not in _ids(text)
    assert _refs(text, 1) == ["27A"]


def test_who_plays_the_contract_told_kto_u_nas_razygryvaet() -> None:
    text = "кто у нас разыгрывает, если черви первым назвал я, а партнёр сказал 4♥?"
    assert "who_is_declarer" in _triggered(text)
    assert _refs(text, 1) == ["DEF:Разыгрывающий"]


def test_who_plays_more_often_is_no_declarer_question() -> None:
    assert "who_is_declarer" not in _ids("кто у нас разыгрывает в этом турнире чаще всего, ты или я?")


def test_an_insufficient_bid_then_a_pass_out_of_turn_by_another_is_no_27c_reading() -> None:
    # the lower bid is LHO's, the call out of turn his partner's: two irregularities of two players, not 27C
    text = "Я сказал 1♥, левый сказал 1♦, его жена не глядя сказала пас вне очереди"
    assert "insufficient_bid_out_of_turn" not in _ids(text)
