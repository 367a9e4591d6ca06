"""Readers extended in the twentieth round (issue 10), from the misses of the spent sets blind49 / blind50, each case
a sentence of our own that names the law passage it follows: dummy told by his cards laid out («партнёр, который
выложил карты», «мои карты выложены», «я, чьи карты открыты», «пока партнёр разыгрывал, я…») and dummy keeping
count of the tricks (42A2); a club's «секретарь» is the director the readers look for; a director called late
asked «не поздно ли» (9B1(A))."""

from __future__ import annotations

import pytest

from bot.intake import director_call, dummy_acts, final_pass, forms, revoke, trick_winner
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    # 42B2: dummy may try to stop declarer leading from the wrong hand
    ("партнёр, который выложил карты, сказал мне, что я хожу не из той руки", "42B2"),
    ("тот, кто выложил свои карты, остановил разыгрывающего: ход со стола", "42B2"),
    ("мои карты уже выложены, а партнёр собирается ходить не с той руки, могу я сказать?", "42B2"),
    # 42B1: dummy may ask declarer, who did not follow suit, whether he has none
    ("я, чьи карты лежат на столе, спросил у партнёра, нет ли у него пик", "42B1"),
    # 43A1(A): dummy may not call the director during the play
    ("пока партнёр разыгрывал, я позвал судью, потому что соперник сходил не в очередь", "43A1(A)"),
    # 43A1(C): dummy may not take part in the play; remarks on it are taking part
    ("партнёр, у которого карты выложены, делает замечания по каждой моей карте", "43A1(C)"),
    ("мои карты лежали открыто, и я сказал партнёру, что я бы сыграл иначе", "43A1(C)"),
])
def test_dummy_told_by_his_cards_laid_out(text: str, section: str) -> None:
    """Laws 42B, 43A1: dummy is the player whose cards are laid out, or the teller while partner plays the hand."""
    assert dummy_acts.section(text) == section


@pytest.mark.parametrize("text", [
    "когда мои карты выложены, могу ли я считать взятки, которые мы взяли?",
    "болван записывает взятки на бумажке, так можно?",
    "may dummy keep count of the tricks?",
])
def test_dummy_keeping_count_of_the_tricks_is_42a2(text: str) -> None:
    """Law 42A2: dummy may keep count of the tricks won and lost."""
    assert dummy_acts.section(text) == "42A2"
    assert "dummy_counts_tricks" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я выложил карты и сказал, что остальные взятки мои",  # a claim: nobody is told as dummy
    "партнёр разыгрывает четыре пики, а я пошёл за чаем",  # dummy named, no act of his told
])
def test_no_dummy_section_without_dummy_acting(text: str) -> None:
    """Cards laid out by declarer for a claim, or dummy doing nothing of Laws 42-43: no section."""
    assert dummy_acts.section(text) is None


def test_dummy_told_by_his_laid_out_cards_is_no_claim() -> None:
    """The laying out is dummy's (41D), not declarer's claim (68) nor the opening lead's: the claim reading goes."""
    ids = read("тот кто выложил карты сказал партнеру не ходи с руки ходи со стола").concept_ids
    assert "dummy_warns_wrong_hand" in ids
    assert "claim" not in ids


@pytest.mark.parametrize("text", [
    "пока партнёр разыгрывал, я хотел позвать секретаря, а мне сказали, что мне нельзя",
    "болван позвал секретаршу посреди розыгрыша",
])
def test_a_clubs_secretary_is_the_director_dummy_calls(text: str) -> None:
    """Law 43A1(A): a club's «секретарь» runs the evening; dummy calling him is dummy calling the director."""
    assert dummy_acts.section(text) == "43A1(A)"


@pytest.mark.parametrize("text", [
    "соперник сходил не в очередь, мы поспорили и только через пять минут догадались позвать секретаря — не поздно ли",
    "нарушение заметили, но только потом решили вызвать судью, не поздно ли?",
])
def test_a_director_called_late_asked_not_too_late_is_9b1a(text: str) -> None:
    """Law 9B1(A): the director must be called at once when attention is drawn to an irregularity."""
    assert director_call.section(text) == "9B1(A)"
    assert "director_call_when" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "соперник открыл свою же карту систем прямо во время торговли и подсмотрел",
    "можно ли во время торговли посмотреть карту нашей системы",
])
def test_a_card_of_the_system_is_the_convention_card(text: str) -> None:
    """Law 40E2: «карта систем» is the convention card looked at, not a card exposed during the auction (24)."""
    ids = read(text).concept_ids
    assert "convention_card_consulted" in ids
    assert "card_exposed_in_auction" not in ids


@pytest.mark.parametrize("text", [
    "после трёх пасов торговля закончилась, а мой партнёр (мы защищаемся) ещё сказал контра",
    "торговля закончилась тремя пасами, я собиралась выкладывать первую карту, и вдруг партнёр говорит «контра»",
])
def test_a_defenders_double_after_the_final_pass_is_39b(text: str) -> None:
    """Law 39B: a defender's double after the final pass (the narrator defends, or is about to make the lead)."""
    assert final_pass.section(text) == "39B"


def test_a_dummy_about_to_lay_out_is_still_dummy() -> None:
    """Law 39A: a call after the final pass by the player who is to lay out his hand (dummy) has no penalty."""
    assert final_pass.section("после трёх пасов тот, кто будет выкладываться, сказал контра") == "39A"


@pytest.mark.parametrize("text", [
    "пасанул, когда говорить должен был опп справа",
    "пас вне очереди после открытия, когда противник справа должен был говорить",
])
def test_a_pass_when_rho_was_to_speak_is_30b1(text: str) -> None:
    """Law 30B1: a pass out of rotation at the turn of the offender's right-hand opponent."""
    assert "pass_out_of_turn_rho" in read(text).concept_ids


def test_a_look_at_the_last_trick_once_the_next_is_played_is_66c() -> None:
    """Law 66C: once the next trick is played, the quitted tricks may not be looked at."""
    assert "trick_look_quitted" in read("хочу глянуть карты прошлой взятки, а уже сыграли следующую").concept_ids


@pytest.mark.parametrize("text", [
    "не дал в масть, заметил только когда уже пошли в следующую взятку",
    "не положила черву, хотя она у меня была, а следующая взятка уже сыграна",
    "партнёр не дал в масть, а потом походил в след взятку",
])
def test_a_revoke_with_the_next_trick_played_is_established(text: str) -> None:
    """Law 63A1: a revoke is established once the offending side has played to the next trick."""
    assert revoke.established_by_play(text)
    assert "revoke_established_by_play" in read(text).concept_ids


def test_a_revoke_found_on_the_next_board_is_the_procedure_after_establishment() -> None:
    """Law 64: a revoke found only on a later board: established long before, the procedure that follows it."""
    ids = read("ренонс обнаружили, только когда уже торговались в следующей сдаче").concept_ids
    assert "revoke_penalty" in ids
    assert revoke.section("ренонс обнаружили, только когда уже торговались в следующей сдаче") is None


def test_a_revoke_not_yet_followed_by_the_next_trick_is_not_established() -> None:
    """Law 62: corrected before the next trick, the revoke is not established."""
    assert not revoke.established_by_play("не дал в масть, но в следующую взятку ещё никто не сыграл")


@pytest.mark.parametrize(("text", "card"), [("выпала двоечка пик", "S2"), ("троечку треф", "C3"),
                                            ("пиковая двоечка", "S2"), ("семёрочку червей", "H7")])
def test_the_small_cards_as_players_fondly_call_them(text: str, card: str) -> None:
    """«двоечка», «троечка», «семёрочка»: the deuce, the three, the seven (a card the readers can weigh)."""
    assert [c.value for c in forms.every_card(text)] == [card]


def test_a_low_card_fallen_in_the_auction_told_fondly_is_24a() -> None:
    """Law 24A: a single card below an honour exposed during the auction."""
    text = "во время торговли выпала двоечка пик открытой, партнёр заметил"
    assert "low_card_exposed_in_auction" in read(text).concept_ids


def test_whose_trick_asked_with_words_between_is_read() -> None:
    """Law 44E: «чья же это взятка» asks who won it; «пики козыри» and a small spade on it: the trump wins."""
    text = "пошли червой, соперник положил туза, а я сбросил маленькую пику, пики козыри — чья же это взятка"
    assert trick_winner.section(text) == "44E"


def test_a_wrong_count_found_at_the_end_of_the_deal_is_13c() -> None:
    """Law 13C: a hand of 14 cards found at the end of the deal («в конце раздачи»): after the play."""
    assert "wrong_count_after_play" in read("у оппа 14 карт оказалось в конце раздачи").concept_ids


def test_the_patterns_added_this_round_keep_their_cues() -> None:
    """Speed: a story that names no dummy and no small card must skip these patterns at their cue test, and the
    long patterns they were split from keep theirs (a pattern with too many cues has none and runs on every text)."""
    from bot.intake import textscan
    from bot.intake.cues import Cued

    for pattern in (dummy_acts._DUMMY, dummy_acts._DUMMY_TOLD, textscan._CARD_WORDS_RE, textscan._FOND_CARD_RE):
        assert isinstance(pattern, Cued) and pattern.cues
