"""Search of the play period, wrong card counts and glued definition questions changed in round 30 (issue 10):
sentences of our own, each naming the law passage it follows, and for each change the sentences with its words
that mean something else."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids

from lawbase.search.cache import get_index
from lawbase.search.query import analyse


@pytest.mark.parametrize(("text", "first"), [
    ("чтотакое фальшренонс", "DEF:Фальшренонс"),
    ("Шотакое гейм?", "DEF:Гейм"),
    ("chtotakoe renons", "DEF:Фальшренонс"),
    ("чтозначит штрафная карта", "DEF:Штрафная карта"),
    ("ктотакой болван", "DEF:Болван, стол"),
])
def test_a_definition_question_typed_glued_asks_the_word(text: str, first: str) -> None:
    """«чтотакое», «шотакое», «chtotakoe»: the question's two words typed as one still ask what a word means."""
    assert analyse(get_index(), text).wants_definition
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "что-то такое было с ренонсом",
    "чтобы такое не повторялось, судья наказал ренонс",
    "штрафная карта лежит, этот ход законный?",
])
def test_words_that_only_begin_like_a_question_ask_no_definition(text: str) -> None:
    assert not analyse(get_index(), text).wants_definition


@pytest.mark.parametrize("text", [
    "внучка призналась, что нарочно сбросила не ту масть, чтобы запутать разыгрывающего, мол всё равно потом поправят",
    "партнёр специально сделал ренонс, штраф всё равно меньше",
    "the defender deliberately revoked to mislead declarer",
    "he deliberately did not follow suit, knowing the penalty",
])
def test_a_revoke_made_on_purpose_is_an_intentional_infringement(text: str) -> None:
    """Law 72B1: no law is broken on purpose, even when its rectification is one the offender is willing to bear."""
    assert "intentional_infraction" in triggered_ids(text)
    assert "72" in _refs(text, 2)  # beside the rule broken, 44C


@pytest.mark.parametrize("text", [
    "разыгрывающий специально сбросил пику, чтобы запутать защитников",  # a legal false card: no infringement
    "случайно сбросила не ту масть, потом поправила",  # a revoke by accident
    "у меня есть пика а я сбросил бубну специально можно так",  # asks whether one must follow suit (44C)
])
def test_a_deceptive_discard_or_an_accidental_revoke_is_no_intentional_infringement(text: str) -> None:
    assert "intentional_infraction" not in triggered_ids(text)


@pytest.mark.parametrize("text", [
    "clicked the ♠2 instead of the ♠K online, total misclick, can i change it",
    "misclick: I clicked ♥3, wanted ♥Q, can I fix it?",
    "кликнул пК вместо п2, можно поменять?",
])
def test_a_card_misclicked_is_a_misclick_in_the_play(text: str) -> None:
    ids = triggered_ids(text)
    assert "misclick_in_play" in ids
    assert "change_of_call_inadvertent" not in ids


@pytest.mark.parametrize("text", [
    "misclicked 2♠ instead of 2♥ in the auction",
    "мисклик: нажал 3♣ вместо 3♦",
])
def test_a_call_misclicked_stays_a_change_of_call(text: str) -> None:
    assert "misclick_in_play" not in triggered_ids(text)


@pytest.mark.parametrize("text", [
    "У разыгрывающего выпала дама пик на сукно, все видели",
    "у разыгрывающего упал туз бубен на стол лицом вверх",
    "разыгрывающий выронил короля треф, все видели",
])
def test_a_card_that_fell_from_declarers_hand_is_declarers_exposed_card(text: str) -> None:
    assert "declarer_exposed_card" in triggered_ids(text)


def test_a_defenders_card_that_fell_is_no_declarers_exposed_card() -> None:
    text = "у вистующего выпала дама на стол, разыгрывающий требует её сыграть"
    assert "declarer_exposed_card" not in triggered_ids(text)
    assert _refs(text)[0] in ("50", "49")


@pytest.mark.parametrize("text", [
    "dummy выложил козыри не с той стороны, это просто cringe или нарушение?",
    "болван выложил козыри слева, а не справа — это нарушение?",
    "dummy spread his trumps on the wrong side",
    "болван разложил карты вперемешку, не по мастям",
])
def test_how_dummy_spreads_his_hand_is_law_41d(text: str) -> None:
    """Law 41D: dummy's cards face up, sorted into suits in columns towards declarer, trumps to dummy's right."""
    assert "dummy_hand_arrangement" in triggered_ids(text)
    assert _refs(text)[0] == "41D"


@pytest.mark.parametrize(("text", "first"), [
    ("болван сказал: не с той руки!", "42B2"),  # dummy warns of a lead from the wrong hand
    ("разыгрывающий сыграл козырем со стола, хотя ход был в руке", "55"),  # declarer's lead from the wrong hand
])
def test_the_wrong_hand_without_dummys_spread_is_no_arrangement(text: str, first: str) -> None:
    assert "dummy_hand_arrangement" not in triggered_ids(text)
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "Разыгрывающий велит мне ходить в пику, а пик у меня нет — ни одной",
    "разыгрывающий велит ходить в черву, а у меня ни одной червы",
])
def test_a_lead_demanded_of_a_suit_the_player_lacks_is_law_59(text: str) -> None:
    assert "inability_to_play" in triggered_ids(text)
    assert _refs(text)[0] == "59"


def test_a_lead_demanded_and_made_is_no_inability() -> None:
    assert "inability_to_play" not in triggered_ids("разыгрывающий велит ходить в черву, я пошёл в черву")


@pytest.mark.parametrize(("text", "first"), [
    ("пятая карта во взятке от вистуюшего, что с ней", "45E1"),  # ш for щ, as players often type it
    ("разыгрываюший положил пятую карту во взятку", "45E2"),
])
def test_a_fifth_card_by_a_role_typed_with_sh_for_shch(text: str, first: str) -> None:
    assert _refs(text)[0] == first


@pytest.mark.parametrize("text", [
    "during the auction partner's 2♣ shows an ace, and I passed",
    "у них 2♦ показывает короля, а нам не объяснили",
])
def test_what_a_call_shows_is_the_partnerships_agreement(text: str) -> None:
    """A call that «shows» or «показывает» an honour, a singleton, points: its meaning (Law 40), no card shown (24)."""
    assert "partnership_understandings" in triggered_ids(text)
    assert "24B" not in _refs(text, 1)


@pytest.mark.parametrize("text", [
    "showed an ace during the bidding by accident, partner saw it",  # a card shown: 24B
    "partner shows his cards to everybody after the hand",  # no call
])
def test_a_card_shown_is_no_calls_meaning(text: str) -> None:
    assert "partnership_understandings" not in triggered_ids(text)
