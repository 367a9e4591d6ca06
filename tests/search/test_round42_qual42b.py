"""The forty-second round's play changes (qual42b), each with the sentence it is for and a near miss that shares its
words but tells another law's situation.

* ``follow_suit_duty`` (Law 44C) silences ``lead_restriction_penalty_card``: a suit was led and the player holds it,
  so what is asked is his duty to follow, which comes before any play demanded of him; a lead demanded or forbidden
  beside a penalty card, with no suit led that he holds, stays the lead restriction (50, 51).
* ``bot.intake.inability``: «нечем выполнить / исполнить» (nothing to comply with) says the player cannot do what a
  penalty or declarer required (Law 59), as «не может выполнить» does; «нечем ответить в масть» alone is no penalty.
* ``revoke_later_card_withdrawn`` (62C1) by the lexicon too: «после ренонса (соперника) я уже / тоже сыграл …
  забрать», "after a revoke I played … take it back": the non-offender's card played after the revoke, so that the
  bank's phrasings of it are neighbours (a card simply taken back stays Law 47; a play to the next trick is Law 63).
* ``bot.intake.claims``: a concession told «написал (в чат), что отдаю оставшиеся» is the side's own; «хотя … при
  любой игре / при любом розыгрыше» is a trick it could not lose (Law 71); the claimer's own «при любой игре всё
  берётся», agreed to, stays 69A.
* ``play_after_illegal_play`` (Law 60): a lead ordered taken back («велели вернуть», "told to take it back") and a
  card played «пока он думал» / "before he led" again: played after the irregularity, before its rectification;
  a player's own card taken back while another thinks stays Law 47.
* ``bot.intake.told``: a card told as the penalty card by its card («штрафная бК», «♥A — штрафная») is a penalty
  card (50); «штрафной балл» beside a card played is the procedural penalty (90).
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import claims, inability
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "Должен ли я давать в масть хода, если она у меня есть, хотя разыгрывающий требует сыграть другую?",
    "ходили в бубну, бубна у меня есть, а разыгрывающий потребовал пику — какое требование важнее?",
])
def test_the_duty_to_follow_suit_comes_before_a_demanded_play(text: str) -> None:
    """Law 44C: the suit led is held, so following it is the answer, not declarer's lead restriction."""
    ids = _ids(text)
    assert "follow_suit_duty" in ids
    assert "lead_restriction_penalty_card" not in ids
    assert _refs(text, 1) == ["44C"]


@pytest.mark.parametrize("text", [
    "у партнёра штрафная пика, разыгрывающий потребовал ход в черву",
    "разыгрывающий потребовал от меня ход в пику, у меня пики есть, обязан?",
])
def test_a_lead_demanded_with_no_suit_led_stays_a_lead_restriction(text: str) -> None:
    """Near miss: declarer demands a lead (a penalty card's option); no suit was led that the player must follow."""
    assert "lead_restriction_penalty_card" in _ids(text)
    assert "44C" not in _refs(text, 1)


@pytest.mark.parametrize("text", [
    "партнёру нечем выполнить требование разыгрывающего, червей у него нет",
    "нечем исполнить наказание, пик у меня нет — чем ходить?",
])
def test_nothing_to_comply_with_is_law_59(text: str) -> None:
    """Law 59: «нечем выполнить / исполнить» a penalty or a demand: any otherwise legal card may be played."""
    assert inability.section(text) == "59"
    assert _refs(text, 1) == ["59"]


@pytest.mark.parametrize("text", [
    "нечем было ответить в масть, я сбросил трефу",
    "нечем крыть, пришлось сбросить, а потом нашлась черва",
])
def test_nothing_to_follow_with_is_no_penalty_unfulfilled(text: str) -> None:
    """Near miss: no penalty or demand to comply with; a discard (44) or a revoke found later (61-63)."""
    assert inability.section(text) is None


@pytest.mark.parametrize("text", [
    "после ренонса соперника я уже сыграл свою карту в эту взятку, можно забрать её обратно?",
    "после ренонса я тоже успела сыграть, а потом ренонс исправили; можно мне забрать свою карту?",
    "after the revoke I played to the same trick before anyone noticed; may I withdraw my card?",
])
def test_a_card_played_after_a_revoke_taken_back_is_62c1(text: str) -> None:
    """Law 62C1: after a revoke corrected, a non-offender may withdraw a card he played after it."""
    assert "revoke_later_card_withdrawn" in _ids(text)
    assert _refs(text, 1) == ["62C1"]


@pytest.mark.parametrize(("text", "law"), [
    ("соперник сыграл карту, потом забрал её обратно и положил другую", "47"),
    ("после ренонса соперника я сыграл в следующую взятку, можно ли забрать?", "63"),
])
def test_a_card_taken_back_with_no_revoke_corrected_is_not_62c1(text: str, law: str) -> None:
    """Near misses: a card simply taken back (Law 47), a revoke established by a play to the next trick (63)."""
    assert "revoke_later_card_withdrawn" not in _ids(text)[:1]
    assert _refs(text, 1)[0].startswith(law)


@pytest.mark.parametrize("text", [
    "я написал в чат, что отдаю оставшиеся, а потом понял, что мой король был старшим",
    "защитник сказал «остальное ваше», хотя его туз брал взятку при любом розыгрыше",
])
def test_an_own_concession_of_a_trick_that_could_not_be_lost_is_71(text: str) -> None:
    """Law 71: the side conceded a trick it could not lose by any normal play."""
    assert claims.section(text) == "71"
    assert _refs(text, 1) == ["71"]


@pytest.mark.parametrize("text", [
    "разыгрывающий заявил остальные, при любой игре у него всё берётся, мы согласились",
    "разыгрывающий показал карты: при любом розыгрыше все взятки его; мы согласились с претензией",
])
def test_any_play_said_of_the_claimers_tricks_agreed_to_is_69a(text: str) -> None:
    """Near miss: «при любой игре» tells the claimer's line, and the claim was agreed to: it stands (69A)."""
    assert claims.section(text) == "69A"


@pytest.mark.parametrize("text", [
    "разыгрывающему велели вернуть карту, сыгранную не с той руки, а пока он думал, вистующий уже положил свою",
    "declarer was told to take back his lead from dummy, and while he was thinking LHO already played a card",
])
def test_a_card_played_while_the_lead_is_being_retracted_is_law_60(text: str) -> None:
    """Law 60: a card played after an irregular lead, before it was put right (the correct lead not yet made)."""
    assert "play_after_illegal_play" in _triggered(text)
    assert "60" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "я уже положил карту и хотел забрать её, пока он думал, судья не разрешил",
    "партнёр долго думал, а пока он думал, я уже положил карту на стол",
])
def test_a_card_of_ones_own_or_a_pause_is_no_play_after_an_irregularity(text: str) -> None:
    """Near misses: one's own card taken back (47G), partner's pause (16A): no irregular lead put right."""
    assert "play_after_illegal_play" not in _triggered(text)
    assert _refs(text, 1)[0] in ("47G", "16A")


@pytest.mark.parametrize("text", [
    "у запада штрафная бК, а ход у востока — что разыгрывающий может потребовать?",
    "у вистующего ♥A — штрафная, можно ли ему сыграть другую черву?",
])
def test_a_penalty_card_told_by_its_card_is_a_penalty_card(text: str) -> None:
    """Law 50: «штрафная» beside the card itself names a penalty card."""
    assert "penalty_card_by_card" in read(text).marks
    assert "penalty_card" in _triggered(text)
    assert _refs(text, 3)[0].startswith("50")


@pytest.mark.parametrize("text", [
    "судья дал нам штрафной балл, а я потом сыграл пК",
    "штрафные очки: минус 3 за пК",
])
def test_penalty_points_beside_a_card_are_no_penalty_card(text: str) -> None:
    """Near miss: points of a penalty (Law 90) with a card named elsewhere: no card is told as a penalty card."""
    assert "penalty_card_by_card" not in read(text).marks
    assert "penalty_card" not in _triggered(text)
