"""Readers extended in the twenty-third round (issue 10), from the misses of the spent sets blind55 / blind56, each
case a sentence of our own that names the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake import (
    dummy_acts,
    exposed,
    forms,
    insufficient,
    lead_restriction,
    misinformed,
    missing_card,
    premature,
    retract,
    rotation,
    spectator,
    withdrawn,
    wrong_board,
)
from bot.intake.situation import read
from bot.intake.textscan import find_calls


@pytest.mark.parametrize(("text", "calls"), [
    ("она сказала две трефочки", ["2C"]),
    ("я открыла одну бубночку", ["1D"]),
    ("партнёрша ответила двумя червочками? нет, три червочки", ["3H"]),
])
def test_the_suits_fondly_named_are_calls(text: str, calls: list[str]) -> None:
    """A level word before «трефочки», «бубночку», «червочки» is a bid, as before «трефы», «бубну», «червы»."""
    assert [found.value for found in find_calls(text)] == calls


def test_a_fond_suit_over_a_higher_bid_is_an_insufficient_bid() -> None:
    """Law 27A: a bid of two clubs over two spades, accepted by the next player's call."""
    text = "соседка слева открыла две пики, партнёрша сказала две трефочки, а следующая уже сказала пас"
    assert "lower_bid" in read(text).marks


def _section(text: str) -> str | None:
    return rotation.section(text, forms.find_seats(text), forms.every_call(text))


@pytest.mark.parametrize("text", [
    "я открыла 1♦, а партнёрша тут же сказала пас, хотя соседка слева ещё и рта не раскрыла",
    "я открыл 1♦, партнёр спасовал, хотя левый от меня ещё и рта не раскрыл",
])
def test_a_pass_while_the_owner_of_the_turn_had_not_yet_spoken_is_30b1(text: str) -> None:
    """Law 30B1: a pass in RHO's turn (the offender's RHO is the teller's LHO); «хотя левый ещё и рта не раскрыл»
    says whose turn it was, and the clause of concession says the pass came before it."""
    assert _section(text) == "30B1"
    assert "pass_out_of_turn_rho" in [found.id for found in read(text).concepts]


def test_not_yet_spoken_without_a_call_out_of_turn_settles_nothing() -> None:
    assert _section("я думаю, хотя левый ещё и рта не раскрыл") is None


@pytest.mark.parametrize(("text", "section"), [
    ("левая открыла 1♥, партнёрша спасовала, я сказала контра, хотя очередь была соседки справа; та потом "
     "сказала две червы", "32B2"),
    ("дала контру раньше соседки справа, а та потом спасовала", "32B1"),
])
def test_the_next_caller_said_again_as_ta_is_the_owner_of_the_turn(text: str, section: str) -> None:
    """Law 32B: a double in RHO's turn; «та» (she, the one just named) tells RHO's own next call, as «тот», «она»."""
    assert _section(text) == section


def test_a_pass_out_of_turn_that_made_three_passes_is_left_to_law_34() -> None:
    """Law 34: three passes in a row after a pass out of rotation; whether the auction ended is Law 34's, so no
    section of Law 30 is settled from the turn the story names."""
    text = "партнёр сказал пас не в свою очередь, и вышло три паса подряд, а я ещё ничего не сказал"
    assert not any(found.id.startswith("pass_out_of_turn_") for found in read(text).concepts)


@pytest.mark.parametrize("text", [
    "я лежал на столе и сказал партнёру «зачем ты пошёл с короля»",
    "Я лежала на столе и сказала партнёрше: «ну кто так играет?!»",
])
def test_the_teller_lying_on_the_table_is_dummy(text: str) -> None:
    """Law 43A1(C): «я лежал(а) на столе» is the players' way of saying «I was dummy»; a remark on partner's play is
    taking part in it."""
    assert dummy_acts.section(text) == "43A1(C)"


@pytest.mark.parametrize("text", [
    "болван пялится в карты защитника",
    "dummy was staring at the defender's cards",
])
def test_dummy_staring_at_a_defenders_cards_is_43a2c(text: str) -> None:
    """Law 43A2(C): dummy may not look at a defender's hand; «пялится», "staring" are looks too."""
    assert dummy_acts.section(text) == "43A2(C)"


def test_dummy_watching_declarer_over_his_shoulder_is_still_43a2b() -> None:
    assert dummy_acts.section("болван встал и смотрел через плечо разыгрывающего") == "43A2(B)"


@pytest.mark.parametrize("text", [
    "зритель первым заметил ренонс — мы теперь лишаемся права на наказание?",
    "a spectator pointed out the revoke: is the right to rectification lost?",
])
def test_a_spectator_pointing_out_with_no_side_told_is_11c(text: str) -> None:
    """Law 11C: a spectator drew attention to the irregularity and the story asks what that costs; whose spectator
    is not told, so the law's own passage, not the forfeiture of 11A."""
    ids = [found.id for found in read(text).concepts]
    assert "spectator_costs_rectification" in ids
    assert "forfeiture" not in ids


def test_a_spectator_of_our_captain_is_ours() -> None:
    """Law 11C1: «жена нашего капитана» is a spectator of our side; the opponent's revoke makes it 11C1."""
    text = "зрительница, жена нашего капитана, первой заметила, что соперник не дал в масть"
    assert spectator.section(text) == "11C1"


def test_a_friend_of_our_opponent_is_not_ours() -> None:
    assert spectator.section("друг нашего соперника первым заметил, что соперник не дал в масть") is None


@pytest.mark.parametrize("text", [
    "моя внучка сидит рядышком и смотрит, как я играю",
    "муж стоял за спиной и смотрел за игрой",
])
def test_a_relative_sitting_by_and_watching_is_a_spectator(text: str) -> None:
    """Law 76: a relative or friend sitting or standing by the table and watching is a spectator."""
    assert "spectators" in [found.id for found in read(text).concepts]


@pytest.mark.parametrize("text", [
    "соперник после своей заниженной заявки прыгнул вообще в другую масть",
    "he replaced his insufficient bid with a bid in a different suit",
])
def test_an_insufficient_bid_corrected_to_another_suit_in_words_is_27b2(text: str) -> None:
    """Law 27B2: the insufficient bid corrected to a bid in another denomination, both told in words."""
    assert "ib_other" in insufficient.marks(text, [])


def test_an_insufficient_bid_with_no_other_suit_is_no_correction() -> None:
    assert insufficient.marks("он сделал заниженную заявку и задумался", []) == set()


@pytest.mark.parametrize("text", [
    "во время торговли из руки вывалились семёрка и двойка",
    "during the auction the ace and the king fell on the table",
])
def test_two_cards_said_by_their_ranks_are_24c(text: str) -> None:
    """Law 24C: two or more cards exposed during the auction, said by their ranks («семёрка и двойка»)."""
    assert exposed.section(text, []) == "24C"
    assert "cards_exposed_in_auction" in [found.id for found in read(text).concepts]


def test_one_card_said_by_its_rank_is_not_24c() -> None:
    assert exposed.section("во время торговли выпала семёрка", []) != "24C"


@pytest.mark.parametrize("text", [
    "LOOT был потому что разыгрывающий сказал мне «твой ход», а это неправда",
    "я вышел, потому что соперник сказал: «ваш ход»",
])
def test_a_lead_on_an_opponents_quoted_word_is_47e1(text: str) -> None:
    """Law 47E1: a lead out of turn made because an opponent said it was the player's lead, his words in quotes."""
    assert retract.section(text) == "47E1"


def test_partners_quoted_word_is_no_opponents_misinformation() -> None:
    assert retract.section("партнёр сказал мне «твой ход», и я вышел") is None


@pytest.mark.parametrize("text", [
    "атака уже лежит открытой, и только тогда всплыло, что нам объяснили криво",
    "the opening lead was faced and then it turned out the opponents explained it wrong",
])
def test_misinformation_found_out_once_the_lead_was_faced_is_21b3(text: str) -> None:
    """Law 21B3: too late to change a call once the opening lead is faced; «объяснили криво» is a wrong explanation
    and «нам объяснили» the opponents' explanation to us."""
    assert misinformed.section(text) == "21B3"


def test_misinformation_found_out_during_the_auction_is_not_21b3() -> None:
    assert misinformed.section("в торговле всплыло, что нам объяснили криво") != "21B3"


@pytest.mark.parametrize(("text", "section"), [
    ("после отмены заявки оппонента мы можем использовать эту инфу?", "16C1"),
    ("после отмены заявки моего партнёра соперники могут это учитывать?", "16C2"),
])
def test_the_owner_of_a_withdrawn_call_said_after_it_says_whose_it_was(text: str, section: str) -> None:
    """Law 16C: «отмена заявки оппонента» — the owner said in the genitive after the withdrawal — is the opponents'
    withdrawn call (16C1: authorized to us), «заявки моего партнёра» our own side's (16C2)."""
    assert withdrawn.section(text) == section


@pytest.mark.parametrize("text", [
    "сосед сказал 1 бк не в свой черёд, заявку сняли. что теперь с первым ходом его партнёра",
    "его контру вне очереди отменили — что будет с атакой его партнёра?",
])
def test_a_withdrawn_call_that_named_no_suit_and_partners_lead_asked_is_26b(text: str) -> None:
    """Law 26B: a withdrawn call that named no suit (notrump, a double); the question about the offender's partner's
    lead makes the lexicon's weaker reading of a lead restriction the story's own."""
    assert lead_restriction.section(text) == "26B"
    assert "lead_restriction_other_call" in [found.id for found in read(text).concepts]


@pytest.mark.parametrize("text", [
    "в трёх руках по 13, в моей 12. торговли ещё не было, ищем карту",
    "у меня 12, у остальных по 13, до начала торговли",
])
def test_twelve_told_against_the_others_thirteen_before_the_auction_is_14a(text: str) -> None:
    """Law 14A: one hand short, the other three correct, found before the play began."""
    section = missing_card.section(text)
    assert section is not None and section.startswith("14A")


def test_twelve_and_thirteen_told_of_the_same_hand_are_no_short_hand() -> None:
    assert missing_card.section("до начала торговли насчитал 13 карт, потом 13 снова") is None


@pytest.mark.parametrize("text", [
    "партнёр сходил картой до того, как я сыграл во взятку, разыгрывающий запрещает мне определённую масть",
    "partner shodil kartoy do togo kak ya sygral vo vzyatku, razygr zapreshchaet mne opredelennuyu mast'",
])
def test_declarer_forbidding_a_suit_after_partners_premature_play_is_57a3(text: str) -> None:
    """Law 57A3: the teller's partner played before the teller did («до того, как я сыграл»), and declarer forbids a
    suit («запрещает», not only «запретил»), in Cyrillic or Latin letters."""
    assert premature.section(text) == "57A3"
    assert "premature_play_other_suit" in [found.id for found in read(text).concepts]


@pytest.mark.parametrize("text", [
    "торгуемся и тут выясняется, что коробка вообще не нашего раунда",
    "пока торговались, оказалось, что сдача чужая",
])
def test_a_wrong_board_found_while_the_players_bid_is_15c(text: str) -> None:
    """Law 15C: the wrong board found during the auction, told as «торгуемся и тут…», «пока торговались»."""
    assert wrong_board.section(text) == "15C"


def test_not_bidding_is_no_auction_under_way() -> None:
    assert wrong_board.section("мы сыграли коробку не нашего раунда, потом не торгуемся и ждём судью") != "15C"
