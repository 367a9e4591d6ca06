"""What the wizard asks: plain data a transport turns into buttons, selects or a numbered console list.

A :class:`Question` names its step, the catalog key of its prompt, and the answers it allows. Each
:class:`Answer` carries the exact value to send back to ``wizard.answer`` and how to label it (a catalog key with
params, or a literal such as ``1♥``), so transports never invent values or words of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

# How a transport should lay the answers out: a few buttons, or selects for long lists.
Layout = Literal["buttons", "select"]

# Control answers (not facts): they start with "!" so no fact value can collide with them.
UNDO, DONE, BACK, SKIP, OTHER, MORE = "!undo", "!done", "!back", "!skip", "!other", "!more"


@dataclass(frozen=True)
class Answer:
    """One allowed answer: the value to send back, and its label (a catalog key + params, or literal text)."""

    value: str
    key: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    text: str | None = None
    group: str = ""  # answers of one group share a select (e.g. the cards of one suit)
    suggested: bool = False  # what the user's own words point to (shown first and highlighted)

    @property
    def is_control(self) -> bool:
        return self.value.startswith("!")


@dataclass(frozen=True)
class Question:
    """The next thing to ask. ``free`` means a typed value is accepted too (a board number, a card, a call)."""

    step: str
    prompt: str
    answers: tuple[Answer, ...]
    params: dict[str, Any] = field(default_factory=dict)
    layout: Layout = "buttons"
    free: bool = False

    @property
    def values(self) -> list[str]:
        return [a.value for a in self.answers]

    def controls(self) -> list[Answer]:
        return [a for a in self.answers if a.is_control]

    def choices(self) -> list[Answer]:
        return [a for a in self.answers if not a.is_control]
