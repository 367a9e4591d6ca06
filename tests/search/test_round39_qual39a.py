"""Round 39 (qual39a): the auction and procedure readers.

* «передумал на 3 бк» names what the call became (a change of call, Law 25), not a bid «на» an earlier one
  (an insufficient bid); «сказал 2♣ на мои 2♠» stays an insufficient bid.
* a change refused by LHO, and the partner's pass asked about «до конца» / "for the rest of the auction": the penalty of
  another call made (25B2(B)(2)); the facts told first still settle it (the first call kept: 25B2(B)(1)).
* the round's end asked in the present («когда кончается раунд, если мы не доиграли сдачу»): 8B, as the past did.
* a player who grumbles («ворчит», «бурчит») or comments on every card: conduct (Law 74), not dummy's part in the play
  when dummy does it, nor a partner's mutter in the auction (73), nor a revoke story.
* the chat spellings «пака» / «патом» are «пока» / «потом» (the wrong board found «пока торговались»: 15C).
* "mid play" / "mid hand" with a space is during the play (a card missing and found: 14B1(B)).
Each with a near miss."""

import pytest

from bot.intake import changed_call, insufficient
from bot.intake.situation import read, search
from bot.intake.textscan import find_calls


def _top(text: str, n: int = 1) -> list[str]:
    return [h.ref for h in search(text, 5).hits[:n]]


def _ids(text: str) -> list[str]:
    return [c.id for c in read(text).concepts]


# «передумал на X»: the call it became
@pytest.mark.parametrize("text", [
    "норд сказал 3 бубны, а через минуту передумал на 3 бк, так можно?",
    "партнёр сказал 2 трефы, потом передумал на 2 пики",
])
def test_changed_mind_to_a_call_is_no_insufficient_bid(text: str) -> None:
    assert insufficient.insufficient(text, find_calls(text)) is None
    assert "insufficient_bid" not in _ids(text)
    assert _top(text)[0].startswith("25")


@pytest.mark.parametrize("text", [
    "правый сказал 2 трефы на мои 2 пики",
    "он сказал 1 бубну на мою 1 черву, что теперь?",
])
def test_a_bid_said_on_an_earlier_one_stays_insufficient(text: str) -> None:
    assert insufficient.insufficient(text, find_calls(text)) is not None


# the change refused, the partner's pass asked about to the end of the auction
@pytest.mark.parametrize("text", [
    "партнёр поменял заявку, левый замену не принял, мне теперь пасовать до конца торговли?",
    "partner changed his call after a pause, LHO did not accept it; do I have to pass for the rest of the auction?",
])
def test_a_pass_to_the_end_asked_after_a_refused_change_is_25b2b2(text: str) -> None:
    assert changed_call.section(text) == "25B2(B)(2)"
    assert _top(text) == ["25B2(B)(2)"]


def test_a_first_call_kept_stays_25b2b1_whatever_pass_is_asked() -> None:
    text = "партнёр поменял заявку, левый замену не принял, партнёр оставил первую; мне пасовать до конца?"
    assert changed_call.section(text) == "25B2(B)(1)"


def test_a_pass_to_the_end_without_a_change_is_no_law_25() -> None:
    assert changed_call.section("партнёр заявил вне очереди, мне теперь пасовать до конца торговли?") is None


# the round's end, asked in the present
@pytest.mark.parametrize("text", [
    "когда кончается раунд, если мы ещё не доиграли сдачу?",
    "раунд заканчивается, а мы не доиграли последнюю сдачу",
])
def test_the_round_ending_with_a_board_unfinished_is_8b(text: str) -> None:
    assert "round_ended_board_unfinished" in _ids(text)
    assert _top(text) == ["8B"]


def test_a_session_ending_is_no_round_unfinished() -> None:
    assert "round_ended_board_unfinished" not in _ids("когда кончается сессия, если все сдачи сыграны?")


# grumbling and commenting on every card: conduct
@pytest.mark.parametrize("text", [
    "сосед по столу всё время ворчит, так можно?",
    "соперник постоянно ворчит на своего партнёра, это нормально?",
    "sosed vse vremya vorchit za stolom",
])
def test_grumbling_at_the_table_is_conduct(text: str) -> None:
    assert "conduct_etiquette" in _ids(text)
    assert _top(text) == ["74"]


def test_dummy_commenting_on_every_card_stays_dummy_taking_part() -> None:
    text = "болван комментирует каждую карту разыгрывающего"
    assert _ids(text)[0] == "dummy_takes_part_in_play"
    assert _top(text) == ["43A1(C)"]


def test_a_partner_muttering_in_the_auction_stays_communication() -> None:
    assert _top("партнёр проворчал что-то во время торговли, а потом я спасовал") == ["73"]


def test_a_grumble_about_a_revoke_stays_a_revoke() -> None:
    assert _top("партнёр ворчал, что я не дал в масть — это ренонс?") == ["61"]


# chat spellings of «пока», «потом»
def test_the_wrong_board_found_while_bidding_typed_the_chat_way_is_15c() -> None:
    assert _top("узнали что не та сдача пака торговались, никто не против, что дальше", 1)[0] in {"15C2", "15C"}


def test_a_wrong_board_played_is_no_auction_story() -> None:
    assert _top("сыграли не ту сдачу, патом поняли", 1)[0].startswith("15A")


# "mid play" with a space
def test_a_card_missing_mid_play_and_found_is_14b1b() -> None:
    assert _top("a card was missing from my hand mid play and we found it under the table") == ["14B1(B)"]


def test_a_card_missing_mid_play_never_found_is_14b2() -> None:
    assert _top("a card was missing from my hand mid play, we never found it") == ["14B2"]


# a pass in partner's turn that got the offenders out of a double helped them (23B)
@pytest.mark.parametrize("text", [
    "юг спасовал, когда говорить должен был его партнёр, и этим спас их от контры — судья может исправить результат?",
    "юг спасовал вместо партнёра, и они избежали контры",
])
def test_a_pass_in_partners_turn_that_saved_them_from_a_double_is_23b(text: str) -> None:
    assert _ids(text)[0] == "pass_in_partners_turn_damaging"
    assert _top(text) == ["23B"]


@pytest.mark.parametrize("text", [
    "юг спасовал вместо партнёра, что теперь?",
    "я спас партнёра от контры, сказав 2 пики",
])
def test_no_help_told_or_no_pass_out_of_turn_is_no_23b(text: str) -> None:
    assert "pass_in_partners_turn_damaging" not in _ids(text)


# a change "after a clear pause", "after several seconds": made later, not at once (25B)
@pytest.mark.parametrize("text", [
    "West bid 1♥ and after a clear pause said 1♠ instead; LHO accepted it",
    "West bid 1♥ and after several seconds said 1♠ instead, and LHO accepted",
])
def test_a_change_after_a_described_pause_is_25b(text: str) -> None:
    assert changed_call.section(text) == "25B1"


def test_a_pause_before_an_opponents_pass_is_no_change_of_call() -> None:
    ids = _ids("West bid 1♥, and North passed after a clear pause")
    assert not {"change_of_call", "change_of_call_accepted", "change_of_call_inadvertent"} & set(ids)
