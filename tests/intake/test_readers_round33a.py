"""Round 33 (issue 10): a double of partner's bid told with the bid before the verb («партнёр 3♥ сказал, а я ему
контру»: Law 36), and a question whether the contract stays doubled after a later bid (19C)."""

import pytest

from bot.intake import doubles, misinformed, partner_double
from bot.intake.situation import search


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


# review 33A1: the question whether it stays doubled is Law 19C only with a later call by another player, and not
# when another story is told surely (a revoke, a double out of turn, a call after the final pass, a lead out of turn)
@pytest.mark.parametrize(("text", "right"), [
    ("Законтрили 4♠, потом был ренонс; соперники спорят, сделан контракт или нет", "6"),
    ("They doubled 4 spades, then declarer revoked, is it still doubled?", "6"),
    # a defender's double after the final pass: 39B (its RHO, not its LHO, called after it; 35D is next)
    ("1♠ пас пас пас, потом левый сказал контра, а правый 2♥. Контра осталась?", "39B"),
    ("Партнёр сказал 1♠, я дал контру, левый сказал 2♥. Контра осталась?", "35"),
    ("Контра на 2♠ была вне очереди, я сказал 3♥, партнёр должен пасовать? Контра сохраняется?", "32"),
    ("LHO doubled out of turn, then RHO bid 2 hearts. Is the contract still doubled?", "32B2"),
    ("Соперник законтрил 3 бк, партнёр вышел не в очередь пикой. Разыгрывающий принял ход. Контра осталась?", "53"),
    ("Они законтрили 4♥, мы сыграли, в протоколе записали 4♥ без одной — с контрой или без записывать?", "77"),
])
def test_the_stays_doubled_question_in_another_story_is_not_19c(text: str, right: str) -> None:
    top = search(text, 5).hits[0].ref
    assert top != "19C" and top.startswith(right)


@pytest.mark.parametrize("text", [
    "сделан контракт или нет?",
    "остался контракт 4♠, болван открыл карты",
    "Законтрили 4♠, с контрой или нет?",  # the bid doubled is no later call
    "doubled 4 spades, is it still doubled?",
])
def test_the_contract_or_the_doubled_bid_is_no_later_call(text: str) -> None:
    assert doubles.section(text) != "19C"


@pytest.mark.parametrize("text", [
    "партнёр 1♠ сказал правый 2♥ и я контру дал — это легально?",
    "партнёр 1♠ сказал соперник 2♥ а я контра",
    "партнёр 2♣ ответил правый 2♥ и я сразу контру",
    "партнёр 1 бк сказал, а я контру дал на их 2♣ — партнёр не алертировал мою контру",
    "партнёр 3 бк сказал и я контру дал на их 4♣, левый вышел не в очередь",
])
def test_an_opponent_s_bid_after_partner_s_makes_the_double_legal(text: str) -> None:
    assert partner_double.section(text) is None


def test_a_double_of_rho_s_bid_after_partner_s_is_19a1() -> None:
    assert search("партнёр 1♠ сказал правый 2♥ и я контру дал — это легально?", 5).hits[0].ref.startswith("19")


@pytest.mark.parametrize("text", [
    "соперник не предупредил, что 2♦ трансфер. Могу ли я поменять свой пас, прежде чем торговля закончится?",
    "соперник не предупредил, что 2♦ трансфер. Можно ли поменять пас до того как торговля закончится или только "
    "когда торговля закончится?",
])
def test_the_auction_ending_in_the_future_is_in_time(text: str) -> None:
    assert misinformed.section(text, True) in (None, "21B1")
    assert search(text, 5).hits[0].ref == "21B1"


def test_played_with_them_last_round_is_no_hand_played_out() -> None:
    text = "соперники не предупредили про трансфер, мы с ними уже сыграли в прошлом туре, что делать?"
    assert misinformed.section(text, True) != "21B3"
