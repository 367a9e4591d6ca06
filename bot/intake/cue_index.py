"""Which of the readers' cues a text holds, all found at once, word by word.

The situation reader asks a hundred cued patterns about the same story (:mod:`bot.intake.cues`), three in four of
them in vain, and each question was a few substring tests, each a scan of the whole text: on a long story the cue
tests cost a sixth of the reader's time. A cue without a space in it lies inside one word of the lower-cased text
(a run between spaces, ``str.split()``'s words), so the cues a text holds are the union of those its words hold.
A word's cues are found once (a per-word memo: words repeat across stories) by looking up each of its two-letter
pieces among the cues that begin with them, and kept as one bit per cue in an integer: the text's cues are the OR
of its words' (a few machine words each, where a union of sets of strings cost four times as much), and a pattern
asks whether its cues' bits are among them. The same answers, since a cue is in the text exactly when it is in one
of its words. The few cues with a space in them ("а не", "no trump") are looked for in the text itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import or_

Ways = tuple[int, int, tuple[tuple[int, ...], ...]]  # a pattern's ways of matching as bits (CueIndex.ways)
MAX_WORDS = 200_000  # the memo of words is emptied beyond this many (a bot that runs for months)


def spaced(cue: str) -> bool:
    """Whether a cue holds a space (or is empty): it may span two words, so the words cannot answer for it."""
    return cue.split() != [cue]


class CueIndex:
    """A fixed set of cues, each a bit; for any lower-cased text the bits of those it holds."""

    __slots__ = ("_memo", "_pairs", "_singles", "_spaced", "bits")

    def __init__(self, cues: Iterable[str]) -> None:
        ordered = sorted(set(cues))
        self.bits = {cue: 1 << place for place, cue in enumerate(ordered)}
        self._spaced = tuple((cue, self.bits[cue]) for cue in ordered if spaced(cue))  # looked for in the text
        pairs: dict[str, list[tuple[str, int]]] = {}
        for cue in ordered:
            if len(cue) > 1 and not spaced(cue):
                pairs.setdefault(cue[:2], []).append((cue, self.bits[cue]))
        self._pairs = {start: tuple(found) for start, found in pairs.items()}  # the cues by their first two letters
        # the cues of one character: a digit, a suit symbol, a punctuation mark
        self._singles = {cue: bit for cue, bit in self.bits.items() if len(cue) == 1 and not spaced(cue)}
        self._memo: dict[str, int] = {}  # a word's cues

    def mask(self, cues: Iterable[str]) -> int:
        """The bits of these cues (each one of the index's)."""
        return reduce(or_, map(self.bits.__getitem__, cues), 0)

    def ways(self, ways: Iterable[tuple[frozenset[str], ...]]) -> Ways:
        """A pattern's ways of matching (each the factors it needs all of: one of each factor's cues) as bits: its
        first factors' (one of which every match holds), those of the ways of one factor (one is enough), and the
        factors of each other way."""
        ways = tuple(ways)
        return (self.mask(cue for way in ways for cue in way[0]),
                self.mask(cue for way in ways if len(way) == 1 for cue in way[0]),
                tuple(tuple(map(self.mask, way)) for way in ways if len(way) > 1))

    def present(self, low: str) -> int:
        """The bits of the cues the (lower-cased) text holds."""
        memo = self._memo
        words = set(low.split())
        new = words.difference(memo)
        if new:
            if len(memo) > MAX_WORDS:
                memo.clear()
                new = words
            for word in new:
                memo[word] = self._in_word(word)
        found: int = reduce(or_, map(memo.__getitem__, words), 0)
        for cue, bit in self._spaced:  # the few cues with a space in them ("а не", "no trump")
            if cue in low:
                found |= bit
        return found

    def _in_word(self, word: str) -> int:
        """The cues a word holds: at each place, those beginning with its two letters there that go on as it does."""
        pairs = self._pairs
        found = 0
        for at in range(len(word) - 1):
            for cue, bit in pairs.get(word[at:at + 2], ()):
                if word.startswith(cue, at):
                    found |= bit
        singles = self._singles
        for letter in singles.keys() & set(word):
            found |= singles[letter]
        return found
