"""Free text → irregularity type and stated facts (bot.intake.prefill), ru and en; and the fuzz guarantee."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.partial import is_valid_partial
from bot.intake.prefill import prefill


@pytest.mark.parametrize(
    ("text", "type_", "irregularity", "hints"),
    [
        # Law 27: the brief's own example; partner's 1♦ over my 1♥ is insufficient (18C), said relatively
        ("партнёр сказал 1♦ после моей 1♥", "insufficient_bid", {"call": "1D"},
         {"over": "1H", "over_by": "me", "by_relative": "partner"}),
        ("insufficient bid 1D over 1H", "insufficient_bid", {"call": "1D"}, {"over": "1H"}),
        ("after my 1H partner bid 1D", "insufficient_bid", {"call": "1D"},
         {"over": "1H", "over_by": "me", "by_relative": "partner"}),
        # Law 54/56: lead out of turn, with and without the card and the seat
        ("he led out of turn", "lead_out_of_turn", {}, {}),
        ("Север вышел королём пик не в очередь", "lead_out_of_turn", {"by": "N", "card": "SK"}, {}),
        ("вышел не в очередь с т10 первым ходом", "lead_out_of_turn", {"card": "CT", "trick": 1}, {}),
        # Laws 30–32: call out of turn
        ("East bid 2S out of turn", "call_out_of_turn", {"by": "E", "call": "2S"}, {}),
        ("партнёр спасовал не в очередь", "call_out_of_turn", {}, {"by_relative": "partner"}),
        ("пас не в очередь", "call_out_of_turn", {"call": "P"}, {}),
        # Law 25: change of call
        ("Юг изменил 1♥ на 1♠", "change_of_call", {"by": "S", "call": "1H", "new_call": "1S"}, {}),
        # whose turn it was, told by seats (bot.intake.table_order): 29, 25, 44G / 53, 41A / 54
        ("Юг открыл 1♦, а Восток тут же сказал 1♠", "call_out_of_turn", {"by": "E", "call": "1S"},
         {"over": "1D", "auction": "1D", "auction_dealer": "S"}),
        ("я сказал 3♣, потом сразу: нет, 3♦", "change_of_call", {"call": "3C", "new_call": "3D"},
         {"by_relative": "me"}),
        ("South won the trick, then West led the ace of spades", "lead_out_of_turn", {"by": "W", "card": "SA"}, {}),
        # Law 24 / 48 / 50: exposed cards, by period and by who
        ("west dropped the ♥Q during the auction", "card_exposed_during_auction", {"by": "W", "cards": ["HQ"]}, {}),
        ("declarer exposed SK", "declarer_exposed_card", {"cards": ["SK"]}, {}),
        ("defender exposed the ♠10", "penalty_card", {"cards": ["ST"]}, {}),
        ("штрафная карта ♦3 у запада", "penalty_card", {"by": "W", "cards": ["D3"]}, {}),
        # Laws 61–64, 57, 68–71, 38, 36, 39
        ("revoke on trick 5 by West", "revoke", {"by": "W", "trick": 5}, {}),
        ("ренонс на 7-й взятке", "revoke", {"trick": 7}, {}),
        ("ренонс на третьей взятке", "revoke", {"trick": 3}, {}),
        ("East revoked on the eleventh trick", "revoke", {"by": "E", "trick": 11}, {}),
        ("восток сыграл преждевременно ♣K", "premature_play", {"by": "E", "card": "CK"}, {}),
        ("claim by south", "claim", {"by": "S"}, {}),
        ("Партнёр сказал 8♠", "bid_above_seven", {"call": "8S"}, {"by_relative": "partner"}),
        ("inadmissible double by North", "inadmissible_call", {"by": "N", "call": "X"}, {}),
        ("north doubled after the final pass", "call_after_final_pass", {"by": "N", "call": "X"}, {}),
        # Law 27 inferred from a stated auction: 1♦ after 1♠ is insufficient
        ("торговля: 1♥ пас 1♠ пас, запад сказал 1♦", "insufficient_bid", {"by": "W", "call": "1D"}, {"over": "1S"}),
    ],
)
def test_prefill_recognises_the_irregularity_and_its_facts(text, type_, irregularity, hints):
    result = prefill(text)
    assert result is not None
    assert result.type == type_
    assert result.case["irregularity"] == {"type": type_, **irregularity}
    assert result.hints == hints
    assert is_valid_partial(result.case)


def test_prefill_keeps_board_and_stated_auction():
    result = prefill("доска 12, торговля: 1♥ пас 1♠ пас, запад сказал 1♦")
    assert result is not None
    assert result.case["board"] == 12
    assert result.case["auction"] == ["1H", "P", "1S", "P"]


def test_prefill_reads_the_contract_played_and_its_declarer_law_41a():
    """"играем 3БК с Севера": contract 3NT, declarer North (not the offender); West led, East should have (41A)."""
    found = prefill("играем 3БК с Севера, первым вышел Запад")
    assert found is not None and found.type == "lead_out_of_turn"
    assert found.case == {"irregularity": {"type": "lead_out_of_turn", "by": "W"}, "contract": "3NT", "declarer": "N"}


def test_prefill_reads_a_contract_after_its_label():
    result = prefill("контракт 4♠, восток вышел не в очередь ♥A")
    assert result is not None
    assert result.case["contract"] == "4S"
    assert result.case["irregularity"] == {"type": "lead_out_of_turn", "by": "E", "card": "HA"}


@pytest.mark.parametrize("text", ["", "   ", "hello", "law 27", "что говорит закон 27B?", "what is a defective trick?",
                                  "что такое ренонс?", "What is a revoke", "what's an insufficient bid?",
                                  "1♥", "пас", None, 42])
def test_prefill_says_nothing_when_no_irregularity_is_described(text):
    assert prefill(text) is None


def test_prefill_a_sufficient_bid_over_another_is_not_insufficient():
    """Law 18C: 1♠ over 1♥ is sufficient, so the text alone names no irregularity."""
    assert prefill("1♠ over 1H") is None


_words = st.sampled_from(["партнёр", "сказал", "1♦", "после", "моей", "1♥", "led", "out of turn", "не в очередь",
                          "revoke", "trick", "7", "взятке", "♠K", "пК", "север", "N", "X", "XX", "пас", "контра",
                          "8♠", "board", "доска", "торговля:", "auction:", "contract", "claim", "exposed", "auction",
                          "changed", "на", "1 бк", "7NT", "изменил", "штрафная карта", "declarer", "LHO", ",", "0"])


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=300))
def test_fuzz_any_text_gives_a_valid_partial_case_or_nothing(text):
    result = prefill(text)
    assert result is None or is_valid_partial(result.case)


@settings(max_examples=400, deadline=None)
@given(st.lists(_words, max_size=25).map(" ".join))
def test_fuzz_bridge_like_text_gives_a_valid_partial_case_or_nothing(text):
    result = prefill(text)
    assert result is None or (is_valid_partial(result.case) and result.case["irregularity"]["type"] == result.type)


def test_a_definition_question_with_facts_still_offers_the_intake():
    """"What is the ruling…" with facts describes a case: the offer stays."""
    result = prefill("what is the ruling: West led out of turn the ♠K")
    assert result is not None and result.case["irregularity"] == {"type": "lead_out_of_turn", "by": "W", "card": "SK"}


@pytest.mark.parametrize("text", [
    "Восток сделал ход не в очередь, контракт 4 пики, разыгрывающий Юг",
    "East led out of turn, contract 4S, declarer South, board 27",
])
def test_a_seat_named_as_declarer_is_the_declarer_not_the_offender(text):
    """Law 41A/53–56: the declarer is a fact of the contract; the offender is the seat that led (East)."""
    result = prefill(text)
    assert result is not None and result.type == "lead_out_of_turn"
    assert result.case["irregularity"]["by"] == "E"
    assert result.case["contract"] == "4S" and result.case["declarer"] == "S"


@pytest.mark.parametrize(("text", "type_", "by", "call", "auction"), [
    ("North opened 1H, East bid 1D", "insufficient_bid", "E", "1D", None),
    ("Север открыл 1ч, Восток назначил 1б — недостаточно", "insufficient_bid", "E", "1D", None),
    ("board 5: N 1H, E 1D insufficient", "insufficient_bid", "E", "1D", ["1H"]),
    ("сдача 5: север 1ч, восток пас, юг 1б", "insufficient_bid", "S", "1D", ["1H", "P"]),
    ("North opened 1H, West bid 2C out of turn", "call_out_of_turn", "W", "2C", None),
    ("board 6: N 1H, E 1D insufficient", "insufficient_bid", "E", "1D", None),  # board 6: East deals, not North
])
def test_a_stated_sequence_is_the_auction_and_its_last_call_the_irregularity_law_27(text, type_, by, call, auction):
    """``North opened 1H, East bid 1D``: the calls before the last are the auction so far, the last (1♦) is the
    irregular call and East, who made it, the offender (not the first call and seat, 1♥ by North)."""
    result = prefill(text)
    assert result is not None and result.type == type_
    assert result.case["irregularity"] == {"type": type_, "by": by, "call": call}
    assert result.case.get("auction") == auction
    assert result.hints["over"] == ("1H")


def test_the_wizard_places_a_stated_sequence_once_the_board_gives_the_dealer_law_2():
    """No board in the text: the sequence waits for the board; board 5 (North deals) places 1♥ as North's call,
    board 6 (East deals) does not fit the text's «North opened», so the auction is asked as usual."""
    from bot.intake import wizard as W

    state = W.answer(W.start(prefill("North opened 1H, East bid 1D")), "5")
    assert state.auction == ["1H"] and W.suggested_offender(state) == "E"
    assert W.answer(W.start(prefill("North opened 1H, East bid 1D")), "6").auction == []
