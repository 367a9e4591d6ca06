"""Driving the wizard in tests: answers in order, and the step it asks next."""

from __future__ import annotations

from bot.intake import wizard as W


def run(*answers: str, state: W.WizardState | None = None) -> W.WizardState:
    """The wizard after these answers, from a fresh start or from ``state``."""
    state = state or W.start()
    for value in answers:
        state = W.answer(state, value)
    return state


def step(state: W.WizardState) -> str | None:
    """The step of the question the wizard asks next (None when it asks nothing more)."""
    q = W.question(state)
    return q.step if q else None
