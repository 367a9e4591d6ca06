"""The auction, information and procedure read in round 31 (issue 10): sentences of our own, each naming the law
passage it follows, and for each change the sentences with its words that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import read
from lawbase.search.cache import get_index
from lawbase.search.query import analyse

# a double of partner's own call told with the call between («контрировал 1♥ партнёра») or in English ("his own
# partner's 1NT"), and the offender's LHO calling over it: Law 35A, not 36


@pytest.mark.parametrize("text", [
    "я контрировал 1♥ партнёра, левый уже успел сказать 2♣",
    "Ja kontriroval 1♠ partnëra, no LHO uže uspel skazat' 2♦ do TD. Čto s kontroj?",
    "RHO doubled his own partner's 1NT by mistake and I bid 2H before anyone noticed",
    "RHO doubled his partner's 2♠ and I passed",
])
def test_a_double_of_partners_call_called_over_is_35a(text: str) -> None:
    assert _triggered(text)[0] == "inadmissible_double_condoned"


@pytest.mark.parametrize("text", [
    "я законтрил 1♥ партнёра, судью позвали сразу",  # nobody called over it: 36
    "RHO doubled his partner's 1NT, what now?",
    "партнёр открыл 1♥, правый пас, и я сказала контра",
])
def test_a_double_of_partners_call_not_called_over_is_not_35a(text: str) -> None:
    assert "inadmissible_double_condoned" not in _ids(text)


# the side that asks about a withdrawn call, said as «мы (не нарушители)»: the non-offending side, 16C1


@pytest.mark.parametrize("text", [
    "Оппонент после своей ошибки забрал заявку обратно. Мы (не нарушители) можем учитывать то, что услышали?",
    "соперник отменил заявку, мы не нарушители, что нам можно знать",
    "we are not the offenders: may we use the withdrawn call of the opponent?",
])
def test_the_non_offenders_said_with_a_negation_are_16c1(text: str) -> None:
    assert _ids(text)[0] == "withdrawn_action_information_non_offending"


@pytest.mark.parametrize("text", [
    "Я отменил свою заявку, мы нарушители — можем ли мы учитывать её?",
    "мой партнёр забрал заявку, а мы же нарушители, нам можно учитывать её?",
])
def test_the_offenders_said_outright_stay_16c2(text: str) -> None:
    assert _ids(text)[0] == "withdrawn_action_information_offending"


# a player who did not ask what a call meant and read it his own way: his own misunderstanding, 21A


@pytest.mark.parametrize("text", [
    "Сам не спросил, что значит 2♣ соперника, понял по-своему и ошибся. Мне что-то положено?",
    "сама не уточнила, что значит их 1БК, решила что сильный",
    "I didn't ask what their 2D meant and assumed it was weak, any redress?",
])
def test_not_asking_and_reading_a_call_ones_own_way_is_21a(text: str) -> None:
    assert "own_misunderstanding" in _triggered(text)


@pytest.mark.parametrize("text", [
    "спросил что значит 2♣, мне сказали натурал, а оказалось иначе",  # misinformation: 21B
    "соперник не спросил, что значит моя 2♣, и я не стал объяснять",
    "Партнёр нормально не объяснил соперникам мою заявку — должен ли я исправить объяснение до атаки?",
])
def test_asked_and_misinformed_or_the_other_side_not_asking_is_no_21a(text: str) -> None:
    assert "own_misunderstanding" not in _triggered(text)


# a misclick told as the mouse slipping, the bid meant named before the one made: no insufficient bid, no call out of
# rotation because the next player has not called yet


@pytest.mark.parametrize("text", [
    "партнёр открыл 1♠, я хотела ответить 2♠, а мышка съехала и ушло 2♣, левый ещё ничего не успел сказать",
    "курсор съехал и вместо 3♥ ушло 3♦",
    "my mouse slipped and 4S went out instead of 4H",
    "хотел заявить 3БК, а выскочило 3♠",
])
def test_a_slipped_mouse_is_a_misclick_and_no_insufficient_bid(text: str) -> None:
    found = _ids(text)
    assert found[0] == "misclick"
    assert "insufficient_bid" not in found and "bid_out_of_turn_partner_or_lho" not in found


@pytest.mark.parametrize("text", [
    "хотел сказать 2♠ после 2♥ левого, а сказал 2♦",  # the 2♦ made is insufficient over 2♥ all the same
    "партнёр сказал 2♥ после моих 2♠",
    "левый открыл 1♠, я сказал 1♥",
])
def test_a_bid_made_lower_than_the_last_stays_insufficient(text: str) -> None:
    assert "insufficient_bid" in _triggered(text)


def test_a_bid_named_again_to_be_repeated_is_no_second_bid() -> None:
    assert "insufficient_bid" not in _ids("S открыл 1♠ раньше E, вызвали ТД, E спасовал. S должен повторить 1♠?")


# seats told by their compass letters: the offender is the capital letter acting


@pytest.mark.parametrize(("text", "concept"), [
    ("Допустим, S открыл 1♠ раньше E, вызвали ТД, E спасовал. S должен повторить 1♠?", "bid_out_of_turn_rho_passed"),
    ("Очередь была S, а N, не дождавшись партнёра, выдал 2♦. Что теперь будет с S?", "bid_out_of_turn_partner_or_lho"),
    ("W passed out of turn at E's turn", "pass_out_of_turn_partner_offender"),
])
def test_compass_letters_say_the_offender(text: str, concept: str) -> None:
    assert _ids(text)[0] == concept


# the auction's end told as its calls («1♠-пас-пас-пас») and a call after it: Law 39


@pytest.mark.parametrize(("text", "concept"), [
    ("1♠-пас-пас-пас, и прежде чем W вышел, E (будущий вистующий) сказал «контра».",
     "call_after_final_pass_by_defender"),
    ("1♥ pass pass pass, then the defender on lead bid 2S", "call_after_final_pass_by_defender"),
    ("1♥ пас пас пас, и тут болван сказал 2♠", "call_after_final_pass_no_penalty"),
])
def test_a_call_after_three_passes_told_as_calls_is_law_39(text: str, concept: str) -> None:
    assert _ids(text)[0] == concept


@pytest.mark.parametrize("text", [
    "пас пас пас, и четвёртый открыл 1♠",  # no bid before the passes: the fourth hand may open
    "1♠ пас пас контра пас пас пас",
    "1♠ пас пас пас, разыгрывающий спросил объяснение торговли",
])
def test_three_passes_with_no_call_after_or_no_bid_before_are_no_law_39(text: str) -> None:
    assert not any(c.startswith("call_after_final_pass") for c in _triggered(text))


# the offender's LHO told calling over a call out of turn before the words "out of turn": 29B


@pytest.mark.parametrize("text", [
    "LHO made a bid after my bid out of turn - have they lost the right to a penalty?",
    "LHO passed after my double out of turn, what now?",
    "левый сказал 2♥ после моей заявки вне очереди — штраф ещё будет?",
])
def test_lho_calling_after_my_call_out_of_turn_is_29b(text: str) -> None:
    assert _ids(text)[0] == "call_out_of_rotation_condoned"


@pytest.mark.parametrize("text", ["RHO bid after my bid out of turn",
                                  "LHO bid after my partner's bid, then I bid out of turn"])
def test_another_seat_or_order_is_no_29b(text: str) -> None:
    assert "call_out_of_rotation_condoned" not in _ids(text)


# where the auction returns after a call out of rotation: 29A


@pytest.mark.parametrize("text", [
    "S сказал 2♣, когда говорить должен был W. ТД пришёл — к кому возвращается торговля?",
    "Юг сказал 2♣ вне очереди, судья пришёл — к кому теперь возвращается торговля?",
])
def test_where_the_auction_returns_is_29a(text: str) -> None:
    assert _refs(text, 1) == ["29A"]


def test_where_the_auction_returns_asked_in_english_is_29a() -> None:
    assert "cancelled_call_whose_turn" in _triggered("after the call out of turn, to whom does the auction return?")


def test_an_auction_that_came_back_to_a_side_is_no_29a() -> None:
    assert "cancelled_call_whose_turn" not in _triggered("торговля вернулась к нам, партнёр сказал 2♥ после моего паса")


# two words of the book asked to be told apart, "the same thing?": a definition question


@pytest.mark.parametrize("text", ["чем отличаеться штраф от наказания в правилах одно и тоже или нет",
                                  "штраф и наказание это одно и то же?",
                                  "penalty and rectification, the same thing?"])
def test_the_same_thing_asked_of_two_terms_is_a_definition_question(text: str) -> None:
    assert analyse(get_index(), text).wants_definition


@pytest.mark.parametrize("text", ["партнёр и я сказали одно и то же",
                                  "мы с партнёром одно и то же сказали, это ничего?"])
def test_the_same_thing_said_at_the_table_is_no_definition_question(text: str) -> None:
    assert not analyse(get_index(), text).wants_definition


def test_penalty_and_punishment_compared_name_the_definition() -> None:
    assert _refs("штраф и наказание это одно и то же?", 1) == ["DEF:Наказание, штраф"]


# the director acting on his own, players rectifying without him, a player who never called before the third pass


@pytest.mark.parametrize("text", [
    "судья сам заметил ренонс, хотя его никто не звал, и вмешался",
    "директор по своей инициативе вмешался в торговлю",
    "the director noticed an irregularity nobody had pointed out and intervened on his own initiative",
])
def test_the_director_intervening_unasked_is_law_81(text: str) -> None:
    assert "director_duties" in _triggered(text)


@pytest.mark.parametrize("text", ["партнёр сам заметил ренонс и сказал об этом",
                                  "we called the director and he intervened"])
def test_a_player_noticing_or_a_director_called_is_no_law_81(text: str) -> None:
    assert "director_duties" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий сам объявил карту штрафной, судью никто не вызывал",
    "declarer himself declared it a penalty card; nobody called the director",
])
def test_a_player_declaring_a_penalty_himself_is_law_10(text: str) -> None:
    assert "players_rectify_themselves" in _triggered(text)


def test_the_director_declaring_a_penalty_card_is_no_self_rectification() -> None:
    assert "players_rectify_themselves" not in _triggered("судья объявил карту штрафной и потребовал хода в эту масть")


@pytest.mark.parametrize("text", [
    "the third pass was out of rotation and West had never called, auction ended?",
    "все решили, что торговля закончилась, а я ещё не заявлял — так можно?",
])
def test_a_player_who_never_called_when_the_auction_ended_is_law_34(text: str) -> None:
    assert "retention_of_right_to_call" in _triggered(text)


@pytest.mark.parametrize("text", ["партнёр ни разу не заявлял в этой торговле, у него 5 очков",
                                  "I never called during the whole auction, partner bid everything"])
def test_a_player_who_never_called_in_a_finished_auction_is_no_law_34(text: str) -> None:
    assert "retention_of_right_to_call" not in _triggered(text)


# the opponent's partner correcting the explanation the narrator called on: misinformation, 21B1 while his partner
# has not called


@pytest.mark.parametrize("text", [
    "спросила у соперника что значит его 2♦, он сказал одно, я спасовала, а потом его партнёр поправил что это было "
    "совсем другое. мой партнёр ещё не говорил — мне можно переиграть свой пас?",
    "his partner corrected the explanation after I had passed; my partner has not called yet, may I change my pass?",
])
def test_the_explanation_corrected_by_his_partner_is_21b1(text: str) -> None:
    assert _ids(text)[0] == "misinformed_call_changed"


@pytest.mark.parametrize("text", ["партнёр поправил свою заявку на 2♥, это можно?",
                                  "partner corrected his bid from 2H to 2S"])
def test_partner_correcting_his_own_call_is_no_misinformation(text: str) -> None:
    assert "misinformation" not in _triggered(text) and "misinformed_call_changed" not in _triggered(text)


def test_a_settled_section_of_another_law_still_quiets_where_the_auction_returns() -> None:
    found = dict((m.id, m.weight) for m in read("партнёр открыл 1♥, правый пас, и я сказала контра, "
                                                   "к кому возвращается торговля?").concepts)
    assert found.get("cancelled_call_whose_turn", 0.0) < 0.8  # Law 36 settled: Law 29's procedure is not its own
