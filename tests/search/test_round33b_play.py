"""Readers, lexicon entries and slang changed in the thirty-third round by the second quality helper (issue 10), for
the play period: sentences of our own, each naming the law passage it follows, and near misses that belong to
another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import unglue_text
from lawbase.search.spelling import mend


@pytest.mark.parametrize(("typed", "meant"), [
    ("выступающий пошёл первым", "вистующий пошёл первым"),
    ("выступающего партнёр", "вистующего партнёр"),
    ("он не в пасть сыграл", "он не в масть сыграл"),
])
def test_autocorrected_words_are_read_as_the_bridge_words(typed: str, meant: str) -> None:
    """A phone's autocorrect turns «вистующий» into «выступающий» and «масть» into «пасть»."""
    assert mend(typed) == meant


@pytest.mark.parametrize(("glued", "split"), [("невочереди", "не в очереди"), ("невмасть", "не в масть")])
def test_a_negated_phrase_typed_as_one_word_is_split(glued: str, split: str) -> None:
    assert unglue_text(glued) == split


@pytest.mark.parametrize("word", ["невеста", "невозможно", "невнимательно", "невмешательство"])
def test_real_words_beginning_nev_stay_whole(word: str) -> None:
    assert unglue_text(word) == word


@pytest.mark.parametrize("text", [
    "фальшренонс когда считается состоявшимся?",
    "ренонс уже состоявшийся или ещё можно исправить?",
    "когда ренонс признается окончательным",
])
def test_when_a_revoke_is_established_is_law_63(text: str) -> None:
    """Law 63A: a revoke becomes established when the offender or his partner plays to the next trick."""
    assert "revoke_establishment" in _triggered(text)
    assert _refs(text)[0].startswith("63")


@pytest.mark.parametrize("text", ["что считается ренонсом?", "состоялся турнир, партнёр сделал ренонс"])
def test_what_a_revoke_is_is_no_question_of_its_establishment(text: str) -> None:
    assert "revoke_establishment" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "болван сам положил короля во взятку, а я ещё думал, с чего играть",
    "стол сыграл даму, хотя я назвал туза",
    "болван сам сыграл маленькую, я ещё думал",
    "dummy played a card on his own before declarer named one",
])
def test_dummy_playing_a_card_declarer_did_not_name_is_law_45d(text: str) -> None:
    """Law 45D: a card dummy placed in the played position that declarer did not name."""
    assert "dummy_played_unnamed" in _triggered(text)
    assert "45D" in _refs(text)


@pytest.mark.parametrize("text", [
    "я назвал короля, и болван положил короля",
    "болван сам сложил взятку",
    "я со стола сыграл даму, хотя хотел туза",
])
def test_dummy_doing_as_told_or_his_own_tidying_is_no_law_45d(text: str) -> None:
    assert "dummy_played_unnamed" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "у разыгрывающего карта выпала из рук картинкой вверх",
    "У разыгрывающего карта выпала на стол, он её поднял и забрал обратно",
])
def test_a_card_dropped_by_declarer_is_law_48(text: str) -> None:
    """Law 48A: declarer is not subject to penalty for exposing a card; a dropped card is no card played (47G)."""
    ids = _ids(text)
    assert "declarer_exposed_card" in ids
    assert "retract_not_allowed" not in ids
    assert _refs(text)[0] == "48"


def test_a_card_played_and_simply_taken_back_is_still_law_47g() -> None:
    assert "retract_not_allowed" in _ids("разыгрывающий сыграл карту, потом просто забрал обратно и положил другую")


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал, что остальные его, мы согласились, а потом увидели, что у нас оставался туз",
    "соперник заявил, что все взятки его, мы кивнули, а потом посмотрели — одна была наша",
])
def test_agreeing_to_a_claim_told_in_the_third_person_then_finding_a_trick_is_law_69b(text: str) -> None:
    """Law 69B: a player may withdraw his agreement to a claim when his side would likely have won a trick."""
    assert "claim_agreement_withdrawn" in _ids(text)
    assert _refs(text)[0] == "69B"


def test_a_nod_to_a_claim_and_nothing_after_is_an_agreed_claim() -> None:
    """Law 69A: agreement to a claim (a nod is one)."""
    assert "claim_agreed" in _ids("разыгрывающий сказал, что остальные его, мы кивнули")


@pytest.mark.parametrize("text", [
    "Вистующий вышел не в свою очередь, разыгрывающий не разрешил, карта лежит открытой",
    "защитник зашёл не в свою очередь, а разыгрывающий не позволил, что теперь с картой?",
])
def test_a_lead_out_of_turn_not_allowed_is_law_56(text: str) -> None:
    """Law 56: a defender's lead out of turn declarer does not accept becomes a penalty card."""
    assert "defender_lead_out_of_turn_refused" in _ids(text)
    assert _refs(text)[0] == "56"


def test_not_letting_a_card_be_taken_back_is_no_refusal_of_the_lead() -> None:
    assert "defender_lead_out_of_turn_refused" not in _ids(
        "вистующий пошёл не в свою очередь и хотел забрать карту, разыгрывающий не разрешил её забрать")


@pytest.mark.parametrize("text", [
    "болван привлёк внимание к нарушению защитника во время розыгрыша",
    "болван привлек внимание к ренонсу вистующего посреди сдачи",
])
def test_dummy_drawing_attention_during_the_play_is_law_43a1b(text: str) -> None:
    """Law 43A1(B): dummy may not draw attention to an irregularity during the play."""
    assert "dummy_points_out_during_play" in _ids(text)


@pytest.mark.parametrize("text", [
    "болван встал и посмотрел в карты моего партнёра, мы защищаемся",
    "dummy walked round and looked at my partner's hand",
])
def test_dummy_looking_at_the_tellers_partners_hand_is_law_43a2c(text: str) -> None:
    """Law 43A2(C): dummy may not look at a defender's hand (the teller's partner, when dummy is named apart)."""
    assert "dummy_looks_at_defender" in _ids(text)


def test_dummy_getting_up_to_watch_declarer_is_still_law_43a2b() -> None:
    assert "dummy_leaves_seat_to_watch" in _ids("болван встал и пошёл смотреть, как разыгрывающий играет")


@pytest.mark.parametrize("text", [
    "разыгрывающий бросил карты и сказал всё моё",
    "разыгрывающий бросил карты на стол: остальные мои",
])
def test_cards_thrown_down_with_a_claim_are_the_claim_law_68(text: str) -> None:
    """Law 68: a claim (cards shown, the rest of the tricks stated), not a discourtesy (74)."""
    ids = _ids(text)
    assert "claim" in ids
    assert "conduct_etiquette" not in ids
    assert "68" in _refs(text, 2)


def test_cards_thrown_rudely_with_a_claim_keep_the_discourtesy() -> None:
    assert "conduct_etiquette" in _ids("разыгрывающий швырнул карты и сказал остальные мои, хамство")


@pytest.mark.parametrize("text", [
    "Разыгрывающий вытянул со стола короля наполовину, потом передумал",
    "declarer pulled a card from dummy halfway and then changed his mind",
])
def test_declarer_drawing_a_card_from_dummy_is_law_45c3(text: str) -> None:
    """Law 45C3: a card of dummy's that declarer deliberately touched (other than to arrange them) must be played."""
    assert "dummy_card_touched" in _triggered(text)
    assert "45C3" in _refs(text)


@pytest.mark.parametrize("text", ["разыгрывающий вытащил карту из руки и положил на стол",
                                  "болван потянулся к карте со стола"])
def test_a_card_from_declarers_own_hand_or_dummys_reach_is_no_law_45c3(text: str) -> None:
    assert "dummy_card_touched" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "партнёр не дал в масть, а я уже положил карту в следующую взятку, можно исправить?",
    "вистующий не дал в масть, и его партнёр уже сыграл карту в следующую взятку",
])
def test_the_offenders_partner_playing_a_card_to_the_next_trick_establishes_the_revoke_law_63(text: str) -> None:
    """Law 63A1: the revoke is established when the offender or his partner plays to the following trick."""
    assert "revoke_established_by_play" in _ids(text)
    assert _refs(text)[0] == "63"


@pytest.mark.parametrize("text", [
    "вистующий не дал в масть, разыгрывающий сыграл карту в следующую взятку, и тут заметили",
    "защитник не дал в масть, но до того как кто-то сыграл карту в следующую взятку, он исправил",
])
def test_a_card_to_the_next_trick_by_the_other_side_or_not_yet_played_establishes_nothing(text: str) -> None:
    assert "revoke_established_by_play" not in _ids(text)


@pytest.mark.parametrize("text", [
    "партнёр вышел не в свою очередь, потому что разыгрывающий сказал, что его ход",
    "my partner led out of turn because declarer said it was his lead",
])
def test_a_lead_made_because_declarer_said_it_was_the_defenders_is_law_47e1(text: str) -> None:
    """Law 47E1: a lead out of turn made because an opponent said it was the player's lead may be withdrawn."""
    assert "retract_after_told_lead" in _ids(text)
    assert _refs(text)[0] == "47E1"


def test_declarer_saying_it_was_his_own_lead_is_no_law_47e1() -> None:
    assert "retract_after_told_lead" not in _ids("разыгрывающий сказал что его ход и пошёл с руки")


# review 33B: near misses of the entries above that named a wrong law


@pytest.mark.parametrize("text", ["какой штраф за состоявшийся ренонс", "штраф за состоявшийся ренонс",
                                  "какое наказание за свершившийся ренонс"])
def test_the_penalty_for_an_established_revoke_is_law_64(text: str) -> None:
    """Law 64: the tricks transferred after an established revoke; «состоявшийся» only says it is established (63).
    64 and 63 tie at the top on these words (a neighbour asking when a revoke is established votes 63): the
    reader settles the penalty, and its law takes the tie."""
    assert "revoke_establishment" not in _ids(text)
    assert _refs(text)[0] == "64"


@pytest.mark.parametrize("text", [
    "мы согласились с претензией, после посмотрели карты, всё верно, у нас взяток не было",
    "мы приняли претензию, затем проверили: разыгрывающий был прав",
    "мы согласились с претензией, потом глянули карты разыгрывающего, там действительно все старшие",
    "после претензии мы кивнули, а затем проверили все карты, претензия правильная",
])
def test_a_later_look_that_confirms_the_claim_leaves_the_agreement_law_69a(text: str) -> None:
    """Law 69A: the agreement stands; 69B needs a trick the side had actually won or could not lose."""
    assert "claim_agreement_withdrawn" not in _ids(text)
    assert _refs(text)[0] == "69A"


def test_a_later_look_that_confirms_ones_own_concession_withdraws_nothing() -> None:
    text = "я отдал остальные взятки, а потом посмотрел карты, всё было правильно"
    assert "own_concession_withdrawn" not in _ids(text)


@pytest.mark.parametrize("text", ["вистующий вышел не в очередь, разыгрывающий не разрешил звать судью",
                                  "вистующий пошел не в очередь, разыгрывающий не разрешил партнёру вызвать судью"])
def test_declarer_not_letting_anyone_call_the_director_is_no_refusal_of_the_lead(text: str) -> None:
    """Law 9B1: any player may call the director once attention is drawn to an irregularity."""
    assert "defender_lead_out_of_turn_refused" not in _ids(text)
    assert _refs(text)[0].startswith("9")


@pytest.mark.parametrize("text", [
    "разыгрывающий сыграл туза, упал король, а потом защитник передумал и поменял карту",
    "разыгрывающий сыграл даму, упал король, а потом разыгрывающий передумал и поменял карту со стола",
])
def test_a_king_falling_under_the_ace_is_a_card_played_law_47g(text: str) -> None:
    """Law 47G: a card once played may not be withdrawn except as 47A–E allow; «упал король» is bridge talk for a
    card played under a higher one, no card dropped."""
    assert "retract_not_allowed" in _ids(text)
    assert _refs(text)[0] == "47G"


@pytest.mark.parametrize("text", ["dummy played a card by himself before declarer named it",
                                  "dummy played a card on his own before declarer named one"])
def test_dummy_playing_a_card_by_himself_is_law_45d_first(text: str) -> None:
    """Law 45D: a card dummy placed that declarer did not name; 45B is declarer picking up dummy's card himself."""
    assert _refs(text)[0] == "45D"


@pytest.mark.parametrize("text", ["разыгрывающий вышел из руки не в очередь, ведь болван сказал, что его ход",
                                  "declarer led from the wrong hand because dummy said it was his lead"])
def test_declarer_leading_on_dummys_word_is_no_law_47e1(text: str) -> None:
    """Law 47E1 needs the player misinformed by an opponent: dummy is declarer's partner (Law 55)."""
    assert "retract_after_told_lead" not in _ids(text)
    assert _refs(text)[0] == "55"


@pytest.mark.parametrize("text", ["разыгрывающий бросил карты на стол со словами остальные мои, это вообще этично?",
                                  "declarer threw down his cards at me angrily claiming the rest"])
def test_cards_thrown_down_with_a_claim_and_a_question_of_conduct_keep_law_74(text: str) -> None:
    """Law 74: the claim is 68, and the conduct asked about (ethics, anger) keeps the discourtesy beside it."""
    assert "conduct_etiquette" in _ids(text)
    assert "74" in _refs(text, 3)
