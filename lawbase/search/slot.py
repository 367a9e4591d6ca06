"""One thing the user said, as the ways the book may say it: a slot of weighted index keys.

A document scores a slot by its best alternative, so alternatives never add up to more than the word itself. The
weights below say how much each kind of alternative counts, relative to the user's own word found in the book.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EXACT, SYNONYM, TRANSLATED, TRANSLIT, TYPO1, TYPO2, PREFIX, LAYOUT = 1.0, 0.7, 0.85, 0.95, 0.85, 0.7, 0.75, 0.9
ASPECT, ASPECTS = 0.8, True  # the other aspect of a verb (``указал`` → ``указывает``)
KNOWN_EXTENSION = 0.6  # a longer stem of the same root as a word that was found (``исправ`` → ``исправлен``)


@dataclass
class Slot:
    """One thing the user said, with the index keys that may express it and their weights."""

    text: str
    alts: dict[str, float] = field(default_factory=dict)
    weight: float = 0.0  # the slot's importance: the idf of its best alternative
    fixed: bool = False  # already the book's word for a phrase the user said: no synonyms on top

    def add(self, key: str, weight: float) -> None:
        if weight > self.alts.get(key, 0.0):
            self.alts[key] = weight
