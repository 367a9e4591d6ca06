"""Play-period tellings the readers learned in round 32 (issue 10), each with near-miss sentences that belong to
another law or say too little.

Dummy (``dummy_acts``): the teller as «сижу столом», «я на столе, …», «я со стола спросил»; «с чужой руки» is the
wrong hand; "got up" leaves the seat; «когда мне можно об этом сказать» asks when dummy may point it out (42B3).
A lead out of turn (``lead_out_of_turn``): «да пусть, играем» lets it stand (53); the teller leading after his partner
won the trick (56). The auction's end told as the time of a lead is no call after the final pass (``final_pass``).
Dummy won the trick told «стол взятку взял» (46B3(A), ``dummy_call``). A hand short «одной карты нету» (14A,
``missing_card``). «Пропустил масть» is a revoke (``revoke``). The speller reads «щитать» as «считать»."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts, dummy_call, final_pass, lead_out_of_turn, missing_card, revoke
from bot.intake.situation import _mended, read


@pytest.mark.parametrize(("text", "which"), [
    ("я на столе, вижу мой с чужой руки пойти хочет, можно его предупредить?", "42B2"),
    ("я на столе, партнёр пошёл не с той руки", "42B2"),
    ("сижу столом, партнёр не положил черву — могу спросить нет ли у него черв?", "42B1"),
    ("сидел столом и спросил разыгрывающего, нет ли у него пик", "42B1"),
    ("мой на ♥ трефу сбросил, я со стола спросил нет ли у него червей, так можно", "42B1"),
    ("сидел столом и заметил что правый не ответил в масть, когда мне можно об этом сказать", "42B3"),
    ("I was dummy and noticed LHO revoked, when can I say it?", "42B3"),
    ("болван заметил ренонс вистующего, когда ему можно об этом сказать?", "42B3"),
    ("dummy got up to watch declarer play, then warned him he was leading from the wrong hand", "43B2(B)"),
    ("болвану можно взятки считать или нет", "42A2"),
])
def test_dummy_told_the_ways_players_say_it(text: str, which: str) -> None:
    assert dummy_acts.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("я со стола сыграл туза, а потом пошёл с руки", None),  # declarer playing from dummy: no dummy
    ("я на столе оставил карту", None),  # the table, not dummy's seat
    ("болван заметил ренонс вистующего и сразу сказал", "43A1(B)"),  # during the play, no question of when
    ("stood up to stretch, then I played on", None),  # no dummy told
])
def test_near_misses_of_dummy_are_not_read_as_his_act(text: str, which: str | None) -> None:
    assert dummy_acts.section(text) == which


def test_the_speller_reads_shch_as_said_for_sch() -> None:
    assert _mended("болвану можно взятки щитать или нет", None) == "болвану можно взятки считать или нет"
    assert _mended("мы пощитали взятки", None) == "мы посчитали взятки"
    assert _mended("защитник пошёл", None) == "защитник пошёл"  # a known word stays


@pytest.mark.parametrize("text", [
    "я разыгрываю, правый пошёл хотя взятку брал я, я сказал «да пусть, играем»",
    "в середине розыгрыша вистующий пошёл не в свою очередь, я махнул: ладно, играем дальше",
])
def test_a_later_lead_out_of_turn_let_stand_is_53(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"


def test_dа_pusti_alone_in_a_question_is_no_acceptance() -> None:
    assert lead_out_of_turn.section("в середине розыгрыша вистующий пошёл не в свою очередь, что делать?") is None


@pytest.mark.parametrize("text", [
    "взятку партнёр взял, а я вперёд него в следующую пошёл",
    "партнёр выиграл взятку, а я сразу вышел в пику",
    "partner won the trick but I led to the next one",
])
def test_the_teller_leading_after_partner_won_is_a_defenders_lead_out_of_turn(text: str) -> None:
    assert read(text).concept_ids[0] == lead_out_of_turn.LATER


@pytest.mark.parametrize("text", [
    "взятку партнёр взял на столе, а я пошёл с руки",  # declarer's lead from the wrong hand: 55
    "я взял взятку и пошёл в пику",  # his own trick
])
def test_other_leads_are_no_teller_lead_out_of_turn(text: str) -> None:
    assert lead_out_of_turn.LATER not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "вистующий не в черёд пошёл, а разыгрывающий не глядя сыграл на это со стола",
    "левый пошёл, хотя взятку взял стол",
])
def test_a_lead_not_in_turn_told_with_cherjod_or_after_others_trick(text: str) -> None:
    ids = read(text).concept_ids
    assert ids[0] in ("lead_out_of_turn_accepted", lead_out_of_turn.LATER)


def test_a_lead_at_the_auctions_end_is_no_call_after_the_final_pass() -> None:
    ids = read("Торговля закончилась, партнёр ещё думал над первым ходом, а я уже вышел пикой").concept_ids
    assert final_pass.GENERAL not in ids and "lead_by_wrong_defender" in ids


@pytest.mark.parametrize("text", [
    "торговля закончилась, а потом левый сказал контра",
    "после трёх пасов партнёр сказал 2 пики",
    "торговля закончилась, и тут партнёр объявил 3 бк, а я вышел",
])
def test_a_call_after_the_auctions_end_stays_law_39(text: str) -> None:
    ids = read(text).concept_ids
    assert any(i.startswith(final_pass.GENERAL) for i in ids)


@pytest.mark.parametrize(("text", "which"), [
    ("стол взятку взял, мой говорит \"валета\", а масть не назвал", "46B3(A)"),
    ("взятку взял стол, разыгрывающий сказал «даму»", "46B3(A)"),
])
def test_dummy_won_the_trick_told_in_other_orders(text: str, which: str) -> None:
    assert dummy_call.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("одной карты в руке нету, 12 всего, торговли ещё не было", "14A"),
    ("одного туза нет, в середине розыгрыша заметил", "14B"),
    ("ни одной карты в пиках нет, а он сбросил", None),  # a void: no short hand
    ("у меня ни одной карты нет в этой масти", None),
])
def test_a_hand_short_told_as_one_card_missing(text: str, which: str | None) -> None:
    assert missing_card.section(text) == which


@pytest.mark.parametrize("text", [
    "пропустил масть, заметили когда уже сыграли следующую взятку, можно ещё поправить?",
    "вистующий пропустил масть, а потом они уже сыграли следующую взятку",
])
def test_a_suit_missed_then_the_next_trick_played_is_established(text: str) -> None:
    assert read(text).concept_ids[0] == revoke.ESTABLISHED


def test_a_suit_missed_corrected_in_time_is_62() -> None:
    assert read("вистующий пропустил масть, разыгрывающий заметил сразу, до следующей взятки").concept_ids[0] == \
        "revoke_corrected_defender"
