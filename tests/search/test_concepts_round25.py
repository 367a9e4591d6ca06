"""Concept lexicon entries and section-reader cues added or changed in the twenty-fifth round (issue 10), from the
causes behind the misses of the spent sets blind59 / blind60: sentences of our own, each naming the law passage it
follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import asking, claims, doubles, dummy_acts, revoke
from bot.intake.situation import read


def test_cards_stuck_into_the_wrong_pocket_after_the_hand_are_law_7c() -> None:
    """Law 7C: after the play each hand goes back into its own pocket; «засунул» is putting it there."""
    assert "cards_returned_to_board" in _ids("после игры партнёр засунул свои карты не в тот карман коробки")


@pytest.mark.parametrize("text", ["в масти хода у меня нет карт той масти, можно скинуть любую карту?",
                                  "нет карт этой масти, могу сбросить что угодно?"])
def test_no_card_of_the_suit_led_may_play_any_card(text: str) -> None:
    """Law 44D: a player unable to follow suit may play any card."""
    assert "unable_to_follow_suit" in _ids(text)


def test_declarer_taking_dummys_card_himself_is_law_45b() -> None:
    """Law 45B: declarer may play dummy's card himself; it is no lead from the wrong hand (55)."""
    text = "разыгрывающий сам вытащил карту со стола, так можно?"
    ids = _ids(text)
    assert "declarer_plays_from_dummy_himself" in ids and "declarer_wrong_hand" not in ids
    assert "45B" in _refs(text)


def test_leading_from_dummy_after_winning_in_hand_stays_law_55() -> None:
    """No card taken by declarer's own hand: a lead from the wrong hand is not 45B."""
    assert "declarer_plays_from_dummy_himself" not in _ids("разыгрывающий пошёл со стола, хотя взятку взял рукой")


def test_dummy_who_may_ask_declarer_after_his_failure_to_follow_is_42b1() -> None:
    """Law 42B1: dummy may ask declarer, who failed to follow suit, whether he has none (a right, not 43A1(B))."""
    assert dummy_acts.section("болван увидел, что разыгрывающий не дал в масть, можно ли ему спросить?") == "42B1"


@pytest.mark.parametrize("text", ["соперник орёт на партнёра весь вечер", "he yells at his partner after every board"])
def test_shouting_at_a_player_is_conduct(text: str) -> None:
    """Law 74: courtesy at the table, told in the present tense too."""
    assert "conduct_etiquette" in _ids(text)


def test_a_redouble_with_no_double_before_it_is_inadmissible() -> None:
    """Law 36 (19B1): a redouble when nobody had doubled."""
    assert "inadmissible_double" in _ids("сосед сказал реконтру, хотя контры не было")


def test_a_player_who_had_to_keep_silent_and_bid_anyway_is_law_37() -> None:
    """Law 37 (with 23): a player barred for the rest of the auction who bids."""
    assert "pass_obligation" in _ids("ему надо было молчать до конца торговли, но он вылез с заявкой")


def test_who_of_us_leads_asked_after_the_auction_is_20c1_not_a_call_after_the_final_pass() -> None:
    """Law 20C1: after the final pass a defender may ask whose lead it is; «после трёх пасов» dates the question, no
    call was made after it (Law 39)."""
    text = "после трёх пасов я забыл, кто из нас выходит, спросил"
    ids = _ids(text)
    assert "whose_lead" in ids or "whose_lead_after_auction" in ids
    assert "call_after_final_pass" not in ids
    assert asking.section(text) == "20C1"


@pytest.mark.parametrize(("text", "want"), [
    ("атака лежит рубашкой вверх, а партнёр хочет спросить про торговлю", "41B"),
    ("he asked about the auction while the opening lead was face down", "41B"),
])
def test_a_question_about_the_auction_before_the_face_down_lead_is_faced_is_41b(text: str, want: str) -> None:
    """Law 41B: partner of the opening leader may still ask for a review before the lead is faced."""
    assert asking.section(text) == want
    assert "question_before_lead_faced" in _ids(text)


def test_boards_carried_to_the_next_table_are_law_8a2() -> None:
    """Law 8A2: who moves the boards just played to the next table (not 7D's table procedure)."""
    text = "кто должен относить коробки на следующий стол"
    ids = _ids(text)
    assert "boards_moved_to_next_table" in ids and "table_procedure_responsibility" not in ids
    assert "8A2" in _refs(text)


def test_a_trick_count_dispute_after_the_round_is_no_movement_story() -> None:
    """Law 79: the trick count disputed after the round ended; the round's end only says when."""
    ids = _ids("we disagreed about the number of tricks after the round ended")
    assert "trick_count_dispute" in ids and "movement_rounds" not in ids


@pytest.mark.parametrize("text", ["он долго думал, а у него оказался синглтон, развёл меня",
                                  "the opponent tanked holding a singleton to mislead me",
                                  "classic coffeehousing at our table"])
def test_a_hesitation_meant_to_mislead_is_deception(text: str) -> None:
    """Law 73: a variation of tempo designed to mislead an opponent."""
    assert "deception" in _ids(text)


def test_a_withdrawn_calls_suit_demanded_as_the_lead_is_law_26_not_a_penalty_card() -> None:
    """Law 26: declarer may require or forbid the lead of the withdrawn call's suit; no penalty card is told."""
    ids = _ids("после отменённой заявки разыгрывающий требует от меня ход в эту масть")
    assert "withdrawn_call_lead_demanded" in ids and "lead_restriction_penalty_card" not in ids


def test_a_revoke_noticed_before_the_next_trick_was_begun_is_in_time() -> None:
    """Law 62B1: a defender's revoke corrected before the next trick is begun («ещё не начинали»)."""
    assert revoke.section("я защитник, не дал в масть и сам заметил, следующую взятку ещё не начинали") == "62B1"


@pytest.mark.parametrize("text", ["контрил думал 3ч а было 3б", "законтрировал, думал 2п, а было 2т"])
def test_a_double_of_a_misheard_bid_in_one_letter_suits_is_19a3(text: str) -> None:
    """Law 19A3: the doubler took the bid for another; chat writes suits as one letter («3ч», «3б»)."""
    assert doubles.section(text) == "19A3"


@pytest.mark.parametrize("text", ["declarer faced his cards and said the rest are mine, no line stated",
                                  "разыгрывающий сказал «остальное моё» и открыл карты, ничего не объяснив"])
def test_a_claim_with_no_line_nobody_objected_to_is_law_68(text: str) -> None:
    """Law 68: a claim goes with a clear statement of the line (2017 68C); no objection told: not yet Law 70."""
    assert claims.section(text) == "68C"
    assert _refs(text)[0] == "68"


@pytest.mark.parametrize("text", ["клейм без объяснений, а козырь у оппов остался",
                                  "claim with no line, the opponent is not happy: не согласен",
                                  "declarer claimed without a line and we still had a trump"])
def test_a_claim_with_no_line_that_overlooked_a_trump_or_was_objected_to_is_law_70(text: str) -> None:
    """Law 70: a trump left with the other side, or an objection: the claim is contested."""
    assert claims.section(text) == "70"


def test_a_penalty_the_laws_do_not_have_ruled_by_the_director_is_his_error() -> None:
    """Law 82: the director ruled a penalty that does not exist, a director's error (its rectification, 82C)."""
    assert "director_error" in _ids("судья назначил нам штраф, а потом оказалось, что такого наказания нет")


# What a review of the round found the new words read too broadly: everyday stories that must not get them.
# (A concept's weak reading from shared words alone, below a trigger's weight, may stay: the ranking weighs it.)


def _strong(text: str) -> list[str]:
    return [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", ["Вистующий не дал в масть, это заметили только через две взятки",
                                  "защитник не дал в масть, а после окончания розыгрыша это заметили"])
def test_an_established_revoke_is_no_correction_in_time(text: str) -> None:
    """Law 62B1 is a revoke corrected before it is established; noticed tricks later it is established (63)."""
    assert "revoke_corrected_defender" not in _strong(text)


@pytest.mark.parametrize("text", ["разыгрывающий молча заявил остальные, у соперников козырей не осталось",
                                  "declarer claimed without a word, the defenders had no trumps left"])
def test_no_trump_left_is_nothing_overlooked(text: str) -> None:
    """A claim with no line stated and no trump out: Law 68's, not contested (70)."""
    assert claims.section(text) == "68C"


def test_should_have_kept_quiet_is_no_barred_partner() -> None:
    """«надо было молчать» is the idiom; Law 37 needs a partner barred for the rest of the auction."""
    text = "Я сказал партнёру, что он неправильно сыграл. Наверное, надо было молчать"
    assert "pass_obligation" not in _strong(text)


def test_a_quitted_trick_face_down_is_no_opening_lead_face_down() -> None:
    """Law 41B is a question while the opening lead lies face down; a quitted trick face down is Laws 65/66."""
    ids = _strong("взятку положили рубашкой вверх, и разыгрывающий спросил, кто её взял")
    assert "question_before_lead_faced" not in ids


@pytest.mark.parametrize("text", ["Соперник кричит: судья!", "Партнёр кричит «пас» на весь стол"])
def test_shouting_a_word_is_no_rudeness(text: str) -> None:
    """Law 74 is about courtesy: «кричит» alone is how a call or a word was said."""
    assert "conduct_etiquette" not in _strong(text)


def test_a_director_refusing_a_penalty_the_laws_lack_is_no_error() -> None:
    """Law 82 is the director's error; saying there is no such penalty is the director doing his job."""
    assert "director_error" not in _strong("Судья сказал, что в правилах нет такого наказания, и результат остался")


@pytest.mark.parametrize("text", ["Я думал, что у партнёра синглтон, и сыграл маленькую",
                                  "the explanation misled me, I thought 2♦ was natural"])
def test_thinking_is_no_deception(text: str) -> None:
    """Law 73's deception needs a tempo or a mannerism; a player's own thought or a misexplanation is not one."""
    assert "deception" not in _strong(text)


def test_declarer_taking_dummys_card_from_the_wrong_hand_keeps_law_55() -> None:
    """45B (declarer may play dummy's card himself) does not quiet a lead from the wrong hand (55)."""
    assert "declarer_wrong_hand" in _ids("Разыгрывающий сам взял карту со стола, хотя ход был с руки")


@pytest.mark.parametrize("text", ["Declarer claimed; the opponents never said anything and the round ended",
                                  "разыгрывающий заявил остальные, соперники молча записали результат"])
def test_the_other_sides_silence_is_agreement_not_a_claim_with_no_line(text: str) -> None:
    """Law 69A: a claim the opponents acquiesce in, raising no objection before the round ends, is agreed; their
    silence («молча записали», "never said anything and") is not the claimer's claim with no line (68C)."""
    assert claims.section(text) == "69A"
