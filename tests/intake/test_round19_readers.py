"""Readers extended in the nineteenth round (issue 10), from the misses of the spent sets blind47 / blind48, each
case a sentence of our own that names the law passage it follows: a husband or wife at the table is the teller's
partner (the seats the readers work from); dummy told as partner «с открытой рукой» (Laws 43, 45D); a question
about «значение заявки» answered by the caller himself (20F1); a wrong card count found once everything was
played (13C); an insufficient bid replaced in the offender's own words «ну тогда пас» (27B2); a bid made before
the offender's own right-hand neighbour, who then passed, read by the words, not the compass auction (31A1)."""

from __future__ import annotations

import pytest

from bot.intake import asking, card_count, compass_auction, forms, rotation
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "spouse"), [
    ("моя жена открыла 1♥, а я ответил 1♠", "жена"),
    ("мы с мужем сидим на севере и юге", "мужем"),
    ("супруга объяснила мою заявку не так", "супруга"),
    ("муж нажал пас вместо контры", "муж"),
])
def test_a_husband_or_wife_at_the_table_is_partner(text: str, spouse: str) -> None:
    """Law 36, 75 and the rest speak of partner: a club player tells partner as «муж», «жена», «супруг(а)»."""
    seats = {text[s.start:s.end]: s.value for s in forms.find_seats(text)}
    assert seats.get(spouse) == "partner"


@pytest.mark.parametrize("text", [
    "жена соперника открыла 1♥",  # an opponent's wife
    "Север и Юг — муж и жена, они сидели против нас",  # a pair of opponents
    "играли против мужа с женой",
])
def test_an_opponents_spouse_or_a_married_pair_is_no_partner(text: str) -> None:
    """The opponents' spouse, or a married pair named as such, is not the teller's partner."""
    assert "partner" not in {s.value for s in forms.find_seats(text)}


@pytest.mark.parametrize(("text", "section"), [
    # 43A2(C): dummy may not look at a defender's cards
    ("партнёр, у которого карты лежат открытыми, подсмотрел в руку правого защитника", "dummy_looks_at_defender"),
    # 45D: dummy played a card declarer had not named
    ("партнёр с открытой рукой сам положил свою карту, хотя я ничего не называл", "dummy_played_unnamed"),
])
def test_dummy_told_as_partner_with_the_open_hand(text: str, section: str) -> None:
    """Laws 43A2(C), 45D: «партнёр с открытой рукой», «у которого карты выложены» is dummy."""
    assert section in read(text).concept_ids


def test_the_meaning_of_a_call_answered_by_the_caller_not_his_partner_is_20f1() -> None:
    """Law 20F1: the partner of the player who made the call answers a question about its meaning."""
    text = "соперница спросила значение нашей ставки, и ответил сам заявивший, а не его партнёр"
    assert asking.section(text) == "20F1"


@pytest.mark.parametrize("text", [
    "у партнёра оказалось 14 карт, а у меня 12, когда всё уже сыграли",
    "всю сдачу сыграли, и только тогда выяснилось, что у севера 14 карт",
])
def test_a_wrong_count_found_once_everything_was_played_is_13c(text: str) -> None:
    """Law 13C: found after the play, a hand having held more than 13 cards, the result is cancelled."""
    assert card_count.section(text) == "13C"


def test_an_insufficient_bid_replaced_with_a_pass_in_his_own_words_is_27b2() -> None:
    """Law 27B2: an insufficient bid replaced by a pass: the offender's partner passes throughout."""
    marks = read("левый сказал слишком низкую ставку, а потом махнул рукой: «ну тогда пас»").marks
    assert "ib_other" in marks


def test_a_bid_before_the_offenders_own_right_hand_neighbour_then_his_pass_is_31a1() -> None:
    """Law 31A1: a bid in RHO's turn, RHO then passes: the offender repeats his call. The turn told from the
    offender's own seat («своего соседа справа») is the words' reading, not the compass auction's."""
    text = "восток сказал 2 трефы раньше своего соседа справа, а тот потом спасовал"
    situation = read(text)
    assert compass_auction.section(text, situation.seats, situation.calls) is None
    assert rotation.SECTIONS["31A1"] in situation.concept_ids


def test_declarer_spreading_his_hand_after_a_lead_from_the_wrong_hand_makes_it_the_opening_lead() -> None:
    """Law 54A: after a faced opening lead out of turn declarer may spread his hand and become dummy; a lead «не с
    той руки» he answers by spreading his own cards was the defenders' opening lead, not his own (Law 55)."""
    from bot.intake import lead_out_of_turn

    text = "после хода не с той руки разыгрывающий махнул рукой и раскрыл свои карты, стал столом"
    assert lead_out_of_turn.SECTIONS["54"] in read(text).concept_ids


def test_declarer_claiming_after_his_own_wrong_hand_lead_is_not_54() -> None:
    """Law 55 (declarer's lead from the wrong hand) and a claim (68) stay theirs: no defender's lead is told."""
    from bot.intake import lead_out_of_turn

    text = "ход не с той руки у разыгрывающего, потом он открыл свои карты и сказал, что остальные его"
    assert lead_out_of_turn.SECTIONS["54"] not in read(text).concept_ids
