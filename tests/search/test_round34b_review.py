"""Review 34B: sentences where the thirty-fourth round's play readers, lexicon and definition frame named a wrong law
(a revoke put right in time read as established, a lead out of turn accepted after a first «не согласился», a review
asked at one's first turn to play, the penalty of an established revoke, a board's score asked politely), and
near misses of the 45D reading of a card placed from dummy."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import asking, dummy_call, lead_out_of_turn, revoke

# --- Law 62: tricks played before the revoke, or after it was put right, establish nothing --------------------------

@pytest.mark.parametrize(("text", "law"), [
    ("Разыгрывающий не дал в масть, но тут же заменил карту. Ещё две взятки сыграли, потом позвали судью — надо ли "
     "что-то отдавать?", "62B2"),
    ("Уже пару взяток сыграли, и тут вистующий не дал в масть, но заметил сам сразу и исправил", "62B1"),
    ("Противник не дал в масть, но сразу исправил; потом ещё несколько взяток прошло. Штрафная ли карта?", "62B1"),
    ("Потом ещё 2 взятки сыграли, и на пятой взятке партнёр не дал в масть, исправил до хода в следующую", "62B1"),
    ("Ещё две взятки сыграли, и партнёр не дал в масть пику, сразу исправил", "62B1"),
    ("Противник не дал в масть, сразу исправил, потом ещё 2 взятки сыграли и он заявил претензию", "62B2"),
])
def test_tricks_told_before_the_revoke_or_after_its_correction_are_no_establishment(text: str, law: str) -> None:
    assert not revoke.established_by_play(text)
    assert "revoke_established_by_play" not in _ids(text)
    assert _refs(text)[0] == law


def test_tricks_played_after_an_uncorrected_revoke_still_establish_it() -> None:
    text = "Защитник не дал в масть, потом ещё две взятки прошли, и только тогда заметили."
    assert revoke.established_by_play(text)


# --- Law 53: a lead out of turn accepted, whatever was disagreed about ------------------------------------------------

@pytest.mark.parametrize("text", [
    "Вистующий вышел не в очередь. Разыгрывающий сначала не согласился, а потом всё-таки решил принять ход — можно?",
    "Противник пошёл не в очередь, я не согласился с его мнением, что ход надо отменить, и принял ход",
    "Вистующий вышел не в очередь, партнёр не согласился с ним, а я как разыгрывающий принял ход",
    "Противник вышел не в очередь; я не согласился сразу, подумал и принял",
    "Вистующий вышел не в очередь, разыгрывающий принял ход, но потом не согласился с решением судьи по претензии",
    "Защитник вышел не в очередь, разыгрывающий сыграл на этот ход со стола, но не согласился с решением судьи",
])
def test_a_lead_out_of_turn_accepted_after_a_disagreement_is_53(text: str) -> None:
    assert lead_out_of_turn.section(text) == "53"
    assert _refs(text)[0] == "53"


def test_disagreeing_with_the_directors_ruling_is_no_refusal() -> None:
    for text in ("не согласился с решением судьи", "не согласился с претензией", "не согласилась с объяснением"):
        assert lead_out_of_turn._REFUSED.search(text) is None


def test_a_refusal_without_a_later_acceptance_stays_56() -> None:
    assert lead_out_of_turn.section("Вистующий вышел не в очередь, я не согласилась и потребовала, чтобы карту "
                                    "убрали") == "56"


# --- Law 41B: after the opening lead declarer and the leader's partner are at their first turn to play -------------

@pytest.mark.parametrize("text", [
    "После атаки разыгрывающий, ещё не сыграв со стола, попросил повторить торговлю — имеет право?",
    "После первого хода партнёр ходившего попросил повторить торговлю, ещё не сыграв карту",
])
def test_a_review_asked_at_ones_first_turn_after_the_lead_is_41b(text: str) -> None:
    assert not asking._review_during_play(text)  # the lexicon's «после атаки» may still hint at 41C: not settled
    assert _refs(text)[0] == "41B"


# --- Law 64: the penalty of a revoke said established -----------------------------------------------------------------

@pytest.mark.parametrize("text", ["штраф за состоявшийся ренонс", "какой штраф за состоявшийся ренонс"])
def test_the_penalty_for_an_established_revoke_is_64_first(text: str) -> None:
    assert _refs(text)[0] == "64"


# --- Law 77: a board's score asked politely is no definition ----------------------------------------------------------

def test_the_score_asked_politely_is_no_definition() -> None:
    assert not _refs("Tell me what the score is")[0].startswith("DEF:")


# --- Law 45D: only dummy places another card than the one called --------------------------------------------------

@pytest.mark.parametrize("text", [
    "Разыгрывающий назвал со стола туза, а партнёр положил короля, но тут же заменил его на даму",
    "Declarer called for the queen from dummy and partner played the ace, then I revoked",
    "Разыгрывающий назвал со стола даму червей, а партнёр положил короля пик, хотя у него были черви",
    "Я назвал со стола валета, но сразу сыграл с руки туза — можно так?",
    "Declarer called the queen of hearts from dummy, but partner played the king before dummy played",
])
def test_a_defenders_card_or_declarers_own_is_no_45d(text: str) -> None:
    assert not dummy_call._placed_other(text)
    assert _refs(text)[0] != "45D"
