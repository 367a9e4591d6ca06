"""The words of a card's rank, shared by the readers that look for a named card.

Why one place: several readers (a call said for dummy, a card changed, a card exposed) need the same list of the
Russian spot-card nouns and of the English rank words; each copy used to be typed out again and a new spelling
added to one copy was missed by the others. The readers still differ where it matters to them (which forms of
«дама» they accept, whether a bare «карту» counts, whether the English words stand alone), so this module holds
only the shared stems and one way of joining them; each reader builds its own pattern from them.
"""
from __future__ import annotations

from collections.abc import Iterable

# the Russian spot cards, ten down to two, as stems (their endings vary: «десятку», «двойкой», «семёрки»)
SPOT_STEMS: tuple[str, ...] = ("десятк", "девятк", "восьм[её]рк", "сем[её]рк", "шест[её]рк", "пят[её]рк", "четв[её]рк",
                               "тройк", "двойк")
# the English rank words, ace down to two, with the old word for the two
ENGLISH_RANKS: tuple[str, ...] = ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five",
                                  "four", "three", "two", "deuce")


def alternatives(words: Iterable[str], before: str = "", after: str = r"\w*") -> str:
    """Join the words as regex alternatives, each wrapped in ``before``/``after`` (a stem takes ``\\w*``, a whole
    word ``\\b`` on both sides), without a group: the reader puts them in its own group with its own words."""
    return "|".join(f"{before}{word}{after}" for word in words)


SPOT_CARDS = alternatives(SPOT_STEMS)  # «десятк\w*|…|двойк\w*»: a spot card in any case
