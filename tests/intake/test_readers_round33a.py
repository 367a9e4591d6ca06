"""Round 33 (issue 10): a double of partner's bid told with the bid before the verb («партнёр 3♥ сказал, а я ему
контру»: Law 36), and a question whether the contract stays doubled after a later bid (19C)."""

import pytest

from bot.intake import doubles, misinformed, partner_double


@pytest.mark.parametrize("text", [
    "партнёр 3♥ сказал а я ему контру по привычке, их ещё молчат",
    "партнёр 1♠ сказал и я контру дал",
    "партнёр сказал 1♠ а я контра",
])
def test_a_double_of_partner_s_bid_told_bid_first_is_law_36(text: str) -> None:
    assert partner_double.section(text) == "36"


@pytest.mark.parametrize("text", [
    "партнёр 2♦ сказал, правый 2♥, а я контра",  # an opponent's bid came between: a legal double
    "партнёр 3♥ сказал, а я ему контру, левый сказал 4♣",  # called over it: Law 35A
    "партнёр 3♥ сказал, что у меня контра была слабая",
])
def test_no_law_36_when_an_opponent_bid_between_or_called_over(text: str) -> None:
    assert partner_double.section(text) is None


@pytest.mark.parametrize("text", [
    "1♥ double, 2♥ by partner, pass pass pass — contract is doubled or not?",
    "1♠ контра, партнёр сказал 2♠, дальше все пасовали. Контракт с контрой или без?",
    "они 3♦, я контра, левый 3♥, пас пас пас — контра осталась?",
    "1♣ X... no: 1♣ doubled, 1♥ by LHO, then three passes. Is it still doubled?",
])
def test_whether_it_stays_doubled_after_a_later_bid_is_19c(text: str) -> None:
    assert doubles.section(text) == "19C"


@pytest.mark.parametrize("text", [
    "я сказал контра тихо, соперник не услышал, контракт с контрой или нет?",  # no bid after the double
    "мы сыграли 4♠ с контрой, с контрой или без записали?",  # the bid before the double: its score
    "4♠ doubled or not, how many points is it?",
])
def test_no_19c_without_a_bid_after_the_double(text: str) -> None:
    assert doubles.section(text) != "19C"


@pytest.mark.parametrize("text", [
    "Сдачу уже сыграли, а потом выяснилось что их 2♣ было искусственное и никто нас не предупредил",
    "доску уже сыграли, и только тогда узнали, что соперники не предупредили про трансфер",
    "alert не было, misinformation, торговля уже закончена — поздно менять заявку?",
    "соперник не объяснил, что 2♦ трансфер, я спасовал, торговля закончена — могу поменять пас?",
])
def test_misinformation_found_once_the_hand_was_played_or_the_auction_ended_is_21b3(text: str) -> None:
    assert misinformed.section(text, True) == "21B3"


@pytest.mark.parametrize("text", [
    "соперник не предупредил, что 2♦ — трансфер, торговля ещё идёт, могу поменять пас?",  # in time: 21B1
    "мы сыграли 4♠, а потом выяснилось что их 2♣ было искусственное",  # the contract named: no hand told played out
    "уже сыграли две взятки, и выяснилось, что их 2♣ искусственное, нас не предупредили",  # mid-play, not out
])
def test_in_time_or_mid_play_is_not_read_as_a_hand_played_out(text: str) -> None:
    assert misinformed.section(text, True) in (None, "21B1")
