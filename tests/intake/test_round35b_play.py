"""Play-period tellings the readers learned in round 35 (issue 10), each with near-miss sentences that belong to
another law or say too little.

A revoke «не установлен» (plain, without «был» or «ещё») is noticed in time (62B1 / 62B2, ``revoke``). Dummy saying
the irregularity's own word out («кричит партнёру ренонс», "shouted revoke") points it out during the play (43A1(B),
``dummy_acts``). Declarer asked for a small (or a high) card and dummy placed one that cannot be it (an honour for
«маленькую», a two for «старшую»): dummy placed a card not named (45D), not which card the words designated (46B1,
``dummy_call``)."""

from __future__ import annotations

import pytest

from bot.intake import claims, dummy_acts, premature, revoke
from bot.intake.situation import _mended, read


@pytest.mark.parametrize(("text", "which"), [
    ("ренонс не установлен, карту защитника вернули в руку, теперь она штрафная?", "62B1"),
    ("ренонс ещё не установлен, вистующий поменял карту. что с ней?", "62B1"),
    ("ренонс не был установлен, разыгрывающий заменил свою карту, это штрафная?", "62B2"),
    ("revoke не установлен, карту вистующего забрали, она теперь penalty?", "62B1"),
])
def test_revoke_said_not_established_is_noticed_in_time(text: str, which: str) -> None:
    assert revoke.section(text) == which


@pytest.mark.parametrize("text", [
    "ренонс установлен, вистующий сыграл в следующую взятку, сколько взяток отдаём?",  # established: 63/64
    "защитник не дал в масть, ренонс установлен?",  # asked whether established (63), nothing put right
    "вистующий сбросил пику при игре в черви, через две взятки заметили",  # established later
])
def test_revoke_established_or_not_told_gets_no_62b(text: str) -> None:
    assert revoke.section(text) is None


@pytest.mark.parametrize("text", [
    "болван кричит партнеру ренонс посреди игры можно",
    "болвн кричит партнеру ренонс посреди игры можно",
    "стол закричал «ренонс!» когда вистующий сбросил пику",
    "dummy shouted revoke when the defender discarded",
    "болван говорит партнёру ренонс, а вистующий ещё не положил карту",
])
def test_dummy_shouting_the_revoke_points_it_out(text: str) -> None:
    assert dummy_acts.section(text) == "43A1(B)"


@pytest.mark.parametrize("text", [
    "вистующий кричит партнёру ренонс, можно так?",  # a defender, not dummy
    "болван кричит, что мы медленно играем",  # no irregularity said
    "болван спросил партнёра: пик нет?",  # his right to ask (42B1)
])
def test_shouting_without_dummy_or_revoke_is_not_43a1b(text: str) -> None:
    assert dummy_acts.section(text) != "43A1(B)"


@pytest.mark.parametrize("text", [
    "Стол сам положил даму, хотя разыгрывающий сказал «маленькую». Заметили, пока взятка ещё лежит. Что с дамой?",
    "Я сказал со стола «маленькую», а болван сам положил короля. Взятку ещё не закрыли.",
    'declarer said "small", but dummy played the king on his own',
    "разыгрывающий сказал со стола «старшую», а болван положил двойку",
])
def test_dummy_placing_a_card_that_cannot_be_the_one_asked_is_45d(text: str) -> None:
    found = read(text).concept_ids
    assert "dummy_played_unnamed" in found[:2] and "dummy_designation_high_low" not in found


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал «маленькую», а болван положил двойку",  # the lowest may be it: which card (46B1)
    "разыгрывающий сказал «маленькую» со стола, болван положил тройку, а там ещё была двойка",
    "разыгрывающий сказал со стола «старшую», а болван положил девятку",  # a nine may be the highest held
])
def test_dummy_placing_a_card_that_may_be_the_one_asked_stays_46b1(text: str) -> None:
    assert read(text).concept_ids[:1] == ["dummy_designation_high_low"]


@pytest.mark.parametrize("text", [
    "Торговля закончилась, я разыгрываю 4♥, а первую карту лицом вверх положил не мой левый, а правый сосед — даму "
    "треф. Фальстарт! Какие у меня варианты?",
    "я играю 3бк, первую карту открыл не левый, а правый сосед. что делать?",
    "торговля закончилась, первую карту выложил сосед справа, хотя атаковать должен был левый",
    "I am declarer, the opening lead was faced by my RHO, not my LHO. Options?",
])
def test_first_card_faced_by_the_wrong_neighbour_is_an_opening_lead_out_of_turn(text: str) -> None:
    found = read(text).concept_ids
    assert found[0] in ("opening_lead_out_of_turn", "opening_lead_out_of_turn_faced")


@pytest.mark.parametrize(("text", "law"), [
    ("мой левый положил первую карту лицом вверх, всё правильно, а потом стол выложил", "opening_lead_out_of_turn"),
    ("во время торговли правый сосед уронил даму треф", "opening_lead_out_of_turn"),  # a card shown in the auction
    ("во время торговли правый сосед уронил даму треф", "opening_lead_out_of_turn_faced"),
])
def test_first_card_by_the_right_neighbour_or_in_the_auction_is_no_opening_lead_out_of_turn(text: str,
                                                                                           law: str) -> None:
    assert law not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "у З из руки выскочила ♥8, лежит открытая, идёт розыгрыш",
    "у вистующего из руки выскочила дама и легла лицом вверх",
    "у защитника карта вылетела из руки на стол",
])
def test_card_jumping_out_of_a_defenders_hand_is_a_penalty_card(text: str) -> None:
    assert read(text).concept_ids[:1] == ["penalty_card"]


def test_partner_jumping_in_with_his_card_is_no_dropped_card() -> None:
    found = read("партнёр выскочил со своей картой раньше меня").concepts
    assert not any(m.id == "penalty_card" and m.weight >= 0.8 for m in found)  # playing early (57), not dropped


@pytest.mark.parametrize("text", [
    "согласились что разыгрывающий берёт всё, через 5 мин поняли: туз был наш",
    "разыгрывающий заявил остальные, мы согласились, а через пару минут увидели, что у нас оставался козырь",
    "declarer claimed, we agreed, but the ace was ours",
])
def test_claim_agreed_then_a_trick_found_is_69b(text: str) -> None:
    assert claims.section(text) == "69B"


def test_claim_agreed_and_nothing_found_stays_69a() -> None:
    assert claims.section("разыгрывающий заявил остальные, мы согласились. Всё записали.") == "69A"


@pytest.mark.parametrize("text", [
    "claim разыгрывающего без объяснения как будет играть",
    "разыгрывающий заявил претензию и не сказал, как будет играть",
])
def test_claim_with_no_line_and_no_objection_is_law_68(text: str) -> None:
    assert read(text).concept_ids[:1] == ["claim_without_line"]


@pytest.mark.parametrize("text", [
    "разыгрывающий заявил претензию без объяснения, мы не согласны",  # disputed: 70
    "claim без объяснения линии, соперники оспорили",
])
def test_claim_with_no_line_disputed_stays_contested(text: str) -> None:
    assert "claim_without_line" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "на 3-й взятке Ю снёс бубну при пике, нашли в конце, ту взятку взял сам Ю",
    "на третьей взятке вистующий снёс бубну при ходе в пику, нашли в конце, ту взятку взял он сам",
    "вистующий не дал в масть, заметили через две взятки, ту взятку взял сам нарушитель",
    "a defender revoked, it was found at the end; he won that trick himself",
])
def test_revoke_found_late_in_a_trick_the_revoker_won_is_law_64(text: str) -> None:
    found = read(text).concepts
    assert any(m.id == "revoke_penalty" and m.weight >= 0.8 for m in found)


@pytest.mark.parametrize("text", [
    "сбросил пику, а потом нашли ошибку в протоколе",  # a discard and a scoring error: no revoke told
    "вистующий сбросил пику, ту взятку взял сам, всё нормально",  # nothing found later
])
def test_a_discard_with_nothing_found_is_no_revoke_penalty(text: str) -> None:
    assert not any(m.id == "revoke_penalty" and m.weight >= 0.8 for m in read(text).concepts)


@pytest.mark.parametrize(("text", "which"), [
    ("a defender revoked, it was found at the end; he won that trick himself", None),  # established, not 62B
    ("вистующий не дал в масть, заметили в конце сдачи", None),
    ("вистующий не дал в масть, но тут же заметил в конце взятки и положил пику", "62B1"),  # the trick's end: in time
])
def test_revoke_found_at_the_end_is_not_corrected_in_time(text: str, which: str | None) -> None:
    assert revoke.section(text) == which


@pytest.mark.parametrize("text", [
    "после неправильного хода никто не заметил, сыграли ещё две карты",
    "после неправильного хода никто не заметил ЗПТ сыграли ещё две карты",
    "вистующий пошёл не в очередь, никто не заметил, и сыграли ещё взятку",
])
def test_play_going_on_after_an_unnoticed_irregularity_is_law_60(text: str) -> None:
    assert any(m.id == "play_after_illegal_play" and m.weight >= 0.8 for m in read(text).concepts)


@pytest.mark.parametrize("text", [
    "никто не заметил, как партнёр вздохнул, и сыграли дальше",  # no illegal play told
    "после неправильного хода разыгрывающий позвал судью",  # the director called, nothing played after it
])
def test_play_on_without_an_illegal_play_is_not_law_60(text: str) -> None:
    assert not any(m.id == "play_after_illegal_play" and m.weight >= 0.8 for m in read(text).concepts)


@pytest.mark.parametrize(("text", "told"), [
    ("на 3-й взятке Ю снёс бубну при пике ЗПТ нашли в конце", "на 3-й взятке Ю снёс бубну при пике, нашли в конце"),
    ("сыграл ЗПТ потом забрал ТЧК что теперь", "сыграл, потом забрал. что теперь"),
])
def test_telegraph_commas_are_read_as_punctuation(text: str, told: str) -> None:
    assert _mended(text, None) == _mended(told, None)


def test_a_word_holding_the_letters_is_no_telegraph_comma() -> None:
    assert "ЗПТЫ" in _mended("ЗПТЫ взятка", None)


@pytest.mark.parametrize(("text", "which"), [
    ("Меня заставляют сыграть старшей червой, потому что партнёр выскочил со своей картой раньше меня, а черв у "
     "меня вообще нет. Что делать?", "57B"),
    ("партнёр сыграл раньше меня, разыгрывающий заставляет положить младшую пику, а пик у меня нет", "57B"),
    ("партнёр сыграл раньше меня, разыгрывающий заставляет положить младшую пику", "57A2"),
])
def test_declarer_making_partner_play_told_in_the_present_is_his_choice(text: str, which: str) -> None:
    assert premature.section(text) == which


@pytest.mark.parametrize(("text", "first"), [
    ("разыгрывающий сказал со стола «даму», а там две дамы", "dummy_designation_rank_following"),
    ("разыгрывающий сказал со стола «маленькую»", "dummy_designation_high_low"),
])
def test_a_card_only_named_from_dummy_stays_a_designation(text: str, first: str) -> None:
    assert read(text).concept_ids[:1] == [first]


@pytest.mark.parametrize("text", [
    "разыгрывающий выиграл взятку на столе, а потом вынул карту из руки",
    "взял на столе тузом, вытащил из руки даму и пошёл",
])
def test_a_card_pulled_from_hand_after_a_trick_won_on_the_table_is_not_dummys(text: str) -> None:
    assert not any(m.id == "dummy_card_touched" and m.weight >= 0.8 for m in read(text).concepts)


@pytest.mark.parametrize("text", [
    "разыгрывающий вытащил короля со стола наполовину, потом говорит «нет, валета»",
    'declarer pulled the king from dummy halfway, then said "no, the jack"',
])
def test_dummys_card_pulled_by_declarer_settles_no_designation(text: str) -> None:
    found = read(text).concepts
    assert any(m.id == "dummy_card_touched" and m.weight >= 0.8 for m in found)
    assert not any(m.id.startswith("dummy_designation") and m.weight >= 0.8 for m in found)  # no 46B settled


# review 35B: the branch's readers naming a wrong law (each sentence: the right law first, or the wrong concept absent)
@pytest.mark.parametrize("text", [
    "Разыгрывающий заявил претензию, защитники посмотрели его карты, увидели: всё чисто, и согласились.",
    "Разыгрывающий заявил претензию; мы посмотрели и поняли: всё верно, согласились.",
    "Противники согласились с претензией, контракт был наш, 4 пики, всё сошлось.",
    "Разыгрывающий претендовал на остаток, защитники согласились — контракт был наш, претензия правильная?",
    "Претензию приняли. Ход был наш, мы играли бубну.",
    "The defenders agreed to my claim; the contract was ours, 4 spades, and nothing was wrong.",
])
def test_claim_agreed_with_nothing_found_or_no_trick_ours_stays_69a(text: str) -> None:
    assert claims.section(text) == "69A"


def test_the_next_lead_ours_is_no_trick_withdrawn() -> None:
    text = "Разыгрывающий заявил претензию, мы согласились, следующий ход был наш, но это уже неважно. Результат стоит?"
    assert claims.section(text) != "69B"
    assert "claim_agreement_withdrawn" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Разыгрывающий не сказал, как будет играть, при претензии; защитник сказал, что у партнёра был козырь.",
    "Разыгрывающий заявил претензию без объяснения, но у партнёра была дама козырей, и мы не могли с этим "
    "согласиться.",
    "Разыгрывающий заявил претензию без объяснения линии, защитник показал свою даму козырей.",
    "Разыгрывающий заявил претензию без объяснения; я сказал, что у меня ещё есть валет треф.",
])
def test_claim_with_no_line_and_a_card_held_against_it_is_contested(text: str) -> None:
    found = read(text).concept_ids
    assert found[:1] == ["contested_claim"] and "claim_without_line" not in found


@pytest.mark.parametrize("text", [
    "Защитник сбросил бубну, в конце концов заметил, что у него есть пика, и сразу поменял карту до конца взятки.",
    "В конце концов защитник заметил свой ренонс и исправил его, до следующего хода никто не ходил.",
])
def test_in_the_end_eventually_is_no_late_finding(text: str) -> None:
    assert revoke.section(text) == "62B1"


@pytest.mark.parametrize("text", [
    "Declarer called for the jack, but dummy pulled the king from dummy and played it.",
    "Declarer called for the queen, but dummy pulled the ace from dummy.",
])
def test_dummy_pulling_another_card_is_45d_not_declarer_handling(text: str) -> None:
    found = read(text).concept_ids
    assert "dummy_played_unnamed" in found[:2] and "dummy_card_touched" not in found


def test_declarer_drawing_trumps_touches_no_card_of_dummy() -> None:
    found = read("Declarer drew trumps with the ace and king from dummy, then a defender revoked.").concept_ids
    assert "dummy_card_touched" not in found
