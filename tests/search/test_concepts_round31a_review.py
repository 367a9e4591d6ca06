"""Review 31A1: sentences the round-31 auction readers read as another law's, each with the law a director gives."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

# an opponent doubling "my partner's 1NT", «1♥ партнёра»: a legal double (19A1), no double of one's own partner (35A)


@pytest.mark.parametrize("text", [
    "LHO doubled my partner's 1NT and I passed. Can partner now redouble for rescue?",
    "LHO doubled partner's 1NT and I bid 2H",
    "Восток контрировал 2♦ партнёра, я спасовал, а потом он объяснил, что контра на выход.",
    "Запад контрировал 1♣ партнёра, я сказал 1♦, а потом Запад спросил, что значит моя заявка, и партнёр ответил "
    "неправильно.",
])
def test_an_opponents_double_of_my_partners_bid_is_no_35a(text: str) -> None:
    assert "inadmissible_double_condoned" not in _ids(text)
    assert _refs(text, 1)[0] not in ("35A", "32A", "36")


def test_a_redouble_after_lhos_double_of_partners_1nt_is_19b1() -> None:
    assert _refs("LHO doubled my partner's 1NT and I passed. Can partner now redouble for rescue?", 1) == ["19B1"]


def test_east_explaining_his_own_double_is_20f() -> None:
    text = "Восток контрировал 2♦ партнёра, я спасовал, а потом он объяснил, что контра на выход."
    assert _refs(text, 1)[0].startswith("20F")


# «левый не успел сказать»: LHO has not called, so the double of partner's bid is Law 36's


@pytest.mark.parametrize("text", [
    "Партнёр открыл 1♥, правый спасовал, а я сказал контра. Левый не успел сказать ничего — судья уже тут.",
    "Партнёр законтрил мою же заявку 2♠, левый ещё не успел заявить, позвали судью.",
    "Я контрировал 2♦ партнёра, левый не успел спасовать, как вмешался судья.",
])
def test_lho_who_did_not_manage_to_call_leaves_36(text: str) -> None:
    assert _refs(text, 1) == ["36"]
    assert "inadmissible_double_condoned" not in _ids(text)


# a bid only meant («хотел сказать 2♥») is no call: the bid made is compared with the one before, insufficient (27)


@pytest.mark.parametrize("text", [
    "Левый открыл 1БК, партнёр хотел сказать 2♥, а сказал 1♥. Левый ещё не заявлял.",
    "RHO opened 1NT; partner meant 2♣ Stayman but bid 1♣. LHO has not called.",
    "Правый открыл 2♠, я хотел сказать 3♥, но сказал 2♥. Что теперь будет?",
    "LHO opened 1♠ and I wanted to bid 2♥ but said 1♥. Nobody has called since.",
])
def test_the_bid_made_after_one_only_meant_is_insufficient(text: str) -> None:
    assert _ids(text)[0] == "insufficient_bid" or _ids(text)[0].startswith("insufficient_bid")
    assert _refs(text, 1)[0].startswith("27")


# «1♥ пас пас пас» and then a call only talked about, or the contract named again: no call after the final pass


@pytest.mark.parametrize("text", [
    "1♥ пас пас пас, а партнёр спросил после торговли, почему я не сказал 2♥. Это нарушение этики?",
    "Торговля: 1♥ пас пас пас. Болван после хода сказал партнёру, что 1♥ — это плохо, надо было 2♥. Этика?",
])
def test_a_call_only_talked_about_after_three_passes_is_no_39(text: str) -> None:
    assert _refs(text, 1) == ["74"]
    assert not any(i.startswith("call_after_final_pass") for i in _ids(text))


def test_a_call_made_after_three_passes_is_still_39() -> None:
    assert _refs("1♠ пас пас пас, и тут вистующий сказал контра", 1)[0].startswith("39")


# «машинально» is no misclick when the turn taken is told by the seat it came before (31)


@pytest.mark.parametrize(("text", "ref"), [
    ("Партнёр открыл 1♣, а я машинально сказал 1♥, опередив правого.", "31A"),
    ("Соперник справа машинально сказал 2♣, опередив своего партнёра.", "31B"),
    ("Дилер Запад. Север машинально открыл 1♣ раньше Запада.", "31A"),
])
def test_a_reflex_call_before_a_named_seat_is_out_of_rotation(text: str, ref: str) -> None:
    assert _refs(text, 1) == [ref]


# "LHO called after my partner out of turn": LHO called in her own partner's turn (30, 31), not over my call (29B)


@pytest.mark.parametrize(("text", "law"), [
    ("Левая сказала пас поверх моего партнёра не в свою очередь.", "30"),
    ("Левый сказал 2♥ после моего партнёра вне очереди.", "31"),
])
def test_lho_after_my_partner_out_of_turn_is_no_29b(text: str, law: str) -> None:
    top = _refs(text, 1)[0]
    assert top.startswith(law) and top != "29B"


def test_lho_after_my_own_pass_out_of_turn_stays_29b() -> None:
    assert _refs("Соперник слева сказал пас после моего паса не в свою очередь: сдавал правый", 1) == ["29B"]


# «я не нарушитель, нарушил партнёр»: one player not the offender, his side is (16C2)


@pytest.mark.parametrize("text", [
    "Я не нарушитель, это партнёр сказал вне очереди 1♠, заявку отменили. Могу ли я учитывать, что у него пики?",
    "Я, конечно, не нарушитель, нарушил партнёр: он сделал недостаточную заявку 1♠ и заменил её на 2♠. Могу ли я "
    "использовать информацию о пиках?",
    "I'm not the offender, my partner is: he bid out of turn and it was cancelled. Can I use what his cancelled bid "
    "told me?",
    "Судья сказал, что партнёр — не нарушитель, а я нарушитель: я вышел не в свою очередь, карту вернули. Может ли "
    "партнёр учитывать мою карту?",
])
def test_one_player_not_the_offender_with_his_partner_offending_is_16c2(text: str) -> None:
    assert _ids(text)[0] == "withdrawn_action_information_offending"
    assert _refs(text, 1) == ["16C2"]


def test_we_not_the_offenders_and_they_offended_stay_16c1() -> None:
    text = "Мы не нарушители, нарушили соперники: правый отменил заявку. Можем ли мы её учитывать?"
    assert _ids(text)[0] == "withdrawn_action_information_non_offending"
