"""Typed answers of the wizard's state machine (``W.typed_answer``, ``W.typed_kind``): which questions take one,
and that each is checked exactly as a click is (Law 2 boards, legal calls call by call, cards, seats)."""

import json
from pathlib import Path

import pytest

from bot.errors import UserError
from bot.intake import wizard as W
from bot.intake.questions import BACK, DONE, OTHER
from bot.intake.wizard_apply import typed_call, typed_card
from engine.board import MAX_BOARD
from engine.calls import parse_call
from engine.errors import EngineError

LOCALE = Path(__file__).resolve().parents[2] / "bot" / "locale"


def typed(*texts: str, state: W.WizardState | None = None) -> W.WizardState:
    state = state or W.start()
    for text in texts:
        state = W.typed_answer(state, text)
    return state


def kind(state: W.WizardState) -> str | None:
    return W.typed_kind(state)


@pytest.mark.parametrize("text, board, dealer", [("27", 27, "S"), ("board 25", 25, "N"), ("Board26", 26, "E"),
                                                  ("сдача 100", 100, "W"), ("№ 7", 7, "S"), ("#4", 4, "W"),
                                                  (str(MAX_BOARD), MAX_BOARD, "W")])
def test_any_board_number_may_be_typed_law_2(text: str, board: int, dealer: str) -> None:
    state = typed(text)
    assert state.board == board and state.dealer_seat().value == dealer and kind(state) == "auction"


@pytest.mark.parametrize("text", ["0", str(MAX_BOARD + 1), "board", "сдача ноль", "-3", "27 28"])
def test_a_typed_board_out_of_range_or_not_a_number_is_refused_naming_the_text(text: str) -> None:
    with pytest.raises(EngineError) as err:
        typed(text)
    assert err.value.code == "bad_board" and err.value.params["value"] == text


def test_several_calls_typed_at_once_are_checked_one_by_one_law_27():
    state = typed("5", "1H P 1S")
    assert state.auction == ["1H", "P", "1S"] and kind(state) == "auction"
    assert W.back(state).auction == []  # one typed answer, one step back
    with pytest.raises(EngineError) as bad:
        typed("1H P 1S 2Z", state=typed("5"))
    assert bad.value.code == "bad_call" and bad.value.params["value"] == "2Z"
    with pytest.raises(UserError) as illegal:
        typed("1H P 1C", state=typed("5"))
    assert illegal.value.code == "intake_call_not_legal" and illegal.value.params["call"] == "1♣"
    with pytest.raises(UserError) as after_end:  # Law 17E: nothing after three passes
        typed("1H P P P P", state=typed("5"))
    assert after_end.value.code == "intake_call_not_legal" and after_end.value.params["law"] == "17E"
    ended = typed("1ч пас пас пас", state=typed("5"))
    assert ended.auction_done and kind(ended) is None  # "what happened?" is clicked


def test_seats_cards_and_a_call_may_be_typed_law_24():
    state = typed("3", "P P")
    state = W.answer(W.answer(state, DONE), "card_exposed_during_auction")
    assert kind(state) == "seat"
    state = typed("восток", state=state)
    assert state.irregularity["by"] == "E" and kind(state) == "cards"
    state = typed("пК чТ", state=state)
    assert state.irregularity["cards"] == ["SK", "HA"]
    with pytest.raises(EngineError) as err:
        typed("zz", state=state)
    assert err.value.code == "bad_card"


def test_a_typed_seat_is_checked_like_a_clicked_one():
    """An insufficient bid is a call in turn: South is in turn after 1♥ P (board 5), East is refused."""
    state = W.answer(typed("5", "1H P"), DONE)
    state = W.answer(state, "insufficient_bid")
    with pytest.raises(UserError) as err:
        typed("east", state=state)
    assert err.value.code == "intake_not_in_turn"
    state = typed("S", "1D", state=state)
    assert state.irregularity == {"by": "S", "call": "1D"}
    with pytest.raises(EngineError) as bad:
        typed("somewhere", state=W.back(W.back(state)))
    assert bad.value.code == "bad_seat"


def test_without_a_board_dealer_and_vulnerability_may_be_typed():
    state = W.answer(W.start(), OTHER)
    assert kind(state) == "seat"
    state = typed("west", "обе", state=state)
    assert (state.dealer, state.vul) == ("W", "both") and kind(state) == "auction"


def test_a_typed_contract_must_be_a_bid():
    state = W.start(None)
    state.board, state.type, state.auction_done = 1, "lead_out_of_turn", True  # a play irregularity, no auction
    assert kind(state) == "contract"
    assert typed("4п", state=state).contract == "4S"
    with pytest.raises(UserError):
        typed("P", state=state)


def test_controls_and_questions_without_typing_refuse_typed_text():
    with pytest.raises(UserError) as err:
        typed(BACK)
    assert err.value.code == "intake_bad_answer"
    with pytest.raises(UserError):
        typed("   ")
    done = typed("5", "P P P P")
    assert done.auction_done and W.question(done).step == "type"
    with pytest.raises(UserError) as not_here:
        typed("call", state=done)  # "what happened?" is a choice of buttons
    assert not_here.value.code == "intake_not_typed"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_typed_prompts_fit_a_modal_label_and_examples_a_placeholder(lang: str) -> None:
    """Discord: a text input's label ≤ 45 characters, its placeholder ≤ 100; every kind worded in both languages."""
    catalog = json.loads((LOCALE / lang / "ruling_ui.json").read_text(encoding="utf-8"))
    for name in W.TYPED_KINDS:
        assert 1 <= len(catalog[f"rui.type.{name}"]) <= 45
        assert 1 <= len(catalog[f"rui.type.{name}.example"]) <= 100
    assert len(catalog["rui.type.board.example_console"]) <= 100


@pytest.mark.parametrize(("text", "call"), [("3 б/к", "3NT"), ("дабл", "X"), ("kontra", "X"), ("1 no-trump", "1NT"),
                                            ("три бк", "3NT"), ("редабл", "XX")])
def test_a_call_typed_as_players_write_it_is_read_as_the_situation_reader_reads_it(text: str, call: str) -> None:
    """The wizard shares the reader's forms: what ``/ask`` understands, a typed answer understands too."""
    assert typed_call(text) == parse_call(call)


def test_a_call_in_a_players_form_goes_into_the_auction_like_a_clicked_one() -> None:
    assert typed("5", "1H", "дабл").auction == ["1H", "X"]  # board 5: North deals; East doubles
    assert typed("5", "1H", "3 б/к").auction == ["1H", "3NT"]
    assert typed("5", "1ч пас 2 б/к").auction == ["1H", "P", "2NT"]  # several at once, in the same forms


@pytest.mark.parametrize(("text", "card"), [("пиковый король", "SK"), ("трефовую даму", "CQ"), ("3 of clubs", "C3")])
def test_a_card_typed_as_players_name_it_is_read(text: str, card: str) -> None:
    assert str(typed_card(text)) == card


@pytest.mark.parametrize("text", ["3 б/к и 2♠", "дабл пожалуйста", "пиковый король и дама"])
def test_more_than_one_thing_or_other_words_in_a_typed_call_or_card_is_refused(text: str) -> None:
    with pytest.raises(EngineError):
        typed_call(text)
    with pytest.raises(EngineError):
        typed_card(text)
