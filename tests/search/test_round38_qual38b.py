"""Readers and lexicon entries changed in the thirty-eighth round by the second quality helper (issue 10), for the
play period: sentences of our own, each naming the law passage it follows, and near misses that belong to another
law (or to none)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import claims, dummy_acts, premature, revoke, trick_inspection

# --- Law 49: a defender's card that fell out of his hand, or shown so that everyone saw it -------------------------


@pytest.mark.parametrize("text", [
    "у защитника выпал валет из рук, партнёр его видел",
    "вистующий нечаянно показал туза, все видели",
])
def test_a_defenders_card_fallen_or_seen_by_all_is_49(text: str) -> None:
    assert "defender_card_dropped_partner_saw" in _triggered(text)
    assert _refs(text)[0] in ("49", "50")


@pytest.mark.parametrize("text", [
    "у разыгрывающего выпала карта лицом вверх",  # declarer's card: Law 48
    "на торговле у меня выпала карта из руки лицом вверх",  # in the auction: Law 24
])
def test_a_card_fallen_from_declarer_or_in_the_auction_is_no_defenders(text: str) -> None:
    assert "defender_card_dropped_partner_saw" not in _triggered(text)


# --- Law 60: a play while the director was called; a defender's card before declarer leads from the right hand ------

@pytest.mark.parametrize("text", [
    "противник сходил не в очередь, и пока мы звали арбитра, его партнёр уже сыграл",
    "LHO led out of turn, and before anyone called the director his partner had already played",
    "declarer led from the wrong hand, was told to take it back, and before he led again a defender had already "
    "played a card",
])
def test_a_play_after_an_irregularity_before_rectification_is_60(text: str) -> None:
    assert "play_after_illegal_play" in _triggered(text)
    assert "60" in _refs(text)


@pytest.mark.parametrize("text", [
    "противник заявил вне очереди, и пока мы звали арбитра, партнёр уже сказал пас",  # a call: the auction
    "declarer led from the wrong hand and I called the director at once",  # nothing played after it: Law 55
])
def test_no_play_after_the_irregularity_is_no_60(text: str) -> None:
    assert "play_after_illegal_play" not in _triggered(text)


# --- Law 57A: declarer's options asked; a suit forbidden; partner played while I was still thinking ----------------

@pytest.mark.parametrize("text", [
    "вистующий сыграл раньше партнёра, какой выбор у разыгрывающего?",
    "a defender played before his partner: what are declarer's options?",
])
def test_declarers_options_after_a_premature_play_are_57a(text: str) -> None:
    assert _ids(text)[0] == "premature_play_partner_to_play"
    assert _refs(text)[0] == "57A"


def test_declarers_choice_told_is_its_section() -> None:
    assert premature.section("вистующий сыграл раньше партнёра, разыгрывающий потребовал старшую") == "57A1"


def test_options_asked_after_a_wrong_hand_lead_are_no_57a() -> None:
    assert "premature_play_partner_to_play" not in _ids("разыгрывающий пошёл не с той руки, какой выбор у защитника?")


@pytest.mark.parametrize("text", [
    "defender played too early, and declarer told his partner: don't play a spade",
    "вистующий сыграл раньше партнёра, разыгрывающий сказал ему: не играй в черву",
])
def test_a_suit_forbidden_after_a_premature_play_is_57a3(text: str) -> None:
    assert premature.section(text) == "57A3"


def test_a_suit_forbidden_after_a_lead_out_of_turn_is_no_57a3() -> None:
    assert premature.section("вистующий пошёл не в очередь, разыгрывающий сказал: не играй в черву") is None


def test_partner_played_while_i_was_still_thinking_is_57a() -> None:
    assert premature.partner_still_to_play(
        "с руки пошли пикой, я ещё думал, а мой партнёр, который сидит за разыгрывающим, уже бросил даму")


def test_partner_played_while_i_thought_in_the_auction_is_no_57a() -> None:
    assert not premature.partner_still_to_play("на торговле я ещё думал, а мой партнёр уже положил карточку пас")


# --- Laws 42B2 / 43B2(B) / 43A1(B): dummy called «открытый партнёр»; a revoke «заявил, что…» during the play -------

def test_the_open_partner_warning_after_breaking_his_limits_is_43b2b() -> None:
    assert dummy_acts.section(
        "открытый партнёр, нарушив ограничения, предупредил разыгрывающего, что тот идёт не с той руки") == "43B2(B)"


def test_the_open_partner_warning_without_a_breach_is_42b2() -> None:
    assert dummy_acts.section("открытый партнёр предупредил, что ход не с той руки") == "42B2"


def test_an_open_suit_is_no_dummy() -> None:
    assert dummy_acts.section("вистующий предупредил партнёра, что открытый туз лежит не с той руки") is None


def test_dummy_stating_a_revoke_during_play_is_43a1b() -> None:
    assert dummy_acts.section("болван посреди розыгрыша заявил, что вистующий не дал в масть") == "43A1(B)"


def test_declarer_stating_his_claim_beside_dummy_is_no_pointing_out() -> None:
    assert dummy_acts.section("болван молчал, разыгрывающий заявил, что остальные взятки его") is None


# --- Laws 68 / 70 / 71: a hand faced with the last tricks claimed; "one down" and cards folded; a trump not mentioned

def test_a_hand_faced_with_the_last_tricks_claimed_is_a_claim() -> None:
    text = "declarer showed his hand saying the last three are mine"
    assert "claim" in _triggered(text)
    assert _refs(text)[0].startswith(("68", "69", "70"))


def test_a_hand_shown_to_partner_is_no_claim() -> None:
    assert "claim" not in _triggered("a defender showed his hand to partner by accident")


def test_one_down_said_and_cards_folded_is_a_concession() -> None:
    text = "разыгрывающий сказал «без одной» и бросил карты, хотя все взятки были его"
    assert "concession" in _triggered(text)
    assert _refs(text)[0].startswith(("68", "71"))


def test_one_down_in_the_score_is_no_concession() -> None:
    assert "concession" not in _triggered("мы записали без одной, а соперники считают, что контракт сыгран")


@pytest.mark.parametrize("text", [
    "соперник заявил претензию на остальные и не упомянул козырь, который у нас был",
    "разыгрывающий выложил карты, сказал всё моё, а у нас ещё был туз",
])
def test_a_claim_with_a_card_not_mentioned_is_contested(text: str) -> None:
    assert "contested_claim" in _triggered(text)
    assert _refs(text)[0].startswith("70")


def test_a_trump_not_mentioned_in_the_auction_is_no_claim() -> None:
    assert "contested_claim" not in _triggered("партнёр не упомянул при объяснении, что козырь у нас пиковый")


# --- Law 65: tricks in a heap ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "he keeps his tricks in a heap and we cannot see who won the fifth",
    "у партнёра карты взяток свалены кучей, нельзя понять, кто взял",
])
def test_tricks_kept_in_a_heap_are_65(text: str) -> None:
    assert "trick_arrangement" in _triggered(text)
    assert "65" in _refs(text)


def test_a_heap_of_boards_is_no_trick_arrangement() -> None:
    assert "trick_arrangement" not in _triggered("the boards were piled in a heap on the next table")


# --- Law 45C4(B): a designation changed at once, in English ----------------------------------------------------------

def test_a_designation_changed_at_once_is_45c4b() -> None:
    text = "declarer asked for the jack from dummy and immediately said no wait, the ace"
    assert "designation_corrected" in _triggered(text)
    assert _refs(text)[0].startswith("45C4")


def test_a_card_asked_for_from_dummy_and_played_is_no_correction() -> None:
    assert "designation_corrected" not in _triggered("declarer asked for the jack from dummy and dummy played it")


# --- Law 62B1: a defender who took his revoking card back himself -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "защитник сделал ренонс, сам заметил и забрал карту, что теперь?",
    "a defender revoked, noticed it and took the card back",
])
def test_a_defender_taking_his_revoking_card_back_is_62b1(text: str) -> None:
    assert revoke.section(text) == "62B1"


def test_declarer_taking_his_revoking_card_back_is_62b2() -> None:
    assert revoke.section("разыгрывающий не дал в масть, сам заметил и забрал карту") == "62B2"


def test_a_card_taken_back_after_two_more_tricks_is_no_correction() -> None:
    assert revoke.section("вистующий не дал в масть, ещё 2 взятки сыграли, потом он забрал карту") is None


# --- Law 66A: the trick just played asked to be faced before the side has led to the next one ------------------------

@pytest.mark.parametrize("text", [
    "взятку уже собрали, наша сторона ещё не пошла, можно посмотреть карты?",
    "can I see the cards of the trick before our side has led?",
])
def test_a_look_before_the_side_has_led_is_66a(text: str) -> None:
    assert trick_inspection.section(text) == "66A"


def test_an_earlier_trick_before_the_side_has_led_is_66c() -> None:
    assert trick_inspection.section("хочу посмотреть третью взятку, мы ещё не пошли") == "66C"


# --- Law 68: a claim with no line told as «не говорит, как будет играть» ---------------------------------------

def test_a_claim_with_the_line_not_told_is_68c() -> None:
    assert claims.section("разыгрывающий заявил претензию и не говорит, как будет разыгрывать") == "68C"


def test_partner_saying_nothing_is_no_claim_without_a_line() -> None:
    assert claims.section("партнёр ничего не сказал, а соперник заявил претензию на остальные") is None


# --- Law 52A: a defender bound to play his penalty card played another ------------------------------------------------

def test_a_defender_bound_to_play_his_penalty_card_who_played_another_is_52a() -> None:
    text = "вистующий должен был сыграть штрафной картой, но сыграл другую"
    assert "penalty_card_not_played" in _triggered(text)
    assert _refs(text)[0] == "52A"


def test_declarer_bound_to_play_from_the_other_hand_is_no_penalty_card() -> None:
    assert "penalty_card_not_played" not in _triggered(
        "разыгрывающий должен был сыграть с другой руки, а сыграл открытой картой со стола")


# --- Law 49: a card named aloud by the teller's partner when the teller's side defends --------------------------------

def test_a_card_named_by_my_partner_when_we_defend_is_49() -> None:
    text = "Мы защищались против 4♥. Партнёр в середине розыгрыша сказал: «у меня ♠К, не волнуйся»"
    assert _ids(text)[0] == "defender_names_card"


def test_a_card_named_by_my_partner_when_i_declare_is_not_a_defenders() -> None:
    assert "defender_names_card" not in _ids("Я играл 4♥. Партнёр сказал: «у меня ♠К» ещё на торговле")


# --- Law 51: two penalty cards, not a contract at the two level beside one penalty card -----------------------------

def test_two_penalty_cards_are_51() -> None:
    assert "two_penalty_cards" in _triggered("у защитника две штрафные карты, что может разыгрывающий?")


def test_a_two_level_contract_beside_one_penalty_card_is_not_two_penalty_cards() -> None:
    assert "two_penalty_cards" not in _triggered("контракт 2♠, у защитника штрафная карта, что дальше?")


# --- Law 42: «стол» as dummy speaking, not a card put on the table ----------------------------------------------------

def test_the_table_speaking_is_dummy() -> None:
    assert any(found.startswith("dummy") for found in _triggered("стол сказал, что у меня нет пик"))


def test_a_card_put_on_the_table_and_a_remark_is_no_dummy() -> None:
    text = "судья велел положить карту на стол, а партнёр сказал, что это реплика"
    assert not any(found.startswith("dummy") for found in _triggered(text))


def test_a_defenders_card_fallen_is_read_with_ш_for_щ() -> None:
    assert "defender_card_dropped_partner_saw" in _triggered("у вистуюшего выпал король лицом вверх")


# --- Law 72: must one tell of one's own side's revoke ("revoked", not only "revoke") ----------------------------------

def test_telling_of_partners_revoke_is_72() -> None:
    assert "own_infraction_disclosure" in _triggered("My partner revoked; do I have to tell the opponents?")


def test_telling_the_director_of_the_opponents_revoke_is_no_72() -> None:
    assert "own_infraction_disclosure" not in _triggered("The opponents revoked; do I have to tell the director now?")
