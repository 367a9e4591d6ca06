"""Regressions from the director's review of the fortieth round's play changes (qual40b): sentences the new triggers
read wrongly, each with the law it wants."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

from bot.intake import claims, dummy_call


@pytest.mark.parametrize("text", [
    "болван во время розыгрыша сказал, что вистующий ошибся мастью — зачем он зашёл в черву?",
    "болван во время розыгрыша сказал партнёру, что вистующий ошибся мастью, зачем он пошёл в пику",
    "болван сказал, что вистующий ошибся с мастью при торговле и неправильно открыл",
])
def test_dummy_saying_a_defender_chose_a_bad_suit_to_lead_or_bid_is_a_comment_law_43a1c(text: str) -> None:
    """Law 43A1(C): «ошибся мастью, зачем он зашёл / пошёл в …» is a lead badly chosen (a misplay), a bidding
    misjudgment no irregularity either: dummy commenting on the play, not calling attention to a revoke (43A1(B))."""
    assert "dummy_points_out_during_play" not in _ids(text)
    assert _refs(text)[0] == "43A1(C)"


@pytest.mark.parametrize("text", [
    "мы зря отдали ход, и разыгрывающий заявил остальные взятки; мы согласились",
    "мы зря отдали ход партнёру, и разыгрывающий заявил претензию; мы согласились",
    "согласились с клеймом, хотя зря отдали ход в середине игры — это наша ошибка",
    "мы согласились с претензией; потом партнёр сказал, что я зря отдал взятку на второй руке",
    "разыгрывающий заявил претензию: «последняя точно наша», мы согласились",
])
def test_a_misplay_before_the_claim_or_the_claimers_own_words_leave_the_agreement_law_69a(text: str) -> None:
    """Law 69A: a lead or trick given away in the play before the claim, or the claimer's quoted «точно наша», is no
    trick the agreeing side gave up by agreeing (69B)."""
    assert claims.section(text) != "69B"
    assert _refs(text)[0] == "69A"


@pytest.mark.parametrize("text", [
    "Согласились с претензией, потом по записи видим, что одну взятку отдали зря — она точно наша. Вернуть можно?",
    "согласились с претензией, потом пересчитали — зря отдали одну взятку, можно вернуть?",
])
def test_a_trick_given_in_vain_after_the_agreement_stays_law_69b(text: str) -> None:
    """Near misses: the trick found given away in vain is the one conceded by agreeing (69B)."""
    assert claims.section(text) == "69B"
    assert _refs(text)[0] == "69B"


@pytest.mark.parametrize("text", [
    "разыгрывающий назвал со стола даму, тут же вистующий: «нет, ход с руки»",
    "разыгрывающий назвал со стола валета, но сразу же Запад сказал: «нет, вы в руке»",
])
def test_another_voice_saying_no_at_once_is_no_correction_by_declarer(text: str) -> None:
    """A defender's «нет, ход с руки» right after the call is no slip declarer put right (45C4(B)): the story is the
    lead from the wrong hand (55), not the correction."""
    assert not dummy_call._corrected_at_once(text)
    assert _refs(text)[0] != "45C4(B)"


def test_a_card_named_from_dummy_and_told_absent_at_once_by_dummy_is_no_correction() -> None:
    """Dummy's «нет дамы» tells the card named is not in dummy (46B4); nobody corrected a slip (45C4(B))."""
    text = "разыгрывающий назвал со стола даму, и тут же болван сказал: «нет дамы»"
    assert not dummy_call._corrected_at_once(text)
    assert "45C4(B)" not in _refs(text)[:3]


def test_a_card_named_from_dummy_and_seen_absent_at_once_is_no_correction() -> None:
    """«сразу видно — нет туза» is the card absent (46B4), not a slip put right at once (45C4(B))."""
    text = "назвал со стола туза, а там сразу видно — нет туза"
    assert not dummy_call._corrected_at_once(text)
    assert _refs(text)[0] != "45C4(B)"


@pytest.mark.parametrize("text", [
    "разыгрывающий назвал со стола даму и тут же сказал: «ой, нет, валета»",
    "разыгрывающий назвал со стола «короля» и тут же «нет, даму», без всякой паузы",
])
def test_declarers_own_no_at_once_is_still_law_45c4b(text: str) -> None:
    """Near misses: declarer's own «нет, …» at once is the correction (45C4(B))."""
    assert dummy_call._corrected_at_once(text)
    assert _refs(text)[0] == "45C4(B)"
