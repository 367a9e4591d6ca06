"""Round 34 (issue 10): the auction told plainly — «мой» as partner, short phone fragments without verbs, a pass said
before its verb, a turn «принадлежало» another, the owner of the turn calling over a call out of rotation, the
dealer's turn skipped «сразу»; a double told with its level (19A2), a redouble asked about after passes (19B1),
no trump said «бэка» or «bez kozyrya», an insufficient bid «на 2♠ поправил» (27B1(A)); a double of one's own bid told
bid first (36); the auction «окончилась» (39); a pass out of turn that ended it (34); a bid made without waiting for a
barred RHO (28A)."""

import pytest

from bot.intake import doubles, forms, partner_double, rotation
from bot.intake.situation import _mended, read, search
from bot.intake.textscan import find_calls


def _section(text: str) -> str | None:
    raw = _mended(text, None)
    return rotation.section(raw, forms.find_seats(raw), forms.every_call(raw))


@pytest.mark.parametrize("text", [
    "после ихней 1 бубны мой пасанул а очередь моя была",
    "мой сказал пас, хотя очередь была моя",
    "мой спасовал, хотя очередь была моя",
])
def test_my_one_passing_in_my_turn_is_30b2(text: str) -> None:
    assert _section(text) in ("30B2(A)", "30B2(B)")


@pytest.mark.parametrize(("text", "seat"), [
    ("мой пасанул", "partner"),
    ("моя сказала 2 червы", "partner"),
    ("мой тоже спасовал", "partner"),
    ("мой ход был", "me"),  # a noun after it: the teller's own
    ("моя заявка 2 пики", "me"),
    ("мой левый спасовал", "me"),  # «мой левый» is one seat, the left-hand opponent
])
def test_my_one_before_a_verb_is_partner(text: str, seat: str) -> None:
    assert forms.find_seats(text)[0].value == seat


@pytest.mark.parametrize("text", [
    "восток первым пас сказал а сдавал север",
    "сдавал юг, а запад пас сказал первым",
])
def test_a_pass_said_first_before_the_dealer_is_30a(text: str) -> None:
    assert _section(text) == "30A"


@pytest.mark.parametrize("text", [
    "сдавал север восток сразу 1 черва а я юг не заметила и 1 пика дала",
])
def test_the_dealer_skipped_and_the_next_player_calling_over_it_is_29b(text: str) -> None:
    assert _section(text) == "29B"


@pytest.mark.parametrize("text", [
    "сдавал север, восток 1 пика, я юг пас",  # nothing says it came first: the auction in order
    "сдавал север, он открыл 1 пику, восток сразу сказал 2 червы",  # the dealer called first himself
    "сдавал север 1 пика восток сразу 2 червы",
])
def test_no_dealer_skipped_without_it_being_said(text: str) -> None:
    sections = {"pass_out_of_turn_before_any_bid", "call_out_of_rotation_condoned", "bid_out_of_turn_rho",
                "bid_out_of_turn_partner_or_lho"}
    assert not sections & set(read(text).concept_ids)


def test_a_turn_that_belonged_to_me_is_partner_s_bid_out_of_turn() -> None:
    text = "мой партнёр, позабыв, что слово принадлежало мне, а вовсе не ему, объявил две пики"
    assert _section(text) == "31B"


@pytest.mark.parametrize("text", [
    "East opened out of turn, then South, whose turn it actually was, made a call before anyone noticed",
    "восток открыл 1 пику вне очереди, а юг, чья была очередь, не заметил и сказал 2 червы",
])
def test_the_owner_of_the_turn_calling_over_it_is_28b(text: str) -> None:
    assert _section(text) == "28B"


@pytest.mark.parametrize("text", [
    "кантра 4 пики сказала с уровнем так можно",
    "он сказал контру с уровнем, так можно?",
])
def test_a_double_told_with_its_level_is_19a2(text: str) -> None:
    assert doubles.section(_mended(text, None)) == "19A2"


@pytest.mark.parametrize("text", [
    "контра 4 пики сказала партнёрша",  # the auction told: a double, then partner's 4♠
    "партнёр законтрил 4 пики, я спасовала",
    "контра по уровню слабая",
])
def test_no_19a2_without_the_level_said_with_the_double(text: str) -> None:
    assert doubles.section(_mended(text, None)) != "19A2"


@pytest.mark.parametrize("text", [
    "редабл можно сказать если между контрой и ним были пасы?",
    "реконтра разрешена если после контры были пасы?",
    "can I redouble if passes came after the double",
])
def test_whether_a_redouble_may_be_made_is_19b1(text: str) -> None:
    assert doubles.section(_mended(text, None)) == "19B1"


@pytest.mark.parametrize(("text", "call"), [
    ("1 бэка", "1NT"), ("наш 2 бека", "2NT"), ("partner skazal 1 bez kozyrya", "1NT"), ("3 bez kozyrej", "3NT"),
])
def test_no_trump_said_aloud_or_in_latin_letters(text: str, call: str) -> None:
    assert [c.value for c in find_calls(text)] == [call]


def test_no_call_in_bez_kozyrya_without_a_level() -> None:
    assert find_calls("igrali bez kozyrya") == []


@pytest.mark.parametrize(("text", "concept"), [
    ("справа 1 пика на наш 1 бэка судья пришел он на 2 пики поправил", "insufficient_bid_made_sufficient"),
    ("левый сказал 1 черву на мои 2 трефы, потом на 2 червы поправил", "insufficient_bid_made_sufficient"),
    ("левый сказал 1 черву после моих 2 треф, потом на 2 пики исправил", "insufficient_bid_corrected_otherwise"),
])
def test_an_insufficient_bid_corrected_told_call_first(text: str, concept: str) -> None:
    assert concept in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнер мои же 2 червы контрует прикол",
    "жена мои же 3 пики законтрила",
])
def test_a_double_of_my_own_bid_told_bid_first_is_36(text: str) -> None:
    assert partner_double.section(_mended(text, None)) == "36"


@pytest.mark.parametrize("text", [
    "мои же 2 червы соперник контрует",  # an opponent doubles my bid: legal
    "левый мои же 2 червы контрует, а партнёр пас",
    "партнёр мои 2 червы поднял, а правый контрует",
])
def test_no_36_when_an_opponent_doubles_my_bid(text: str) -> None:
    assert partner_double.section(_mended(text, None)) is None


@pytest.mark.parametrize(("text", "concept"), [
    ("Торговля уже окончилась тремя пасами, и тогда партнёр разыгрывающего вдруг добавил «четыре червы».",
     "call_after_final_pass_no_penalty"),
    ("торговля окончилась, а вистующий сказал контра", "call_after_final_pass_by_defender"),
])
def test_a_call_after_the_auction_ended_told_okonchilas(text: str, concept: str) -> None:
    assert read(text).concept_ids[0] == concept


@pytest.mark.parametrize("text", [
    "pass out of turn ended auction early someone never called",
    "a pass out of turn ended the auction and East never got to call",
    "the auction ended after a pass out of turn, North never called",
])
def test_a_pass_out_of_turn_that_ended_the_auction_is_34(text: str) -> None:
    assert "retention_of_right_to_call" in read(text).concept_ids and search(text, 3).hits[0].ref == "34"


def test_a_pass_out_of_turn_without_the_auction_ending_keeps_its_section() -> None:
    assert "pass_out_of_turn_partner_offender" in read("partner passed out of turn at my turn").concept_ids


@pytest.mark.parametrize("text", [
    "правому судья велел молчать до конца торговли, а я, не дожидаясь его паса, сказала 2 бубны",
    "moj prawyj dolzhen pasowat do konca torgowli, ja skazal zajawku i ne podozhdal jego pas",
])
def test_a_bid_without_waiting_for_a_barred_rho_is_28a(text: str) -> None:
    assert "call_at_turn_of_player_obliged_to_pass" in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "партнёр долго думал, я не дождался его паса и сказал 2 пики",  # partner's turn: 31B, nobody barred
    "я не дождался его паса и сказал 2 пики",
])
def test_no_28a_when_nobody_had_to_pass(text: str) -> None:
    assert "call_at_turn_of_player_obliged_to_pass" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Открыла 1 черву, а оказалось, что сдавал сосед справа и первым говорит он. Он спасовал. Моя заявка пропадает?",
    "я открыл 1 пику, а оказалось, что сдавал правый; он потом спасовал, и что теперь моя пика?",
])
def test_my_opening_told_before_the_dealer_then_his_pass_is_31a1(text: str) -> None:
    assert _section(text) == "31A1"


@pytest.mark.parametrize(("text", "skipped"), [
    ("сдавал север восток сразу 1 черва", True),
    ("сдавал юг, запад сразу сказал пас", True),
    ("сдавал север, открыл 1 трефу, восток сразу сказал 4 пики", False),  # the dealer's opening told before
    ("сдавал север, восток потом сказал 1 черву", False),  # nothing says it came first
])
def test_the_dealer_skipped_by_a_call_made_at_once(text: str, skipped: bool) -> None:
    from bot.intake import rotation_detail

    raw = _mended(text, None)
    assert rotation_detail.dealer_skipped(raw, forms.find_seats(raw)) is skipped
