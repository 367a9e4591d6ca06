"""A pass that damaged the other side is Law 23 (``bot/intake/damaging_pass.py``): a pass a penalty forced on the
offender's partner that helped the offenders (23A), a pass out of turn in partner's turn that cost the other side
(23B); the director lets the auction and play go on, then adjusts the score."""

from __future__ import annotations

import pytest

from bot.intake import damaging_pass
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    ("изза штрафа партнер обязан пасовать и это им как раз на руку вышло нечестно ж", "23A"),
    ("Соперник ошибся в торговле, его партнёру велели молчать, и именно из-за этого они не попали в плохой контракт",
     "23A"),
    ("the forced pass of the offender's partner helped them and damaged us", "23A"),
    ("противник пасанул раньше своего партнёра — мол, у меня пусто, — и партнёр по этой подсказке остановился в "
     "частичке, а мы потеряли", "23B"),
    # the turn told after the pass: partner's pass in my turn, mine in partner's, an opponent's in his partner's
    ("партнёр спасовал вне очереди, когда говорить должен был я, и нам это сыграло на руку, оппы возмущены", "23B"),
    ("я пасанул вне очереди когда была очередь партнёра, в итоге мы получили топ, соперникам это навредило", "23B"),
    ("Левый спасовал вне очереди — говорить должен был его партнёр — и этот пас явно нам навредил", "23B"),
])
def test_a_pass_that_helped_the_offenders_is_law_23(text: str, ref: str) -> None:
    assert damaging_pass.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "после штрафа партнёр обязан пасовать до конца торговли?",  # the obligation itself (Law 37 / the penalty)
    "Левый открыл 1♦, партнёр ещё думал, а я уже спасовал за него.",  # 30B2, no damage told
    "я спасовал вне очереди и сам обязан был пасовать в следующий раз, и это нам помогло",  # the offender's own pass
    "левый спасовал вне очереди, когда говорить должен был я, и это нам навредило",  # in his LHO's turn: 30B3
])
def test_no_law_23_without_the_help_or_damage_told(text: str) -> None:
    assert not set(damaging_pass.SECTIONS.values()) & set(read(text).concept_ids)


@pytest.mark.parametrize(("text", "ref"), [
    ("после нарушения соперника его партнёр был обязан спасовать, и этот пас им помог", "23A"),  # «обязан спасовать»
    ("левый спасовал за своего партнёра, чтобы тот молчал, а нам от этого вред", "23B"),  # «нам вред»
])
def test_the_forced_pass_and_the_harm_in_plain_words(text: str, ref: str) -> None:
    """Law 23: «обязан спасовать» is the forced pass as «обязан пасовать» is, and «нам вред» the damage as
    «навредил»."""
    assert damaging_pass.section(text) == ref
