"""Readers extended in the eighteenth round (issue 10), from the misses of the spent sets blind45 / blind46, each
case a sentence of our own that names the law passage it follows: what an insufficient bid became, told in words
(Law 27B1(A), 27B2, 27B3); a pass before anyone bid or in LHO's turn, told by whose turn it was (30A, 30B3); a double
of partner's bid the next players called over (35A, not 36); dummy blurting out a defender's revoke (43A1(B)); a
withdrawn suit bid told as «заявку пик» (26A2)."""

from __future__ import annotations

import pytest

from bot.intake import dummy_acts, insufficient, lead_restriction, partner_double, rotation, withdrawn
from bot.intake.situation import read


def _ib(text: str) -> set[str]:
    return {m for m in read(text).marks if m.startswith("ib_")}


@pytest.mark.parametrize(("text", "mark"), [
    # 27B3: a bid called too low outright («заниженная»), a double put in its place
    ("его заниженную заявку мы не приняли, и он вместо неё сказал контру", "ib_double"),
    # 27B2: told in words («ниже предыдущей»), corrected to a bid the story says is of another denomination
    ("партнёр дал заявку ниже предыдущей и исправил её на 3БК вместо пик", "ib_other"),
    # 27B2: the insufficient bid in calls, then a pass told by its verb, not written as a call
    ("правый сказал 1♥ после нашей 1♠, а потом вместо того чтобы повысить, просто спасовал", "ib_other"),
    # 27B1(A): put right one level up in its own denomination, the bid before it not told
    ("соперник исправил свои 1♦ на 2♦, когда ему показали, это натуральная заявка", "ib_lowest_same"),
])
def test_what_an_insufficient_bid_became_told_in_words_says_the_section(text: str, mark: str) -> None:
    """Law 27B1(A): corrected to the lowest sufficient bid of its denomination, the auction goes on; 27B2: any other
    sufficient bid or a pass, partner passes throughout; 27B3: a double or redouble is cancelled, partner passes."""
    assert _ib(text) == {mark}
    assert insufficient.PROVES[mark] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я сказал 2♠, потом поменял 2♠ на 3♠, левый не согласен",  # changed on a whim (Law 25), not put right
    "соперник исправил свои 1♦ на 2♠, когда ему показали",  # another denomination: nothing 27B1(A) tells
])
def test_a_call_changed_or_moved_to_another_denomination_is_not_27b1a(text: str) -> None:
    """Law 27B1(A) needs the same denomination, one level up, put right («исправил»), not changed on a whim."""
    assert "ib_lowest_same" not in _ib(text)


@pytest.mark.parametrize("text", [
    "спасовал, хотя сдавал север",
    "нажала пас, хотя сдавал игрок слева, а он ещё молчал",
    "партнёр спасовал вне очереди до того, как кто-нибудь вообще что-то сказал",
    "на первой же заявке сдачи мой партнёр спасовал вне очереди",
])
def test_a_pass_before_anyone_bid_is_30a(text: str) -> None:
    """Law 30A: a pass out of turn before any player has bid; the offender must pass at his next turn."""
    assert rotation.SECTIONS["30A"] in read(text).concept_ids


def test_a_pass_added_to_ones_own_bid_when_lho_was_to_speak_is_30b3() -> None:
    """Law 30B3: a pass out of turn at LHO's turn (the pass after one's own bid, the next player yet to call)."""
    text = "после своих 1♠ я ещё и пас сказал, хотя говорить уже должна была левая соперница"
    assert rotation.SECTIONS["30B3"] in read(text).concept_ids


def test_a_double_of_partners_bid_the_others_called_over_is_35a() -> None:
    """Law 35A: an inadmissible double (of partner's bid) called over by the offender's LHO is cancelled no more:
    the auction goes on; Law 36's rectification is for one not called over."""
    text = "оппонент законтрил заявку своего же партнёра, никто не заметил и все продолжили торговаться"
    assert partner_double.section(text) is None
    assert partner_double.SECTIONS["36"] not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "я был болваном и брякнул соседу слева, что он не дал в масть",
    "болван сболтнул вистующему, что тот не ответил в масть",
])
def test_dummy_blurting_out_a_defenders_revoke_is_43a1b(text: str) -> None:
    """Law 43A1(B): dummy may not call attention to an irregularity during the play."""
    assert dummy_acts.section(text) == "43A1(B)"


def test_a_withdrawn_suit_bid_told_as_the_bid_of_a_suit_is_26a2() -> None:
    """Law 26A2: the withdrawn call named a suit not named again; declarer may require or forbid its lead."""
    text = "его ставку треф отменили, а теперь разыгрывающий требует от партнёра ход в трефы"
    assert lead_restriction.section(text) == "26A2"


def test_partner_told_as_lying_down_is_dummy_and_a_look_at_an_opponents_cards_is_43a2c() -> None:
    """Law 43A2(C): dummy may not, on his own initiative, look at a defender's hand («партнёр, пока лежал» is
    dummy); getting up to watch declarer is 43A2(B)."""
    assert dummy_acts.section("партнёрша, пока лежала, подошла и заглянула в карты соперника") == "43A2(C)"


def test_the_withdrawers_partner_making_use_of_it_is_16c2() -> None:
    """Law 16C2: for the offending side, information from the other side's withdrawn actions is unauthorized, and
    its own withdrawn call may not be used before its penalty is paid («его партнёр пользуется тем, что слышал»)."""
    assert withdrawn.section("справа отменили ставку, и его партнёр явно пользуется этой информацией") == "16C2"
    assert withdrawn.SECTIONS["16C2"] in read("справа отменили заявку, а его партнёр пользуется тем, что слышал"
                                              ).concept_ids


def test_a_quoted_double_by_husband_or_wife_on_my_own_bid_is_law_36() -> None:
    """Law 36: a double of partner's own bid (an inadmissible double) is cancelled; the husband or wife who doubles
    «мою же заявку» is the partner, as the pair plays."""
    assert partner_double.section("жена в чате написала «контра» на мою же 3♣, перепутала, что делать") == "36"


@pytest.mark.parametrize("text", [
    "партнёр по ошибке положил красную карточку на мою же 2♥",
    "partner put the red card on my own 1NT in our live game",
])
def test_the_double_card_put_on_my_own_bid_is_law_36(text: str) -> None:
    """Law 36: a double of partner's bid, told by the bidding box's red card («красная карточка» is the double)."""
    assert partner_double.section(text) == "36"


def test_our_own_spectator_noticing_their_irregularity_first_is_11c1_from_the_words_alone() -> None:
    """Law 11C1: the right to penalise may be lost if a spectator for whose presence the non-offending side is
    responsible first draws attention to the irregularity; the lexicon reads the spectator by its words alone."""
    from bot.intake import spectator

    text = "их ошибку первой заметила моя знакомая, она сидела рядом со мной"
    assert spectator.SECTIONS["11C1"] in read(text).concept_ids
