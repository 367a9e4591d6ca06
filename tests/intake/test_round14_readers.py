"""Readers' tellings added in the fourteenth round (issue 10).

Law 29B (``bot.intake.rotation``): the offender's LHO called over a call out of rotation, the LHO said as a subject
word and its seat («соперник слева», «тот, кто слева»). Laws 42B3 / 43A1(B) (``bot.intake.dummy_acts``): dummy
saying there was a revoke, asked as «может ли болван сказать, что…», shouted («крикнул, что…») or typed in Latin
letters («posle rozygrysha», «skazat chto»). Law 14B (``bot.intake.missing_card``): «одной карты не хватает» with
the card before the verb, and the play told as «игра уже шла». Law 27B1(A) (``bot.intake.insufficient``): an
insufficient bid corrected «на ту же масть», in words. Law 19A2 (``bot.intake.doubles``): the double said with the
bid when «просто контра» was the form («а надо было просто контра», «или только контра»)."""

from __future__ import annotations

import pytest

from bot.intake import doubles, dummy_acts, insufficient, missing_card
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "я по ошибке сказал пас не в свою очередь, а соперник слева сразу назвал 2 бубны, судью не звали",
    "партнёр говорит: я открыл 1 черву вне очереди, но тот, кто слева, тут же сказал 1 пику. Наказание ещё будет?",
])
def test_the_offenders_lho_said_as_a_subject_and_seat_called_over_it_law_29b(text: str) -> None:
    """Law 29B: after a call out of rotation the offender's LHO may call, forfeiting the right to penalise it."""
    assert "call_out_of_rotation_condoned" in read(text).concept_ids


def test_the_offenders_rho_calling_next_is_no_forfeiture_law_29b() -> None:
    """Law 29B is the offender's LHO's call; his RHO calling next says it was RHO's turn (Law 31A)."""
    assert "call_out_of_rotation_condoned" not in read(
        "я сказал 1 пику не в свою очередь, а соперник справа потом спасовал").concept_ids


@pytest.mark.parametrize(("text", "which"), [
    ("может ли болван сказать, что у защитника был ренонс, когда розыгрыш уже закончился", "42B3"),
    ("bolvan posle okonchaniya rozygrysha skazal chto u vistuyushchego byl renons", "42B3"),
    ("партнёр разыгрывающего на пятой взятке крикнул, что защитник не положил пику", "43A1(B)"),
    ("Болван тут же сказал левому: «у тебя же была черва!»", "43A1(B)"),
    ("bolvan uvidel chto zashchitnik ne dal v mast i srazu skazal ob etom", "43A1(B)"),
])
def test_dummy_pointing_out_an_irregularity_after_or_during_the_play_laws_42b3_43a1b(text: str, which: str) -> None:
    """Law 42B3: dummy may draw attention to an irregularity only after the play; Law 43A1(B): not during it."""
    assert dummy_acts.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("одной карты в руке не хватало, уже шла игра, потом её нашли за стулом", "14B1(B)"),
    ("одной карты не хватает, ещё до торговли, так и не нашли", "14A2"),
    ("карта пропала, игра уже идёт, а найти её не можем", "14B2"),
])
def test_a_hand_a_card_short_told_card_first_and_the_play_as_going_on_law_14(text: str, which: str) -> None:
    """Law 14A2 (not found before the play), 14B1(B) (found elsewhere during the play), 14B2 (not found in play)."""
    assert missing_card.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("соперник сделал недостаточную заявку и исправил её на ту же масть уровнем выше", "27B1(A)"),
    ("insufficient bid, then he corrected it to the same suit one level higher — any penalty?", "27B1(A)"),
    ("недостаточную заявку поправили на ту же масть, но партнёр по ней понял расклад, и нам это повредило",
     "27B1(B)"),
])
def test_an_insufficient_bid_corrected_in_its_own_denomination_in_words_law_27b1(text: str, which: str) -> None:
    """Law 27B1(A): corrected to the lowest sufficient bid in the same denomination; 27B1(B) when it damaged."""
    assert insufficient.section(text) == which
    assert insufficient.SECTIONS[which] in read(text).concept_ids


def test_a_correction_told_by_the_calls_keeps_the_calls_section_law_27b2() -> None:
    """Law 27B2: a correction to another denomination, told by the calls, is not undone by «той же масти» said
    elsewhere in the story."""
    found = {c.id: c.weight for c in read(
        "после моей 1 пики левый сказал 1 черву, исправил на 2 трефы, хотя мог в той же масти").concepts}
    assert found["insufficient_bid_corrected_otherwise"] == 1.0
    assert found.get("insufficient_bid_made_sufficient", 0.0) < 1.0


@pytest.mark.parametrize("text", [
    "левый сказал контра 3 пики, а ведь надо было просто контра — это нарушение?",
    "как правильно говорить: контра 2 червы или только контра?",
    "pravilno govorit kontra 4 piki ili prosto kontra",
])
def test_a_double_said_with_the_bid_when_the_form_is_the_single_word_law_19a2(text: str) -> None:
    """Law 19A2: the only proper form of a double is the single word «контра», without level or denomination."""
    assert doubles.section(text) == "19A2"


def test_a_double_of_a_bid_told_as_the_auction_is_no_question_of_form_law_19a2() -> None:
    """Law 19A2 is the form of the double; «я дал контру на 4 пики, потом…» tells the auction (19C here)."""
    assert doubles.section("я дал контру на 4 пики, а потом партнёр сказал 5 треф") != "19A2"


@pytest.mark.parametrize("text", [
    "мы признали претензию разыгрывающего, а через минуту поняли, что одну взятку всё равно брали бы",
    "my priznali kleim, a potom okazalos chto odna vzyatka nasha",
])
def test_a_claim_acknowledged_then_a_trick_found_ours_law_69b(text: str) -> None:
    """Law 69B: a player who agreed to a claim («признали претензию») may withdraw the agreement for a trick his
    side would likely have won."""
    from bot.intake import claims

    assert claims.section(text) == "69B"


def test_disagreeing_with_the_directors_ruling_is_no_contested_claim_law_70() -> None:
    """Law 70 is a claim disputed; «не согласны с решением судьи» with no claim told is an appeal (Law 92)."""
    ids = read("мы не согласны с решением судьи, куда теперь обращаться?").concept_ids
    assert "claim_disputed" not in ids


@pytest.mark.parametrize("text", [
    "торговля закончилась, можно ли спросить соперников: «моя атака?»",
    "защитник перед первым ходом уточняет, не его ли выход",
    "после трёх пасов непонятно, кто должен атаковать",
])
def test_whose_opening_lead_asked_after_the_auction_law_20c1(text: str) -> None:
    """Law 20C1: after the final pass either defender may ask whether it is his opening lead."""
    from bot.intake import asking

    assert asking.section(text) == "20C1"


def test_whose_turn_asked_in_the_middle_of_the_play_is_not_law_20c1() -> None:
    from bot.intake import asking

    assert asking.section("в середине розыгрыша вистующий спросил: не мой ли ход?") is None


@pytest.mark.parametrize("text", [
    "посреди розыгрыша потерянную карту нашли на полу, а ведь я две взятки назад не дал в эту масть — ренонс?",
    "a missing card was found under the table during the play: is it now a penalty card?",
])
def test_a_missing_card_found_in_play_and_a_revoke_or_penalty_card_asked_law_14b3(text: str) -> None:
    """Law 14B3: the card restored is deemed the deficient hand's throughout; it may become a penalty card and not
    having played it may be a revoke."""
    assert missing_card.section(text) == "14B3"


@pytest.mark.parametrize(("text", "which"), [
    ("после поспешного хода Востока разыгрывающий потребовал от Запада самую младшую пику", "57A2"),
    ("после моего поспешного хода в следующую взятку разыгрывающий запретил партнёру играть трефой", "57A3"),
])
def test_a_hasty_play_is_a_premature_play_law_57a(text: str, which: str) -> None:
    """Law 57A: a defender's lead or play before his partner has played to the current trick («поспешный ход»)."""
    from bot.intake import premature

    assert premature.section(text) == which
