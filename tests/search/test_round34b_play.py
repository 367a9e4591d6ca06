"""Readers, lexicon entries and the definition question changed in the thirty-fourth round by the second quality
helper (issue 10), for the play period and definitions: sentences of our own, each naming the law passage it
follows, and near misses that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import asking, dummy_call, lead_out_of_turn, revoke
from lawbase.search.concepts import lexicon


def _lexicon_ids(text: str) -> list[str]:
    """The concepts the lexicon alone reads by a whole trigger (no section reader)."""
    return [m.id for m in lexicon().match(text) if m.weight >= 0.8]


# --- Law 46B4: a card dummy does not hold, told as "не оказалось" / "не нашлось" --------------------------------

@pytest.mark.parametrize("text", [
    "Разыгрывающий потребовал со стола даму бубен, которой там не оказалось вовсе.",
    "Разыгрывающий назвал со стола короля треф, которого на столе не оказалось.",
    "Разыгрывающий попросил со стола валета пик, а такой карты там не нашлось.",
])
def test_a_card_not_found_in_dummy_is_46b4(text: str) -> None:
    assert dummy_call.section(text, read=True) == "46B4"


@pytest.mark.parametrize("text", [
    "У Востока пик не оказалось, и он сбросил трефу.",  # a defender's void, no call from dummy
    "Разыгрывающий назвал со стола даму, а червовой дамы на столе не оказалось.",  # the rank in another suit: 46B3
])
def test_a_void_or_another_suits_card_is_no_46b4(text: str) -> None:
    assert dummy_call.section(text, read=True) != "46B4"


# --- a concession is no designation from dummy --------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "сказал все ваши сдаюсь а у него туз старший был",
    "Разыгрывающий сказал: «остальные ваши», хотя старший козырь был у него.",
])
def test_a_concession_naming_a_high_card_is_no_designation(text: str) -> None:
    assert not {"incomplete_designation", *dummy_call.SECTIONS.values()} & set(_ids(text))


def test_a_designation_of_the_highest_card_is_still_46b1() -> None:
    assert "dummy_designation_high_low" in _ids("Разыгрывающий сказал со стола «старшую», не назвав масть.")


# --- Law 45D: declarer named one card, dummy placed another ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "говорю со стола валета а она кладет десятку",
    "Разыгрывающий сказал со стола «король», а болван положил даму.",
    "Я назвал со стола девятку, но партнёр сыграл восьмёрку.",
])
def test_dummy_placing_another_rank_than_called_is_45d(text: str) -> None:
    assert "dummy_played_unnamed" in _triggered(text)
    assert _refs(text)[0] == "45D"


@pytest.mark.parametrize(("text", "not_this"), [
    # the same rank placed: which card of it is the designation's question (46B)
    ("Разыгрывающий сказал со стола валета, а болван положил валета треф.", "dummy_played_unnamed"),
    # «маленькую» names no rank: the card dummy chose for it is 46B1's question
    ("Разыгрывающий сказал со стола маленькую, а болван положил двойку.", "dummy_played_unnamed"),
])
def test_the_same_rank_or_no_rank_named_is_no_45d(text: str, not_this: str) -> None:
    assert not dummy_call._placed_other(text)


# --- Law 62B1 / 63: when a revoke was noticed ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Я не дала черву, хотя она у меня была, и спохватилась прежде, чем кто-либо из нас пошёл в следующую взятку.",
    "Вистующий не дал в масть и заметил это раньше, чем его партнёр пошёл в следующую взятку.",
])
def test_a_revoke_noticed_before_the_next_trick_is_62b1(text: str) -> None:
    assert revoke.section(text) == "62B1"


@pytest.mark.parametrize("text", [
    "не в масть дала и еще 2 взятки сыграли потом заметили",
    "Защитник не дал в масть, потом ещё две взятки прошли, и только тогда заметили.",
])
def test_a_revoke_found_tricks_later_is_established(text: str) -> None:
    assert revoke.established_by_play(text)
    assert "revoke_established_by_play" in _ids(text)


def test_a_revoke_put_right_at_once_is_not_established() -> None:
    text = "Не в масть дала, но сразу заметила и заменила карту."
    assert not revoke.established_by_play(text)


# --- Law 42B1: dummy asks declarer whether he has none ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Будучи столом, я спросила партнёра, когда он не положил черву: «Червей нет, партнёр?»",
    "Будучи на столе, я спросил разыгрывающего: «Пик нет, партнёр?» — а противники возмутились.",
])
def test_dummy_asking_declarer_is_42b1_not_a_revoke_corrected(text: str) -> None:
    ids = _ids(text)
    assert "dummy_asks_declarer" in ids
    assert not {"revoke_corrected_defender", "revoke_corrected_declarer"} & set(ids)


def test_dummy_pointing_out_a_revoke_is_dummys_story_not_62() -> None:
    text = "я на столе был, заметил что левый не в масть сыграл, сразу сказал, а мне говорят нельзя"
    assert revoke.section(text) is None


# --- Law 56: a defender's lead out of turn refused ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "правый зашел хотя ходить должен был его партнер я не согласилась",
    "Мой партнёр вышел, когда ходить полагалось мне, и разыгрывающий потребовал, чтобы его карту убрали.",
    "Левый пошёл не в свою очередь, разыгрывающий сказал, чтобы он забрал карту.",
])
def test_a_refused_lead_out_of_turn_is_56(text: str) -> None:
    assert lead_out_of_turn.section(text) == "56"


@pytest.mark.parametrize("text", [
    "правый зашел хотя ходить должен был его партнер, я согласилась и сыграла со стола",
    "Левый пошёл не в свою очередь, разыгрывающий принял этот ход.",
])
def test_an_accepted_lead_out_of_turn_is_53(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"


# --- Law 41C: a review asked once the play has begun ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Разыгрывающий уже сыграл в первую взятку, а на третьей взятке попросил повторить всю торговлю.",
    "После атаки можно ли ещё попросить повторить торговлю?",
])
def test_a_review_asked_during_the_play_is_41c(text: str) -> None:
    ids = _ids(text)
    assert asking.DURING_PLAY in ids
    assert "review_after_auction" not in ids


@pytest.mark.parametrize(("text", "section"), [
    ("После финального паса, перед атакой, я попросил соперников повторить торговлю.", "20C2"),
    ("Разыгрывающий в свою первую очередь игры попросил повторить торговлю.", "20C2"),
])
def test_a_review_before_the_play_is_20c2(text: str, section: str) -> None:
    assert asking.section(text) == section
    assert asking.DURING_PLAY not in _triggered(text)


@pytest.mark.parametrize("text", [
    "можно ли напомнить, какой контракт играется и была ли контра",
    "may I ask what the contract is during the play",
])
def test_asking_the_contract_is_41c(text: str) -> None:
    assert "review_auction_during_play" in _lexicon_ids(text)


# --- the lexicon: 44C, 65, 64, 55, 72 ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Разыгрывающий потребовал от меня сыграть пикой, однако ходили в черву, и черва у меня есть.",
    "Declarer required a spade, but hearts were led and I still have hearts.",
    "Какое обязательство важнее: дать в масть или сыграть штрафную карту?",
])
def test_following_suit_against_a_requirement_is_44c(text: str) -> None:
    assert "follow_suit_duty" in _lexicon_ids(text)


def test_a_required_lead_is_no_follow_suit_question() -> None:
    assert "follow_suit_duty" not in _lexicon_ids("Разыгрывающий потребовал ход в пику, у меня есть пики.")


@pytest.mark.parametrize("text", [
    "куда класть свою карту после взятки рубашкой вверх длинной стороной к себе или как",
    "как складывать карты после каждой взятки?",
    "West gathered his played cards before anyone agreed on the count of tricks.",
])
def test_where_a_played_card_goes_is_65(text: str) -> None:
    assert "trick_arrangement" in _lexicon_ids(text)


def test_a_face_down_opening_lead_is_no_trick_arrangement() -> None:
    assert "trick_arrangement" not in _lexicon_ids("Можно ли класть первую карту рубашкой вверх?")


@pytest.mark.parametrize("text", [
    "revoke 2 взятки или одна отдавать",
    "за ренонс сколько взяток отдавать?",
])
def test_how_many_tricks_a_revoke_gives_is_64(text: str) -> None:
    assert "revoke_penalty" in _lexicon_ids(text)
    assert _refs(text)[0] == "64"


def test_a_card_played_by_mistake_is_no_dummy_pointing_out() -> None:
    text = "Разыгрывающий по ошибке пошёл с руки, хотя взятку выиграл стол."
    ids = _lexicon_ids(text)
    assert "declarer_wrong_hand" in ids
    assert "dummy_rights" not in ids
    assert "dummy_rights" in _lexicon_ids("Болван сказал разыгрывающему об ошибке.")


@pytest.mark.parametrize("text", [
    "Обязан ли он был сам заявить о своём фальшренонсе?",
    "Должен ли я сообщить о собственном отказе от масти?",
])
def test_owning_up_to_ones_own_revoke_is_72(text: str) -> None:
    assert "own_infraction_disclosure" in _lexicon_ids(text)


def test_the_duty_to_own_up_to_an_established_revoke_is_not_63() -> None:
    text = ("Игрок заметил собственный фальшренонс уже после того, как он стал установленным, и промолчал. "
            "Обязан ли игрок сам сообщать о нарушении своей стороны?")
    assert "own_infraction_disclosure" in _triggered(text)
    assert "revoke_established_by_play" not in _ids(text)


def test_an_established_revoke_without_the_question_is_still_63() -> None:
    text = "Игрок заметил собственный фальшренонс уже после того, как он стал установленным, и промолчал."
    assert "revoke_established_by_play" in _ids(text)


# --- definitions asked politely, or with «слово» ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "ref"), [
    ("Would you kindly tell me what counts as a psych?", "DEF:Психологическая заявка, блеф"),
    ("could you tell me what a revoke is", "DEF:Фальшренонс"),
    ('chto oznachaet slovo "vistuyushchiy" v pravilakh', "DEF:Вистующий"),
    ("что означает слово вистующий", "DEF:Вистующий"),
])
def test_a_definition_asked_politely_or_of_a_word_is_the_definition(text: str, ref: str) -> None:
    assert _refs(text)[0] == ref


@pytest.mark.parametrize("text", [
    "tell me what the penalty for a revoke is",
    "could you tell me what happens when partner revokes",
])
def test_a_polite_question_about_a_ruling_is_no_definition(text: str) -> None:
    assert not _refs(text)[0].startswith("DEF:")
