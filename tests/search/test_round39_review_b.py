"""The thirty-ninth round's review (findings F1–F4 of the director's second file): sentences qual39b's reader
changes read wrongly, each mended by narrowing the change; the sentences the changes were made for are in
test_round39_qual39b.py."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

# --- F1: a defender who only thought he won the trick, or whose trick another hand won, led out of turn ------------


@pytest.mark.parametrize("text", [
    "защитник думал что взял взятку и сразу пошёл в черву, но взятку взял стол",
    "вистующий взял взятку и пошёл в пику, а разыгрывающий говорит что взял стол",
    "вистующий взял взятку и пошёл в трефу, но старшая карта была у разыгрывающего",
    "вистующий взял взятку и пошёл в черву, но взятку взял болван",
    "вистующий выиграл взятку и пошёл, а потом выяснилось, что взятку взял стол",
    "вистующий взял взятку и пошёл в черву, хотя выиграл её разыгрывающий",
])
def test_a_trick_another_hand_won_leaves_a_defenders_lead_out_of_turn(text: str) -> None:
    assert _refs(text)[0] in {"53", "56"}


@pytest.mark.parametrize("text", [
    "вистующий решил что взял взятку и пошёл в пику, а взятку взял болван",
    "the defender won the trick and led a club, but declarer's queen was higher",
])
def test_a_trick_he_thought_he_won_keeps_the_defenders_lead_out_of_turn_in_view(text: str) -> None:
    assert {"53", "56"} & set(_refs(text))
    assert not {"42A2", "42B1"} & set(_refs(text)[:1])


# --- F2: a lead banned for a call out of turn, told beside a penalty card, is still Law 26's ----------------------

@pytest.mark.parametrize("text", [
    "разыгрывающий запретил ход в пику, потому что партнёр объявил пас не в очередь, а ещё есть штрафная трефа",
    "разыгрывающий запретил мне ходить в пику: партнёр сказал пас не в свою очередь. у меня ещё штрафная карта",
    "партнёр спасовал вне очереди, и разыгрывающий запретил мне ходить в пику — это как со штрафной картой?",
    "после реконтры вне очереди разыгрывающий запретил ход в черву, и у меня ещё штрафная карта",
])
def test_a_call_out_of_turns_lead_ban_beside_a_penalty_card_is_26b(text: str) -> None:
    assert "lead_restriction_after_withdrawn_call" in _ids(text)
    assert _refs(text)[0] == "26B"


def test_a_pass_out_of_turns_ban_weighed_against_a_penalty_card_keeps_26b() -> None:
    text = "разыгрывающий запретил ход в черву из-за паса вне очереди, а у партнёра ещё лежит штрафная пика, что важнее"
    assert "26B" in _refs(text)
    assert _refs(text)[0] != "44C"


# --- F3: a claim told with a rude word, or with the cards shown to partner and opponents, stays a claim ------------

@pytest.mark.parametrize(("text", "wanted"), [
    ("разыгрывающий грубо сказал: открываю карты, дальше все ясно, а защитники не согласны", {"70"}),
    ("разыгрывающий грубо бросил карты на стол: дальше всё ясно. защитники не согласились, у них был козырь",
     {"68", "70"}),
    ("разыгрывающий показал партнёру и противникам карты: дальше всё ясно, а защитники не согласились", {"70"}),
    ("declarer angrily put his cards face up saying the rest is easy, defenders disagree", {"68", "70"}),
    ("этично ли открыть карты и сказать «дальше ясно», если противники не согласны?", {"70"}),
])
def test_a_claim_told_with_rudeness_or_shown_to_all_stays_a_claim(text: str, wanted: set[str]) -> None:
    assert {"claim", "contested_claim", "concession"} & set(_ids(text))
    assert _refs(text)[0] in wanted


# --- F4: declarer who played another card himself is no dummy placing a card not named (45D) ----------------------

@pytest.mark.parametrize("text", [
    "declarer called for the king from dummy but then played the queen himself",
    "declarer called for the ace from dummy, but instead played the king from dummy himself",
])
def test_declarer_playing_another_card_himself_is_no_45d(text: str) -> None:
    assert "dummy_played_unnamed" not in _ids(text)
    assert _refs(text)[0] != "45D"
