"""Readers' tellings added in the tenth round (issue 10).

Laws 42B and 43: dummy told by what he is rather than by name («партнёр с выложенными картами», «партнёр, чьи карты
лежат на столе»), a defender told as dummy's neighbour («заглянул в карты соседа»: 43A2(C), no general look at a
card, Law 16); dummy who left his seat to watch «мои карты» (declarer's) is 43A2(B). Law 39A: the caller after the
final pass told as the player «который должен стать столом». Laws 48 and 49-50: a card exposed by declarer is no
penalty card (48), one exposed by a defender is (49, 50), whoever else the story names."""

from __future__ import annotations

import pytest

from bot.intake import (
    changed_call,
    claims,
    condoned,
    deal,
    dummy_acts,
    dummy_call,
    fifth_card,
    final_pass,
    partner_double,
    penalty_cards,
    revoke,
)
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    ("Когда я сбросила, партнёр с выложенными картами спросил «у тебя нет бубен?»", "42B1"),
    ("Партнёр, чьи карты лежат на столе, предупредил меня, что я иду не с той руки", "42B2"),
    ("Партнёр разыгрывающего заглянул в карты соседа", "43A2(C)"),
    ("партнёр с открытыми картами встал и пошёл смотреть мои карты", "43A2(B)"),
])
def test_dummy_told_by_what_he_is_laws_42b_43a(text: str, section: str) -> None:
    assert dummy_acts.section(text) == section


def test_dummy_looking_at_a_defender_is_no_general_look_law_43a2c() -> None:
    ids = read("Партнёр разыгрывающего потянулся и заглянул в карты соседа, который играет против них").concept_ids
    assert ids[0] == "dummy_looks_at_defender"
    assert "seeing_cards" not in ids


def test_a_call_after_the_final_pass_by_the_future_dummy_law_39a() -> None:
    assert final_pass.section("После трёх пасов мой партнёр, который должен стать столом, вдруг сказал 5♣") == "39A"


@pytest.mark.parametrize(("text", "who"), [
    ("у разыгрывающего выпала карта лицом вверх — она теперь штрафная?", "declarer"),
    ("declarer drops a card face up, is it a penalty card", "declarer"),
    ("рзыгрывающий уронил карту на стол она теперь штрафная или нет", "declarer"),
    ("Запад уронил тройку треф лицом вверх. Разыгрывающий говорит, что карта теперь штрафная", "defender"),
    ("выпала карта у вистующего, разыгрывающий требует её сыграть", "defender"),
    ("разыгрывающий требует сыграть штрафную карту", None),
])
def test_who_exposed_the_card_laws_48_49(text: str, who: str | None) -> None:
    assert penalty_cards.exposer(text) == who


@pytest.mark.parametrize(("text", "kept", "dropped"), [
    ("declarer exposes a card, is it a penalty card", "declarer_exposed_card", "penalty_card"),
    ("Запад уронил тройку треф лицом вверх посреди розыгрыша. Разыгрывающий говорит, что карта теперь штрафная",
     "penalty_card", "declarer_exposed_card"),
])
def test_declarers_card_is_no_penalty_card_law_48(text: str, kept: str, dropped: str) -> None:
    ids = read(text).concept_ids
    assert kept in ids
    assert dropped not in ids


@pytest.mark.parametrize(("text", "barred"), [
    ("Партнёр был обязан пасовать до конца торговли после моей контры вне очереди, а сказал 3♦.", True),
    ("партнёр, коему велено было молчать до окончания торговли, всё же объявил три червы", True),
    ("партнёру велели пасовать до конца, он сказал 3♠, а левый машинально сказал 4♥", False),  # called over: 35B
    ("партнёр обязан пасовать до конца торговли?", False),
])
def test_a_barred_players_call_not_called_over_law_37(text: str, barred: bool) -> None:
    assert condoned.barred_call(text) is barred


def test_the_barred_call_is_the_story_not_the_double_out_of_turn_law_37() -> None:
    ids = read("Партнёр был обязан пасовать до конца торговли после моей контры вне очереди, а сказал 3♦.").concept_ids
    assert "pass_obligation" in ids
    assert not any(cid.startswith("double_out_of_turn") for cid in ids)


@pytest.mark.parametrize(("text", "section"), [
    ("Защитник положил в масть, а потом случайно сверху ещё одну карту в ту же взятку", "45E1"),
    ("defender plays a fifth card to the trick", "45E1"),
    ("я играю против контракта и случайно положил во взятку вторую свою карту, там их оказалось пять", "45E1"),
    ("разыгрывающий сыграл во взятку пятую карту со стола", "45E2"),
    ("в одной взятке оказалось пять карт", None),  # found later, nobody named: Law 67's
])
def test_a_fifth_card_is_a_defenders_penalty_card_or_declarers_no_penalty_law_45e(text: str,
                                                                                   section: str | None) -> None:
    assert fifth_card.section(text) == section


def test_a_defenders_fifth_card_is_settled_and_no_misclick_law_45e1() -> None:
    ids = read("Защитник положил в масть, а потом случайно сверху ещё одну карту в ту же взятку").concept_ids
    assert ids[0] == "fifth_card_by_defender"
    assert "misclick" not in ids


@pytest.mark.parametrize("text", [
    "Я согласился отдать две последние взятки, а после конца раздачи понял, что одну мы бы точно взяли",
    "мы согласились что разыгрывающий берёт всё, а после сдачи увидели что король пик всё-таки брал",
    "согласились с претензией, а через минуту поняли, что взятку бы взяли",
    "soglasilis s pretenziey a potom okazalos chto otdali vzyatku",
])
def test_an_agreement_to_a_claim_later_found_to_give_away_a_trick_law_69b(text: str) -> None:
    assert claims.section(text) == "69B"


def test_an_agreed_claim_with_nothing_found_later_stands_law_69a() -> None:
    assert claims.section("разыгрывающий заявил остальные, мы согласились") == "69A"


@pytest.mark.parametrize(("text", "section"), [
    ("On a spade lead declarer just said 'nine' from dummy; dummy holds the nine of spades and the nine of clubs",
     "46B3(B)"),
    ("razygryvayushchiy nazval 'valet' so stola, a tam dva valeta", "46B3(B)"),
    ("со стола сказал «валет», не назвав масть; на столе валеты пик и червей, ходили в трефу", "46B3(B)"),
    ("говорю со стола просто «трефу», без номинала", "46B2"),
])
def test_a_rank_named_from_dummy_when_dummy_follows_and_a_suit_said_by_the_narrator_law_46b(text: str,
                                                                                          section: str) -> None:
    assert dummy_call.section(text, True) == section


@pytest.mark.parametrize(("text", "section"), [
    ("сдали не тасуя колоду пересдавать или как", "6D2"),
    ("karty ne tasovali, sdali pryamo kak lezhali", "6D2"),
    ("the cards were dealt without shuffling", "6D2"),
    ("Когда сдавали карты, я случайно увидел карту соперника", "6D1"),
    ("сдающий в процессе сдачи случайно открыл карту", "6D1"),
    ("a card was exposed while dealing", "6D1"),
    ("колоду перед раздачей толком не перетасовали", None),  # shuffled badly: 6A
    ("на пятой сдаче я увидел карту соперника", None),  # a board, not the deal
    ("сдавал я, а RHO вперёд меня открыл 1♣", None),  # the dealer, and an opening bid
    ("Сдавал Север, а Восток выпалил «пас»", None),
])
def test_the_deal_unshuffled_or_a_card_seen_while_dealing_law_6d(text: str, section: str | None) -> None:
    assert deal.section(text) == section


def test_a_card_seen_while_dealing_is_no_unauthorized_information_law_6d1() -> None:
    ids = read("Когда сдавали карты, я случайно увидел карту соперника").concept_ids
    assert ids[0] == "card_exposed_in_deal"
    assert "seeing_cards" not in ids


@pytest.mark.parametrize(("text", "section"), [
    ("неприемлимая контра, а соперник слева уже заявил дальше", "35A"),
    ("соперник контрировал своего же партнёра, а мой партнёр уже успел сказать 2♠ поверх", "35A"),
    ("я по запарке сказал контра на пики собственного партнёра. Левый тут же положил пас", "35A"),
    ("после финального паса один полез с 5т а следующий не глядя сказал контра", "35D"),
])
def test_an_inadmissible_call_called_over_in_players_words_law_35(text: str, section: str) -> None:
    assert condoned.section(text) == section
    assert partner_double.section(text) is None


@pytest.mark.parametrize(("text", "asked"), [
    ("Вистующий спросил партнёра, который не дал в масть: «бубен нет?» Так можно?", True),
    ("можна спросить у партнера нет ли у него масти когда он не дал", True),
    ("vo vremya rozygrysha sprosil partnera: u tebya net chervei?", True),
    ("вистующий не дал в масть, партнёр спросил «пик нет?», и он нашёл пику и заменил карту", False),  # put right
    ("болван спросил у разыгрывающего «трефы нет?», когда тот сбросил другую масть", False),  # dummy's: 42B1
])
def test_a_question_whether_a_player_has_none_of_the_suit_law_61b(text: str, asked: bool) -> None:
    assert revoke.inquiry(text) is asked


@pytest.mark.parametrize("text", [
    "Правому соседу велели пасовать до конца, и я сказала 2♣, не дождавшись его паса",
    "правый по наказанию должен пасовать я заявил в его очередь это засчитывается?",
    "у Востока после штрафа пас до конца торговли. Юг заявил, не дожидаясь пока Восток скажет свой пас.",
])
def test_a_call_in_the_turn_of_a_player_obliged_to_pass_law_28a(text: str) -> None:
    assert condoned.call_in_barred_turn(text)
    assert not condoned.barred_call(text)
    assert read(text).concept_ids[0] == "call_at_turn_of_player_obliged_to_pass"


@pytest.mark.parametrize("text", [
    "Правому велели пасовать до конца, но он выдал 3♦; я, не заметив, заявил 3♠.",  # called over: 35B
    "партнер должен был пасовать до конца, но сказал 2 черви, а левый сразу пас",
    "RHO был обязан пасовать по наказанию, я его очередь пропустил и сказал 2♠",  # another's call: 28A
    "Я был обязан пасовать и спасовал, потом левый сказал 2♥.",
])
def test_no_barred_players_own_call_alone_law_37(text: str) -> None:
    assert not condoned.barred_call(text)


@pytest.mark.parametrize(("text", "section"), [
    ("Через полминуты передумал и заменил свои 2♦ на 3♦, левый на замену не согласен", "25B2(B)"),
    ("правый поменял заявку не сразу, а подумав, я отказался принимать замену — что теперь?", "25B2(B)"),
    ("поменял заявку с задержкой, соперник не принял, оставляю первую", "25B2(B)(1)"),
])
def test_a_change_of_call_not_accepted_from_a_legal_first_call_law_25b2b(text: str, section: str) -> None:
    assert changed_call.section(text) == section


def test_an_insufficient_bid_the_next_player_will_not_accept_law_27b() -> None:
    ids = read("После моих 2♥ левый сказал 2♦, то есть меньше чем было, я это принимать не хочу").concept_ids
    assert "insufficient_bid_accepted" not in ids
